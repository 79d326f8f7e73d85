/// One written line of an expectation: an optional time (`@100`, `@100..450`, `@+`…) and a trace
/// line or pattern.
public struct ExpectedLine: Sendable, Hashable, CustomStringConvertible {
    /// When the line must have happened.
    public var time: TimeConstraint
    /// What the line says.
    public var pattern: LinePattern

    /// Creates a line.
    public init(time: TimeConstraint = .any, pattern: LinePattern) {
        self.time = time
        self.pattern = pattern
    }

    /// A line that matches exactly `event` under `time`.
    public init(_ event: TraceEvent, time: TimeConstraint = .any) {
        self.init(time: time, pattern: LinePattern(event))
    }

    /// Parses `@prefix words` or `words`.
    public init(parsing text: String) throws(TraceSyntaxError) {
        var words = Substring(text)
        var time = TimeConstraint.any
        if words.hasPrefix("@") {
            guard let space = words.firstIndex(of: " ") else {
                throw TraceSyntaxError(line: 0, text: text, message: "expected '@T ' followed by a trace line")
            }
            switch TimeConstraint.parse(words[words.index(after: words.startIndex)..<space]) {
            case .success(let parsed): time = parsed
            case .failure(let error): throw TraceSyntaxError(line: 0, text: text, message: error.description)
            }
            words = words[words.index(after: space)...]
        }
        do {
            self.init(time: time, pattern: try LinePattern(parsing: words))
        } catch {
            throw TraceSyntaxError(line: 0, text: text, message: error.message)
        }
    }

    /// Whether `entry` matches, given the time of the previously matched line.
    public func matches(_ entry: TraceEntry, previous: Int?) -> Bool {
        time.admits(entry.time, previous: previous) && pattern.matches(entry.event)
    }

    /// The line as written: the time prefix, if any, then the words.
    public var description: String {
        let prefix = time.description
        return prefix.isEmpty ? pattern.description : "\(prefix) \(pattern)"
    }
}
