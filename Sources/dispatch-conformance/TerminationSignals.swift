import DispatchHarness
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C (SIGINT), SIGTERM and SIGHUP end the command as they would anyway, but first kill the
/// process group of every engine it started, so that no engine outlives an interrupted run.
///
/// During `run` (``interruptibleRun()``), the first of them stops the run instead: the engines are
/// killed, the run ends where it is, its report and the files asked for are written with the
/// results so far, and the command then dies of the signal (``endInterruptedRun()``). A second
/// signal ends it at once.
enum TerminationSignals {
    /// The signals handled.
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// The dispatch sources, kept for the life of the process.
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// The run a signal stops, and the signal that stopped it.
    private static let interruption = Interruption()

    /// Installs the handlers. The signals are delivered on a dispatch queue rather than in a
    /// signal handler, where taking a lock is not allowed; the engines started later get the
    /// default actions back (`EngineProcess` resets them when it spawns).
    static func install() {
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                // The run is cancelled before its engines are killed: the other way round, the
                // runner could see its engine die before it saw the cancellation, and report the
                // fixture in flight as the engine's error instead of one that got no result.
                let run = interruption.interrupt(by: number)
                run?.cancel("interrupted by \(name(of: number))")
                OutOfProcessEngine.killAllEngineProcesses()
                if run == nil { die(of: number) }
            }
            source.resume()
            sources.append(source)
        }
    }

    /// A cancellation that the next signal requests instead of ending the command.
    static func interruptibleRun() -> RunCancellation {
        interruption.begin()
    }

    /// Ends the interruptible run: when a signal stopped it, the command dies of that signal now.
    static func endInterruptedRun() {
        if let number = interruption.end() { die(of: number) }
    }

    /// `SIGINT`, `SIGTERM` or `SIGHUP`.
    static func name(of number: Int32) -> String {
        switch number {
        case SIGINT: "SIGINT (Ctrl-C)"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        default: "signal \(number)"
        }
    }

    /// Dies of the signal, as it would have without the handler: default action, unblocked on this
    /// thread (dispatch's threads block signals), raised here.
    private static func die(of number: Int32) -> Never {
        OutOfProcessEngine.killAllEngineProcesses()
        fflush(nil)
        signal(number, SIG_DFL)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, number)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        raise(number)
        _exit(128 + number)
    }
}

/// The run a signal stops (at most one), and the signal that did.
private final class Interruption: @unchecked Sendable {
    private let lock = NSLock()
    private var run: RunCancellation?
    private var signal: Int32?

    func begin() -> RunCancellation {
        lock.lock()
        defer { lock.unlock() }
        let cancellation = RunCancellation()
        run = cancellation
        return cancellation
    }

    /// The run to stop, the first time; nil when there is none or it was already stopped.
    func interrupt(by number: Int32) -> RunCancellation? {
        lock.lock()
        defer { lock.unlock() }
        guard let run, signal == nil else { return nil }
        signal = number
        return run
    }

    /// Forgets the run; the signal that stopped it, if one did.
    func end() -> Int32? {
        lock.lock()
        defer { lock.unlock() }
        run = nil
        return signal
    }
}
