import Foundation

/// How this process was invoked, so that the lines it prints to rerun something (repro and replay
/// lines) can be pasted into a POSIX shell as they are: the program as invoked, and the options
/// that say which corpus, specification and engine were used.
enum Invocation {
    /// The options a rerun must carry, when they were given: which corpus, which rules, which
    /// engine and how long it may take.
    static let carriedOptions = ["fixtures", "specs", "engine-command", "timeout"]

    /// The program as it was invoked (`CommandLine.arguments[0]`), quoted for the shell.
    static var program: String {
        shellQuoted(CommandLine.arguments.first ?? "dispatch-conformance")
    }

    /// `PROGRAM SUBCOMMAND WORDS… --fixtures DIR …`: `words` (already quoted where needed), then
    /// each of `options` the command was given, quoted.
    static func line(_ subcommand: String, _ words: [String], carrying options: [String] = carriedOptions, from arguments: Arguments)
        -> String
    {
        let carried = options.compactMap { name in arguments.value(name).map { "--\(name) \(shellQuoted($0))" } }
        return ([program, subcommand] + words + carried).joined(separator: " ")
    }
}

/// `text` quoted for a POSIX shell when it needs quoting: in single quotes, a single quote
/// written as `'\''`.
func shellQuoted(_ text: String) -> String {
    let plain = text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=:,@%+".contains($0)) }
    return plain && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
