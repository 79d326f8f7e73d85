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
    /// GR-PAN-01 (engine choice): its pan's hysteresis.
    let hysteresis: Double

    /// Where the edge pan is (`Specs/RECOGNIZER-MACHINES.md`, "ScreenEdgePanMachine").
    private enum State {
        /// No touch has come down since the reset (GR-22).
        case awaitingTouch
        /// Its first touch is the pan's; every later one is ignored (GR-21). The pan's own states
        /// are ``PanMachine``'s; a pan that asks to begin from outside the edge zone fails instead.
        case following(pan: PanMachine)
    }

    private var state = State.awaitingTouch

    init(edges: [ScreenEdge], screen: Rect, limits: RecognizerLimits = .reference) {
        self.zone = limits.screenEdgeZone
        self.hysteresis = limits.panHysteresis
        self.edges = edges
        self.screen = screen
    }

    /// Its pan: one finger, the first.
    private var pan: PanMachine {
        switch state {
        case .awaitingTouch: PanMachine(minimumTouches: 1, maximumTouches: 1, hysteresis: hysteresis)
        case .following(let pan): pan
        }
    }

    mutating func handle(_ input: RecognizerInput<Timer>, now: Int) -> RecognizerOutput<Timer> {
        switch (state, input) {
        // GR-EDG-01: the first touch is the pan's; the others of its event are ignored.
        case (.awaitingTouch, .began(let touches)):
            var pan = pan
            guard let first = touches.first else { return .ignored(.cannotHappen) }  // a touch-down has a touch
            var output = pan.handle(.began([first]), now: now)
            output.ignoredTouches = touches.dropFirst().map(\.id)
            state = .following(pan: pan)
            return output
        // GR-EDG-01: it ignores every touch after the first.
        case (.following, .began(let touches)):
            return RecognizerOutput(ignoredTouches: touches.map(\.id))
        case (.following(var pan), .moved), (.following(var pan), .ended), (.following(var pan), .cancelled):
            let start = pan.start
            var output = pan.handle(input, now: now)
            state = .following(pan: pan)
            // GR-EDG-01: a pan that did not start in the edge zone fails instead of beginning.
            if output.wanted == .began, let start, !startsInEdgeZone(start) { output.wanted = .failed }
            return output
        case (.awaitingTouch, .moved), (.awaitingTouch, .ended), (.awaitingTouch, .cancelled):
            return .ignored(.cannotHappen)  // no finger is down
        case (_, .timer(let timer)):
            switch timer {}
        }
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
        state = .awaitingTouch
    }

    func values() -> [(name: String, value: GestureValue)] {
        pan.values()
    }

    /// GR-PAN-03: the edge pan takes the hysteresis out of its translation as any pan does.
    mutating func willBegin(afterWaiting: Bool) {
        switch state {
        case .following(var pan):
            pan.willBegin(afterWaiting: afterWaiting)
            state = .following(pan: pan)
        case .awaitingTouch:
            break  // cannot happen: it asks to begin only once its pan has a finger
        }
    }
}
