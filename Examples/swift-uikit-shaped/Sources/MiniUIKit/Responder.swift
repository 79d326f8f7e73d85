/// An object that can receive touches (`UIResponder`). The default touch methods pass the call on
/// to `next`, unchanged; a subclass that overrides one and does not call `super` ends the call
/// there.
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, nil at its end.
    open var next: Responder? { nil }

    /// A touch began on the view this responder is, or below it.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        next?.touchesMoved(touches, with: event)
    }

    /// Touches lifted.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled touches.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        next?.touchesCancelled(touches, with: event)
    }
}
