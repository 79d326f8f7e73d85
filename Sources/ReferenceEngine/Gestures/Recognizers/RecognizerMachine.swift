import DispatchModel

/// A touch as a recognizer sees it: its id and where it is, in screen coordinates.
struct TouchSample: Equatable {
    let id: Int
    let point: Point
}

/// What a recognizer is told: touches in a phase, or one of its own timers firing.
enum RecognizerInput<Timer> {
    case began([TouchSample])
    case moved([TouchSample])
    case ended([TouchSample])
    case cancelled([TouchSample])
    case timer(Timer)
}

/// What a recognizer answers: the state it asks for, the timers it starts or stops, and the
/// touches it lets go of (`ignore(_:for:)`, GR-21). An input its state does not act on is answered
/// with ``ignored(_:)``, which asks for nothing and says why.
struct RecognizerOutput<Timer> {
    var wanted: GestureState?
    var startTimers: [(timer: Timer, delay: Int)] = []
    var stopTimers: [Timer] = []
    var ignoredTouches: [Int] = []
    /// Why the input changed nothing, when the machine's state says it cannot act on it.
    var ignored: IgnoredInput?

    static var nothing: RecognizerOutput { RecognizerOutput() }

    static func want(_ state: GestureState) -> RecognizerOutput {
        RecognizerOutput(wanted: state)
    }

    static func ignored(_ reason: IgnoredInput) -> RecognizerOutput {
        RecognizerOutput(ignored: reason)
    }

    /// The same answer with the timers told apart by `key` (what the arena keeps them by).
    func mapTimers<Key>(_ key: (Timer) -> Key) -> RecognizerOutput<Key> {
        RecognizerOutput<Key>(
            wanted: wanted, startTimers: startTimers.map { (key($0.timer), $0.delay) }, stopTimers: stopTimers.map(key),
            ignoredTouches: ignoredTouches, ignored: ignored)
    }
}

/// Why a machine's state does not act on an input. Both answers ask for nothing.
enum IgnoredInput: Equatable {
    /// The machine has decided (it recognized or failed): it waits for the arena to make the
    /// transition final and reset it (GR-22), and nothing it is told changes its answer.
    case decided
    /// The input cannot reach the machine in this state: the arena gives a recognizer every phase
    /// of a touch from its `began` on (GR-14) and fires only the timers it started and has not
    /// stopped, so, for example, a move with no finger down or a timer already stopped is never
    /// delivered. Such a case is named rather than left to a `default`.
    case cannotHappen
}

/// A machine's timers: each machine names its own (`TapMachine.Timer.tooSlow`, …), and the arena
/// keeps them by their ``RecognizerTimer``, from which the machine gets its own back.
protocol MachineTimer: Hashable, CaseIterable {
    /// The arena's key for the timer.
    var key: RecognizerTimer { get }
    /// The machine's timer of a key; nil for another machine's.
    init?(key: RecognizerTimer)
}

/// A recognizer's timer as the arena keeps and schedules it: the machine's own timer, tagged with
/// its kind of machine. Only machines with timers have a case.
enum RecognizerTimer: Hashable {
    case tap(TapMachine.Timer)
    case longPress(LongPressMachine.Timer)
    case contentTouchDelay(ContentTouchDelayMachine.Timer)
}

/// The timers of a machine that starts none: no value exists, so a `.timer` input cannot be built.
enum NoTimer: MachineTimer {
    var key: RecognizerTimer { switch self {} }
    init?(key: RecognizerTimer) { return nil }
}

/// One built-in recognizer's own logic, as its UIKit subclass would implement `touchesBegan`…:
/// given an input, it says which state it wants. It never changes the recognizer's state itself;
/// the engine does, after arbitration (GA-*), which may keep it `possible` while it waits (GA-03).
/// Each machine keeps its own progress in one private `State` enum, whose cases carry the data
/// valid in them, and switches over its state and the input with no `default`: an input a state
/// cannot receive is a named case answered with ``RecognizerOutput/ignored(_:)``. The arena calls
/// it only while the recognizer is `possible`, `began` or `changed`; ``willBegin(afterWaiting:)``
/// tells it when it begins. `Specs/RECOGNIZER-MACHINES.md` draws each machine.
/// `reset()` returns it to its initial state (GR-22).
protocol RecognizerMachine {
    /// The timers it starts, by name.
    associatedtype Timer: MachineTimer
    mutating func handle(_ input: RecognizerInput<Timer>, now: Int) -> RecognizerOutput<Timer>
    /// ``handle(_:now:)`` with the arena's timer keys. A requirement, not only an extension
    /// method, so that each machine's conformance carries a witness specialized for its own
    /// `Timer`: called through `any RecognizerMachine`, an extension method would be run
    /// unspecialized, instantiating the generic input and output types at run time on every call.
    mutating func handle(keyed input: RecognizerInput<RecognizerTimer>, now: Int) -> RecognizerOutput<RecognizerTimer>
    mutating func reset()
    /// The values an action reads now (GR-26, GR-PAN-03, GR-PIN-01), in screen coordinates.
    func values() -> [(name: String, value: GestureValue)]
    /// Called right before the engine moves the recognizer from `possible` to `began`, and only
    /// then; `afterWaiting` says it began because a recognizer it required to fail has failed
    /// (GA-03). That can happen in the very event in which the machine has since decided to
    /// fail: the arena then begins it and makes its failure a cancel (GR-05). A discrete
    /// recognizer never begins (GR-02).
    mutating func willBegin(afterWaiting: Bool)
}

extension RecognizerMachine {
    /// ``handle(_:now:)`` with the timers as the arena keeps them (``RecognizerTimer``): what the
    /// arena calls, since it holds every machine as `any RecognizerMachine`.
    mutating func handle(keyed input: RecognizerInput<RecognizerTimer>, now: Int) -> RecognizerOutput<RecognizerTimer> {
        let own: RecognizerInput<Timer>
        switch input {
        case .began(let touches): own = .began(touches)
        case .moved(let touches): own = .moved(touches)
        case .ended(let touches): own = .ended(touches)
        case .cancelled(let touches): own = .cancelled(touches)
        case .timer(let key):
            // The arena fires a recognizer's timers only as the keys its machine gave them.
            guard let timer = Timer(key: key) else { preconditionFailure("\(key) is not a timer of \(Self.self)") }
            own = .timer(timer)
        }
        return handle(own, now: now).mapTimers { $0.key }
    }
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
