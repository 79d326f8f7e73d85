import Foundation

/// `transform` of every position `0..<count` on all cores, gathered in position order, so that
/// what a caller builds from the results never depends on which thread finished first.
///
/// Used where the work per position is independent and pure: decoding the corpus's files, and
/// playing fuzz cases.
package enum OrderedConcurrentMap {
    /// The results of `transform(0)`, `transform(1)`, …, in that order; on one thread when
    /// `parallel` is false or there is at most one position.
    package static func map<T: Sendable>(count: Int, parallel: Bool = true, _ transform: @Sendable (Int) -> T) -> [T] {
        guard parallel, count > 1 else { return (0..<count).map(transform) }
        let slots = Slots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { position in
            slots.set(position, transform(position))
        }
        return slots.values
    }
}

/// Results written from several threads, one slot each.
private final class Slots<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [T?]

    init(count: Int) {
        storage = [T?](repeating: nil, count: count)
    }

    func set(_ position: Int, _ value: T) {
        lock.lock()
        storage[position] = value
        lock.unlock()
    }

    var values: [T] {
        lock.lock()
        defer { lock.unlock() }
        return storage.map { $0! }
    }
}
