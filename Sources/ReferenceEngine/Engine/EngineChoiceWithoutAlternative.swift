/// An engine choice the reference engine offers no alternative for, and why: no other behaviour
/// is consistent with the rules and observations, no trace can tell the behaviours apart, or the
/// scene vocabulary cannot express another.
public struct EngineChoiceWithoutAlternative: Sendable {
    /// The choice's id, e.g. `CT-17/switch-flip`.
    public var choiceID: String
    /// Why there is no alternative, in one sentence.
    public var reason: String

    /// Creates an entry.
    public init(choiceID: String, reason: String) {
        self.choiceID = choiceID
        self.reason = reason
    }

    /// Every engine choice of `Specs/rules/` that ``EngineChoiceAlternative/all`` does not vary.
    public static let all: [EngineChoiceWithoutAlternative] = [
        .init(choiceID: "FR-03/no-successor", reason: "scenes have no key-view loop, so there is no other responder to pass the status to"),
        .init(choiceID: "FR-08/single-first-responder", reason: "scenes have one app, so a first responder per window is not expressible"),
    ]
}
