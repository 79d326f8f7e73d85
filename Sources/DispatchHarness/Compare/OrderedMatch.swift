import DispatchModel

/// Matching written lines against a filtered trace in order: `exact` (position for position) and
/// `contains` (as a subsequence).
///
/// Times may be absolute, ranges, or relative to the line matched before (`@=`, `@+`, `@+A..B`),
/// so a subsequence match may need a later choice for an early line. The search therefore keeps,
/// line by line, the earliest position at which the line can match for each distinct trace time:
/// a later position with the same time never allows more, and trace times never decrease.
enum OrderedMatch {
    /// `exact`: the first position where `lines` and `entries` differ, or nil when they agree line
    /// for line; a line without a time has the time of the trace line before it.
    static func exact(_ lines: [ExpectedLine], _ entries: [TraceEntry]) -> (divergence: Int?, matched: [Int]) {
        var previous: Int?
        for index in 0..<max(lines.count, entries.count) {
            guard index < lines.count, index < entries.count else { return (index, Array(0..<index)) }
            let line = lines[index]
            let time = line.time == .any ? TimeConstraint.sameAsPrevious : line.time
            guard time.admits(entries[index].time, previous: previous), line.pattern.matches(entries[index].event) else {
                return (index, Array(0..<index))
            }
            previous = entries[index].time
        }
        return (nil, Array(lines.indices))
    }

    /// A position a line can match at, and which position of the line before led there.
    private struct Candidate {
        var position: Int
        var predecessor: Int
    }

    /// `contains`: whether `lines` occur in order in `entries`. On failure, the first line that
    /// cannot be placed and the earliest position its predecessor matched at (nil for the first
    /// line); in both cases the positions of one match of the longest prefix that can be placed.
    static func subsequence(_ lines: [ExpectedLine], _ entries: [TraceEntry]) -> (failure: (line: Int, after: Int?)?, matched: [Int]) {
        let words: [[Substring]] = lines.contains { $0.pattern.isPattern } ? entries.map { $0.event.description.split(separator: " ") } : []
        var levels: [[Candidate]] = []
        for (index, line) in lines.enumerated() {
            // Where the line before can end: the virtual start, or its candidates. For an absolute
            // time or `@+`, the earliest one is the most permissive (it also has the earliest time).
            let starts: [(position: Int, time: Int?, slot: Int)]
            if let previous = levels.last {
                let considered = line.time.isRelative && line.time != .afterPrevious ? previous[...] : previous.prefix(1)
                starts = considered.enumerated().map { (position: $1.position, time: entries[$1.position].time, slot: $0) }
            } else {
                starts = [(position: -1, time: nil, slot: -1)]
            }
            var candidates: [Candidate] = []
            for position in entries.indices {
                if let last = candidates.last, entries[last.position].time == entries[position].time { continue }
                let matches =
                    line.pattern.isPattern ? line.pattern.matches(words: words[position]) : line.pattern.matches(entries[position].event)
                guard matches,
                    let start = starts.first(where: {
                        $0.position < position && line.time.admits(entries[position].time, previous: $0.time)
                    })
                else { continue }
                candidates.append(Candidate(position: position, predecessor: start.slot))
            }
            guard !candidates.isEmpty else {
                return ((index, levels.last?.first?.position), witness(levels))
            }
            levels.append(candidates)
        }
        return (nil, witness(levels))
    }

    /// One chain of matched positions through the levels, from the last line's earliest candidate
    /// back to the first line.
    private static func witness(_ levels: [[Candidate]]) -> [Int] {
        var positions: [Int] = []
        var slot = 0
        for level in levels.reversed() {
            positions.append(level[slot].position)
            slot = level[slot].predecessor
        }
        return positions.reversed()
    }
}
