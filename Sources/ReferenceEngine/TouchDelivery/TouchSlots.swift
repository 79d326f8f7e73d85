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
                // Asked of the element where it lies: matching `runtimes[slot]` copies the touch.
                if runtimes.span[slot] == nil {
                    ids.remove(at: slot)
                    runtimes.remove(at: slot)
                }
            } else {
                var added: TouchRuntime?
                yield &added
                // Moved into the array as it is: binding the new touch (`if let added`) copies it.
                if added != nil {
                    ids.append(id)
                    runtimes.append(consume added)
                }
            }
        }
    }

    /// Answers `question` about the touch with this id where it lies, or nil if the table no
    /// longer holds it. Reading a field through the subscript, or binding the touch it yields,
    /// copies the whole touch (its arrays retained, the copy destroyed after); here the element is
    /// read in place, as long as `question` calls nothing the optimizer cannot inline (around such
    /// a call it copies the touch): a question takes out the fields it needs, and the caller asks
    /// the rest.
    func withTouch<Answer>(_ id: Int, _ question: (TouchRuntime) throws -> Answer) rethrows -> Answer? {
        guard let slot = ids.firstIndex(of: id) else { return nil }
        // A slot never holds nil: the subscript removes a slot set to nil.
        return try question(runtimes[slot]!)
    }
}
