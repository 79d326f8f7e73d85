import DispatchModel

/// Touches to recognizers: which recognizers a new touch gets (GR-09, GR-11, GR-23), and the
/// delivery step of the gesture phase (GR-14).
extension DispatchSession {
    /// Binds a new touch to its view and to the recognizers of that view and its superviews up to
    /// the window — deepest view first, one view's in the order added (GR-14, GA-13) — that are
    /// enabled, not in a final state, and whose delegate accepts the touch.
    mutating func beginTouch(id: Int, view: Int?, at point: Point, type: TouchType = .direct) {
        var attached: [Int] = []
        if let view {
            let order = choices.recognizerOrder
            let ancestry = tree.ancestry(of: view)
            for node in order.views == .deepestFirst ? ancestry : ancestry.reversed() {
                let own = recognizersOfView[node] ?? []
                for index in order.onOneView == .addedOrder ? own : own.reversed() where accepts(index, touchIn: view, type: type) {
                    attached.append(index)
                    recognizers[index].touchType = recognizers[index].touchType ?? type
                    recognizers[index].touches.append(id)
                    recognizers[index].participating = true
                }
            }
        }
        touches[id] = TouchRuntime(id: id, view: view, recognizers: attached, point: point, previousPoint: point)
        touches[id]!.type = type
        if let view {
            touches[id]!.withheldFromViews = isWithheldAsFurtherTouch(newTouchOn: view) || isWithheldByExclusiveTouch(newTouchOn: view)
        }
        touchOrder.append(id)
    }

    /// Whether a new touch of `type` on `view` goes to the recognizer: it is enabled and not
    /// finished, allows the type (TD-17), has no touch of another type when it requires one type
    /// (GR-27), and its delegate accepts the touch (GR-09).
    private func accepts(_ index: Int, touchIn view: Int, type: TouchType) -> Bool {
        let recognizer = recognizers[index]
        guard recognizer.enabled, !recognizer.state.isFinal, recognizer.spec.allowedTouchTypes.contains(type) else { return false }
        if recognizer.spec.requiresExclusiveTouchType, let held = recognizer.touchType, held != type { return false }
        switch recognizer.spec.delegate?.shouldReceiveTouch ?? .always(true) {
        case .always(let answer):
            return answer
        case .exceptInside(let ids):
            let excluded = Set(ids.compactMap { tree.indexOfID[$0] })
            return excluded.isDisjoint(with: tree.ancestry(of: view))
        }
    }

    /// The gesture phase of a touch event: every recognizer still receiving some of the event's
    /// touches gets them (delivery), then the transitions they asked for are made (resolution).
    /// Recognizers are taken in the order of the event's touches, each touch's in GR-14 order; a
    /// recognizer gets one call per phase, began, moved, ended, cancelled (engine choice, TD-05).
    mutating func sendToRecognizers(_ changes: [TouchChange]) {
        // Most events change one touch: its recognizers, in its order, get its one phase.
        let single = changes.count == 1
        var order: [Int] = []
        if single {
            order = touches[changes[0].id]?.recognizers ?? []
        } else {
            var seen: Set<Int> = []
            for change in changes {
                for index in touches[change.id]?.recognizers ?? [] where seen.insert(index).inserted { order.append(index) }
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
                if recording {
                    emit(.recognizerTouches(recognizer: recognizers[index].spec.id, phase: phase, touches: ids), because: "GR-14")
                }
                let input: RecognizerInput =
                    switch phase {
                    case .began: .began(samples)
                    case .moved: .moved(samples)
                    case .ended: .ended(samples)
                    case .cancelled: .cancelled(samples)
                    }
                let output = recognizers[index].machine.handle(input, state: state, now: clock.now)
                apply(output, of: index)
                if let wanted = output.wanted {
                    if !single { requests.removeAll { $0.0 == index } }
                    requests.append((index, wanted))
                }
            }
        }
        resolve(requests)
        for change in changes where change.phase == .ended || change.phase == .cancelled {
            for index in touches[change.id]?.recognizers ?? [] { recognizers[index].touches.removeAll { $0 == change.id } }
        }
    }

    /// Starts and stops a recognizer's timers and lets go of the touches it ignores.
    mutating func apply(_ output: RecognizerOutput, of index: Int) {
        for token in output.stopTimers {
            if let sequence = recognizers[index].timers.removeValue(forKey: token) { clock.cancel(sequence) }
        }
        for (token, delay) in output.startTimers {
            if let sequence = recognizers[index].timers[token] { clock.cancel(sequence) }
            recognizers[index].timers[token] = clock.schedule(at: clock.now.saturatingAdding(delay), .recognizer(index, token: token))
        }
        for touch in output.ignoredTouches { detach(index, from: touch) }
    }

    /// The recognizer stops receiving the touch, and no longer holds or cancels it (GR-21).
    mutating func detach(_ index: Int, from touch: Int) {
        recognizers[index].touches.removeAll { $0 == touch }
        touches[touch]?.recognizers.removeAll { $0 == index }
    }

    /// Returns a recognizer to `possible`, silently, forgetting its touches (GR-22); the caller
    /// may take the recognizer off the touches' lists itself, for many recognizers at once.
    mutating func reset(_ index: Int, detachingTouches: Bool = true) {
        for sequence in recognizers[index].timers.values { clock.cancel(sequence) }
        recognizers[index].timers = [:]
        recognizers[index].state = .possible
        recognizers[index].machine.reset()
        recognizers[index].pending = nil
        recognizers[index].participating = false
        recognizers[index].touches = []
        recognizers[index].touchType = nil
        if detachingTouches {
            for id in touchOrder { touches[id]?.recognizers.removeAll { $0 == index } }
        }
    }
}
