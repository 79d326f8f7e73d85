/// A trace line that does not follow the grammar of `Specs/TRACE-FORMAT.md`.
public struct TraceSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// 0-based index of the line in its list.
    public var line: Int
    /// The offending line.
    public var text: String
    /// What was expected.
    public var message: String

    /// Creates the error.
    public init(line: Int, text: String, message: String) {
        self.line = line
        self.text = text
        self.message = message
    }

    /// `"hitTest A ->": expected …`.
    public var description: String { "\"\(text)\": \(message)" }
}
