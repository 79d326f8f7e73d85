/// The roles of a scroll view's own recognizers, in the order the scroll view adds them, with the
/// names scenes and traces give them (`Specs/FIXTURE-FORMAT.md`, "Scroll views"). A role is a name
/// and a class; how UIKit configures the recognizer — its delay, the phases it withholds, which
/// recognizers it recognizes together with — is the engine's.
public enum ScrollViewRecognizer: CaseIterable, Sendable {
    /// `S_delay`: UIKit's private delayed-touches recognizer (SV-01).
    case contentTouchDelay
    /// `S_pan`: the scroll view's pan (SV-03, SV-06, SV-07).
    case pan
    /// `S_pinch`: the zoom of a zoomable scroll view (SV-13).
    case zoom

    /// The id of this role's recognizer on the scroll view `scrollView`: `S_delay`, `S_pan` or
    /// `S_pinch` for a scroll view `S`.
    public func id(on scrollView: String) -> String {
        switch self {
        case .contentTouchDelay: "\(scrollView)_delay"
        case .pan: "\(scrollView)_pan"
        case .zoom: "\(scrollView)_pinch"
        }
    }

    /// Its class, as a scene's kind with the class's default properties.
    public var kind: GestureRecognizerSpec.Kind {
        switch self {
        case .contentTouchDelay: .contentTouchDelay
        case .pan: .pan(minimumTouches: 1, maximumTouches: nil)
        case .zoom: .pinch
        }
    }

    /// Whether `view` has a recognizer of this role: every scroll view has the delay and the pan; a
    /// `zoomable` one the pinch too.
    public func isPresent(on view: ViewSpec) -> Bool {
        guard let scroll = view.scrollView else { return false }
        return self != .zoom || scroll.zoomable
    }
}
