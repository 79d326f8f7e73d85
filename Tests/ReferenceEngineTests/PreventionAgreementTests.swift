import DispatchModel
import Testing

@testable import ReferenceEngine

/// The fixture format's restriction on one-way prevention counts the classes' own `canPrevent`
/// answers (`GestureRecognizerSpec.Kind.classCanPrevent`); the arena arbitrates by its own statement
/// of them (`Prevention`). They must agree on every pair of classes, or lint would pass a scene the
/// arena cannot order (its reordering would not end), or refuse one it can (DECISIONS 60).
@Test func theFormatAndTheArenaCountTheSameClassAnswers() {
    let kinds: [GestureRecognizerSpec.Kind] = [
        .tap(taps: 1, touches: 1, allowableMovement: 45), .tap(taps: 2, touches: 1, allowableMovement: 45),
        .tap(taps: 3, touches: 2, allowableMovement: 45),
        .longPress(taps: 0, touches: 1, minimumPressDuration: 500, allowableMovement: 10),
        .longPress(taps: 1, touches: 1, minimumPressDuration: 500, allowableMovement: 10),
        .longPress(taps: 2, touches: 1, minimumPressDuration: 500, allowableMovement: 10),
        .longPress(taps: 3, touches: 2, minimumPressDuration: 500, allowableMovement: 10),
        .pan(minimumTouches: 1, maximumTouches: nil), .swipe(directions: [.right], touches: 1), .pinch, .rotation,
        .screenEdgePan(edges: [.left]), .contentTouchDelay,
    ]
    for a in kinds {
        for b in kinds {
            let (first, second) = (GestureRecognizerSpec(id: "a", kind: a), GestureRecognizerSpec(id: "b", kind: b))
            #expect(Prevention.canPrevent(first, second) == a.classCanPrevent(b), "\(a) against \(b)")
            for (cannotPrevent, cannotBePreventedBy) in [(["b"], []), ([], ["a"]), (["b"], ["a"])] {
                var (declaring, declared) = (first, second)
                declaring.cannotPrevent = cannotPrevent
                declared.cannotBePreventedBy = cannotBePreventedBy
                #expect(!Prevention.canPrevent(declaring, declared), "\(a) declared not to prevent \(b)")
            }
        }
    }
}

/// A circle that a tap's own answer closes (GR-TAP-07: the single tap cannot prevent the double
/// tap), which the declared answers alone do not make: lint refuses it, for the arena could not
/// order the three (the fuzzer's case 18912 of seed 1 when validation counted the declared answers
/// only).
@Test func aCircleClosedByATapsOwnAnswerIsRefused() {
    let recognizers = [
        GestureRecognizerSpec(id: "single", kind: .tap(taps: 1, touches: 1, allowableMovement: 45)),
        GestureRecognizerSpec(id: "double", kind: .tap(taps: 2, touches: 1, allowableMovement: 45), cannotPrevent: ["swipe"]),
        GestureRecognizerSpec(id: "swipe", kind: .swipe(directions: [.right], touches: 1), cannotPrevent: ["single"]),
    ]
    let scene = oneWindow([ViewSpec(id: "A", frame: Rect(x: 0, y: 0, width: 200, height: 200), gestureRecognizers: recognizers)])
    #expect(
        refusal(Scenario(scene: scene, script: tap(1, at: Point(x: 100, y: 100), from: 0))) == [
            "$.scene: one-way prevention goes round in a circle, \"single\" -> \"double\" -> \"swipe\" -> \"single\": each can be prevented by the next but cannot prevent it (GA-05), so no order of recognition puts every one after those that prevent it"
        ])
}
