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
    /// Timers not yet run, from `head` on, sorted by (due, sequence); cancelled ones are skipped
    /// when reached. Popped timers stay below `head` until the array is compacted.
    private var pending: [Timer] = []
    private var head = 0
    private var cancelled: Set<Int> = []
    private var nextSequence = 0

    /// Schedules `payload` for `time` (never earlier than now); returns the timer's sequence
    /// number, which ``cancel(_:)`` takes.
    @discardableResult
    mutating func schedule(at time: Int, _ payload: Payload) -> Int {
        let timer = Timer(due: max(time, now), sequence: nextSequence, payload: payload)
        nextSequence += 1
        // Every earlier timer has a smaller sequence, so the place is after all due no later.
        var low = head
        var high = pending.count
        while low < high {
            let middle = (low + high) / 2
            if pending[middle].due <= timer.due { low = middle + 1 } else { high = middle }
        }
        pending.insert(timer, at: low)
        return timer.sequence
    }

    /// Cancels a timer that has not fired yet (the caller only cancels timers it knows to be
    /// pending).
    mutating func cancel(_ sequence: Int) {
        cancelled.insert(sequence)
    }

    /// The payloads not yet due, in the order they will come.
    var scheduled: [Payload] { pending[head...].filter { !cancelled.contains($0.sequence) }.map(\.payload) }

    /// The first timer due at or before `time`, removed, with the clock moved to its due time; nil
    /// when none is due by then.
    mutating func popDue(notAfter time: Int) -> Payload? {
        while head < pending.count, pending[head].due <= time {
            let first = pending[head]
            head += 1
            if head > 64 && head * 2 > pending.count {
                pending.removeFirst(head)
                head = 0
            }
            if cancelled.remove(first.sequence) != nil { continue }
            now = first.due
            return first.payload
        }
        return nil
    }

    /// Moves the time forward to `time`; every timer due by then must have been popped.
    mutating func advance(to time: Int) {
        precondition(time >= now, "virtual time never moves backwards (\(now) → \(time))")
        precondition(
            !pending[head...].contains { $0.due <= time && !cancelled.contains($0.sequence) }, "a timer due by \(time) was not run")
        now = time
    }
}
