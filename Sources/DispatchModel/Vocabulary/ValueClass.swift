/// One class of values a key of the fixture format can take — `true`, `false`, each enum case,
/// a number below, at or above a threshold a rule names, present or absent — the unit in which
/// `coverage --vocabulary` counts what the corpus exercises (`Specs/VOCABULARY.md`).
public struct ValueClass: Sendable {
    /// The class as written in reports: `true`, `absent`, `below 0.01`, `handle`…
    public let name: String
    /// Whether a key's JSON value, or nil when the key is absent, belongs to the class, given the
    /// object that holds the key and the scene around it.
    public let admitsInContext: @Sendable (JSONValue?, ValueContext) -> Bool

    /// Creates a class that looks at the value alone.
    public init(_ name: String, admits: @escaping @Sendable (JSONValue?) -> Bool) {
        self.name = name
        self.admitsInContext = { value, _ in admits(value) }
    }

    /// Creates a class that also looks at the object holding the key, or at the scene.
    public init(_ name: String, inContext admits: @escaping @Sendable (JSONValue?, ValueContext) -> Bool) {
        self.name = name
        self.admitsInContext = admits
    }

    /// Whether `value` belongs to the class, in `context`.
    public func admits(_ value: JSONValue?, in context: ValueContext) -> Bool { admitsInContext(value, context) }

    /// The key is absent: its default applies.
    public static let absent = ValueClass("absent") { $0 == nil }
    /// The key is present, whatever its value.
    public static let present = ValueClass("present") { $0 != nil }

    /// Each boolean both ways; the default is also what an absent key gives, and is named so.
    public static func flag(default defaultValue: Bool) -> [ValueClass] {
        [true, false].map { value in
            ValueClass(value == defaultValue ? "\(value) (default)" : "\(value)") {
                $0 == .bool(value) || ($0 == nil && value == defaultValue)
            }
        }
    }

    /// Each of a fixed set of strings; `defaultCase`, if any, is also what an absent key gives.
    public static func cases(_ names: [String], default defaultCase: String? = nil) -> [ValueClass] {
        names.map { name in
            ValueClass(name == defaultCase ? "\(name) (default)" : name) { $0 == .string(name) || ($0 == nil && name == defaultCase) }
        }
    }

    /// Ranges of a number, each named, checked in order (the first that admits wins is not
    /// needed: the ranges must not overlap). `default` names the range an absent key falls in.
    public static func ranges(_ ranges: [(name: String, contains: @Sendable (Double) -> Bool)], default defaultName: String? = nil)
        -> [ValueClass]
    {
        ranges.map { range in
            ValueClass(range.name == defaultName ? "\(range.name) (default)" : range.name) { value in
                if value == nil { return range.name == defaultName }
                return number(value).map(range.contains) ?? false
            }
        }
    }

    /// A list that is absent or empty ("none", the default), has one element, or several.
    public static func list(required: Bool = false) -> [ValueClass] {
        (required ? [] : [ValueClass("none (default)") { (count($0) ?? 0) == 0 }]) + [
            ValueClass("one") { count($0) == 1 }, ValueClass("several") { (count($0) ?? 0) > 1 },
        ]
    }

    /// Present or absent, for an optional key without a simpler classification.
    public static let presence: [ValueClass] = [.present, .absent]

    static func number(_ value: JSONValue?) -> Double? {
        if case .number(let number)? = value { return number }
        return nil
    }

    static func count(_ value: JSONValue?) -> Int? {
        if case .array(let elements)? = value { return elements.count }
        return nil
    }
}

/// What a value class may look at besides the value: the object holding the key, and what kind of
/// object each id of the scene names.
public struct ValueContext: Sendable {
    /// The JSON object that holds the key.
    public var owner: JSONValue
    /// The kind of object an id names: `view`, `window`, `viewController`, `application`,
    /// `appDelegate`, `gestureRecognizer`; nil for an unknown id.
    public var kindOfID: @Sendable (String) -> String?

    /// Creates a context.
    public init(owner: JSONValue, kindOfID: @escaping @Sendable (String) -> String?) {
        self.owner = owner
        self.kindOfID = kindOfID
    }

    /// The kind of object the string `value` names, as a class predicate's helper.
    public func kind(of value: JSONValue?) -> String? {
        if case .string(let id)? = value { return kindOfID(id) }
        return nil
    }
}
