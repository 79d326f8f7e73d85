/// Virtual time for one run, in integer milliseconds, in the manner of swift-nio's
/// `EmbeddedEventLoop`: nothing happens by itself; ``advance(to:)`` moves time forward and runs
/// the work that became due, in time order, and work due at the same instant in the order it was
/// scheduled. Time never moves backwards.
struct VirtualClock {
    /// A piece of scheduled work.
    struct Timer {
        let due: Int
        let sequence: Int
        let name: String
        let work: (inout VirtualClock) -> Void
    }

    /// The current virtual time.
    private(set) var now = 0
    private var pending: [Timer] = []
    private var nextSequence = 0

    /// Schedules `work` to run at `time` (not before now); returns its sequence number, which
    /// ``cancel(_:)`` takes.
    @discardableResult
    mutating func schedule(at time: Int, name: String, _ work: @escaping (inout VirtualClock) -> Void) -> Int {
        let timer = Timer(due: max(time, now), sequence: nextSequence, name: name, work: work)
        nextSequence += 1
        pending.append(timer)
        return timer.sequence
    }

    /// Removes a scheduled timer that has not run yet.
    mutating func cancel(_ sequence: Int) {
        pending.removeAll { $0.sequence == sequence }
    }

    /// The names of the timers not yet run, in the order they will run.
    var scheduledNames: [String] { ordered(pending).map(\.name) }

    /// Runs every timer due at or before `time`, in order, then sets the time to `time`. Work run
    /// here may schedule more work; what becomes due by `time` runs in the same call.
    mutating func advance(to time: Int) {
        precondition(time >= now, "virtual time never moves backwards (\(now) → \(time))")
        while let next = ordered(pending).first, next.due <= time {
            pending.removeAll { $0.sequence == next.sequence }
            now = next.due
            next.work(&self)
        }
        now = time
    }

    private func ordered(_ timers: [Timer]) -> [Timer] {
        timers.sorted { ($0.due, $0.sequence) < ($1.due, $1.sequence) }
    }
}
