import DispatchModel

/// The delivery step of the gesture phase (GR-14), a recognizer's timers and touches (GR-21),
/// `isEnabled` (GR-12), and the resets that end every event (GR-22).
extension GestureArena {
    /// The gesture phase of a touch event: every recognizer still receiving some of the event's
    /// touches gets them (delivery), then the transitions they asked for are made (resolution).
    /// Recognizers are taken in the order of the event's touches, each touch's in GR-14 order; a
    /// recognizer gets one call per phase, began, moved, ended, cancelled (engine choice, TD-05).
    mutating func deliver(_ changes: [TouchChange], table: inout TouchTable, tree: ViewTree, timeline: inout Timeline) {
        // Most events change one touch: its recognizers, in its order, get its one phase.
        let single = changes.count == 1
        var order: [Int] = []
        if single {
            order = table.recognizers(of: changes[0].id)
        } else {
            var seen: Set<Int> = []
            for change in changes {
                for index in table.recognizers(of: change.id) where seen.insert(index).inserted { order.append(index) }
            }
        }
        var requests: [(Int, GestureState)] = []
        let phases = single ? [changes[0].phase] : TouchPhase.allCases
        let singleIDs = single ? [changes[0].id] : []
        let singleSamples = single ? [TouchSample(id: changes[0].id, point: changes[0].point)] : []
        for index in order {
            for phase in phases {
                let state = recognizers[index].state
                guard recognizers[index].enabled, state == .possible || state.isActive else { continue }
                let ids: [Int]
                let samples: [TouchSample]
                if single {
                    guard recognizers[index].touches.contains(changes[0].id) else { continue }
                    (ids, samples) = (singleIDs, singleSamples)
                } else {
                    let mine = changes.filter { $0.phase == phase && recognizers[index].touches.contains($0.id) }
                    guard !mine.isEmpty else { continue }
                    (ids, samples) = (mine.map(\.id).sorted(), mine.map { TouchSample(id: $0.id, point: $0.point) })
                }
                if timeline.recording {
                    timeline.emitRecognizerTouches(recognizer: index, phase: phase, touches: ids, because: "GR-14")
                }
                let input: RecognizerInput<RecognizerTimer> =
                    switch phase {
                    case .began: .began(samples)
                    case .moved: .moved(samples)
                    case .ended: .ended(samples)
                    case .cancelled: .cancelled(samples)
                    }
                let output = report(of: index, on: input, now: timeline.now)
                apply(output, of: index, table: &table, timeline: &timeline)
                if let wanted = output.wanted {
                    if !single { requests.removeAll { $0.0 == index } }
                    requests.append((index, wanted))
                }
            }
        }
        resolve(requests, table: &table, tree: tree, timeline: &timeline)
        for change in changes where change.phase == .ended || change.phase == .cancelled {
            for index in table.recognizers(of: change.id) { removeTouch(change.id, from: index) }
        }
    }

    /// A recognizer's timer fires: its reaction, arbitrated like any request.
    mutating func fire(_ index: Int, timer: RecognizerTimer, table: inout TouchTable, tree: ViewTree, timeline: inout Timeline) {
        timerFired(timer, of: index)
        guard recognizers[index].enabled, recognizers[index].state == .possible || recognizers[index].state.isActive else { return }
        let output = report(of: index, on: .timer(timer), now: timeline.now)
        apply(output, of: index, table: &table, timeline: &timeline)
        if let wanted = output.wanted { resolve([(index, wanted)], table: &table, tree: tree, timeline: &timeline) }
    }

    /// Starts and stops a recognizer's timers and lets go of the touches it ignores.
    mutating func apply(_ output: RecognizerOutput<RecognizerTimer>, of index: Int, table: inout TouchTable, timeline: inout Timeline) {
        for timer in output.stopTimers { stopTimer(timer, of: index, timeline: &timeline) }
        for (timer, delay) in output.startTimers { startTimer(timer, after: delay, of: index, timeline: &timeline) }
        for touch in output.ignoredTouches { detach(index, from: touch, table: &table) }
    }

    /// The app sets `isEnabled` (GR-12): disabling an active recognizer cancels it (with a last
    /// action); a disabled recognizer lets go of its touches. Enabling affects later touches only.
    mutating func setEnabled(_ index: Int, _ enabled: Bool, table: inout TouchTable, tree: ViewTree, timeline: inout Timeline) {
        setIsEnabled(enabled, index)
        guard !enabled else { return }
        if recognizers[index].state.isActive {
            transition(index, to: .cancelled, tree: tree, timeline: &timeline)
            sendActions(index, timeline: &timeline)
        }
        for touch in recognizers[index].touches { detach(index, from: touch, table: &table) }
        if recognizers[index].state == .possible { reset(index, table: &table, timeline: &timeline) }
    }

    /// TD-13, the alternative of engine choice `TD-13/recognizers-of-a-removed-view`: the
    /// recognizers attached to views that leave the hierarchy stop as if disabled (GR-12): an
    /// active one is cancelled with a last action, and each lets go of its touches and is reset,
    /// its timers with it.
    mutating func stopRecognizers(onViews views: Set<Int>, table: inout TouchTable, tree: ViewTree, timeline: inout Timeline) {
        for index in recognizers.indices where views.contains(recognizers[index].view) && recognizers[index].participating {
            if recognizers[index].state.isActive {
                transition(index, to: .cancelled, tree: tree, timeline: &timeline)
                sendActions(index, timeline: &timeline)
            }
            for touch in recognizers[index].touches { detach(index, from: touch, table: &table) }
            reset(index, table: &table, timeline: &timeline)
        }
    }

    /// The recognizer stops receiving the touch, and no longer holds or cancels it (GR-21).
    mutating func detach(_ index: Int, from touch: Int, table: inout TouchTable) {
        removeTouch(touch, from: index)
        table.removeRecognizer(index, from: touch)
    }

    /// Returns a recognizer to `possible`, silently, forgetting its touches (GR-22).
    mutating func reset(_ index: Int, table: inout TouchTable, timeline: inout Timeline) {
        forget(index, timeline: &timeline)
        table.removeRecognizers { $0 == index }
    }

    /// The resets that end every event (GR-22): recognizers that ended, were cancelled, or failed
    /// and hold no touch, and those that took part but hold nothing any more. Returns whether any
    /// was reset (their touches' phases may then be released).
    mutating func resetFinished(table: inout TouchTable, timeline: inout Timeline) -> Bool {
        var resetting: Set<Int> = []
        for index in recognizers.indices {
            switch recognizers[index].state {
            case .ended, .cancelled: resetting.insert(index)
            // GR-23: a failed recognizer stays out until every touch it had has ended.
            case .failed where recognizers[index].touches.isEmpty: resetting.insert(index)
            case .possible
            where recognizers[index].participating && recognizers[index].touches.isEmpty && recognizers[index].timers.isEmpty
                && recognizers[index].pending == nil:
                resetting.insert(index)
            // Still recognizing, failed with a touch still down (GR-23), or possible and either
            // not taking part or still holding a touch, a timer or a waiting request: not yet.
            case .began, .changed, .failed, .possible: break
            }
        }
        guard !resetting.isEmpty else { return false }
        for index in resetting.sorted() { forget(index, timeline: &timeline) }
        table.removeRecognizers { resetting.contains($0) }
        return true
    }
}
