import DispatchModel

/// `UIScreenEdgePanGestureRecognizer` (GR-EDG-01): a one-finger pan that may begin only if its
/// touch started within the edge zone of one of its edges; any further touch is ignored.
struct ScreenEdgePanMachine: RecognizerMachine {
    /// It starts no timer.
    typealias Timer = NoTimer

    let edges: [ScreenEdge]
    /// The bounds of the window, in screen coordinates, whose edges count.
    let screen: Rect

    /// GR-EDG-01 (engine choice): how far inside the window's edge a pan may start.
    let zone: Double

    private var pan: PanMachine
    private var tracked: Int?

    init(edges: [ScreenEdge], screen: Rect, limits: RecognizerLimits = .reference) {
        self.zone = limits.screenEdgeZone
        self.pan = PanMachine(minimumTouches: 1, maximumTouches: 1, hysteresis: limits.panHysteresis)
        self.edges = edges
        self.screen = screen
    }

    mutating func handle(_ input: RecognizerInput<Timer>, state: GestureState, now: Int) -> RecognizerOutput<Timer> {
        if case .began(let touches) = input {
            var ignored = touches.map(\.id)
            if tracked == nil, let first = touches.first {
                tracked = first.id
                ignored.removeFirst()
                var output = pan.handle(.began([first]), state: state, now: now)
                output.ignoredTouches = ignored
                return output
            }
            return RecognizerOutput<Timer>(ignoredTouches: ignored)
        }
        let start = pan.start
        var output = pan.handle(input, state: state, now: now)
        if output.wanted == .began, let start, !startsInEdgeZone(start) { output.wanted = .failed }
        return output
    }

    private func startsInEdgeZone(_ point: Point) -> Bool {
        return edges.contains { edge in
            switch edge {
            case .left: point.x - screen.x < zone
            case .right: screen.maxX - point.x <= zone
            case .top: point.y - screen.y < zone
            case .bottom: screen.maxY - point.y <= zone
            }
        }
    }

    mutating func reset() {
        pan.reset()
        tracked = nil
    }

    func values() -> [(name: String, value: GestureValue)] {
        pan.values()
    }

    /// GR-PAN-03: the edge pan takes the hysteresis out of its translation as any pan does.
    mutating func willBegin(afterWaiting: Bool) {
        pan.willBegin(afterWaiting: afterWaiting)
    }
}
