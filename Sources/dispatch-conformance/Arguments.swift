import DispatchHarness

/// The command line of one subcommand, parsed by hand (the package has no dependencies).
struct Arguments: Sendable {
    /// Option values by name (without `--`); flags map to an empty string.
    private(set) var options: [String: String] = [:]
    /// Positional arguments, in order.
    private(set) var positionals: [String] = []

    /// Parses `arguments` against the options the command accepts: `valued` take a value
    /// (`--name VALUE` or `--name=VALUE`), `flags` take none. An option given twice is an error,
    /// not "the last one wins".
    init(_ arguments: [String], valued: Set<String>, flags: Set<String>) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--") else {
                if argument.hasPrefix("-") && argument.count > 1 && Double(argument) == nil {
                    let name = String(argument.drop { $0 == "-" })
                    throw UsageError("unknown option \(argument)\(Self.didYouMean(name, among: valued.union(flags)))")
                }
                positionals.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard options[name] == nil else { throw UsageError("--\(name) is given twice; give it once") }
            if flags.contains(name) {
                guard value == nil else { throw UsageError("--\(name) takes no value") }
                options[name] = ""
            } else if valued.contains(name) {
                if value == nil {
                    guard index < arguments.count else { throw UsageError("--\(name) needs a value") }
                    value = arguments[index]
                    index += 1
                }
                options[name] = value
            } else {
                throw UsageError("unknown option --\(name)\(Self.didYouMean(name, among: valued.union(flags)))")
            }
        }
    }

    /// `; did you mean --filter?` when an option is near `name`, else empty.
    static func didYouMean(_ name: String, among options: Set<String>) -> String {
        let nearest = NearestIDs.suggestions(for: name, among: Array(options), limit: 2)
        return nearest.isEmpty ? "" : "; did you mean " + nearest.map { "--\($0)" }.joined(separator: " or ") + "?"
    }

    /// The value of a valued option.
    func value(_ name: String) -> String? { options[name] }

    /// Whether a flag was given.
    func flag(_ name: String) -> Bool { options[name] != nil }
}

/// A command line the tool cannot act on; printed as one line with a hint to the command's
/// `--help`, exit status 2.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
