import DispatchModel

/// The JSON-lines protocol between the harness and an out-of-process engine (`Specs/RUNNING.md`).
///
/// The engine writes a handshake line when it starts; then, for each line the harness writes
/// (one scenario), the engine writes exactly one line (its trace, or an error).
public enum WireProtocol {
    /// The protocol version this harness speaks by default, and that `serve` announces.
    public static let version = 3
    /// Every version this harness speaks: an engine whose handshake names one of them gets
    /// requests of that version (`Specs/RUNNING.md`, "Protocol versions").
    public static let supportedVersions = 1...3

    /// ``supportedVersions`` as a reader writes them: `1, 2 and 3`.
    public static var supportedVersionsText: String {
        let versions = supportedVersions.map(String.init)
        return versions.count == 1 ? versions[0] : versions.dropLast().joined(separator: ", ") + " and " + versions[versions.count - 1]
    }

    /// The first line an engine writes.
    public struct Handshake: Sendable, Equatable {
        /// The engine's name, e.g. `my-engine`.
        public var name: String
        /// The engine's version, e.g. `1.2.0`.
        public var engineVersion: String
        /// The features it implements, as it names them (retired names included).
        public var features: [Feature]
        /// The protocol version it speaks, one of ``WireProtocol/supportedVersions``.
        public var protocolVersion: Int
        /// The iOS release it models (protocol 3), or nil when it does not say: it then models
        /// ``IOSVersion/latestCovered``.
        public var iOS: IOSVersion?

        /// Creates a handshake.
        public init(
            name: String, engineVersion: String, features: [Feature], protocolVersion: Int = WireProtocol.version, iOS: IOSVersion? = nil
        ) {
            self.name = name
            self.engineVersion = engineVersion
            self.features = features
            self.protocolVersion = protocolVersion
            self.iOS = iOS
        }

        /// `{"protocol":3,"engine":"…","version":"…","features":[…],"ios":"13.4"}` (`ios` only when said).
        public var line: String {
            var members = [
                JSONMember("protocol", .number(Double(protocolVersion))), JSONMember("engine", .string(name)),
                JSONMember("version", .string(engineVersion)), JSONMember("features", .array(features.map { .string($0.rawValue) })),
            ]
            if let iOS { members.append(JSONMember("ios", .string(iOS.description))) }
            return JSONWriter.text(.object(members))
        }

        /// Parses a handshake line, or says what is wrong with it.
        public static func parse(_ line: String) -> Result<Handshake, WireError> {
            let context = DecodingContext(file: "handshake")
            guard let value = try? JSONParser.parse(line),
                let reader = ObjectReader(
                    value, at: .root, in: context, what: "a handshake", keys: ["protocol", "engine", "version", "features", "ios"])
            else { return .failure(WireError("the handshake is not a JSON object", line: line)) }
            let version = reader.required("protocol", ValueDecoders.integer(in: 0...1_000_000))
            let name = reader.required("engine", ValueDecoders.string)
            let engineVersion = reader.required("version", ValueDecoders.string)
            let features = reader.required("features", ValueDecoders.array(ValueDecoders.string))
            let iOS = reader.optional("ios", ValueDecoders.string)
            reader.finish()
            if let version, !WireProtocol.supportedVersions.contains(version) {
                let supported = WireProtocol.supportedVersionsText
                return .failure(
                    WireError(
                        "the engine speaks protocol \(version); this harness speaks protocols \(supported) (Specs/RUNNING.md, "
                            + "\"Protocol versions\"): write \"protocol\":\(WireProtocol.version) in the handshake and read requests of that version",
                        line: line))
            }
            guard let version, let name, let engineVersion, let features, !context.hasErrors else {
                return .failure(WireError(context.diagnostics.map { "\($0.path): \($0.message)" }.joined(separator: "; "), line: line))
            }
            let unknown = features.filter { !Feature(rawValue: $0).isKnown && !Feature(rawValue: $0).isRetired }
            guard unknown.isEmpty else {
                return .failure(WireError("unknown features \(unknown); see Specs/FEATURES.md", line: line))
            }
            var modelled: IOSVersion?
            if let text = iOS ?? nil {
                guard version >= 3 else {
                    return .failure(
                        WireError("\"ios\" is part of protocol 3; write \"protocol\":3 to say which iOS the engine models", line: line))
                }
                guard let parsed = IOSVersion(parsing: text), parsed.isCovered else {
                    return .failure(
                        WireError(
                            "\"ios\": \"\(text)\" is not an iOS version the corpus covers; write one from \(IOSVersion.earliestCovered) to "
                                + "\(IOSVersion.latestCovered), as \"13\" or \"13.4\" (Specs/RUNNING.md, \"iOS versions\")",
                            line: line))
                }
                modelled = parsed
            }
            return .success(
                Handshake(
                    name: name, engineVersion: engineVersion, features: features.map(Feature.init(rawValue:)), protocolVersion: version,
                    iOS: modelled))
        }
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
