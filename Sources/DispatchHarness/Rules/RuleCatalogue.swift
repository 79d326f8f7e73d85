import DispatchModel
import Foundation

/// The rules of `Specs/rules/*.md`, read from their `### ID Title` headings and the labelled
/// paragraphs below them (`**Rule.**`, `**Constants.**`, `**Sources.**`, `**Confidence.**`, an
/// optional `**iOS.**`, and any number of ``**Engine choice `ID/slug`.**``). A confidence line is its letters (`D+O`), then
/// ` — ` and what the rule rests on (`Specs/rules/README.md`).
public struct RuleCatalogue: Sendable {
    /// One rule of the catalogue.
    public struct Rule: Sendable, Hashable {
        /// The stable id, e.g. `HT-04`.
        public var id: String
        /// The short title after the id.
        public var title: String
        /// The confidence letter(s), e.g. `D+O`.
        public var confidence: String
        /// What the rule rests on, the confidence line after its letters (`documented (A-GR);
        /// observed twice (OBS-008, OBS-022)`); empty when the line gives only letters.
        public var evidence: String = ""
        /// Whether the rule states an engine choice.
        public var hasEngineChoice: Bool
        /// The file it is written in, relative to the specs directory.
        public var file: String
        /// The `**Rule.**` paragraph, as Markdown without its label; empty when missing.
        public var statement: String = ""
        /// The `**Constants.**` paragraph, as Markdown without its label; empty when missing.
        public var constants: String = ""
        /// The `**Sources.**` paragraph, as Markdown without its label; empty when missing.
        public var sources: String = ""
        /// The text of the rule's engine choices, as Markdown without their labels, separated by
        /// blank lines; nil when the rule states none.
        public var engineChoice: String?
        /// The rule's engine choices, in document order.
        public var engineChoices: [EngineChoice] = []
        /// The iOS versions the rule holds for, from its `**iOS.**` line (`from 13 — …`,
        /// `before 13 — …`, `from 13.4 before 18 — …`); nil for a rule without one, which holds
        /// for every version the corpus covers.
        public var ios: IOSRange?
        /// The versions at which what the rule says changes, from an `**iOS.** changes at 13 — …`
        /// line: the rule says what happens on each side, and a fixture citing it must lie on one
        /// side of each.
        public var iosChanges: [IOSVersion] = []
        /// What the `**iOS.**` line says after its range: the evidence that fixes the version.
        public var iosEvidence: String = ""
    }

    /// The rules in file order, then document order.
    public var rules: [Rule]
    /// Problems in the catalogue itself (a heading without confidence, a duplicate id).
    public var problems: [String]
    /// The source keys and observation ids a fixture's provenance may name besides rule ids, read
    /// from the same specification directory; empty for a catalogue parsed from texts alone.
    public var evidence = EvidenceIndex()

    /// Reads every `*.md` file of `directory/rules` except `README.md`, and the evidence index of
    /// `directory` (`SOURCES.md`, `OBSERVATIONS.md`).
    public static func load(specsDirectory directory: String) throws -> RuleCatalogue {
        let rulesDirectory = (directory as NSString).appendingPathComponent("rules")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: rulesDirectory) else {
            throw HarnessError.missingDirectory(rulesDirectory, what: "rule catalogue", option: "--specs")
        }
        var texts: [(String, String)] = []
        for name in names.sorted() where name.hasSuffix(".md") && name != "README.md" {
            let path = (rulesDirectory as NSString).appendingPathComponent(name)
            texts.append(("rules/\(name)", (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""))
        }
        var catalogue = parse(texts)
        catalogue.evidence = try EvidenceIndex.load(specsDirectory: directory)
        return catalogue
    }

    /// The labelled paragraphs of a rule block; a paragraph runs from its label to the next
    /// blank line, heading or label.
    private enum Paragraph: String, CaseIterable {
        case statement = "**Rule.**"
        case constants = "**Constants.**"
        case sources = "**Sources.**"
        case confidence = "**Confidence.**"
        case ios = "**iOS.**"
        case engineChoice = "**Engine choice"
    }

    /// The id of an engine-choice label and the text after the label: ``**Engine choice `ID`.**
    /// text``; nil for the id when the label names none.
    private static func engineChoiceLabel(_ line: Substring) -> (id: String?, rest: Substring) {
        var rest = line.dropFirst(Paragraph.engineChoice.rawValue.count)
        var id: String?
        if rest.hasPrefix(" `"), let close = rest.dropFirst(2).firstIndex(of: "`") {
            id = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close])
            rest = rest[rest.index(after: close)...]
        }
        guard rest.hasPrefix(".**") else { return (nil, line.dropFirst(Paragraph.engineChoice.rawValue.count)) }
        return (id, rest.dropFirst(3))
    }

    /// Parses catalogue files given as (name, text) pairs; lines may end in `\n` or `\r\n`.
    public static func parse(_ files: [(name: String, text: String)]) -> RuleCatalogue {
        var rules: [Rule] = []
        var problems: [String] = []
        for (name, text) in files {
            var current: Rule?
            var open: (paragraph: Paragraph, lines: [String])?
            var choiceID: String?
            func finishParagraph() {
                guard let (paragraph, lines) = open else { return }
                open = nil
                let body = lines.joined(separator: "\n")
                switch paragraph {
                case .statement: current?.statement = body
                case .constants: current?.constants = body
                case .sources: current?.sources = body
                case .confidence:
                    let (letters, evidence) = splitConfidence(lines.joined(separator: " "))
                    current?.confidence = letters
                    current?.evidence = evidence
                case .ios:
                    guard let rule = current?.id else { break }
                    let line = lines.joined(separator: " ")
                    if let (range, changes, evidence) = parseIOSLine(line) {
                        current?.ios = range
                        current?.iosChanges = changes
                        current?.iosEvidence = evidence
                    } else {
                        problems.append(
                            "\(name): \(rule)'s **iOS.** line must be `from V`, `before V`, `from V before W` or `changes at V, W` (versions written 13 or 13.4, a range not empty), then ` — ` and the evidence that fixes the version; found \"\(line)\""
                        )
                    }
                case .engineChoice:
                    let earlier = current?.engineChoice
                    current?.engineChoice = earlier.map { $0 + "\n\n" + body } ?? body
                    current?.hasEngineChoice = true
                    guard let rule = current?.id else { break }
                    if let id = choiceID, EngineChoice.isWellFormed(id, of: rule) {
                        current?.engineChoices.append(EngineChoice(id: id, text: body))
                    } else {
                        problems.append(
                            "\(name): an engine choice of \(rule) is not labelled **Engine choice `\(rule)/slug`.** (got \(choiceID.map { "`\($0)`" } ?? "no id"))"
                        )
                    }
                }
            }
            func close() {
                finishParagraph()
                guard let rule = current else { return }
                if rule.confidence.isEmpty { problems.append("\(name): \(rule.id) has no **Confidence.** line") }
                if !rule.confidence.isEmpty && !isConfidenceLetters(rule.confidence) {
                    problems.append(
                        "\(name): \(rule.id)'s **Confidence.** line must start with D, O or I joined by + (D+O), then ` — ` and what the rule rests on; found \"\(rule.confidence)\""
                    )
                }
                rules.append(rule)
            }
            // `isNewline` splits at `\r\n` too: Swift reads it as one character, which a split at
            // "\n" would never find, so a catalogue saved with Windows line endings was one line.
            for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                let trimmed = line.trimmingSpaces()
                if line.hasPrefix("### ") {
                    close()
                    current = nil
                    let heading = line.dropFirst(4)
                    let id = String(heading.prefix { $0 != " " })
                    guard RuleID.isWellFormed(id) else {
                        problems.append("\(name): heading \"\(line)\" does not start with a rule id")
                        continue
                    }
                    let title = heading.dropFirst(id.count).trimmingSpaces()
                    current = Rule(id: id, title: title, confidence: "", hasEngineChoice: false, file: name)
                } else if let paragraph = Paragraph.allCases.first(where: { line.hasPrefix($0.rawValue) }) {
                    finishParagraph()
                    var text = line.dropFirst(paragraph.rawValue.count)
                    if paragraph == .engineChoice { (choiceID, text) = engineChoiceLabel(line) }
                    let first = text.trimmingSpaces()
                    open = (paragraph, first.isEmpty ? [] : [first])
                } else if trimmed.isEmpty || line.hasPrefix("#") {
                    finishParagraph()
                } else if open != nil {
                    open?.lines.append(trimmed)
                }
            }
            close()
        }
        var seen: Set<String> = []
        for rule in rules where !seen.insert(rule.id).inserted {
            problems.append("\(rule.file): rule \(rule.id) is defined twice")
        }
        var seenChoices: Set<String> = []
        for choice in rules.flatMap(\.engineChoices) where !seenChoices.insert(choice.id).inserted {
            problems.append("engine choice \(choice.id) is defined twice")
        }
        return RuleCatalogue(rules: rules, problems: problems)
    }

    /// The range (or the versions where the rule changes) and the evidence of an `**iOS.**` line,
    /// `from 13 before 18 — evidence` or `changes at 13, 13.4 — evidence`; nil when the line does
    /// not have that shape, a version does not parse, or the range is empty.
    static func parseIOSLine(_ line: String) -> (IOSRange?, [IOSVersion], String)? {
        let parts = line.components(separatedBy: " — ")
        guard parts.count >= 2, !parts.dropFirst().joined().trimmingSpaces().isEmpty else { return nil }
        let evidence = parts.dropFirst().joined(separator: " — ").trimmingSpaces()
        if parts[0].hasPrefix("changes at ") {
            let versions = parts[0].dropFirst("changes at ".count).split(separator: ",").map { IOSVersion(parsing: $0.trimmingSpaces()) }
            guard !versions.isEmpty, versions.allSatisfy({ $0 != nil }) else { return nil }
            return (nil, versions.compactMap { $0 }.sorted(), evidence)
        }
        let words = parts[0].split(separator: " ").map(String.init)
        var range = IOSRange()
        var index = 0
        while index + 1 < words.count {
            guard let version = IOSVersion(parsing: words[index + 1]) else { return nil }
            switch words[index] {
            case "from" where range.from == nil && range.before == nil: range.from = version
            case "before" where range.before == nil: range.before = version
            default: return nil
            }
            index += 2
        }
        guard index == words.count, range != .all, !range.isEmpty else { return nil }
        return (range, [], evidence)
    }

    /// The letters of a confidence line and what follows ` — `; a line without the separator is
    /// all letters.
    static func splitConfidence(_ line: String) -> (letters: String, evidence: String) {
        guard let range = line.range(of: " — ") else { return (line.trimmingSpaces(), "") }
        return (String(line[..<range.lowerBound]).trimmingSpaces(), String(line[range.upperBound...]))
    }

    /// `D`, `O`, `I`, or several of them joined by `+` in that order (`D+O+I`).
    static func isConfidenceLetters(_ text: String) -> Bool {
        let letters = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        let order = ["D", "O", "I"]
        guard !letters.isEmpty, letters.allSatisfy(order.contains) else { return false }
        let positions = letters.compactMap { order.firstIndex(of: $0) }
        return zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 }
    }

    /// The rule with this id, if any.
    public func rule(_ id: String) -> Rule? { rules.first { $0.id == id } }

    /// Every id.
    public var ids: Set<String> { Set(rules.map(\.id)) }

    /// Every engine choice, in file order, then document order.
    public var engineChoices: [EngineChoice] { rules.flatMap(\.engineChoices) }

    /// The engine choice with this id (`GA-13/recognizer-order`), if any.
    public func engineChoice(_ id: String) -> EngineChoice? { engineChoices.first { $0.id == id } }
}
