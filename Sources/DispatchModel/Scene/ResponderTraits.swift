/// What a responder subclass of the scene does beyond touches: whether it may become and stop
/// being first responder, its motion and remote-control methods, and the action methods it
/// implements (`Specs/FIXTURE-FORMAT.md`, "Responder traits"; FR-01, FR-05, FR-06, FR-08, FR-10).
public struct ResponderTraits: Sendable, Hashable {
    /// `canBecomeFirstResponder` (FR-01); UIResponder's default is false.
    public var canBecomeFirstResponder: Bool
    /// Whether `resignFirstResponder()` lets go: false for a subclass whose override refuses
    /// (FR-01); UIResponder's default is true.
    public var canResignFirstResponder: Bool
    /// `motionBegan`, `motionEnded` and `motionCancelled` (FR-05), one behaviour for all three.
    public var motion: TouchOverride
    /// `remoteControlReceived(with:)` (FR-06).
    public var remoteControl: TouchOverride
    /// The action methods the responder implements, so `canPerformAction(_:withSender:)` is true
    /// for them (FR-08, FR-10).
    public var actionMethods: [String]

    /// Creates traits; by default those of a plain `UIResponder`.
    public init(
        canBecomeFirstResponder: Bool = false, canResignFirstResponder: Bool = true, motion: TouchOverride = .inherit,
        remoteControl: TouchOverride = .inherit, actionMethods: [String] = []
    ) {
        self.canBecomeFirstResponder = canBecomeFirstResponder
        self.canResignFirstResponder = canResignFirstResponder
        self.motion = motion
        self.remoteControl = remoteControl
        self.actionMethods = actionMethods
    }

    /// A plain `UIResponder`: nothing overridden.
    public static let plain = ResponderTraits()

    /// The keys of a `responder` object.
    public static let keys = ["canBecomeFirstResponder", "canResignFirstResponder", "motion", "remoteControl", "actionMethods"]

    /// Decodes a `responder` object.
    public static func decode(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> ResponderTraits? {
        guard let reader = ObjectReader(value, at: path, in: context, what: "responder traits", keys: keys) else { return nil }
        defer { reader.finish() }
        let canBecome = reader.optional("canBecomeFirstResponder", default: false, ValueDecoders.bool)
        let canResign = reader.optional("canResignFirstResponder", default: true, ValueDecoders.bool)
        let motion = reader.optional("motion", default: .inherit, TouchHandling.overrides)
        let remote = reader.optional("remoteControl", default: .inherit, TouchHandling.overrides)
        let actions = reader.optional("actionMethods", default: [], ValueDecoders.array(ValueDecoders.actionName))
        guard let canBecome, let canResign, let motion, let remote, let actions else { return nil }
        for (index, action) in actions.enumerated() where actions[..<index].contains(action) {
            context.report(path.appending("actionMethods").appending(index), "\"\(action)\" is listed twice")
        }
        return ResponderTraits(
            canBecomeFirstResponder: canBecome, canResignFirstResponder: canResign, motion: motion, remoteControl: remote,
            actionMethods: actions)
    }

    /// The JSON form, every key written.
    public var jsonValue: JSONValue {
        .object([
            JSONMember("canBecomeFirstResponder", .bool(canBecomeFirstResponder)),
            JSONMember("canResignFirstResponder", .bool(canResignFirstResponder)),
            JSONMember("motion", .string(motion.rawValue)), JSONMember("remoteControl", .string(remoteControl.rawValue)),
            JSONMember("actionMethods", .array(actionMethods.map { .string($0) })),
        ])
    }
}
