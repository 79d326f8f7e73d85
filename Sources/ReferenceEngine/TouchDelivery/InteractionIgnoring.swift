import DispatchModel

/// `beginIgnoringInteractionEvents()` and its end (TD-15): touches that begin while the app
/// ignores interaction events are dropped, all their phases, before the app sees them.
///
/// **When it is called:** by the dispatcher, for the script's ignoring steps and for each touch
/// event's changes. **What it may change:** its nesting count and the touches it drops.
struct InteractionIgnoring {
    /// The nesting count of `beginIgnoringInteractionEvents()`.
    private var depth = 0
    /// Touches that began while the app ignored interaction events, and touches the dispatcher
    /// stopped for good (a cancelled touch of a removed view, TD-13).
    private var ignored: Set<Int> = []

    /// One more `beginIgnoringInteractionEvents()`.
    mutating func begin() { depth += 1 }

    /// One `endIgnoringInteractionEvents()`; more ends than begins change nothing.
    mutating func end() { depth = max(0, depth - 1) }

    /// Drops every later phase of the touch.
    mutating func ignore(_ touch: Int) { ignored.insert(touch) }

    /// The changes the app sees: a touch beginning while ignoring is dropped from now on.
    mutating func filter(_ changes: [TouchChange]) -> [TouchChange] {
        for change in changes where change.phase == .began && depth > 0 { ignored.insert(change.id) }
        guard !ignored.isEmpty else { return changes }
        return changes.filter { !ignored.contains($0.id) }
    }
}
