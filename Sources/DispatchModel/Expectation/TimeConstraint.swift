/// When a written trace line must have happened: the optional `@…` prefix of an expected line
/// (`Specs/FIXTURE-FORMAT.md`, "Times in lines").
///
/// | prefix | meaning |
/// |---|---|
/// | none | any time (in `exact`: the time of the line before it, as in a printed log) |
/// | `@100` | at 100 ms |
/// | `@100..450`, `@100..`, `@..450` | between the bounds, inclusive |
/// | `@=` | at the time of the line matched before it (ordered modes only) |
/// | `@+` | later than the line matched before it (ordered modes only) |
/// | `@+50..400` | 50 to 400 ms after the line matched before it (ordered modes only) |
public enum TimeConstraint: Sendable, Hashable, CustomStringConvertible {
    /// No constraint: the line matches at any time.
    case any
    /// Exactly at this virtual time.
    case at(Int)
    /// Within these bounds, inclusive; a nil bound is open.
    case between(Int?, Int?)
    /// At the time of the previously matched line.
    case sameAsPrevious
    /// Strictly later than the previously matched line.
    case afterPrevious
    /// Between `lower` and `upper` milliseconds after the previously matched line, inclusive.
    case afterPreviousBy(lower: Int, upper: Int)

    /// Whether the constraint refers to the previously matched line (`@=`, `@+`, `@+A..B`).
    public var isRelative: Bool {
        switch self {
        case .sameAsPrevious, .afterPrevious, .afterPreviousBy: true
        case .any, .at, .between: false
        }
    }

    /// The earliest and latest absolute times the constraint allows, ignoring relative forms.
    public var absoluteBounds: (lower: Int, upper: Int) {
        switch self {
        case .at(let time): (time, time)
        case .between(let lower, let upper): (lower ?? 0, upper ?? Int.max)
        case .any, .sameAsPrevious, .afterPrevious, .afterPreviousBy: (0, Int.max)
        }
    }

    /// Whether `time` satisfies the constraint, given the time of the previously matched line
    /// (nil when none was matched: a relative constraint then holds at any time).
    public func admits(_ time: Int, previous: Int?) -> Bool {
        switch self {
        case .any: return true
        case .at(let expected): return time == expected
        case .between(let lower, let upper): return time >= (lower ?? Int.min) && time <= (upper ?? Int.max)
        case .sameAsPrevious: return previous.map { time == $0 } ?? true
        case .afterPrevious: return previous.map { time > $0 } ?? true
        case .afterPreviousBy(let lower, let upper):
            guard let previous else { return true }
            return time - previous >= lower && time - previous <= upper
        }
    }

    /// The prefix as written, without the trailing space; empty for ``any``.
    public var description: String {
        switch self {
        case .any: ""
        case .at(let time): "@\(time)"
        case .between(let lower, let upper): "@\(lower.map(String.init) ?? "")..\(upper.map(String.init) ?? "")"
        case .sameAsPrevious: "@="
        case .afterPrevious: "@+"
        case .afterPreviousBy(let lower, let upper): "@+\(lower)..\(upper)"
        }
    }

    /// Parses the text after `@` (`100`, `100..450`, `=`, `+`, `+50..400`); nil with a message
    /// saying what was expected otherwise.
    public static func parse(_ text: Substring) -> Result<TimeConstraint, TimeConstraintError> {
        func time(_ part: Substring) -> Int? {
            guard !part.isEmpty, part.allSatisfy(\.isASCIIDigit), let value = Int(part), String(value) == part else { return nil }
            return value
        }
        if text == "=" { return .success(.sameAsPrevious) }
        if text == "+" { return .success(.afterPrevious) }
        if text.hasPrefix("+") {
            let bounds = text.dropFirst().split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
            guard bounds.count == 3, bounds[1].isEmpty, let lower = time(bounds[0]), let upper = time(bounds[2]) else {
                return .failure(.malformed(String(text)))
            }
            guard lower <= upper else { return .failure(.emptyRange(String(text))) }
            return .success(.afterPreviousBy(lower: lower, upper: upper))
        }
        if let value = time(text) { return .success(.at(value)) }
        let bounds = text.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        guard bounds.count == 3, bounds[1].isEmpty, !(bounds[0].isEmpty && bounds[2].isEmpty) else {
            return .failure(.malformed(String(text)))
        }
        let lower = bounds[0].isEmpty ? nil : time(bounds[0])
        let upper = bounds[2].isEmpty ? nil : time(bounds[2])
        guard bounds[0].isEmpty || lower != nil, bounds[2].isEmpty || upper != nil else { return .failure(.malformed(String(text))) }
        if let lower, let upper, lower > upper { return .failure(.emptyRange(String(text))) }
        if let lower, let upper, lower == upper { return .success(.at(lower)) }
        return .success(.between(lower, upper))
    }
}

/// Why a line's `@…` prefix could not be read.
public enum TimeConstraintError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Not one of the documented forms.
    case malformed(String)
    /// A range whose lower bound is above its upper bound.
    case emptyRange(String)

    /// What was expected.
    public var description: String {
        switch self {
        case .malformed(let text):
            "\"@\(text)\" is not a time; expected @T, @A..B, @A.., @..B, @=, @+ or @+A..B with times in whole milliseconds"
        case .emptyRange(let text): "\"@\(text)\" is an empty range: its lower bound is above its upper bound"
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
