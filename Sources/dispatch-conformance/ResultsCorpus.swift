import DispatchHarness
import DispatchModel
import Foundation

/// The corpus and specification that `report` (and `site` given results files) reads when
/// `--fixtures` or `--specs` is not given: the corpus the results files were run on (their
/// `corpus`, as `run` was given it), and the `Specs` folder beside it.
struct ResultsCorpus {
    /// The corpus folder: `--fixtures`, else the results files' `corpus`, else `Fixtures`.
    var fixtures: String
    /// The specification folder: `--specs`, else `Specs` beside a corpus taken from the results
    /// when it has one, else `Specs`.
    var specs: String

    /// Reads the `corpus` member of each results file. A relative path is taken from the current
    /// directory, where `run` wrote it from; results of different corpora, or a corpus that is not
    /// a folder here, need `--fixtures`.
    init(arguments: Arguments, resultsFiles: [String]) throws {
        let given = arguments.value("fixtures")
        var fixtures = given ?? "Fixtures"
        var derived = false
        if given == nil, !resultsFiles.isEmpty {
            var named: [(file: String, corpus: String)] = []
            for file in resultsFiles {
                guard let data = FileManager.default.contents(atPath: file),
                    let document = try? JSONParser.parse(String(decoding: data, as: UTF8.self)),
                    case .string(let corpus)? = document["corpus"]
                else { continue }
                named.append((file, corpus))
            }
            let folders = Set(named.map { Self.canonical($0.corpus) })
            if folders.count > 1 {
                let list = named.map { "\($0.file): \($0.corpus)" }.joined(separator: ", ")
                throw UsageError("the results files were run on different corpora (\(list)); pass the one to show with --fixtures DIR")
            }
            if let first = named.first {
                guard Self.isFolder(first.corpus) else {
                    throw HarnessError.notFound(
                        "\(first.file) was run on the corpus \(first.corpus), which is not a folder here; run this where `run` ran, or pass --fixtures DIR"
                    )
                }
                fixtures = first.corpus
                derived = true
            }
        }
        self.fixtures = fixtures
        let beside = ((fixtures as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Specs")
        self.specs = arguments.value("specs") ?? (derived && Self.isFolder(beside) ? beside : "Specs")
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
