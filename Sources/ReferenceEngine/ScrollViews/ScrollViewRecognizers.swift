import DispatchModel

/// The recognizers a scroll view makes for itself (SV-01…SV-07, SV-13), configured as UIKit
/// configures them. The scene names them (``ScrollViewRecognizer``: an id and a class); everything
/// they do is here, and the engine knows each by its role, never by its name. GA-16: once built
/// they are ordinary recognizers of the scroll view, arbitrated like any other.
enum ScrollViewRecognizers {
    /// SV-01: the scroll view withholds its content's touches for 150 ms (measured once at
    /// 151.8 ms, OBS-021).
    static let contentTouchDelayMilliseconds = 150

    /// The scroll view's own recognizers, in the order it adds them (before any the app adds); none
    /// for a view that is not a scroll view. Their flags are those UIKit prints for its own
    /// (OBS-061, OBS-062): `S_delay` withholds the content's touches (`delaysTouchesBegan`, the
    /// default `delaysTouchesEnded`, no actions; it prevents nothing, ``Prevention``), `S_pan`
    /// turns `delaysTouchesEnded` off, and the zoom pinch recognizes together with the pan, as
    /// UIScrollView lets its own two do (SV-13).
    static func specs(of view: ViewSpec) -> [(role: ScrollViewRecognizer, spec: GestureRecognizerSpec)] {
        ScrollViewRecognizer.allCases.filter { $0.isPresent(on: view) }.map { role in
            let id = role.id(on: view.id)
            switch role {
            case .contentTouchDelay:
                return (
                    role, GestureRecognizerSpec(id: id, kind: role.kind, actions: [], delaysTouchesBegan: true, delaysTouchesEnded: true)
                )
            case .pan:
                return (role, GestureRecognizerSpec(id: id, kind: role.kind, actions: [], delaysTouchesEnded: false))
            case .zoom:
                let pan = ScrollViewRecognizer.pan.id(on: view.id)
                return (
                    role,
                    GestureRecognizerSpec(
                        id: id, kind: role.kind, actions: [],
                        delegate: RecognizerDelegateSpec(shouldRecognizeSimultaneouslyWith: .some([pan])))
                )
            }
        }
    }

    /// The runtimes of the scroll view's own recognizers (``specs(of:)``), each with its logic.
    static func runtimes(of spec: ViewSpec, at view: Int, in tree: ViewTree, choices: EngineChoices) -> [RecognizerRuntime] {
        guard let scroll = tree.scroll(of: view) else { return [] }
        let limits = choices.recognizerLimits
        // SV-06: movement along the axes the content cannot scroll along releases the held touches.
        let axes = scroll.scrollableAxes(boundsSize: tree.frame(of: view).size)
        // SV-06, engine choice `SV-06/pan-axes`: the pan counts only the movement along those axes
        // (reference), or, when it can scroll at all, the whole distance from the touch's start.
        let panAxes = choices.scrollPanCountsOnlyScrollableAxes || axes.isEmpty ? axes : ScrollAxis.allCases
        return specs(of: spec).map { role, recognizer in
            switch (role, recognizer.kind) {
            case (.contentTouchDelay, _):
                // SV-05: with delaysContentTouches false the delay is zero, so touches go at once.
                let delay = scroll.delaysContentTouches ? contentTouchDelayMilliseconds : 0
                return RecognizerRuntime(
                    spec: recognizer, view: view, role: .contentDelay,
                    machine: ContentTouchDelayMachine(milliseconds: delay, scrollableAxes: axes))
            case (.pan, .pan(let minimum, let maximum)):
                return RecognizerRuntime(
                    spec: recognizer, view: view, role: .scrollPan,
                    machine: PanMachine(minimumTouches: minimum, maximumTouches: maximum, axes: panAxes, hysteresis: limits.panHysteresis))
            default:
                let window = tree.window(of: view)
                return RecognizerRuntime(
                    spec: recognizer, view: view, role: .scrollZoom,
                    machine: RecognizerRuntime.machine(for: recognizer.kind, screen: tree.frame(of: window), limits: limits))
            }
        }
    }
}
