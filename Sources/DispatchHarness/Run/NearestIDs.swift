/// The ids nearest to one that does not exist, for "did you mean" messages: ids that contain it,
/// then the closest by edit distance. Ties are broken by id, so the suggestion never depends on
/// the order ids were listed in.
public enum NearestIDs {
    /// At most `limit` ids of `candidates` nearest to `id`: first those containing `id` (or
    /// contained in it), shortest first; then those whose whole id, or whose beginning as long as
    /// `id`, is within an edit distance of half `id`'s length, closest first. Empty when nothing is
    /// near.
    public static func suggestions(for id: String, among candidates: [String], limit: Int = 3) -> [String] {
        let query = Array(id.lowercased())
        let threshold = query.count / 2
        let ranked = Set(candidates).compactMap { candidate -> (rank: Int, distance: Int, whole: Int, id: String)? in
            let lowered = candidate.lowercased()
            if !query.isEmpty, lowered.contains(id.lowercased()) || id.lowercased().contains(lowered) {
                return (0, abs(lowered.count - query.count), 0, candidate)
            }
            let characters = Array(lowered)
            let whole = editDistance(query, characters)
            let distance = min(whole, editDistance(query, Array(characters.prefix(query.count))))
            return distance <= threshold ? (1, distance, whole, candidate) : nil
        }
        // Among equally near beginnings, the nearest whole id first ("rn": run before render).
        return ranked.sorted { ($0.rank, $0.distance, $0.whole, $0.id) < ($1.rank, $1.distance, $1.whole, $1.id) }.prefix(limit).map(\.id)
    }

    /// The Levenshtein distance between two strings of characters.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
