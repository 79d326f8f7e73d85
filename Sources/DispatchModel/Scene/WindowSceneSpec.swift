/// The app's `UIWindowScene` (RC-15): a scene declares one when the app uses scenes, and on iOS
/// 13 and later it is a responder between its windows and the application. A subclass named by
/// the app's scene configuration may override its touch methods and carry responder traits like
/// any responder; on a release before iOS 13 the declaration has no effect.
public struct WindowSceneSpec: Sendable, Hashable {
    /// The reserved id of the window scene in traces.
    public static let id = "windowScene"
    /// The keys of the scene's `windowScene` object.
    public static let keys = ["touches", "responder"]

    /// The subclass's touch methods.
    public var touches: TouchHandling
    /// The subclass's first-responder, motion, remote-control and action traits (FR-*).
    public var responder: ResponderTraits

    /// Creates a window scene; by default it overrides nothing.
    public init(touches: TouchHandling = .inherit, responder: ResponderTraits = .plain) {
        self.touches = touches
        self.responder = responder
    }
}

extension WindowSceneSpec {
    /// Decodes the scene's `windowScene` object (`{}` for a plain `UIWindowScene`).
    public static func decode(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> WindowSceneSpec? {
        guard
            let reader = ObjectReader(
                value, at: path, in: context, what: "the window scene", keys: FormatVocabulary.objects["windowScene"]!)
        else { return nil }
        defer { reader.finish() }
        let touches = reader.optional("touches", default: .inherit, TouchHandling.decode)
        let responder = reader.optional("responder", default: .plain, ResponderTraits.decode)
        guard let touches, let responder else { return nil }
        return WindowSceneSpec(touches: touches, responder: responder)
    }

    /// The `windowScene` object with every key written out.
    var jsonValue: JSONValue {
        .object([JSONMember("touches", touches.jsonValue), JSONMember("responder", responder.jsonValue)])
    }
}
