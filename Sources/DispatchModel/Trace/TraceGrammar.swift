/// Every line of `Specs/TRACE-FORMAT.md` as a list of token kinds, with the channel it belongs to
/// and where its fields are. The parser (``TraceEvent/init(parsing:line:)``) reads lines into
/// events; this table is what patterns are checked against (`lint` rejects a pattern that no line
/// can match and says which word is wrong), and a test keeps the two in agreement.
public enum TraceGrammar {
    /// One form of line.
    public struct Shape: Sendable {
        /// The words, in order.
        public var tokens: [TraceToken]
        /// The channel of lines of this form.
        public var channel: Channel
        /// The word naming the line's subject, for the `objects` filter.
        public var subject: Int?
        /// The words naming touches (a touch id or a touch set), for the `touches` filter.
        public var touches: Int?
        /// The word naming a touch or motion phase, for the `phases` filter.
        public var phase: Int?
        /// The word naming a control event, for the `controlEvents` filter.
        public var controlEvent: Int?
        /// The word naming the recognizer state the line reports, for the `states` filter.
        public var state: Int?
        /// An example line, for documentation and tests.
        public var example: String

        /// Every word that names an object of the scene.
        public var objectWords: [Int] {
            tokens.indices.filter { tokens[$0] == .id || tokens[$0] == .optionalID }
        }
    }

    private static func word(_ text: String...) -> TraceToken { .keyword(text) }

    /// Every form of line, grouped by channel in the order of `TRACE-FORMAT.md`.
    public static let shapes: [Shape] = [
        Shape(tokens: [word("touch"), .touchID, .phase, .point], channel: .input, touches: 1, phase: 2, example: "touch 1 began (120,80)"),
        Shape(tokens: [word("systemCancel")], channel: .input, example: "systemCancel"),
        Shape(
            tokens: [word("beginIgnoringInteractionEvents", "endIgnoringInteractionEvents")], channel: .input,
            example: "beginIgnoringInteractionEvents"),
        Shape(tokens: [.keyword(ViewMutation.allCases.map(\.rawValue)), .id], channel: .input, example: "hide V"),
        Shape(tokens: [word("setAlpha"), .id, .number], channel: .input, example: "setAlpha V 0.005"),
        Shape(tokens: [word("setClipsToBounds"), .id, .bool], channel: .input, example: "setClipsToBounds V true"),
        Shape(tokens: [word("setEnabled"), .id, .bool], channel: .input, example: "setEnabled B false"),
        Shape(tokens: [word("motion"), .motionPhase], channel: .input, phase: 1, example: "motion began"),
        Shape(tokens: [word("remoteControl"), .remoteSubtype], channel: .input, example: "remoteControl play"),
        Shape(tokens: [word("hitTest"), .id], channel: .hitTest, subject: 1, example: "hitTest A"),
        Shape(tokens: [word("pointInside"), .id, word("->"), .bool], channel: .hitTest, subject: 1, example: "pointInside A -> true"),
        Shape(tokens: [word("hitTest"), .id, word("->"), .optionalID], channel: .hitTest, subject: 1, example: "hitTest A -> C"),
        Shape(tokens: [word("touch"), .touchID, word("hit"), .optionalID], channel: .hit, touches: 1, example: "touch 1 hit C"),
        Shape(tokens: [word("touch"), .touchID, word("tapCount"), .count], channel: .tapCount, touches: 1, example: "touch 2 tapCount 2"),
        Shape(tokens: [word("sendEvent"), .id, .touchSet], channel: .sendEvent, subject: 1, touches: 2, example: "sendEvent window [1]"),
        Shape(
            tokens: [.touchMethod, .id, .touchSet], channel: .touches, subject: 1, touches: 2, phase: 0, example: "touchesBegan C [1]"),
        Shape(
            tokens: [word("location"), .id, .touchID, .point, word("previous"), .point], channel: .location, subject: 1, touches: 2,
            example: "location V 1 (15,10) previous (10,10)"),
        Shape(
            tokens: [word("dropped"), .touchMethod, .touchSet], channel: .dropped, touches: 2, phase: 1, example: "dropped touchesEnded [1]"
        ),
        Shape(
            tokens: [word("dropped"), .motionMethod, word("shake")], channel: .dropped, phase: 1, example: "dropped motionEnded shake"),
        Shape(
            tokens: [word("dropped"), word("remoteControlReceived"), .remoteSubtype], channel: .dropped,
            example: "dropped remoteControlReceived play"),
        Shape(
            tokens: [word("recognizer"), .id, .touchMethod, .touchSet], channel: .recognizerTouches, subject: 1, touches: 3, phase: 2,
            example: "recognizer tapC touchesBegan [1]"),
        Shape(
            tokens: [word("gesture"), .id, .gestureState, word("->"), .gestureState], channel: .gesture, subject: 1, state: 4,
            example: "gesture tapC possible -> ended"),
        Shape(
            tokens: [word("action"), .selector, .id, .gestureState], channel: .action, subject: 2, state: 3,
            example: "action tapCView tapC ended"),
        Shape(
            tokens: [word("action"), .selector, .id, .gestureState, word("->"), .id], channel: .action, subject: 2, state: 3,
            example: "action handleTap: tapC ended -> vc"),
        Shape(
            tokens: [word("action"), .selector, .id, .controlEvent], channel: .action, subject: 2, controlEvent: 3,
            example: "action buttonTap B touchUpInside"),
        Shape(
            tokens: [word("action"), .selector, .id, .controlEvent, word("->"), .optionalID], channel: .action, subject: 2, controlEvent: 3,
            example: "action save: B touchUpInside -> vc"),
        Shape(
            tokens: [word("sendAction"), .selector, word("from"), .id, word("->"), .optionalID], channel: .action, subject: 3,
            example: "sendAction save: from D -> appDelegate"),
        Shape(
            tokens: [word("targetForAction"), .selector, word("from"), .id, word("->"), .optionalID], channel: .action, subject: 3,
            example: "targetForAction save: from D -> vc"),
        Shape(
            tokens: [word("value"), .id, word("location", "translation"), .point], channel: .gestureValue, subject: 1,
            example: "value pan translation (12,0)"),
        Shape(
            tokens: [word("value"), .id, word("scale", "rotation"), .number], channel: .gestureValue, subject: 1,
            example: "value pinch scale 1.5"),
        Shape(
            tokens: [word("control"), .id, .controlEvent], channel: .control, subject: 1, controlEvent: 2, example: "control B touchDown"),
        Shape(tokens: [word("select"), .id, .id], channel: .control, subject: 1, example: "select T C"),
        Shape(
            tokens: [word("control"), .id, word("state"), .controlState], channel: .controlState, subject: 1,
            example: "control B state highlighted"),
        Shape(tokens: [word("scroll"), .id, .scrollFlag, .bool], channel: .scroll, subject: 1, example: "scroll S tracking true"),
        Shape(
            tokens: [word("becomeFirstResponder", "resignFirstResponder"), .id, word("->"), .bool], channel: .firstResponder, subject: 1,
            example: "becomeFirstResponder V -> true"),
        Shape(tokens: [.motionMethod, .id, word("shake")], channel: .motion, subject: 1, phase: 0, example: "motionEnded V shake"),
        Shape(
            tokens: [word("remoteControlReceived"), .id, .remoteSubtype], channel: .remote, subject: 1,
            example: "remoteControlReceived vc play"),
    ]

    /// The shapes a line of `count` words may have.
    public static func shapes(ofLength count: Int) -> [Shape] {
        count < shapesByLength.count ? shapesByLength[count] : []
    }

    /// ``shapes`` grouped by their number of words, in their order: every expected line of a
    /// corpus asks for one group, so the grouping is done once.
    private static let shapesByLength: [[Shape]] = {
        var groups = [[Shape]](repeating: [], count: (shapes.map(\.tokens.count).max() ?? 0) + 1)
        for shape in shapes { groups[shape.tokens.count].append(shape) }
        return groups
    }()
}
