import DispatchHarness
import Testing

@Test func diffKeepsCommonLinesAndMarksTheRest() {
    let diff = LineDiff(expected: ["a", "b", "c"], actual: ["a", "x", "c", "d"])
    let rendered = diff.changes.map { change -> String in
        switch change {
        case .same(let line): " \(line)"
        case .removed(let line): "-\(line)"
        case .added(let line): "+\(line)"
        }
    }
    #expect(rendered == [" a", "+x", "-b", " c", "+d"])
}

@Test func identicalListsHaveOnlyCommonLines() {
    let diff = LineDiff(expected: [1, 2, 3], actual: [1, 2, 3])
    #expect(diff.changes.allSatisfy { if case .same = $0 { true } else { false } })
}
