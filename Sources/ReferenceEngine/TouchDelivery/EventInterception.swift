import DispatchModel

/// The app's `sendEvent(_:)` overrides on the application and its windows (TD-02).
///
/// **When it is called:** by the dispatcher, for each touch event, after hit testing and before
/// the gesture phase.
/// **What it may change:** only the timeline (the `sendEvent` lines).
/// **What it never changes:** anything else; it only filters the event's changes.
struct EventInterception {
    /// The application's override.
    let application: SendEventOverride
    /// The override of each window that has one, by window index.
    let windows: [Int: SendEventOverride]

    init(scene: Scene, tree: ViewTree) {
        application = scene.application.sendEvent
        windows = Dictionary(
            uniqueKeysWithValues: zip(tree.windows, scene.windows).filter { $0.1.sendEvent != .inherit }.map { ($0.0, $0.1.sendEvent) })
    }

    /// The event's changes that get through `sendEvent(_:)` (TD-01, TD-02): none when the
    /// application swallows the event; otherwise all but those of windows that swallow it. Each
    /// window with touches in the event is asked once, with its touches, in the order of its first
    /// touch in the event.
    func passing(_ changes: [TouchChange], table: TouchTable, tree: ViewTree, timeline: inout Timeline) -> [TouchChange] {
        if application == .inherit && windows.isEmpty { return changes }
        guard Self.passes(of: ApplicationSpec.applicationID, application, touches: changes.map(\.id), timeline: &timeline) else {
            return []
        }
        var swallowed: Set<Int> = []
        var order: [Int] = []
        var byWindow: [Int: [Int]] = [:]
        for change in changes {
            guard let view = table.view(of: change.id) else { continue }
            let window = tree.window(of: view)
            if byWindow[window] == nil { order.append(window) }
            byWindow[window, default: []].append(change.id)
        }
        for window in order
        where !Self.passes(of: tree.id(of: window), windows[window] ?? .inherit, touches: byWindow[window]!, timeline: &timeline) {
            swallowed.formUnion(byWindow[window]!)
        }
        return changes.filter { !swallowed.contains($0.id) }
    }

    /// One `sendEvent(_:)` override: writes its line unless it only inherits, and says whether it
    /// calls `super`.
    private static func passes(of responder: String, _ behaviour: SendEventOverride, touches ids: [Int], timeline: inout Timeline) -> Bool {
        guard behaviour != .inherit else { return true }
        timeline.emit(.sendEvent(responder: responder, touches: ids.sorted()), because: "TD-02")
        return behaviour != .swallow
    }
}
