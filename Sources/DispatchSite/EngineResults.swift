import DispatchHarness
import DispatchModel

/// One engine's results as `run --json` wrote them, read for the results matrix of the site.
///
/// The reader takes what it needs (the engine's name, and per fixture its id and status) and
/// keeps every other member of a result as written, so that a newer results format with more
/// members (full traces, every expectation's verdict) is read, and shown, without change.
public struct EngineResults: Sendable {
    /// One fixture's result.
    public struct Result: Sendable {
        /// The fixture's id.
        public var id: String
        /// The status label (`PASS`, `FAIL`, …).
        public var status: String
        /// The fixture file relative to the corpus root, when the results give it.
        public var path: String?
        /// The rest of the result object: every member but `id` and `status`, in written order.
        public var details: [JSONMember]
    }

    /// The engine's name.
    public var engine: String
    /// The results file, as named on the command line.
    public var file: String
    /// The iOS release the engine modelled, as the results say; nil in results written before
    /// engines said.
    public var ios: String?
    /// The suite version that wrote the results, when given.
    public var suiteVersion: String?
    /// The results, in file order; an id appears once.
    public private(set) var results: [Result]
    /// The position in `results` of each fixture id.
    private var positions: [String: Int]

    /// Reads a results document; `file` names it in errors.
    public init(file: String, text: String) throws(HarnessError) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            throw .notFound("\(file) is not JSON: \(error)")
        }
        guard case .string(let engine)? = value["engine"] else {
            throw .notFound("\(file): expected a results file written by `run --json`, with a string \"engine\"")
        }
        guard case .array(let elements)? = value["results"] else {
            throw .notFound("\(file): expected a results file written by `run --json`, with an array \"results\"")
        }
        var results: [Result] = []
        var seen: Set<String> = []
        for (index, element) in elements.enumerated() {
            guard case .object(let members) = element, case .string(let id)? = element["id"], case .string(let status)? = element["status"]
            else { throw .notFound("\(file): results[\(index)]: expected an object with a string \"id\" and a string \"status\"") }
            guard seen.insert(id).inserted else { throw .notFound("\(file): results[\(index)]: fixture \"\(id)\" appears twice") }
            let path: String? = if case .string(let path)? = element["path"] { path } else { nil }
            results.append(
                Result(id: id, status: status, path: path, details: members.filter { $0.key != "id" && $0.key != "status" }))
        }
        self.engine = engine
        self.file = file
        self.ios = if case .string(let ios)? = value["ios"] { ios } else { nil }
        self.suiteVersion = if case .string(let version)? = value["suite"]?["version"] { version } else { nil }
        self.results = results
        self.positions = Dictionary(uniqueKeysWithValues: results.enumerated().map { ($1.id, $0) })
    }

    /// The result of fixture `id`, if the engine's run has one.
    public func result(_ id: String) -> Result? {
        positions[id].map { results[$0] }
    }
}
