import DispatchModel

/// Who may exclude whom (GA-01, GA-02, GA-05, GR-TAP-07, GA-16), fixed by the recognizers'
/// configuration for the whole run: what the arena arbitrates by. The model knows what a fixture
/// declares (`cannotPrevent`, `cannotBePreventedBy`, a delegate's answers) and, for the one
/// restriction the fixture format puts on one-way prevention, the classes' own answers
/// (`Scene.preventionCycle`); the arbitration is here, and a test keeps the two statements of the
/// classes' answers equal (`Specs/DECISIONS.md` 60).
enum Prevention {
    /// Whether `a`, by recognizing, may exclude `b`: `a`'s `canPrevent(b)` and `b`'s
    /// `canBePrevented(by: a)` are both true (GA-05). A tap never prevents a tap or a long press
    /// that needs at least as many taps, more for a tap (GR-TAP-07); a scroll view's delayed-touches
    /// recognizer prevents nothing (GA-16).
    static func canPrevent(_ a: GestureRecognizerSpec, _ b: GestureRecognizerSpec) -> Bool {
        if case .contentTouchDelay = a.kind { return false }
        if a.cannotPrevent.contains(b.id) || b.cannotBePreventedBy.contains(a.id) { return false }
        if case .tap(let taps, _, _) = a.kind {
            if case .tap(let otherTaps, _, _) = b.kind, otherTaps > taps { return false }
            if case .longPress(let otherTaps, _, _, _) = b.kind, otherTaps >= taps { return false }
        }
        return true
    }

    /// Whether the delegate of either recognizer lets the two recognize together (GA-02).
    static func mayRecognizeSimultaneously(_ a: GestureRecognizerSpec, _ b: GestureRecognizerSpec) -> Bool {
        (a.delegate?.shouldRecognizeSimultaneouslyWith.contains(b.id) ?? false)
            || (b.delegate?.shouldRecognizeSimultaneouslyWith.contains(a.id) ?? false)
    }
}
