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
    public static func load(from root: String) throws -> Corpus {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw HarnessError.missingDirectory(root, what: "fixture corpus", option: "--fixtures")
        }
        guard let enumerator = manager.enumerator(atPath: root) else {
            throw HarnessError.missingDirectory(root, what: "fixture corpus", option: "--fixtures")
        }
        var files: [CorpusFile] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".json") else { continue }
            files.append(loadFile(root: root, relativePath: relative))
        }
        return Corpus(root: root, files: files)
    }

    /// Reads and decodes one file; any read or decode problem becomes a diagnostic of the file.
    public static func loadFile(root: String, relativePath: String) -> CorpusFile {
        let path = (root as NSString).appendingPathComponent(relativePath)
        let display = (root as NSString).appendingPathComponent(relativePath)
        let fileID = String((relativePath as NSString).lastPathComponent.dropLast(".json".count))
        func failure(_ message: String) -> CorpusFile {
            CorpusFile(
                relativePath: relativePath, fileID: fileID,
                result: .failure(DiagnosticsError([Diagnostic(file: display, path: "$", message: message)])))
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? Int, size > maximumFileSize {
            return failure("the file is \(size) bytes; fixtures are limited to \(maximumFileSize) bytes")
        }
        guard let data = FileManager.default.contents(atPath: path) else { return failure("the file cannot be read") }
        return CorpusFile(
            relativePath: relativePath, fileID: fileID, result: FixtureDecoder.decode(Array(data), file: display, expectedID: fileID))
    }

    /// The decoded fixtures, in path order.
    public var fixtures: [Fixture] { files.compactMap(\.fixture) }
}
