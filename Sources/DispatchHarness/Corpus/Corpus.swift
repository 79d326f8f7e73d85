import DispatchModel
import Foundation

/// A fixture corpus: every `.json` file below a directory, in path order, each decoded strictly.
public struct Corpus: Sendable {
    /// The directory the corpus was loaded from, as given.
    public var root: String
    /// Every file found, sorted by relative path; none is ever left out.
    public var files: [CorpusFile]

    /// Creates a corpus from already-loaded files.
    public init(root: String, files: [CorpusFile]) {
        self.root = root
        self.files = files.sorted { $0.relativePath < $1.relativePath }
    }

    /// Files larger than this are rejected unread.
    public static let maximumFileSize = 4 << 20

    /// Loads every `*.json` file below `root`. Throws only when `root` itself cannot be read.
    ///
    /// Symbolic links are followed, to files and to folders alike; a link that leads nowhere, or
    /// back into a folder that encloses it, becomes a file with that problem, so that nothing in
    /// the corpus is ever skipped silently (``CorpusWalk``).
    public static func load(from root: String) throws -> Corpus {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue,
            let entries = CorpusWalk(root: root).entries()
        else { throw HarnessError.missingDirectory(root, what: "fixture corpus", option: "--fixtures") }
        // Decoding is most of a run's start-up and each file's is independent: one file per core,
        // gathered in walk order.
        let files = OrderedConcurrentMap.map(count: entries.count) { position in
            switch entries[position] {
            case .fixture(let relativePath): loadFile(root: root, relativePath: relativePath)
            case .problem(let relativePath, let message): problemFile(root: root, relativePath: relativePath, message: message)
            }
        }
        return Corpus(root: root, files: files)
    }

    /// How diagnostics name a file of a corpus at `root`: the root joined with the relative path
    /// (`Fixtures/` and `Fixtures` give the same name). The one place that decides it, so that a
    /// file's diagnostics can always be found by name.
    public static func displayPath(root: String, relativePath: String) -> String {
        (root as NSString).appendingPathComponent(relativePath)
    }

    /// How diagnostics name `file`.
    public func displayPath(of file: CorpusFile) -> String {
        Self.displayPath(root: root, relativePath: file.relativePath)
    }

    /// An entry that is not a readable fixture, with the problem that says why.
    public static func problemFile(root: String, relativePath: String, message: String) -> CorpusFile {
        let name = (relativePath as NSString).lastPathComponent
        return CorpusFile(
            relativePath: relativePath, fileID: name.hasSuffix(".json") ? String(name.dropLast(".json".count)) : name,
            result: .failure(
                DiagnosticsError([Diagnostic(file: displayPath(root: root, relativePath: relativePath), path: "$", message: message)])))
    }

    /// Reads and decodes one file; any read or decode problem becomes a diagnostic of the file.
    public static func loadFile(root: String, relativePath: String) -> CorpusFile {
        let path = (root as NSString).appendingPathComponent(relativePath)
        let display = displayPath(root: root, relativePath: relativePath)
        let fileID = String((relativePath as NSString).lastPathComponent.dropLast(".json".count))
        func failure(_ message: String) -> CorpusFile { problemFile(root: root, relativePath: relativePath, message: message) }
        let size = FileStatus(path).size
        if size > maximumFileSize {
            return failure("the file is \(size) bytes; fixtures are limited to \(maximumFileSize) bytes")
        }
        guard let data = FileManager.default.contents(atPath: path) else { return failure("the file cannot be read") }
        return CorpusFile(
            relativePath: relativePath, fileID: fileID, result: FixtureDecoder.decode(Array(data), file: display, expectedID: fileID))
    }

    /// The decoded fixtures, in path order.
    public var fixtures: [Fixture] { files.compactMap(\.fixture) }
}
