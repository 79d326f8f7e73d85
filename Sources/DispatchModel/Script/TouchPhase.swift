/// The phase of a touch in one event (`UITouch.Phase`, without the pointer-only phases; a
/// stationary touch produces no step).
public enum TouchPhase: String, Sendable, Hashable, CaseIterable {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger lifted.
    case ended
    /// The system cancelled the touch.
    case cancelled

    /// The responder method that receives touches in this phase, as written in traces.
    public var methodName: String {
        switch self {
        case .began: "touchesBegan"
        case .moved: "touchesMoved"
        case .ended: "touchesEnded"
        case .cancelled: "touchesCancelled"
        }
    }

    /// The phase whose method is named `name`, if any.
    public init?(methodName name: String) {
        guard let phase = Self.allCases.first(where: { $0.methodName == name }) else { return nil }
        self = phase
    }
}
