import DispatchModel

/// `UIPanGestureRecognizer` (GR-PAN-01, GR-PAN-02): begins at the first move that takes the
/// centroid at least the hysteresis away from where it started, with enough fingers down; then
/// every move is a change, and it ends when the last finger lifts. Lifting before it began fails.
struct PanMachine: RecognizerMachine {
    /// It starts no timer.
    typealias Timer = NoTimer

    let minimumTouches: Int
    let maximumTouches: Int?
    /// The axes whose movement counts towards the hysteresis: both for an app's pan; for a scroll
    /// view's pan, the axes it can scroll on (SV-06, engine choice).
    let axes: [ScrollAxis]
    /// GR-PAN-01 (engine choice): how far the centroid travels before the pan may begin.
    let hysteresis: Double

    /// Where the pan is (`Specs/RECOGNIZER-MACHINES.md`, "PanMachine").
    private enum State {
        /// No finger has come down since the reset (GR-22).
        case idle
        /// Fingers are down and it has not begun: it begins once enough of them have carried the
        /// centroid the hysteresis from its start (GR-PAN-01).
        case tracking(Fingers)
        /// It began: every move is a change (GR-PAN-02).
        case recognizing(Fingers)
        /// The last finger lifted, or a cancel came: it asked for `ended`, `cancelled` or `failed`,
        /// and keeps the translation its last action reads (GR-PAN-03).
        case finished(translation: Point)
    }

    /// The fingers down, by touch id, so that the centroid is summed in one order
    /// (``TouchPoints``), and what the translation is measured from.
    private struct Fingers {
        /// Never empty.
        var points: TouchPoints
        /// Where the centroid started: at the last change of fingers, or where the pan began.
        var start: Point
        /// Translation carried over from before the last change of fingers (GR-PAN-02: no jump).
        var carried: Point

        /// GR-PAN-03: the centroid's total travel since the pan's start (its touch-down, or its
        /// beginning less the hysteresis).
        var translation: Point {
            let centroid = points.centroid
            return Point(x: carried.x + centroid.x - start.x, y: carried.y + centroid.y - start.y)
        }

        /// The first fingers.
        init?(_ touches: [TouchSample]) {
            guard !touches.isEmpty else { return nil }
            points = TouchPoints()
            for touch in touches { points[touch.id] = touch.point }
            start = points.centroid
            carried = .zero
        }

        /// Changes the set of fingers, keeping the translation continuous: what the centroid had
        /// travelled is carried over, and the new centroid becomes the new start.
        mutating func rebase(adding added: [TouchSample], removing removed: [TouchSample]) {
            carried = translation
            for touch in added { points[touch.id] = touch.point }
            for touch in removed { points[touch.id] = nil }
            start = points.centroid
        }

        mutating func move(_ touches: [TouchSample]) {
            for touch in touches where points[touch.id] != nil { points[touch.id] = touch.point }
        }
    }

    private var state = State.idle

    init(
        minimumTouches: Int, maximumTouches: Int?, axes: [ScrollAxis] = ScrollAxis.allCases,
        hysteresis: Double = RecognizerLimits.reference.panHysteresis
    ) {
        self.hysteresis = hysteresis
        self.minimumTouches = minimumTouches
        self.maximumTouches = maximumTouches
        self.axes = axes
    }

    /// Where the centroid started, while the pan has fingers down.
    var start: Point? {
        switch state {
        case .tracking(let fingers), .recognizing(let fingers): fingers.start
        case .idle, .finished: nil
        }
    }

    mutating func handle(_ input: RecognizerInput<Timer>, now: Int) -> RecognizerOutput<Timer> {
        switch input {
        case .began(let touches): return began(touches)
        case .moved(let touches): return moved(touches)
        case .ended(let touches): return ended(touches)
        case .cancelled: return cancelled()
        case .timer(let timer): switch timer {}
        }
    }

    private mutating func began(_ touches: [TouchSample]) -> RecognizerOutput<Timer> {
        switch state {
        case .idle:
            guard let fingers = Fingers(touches) else { return .ignored(.cannotHappen) }  // a touch-down has a touch
            state = .tracking(fingers)
        // GR-PAN-02: a finger added is rebased, before and after the pan began.
        case .tracking(var fingers):
            fingers.rebase(adding: touches, removing: [])
            state = .tracking(fingers)
        case .recognizing(var fingers):
            fingers.rebase(adding: touches, removing: [])
            state = .recognizing(fingers)
        case .finished:
            return .ignored(.decided)
        }
        return .nothing
    }

    private mutating func moved(_ touches: [TouchSample]) -> RecognizerOutput<Timer> {
        switch state {
        case .tracking(var fingers):
            fingers.move(touches)
            state = .tracking(fingers)
            // GR-PAN-01: enough fingers, and the centroid has travelled the hysteresis.
            let count = fingers.points.count
            guard count >= minimumTouches, maximumTouches.map({ count <= $0 }) ?? true else { return .nothing }
            return travel(of: fingers) >= hysteresis ? .want(.began) : .nothing
        // GR-PAN-02: after it began, every move is a change.
        case .recognizing(var fingers):
            fingers.move(touches)
            state = .recognizing(fingers)
            return .want(.changed)
        case .idle:
            return .ignored(.cannotHappen)  // no finger is down
        case .finished:
            return .ignored(.decided)
        }
    }

    private mutating func ended(_ touches: [TouchSample]) -> RecognizerOutput<Timer> {
        switch state {
        case .tracking(var fingers):
            guard fingers.points.count <= touches.count else {
                fingers.rebase(adding: [], removing: touches)
                state = .tracking(fingers)
                return .nothing
            }
            // GR-PAN-02: the fingers lifted before it began.
            state = .finished(translation: fingers.translation)
            return .want(.failed)
        case .recognizing(var fingers):
            guard fingers.points.count <= touches.count else {
                fingers.rebase(adding: [], removing: touches)
                state = .recognizing(fingers)
                return .nothing
            }
            // GR-PAN-02: it ends when the last finger lifts.
            state = .finished(translation: fingers.translation)
            return .want(.ended)
        case .idle:
            return .ignored(.cannotHappen)  // no finger is down
        case .finished:
            return .ignored(.decided)
        }
    }

    private mutating func cancelled() -> RecognizerOutput<Timer> {
        switch state {
        case .tracking(let fingers):
            state = .finished(translation: fingers.translation)
            return .want(.failed)
        // GR-PAN-02: a system cancel cancels it.
        case .recognizing(let fingers):
            state = .finished(translation: fingers.translation)
            return .want(.cancelled)
        case .idle:
            return .ignored(.cannotHappen)  // no finger is down
        case .finished:
            return .ignored(.decided)
        }
    }

    /// How far the centroid has moved from its start, counting only the movement along ``axes``.
    private func travel(of fingers: Fingers) -> Double {
        let centroid = fingers.points.centroid
        let start = fingers.start
        switch (axes.contains(.horizontal), axes.contains(.vertical)) {
        case (true, true): return TouchGeometry.distance(centroid, start)
        case (true, false): return abs(centroid.x - start.x)
        case (false, true): return abs(centroid.y - start.y)
        case (false, false): return 0
        }
    }

    mutating func reset() {
        state = .idle
    }

    /// GR-PAN-03: when the pan begins, the travel that satisfied the hysteresis is taken out of
    /// the translation, each axis moved towards zero by the hysteresis and no further, and the
    /// centroid becomes the new start; a pan that begins after waiting for another recognizer to
    /// fail (GA-03) starts from zero.
    mutating func willBegin(afterWaiting: Bool) {
        func withoutHysteresis(_ value: Double) -> Double {
            value > 0 ? max(value - hysteresis, 0) : min(value + hysteresis, 0)
        }
        switch state {
        case .tracking(var fingers):
            let current = fingers.translation
            fingers.carried = afterWaiting ? .zero : Point(x: withoutHysteresis(current.x), y: withoutHysteresis(current.y))
            fingers.start = fingers.points.centroid
            state = .recognizing(fingers)
        // A pan that asked to begin and waited (GA-03) may lose its last finger in the very event
        // in which the recognizer it waited for fails first: the arena begins it, then makes its
        // failure a cancel (GR-05). Its last actions read the translation begun anew.
        case .finished(let translation):
            state = .finished(
                translation: afterWaiting ? .zero : Point(x: withoutHysteresis(translation.x), y: withoutHysteresis(translation.y)))
        case .idle, .recognizing:
            break  // cannot happen: only a tracking pan asks to begin
        }
    }

    /// GR-PAN-03: the centroid's total travel since the pan's start.
    var translation: Point {
        switch state {
        case .idle: .zero
        case .tracking(let fingers), .recognizing(let fingers): fingers.translation
        case .finished(let translation): translation
        }
    }

    func values() -> [(name: String, value: GestureValue)] {
        [("translation", .point(translation))]
    }
}
