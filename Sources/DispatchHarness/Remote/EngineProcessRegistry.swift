import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The engine processes this process has started and not yet reaped, so that an interrupted run
/// (Ctrl-C, SIGTERM) can kill their process groups instead of leaving engines running.
///
/// A process leaves the registry in the same step that kills its group, before it is reaped, so
/// ``killAll()`` never signals an id the system may have given to another process.
final class EngineProcessRegistry: @unchecked Sendable {
    /// The registry of this process.
    static let shared = EngineProcessRegistry()

    private let lock = NSLock()
    private var live: Set<pid_t> = []

    /// Records a started process (the leader of its group).
    func add(_ processID: pid_t) {
        lock.lock()
        defer { lock.unlock() }
        live.insert(processID)
    }

    /// Kills the process group of `processID` and forgets it.
    func killAndRemove(_ processID: pid_t) {
        lock.lock()
        defer { lock.unlock() }
        kill(-processID, SIGKILL)
        live.remove(processID)
    }

    /// Kills the process group of every engine still registered; they stay registered, so that
    /// their owners still reap them.
    func killAll() {
        lock.lock()
        defer { lock.unlock() }
        for processID in live { kill(-processID, SIGKILL) }
    }
}
