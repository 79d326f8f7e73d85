import DispatchModel
import Foundation

/// `UIPinchGestureRecognizer` and `UIRotationGestureRecognizer` (GR-PIN-01): two touches; the
/// gesture begins once the distance (pinch) or the angle (rotation) between them has changed by
/// the hysteresis (engine choice); then every move is a change, and it ends when a finger lifts.
/// It fails when the fingers lift first, and ignores touches beyond two.
struct PinchRotationMachine: RecognizerMachine {
    /// It starts no timer.
    typealias Timer = NoTimer

    enum Measure {
        case distance
        case angle
    }

    let measure: Measure

    /// GR-PIN-01 (engine choice): the change of distance or angle at which it begins.
    let hysteresis: Double

    /// Where the gesture is (`Specs/RECOGNIZER-MACHINES.md`, "PinchRotationMachine"). The fingers
    /// are kept by touch id (``TouchPoints``).
    private enum State {
        /// No finger has come down since the reset (GR-22).
        case idle
        /// One finger down, and it has not begun; `measures` are those of an earlier pair, if two
        /// fingers were down before: a gesture waiting to begin (GA-03) reports its values
        /// against them.
        case oneFinger(TouchPoints, measures: Measures?)
        /// Two fingers down, and it has not begun: it begins once their distance or angle has
        /// changed by the hysteresis since `measures.initial` (GR-PIN-01).
        case twoFingers(TouchPoints, measures: Measures)
        /// It began: every move is a change, a lift ends it. It normally has two fingers; one
        /// that began after waiting (GA-03) may have one, and takes a second.
        case recognizing(TouchPoints, measures: Measures?)
        /// The fingers lifted before it began, or it was cancelled: it asked for `failed` or
        /// `cancelled`, and keeps the measures its last action reads.
        case finished(measures: Measures?)
    }

    /// The distance or angle when the pair came down, and the last one measured with both down:
    /// what `scale` or `rotation` reports (GR-PIN-01), also after a finger lifts.
    private struct Measures {
        let initial: Double
        var latest: Double
    }

    private var state = State.idle

    init(measure: Measure, limits: RecognizerLimits = .reference) {
        self.hysteresis = measure == .distance ? limits.pinchHysteresis : limits.rotationHysteresis
        self.measure = measure
    }

    /// The distance or angle between the two fingers, when there are two.
    private func measured(_ points: TouchPoints) -> Double? {
        let pair = points.points
        guard pair.count == 2 else { return nil }
        switch measure {
        case .distance: return TouchGeometry.distance(pair[0], pair[1])
        case .angle: return atan2(pair[1].y - pair[0].y, pair[1].x - pair[0].x)
        }
    }

    /// The measures of a pair that has just come down, started from where it is.
    private func fresh(_ points: TouchPoints) -> Measures? {
        measured(points).map { Measures(initial: $0, latest: $0) }
    }

    /// The measures with the latest distance or angle, if both fingers are down.
    private func updated(_ measures: Measures?, _ points: TouchPoints) -> Measures? {
        guard var measures, let value = measured(points) else { return measures }
        measures.latest = value
        return measures
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

    /// Takes fingers while fewer than two are down; returns the touches it ignores (GR-21).
    private static func take(_ touches: [TouchSample], into points: inout TouchPoints) -> [Int] {
        var ignored: [Int] = []
        for touch in touches {
            if points.count < 2 { points[touch.id] = touch.point } else { ignored.append(touch.id) }
        }
        return ignored
    }

    private mutating func began(_ touches: [TouchSample]) -> RecognizerOutput<Timer> {
        var points: TouchPoints
        switch state {
        case .idle: points = TouchPoints()
        case .oneFinger(let one, _): points = one
        // A third finger is ignored, but the starting measure is taken again from the pair.
        case .twoFingers(let two, _): points = two
        // GR-PIN-01: once begun, a touch beyond two is ignored and the start stays.
        case .recognizing(var fingers, let measures):
            let ignored = Self.take(touches, into: &fingers)
            state = .recognizing(fingers, measures: measures)
            return RecognizerOutput(ignoredTouches: ignored)
        case .finished:
            return .ignored(.decided)
        }
        let ignored = Self.take(touches, into: &points)
        if let measures = fresh(points) {
            state = .twoFingers(points, measures: measures)
        } else if !points.isEmpty {
            state = .oneFinger(points, measures: nil)
        } else {
            return .ignored(.cannotHappen)  // a touch-down has a touch
        }
        return RecognizerOutput(ignoredTouches: ignored)
    }

    private mutating func moved(_ touches: [TouchSample]) -> RecognizerOutput<Timer> {
        switch state {
        case .oneFinger(var points, let measures):
            Self.move(touches, in: &points)
            state = .oneFinger(points, measures: measures)
            return .nothing
        case .twoFingers(var points, var measures):
            Self.move(touches, in: &points)
            measures = updated(measures, points) ?? measures
            state = .twoFingers(points, measures: measures)
            // GR-PIN-01: it begins once the distance or angle changed by the hysteresis.
            return abs(measures.latest - measures.initial) >= hysteresis ? .want(.began) : .nothing
        // GR-PIN-01: once begun, every move is a change.
        case .recognizing(var points, let measures):
            Self.move(touches, in: &points)
            state = .recognizing(points, measures: updated(measures, points))
            return .want(.changed)
        case .idle:
            return .ignored(.cannotHappen)  // no finger is down
        case .finished:
            return .ignored(.decided)
        }
    }

    private static func move(_ touches: [TouchSample], in points: inout TouchPoints) {
        for touch in touches where points[touch.id] != nil { points[touch.id] = touch.point }
    }

    /// The fingers move to where they lift, then are gone; the measures last taken with both down.
    private func lift(_ touches: [TouchSample], from points: inout TouchPoints, _ measures: Measures?) -> Measures? {
        Self.move(touches, in: &points)
        let measures = updated(measures, points)
        for touch in touches { points[touch.id] = nil }
        return measures
    }

    private mutating func ended(_ touches: [TouchSample]) -> RecognizerOutput<Timer> {
        switch state {
        case .oneFinger(var points, let measures):
            let measures = lift(touches, from: &points, measures)
            guard points.isEmpty else {
                state = .oneFinger(points, measures: measures)
                return .nothing
            }
            // GR-PIN-01: the fingers lifted before it began.
            state = .finished(measures: measures)
            return .want(.failed)
        case .twoFingers(var points, let measures):
            let measures = lift(touches, from: &points, measures)
            switch points.count {
            case 0:
                state = .finished(measures: measures)
                return .want(.failed)
            case 1:
                // The starting measure stays: a second finger coming down measures it anew, and a
                // gesture still waiting to begin (GA-03) reports its values against it.
                state = .oneFinger(points, measures: measures)
                return .nothing
            default:
                return .ignored(.cannotHappen)  // it was given the end of a touch it does not hold
            }
        // GR-PIN-01: it ends when a finger lifts; a finger still down can yet be cancelled in the
        // same event.
        case .recognizing(var points, let measures):
            let measures = lift(touches, from: &points, measures)
            state = points.isEmpty ? .finished(measures: measures) : .recognizing(points, measures: measures)
            return .want(.ended)
        case .idle:
            return .ignored(.cannotHappen)  // no finger is down
        case .finished:
            return .ignored(.decided)
        }
    }

    private mutating func cancelled() -> RecognizerOutput<Timer> {
        switch state {
        case .oneFinger(_, let measures):
            state = .finished(measures: measures)
            return .want(.failed)
        case .twoFingers(_, let measures):
            state = .finished(measures: measures)
            return .want(.failed)
        case .recognizing(_, let measures):
            state = .finished(measures: measures)
            return .want(.cancelled)
        case .idle:
            return .ignored(.cannotHappen)  // no finger is down
        case .finished:
            return .ignored(.decided)
        }
    }

    mutating func willBegin(afterWaiting: Bool) {
        switch state {
        case .twoFingers(let points, let measures):
            state = .recognizing(points, measures: measures)
        // After asking to begin, it may have lost a finger while waiting (GA-03).
        case .oneFinger(let points, let measures):
            state = .recognizing(points, measures: measures)
        // A pinch that asked to begin and waited (GA-03) may lose its fingers in the very event in
        // which the recognizer it waited for fails first: the arena begins it, then makes its
        // failure a cancel (GR-05). Nothing changes here: it has decided.
        case .finished:
            break
        case .idle, .recognizing:
            break  // cannot happen: only a pinch with fingers down asks to begin
        }
    }

    mutating func reset() {
        state = .idle
    }

    /// GR-PIN-01: the scale relative to the starting distance, or the rotation in radians since
    /// the start.
    func values() -> [(name: String, value: GestureValue)] {
        let measures: Measures?
        switch state {
        case .idle: measures = nil
        case .oneFinger(_, let kept), .recognizing(_, let kept), .finished(let kept): measures = kept
        case .twoFingers(_, let kept): measures = kept
        }
        guard let measures else { return [] }
        switch measure {
        case .distance: return [("scale", .number(measures.initial == 0 ? 1 : measures.latest / measures.initial))]
        case .angle: return [("rotation", .number(measures.latest - measures.initial))]
        }
    }
}
