import MiniUIKit

/// The lines an app's logging subclasses print, in the order they print them, each at the virtual
/// time of the step being played: what `NSLog` would show in a real app.
@MainActor
final class TraceLog {
    /// The script step's time, in milliseconds.
    var now = 0
    private var entries: [(time: Int, line: String)] = []

    /// Prints one line at the current time.
    func print(_ line: String) {
        entries.append((now, line))
    }

    /// The lines in the protocol's form: `@T ` where the time changes (and on the first line).
    func traceLines() -> [String] {
        var previous: Int?
        return entries.map { entry in
            defer { previous = entry.time }
            return entry.time == previous ? entry.line : "@\(entry.time) \(entry.line)"
        }
    }
}

/// Numbers and points as the trace format writes them: integral values without a fraction,
/// others in Swift's shortest round-trip form.
@MainActor
enum TraceText {
    static func number(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    static func point(_ point: Point) -> String {
        "(\(number(point.x)),\(number(point.y)))"
    }

    /// `[1,2]`: a touch set, ids ascending (a `Set` has no order of its own to print).
    static func touchSet(_ touches: some Sequence<Touch>) -> String {
        "[" + touches.map(\.identifier).sorted().map(String.init).joined(separator: ",") + "]"
    }
}
