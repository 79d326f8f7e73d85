import DispatchHarness
import Foundation

/// Progress on standard error, for `run` and `fuzz`. On a terminal that understands escape codes,
/// one line rewritten in place (`[123/425] 2 not passed  ht-04-…`) and erased at the end. Piped,
/// redirected or with `TERM=dumb`: plain lines without escape codes
/// (`progress: [123/425] 2 not passed  ht-04-…`), one every ``defaultInterval`` seconds
/// (`--progress-every S`), so that a CI log of a slow engine is never silent for long and a fast
/// run prints none.
final class ProgressLine: @unchecked Sendable {
    /// Seconds between plain progress lines unless `--progress-every` says otherwise.
    static let defaultInterval = 5.0

    /// Whether the line is rewritten in place (a terminal with escape codes) or printed as plain lines.
    let rewritesInPlace: Bool
    /// Seconds between plain lines (0: one per update).
    let interval: Double
    private let lock = NSLock()
    private var lastLine = Date()
    private var drawn = false

    /// Progress for standard error as it is now; `interval` from `--progress-every`.
    init(interval: Double? = nil) {
        rewritesInPlace = isatty(STDERR_FILENO) == 1 && !Self.terminalIsDumb
        self.interval = interval ?? Self.defaultInterval
    }

    /// Whether `TERM` names a terminal without cursor control (`dumb`).
    static var terminalIsDumb: Bool {
        ProcessInfo.processInfo.environment["TERM"] == "dumb"
    }

    /// Shows `text` (cut to 100 characters, so that a rewritten line never wraps).
    func show(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        let line = String(text.prefix(100))
        if rewritesInPlace {
            FileHandle.standardError.write(Data(("\r\u{1B}[K" + line).utf8))
            drawn = true
        } else if Date().timeIntervalSince(lastLine) >= interval {
            FileHandle.standardError.write(Data(("progress: " + line + "\n").utf8))
            lastLine = Date()
        }
    }

    /// `run`'s callback: the count of fixtures, those not passed, and the latest fixture.
    var forRun: @Sendable (RunProgress) -> Void {
        { progress in self.show("[\(progress.done)/\(progress.total)] \(progress.notPassed) not passed  \(progress.latestID)") }
    }

    /// Erases the rewritten line, when one was drawn.
    func erase() {
        lock.lock()
        defer { lock.unlock() }
        guard drawn else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        drawn = false
    }

    /// The value of `--progress-every`: seconds from 0, nil when absent.
    static func interval(_ arguments: Arguments) throws -> Double? {
        guard let text = arguments.value("progress-every") else { return nil }
        guard let seconds = Double(text), seconds >= 0, seconds.isFinite else {
            throw UsageError("--progress-every needs a number of seconds from 0")
        }
        return seconds
    }
}
