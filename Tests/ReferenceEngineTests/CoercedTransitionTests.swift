import DispatchModel
import Testing

@testable import ReferenceEngine

/// GR-05: invalid state requests, which only a custom subclass can make, are coerced. The engine's
/// `apply(_:to:)` is driven directly, as a subclass's `setState` would be; the pan reaches the
/// state a test starts from the same way, through valid requests.
func dispatcherWithPan() -> EventDispatcher {
    let pan = GestureRecognizerSpec(id: "pan", kind: .pan(minimumTouches: 1, maximumTouches: nil))
    let view = ViewSpec(id: "V", frame: Rect(x: 0, y: 0, width: 100, height: 100), gestureRecognizers: [pan])
    return EventDispatcher(scene: Scene(windows: [WindowSpec(view: view)]))
}

@Test(
    "an invalid request is coerced",
    arguments: [
        (GestureState.possible, GestureState.changed, GestureState.began),
        (.possible, .cancelled, .failed),
        (.began, .failed, .cancelled),
        (.changed, .failed, .cancelled),
        (.began, .began, .changed),
    ])
func invalidRequestIsCoerced(_ from: GestureState, _ requested: GestureState, _ result: GestureState) {
    var dispatcher = dispatcherWithPan()
    dispatcher.bringPan(to: from)
    dispatcher.applyToPan(requested)
    #expect(dispatcher.arena.recognizers[0].state == result)
}

@Test(arguments: [GestureState.ended, .cancelled, .failed])
func requestsAfterAFinalStateAreIgnored(_ final: GestureState) {
    var dispatcher = dispatcherWithPan()
    dispatcher.bringPan(to: final)
    let lines = dispatcher.timeline.trace.entries.count
    for request in GestureState.allCases {
        dispatcher.applyToPan(request)
        #expect(dispatcher.arena.recognizers[0].state == final)
    }
    #expect(dispatcher.timeline.trace.entries.count == lines)
}

@Test func settingChangedAgainSendsTheActionsAgain() {
    var dispatcher = dispatcherWithPan()
    dispatcher.bringPan(to: .changed)
    let lines = dispatcher.timeline.trace.lines.count
    dispatcher.applyToPan(.changed)
    // The lines after those that brought the pan to `changed`, at the same time (so without `@0`).
    #expect(
        dispatcher.timeline.trace.lines.dropFirst(lines) == [
            "gesture pan changed -> changed", "action pan pan changed", "value pan translation (0,0)",
        ])
}

extension EventDispatcher {
    /// The pan's request, as its subclass's `setState` would make it.
    mutating func applyToPan(_ request: GestureState) {
        arena.apply(request, to: 0, table: &touches, tree: tree, timeline: &timeline)
    }

    /// Brings the pan from `possible` to `state` through the valid requests that lead there.
    mutating func bringPan(to state: GestureState) {
        switch state {
        case .possible: break
        case .began: applyToPan(.began)
        case .changed, .ended, .cancelled:
            applyToPan(.began)
            applyToPan(state)
        case .failed: applyToPan(.failed)
        }
        #expect(arena.recognizers[0].state == state)
    }
}
