import Foundation

/// A request to stop a run where it is (Ctrl-C): the fixtures not yet reached get no result, the
/// one being run when it came is left out, and the run has a problem saying so, so that its report
/// and files can still be written and it cannot pass.
public final class RunCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var reason: String?

    /// Creates a cancellation that has not been requested.
    public init() {}

    /// Asks the run to stop, saying why (`interrupted by SIGINT`); the first reason is kept.
    public func cancel(_ reason: String) {
        lock.lock()
        defer { lock.unlock() }
        if self.reason == nil { self.reason = reason }
    }

    /// Why the run was asked to stop, or nil while it was not.
    public var cancellationReason: String? {
        lock.lock()
        defer { lock.unlock() }
        return reason
    }
}
