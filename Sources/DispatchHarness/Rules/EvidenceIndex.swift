import Foundation

/// What a fixture's `provenance[].ref` can name besides a rule id, read from the specification
/// beside the rules: the source keys of `Specs/SOURCES.md`, each with the section of that file it
/// is listed in, and the entries of the observation ledger `Specs/OBSERVATIONS.md`, each with its
/// kind (log, measurement, test, report).
public struct EvidenceIndex: Sendable, Hashable {
    /// The kind of an observation, from its entry's `**Kind**` line.
    public enum ObservationKind: String, Sendable, Hashable, CaseIterable {
        /// Lines UIKit printed through the app's overrides or a debugger.
        case log
        /// A time or distance measured on UIKit.
        case measurement
        /// An assertion of a test suite run against UIKit.
        case test
        /// A result the author reports without quoting the output.
        case report
    }

    /// Source key → the `## ` section of `SOURCES.md` that lists it (`Apple documentation`).
    public var sourceSections: [String: String]
    /// Observation id (`OBS-012`) → its kind.
    public var observations: [String: ObservationKind]

    /// Creates an index from its parts.
    public init(sourceSections: [String: String] = [:], observations: [String: ObservationKind] = [:]) {
        self.sourceSections = sourceSections
        self.observations = observations
    }

    /// The sections of `SOURCES.md` whose keys an `apple-doc` provenance may name.
    public static let appleSections: Set<String> = ["Apple documentation", "SDK headers", "Archived Apple guides"]
    /// The section whose keys an `article` provenance names.
    public static let articleSection = "Seed articles"

    /// Reads `SOURCES.md` and `OBSERVATIONS.md` of the specs directory.
    public static func load(specsDirectory directory: String) throws -> EvidenceIndex {
        func read(_ name: String, _ what: String) throws -> String {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw HarnessError.notFound(
                    "no \(what) at \(path); run from the repository root, or pass the specification's directory with --specs DIR")
            }
            return text
        }
        return parse(sources: try read("SOURCES.md", "source list"), observations: try read("OBSERVATIONS.md", "observation ledger"))
    }

    /// Parses the two files' texts: the first cell of every table row under a `## ` heading of
    /// the source list that looks like a key, and every `#### OBS-NNN` heading of the ledger with
    /// the first word of its `**Kind**:` line.
    public static func parse(sources: String, observations: String) -> EvidenceIndex {
        var index = EvidenceIndex()
        var section = ""
        for line in sources.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                section = line.dropFirst(3).trimmingSpaces()
            } else if line.hasPrefix("|") {
                let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                guard cells.count > 2 else { continue }
                let key = cells[1].trimmingSpaces()
                if isKey(key) { index.sourceSections[key] = section }
            }
        }
        var current: String?
        for line in observations.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#### ") {
                let id = line.dropFirst(5).prefix { $0 != " " }
                current = isObservationID(String(id)) ? String(id) : nil
            } else if let id = current, let range = line.range(of: "**Kind**:") {
                let word = line[range.upperBound...].trimmingSpaces().prefix { $0.isLetter }.lowercased()
                if let kind = ObservationKind(rawValue: word) { index.observations[id] = kind }
                current = nil
            }
        }
        return index
    }

    /// `A-GR`, `SEED-002`, `OBS-RADAR-20350412`: upper-case words and digits joined by `-`, not
    /// the table header `Key`.
    static func isKey(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, let letter = first.first, letter.isUppercase, letter.isASCII else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { ($0.isASCII && $0.isUppercase) || ($0.isASCII && $0.isNumber) }
        }
    }

    /// `OBS-012`: `OBS-` and three or more digits.
    static func isObservationID(_ text: String) -> Bool {
        guard text.hasPrefix("OBS-") else { return false }
        let digits = text.dropFirst(4)
        return digits.count >= 3 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
