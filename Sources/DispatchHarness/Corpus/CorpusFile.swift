import DispatchModel

/// One fixture file of a corpus: where it is, and either the fixture or its problems.
public struct CorpusFile: Sendable {
    /// Path relative to the corpus root, e.g. `hit-testing/ht-04-alpha.json`.
    public var relativePath: String
    /// The file name without `.json`, which must equal the fixture's id.
    public var fileID: String
    /// The decoded fixture, or every problem of the file.
    public var result: Result<Fixture, DiagnosticsError>

    /// Creates a corpus file entry.
    public init(relativePath: String, fileID: String, result: Result<Fixture, DiagnosticsError>) {
        self.relativePath = relativePath
        self.fileID = fileID
        self.result = result
    }

    /// The area: the first folder of the relative path (`hit-testing`), or `.` for a file at the root.
    public var area: String {
        let parts = relativePath.split(separator: "/")
        return parts.count > 1 ? String(parts[0]) : "."
    }

    /// The fixture, if the file decoded.
    public var fixture: Fixture? { try? result.get() }
}
