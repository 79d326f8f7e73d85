/// What a responder subclass does in one of the four touch methods.
public enum TouchOverride: String, Sendable, Hashable, CaseIterable {
    /// Not overridden: UIResponder's default forwards the message to the next responder (RC-06).
    case inherit
    /// Overridden without calling `super`: the message stops here (RC-08).
    case handle
    /// Overridden, and the override calls `super`, which forwards to the next responder.
    case handleAndCallSuper

    /// Whether the app's code runs (and so the trace shows the call).
    public var isOverridden: Bool { self != .inherit }
    /// Whether the message continues to the next responder.
    public var forwards: Bool { self != .handle }
}

/// A responder's behaviour in each of the four touch methods.
public struct TouchHandling: Sendable, Hashable {
    /// `touchesBegan(_:with:)`.
    public var began: TouchOverride
    /// `touchesMoved(_:with:)`.
    public var moved: TouchOverride
    /// `touchesEnded(_:with:)`.
    public var ended: TouchOverride
    /// `touchesCancelled(_:with:)`.
    public var cancelled: TouchOverride

    /// Creates a behaviour per phase.
    public init(
        began: TouchOverride = .inherit, moved: TouchOverride = .inherit, ended: TouchOverride = .inherit,
        cancelled: TouchOverride = .inherit
    ) {
        self.began = began
        self.moved = moved
        self.ended = ended
        self.cancelled = cancelled
    }

    /// The same behaviour for all four phases.
    public init(all behaviour: TouchOverride) {
        self.init(began: behaviour, moved: behaviour, ended: behaviour, cancelled: behaviour)
    }

    /// No method overridden.
    public static let inherit = TouchHandling()

    /// The behaviour for one phase.
    public subscript(phase: TouchPhase) -> TouchOverride {
        switch phase {
        case .began: began
        case .moved: moved
        case .ended: ended
        case .cancelled: cancelled
        }
    }
}
