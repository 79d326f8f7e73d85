/// Manages a view hierarchy (`UIViewController`). It follows its root view in the responder
/// chain, before the root view's superview.
@MainActor
open class ViewController: Responder {
    /// The root view. Setting it makes this controller the view's next responder.
    public var view: View? {
        didSet {
            oldValue?.viewController = nil
            view?.viewController = self
        }
    }

    /// Creates a controller without a view.
    public override init() {
        super.init()
    }

    /// The root view's superview (the window, for a window's root controller).
    open override var next: Responder? { view?.superview }
}
