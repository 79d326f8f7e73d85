import DispatchModel
import Testing

@testable import ReferenceEngine

func touch(_ id: Int, _ x: Double, _ y: Double) -> [TouchSample] {
    [TouchSample(id: id, point: Point(x: x, y: y))]
}

@Test func tapRecognizesAtLiftAndNotAtDown() {
    var tap = TapMachine(tapsRequired: 1, touchesRequired: 1, allowableMovement: 45)
    let down = tap.handle(.began(touch(1, 0, 0)), now: 0)
    #expect(down.wanted == nil)
    #expect(down.startTimers.map(\.delay) == [RecognizerLimits.reference.maximumTapDuration])
    #expect(tap.handle(.ended(touch(1, 0, 0)), now: 100).wanted == .ended)
}

@Test func tapMovementToleranceIsStrictlyGreaterThan45() {
    var tap = TapMachine(tapsRequired: 1, touchesRequired: 1, allowableMovement: 45)
    _ = tap.handle(.began(touch(1, 0, 0)), now: 0)
    #expect(tap.handle(.moved(touch(1, 45, 0)), now: 10).wanted == nil)
    #expect(tap.handle(.moved(touch(1, 46, 0)), now: 20).wanted == .failed)
}

@Test func doubleTapWaitsForTheSecondTapThenFailsOnItsTimer() {
    var tap = TapMachine(tapsRequired: 2, touchesRequired: 1, allowableMovement: 45)
    _ = tap.handle(.began(touch(1, 0, 0)), now: 0)
    let lift = tap.handle(.ended(touch(1, 0, 0)), now: 100)
    #expect(lift.wanted == nil)
    #expect(lift.startTimers.map(\.delay) == [RecognizerLimits.reference.maximumIntervalBetweenTaps])
    #expect(tap.handle(.timer(lift.startTimers[0].timer), now: 450).wanted == .failed)
    tap.reset()
    _ = tap.handle(.began(touch(2, 0, 0)), now: 500)
    _ = tap.handle(.ended(touch(2, 0, 0)), now: 550)
    _ = tap.handle(.began(touch(3, 10, 0)), now: 700)
    #expect(tap.handle(.ended(touch(3, 10, 0)), now: 750).wanted == .ended)
}

@Test func doubleTapMeasuresTheSecondTapFromTheFirstTapsStart() {
    // GR-TAP-02: one anchor, the first tap's start; the second tap is not re-anchored.
    func secondTap(down: Double, movedTo: Double) -> GestureState? {
        var tap = TapMachine(tapsRequired: 2, touchesRequired: 1, allowableMovement: 45)
        _ = tap.handle(.began(touch(1, 200, 300)), now: 0)
        _ = tap.handle(.ended(touch(1, 200, 300)), now: 80)
        if let wanted = tap.handle(.began(touch(2, down, 300)), now: 200).wanted { return wanted }
        if let wanted = tap.handle(.moved(touch(2, movedTo, 300)), now: 230).wanted { return wanted }
        return tap.handle(.ended(touch(2, movedTo, 300)), now: 280).wanted
    }
    #expect(secondTap(down: 220, movedTo: 244) == .ended)
    #expect(secondTap(down: 220, movedTo: 245) == .ended)
    #expect(secondTap(down: 220, movedTo: 246) == .failed)
    #expect(secondTap(down: 240, movedTo: 280) == .failed)
    #expect(secondTap(down: 240, movedTo: 160) == .ended)
    #expect(secondTap(down: 246, movedTo: 200) == .failed)
}

@Test func twoFingerDoubleTapChecksTheSecondTapWhenAllItsFingersAreDown() {
    // GR-TAP-02: the anchor and the touch-down check use the centroid of the required fingers.
    var tap = TapMachine(tapsRequired: 2, touchesRequired: 2, allowableMovement: 45)
    _ = tap.handle(.began(touch(1, 100, 300) + touch(2, 300, 300)), now: 0)
    _ = tap.handle(.ended(touch(1, 100, 300) + touch(2, 300, 300)), now: 80)
    #expect(tap.handle(.began(touch(3, 140, 300)), now: 200).wanted == nil)
    #expect(tap.handle(.began(touch(4, 340, 300)), now: 210).wanted == nil)
    #expect(tap.handle(.ended(touch(3, 140, 300) + touch(4, 340, 300)), now: 280).wanted == .ended)
}

@Test func tapFailsWithTooManyFingersOrTooFew() {
    var one = TapMachine(tapsRequired: 1, touchesRequired: 1, allowableMovement: 45)
    _ = one.handle(.began(touch(1, 0, 0)), now: 0)
    #expect(one.handle(.began(touch(2, 50, 0)), now: 10).wanted == .failed)
    var two = TapMachine(tapsRequired: 1, touchesRequired: 2, allowableMovement: 45)
    _ = two.handle(.began(touch(1, 0, 0)), now: 0)
    #expect(two.handle(.ended(touch(1, 0, 0)), now: 50).wanted == .failed)
}

@Test func longPressBeginsOnItsTimerAndFailsWhenLiftedEarly() {
    var press = LongPressMachine(tapsRequired: 0, touchesRequired: 1, minimumPressDuration: 500, allowableMovement: 10)
    let down = press.handle(.began(touch(1, 0, 0)), now: 0)
    #expect(down.startTimers.map(\.delay) == [500])
    #expect(press.handle(.moved(touch(1, 10, 0)), now: 100).wanted == nil)
    #expect(press.handle(.timer(down.startTimers[0].timer), now: 500).wanted == .began)
    press.willBegin(afterWaiting: false)  // the engine begins it
    #expect(press.handle(.moved(touch(1, 200, 0)), now: 600).wanted == .changed)
    #expect(press.handle(.began(touch(2, 0, 0)), now: 650).ignoredTouches == [2])
    #expect(press.handle(.ended(touch(1, 200, 0)), now: 700).wanted == .ended)

    var early = LongPressMachine(tapsRequired: 0, touchesRequired: 1, minimumPressDuration: 500, allowableMovement: 10)
    _ = early.handle(.began(touch(1, 0, 0)), now: 0)
    #expect(early.handle(.moved(touch(1, 11, 0)), now: 100).wanted == .failed)
}

@Test func longPressWithZeroDurationBeginsAtTouchDown() {
    var press = LongPressMachine(tapsRequired: 0, touchesRequired: 1, minimumPressDuration: 0, allowableMovement: 10)
    #expect(press.handle(.began(touch(1, 0, 0)), now: 0).wanted == .began)
}

@Test func panBeginsAtTheHysteresis() {
    var pan = PanMachine(minimumTouches: 1, maximumTouches: nil)
    _ = pan.handle(.began(touch(1, 0, 0)), now: 0)
    #expect(pan.handle(.moved(touch(1, 9, 0)), now: 10).wanted == nil)
    #expect(pan.handle(.moved(touch(1, 6, 8)), now: 20).wanted == .began)
    pan.willBegin(afterWaiting: false)
    #expect(pan.handle(.moved(touch(1, 30, 8)), now: 30).wanted == .changed)
    #expect(pan.handle(.ended(touch(1, 30, 8)), now: 40).wanted == .ended)
}

@Test func panFailsWhenLiftedBeforeBeginningAndWaitsForEnoughFingers() {
    var pan = PanMachine(minimumTouches: 2, maximumTouches: nil)
    _ = pan.handle(.began(touch(1, 0, 0)), now: 0)
    #expect(pan.handle(.moved(touch(1, 40, 0)), now: 10).wanted == nil)
    #expect(pan.handle(.ended(touch(1, 40, 0)), now: 20).wanted == .failed)
}

@Test func swipeRecognizesDuringTheMoveOrFailsAgainstItsDirection() {
    var right = SwipeMachine(directions: [.right], touchesRequired: 1)
    _ = right.handle(.began(touch(1, 0, 0)), now: 0)
    #expect(right.handle(.moved(touch(1, 30, 0)), now: 50).wanted == nil)
    #expect(right.handle(.moved(touch(1, 80, 5)), now: 100).wanted == .ended)

    var wrongWay = SwipeMachine(directions: [.right], touchesRequired: 1)
    _ = wrongWay.handle(.began(touch(1, 100, 0)), now: 0)
    #expect(wrongWay.handle(.moved(touch(1, 40, 0)), now: 50).wanted == .failed)

    var slow = SwipeMachine(directions: [.right], touchesRequired: 1)
    _ = slow.handle(.began(touch(1, 0, 0)), now: 0)
    #expect(slow.handle(.moved(touch(1, 80, 0)), now: 600).wanted == .failed)
}

@Test func pinchNeedsTwoTouchesAndAChangeOfDistance() {
    var pinch = PinchRotationMachine(measure: .distance)
    _ = pinch.handle(.began(touch(1, 0, 0)), now: 0)
    #expect(pinch.handle(.moved(touch(1, 50, 0)), now: 10).wanted == nil)
    _ = pinch.handle(.began(touch(2, 150, 0)), now: 20)
    #expect(pinch.handle(.moved(touch(2, 155, 0)), now: 30).wanted == nil)
    #expect(pinch.handle(.moved(touch(2, 160, 0)), now: 40).wanted == .began)
    pinch.willBegin(afterWaiting: false)
    #expect(pinch.handle(.began(touch(3, 10, 10)), now: 50).ignoredTouches == [3])
    #expect(pinch.handle(.ended(touch(1, 50, 0)), now: 60).wanted == .ended)
}

@Test func rotationBeginsOnceTheAngleChanges() {
    var rotation = PinchRotationMachine(measure: .angle)
    _ = rotation.handle(.began(touch(1, 0, 0)), now: 0)
    _ = rotation.handle(.began(touch(2, 100, 0)), now: 10)
    #expect(rotation.handle(.moved(touch(2, 100, 5)), now: 20).wanted == nil)
    #expect(rotation.handle(.moved(touch(2, 100, 20)), now: 30).wanted == .began)
}

@Test func screenEdgePanBeginsOnlyFromItsEdgeAndIgnoresOtherTouches() {
    let screen = Rect(x: 0, y: 0, width: 390, height: 844)
    var edge = ScreenEdgePanMachine(edges: [.left], screen: screen)
    _ = edge.handle(.began(touch(1, 5, 300)), now: 0)
    #expect(edge.handle(.began(touch(2, 200, 300)), now: 10).ignoredTouches == [2])
    #expect(edge.handle(.moved(touch(1, 40, 300)), now: 20).wanted == .began)

    var middle = ScreenEdgePanMachine(edges: [.left], screen: screen)
    _ = middle.handle(.began(touch(1, 200, 300)), now: 0)
    #expect(middle.handle(.moved(touch(1, 240, 300)), now: 20).wanted == .failed)
}
