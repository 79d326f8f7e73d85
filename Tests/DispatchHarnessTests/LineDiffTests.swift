import DispatchHarness
import Testing

/// The diff as `' '`, `-` and `+` lines.
func rendered<Line: Equatable & Sendable>(_ diff: LineDiff<Line>) -> [String] {
    diff.changes.map { change in
        switch change {
        case .same(let line): " \(line)"
        case .removed(let line): "-\(line)"
        case .added(let line): "+\(line)"
        }
    }
}

/// The length of a longest common subsequence, by the textbook table (for small lists only).
func commonSubsequenceLength(_ a: [Int], _ b: [Int]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in a.indices.reversed() {
        for j in b.indices.reversed() {
            table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
    }
    return table[0][0]
}

@Test func diffKeepsCommonLinesAndMarksTheRest() {
    #expect(rendered(LineDiff(expected: ["a", "b", "c"], actual: ["a", "x", "c", "d"])) == [" a", "-b", "+x", " c", "+d"])
}

@Test func identicalListsHaveOnlyCommonLines() {
    #expect(rendered(LineDiff(expected: [1, 2, 3], actual: [1, 2, 3])) == [" 1", " 2", " 3"])
    #expect(rendered(LineDiff(expected: [Int](), actual: [])) == [])
}

@Test func oneEmptySideIsAllAddedOrAllRemoved() {
    #expect(rendered(LineDiff(expected: [Int](), actual: [1, 2])) == ["+1", "+2"])
    #expect(rendered(LineDiff(expected: [1, 2], actual: [])) == ["-1", "-2"])
}

/// For random lists: the removed and common lines give back the expected list, the added and
/// common lines the actual one, and the common lines are a longest common subsequence.
@Test func everyDiffRebuildsBothListsAroundALongestCommonSubsequence() {
    var random = SeededRandom(seed: 12)
    for _ in 0..<400 {
        let expected = (0..<random.int(in: 0...14)).map { _ in random.int(in: 0...4) }
        let actual = (0..<random.int(in: 0...14)).map { _ in random.int(in: 0...4) }
        let changes = LineDiff(expected: expected, actual: actual).changes
        var rebuiltExpected: [Int] = []
        var rebuiltActual: [Int] = []
        var common = 0
        for change in changes {
            switch change {
            case .same(let line):
                rebuiltExpected.append(line)
                rebuiltActual.append(line)
                common += 1
            case .removed(let line): rebuiltExpected.append(line)
            case .added(let line): rebuiltActual.append(line)
            }
        }
        #expect(rebuiltExpected == expected && rebuiltActual == actual, "\(expected) \(actual)")
        #expect(common == commonSubsequenceLength(expected, actual), "\(expected) \(actual)")
    }
}

/// A trace of 200,000 lines against 20 expected ones: the old table would have held four million
/// counters; this keeps one row per recursion level. The result is checked, not the time.
@Test func aHugeActualListAgainstAShortExpectedOneKeepsTheCommonLines() {
    let expected = Array(0..<20).map { $0 * 10_000 }
    let actual = Array(0..<200_000)
    let changes = LineDiff(expected: expected, actual: actual).changes
    let common = changes.compactMap { if case .same(let line) = $0 { line } else { nil } }
    #expect(common == expected)
    #expect(changes.count == actual.count)
}
