import DispatchHarness
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C (SIGINT), SIGTERM and SIGHUP end the command as they would anyway, but first kill the
/// process group of every engine it started, so that no engine outlives an interrupted run.
enum TerminationSignals {
    /// The signals handled.
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// The dispatch sources, kept for the life of the process.
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// Installs the handlers. The signals are delivered on a dispatch queue rather than in a
    /// signal handler, where taking a lock is not allowed; the engines started later get the
    /// default actions back (`EngineProcess` resets them when it spawns).
    static func install() {
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                OutOfProcessEngine.killAllEngineProcesses()
                // Dies of the signal, as it would have without the handler: default action,
                // unblocked on this thread (dispatch's threads block signals), raised here.
                signal(number, SIG_DFL)
                var unblocked = sigset_t()
                sigemptyset(&unblocked)
                sigaddset(&unblocked, number)
                pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
                raise(number)
                _exit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
    }
}
