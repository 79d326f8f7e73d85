import Foundation

/// One value per worker of a shared pass (the last position or fixture each engine process
/// answered), read and replaced under a lock because workers run on several threads.
final class WorkerSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value?]

    /// `count` empty slots.
    init(count: Int) { values = [Value?](repeating: nil, count: count) }

    /// The value of `worker`'s slot, replaced by `value`.
    func swap(_ worker: Int, _ value: Value) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        let last = values[worker]
        values[worker] = value
        return last
    }

    /// The value of `worker`'s slot.
    func value(of worker: Int) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return values[worker]
    }

    /// Empties `worker`'s slot.
    func clear(_ worker: Int) {
        lock.lock()
        values[worker] = nil
        lock.unlock()
    }
}
