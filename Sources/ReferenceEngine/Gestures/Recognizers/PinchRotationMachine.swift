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

    /// The two fingers, by touch id (``TouchPoints``).
    private var points = TouchPoints()
    private var initial: Double?
    /// The last distance or angle measured with both fingers down: what `scale`/`rotation` still
    /// report after a finger lifts.
    private var latest: Double?

    /// GR-PIN-01 (engine choice): the change of distance or angle at which it begins.
    let hysteresis: Double

    init(measure: Measure, limits: RecognizerLimits = .reference) {
        self.hysteresis = measure == .distance ? limits.pinchHysteresis : limits.rotationHysteresis
        self.measure = measure
    }

    private mutating func current() -> Double? {
        let pair = points.points
        guard pair.count == 2 else { return nil }
        let value: Double =
            switch measure {
            case .distance: TouchGeometry.distance(pair[0], pair[1])
            case .angle: atan2(pair[1].y - pair[0].y, pair[1].x - pair[0].x)
            }
        latest = value
        return value
    }

    mutating func handle(_ input: RecognizerInput<Timer>, state: GestureState, now: Int) -> RecognizerOutput<Timer> {
        switch input {
        case .began(let touches):
            var ignored: [Int] = []
            for touch in touches {
                if points.count < 2 { points[touch.id] = touch.point } else { ignored.append(touch.id) }
            }
            if state == .possible { initial = current() }
            return RecognizerOutput<Timer>(ignoredTouches: ignored)
        case .moved(let touches):
            for touch in touches where points[touch.id] != nil { points[touch.id] = touch.point }
            let value = current()
            if state.isActive { return .want(.changed) }
            guard state == .possible, let initial, let value else { return .nothing }
            return abs(value - initial) >= hysteresis ? .want(.began) : .nothing
        case .ended(let touches):
            for touch in touches where points[touch.id] != nil { points[touch.id] = touch.point }
            _ = current()
            for touch in touches { points[touch.id] = nil }
            if state.isActive { return .want(.ended) }
            if points.isEmpty { return .want(.failed) }
            // The starting measure stays: a second finger coming down measures it anew, and a
            // gesture still waiting to begin (GA-03) reports its values against it.
            return .nothing
        case .cancelled:
            return .want(state.isActive ? .cancelled : .failed)
        case .timer:
            return .nothing
        }
    }

    mutating func reset() {
        points = TouchPoints()
        initial = nil
        latest = nil
    }

    /// GR-PIN-01: the scale relative to the starting distance, or the rotation in radians since
    /// the start.
    func values() -> [(name: String, value: GestureValue)] {
        guard let initial, let value = latest else { return [] }
        switch measure {
        case .distance: return [("scale", .number(initial == 0 ? 1 : value / initial))]
        case .angle: return [("rotation", .number(value - initial))]
        }
    }
}
