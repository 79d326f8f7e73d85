/// The phases of a shake motion event (FR-05): UIKit reports only its beginning and its end (or
/// cancellation), never samples in between.
public enum MotionPhase: String, Sendable, Hashable, CaseIterable {
    /// `motionBegan(_:with:)`.
    case began
    /// `motionEnded(_:with:)`.
    case ended
    /// `motionCancelled(_:with:)`.
    case cancelled

    /// The responder method that receives this phase.
    public var methodName: String {
        switch self {
        case .began: "motionBegan"
        case .ended: "motionEnded"
        case .cancelled: "motionCancelled"
        }
    }
}
