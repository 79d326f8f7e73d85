/// Collects the diagnostics of one file while it is decoded, so that decoding reports every
/// problem of the file instead of stopping at the first.
public final class DecodingContext {
    /// The file being decoded, as it appears in diagnostics.
    public let file: String
    /// The problems found so far.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates a context for one file.
    public init(file: String) {
        self.file = file
    }

    /// Records a problem at `path`.
    public func report(_ path: JSONPath, _ message: String) {
        diagnostics.append(Diagnostic(file: file, path: path.description, message: message))
    }

    /// Whether any problem has been recorded.
    public var hasErrors: Bool { !diagnostics.isEmpty }
}
