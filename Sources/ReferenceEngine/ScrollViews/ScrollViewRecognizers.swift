import DispatchModel

/// The recognizers a scroll view makes for itself (SV-01…SV-07, SV-13), built by the engine for
/// the roles the fixture format declares (``GestureRecognizerSpec/scrollViewRecognizer(_:of:)``),
/// so that the engine knows each by its role and never by its name. GA-16: once built they are
/// ordinary recognizers of the scroll view, arbitrated like any other.
enum ScrollViewRecognizers {
    /// The runtimes of the scroll view's own recognizers, in the order it adds them (before any
    /// the app adds); none for a view that is not a scroll view.
    static func runtimes(of spec: ViewSpec, at view: Int, in tree: ViewTree, limits: RecognizerLimits) -> [RecognizerRuntime] {
        guard let scroll = tree.nodes[view].scroll else { return [] }
        // SV-06: the content delay and the pan watch only the axes the content can scroll along.
        let axes = scroll.scrollableAxes(boundsSize: tree.nodes[view].frame.size)
        return ScrollViewRecognizer.allCases.compactMap { role -> RecognizerRuntime? in
            guard let recognizer = GestureRecognizerSpec.scrollViewRecognizer(role, of: spec) else { return nil }
            switch (role, recognizer.kind) {
            case (.contentTouchDelay, .contentTouchDelay(let milliseconds)):
                return RecognizerRuntime(
                    spec: recognizer, view: view, role: .contentDelay,
                    machine: ContentTouchDelayMachine(milliseconds: milliseconds, scrollableAxes: axes))
            case (.pan, .pan(let minimum, let maximum)):
                return RecognizerRuntime(
                    spec: recognizer, view: view, role: .scrollPan,
                    machine: PanMachine(minimumTouches: minimum, maximumTouches: maximum, axes: axes, hysteresis: limits.panHysteresis))
            default:
                let window = tree.window(of: view)
                return RecognizerRuntime(
                    spec: recognizer, view: view, role: .scrollZoom,
                    machine: RecognizerRuntime.machine(for: recognizer.kind, screen: tree[window].frame, limits: limits))
            }
        }
    }
}
