/// One problem found in an input file: where it is and what was expected.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The file, as the user named it (relative to the corpus root where there is one).
    public var file: String
    /// The JSON path of the offending value, or `$` for the whole document.
    public var path: String
    /// What is wrong and what was expected instead.
    public var message: String

    /// Creates a diagnostic.
    public init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// `Fixtures/a.json: $.scene.windows[0].alpha: expected a number between 0 and 1, found 1.5`.
    public var description: String { "\(file): \(path): \(message)" }
}

/// Thrown when an input could not be decoded; carries every problem found, not only the first.
public struct DiagnosticsError: Error, Sendable, CustomStringConvertible {
    /// The problems, in the order they were found.
    public var diagnostics: [Diagnostic]

    /// Creates the error from at least one diagnostic.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One diagnostic per line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
