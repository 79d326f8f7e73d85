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

    /// The area path: every folder of the relative path (`gestures/tap`), or `.` for a file at
    /// the root. It is what `--area` selects by, and what the index page and the matrix group by.
    public var areaPath: String {
        let folders = relativePath.split(separator: "/").dropLast()
        return folders.isEmpty ? "." : folders.joined(separator: "/")
    }

    /// Whether the file is in `area`, a folder of the corpus: its own folder or one inside it
    /// (`gestures` holds `gestures/tap/…`; `gestures/tap` only that folder's files).
    public func isIn(area: String) -> Bool {
        let area = area.hasSuffix("/") ? String(area.dropLast()) : area
        return areaPath == area || areaPath.hasPrefix(area + "/")
    }

    /// Every area a corpus of these files has: each folder holding fixtures, and the folders
    /// enclosing them (`gestures`, `gestures/tap`, …), sorted.
    public static func areas(of files: [CorpusFile]) -> [String] {
        var areas: Set<String> = []
        for file in files where file.areaPath != "." {
            let folders = file.areaPath.split(separator: "/")
            for depth in 1...folders.count { areas.insert(folders.prefix(depth).joined(separator: "/")) }
        }
        return areas.sorted()
    }

    /// The fixture, if the file decoded.
    public var fixture: Fixture? { try? result.get() }
}
