import DispatchHarness
import DispatchModel
import Foundation

/// `dispatch-conformance COMMAND [OPTIONS]`: see `--help`.
func topLevelUsage() -> String {
    let width = commands.map(\.name.count).max() ?? 0
    let list = commands.map { "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)" }.joined(separator: "\n")
    return """
        usage: dispatch-conformance COMMAND [OPTIONS]

        The conformance suite for UIKit's touch dispatch. Run from the repository root.

        commands:
        \(list)

        `dispatch-conformance COMMAND --help` describes a command; `dispatch-conformance --version`
        prints the suite's version.
        """
}

/// `dispatch-conformance --version`: the suite version and the versions of what it reads and speaks.
func versionLine() -> String {
    let protocols = WireProtocol.supportedVersionsText
    return "dispatch-conformance \(SuiteVersion.current) (contract \(SuiteVersion.contract), fixture format \(Fixture.formatVersion), "
        + "JSON-lines protocols \(protocols))"
}

func standardError(_ text: String) {
    FileHandle.standardError.write(Data((text.escapingControlCharacters + "\n").utf8))
}

func main() -> Int32 {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let name = arguments.first, !["--help", "-h", "help"].contains(name) else {
        print(topLevelUsage())
        return arguments.isEmpty ? 2 : 0
    }
    if name == "--version" {
        print(versionLine())
        return 0
    }
    guard let command = commands.first(where: { $0.name == name }) else {
        let nearest = NearestIDs.suggestions(for: name, among: commands.map(\.name), limit: 2)
        let hint = nearest.isEmpty ? "" : "; did you mean " + nearest.map { "\"\($0)\"" }.joined(separator: " or ") + "?"
        standardError("error: unknown command \"\(name)\"\(hint)\n  (`dispatch-conformance --help` lists the commands)")
        return 2
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
        print(command.usage)
        return 0
    }
    do {
        let parsed = try Arguments(rest, valued: command.valued, flags: command.flags)
        guard parsed.positionals.count <= command.maxPositionals else {
            throw UsageError("unexpected argument \"\(parsed.positionals[command.maxPositionals])\"")
        }
        return try command.action(parsed)
    } catch let error as UsageError {
        standardError("error: \(error.message)\n  (`dispatch-conformance \(command.name) --help` describes the command and its options)")
        return 2
    } catch {
        standardError("error: \(error)")
        return 1
    }
}

TerminationSignals.install()
exit(main())
