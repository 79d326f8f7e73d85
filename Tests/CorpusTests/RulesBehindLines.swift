import DispatchModel
import Foundation

/// The table "Rules behind each kind of line" of `Specs/TRACE-FORMAT.md`: each kind of trace line,
/// written as line patterns, with the ids of the rules whose text says when, why or in what order
/// such a line occurs. The tests read it to check the reference engine's annotations.
struct RulesBehindLines {
    /// One row of the table.
    struct Kind: CustomStringConvertible {
        /// The row's name (its first column).
        let name: String
        /// The lines of this kind: a line is of this kind when one of them matches it.
        let patterns: [LinePattern]
        /// The rules that describe lines of this kind.
        let rules: [String]

        var description: String { "\(name) (\(patterns.map { "`\($0)`" }.joined(separator: " / ")))" }
    }

    /// The rows, in order.
    let kinds: [Kind]

    /// The heading of the section that holds the table.
    static let heading = "## Rules behind each kind of line"

    /// Reads the table from `Specs/TRACE-FORMAT.md`.
    static func load(specsDirectory: String) throws -> RulesBehindLines {
        let url = URL(fileURLWithPath: specsDirectory).appendingPathComponent("TRACE-FORMAT.md")
        return try parse(String(contentsOf: url, encoding: .utf8))
    }

    /// Reads the table of the section ``heading`` of `text`: rows `| name | lines | rules |`, the
    /// lines as backquoted patterns (`\|` standing for `|`), the rules as ids anywhere in the cell.
    static func parse(_ text: String) throws -> RulesBehindLines {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else { throw Problem("TRACE-FORMAT.md has no section \"\(heading)\"") }
        let rows = lines[(start + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.dropFirst(2)
        let ruleID = try NSRegularExpression(pattern: #"\b[A-Z]{2}-(?:[A-Z]{2,3}-)?[0-9]{2}\b"#)
        let code = try NSRegularExpression(pattern: #"`([^`]+)`"#)
        var kinds: [Kind] = []
        for row in rows {
            let cells = cells(of: row)
            guard cells.count == 3 else { throw Problem("a row needs three cells, name, lines and rules: \(row)") }
            var patterns: [LinePattern] = []
            for written in try matches(of: code, in: cells[1]) {
                do {
                    patterns.append(try LinePattern(parsing: Substring(written.replacingOccurrences(of: #"\|"#, with: "|"))))
                } catch {
                    throw Problem("row \"\(cells[0])\": `\(written)` is not a line pattern: \(error.message)")
                }
            }
            guard !patterns.isEmpty else { throw Problem("row \"\(cells[0])\" names no line") }
            kinds.append(Kind(name: cells[0], patterns: patterns, rules: try matches(of: ruleID, in: cells[2], group: 0)))
        }
        guard !kinds.isEmpty else { throw Problem("the section \"\(heading)\" has no table") }
        return RulesBehindLines(kinds: kinds)
    }

    /// The kinds whose lines include `words`, a line split into words.
    func kinds(of words: [Substring]) -> [Kind] {
        kinds.filter { kind in kind.patterns.contains { $0.matches(words: words) } }
    }

    /// The cells of a table row, trimmed; a `|` escaped as `\|` stays in its cell.
    private static func cells(of row: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var previous: Character?
        for character in row.dropFirst() {
            if character == "|" && previous != "\\" {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        return cells
    }

    private static func matches(of pattern: NSRegularExpression, in text: String, group: Int = 1) throws -> [String] {
        pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range(at: group), in: text)!]) }
    }

    /// A table that cannot be read.
    struct Problem: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

extension TraceGrammar.Shape {
    /// Lines of this form, one for every combination of the values of its words that have a closed
    /// set of values (keywords, phases, states, control events…) and an arbitrary value for the
    /// others (ids, touch sets, points…), each split into words.
    var sampleLines: [[Substring]] {
        tokens.reduce([[]]) { lines, token in lines.flatMap { line in token.sampleWords.map { line + [Substring($0)] } } }
    }
}

extension TraceToken {
    /// Every value of a closed set of words, or one arbitrary value; both `nil` and an id for an
    /// optional id, both booleans.
    var sampleWords: [String] {
        switch self {
        case .keyword(let words): words
        case .id: ["V"]
        case .optionalID: ["V", "nil"]
        case .selector: ["save:"]
        case .touchID: ["1"]
        case .count: ["2"]
        case .touchSet: ["[1]"]
        case .point: ["(1,2)"]
        case .number: ["1"]
        case .bool: ["true", "false"]
        case .phase: TouchPhase.allCases.map(\.rawValue)
        case .touchMethod: TouchPhase.allCases.map(\.methodName)
        case .motionPhase: MotionPhase.allCases.map(\.rawValue)
        case .motionMethod: MotionPhase.allCases.map(\.methodName)
        case .remoteSubtype: RemoteControlSubtype.allCases.map(\.rawValue)
        case .gestureState: GestureState.allCases.map(\.rawValue)
        case .controlEvent: ControlEvent.allCases.map(\.rawValue)
        case .controlState: ["normal", "highlighted", "selected", "highlighted+selected"]
        case .scrollFlag: ScrollFlag.allCases.map(\.rawValue)
        }
    }
}
