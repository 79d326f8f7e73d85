/// A parsed JSON document that keeps what `JSONSerialization` loses: member order, the exact
/// kind of every value, and no silent coercions between numbers and booleans.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A finite number. The parser rejects literals that overflow a `Double`.
    case number(Double)
    /// A string, already unescaped.
    case string(String)
    /// An array, in document order.
    case array([JSONValue])
    /// An object, members in document order; keys are unique (the parser rejects duplicates).
    case object([JSONMember])

    /// A short English phrase naming the kind of this value, for error messages ("a string").
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value of the member named `key`, if this is an object that has it.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The element at `index`, if this is an array that long.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Hashable {
    /// The member's key.
    public var key: String
    /// The member's value.
    public var value: JSONValue

    /// Creates a member.
    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
