import DispatchModel

extension WireProtocol {
    /// The request line for `request` in protocol `version` (`Specs/RUNNING.md`, "Requests"):
    ///
    /// - protocol 1: `{"id":"s1","scenario":{…}}`;
    /// - protocol 2: `{"id":"s1","fixture":"ID","scenario":{…},"written":{"scene":{…},"script":[…]}}`,
    ///   where `fixture` is null for a scenario that is no fixture's, and `written` holds the keys
    ///   the fixture wrote (for a scenario without a file, those that differ from the defaults).
    public static func requestLine(id: String, request: EngineRequest, version: Int) -> String {
        var members = [JSONMember("id", .string(id))]
        if version >= 2 { members.append(JSONMember("fixture", request.fixtureID.map(JSONValue.string) ?? .null)) }
        members.append(JSONMember("scenario", request.scenario.jsonValue))
        if version >= 2 { members.append(JSONMember("written", written(request))) }
        return JSONWriter.text(.object(members))
    }

    /// The `written` member of a protocol-2 request: the fixture's own keys, or for a scenario
    /// made without a file (a fuzz case), the keys whose values differ from the defaults.
    static func written(_ request: EngineRequest) -> JSONValue {
        if let written = request.written { return written }
        let compact = CompactScenarioJSON.json(of: request.scenario)
        return .object([JSONMember("scene", compact.scene), JSONMember("script", compact.script)])
    }

    /// What is wrong with a request line: the message a server answers with, under the
    /// request's id when it has one.
    public struct RequestError: Error, Sendable, Equatable {
        /// The request's id, or `""` when the line carries none.
        public var id: String
        /// What is wrong.
        public var message: String
    }

    /// A request line of either version, decoded: its id and the request; or what is wrong with it.
    public static func parseRequest(_ line: String) -> Result<(id: String, request: EngineRequest), RequestError> {
        let value: JSONValue
        do {
            value = try JSONParser.parse(line)
        } catch {
            return .failure(RequestError(id: "", message: "the request is not valid JSON: \(error)"))
        }
        guard case .object(let members) = value, case .string(let id)? = value["id"], let scenarioValue = value["scenario"] else {
            return .failure(RequestError(id: "", message: "expected {\"id\": text, \"scenario\": object}"))
        }
        let unknown = members.map(\.key).filter { !["id", "fixture", "scenario", "written"].contains($0) }
        guard unknown.isEmpty else {
            return .failure(RequestError(id: id, message: "unknown request keys \(unknown); expected id, fixture, scenario, written"))
        }
        var fixtureID: String?
        switch value["fixture"] {
        case nil, .null?: fixtureID = nil
        case .string(let text)?: fixtureID = text
        default: return .failure(RequestError(id: id, message: "\"fixture\" must be a fixture id or null"))
        }
        let context = DecodingContext(file: "request \(id)")
        guard let scenario = Scenario.decode(scenarioValue, JSONPath.root.appending("scenario"), context) else {
            return .failure(RequestError(id: id, message: context.diagnostics.map { "\($0.path): \($0.message)" }.joined(separator: "; ")))
        }
        return .success((id, EngineRequest(scenario: scenario, fixtureID: fixtureID, written: value["written"])))
    }
}
