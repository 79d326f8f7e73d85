/// The touches of ``TouchTable`` by id, with a dictionary's subscript.
///
/// A run holds a few touches at a time (the table forgets a touch once nothing can involve it
/// again), so finding an id by scanning them is cheaper than hashing it, which the table did for
/// every phase of every touch (`Specs/DECISIONS.md` 42). Which slot holds a touch is never
/// observable: the table's own ``TouchTable/order`` says in which order touches are visited.
struct TouchSlots {
    /// The ids, slot by slot.
    private var ids: [Int] = []
    /// The touches, slot by slot; optional only so that a change can be made in place.
    private var runtimes: [TouchRuntime?] = []

    /// The touch with this id, if the table still holds it; setting nil forgets it. Read and
    /// changed in place, like a dictionary's value: no copy of its arrays is made.
    subscript(id: Int) -> TouchRuntime? {
        _read {
            if let slot = ids.firstIndex(of: id) {
                yield runtimes[slot]
            } else {
                yield nil
            }
        }
        _modify {
            if let slot = ids.firstIndex(of: id) {
                yield &runtimes[slot]
                if case .none = runtimes[slot] {
                    ids.remove(at: slot)
                    runtimes.remove(at: slot)
                }
            } else {
                var added: TouchRuntime?
                yield &added
                if let added {
                    ids.append(id)
                    runtimes.append(added)
                }
            }
        }
    }

    /// Answers `question` about the touch with this id where it lies, or nil if the table no
    /// longer holds it. Reading a field through the subscript, or binding the touch it yields,
    /// copies the whole touch (its arrays retained, the copy destroyed after); the array's span
    /// lends the element itself for as long as the question takes.
    func withTouch<Answer>(_ id: Int, _ question: (TouchRuntime) throws -> Answer) rethrows -> Answer? {
        guard let slot = ids.firstIndex(of: id) else { return nil }
        // A slot never holds nil: the subscript removes a slot set to nil.
        return try question(runtimes.span[slot]!)
    }
}
