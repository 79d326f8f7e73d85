import Foundation
import Testing

/// The names in the first column of the table under `## heading` of a Markdown page, without their
/// backticks.
private func tableNames(under heading: String, in page: String) -> [String] {
    let section = page.components(separatedBy: "\n## ").first { $0.hasPrefix(heading + "\n") } ?? ""
    return section.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("| `") else { return nil }
        return line.dropFirst(3).prefix { $0 != "`" }.description
    }
}

/// The text of `source` from the line containing `start` to the line containing `end`.
private func region(of source: String, from start: String, to end: String) -> String {
    guard let from = source.range(of: start), let to = source.range(of: end, range: from.upperBound..<source.endIndex) else {
        return ""
    }
    return String(source[from.upperBound..<to.lowerBound])
}

/// The names after `keyword` at the start of a line (after indentation) in `text`.
private func declared(_ keyword: String, in text: String) -> [String] {
    text.split(separator: "\n").compactMap { line -> String? in
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix(keyword + " ") else { return nil }
        return trimmed.dropFirst(keyword.count + 1).prefix { $0.isLetter || $0.isNumber }.description
    }
}

/// `Specs/TOUCH-DELIVERY-MACHINE.md` names the states and transitions of the touch-delivery state
/// machine in `TouchRuntime.swift`, no more and no fewer, in the code's order.
@Test func theTouchDeliveryMachinePageNamesTheCodesStatesAndTransitions() throws {
    let page = try String(contentsOfFile: Repository.specs + "/TOUCH-DELIVERY-MACHINE.md", encoding: .utf8)
    let code = try String(
        contentsOf: Repository.root.appendingPathComponent("Sources/ReferenceEngine/TouchDelivery/TouchRuntime.swift"), encoding: .utf8)
    let states = declared("case", in: region(of: code, from: "private enum State {", to: "\n    }\n"))
    let transitions = declared("mutating func", in: region(of: code, from: "// MARK: Transitions", to: "// MARK: Questions"))
    #expect(states.count > 5 && transitions.count > 2, "the machine's declarations were not found in TouchRuntime.swift")
    #expect(tableNames(under: "States", in: page) == states, "the page's states differ from the code's")
    #expect(tableNames(under: "Transitions", in: page) == transitions, "the page's transitions differ from the code's")
}
