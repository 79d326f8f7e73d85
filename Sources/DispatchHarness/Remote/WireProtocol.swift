import DispatchModel

/// The JSON-lines protocol between the harness and an out-of-process engine (`Specs/RUNNING.md`).
///
/// The engine writes a handshake line when it starts; then, for each line the harness writes
/// (one scenario), the engine writes exactly one line (its trace, or an error).
public enum WireProtocol {
    /// The protocol version this harness speaks.
    public static let version = 1

    /// The first line an engine writes.
    public struct Handshake: Sendable, Equatable {
        /// The engine's name, e.g. `my-engine`.
        public var name: String
        /// The engine's version, e.g. `1.2.0`.
        public var engineVersion: String
        /// The features it implements.
        public var features: [Feature]

        /// Creates a handshake.
        public init(name: String, engineVersion: String, features: [Feature]) {
            self.name = name
            self.engineVersion = engineVersion
            self.features = features
        }

        /// `{"protocol":1,"engine":"…","version":"…","features":[…]}`.
        public var line: String {
            JSONWriter.text(
                .object([
                    JSONMember("protocol", .number(Double(WireProtocol.version))), JSONMember("engine", .string(name)),
                    JSONMember("version", .string(engineVersion)), JSONMember("features", .array(features.map { .string($0.rawValue) })),
                ]))
        }

        /// Parses a handshake line, or says what is wrong with it.
        public static func parse(_ line: String) -> Result<Handshake, WireError> {
            let context = DecodingContext(file: "handshake")
            guard let value = try? JSONParser.parse(line),
                let reader = ObjectReader(
                    value, at: .root, in: context, what: "a handshake", keys: ["protocol", "engine", "version", "features"])
            else { return .failure(WireError("the handshake is not a JSON object", line: line)) }
            let version = reader.required("protocol", ValueDecoders.integer(in: 0...1_000_000))
            let name = reader.required("engine", ValueDecoders.string)
            let engineVersion = reader.required("version", ValueDecoders.string)
            let features = reader.required("features", ValueDecoders.array(ValueDecoders.string))
            reader.finish()
            if let version, version != WireProtocol.version {
                return .failure(WireError("the engine speaks protocol \(version); this harness speaks \(WireProtocol.version)", line: line))
            }
            guard let name, let engineVersion, let features, !context.hasErrors else {
                return .failure(WireError(context.diagnostics.map { "\($0.path): \($0.message)" }.joined(separator: "; "), line: line))
            }
            let unknown = features.filter { !Feature(rawValue: $0).isKnown }
            guard unknown.isEmpty else {
                return .failure(WireError("unknown features \(unknown); see Specs/FEATURES.md", line: line))
            }
            return .success(Handshake(name: name, engineVersion: engineVersion, features: features.map(Feature.init(rawValue:))))
        }
    }

    /// `{"id":"…","scenario":{…}}`: one request.
    public static func requestLine(id: String, scenario: Scenario) -> String {
        JSONWriter.text(.object([JSONMember("id", .string(id)), JSONMember("scenario", scenario.jsonValue)]))
    }

    /// `{"id":"…","trace":[…]}`: a successful response.
    public static func traceLine(id: String, trace: Trace) -> String {
        JSONWriter.text(.object([JSONMember("id", .string(id)), JSONMember("trace", .array(trace.lines.map(JSONValue.string)))]))
    }

    /// `{"id":"…","error":"…"}`: the engine could not run the scenario.
    public static func errorLine(id: String, message: String) -> String {
        JSONWriter.text(.object([JSONMember("id", .string(id)), JSONMember("error", .string(message))]))
    }

    /// What a response line says: a trace, or the engine's own error.
    public enum Response: Sendable, Equatable {
        /// The engine ran the scenario.
        case trace(Trace)
        /// The engine reported that it could not.
        case engineError(String)
    }

    /// Parses the response to request `id`, or says what is wrong with it.
    public static func parseResponse(_ line: String, id: String) -> Result<Response, WireError> {
        guard let value = try? JSONParser.parse(line), case .object(let members) = value else {
            return .failure(WireError("the response is not a JSON object", line: line))
        }
        let keys = Set(members.map(\.key))
        guard value["id"] == .string(id) else {
            return .failure(WireError("the response does not carry the request's id \"\(id)\"", line: line))
        }
        if keys == ["id", "error"], case .string(let message)? = value["error"] { return .success(.engineError(message)) }
        guard keys == ["id", "trace"], case .array(let elements)? = value["trace"] else {
            return .failure(WireError("expected {\"id\", \"trace\": [lines]} or {\"id\", \"error\": text}", line: line))
        }
        var lines: [String] = []
        for element in elements {
            guard case .string(let text) = element else { return .failure(WireError("trace lines must be strings", line: line)) }
            lines.append(text)
        }
        do {
            return .success(.trace(try Trace(parsingLines: lines)))
        } catch {
            return .failure(WireError("trace line \(error.line + 1) \(OutputExcerpt.quoted(error.text)): \(error.message)", line: line))
        }
    }

    /// The `id` a response line carries, if it is a JSON object with a text `id`.
    static func responseID(_ line: String) -> String? {
        guard case .string(let id)? = (try? JSONParser.parse(line))?["id"] else { return nil }
        return id
    }
}

/// A protocol line that does not follow `Specs/RUNNING.md`.
public struct WireError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong (at most a few hundred bytes of it: ``OutputExcerpt``).
    public var message: String
    /// The offending line, at most a few hundred bytes of it, quoted, with its size when it was
    /// cut (``OutputExcerpt/quoted(_:limit:)``).
    public var line: String

    /// Creates the error; keeps only an excerpt of `message` and `line`, which can be an
    /// engine's output of any size.
    public init(_ message: String, line: String) {
        self.message = OutputExcerpt.shortened(message)
        self.line = OutputExcerpt.quoted(line)
    }

    /// The message and the quoted line.
    public var description: String { "\(message): \(line)" }
}
