/// A document that is not well-formed JSON, with the place where reading stopped.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line of the offending byte.
    public var line: Int
    /// 1-based column (in bytes) of the offending byte.
    public var column: Int
    /// What was expected there, or what is wrong.
    public var message: String

    /// Creates a syntax error at a position.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line 3, column 14: expected ',' or '}' after an object member`.
    public var description: String { "line \(line), column \(column): \(message)" }
}
