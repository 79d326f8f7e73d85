import DispatchModel

/// A touch as a recognizer sees it: its id and where it is, in screen coordinates.
struct TouchSample: Equatable {
    let id: Int
    let point: Point
}

/// What a recognizer is told: touches in a phase, or one of its own timers firing.
enum RecognizerInput {
    case began([TouchSample])
    case moved([TouchSample])
    case ended([TouchSample])
    case cancelled([TouchSample])
    case timer(token: Int)
}

/// What a recognizer answers: the state it asks for, the timers it starts or stops, and the
/// touches it lets go of (`ignore(_:for:)`, GR-21).
struct RecognizerOutput {
    var wanted: GestureState?
    var startTimers: [(token: Int, delay: Int)] = []
    var stopTimers: [Int] = []
    var ignoredTouches: [Int] = []

    static let nothing = RecognizerOutput()

    static func want(_ state: GestureState) -> RecognizerOutput {
        RecognizerOutput(wanted: state)
    }
}

/// One built-in recognizer's own logic, as its UIKit subclass would implement `touchesBegan`…:
/// given an input and the recognizer's current state (which arbitration may have kept at
/// `possible`), it says which state it wants. It never changes the state itself; the engine does,
/// after arbitration (GA-*). `reset()` returns it to its initial condition (GR-22).
protocol RecognizerMachine {
    mutating func handle(_ input: RecognizerInput, state: GestureState, now: Int) -> RecognizerOutput
    mutating func reset()
    /// The values an action reads now (GR-26, GR-PAN-03, GR-PIN-01), in screen coordinates.
    func values() -> [(name: String, value: GestureValue)]
    /// Called right before the engine moves the recognizer from `possible` to `began`;
    /// `afterWaiting` says it began because a recognizer it required to fail has failed (GA-03).
    mutating func willBegin(afterWaiting: Bool)
}

extension RecognizerMachine {
    /// Most recognizers keep their values as they are when they begin.
    mutating func willBegin(afterWaiting: Bool) {}
}

/// Geometry the machines share.
enum TouchGeometry {
    static func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    static func centroid(_ points: [Point]) -> Point {
        guard !points.isEmpty else { return .zero }
        let count = Double(points.count)
        return Point(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
    }
}
