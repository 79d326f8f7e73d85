import DispatchModel

/// GR-05: what a recognizer's request for a state does in the state it is in, as UIKit's
/// `setState:` does it, replacing an illegal assignment by a legal one. Every pair of states is a
/// named case; the arena makes the transition this says, where arbitration may still refuse a
/// beginning (GR-07, GA-01, GA-03). `Specs/RECOGNIZER-MACHINES.md` draws it.
enum StateAssignment: Equatable {
    /// Leave `possible` for `began` (a continuous recognizer) or `ended` (a discrete one
    /// recognizing), if arbitration lets it; otherwise it fails.
    case begin(GestureState)
    /// `possible` → `failed`, with no action (GR-02, GR-03).
    case fail
    /// An active recognizer goes to `changed`, `ended` or `cancelled`, and its actions are sent
    /// (GR-03, GR-04).
    case move(GestureState)
    /// Nothing happens: no line, no action.
    case ignored(Ignored)

    /// Why an assignment does nothing.
    enum Ignored: Equatable {
        /// `possible` → `possible` (GR-05).
        case stillPossible
        /// `began` or `changed` → `possible`: no rule names it and no machine asks for it; the
        /// engine ignores it.
        case backToPossible
        /// The recognizer is in `ended`, `cancelled` or `failed`: every assignment is ignored
        /// until it is reset (GR-05, GR-22).
        case final
    }

    /// The assignment of `wanted` to a recognizer in `state`.
    init(from state: GestureState, wanted: GestureState) {
        switch (state, wanted) {
        case (.possible, .possible):
            self = .ignored(.stillPossible)
        // GR-05: possible → changed becomes began.
        case (.possible, .began), (.possible, .changed):
            self = .begin(.began)
        case (.possible, .ended):
            self = .begin(.ended)
        // GR-05: possible → cancelled becomes failed.
        case (.possible, .failed), (.possible, .cancelled):
            self = .fail
        case (.began, .possible), (.changed, .possible):
            self = .ignored(.backToPossible)
        // GR-04: changed again sends the actions again; GR-05: began → began becomes changed.
        case (.began, .began), (.began, .changed), (.changed, .changed), (.changed, .began):
            self = .move(.changed)
        case (.began, .ended), (.changed, .ended):
            self = .move(.ended)
        // GR-05: began or changed → failed becomes cancelled, so the last action of GR-03 is sent.
        case (.began, .cancelled), (.changed, .cancelled), (.began, .failed), (.changed, .failed):
            self = .move(.cancelled)
        // GR-05, GR-22: once final, every assignment is ignored until the reset.
        case (.ended, _), (.cancelled, _), (.failed, _):
            self = .ignored(.final)
        }
    }
}
