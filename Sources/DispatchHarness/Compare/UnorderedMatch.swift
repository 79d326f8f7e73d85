import DispatchModel

/// Matching written lines against a filtered trace in any order, each line to a distinct trace
/// line: a maximum bipartite matching (augmenting paths), so that overlapping patterns are placed
/// wherever some assignment exists, not only where a greedy choice would put them.
enum UnorderedMatch {
    /// The written lines left without a trace line in a maximum matching (empty when every line
    /// has one), and the trace position of each matched line (nil when unmatched).
    static func match(_ lines: [ExpectedLine], _ entries: [TraceEntry]) -> (unmatched: [Int], positions: [Int?]) {
        let words: [[Substring]] = lines.contains { $0.pattern.isPattern } ? entries.map { $0.event.description.split(separator: " ") } : []
        let edges: [[Int]] = lines.map { line in
            entries.indices.filter { position in
                line.time.admits(entries[position].time, previous: nil)
                    && (line.pattern.isPattern
                        ? line.pattern.matches(words: words[position]) : line.pattern.matches(entries[position].event))
            }
        }
        var owner = [Int?](repeating: nil, count: entries.count)
        func augment(_ line: Int, _ visited: inout [Bool]) -> Bool {
            for position in edges[line] where !visited[position] {
                visited[position] = true
                guard let current = owner[position] else {
                    owner[position] = line
                    return true
                }
                if augment(current, &visited) {
                    owner[position] = line
                    return true
                }
            }
            return false
        }
        var unmatched: [Int] = []
        for line in lines.indices {
            var visited = [Bool](repeating: false, count: entries.count)
            if !augment(line, &visited) { unmatched.append(line) }
        }
        var positions = [Int?](repeating: nil, count: lines.count)
        for (position, line) in owner.enumerated() { if let line { positions[line] = position } }
        return (unmatched, positions)
    }
}
