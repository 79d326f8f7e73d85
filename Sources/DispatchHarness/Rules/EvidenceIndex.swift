import DispatchModel
import Foundation

/// What a fixture's `provenance[].ref` can name besides a rule id, read from the specification
/// beside the rules: the source keys of `Specs/SOURCES.md`, each with the section of that file it
/// is listed in, and the entries of the observation ledger `Specs/OBSERVATIONS.md`, each with its
/// kind (log, measurement, test, report).
public struct EvidenceIndex: Sendable, Hashable {
    /// The kind of an observation, from its entry's `**Kind**` line: a closed set
    /// (`Specs/OBSERVATIONS.md`, "What counts"). Only the first three are printed output of real
    /// UIKit, and only they make an observation.
    public enum ObservationKind: String, Sendable, Hashable, CaseIterable {
        /// Lines UIKit dispatch printed through the app's overrides or actions, quoted.
        case log
        /// A time or distance measured on UIKit, with its readout.
        case measurement
        /// A debugger's print of a UIKit object (`po`, a backtrace).
        case debuggerPrint = "debugger print"
        /// An assertion of a test suite run against UIKit, whose runs are not published.
        case testAssertion = "test assertion"
        /// A result the author reports without quoting the output.
        case report

        /// Whether the kind is printed output a reader can check: a log, a measurement or a
        /// debugger print.
        public var isPrintedOutput: Bool { self == .log || self == .measurement || self == .debuggerPrint }

        /// The provenance kind a fixture cites an entry of this kind with.
        public var provenanceKind: Provenance.Kind {
            switch self {
            case .log, .measurement, .debuggerPrint: .observedLog
            case .testAssertion: .testAssertion
            case .report: .report
            }
        }

        /// The kind a `**Kind**:` line's text starts with (`log (method names only). **Source**: …`).
        static func leading(_ text: Substring) -> ObservationKind? {
            let lowered = text.lowercased()
            return allCases.sorted { $0.rawValue.count > $1.rawValue.count }.first { kind in
                guard lowered.hasPrefix(kind.rawValue) else { return false }
                let next = lowered.dropFirst(kind.rawValue.count).first
                return next.map { !$0.isLetter } ?? true
            }
        }
    }

    /// Source key → the `## ` section of `SOURCES.md` that lists it (`Apple documentation`).
    public var sourceSections: [String: String]
    /// Observation id (`OBS-012`) → its kind.
    public var observations: [String: ObservationKind]
    /// Observation id → the rule ids its `**Rules**` field says it bears on, in order, without
    /// those in a clause that says the entry **contradicts** them.
    public var observationRules: [String: [String]] = [:]
    /// Observation id → the rule ids named in the clauses of its `**Rules**` field that say the
    /// entry **contradicts** them.
    public var observationContradictions: [String: [String]] = [:]
    /// Observation id → the iOS release its output was printed on, from its `**iOS**:` line.
    public var observationIOS: [String: ObservedIOS] = [:]
    /// Problems of the ledger itself: an entry without a kind of the closed set, printed output
    /// without its verbatim lines, or an entry without the iOS it was printed on. Lint reports them.
    public var problems: [String] = []

    /// Creates an index from its parts.
    public init(sourceSections: [String: String] = [:], observations: [String: ObservationKind] = [:]) {
        self.sourceSections = sourceSections
        self.observations = observations
    }

    /// The observations of printed output whose entries name `rule` (and do not contradict it),
    /// among `ids`, in the order given.
    public func printedObservations(among ids: [String], bearingOn rules: Set<String>) -> [String] {
        ids.filter { id in
            guard observations[id]?.isPrintedOutput == true else { return false }
            return !(observationRules[id] ?? []).allSatisfy { !rules.contains($0) }
        }
    }

    /// The sections of `SOURCES.md` whose keys an `apple-doc` provenance may name.
    public static let appleSections: Set<String> = ["Apple documentation", "SDK headers", "Archived Apple guides"]
    /// The section of decompiled code, whose keys make a rule inferred.
    public static let decompiledSection = "Decompiled code"
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
        for line in sources.linesSplitOnNewlineBytes() {
            if line.hasPrefix("## ") {
                section = line.dropFirst(3).trimmingSpaces()
            } else if line.hasPrefix("|") {
                let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                guard cells.count > 2 else { continue }
                let key = cells[1].trimmingSpaces()
                if isKey(key) { index.sourceSections[key] = section }
            }
        }
        index.parseLedger(observations)
        return index
    }

    /// Reads every `#### OBS-NNN` entry of the ledger: its kind, the rules of its `**Rules**`
    /// field, and whether printed output comes with a `**Verbatim**` block.
    private mutating func parseLedger(_ text: String) {
        struct Entry {
            var id: String
            var kind: ObservationKind?
            var kindText = ""
            var rulesText = ""
            var hasVerbatim = false
            var iosText: String?
        }
        var entries: [Entry] = []
        var inRules = false
        for line in text.linesSplitOnNewlineBytes() {
            if line.hasPrefix("#") {
                inRules = false
                let id = line.hasPrefix("#### ") ? String(line.dropFirst(5).prefix { $0 != " " }) : ""
                entries.append(Entry(id: Self.isObservationID(id) ? id : ""))
                continue
            }
            guard !entries.isEmpty, !entries[entries.count - 1].id.isEmpty else { continue }
            let trimmed = line.trimmingSpaces()
            if trimmed.hasPrefix("- **") { inRules = false }
            if let rest = line.text(after: "**Kind**:"), entries[entries.count - 1].kind == nil, entries[entries.count - 1].kindText.isEmpty
            {
                let text = rest.drop { $0 == " " }
                entries[entries.count - 1].kindText = String(text.prefix(40))
                entries[entries.count - 1].kind = ObservationKind.leading(text)
            }
            if line.includes("**Verbatim**") { entries[entries.count - 1].hasVerbatim = true }
            if trimmed.hasPrefix("- **iOS**:"), entries[entries.count - 1].iosText == nil {
                let value = trimmed.dropFirst("- **iOS**:".count).components(separatedBy: " — ")[0]
                entries[entries.count - 1].iosText = value.trimmingSpaces()
            }
            if let rest = line.text(after: "**Rules**:") {
                inRules = true
                entries[entries.count - 1].rulesText += String(rest)
            } else if inRules {
                if trimmed.isEmpty { inRules = false } else { entries[entries.count - 1].rulesText += " " + trimmed }
            }
        }
        for entry in entries where !entry.id.isEmpty {
            guard let kind = entry.kind else {
                problems.append(
                    "Specs/OBSERVATIONS.md: \(entry.id) has no kind of the closed set (log, measurement, debugger print, test assertion, report)"
                        + (entry.kindText.isEmpty ? "" : "; its **Kind** line reads \"\(entry.kindText)\""))
                continue
            }
            observations[entry.id] = kind
            if let text = entry.iosText, let printedOn = ObservedIOS(parsing: text) {
                observationIOS[entry.id] = printedOn
            } else {
                problems.append(
                    "Specs/OBSERVATIONS.md: \(entry.id) "
                        + (entry.iosText.map { "has an **iOS** line whose value \"\($0)\" is not " } ?? "has no **iOS** line giving ")
                        + "the iOS it was printed on: `14.2`, `13 or later`, `10 or earlier` or `unknown`, then ` — ` and how that is known"
                )
            }
            observationRules[entry.id] = Self.confirmedRules(entry.rulesText)
            observationContradictions[entry.id] = Self.ruleIDs(
                entry.rulesText.split(separator: ";").filter { $0.lowercased().includes("contradict") })
            if kind.isPrintedOutput && !entry.hasVerbatim {
                problems.append(
                    "Specs/OBSERVATIONS.md: \(entry.id) is printed output (\(kind.rawValue)) without a **Verbatim** block quoting the lines it rests on"
                )
            }
        }
    }

    /// The rule ids of a `**Rules**` field, leaving out every clause (between semicolons) that
    /// says the entry contradicts them.
    static func confirmedRules(_ text: String) -> [String] {
        ruleIDs(text.split(separator: ";").filter { !$0.lowercased().includes("contradict") })
    }

    /// The rule ids in `clauses`, in order, each once.
    static func ruleIDs(_ clauses: [Substring]) -> [String] {
        var rules: [String] = []
        for clause in clauses {
            for word in clause.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-") }) {
                let id = String(word)
                if RuleID.isWellFormed(id), !rules.contains(id) { rules.append(id) }
            }
        }
        return rules
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
