import Foundation

/// Work on positions `0..<count` shared among a fixed number of workers (one engine process each,
/// `run --jobs`): each worker takes the lowest position not yet taken, and the results are read
/// back in position order, so that what a caller builds from them is what a sequential run builds.
/// Reading can stop early (``cancel()``): no worker takes a new position after that.
final class OrderedWork<T: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private var next = 0
    private var cancelled = false
    private var running: Int
    private var slots: [T?]

    /// Starts `workers` threads, each calling `work(worker, position)` for the positions it takes.
    init(count: Int, workers: Int, _ work: @escaping @Sendable (_ worker: Int, _ position: Int) -> T) {
        self.count = count
        self.slots = [T?](repeating: nil, count: count)
        self.running = max(1, workers)
        for worker in 0..<max(1, workers) {
            Thread.detachNewThread { [self] in
                while let position = take() {
                    let value = work(worker, position)
                    condition.lock()
                    slots[position] = value
                    condition.broadcast()
                    condition.unlock()
                }
                condition.lock()
                running -= 1
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    private func take() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard !cancelled, next < count else { return nil }
        next += 1
        return next - 1
    }

    /// The result at `position`, waiting for it; nil when the work was cancelled before any worker
    /// took that position.
    func result(at position: Int) -> T? {
        condition.lock()
        defer { condition.unlock() }
        while slots[position] == nil {
            if cancelled && position >= next { return nil }
            condition.wait()
        }
        return slots[position]
    }

    /// No worker takes a new position; those taken are finished.
    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until every worker has stopped.
    func waitForWorkers() {
        condition.lock()
        defer { condition.unlock() }
        while running > 0 { condition.wait() }
    }
}
