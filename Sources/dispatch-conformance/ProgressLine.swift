import DispatchHarness
import Foundation

/// `run`'s progress on a terminal: one line on standard error, rewritten after each fixture
/// (`[123/425] 2 not passed  ht-04-…`) and erased at the end. Nothing when standard error is not a
/// terminal, so that piped and redirected output is the report alone.
enum ProgressLine {
    /// The callback that draws the line, or nil when standard error is not a terminal.
    static func forStandardError() -> (@Sendable (RunProgress) -> Void)? {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        return { progress in
            let text = "[\(progress.done)/\(progress.total)] \(progress.notPassed) not passed  \(progress.latestID)"
            // Cut to a width that fits most terminals, so that the line never wraps and stays one line.
            FileHandle.standardError.write(Data(("\r\u{1B}[K" + String(text.prefix(100))).utf8))
        }
    }

    /// Erases the line, when one was drawn.
    static func erase() {
        guard isatty(STDERR_FILENO) == 1 else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
