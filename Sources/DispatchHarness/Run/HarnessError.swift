/// A problem that stops the harness before any fixture runs.
public enum HarnessError: Error, Sendable, CustomStringConvertible {
    /// A directory the harness needs does not exist; `option` is the command-line option that
    /// names it (`--fixtures`, `--specs`).
    case missingDirectory(String, what: String, option: String)
    /// An argument names something that does not exist.
    case notFound(String)
    /// A fixture was asked of an engine that would skip it (it lacks a feature the fixture needs).
    case notRunnable(String)

    /// A sentence saying what is wrong and what to do.
    public var description: String {
        switch self {
        case .missingDirectory(let path, let what, let option):
            "no \(what) directory at \(path); run from the repository root, or pass its path with \(option) DIR"
        case .notFound(let message), .notRunnable(let message): message
        }
    }
}
