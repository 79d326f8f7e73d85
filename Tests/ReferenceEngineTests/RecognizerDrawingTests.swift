import DispatchModel
import Foundation
import Testing

@testable import ReferenceEngine

/// `Specs/RECOGNIZER-MACHINES.md` draws every recognizer machine; these tests fail when the page
/// and the code disagree. For each machine: the states of its table, of its `State` enum and of
/// its diagram are the same; the diagram's arrows are its table's; every rule a row cites is cited
/// in the machine's source; and a random walk through the machine (each input the arena can
/// deliver, and those its states call impossible) makes only transitions its table has, and
/// every row of its table. For GR-05, the table is what ``StateAssignment`` answers.

private let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

private func repositoryText(_ path: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
}

/// The words between backticks in `text`.
private func backticked(_ text: Substring) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
}

/// A Markdown table's rows, split into trimmed cells, without the header and separator rows.
private func tableRows(_ lines: [Substring]) -> [[Substring]] {
    lines.dropFirst(2).map { line in
        line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map {
            $0.trimmingCharacters(in: .whitespaces)[...]
        }
    }
}

/// One row of a machine's transition table.
private struct DrawnTransition: CustomStringConvertible {
    enum Next {
        case unchanged
        case states(Set<String>)
    }
    enum Output: Equatable {
        case wants(GestureState)
        case nothing
        case ignored(IgnoredInput)
        /// The row defers to another machine (`as its pan …`): its output is not checked.
        case unchecked
    }

    let states: Set<String>
    let inputs: Set<String>
    let next: Next
    let output: Output
    let rules: [String]
    let text: String

    var description: String { text }

    func matches(_ step: ObservedStep) -> Bool {
        guard states.contains(step.from), inputs.contains(step.input) else { return false }
        switch next {
        case .unchanged: guard step.to == step.from else { return false }
        case .states(let names): guard names.contains(step.to) else { return false }
        }
        // `willBegin` answers nothing: only the states are compared.
        if step.input == "willBegin" { return true }
        switch output {
        case .unchecked: return true
        case .wants(let state): return step.wanted == state && step.ignored == nil
        case .nothing: return step.wanted == nil && step.ignored == nil
        case .ignored(let reason): return step.wanted == nil && step.ignored == reason
        }
    }
}

/// A machine's section of the page.
private struct MachineDrawing {
    let name: String
    /// The first column of the states table.
    var states: [String] = []
    var transitions: [DrawnTransition] = []
    /// The diagram's arrows, `[*]` for its start.
    var edges: [(from: String, to: String)] = []

    var diagramStates: Set<String> { Set(edges.flatMap { [$0.from, $0.to] }).subtracting(["[*]"]) }
    var initialStates: Set<String> { Set(edges.filter { $0.from == "[*]" }.map(\.to)) }
}

/// The sections of `Specs/RECOGNIZER-MACHINES.md`, by heading.
private func drawingSections() throws -> [String: [Substring]] {
    let text = try repositoryText("Specs/RECOGNIZER-MACHINES.md")
    var sections: [String: [Substring]] = [:]
    var current: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("## ") {
            current = String(line.dropFirst(3))
            sections[current!] = []
        } else if let current {
            sections[current]!.append(line)
        }
    }
    return sections
}

/// The tables of a section (runs of lines starting with `|`) and its mermaid diagram's arrows.
private func tablesAndEdges(_ lines: [Substring]) -> (tables: [[Substring]], edges: [(String, String)]) {
    var tables: [[Substring]] = []
    var edges: [(String, String)] = []
    var table: [Substring] = []
    var inDiagram = false
    for line in lines {
        if line.hasPrefix("|") {
            table.append(line)
            continue
        }
        if !table.isEmpty {
            tables.append(table)
            table = []
        }
        if line.hasPrefix("```mermaid") {
            inDiagram = true
        } else if line.hasPrefix("```") {
            inDiagram = false
        } else if inDiagram, let arrow = line.range(of: "-->") {
            let from = line[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
            let rest = line[arrow.upperBound...]
            let to = (rest.split(separator: ":", maxSplits: 1).first ?? rest).trimmingCharacters(in: .whitespaces)
            edges.append((from, to))
        }
    }
    if !table.isEmpty { tables.append(table) }
    return (tables, edges)
}

private let stateNames: [String: GestureState] = Dictionary(uniqueKeysWithValues: GestureState.allCases.map { ($0.rawValue, $0) })

private func parseOutput(_ cell: Substring) -> DrawnTransition.Output {
    if cell.hasPrefix("ignored (cannot happen)") { return .ignored(.cannotHappen) }
    if cell.hasPrefix("ignored (decided)") { return .ignored(.decided) }
    if cell.hasPrefix("as ") { return .unchecked }
    if let wants = cell.range(of: "wants `") {
        let name = cell[wants.upperBound...].prefix { $0 != "`" }
        if let state = stateNames[String(name)] { return .wants(state) }
    }
    return .nothing
}

/// The input names of a row's input cell: its backticked words that name an input.
private func inputNames(_ cell: Substring) -> Set<String> {
    Set(backticked(cell).filter { ["began", "moved", "ended", "cancelled", "willBegin"].contains($0) || $0.hasPrefix("timer(.") })
}

private func machineDrawing(_ name: String) throws -> MachineDrawing {
    let sections = try drawingSections()
    let lines = try #require(sections[name], "Specs/RECOGNIZER-MACHINES.md has no section \(name)")
    let (tables, edges) = tablesAndEdges(lines)
    var drawing = MachineDrawing(name: name)
    drawing.edges = edges.map { (from: $0.0, to: $0.1) }
    let ruleID = try NSRegularExpression(pattern: #"\b[A-Z]{2}-(?:[A-Z]{2,3}-)?[0-9]{2}\b"#)
    for table in tables {
        let header = table.first ?? ""
        if header.hasPrefix("| state | data") {
            drawing.states = tableRows(table).map { backticked($0[0]).joined() }
        } else if header.hasPrefix("| state | input | next") {
            for cells in tableRows(table) {
                let next: DrawnTransition.Next =
                    cells[2] == "unchanged" ? .unchanged : .states(Set(backticked(cells[2])))
                let rulesCell = String(cells[4])
                let rules = ruleID.matches(in: rulesCell, range: NSRange(rulesCell.startIndex..., in: rulesCell)).map {
                    String(rulesCell[Range($0.range, in: rulesCell)!])
                }
                drawing.transitions.append(
                    DrawnTransition(
                        states: Set(backticked(cells[0])), inputs: inputNames(cells[1]), next: next, output: parseOutput(cells[3]),
                        rules: rules, text: "| " + cells.joined(separator: " | ") + " |"))
            }
        }
    }
    return drawing
}

/// The case names of the `private enum State` in a machine's source.
private func stateCases(inSourceOf name: String) throws -> [String] {
    let source = try repositoryText("Sources/ReferenceEngine/Gestures/Recognizers/\(name).swift")
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.contains("private enum State {") }, "\(name).swift has no private enum State")
    var depth = 0
    var cases: [String] = []
    for line in lines[start...] {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if depth == 1, trimmed.hasPrefix("case ") {
            cases.append(String(trimmed.dropFirst(5).prefix { $0.isLetter || $0.isNumber }))
        }
        depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
        if depth == 0 { break }
    }
    return cases
}

// MARK: - Walking the machines

/// One step a machine made: the state before and after, the input, and its answer.
struct ObservedStep {
    let from: String
    let input: String
    let to: String
    let wanted: GestureState?
    let ignored: IgnoredInput?
}

/// The name of a machine's current state, read from its `state` property.
func currentStateName(of machine: Any) -> String {
    guard let state = Mirror(reflecting: machine).children.first(where: { $0.label == "state" })?.value else { return "?" }
    return Mirror(reflecting: state).children.first?.label ?? String(describing: state)
}

/// A small deterministic generator (SplitMix64).
struct WalkRandom {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
}

/// Walks machines made by `make` with random inputs: mostly what the arena delivers (phases of the
/// touches it holds, the timers it started, `willBegin` after it asks to begin, at once or after
/// waiting, even in the event in which it then decides), sometimes what it cannot (a phase with
/// no finger down, a timer it did not start), and on after it decided. Returns every step, and
/// the states the machines start in.
func walk<M: RecognizerMachine>(episodes: Int, make: (inout WalkRandom) -> M) -> (steps: [ObservedStep], initial: Set<String>) {
    var random = WalkRandom(state: 28)
    var steps: [ObservedStep] = []
    var initial: Set<String> = []
    for _ in 0..<episodes {
        var machine = make(&random)
        initial.insert(currentStateName(of: machine))
        var down: [Int: Point] = [:]
        var running: [M.Timer] = []
        var nextID = 1
        var now = 0
        var waiting = false
        func point(_ random: inout WalkRandom) -> Point {
            Point(x: random.pick([0.0, 5, 15, 100, 150, 200, 385]), y: random.pick([0.0, 5, 300, 840]))
        }
        func begin(_ machine: inout M, afterWaiting: Bool) {
            waiting = false
            let from = currentStateName(of: machine)
            machine.willBegin(afterWaiting: afterWaiting)
            steps.append(ObservedStep(from: from, input: "willBegin", to: currentStateName(of: machine), wanted: nil, ignored: nil))
        }
        for _ in 0..<30 {
            now += random.pick([0, 10, 100, 300, 600])
            if waiting && random.chance(30) {
                begin(&machine, afterWaiting: true)
                continue
            }
            let input: RecognizerInput<M.Timer>
            let name: String
            let roll = random.below(100)
            if roll < 15, !running.isEmpty {
                let timer = running.remove(at: random.below(running.count))
                (input, name) = (.timer(timer), "timer(.\(timer))")
            } else if roll < 20, let timer = M.Timer.allCases.randomElement(using: &random) {
                running.removeAll { $0 == timer }
                (input, name) = (.timer(timer), "timer(.\(timer))")
            } else if down.isEmpty && random.chance(80) || !down.isEmpty && random.chance(25) {
                let touches = (0..<random.pick([1, 1, 1, 2, 3])).map { _ in
                    nextID += 1
                    return TouchSample(id: nextID, point: point(&random))
                }
                (input, name) = (.began(touches), "began")
            } else {
                let held = down.keys.sorted()
                var touches = held.filter { _ in random.chance(60) }.map { id in
                    let start = down[id]!
                    let dx = random.pick([0.0, 3, 8, 12, 30, 47, 60, 90, -60])
                    let dy = random.pick([0.0, 0, 4, 12, 47, -30])
                    return TouchSample(id: id, point: Point(x: start.x + dx, y: start.y + dy))
                }
                if touches.isEmpty {
                    nextID += 1
                    touches = [held.first.map { TouchSample(id: $0, point: down[$0]!) } ?? TouchSample(id: nextID, point: point(&random))]
                }
                switch random.below(10) {
                case 0..<6: (input, name) = (.moved(touches), "moved")
                case 6..<9: (input, name) = (.ended(touches), "ended")
                default: (input, name) = (.cancelled(touches), "cancelled")
                }
            }
            let from = currentStateName(of: machine)
            let output = machine.handle(input, now: now)
            steps.append(
                ObservedStep(from: from, input: name, to: currentStateName(of: machine), wanted: output.wanted, ignored: output.ignored))
            switch input {
            case .began(let touches): for touch in touches { down[touch.id] = touch.point }
            case .moved(let touches): for touch in touches where down[touch.id] != nil { down[touch.id] = touch.point }
            case .ended(let touches), .cancelled(let touches): for touch in touches { down[touch.id] = nil }
            case .timer: break
            }
            for id in output.ignoredTouches { down[id] = nil }
            running.removeAll { output.stopTimers.contains($0) }
            for (timer, _) in output.startTimers where !running.contains(timer) { running.append(timer) }
            switch output.wanted {
            case .began?:
                if random.chance(60) { begin(&machine, afterWaiting: false) } else { waiting = true }
            case .failed?, .cancelled?, .ended?:
                // The recognizer it waited for may fail first in the same arbitration (GA-03).
                if waiting && random.chance(30) { begin(&machine, afterWaiting: true) }
                waiting = false
            case .possible?, .changed?, nil:
                break
            }
        }
    }
    return (steps, initial)
}

extension WalkRandom: RandomNumberGenerator {}

/// Each machine of the page, walked with configurations that reach all of its rows.
private func walkMachine(_ name: String) -> (steps: [ObservedStep], initial: Set<String>) {
    let episodes = 2_000
    switch name {
    case "TapMachine":
        return walk(episodes: episodes) { random in
            var limits = RecognizerLimits.reference
            if random.chance(30) { limits.multiFingerArrivalWindow = random.pick([50, 400]) }
            return TapMachine(
                tapsRequired: random.pick([1, 2, 3]), touchesRequired: random.pick([1, 1, 2, 3]),
                allowableMovement: random.pick([45.0, 10]),
                limits: limits)
        }
    case "LongPressMachine":
        return walk(episodes: episodes) { random in
            LongPressMachine(
                tapsRequired: random.pick([0, 0, 1, 2]), touchesRequired: random.pick([1, 1, 2]),
                minimumPressDuration: random.pick([500, 0]),
                allowableMovement: random.pick([10.0, 45]))
        }
    case "PanMachine":
        return walk(episodes: episodes) { random in
            let minimum = random.pick([1, 1, 2])
            return PanMachine(
                minimumTouches: minimum, maximumTouches: random.pick([nil, minimum, 2 + minimum]),
                axes: random.pick([ScrollAxis.allCases, [.horizontal], [.vertical]]))
        }
    case "ScreenEdgePanMachine":
        return walk(episodes: episodes) { random in
            ScreenEdgePanMachine(edges: [random.pick(ScreenEdge.allCases)], screen: Rect(x: 0, y: 0, width: 390, height: 844))
        }
    case "PinchRotationMachine":
        return walk(episodes: episodes) { random in PinchRotationMachine(measure: random.pick([.distance, .angle])) }
    case "SwipeMachine":
        return walk(episodes: episodes) { random in
            SwipeMachine(
                directions: random.pick([[.right], [.left, .up], SwipeDirection.allCases]), touchesRequired: random.pick([1, 1, 2]))
        }
    case "ContentTouchDelayMachine":
        return walk(episodes: episodes) { random in
            ContentTouchDelayMachine(
                milliseconds: random.pick([150, 0]), scrollableAxes: random.pick([ScrollAxis.allCases, [.horizontal], [.vertical]]))
        }
    default:
        Issue.record("no walk for \(name)")
        return ([], [])
    }
}

let drawnMachines = [
    "TapMachine", "LongPressMachine", "PanMachine", "ScreenEdgePanMachine", "PinchRotationMachine", "SwipeMachine",
    "ContentTouchDelayMachine",
]

// MARK: - Tests

@Test func everyMachineIsDrawn() throws {
    let files = try FileManager.default.contentsOfDirectory(
        at: repositoryRoot.appendingPathComponent("Sources/ReferenceEngine/Gestures/Recognizers"), includingPropertiesForKeys: nil)
    let machines = files.map { $0.deletingPathExtension().lastPathComponent }.filter {
        $0.hasSuffix("Machine") && $0 != "RecognizerMachine"
    }
    #expect(Set(machines) == Set(drawnMachines), "the machines of Gestures/Recognizers and those drawn differ")
    let sections = try drawingSections()
    let missing = drawnMachines.filter { sections[$0] == nil }
    #expect(missing.isEmpty, "Specs/RECOGNIZER-MACHINES.md has no section for \(missing)")
}

@Test("a machine's drawn states are its State enum's and its diagram's", arguments: drawnMachines)
func drawnStatesAreTheCode(_ name: String) throws {
    let drawing = try machineDrawing(name)
    let code = try stateCases(inSourceOf: name)
    #expect(!code.isEmpty)
    #expect(drawing.states == code, "\(name): the states table lists \(drawing.states), the State enum \(code)")
    #expect(drawing.diagramStates == Set(code), "\(name): the diagram draws \(drawing.diagramStates.sorted()), the State enum has \(code)")
    let unknown = drawing.transitions.flatMap { row -> [String] in
        var named = row.states
        if case .states(let next) = row.next { named.formUnion(next) }
        return named.subtracting(code).sorted()
    }
    #expect(unknown.isEmpty, "\(name): the transitions name states the code does not have: \(unknown)")
    #expect(drawing.transitions.allSatisfy { !$0.states.isEmpty && !$0.inputs.isEmpty }, "\(name): a row names no state or no input")
}

@Test("a machine's diagram draws its table's transitions", arguments: drawnMachines)
func diagramIsTheTable(_ name: String) throws {
    let drawing = try machineDrawing(name)
    var tabled: Set<String> = []
    for row in drawing.transitions {
        guard case .states(let next) = row.next else { continue }
        for from in row.states { for to in next { tabled.insert("\(from) --> \(to)") } }
    }
    let drawn = Set(drawing.edges.filter { $0.from != "[*]" }.map { "\($0.from) --> \($0.to)" })
    let changes = Set(
        tabled.filter { arrow in
            let parts = arrow.components(separatedBy: " --> ")
            return parts[0] != parts[1]
        })
    #expect(
        changes.subtracting(drawn).isEmpty,
        "\(name): transitions of the table missing from the diagram: \(changes.subtracting(drawn).sorted())")
    #expect(drawn.subtracting(tabled).isEmpty, "\(name): arrows of the diagram not in the table: \(drawn.subtracting(tabled).sorted())")
}

@Test("the rules a machine's rows cite are cited in its source", arguments: drawnMachines)
func drawnRulesAreInTheSource(_ name: String) throws {
    let drawing = try machineDrawing(name)
    let source = try repositoryText("Sources/ReferenceEngine/Gestures/Recognizers/\(name).swift")
    let missing = Set(drawing.transitions.flatMap(\.rules).filter { !source.contains($0) })
    #expect(missing.isEmpty, "\(name): rules its table cites that \(name).swift does not: \(missing.sorted())")
}

@Test("a machine makes exactly the transitions of its table", arguments: drawnMachines)
func drawnTransitionsAreTheCode(_ name: String) throws {
    let drawing = try machineDrawing(name)
    let (steps, initial) = walkMachine(name)
    #expect(!steps.isEmpty)
    #expect(initial == drawing.initialStates, "\(name): it starts in \(initial.sorted()), the diagram in \(drawing.initialStates.sorted())")
    var undrawn: [String: Int] = [:]
    var matched = Set<Int>()
    for step in steps {
        let rows = drawing.transitions.indices.filter { drawing.transitions[$0].matches(step) }
        if rows.isEmpty {
            let answer = step.ignored.map { "ignored (\($0))" } ?? step.wanted.map { "wants \($0)" } ?? "nothing"
            undrawn["\(step.from) --\(step.input)--> \(step.to): \(answer)", default: 0] += 1
        }
        matched.formUnion(rows)
    }
    #expect(undrawn.isEmpty, "\(name): transitions the code makes that its table does not have: \(undrawn.keys.sorted())")
    let unreached = drawing.transitions.indices.filter { !matched.contains($0) }.map { drawing.transitions[$0].text }
    #expect(unreached.isEmpty, "\(name): rows of its table the code never made: \(unreached)")
}

@Test func gr05TableIsStateAssignment() throws {
    let sections = try drawingSections()
    let lines = try #require(sections["GR-05: the arena's transitions"])
    let (tables, edges) = tablesAndEdges(lines)
    let table = try #require(tables.first)
    let header = table[0].split(separator: "|").dropFirst().map { backticked($0).first ?? "" }
    let requests = try header.map { try #require(stateNames[$0], "unknown request \($0)") }
    #expect(Set(requests) == Set(GestureState.allCases))
    var drawnStates: [GestureState] = []
    var arrows: Set<String> = []
    func text(_ assignment: StateAssignment) -> String {
        switch assignment {
        case .begin(let state): "begin `\(state)`"
        case .fail: "fail"
        case .move(let state): "move `\(state)`"
        case .ignored(.stillPossible): "ignored (still possible)"
        case .ignored(.backToPossible): "ignored (back to possible)"
        case .ignored(.final): "ignored (final)"
        }
    }
    for cells in tableRows(table) {
        let state = try #require(stateNames[backticked(cells[0]).first ?? ""], "unknown state in \(cells[0])")
        drawnStates.append(state)
        for (request, cell) in zip(requests, cells.dropFirst()) {
            let assignment = StateAssignment(from: state, wanted: request)
            #expect(cell == text(assignment), "GR-05: \(state) asked for \(request) is drawn \(cell), the code does \(text(assignment))")
            switch assignment {
            case .begin(let target), .move(let target): arrows.insert("\(state) --> \(target)")
            case .fail: arrows.insert("\(state) --> failed")
            case .ignored: break
            }
        }
    }
    #expect(Set(drawnStates) == Set(GestureState.allCases) && drawnStates.count == GestureState.allCases.count)
    let drawn = Set(edges.filter { $0.0 != "[*]" }.map { "\($0.0) --> \($0.1)" })
    #expect(drawn == arrows, "GR-05: the diagram draws \(drawn.sorted()), the table \(arrows.sorted())")
}
