/// Virtual time for one run, in integer milliseconds, in the manner of swift-nio's
/// `EmbeddedEventLoop`: nothing happens by itself. Timers carry a payload saying what is due;
/// ``popDue(notAfter:)`` hands them out in time order — those due at the same instant in the order
/// they were scheduled — and moves the time to each one. Time never moves backwards.
struct VirtualClock<Payload> {
    /// A scheduled payload.
    struct Timer {
        let due: Int
        let sequence: Int
        let payload: Payload
    }

    /// The current virtual time.
    private(set) var now = 0
    private var pending: [Timer] = []
    private var nextSequence = 0

    /// Schedules `payload` for `time` (never earlier than now); returns the timer's sequence
    /// number, which ``cancel(_:)`` takes.
    @discardableResult
    mutating func schedule(at time: Int, _ payload: Payload) -> Int {
        let timer = Timer(due: max(time, now), sequence: nextSequence, payload: payload)
        nextSequence += 1
        let index = pending.firstIndex { ($0.due, $0.sequence) > (timer.due, timer.sequence) } ?? pending.count
        pending.insert(timer, at: index)
        return timer.sequence
    }

    /// Removes a timer that has not fired yet; removing one that fired or never existed does nothing.
    mutating func cancel(_ sequence: Int) {
        pending.removeAll { $0.sequence == sequence }
    }

    /// The payloads not yet due, in the order they will come.
    var scheduled: [Payload] { pending.map(\.payload) }

    /// The first timer due at or before `time`, removed, with the clock moved to its due time; nil
    /// when none is due by then.
    mutating func popDue(notAfter time: Int) -> Payload? {
        guard let first = pending.first, first.due <= time else { return nil }
        pending.removeFirst()
        now = first.due
        return first.payload
    }

    /// Moves the time forward to `time`; every timer due by then must have been popped.
    mutating func advance(to time: Int) {
        precondition(time >= now, "virtual time never moves backwards (\(now) → \(time))")
        precondition(pending.first.map { $0.due > time } ?? true, "a timer due by \(time) was not run")
        now = time
    }
}
