import DispatchModel

/// Every touch of the run: the view it is bound to, the recognizers it goes to, its tap count, and
/// what its view has heard so far (TD-03…TD-09, TD-15, MT-*).
///
/// **When it is called:** by the dispatcher for each touch event (binding new touches, moving
/// and lifting the others, queueing and releasing the view phase); by the gesture arena, which
/// takes recognizers off touches and cancels touches for their views (GR-15, GR-21, GR-22).
/// **What it may change:** only its own touches and tap series, through the methods in this file
/// (each touch through its own state machine, ``TouchRuntime``); it writes `tapCount` lines.
/// **What it never changes:** recognizers, views, controls — it reads the arena's recognizers
/// to know which phases are still withheld (GR-18, GR-19).
struct TouchTable {
    /// Live and finished touches by id; a touch is forgotten once nothing can involve it again.
    /// Read through the subscript; written only by the methods in this file.
    private var touches = TouchSlots()
    /// The touches known, in the order they began (TD-06).
    private(set) var order: [Int] = []
    /// The touches of the event being processed, if it is a touch event.
    private(set) var eventTouches: Set<Int> = []
    /// The number of the current touch event, counting from 1; phases withheld from views keep
    /// it, so that phases of one event are delivered together (TD-05).
    private(set) var eventNumber = 0
    /// The last finished tap of each view, which a new touch may continue (TD-09).
    private var tapSeries: [Int: TapSeries] = [:]
    /// The engine choices it plays by.
    let choices: EngineChoices

    init(choices: EngineChoices) {
        self.choices = choices
    }

    /// The touch with this id, read in place (no copy of its arrays), if the table still holds it.
    subscript(id: Int) -> TouchRuntime? {
        _read { yield touches[id] }
    }

    /// Answers `question` about the touch with this id, read in place, or nil if the table no
    /// longer holds it; unlike binding the touch the subscript yields, which copies it whole
    /// (`TouchTable+Queries.swift`).
    func withTouch<Answer>(_ id: Int, _ question: (TouchRuntime) throws -> Answer) rethrows -> Answer? {
        try touches.withTouch(id, question)
    }

    /// Whether some touch is down: the touch sequence has not ended (GA-03's engine choice).
    var hasTouchDown: Bool { order.contains(where: isDown) }

    /// Starts a touch event with these touches.
    mutating func beginEvent(_ ids: Set<Int>) {
        eventTouches = ids
        eventNumber += 1
    }

    /// Binds a new touch to its hit-test view and to the recognizers that accepted it (TD-03,
    /// GR-14); a touch its view may not hear is withheld from the view's chain (MT-02, MT-05).
    mutating func bind(_ id: Int, to view: Int?, recognizers: [Int], at point: Point, type: TouchType, tree: ViewTree) {
        let keptFromView =
            view.map { isWithheldAsFurtherTouch(newTouchOn: $0, tree: tree) || isWithheldByExclusiveTouch(newTouchOn: $0, tree: tree) }
            ?? false
        touches[id] = TouchRuntime(id: id, view: view, recognizers: recognizers, at: point, type: type, keptFromView: keptFromView)
        order.append(id)
    }

    /// A later phase of a touch that is down: its new location and phase (TD-03, TD-07).
    mutating func move(_ id: Int, to point: Point, phase: TouchPhase) {
        touches[id]!.move(to: point, phase: phase)
    }

    /// The changes in the order their touches began (TD-06). Each touch is in ``order`` once:
    /// validation (`ScriptStep.validate`) lets a touch begin only once.
    func inOrderOfBeginning(_ changes: [TouchChange]) -> [TouchChange] {
        guard changes.count > 1 else { return changes }
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        return changes.sorted { position[$0.id]! < position[$1.id]! }
    }

    /// The recognizer no longer receives the touch (GR-21).
    mutating func removeRecognizer(_ index: Int, from touch: Int) {
        touches[touch]?.stopGoing(to: index)
    }

    /// Takes the recognizers off every touch's list, as they reset (GR-22).
    mutating func removeRecognizers(where isRemoved: (Int) -> Bool) {
        for id in order { touches[id]?.stopGoing(toRecognizers: isRemoved) }
    }

    /// A recognizer of the touches recognized with `cancelsTouchesInView`: their views get nothing
    /// more but a cancel (GR-15).
    mutating func cancelForViews(touchesOf index: Int) {
        for id in order where recognizers(of: id).contains(index) { touches[id]!.cancelForViews() }
    }

    /// The touch's view is removed (TD-13): its view gets nothing more but a cancel, if it had heard
    /// of the touch and not yet of its end.
    mutating func cancelForViews(_ id: Int) {
        touches[id]?.cancelForViews()
    }

    /// TD-05, TD-07: queues the event's phase for the touch's view, as the touch is now; a began
    /// phase records the recognizers that hold it behind another touch's phases (GR-19).
    mutating func queueForView(touch id: Int, phase: TouchPhase, beganHeldBy: [Int]) {
        let event = eventNumber
        guard let queued = withTouch(id, { QueuedPhase(phase: phase, event: event, location: $0.point, previous: $0.previousPoint) }) else {
            return
        }
        touches[id]!.queueForView(queued, beganHeldBy: beganHeldBy)
    }

    /// GR-15, RC-09: the view of a touch cancelled for its views after the view began gets
    /// `touchesCancelled`, once; returns whether it does now.
    mutating func deliverCancellation(of id: Int) -> Bool {
        touches[id]?.deliverCancellation() ?? false
    }

    /// TD-05: the touch's oldest queued phase goes to its view; returns whether GR-18's follow-up
    /// `touchesMoved` is due (a withheld began phase, and the touch moved meanwhile).
    mutating func deliverNextPhase(of id: Int) -> Bool {
        touches[id]?.deliverNextPhase() ?? false
    }

    /// Forgets the touches that can no longer matter: lifted, with nothing withheld, and no
    /// undecided recognizer; then ends the event.
    mutating func endEvent(arena: GestureArena) {
        order.removeAll { id in
            // The recognizers of a lifted touch with nothing withheld; asked outside the table's
            // access, which then answers with the list alone instead of a copy of the touch. (A
            // closure, not `arena.isUndecided` unapplied, which copies the whole arena.)
            let recognizers = touches.withTouch(id) { touch in !touch.isDown && !touch.hasQueuedPhases ? touch.recognizers : nil }
            guard let recognizers = recognizers ?? nil, !recognizers.contains(where: { arena.isUndecided($0) }) else { return false }
            touches[id] = nil
            return true
        }
        eventTouches = []
    }
}

/// The last finished tap of a view: where the series began, when its last touch lifted, and its
/// count.
struct TapSeries {
    let start: Point
    let endedAt: Int
    let count: Int
}

/// `UITouch.tapCount` (TD-09, engine choice): a new touch continues a view's series when the
/// previous touch of the series ended, not cancelled, at most 350 ms before, on the same view, and
/// the new touch begins within 45 pt of the series' first touch.
extension TouchTable {
    /// Sets the tap count of a new touch and writes it.
    mutating func countTap(_ id: Int, on view: Int, at point: Point, timeline: inout Timeline) {
        var count = 1
        var start = point
        if let series = tapSeries[view], timeline.now - series.endedAt <= choices.tapSeries.maximumInterval,
            TouchGeometry.distance(point, series.start) <= choices.tapSeries.radius
        {
            count = series.count + 1
            start = series.start
        }
        touches[id]?.setTapCount(count, seriesStart: start)
        timeline.emit(.tapCount(touch: id, count: count), because: "TD-09")
    }

    /// Records the end of a touch: a lift continues or starts the view's series, a cancel ends it.
    mutating func finishTap(_ id: Int, on view: Int, cancelled: Bool, now: Int) {
        guard !cancelled else {
            tapSeries[view] = nil
            return
        }
        tapSeries[view] = withTouch(id) { TapSeries(start: $0.tapSeriesStart, endedAt: now, count: $0.tapCount) }
    }
}
