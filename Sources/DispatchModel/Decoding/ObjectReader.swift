/// Reads the members of one JSON object, checking that required keys are present and that no
/// key outside the object's vocabulary appears.
///
/// Create it with the complete list of keys the object may have; every read names one of them.
/// Call ``finish()`` after the reads to report unknown keys.
public struct ObjectReader {
    /// The object's path, for diagnostics.
    public let path: JSONPath
    /// The context diagnostics go to.
    public let context: DecodingContext
    private let members: [JSONMember]
    private let vocabulary: [String]

    /// Starts reading `value` as an object whose keys may only be `vocabulary`; reports and returns
    /// nil when `value` is not an object. `what` names the object in the message ("a view").
    public init?(_ value: JSONValue, at path: JSONPath, in context: DecodingContext, what: String, keys vocabulary: [String]) {
        guard case .object(let members) = value else {
            context.report(path, "expected \(what) (a JSON object), found \(value.kindDescription)")
            return nil
        }
        self.path = path
        self.context = context
        self.members = members
        self.vocabulary = vocabulary
    }

    /// Whether the object has a member named `key`.
    public func has(_ key: String) -> Bool {
        assert(vocabulary.contains(key), "reading key '\(key)' outside the declared vocabulary")
        return members.contains { $0.key == key }
    }

    /// The raw value of `key`, or nil when absent.
    public func raw(_ key: String) -> JSONValue? {
        assert(vocabulary.contains(key), "reading key '\(key)' outside the declared vocabulary")
        return members.first { $0.key == key }?.value
    }

    /// Decodes a required member; reports its absence and returns nil when it is missing.
    public func required<T>(_ key: String, _ decode: (JSONValue, JSONPath, DecodingContext) -> T?) -> T? {
        guard let value = raw(key) else {
            context.report(path, "missing required key \"\(key)\"")
            return nil
        }
        return decode(value, path.appending(key), context)
    }

    /// Decodes an optional member; returns `fallback` when it is absent, nil when it is invalid.
    public func optional<T>(_ key: String, default fallback: T, _ decode: (JSONValue, JSONPath, DecodingContext) -> T?) -> T? {
        guard let value = raw(key) else { return fallback }
        return decode(value, path.appending(key), context)
    }

    /// Decodes an optional member that has no default; `.some(nil)` means absent.
    public func optional<T>(_ key: String, _ decode: (JSONValue, JSONPath, DecodingContext) -> T?) -> T?? {
        guard let value = raw(key) else { return .some(nil) }
        guard let decoded = decode(value, path.appending(key), context) else { return nil }
        return .some(decoded)
    }

    /// Reports every member whose key is not in the vocabulary.
    public func finish() {
        for member in members where !vocabulary.contains(member.key) {
            let allowed = vocabulary.map { "\"\($0)\"" }.joined(separator: ", ")
            context.report(path.appending(member.key), "unknown key \"\(member.key)\"; expected one of \(allowed)")
        }
    }
}
