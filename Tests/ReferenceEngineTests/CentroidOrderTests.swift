import DispatchModel
import Testing

@testable import ReferenceEngine

/// Machines that sum several fingers' positions must add them in one fixed order (by touch id):
/// floating-point addition is not associative, and a `Dictionary`'s order changes from process to
/// process (and from one dictionary to the next), so a three-finger pan's translation did too.
///
/// The positions are chosen so that the order shows: three fingers at x 0.1, 0.2 and 0.3 move to
/// 20.7, 20.1 and 20.3. Summed by touch id the translation's x is 20.166666666666664; with the
/// last-added finger another one it is 20.166666666666668 or 20.16666666666667. Each test runs
/// twenty sets of touch ids, so that a machine summing in hash order fails all but once in 3^20.

/// Twenty sets of three increasing touch ids, spaced differently so that they hash differently.
let touchIDTriples: [[Int]] = (1...20).map { k in [k, k + 7 * k, k + 1_000 + k * k] }

/// Sums `values` left to right, as the machines must (the ids are increasing).
func sumInOrder(_ values: [Double]) -> Double { values.reduce(0, +) }

/// The translation's x for starts and ends taken in `order` (indices into them).
func translationX(_ starts: [Double], _ ends: [Double], order: [Int]) -> Double {
    sumInOrder(order.map { ends[$0] }) / 3 - sumInOrder(order.map { starts[$0] }) / 3
}

let orderStarts = [0.1, 0.2, 0.3]
let orderEnds = [20.7, 20.1, 20.3]

@Test func thePositionsOfTheseTestsGiveDifferentSumsInDifferentOrders() {
    let byID = translationX(orderStarts, orderEnds, order: [0, 1, 2])
    #expect(byID == 20.166666666666664)
    #expect(translationX(orderStarts, orderEnds, order: [0, 2, 1]) != byID)
    #expect(translationX(orderStarts, orderEnds, order: [1, 2, 0]) != byID)
    #expect(sumInOrder([0.1, 0.2, 0.3]) != sumInOrder([0.3, 0.2, 0.1]))
}

func samples(_ ids: [Int], _ xs: [Double]) -> [TouchSample] {
    zip(ids, xs).map { TouchSample(id: $0, point: Point(x: $1, y: 50)) }
}

func reported(_ machine: some RecognizerMachine, _ name: String) -> GestureValue? {
    machine.values().first { $0.name == name }?.value
}

@Test("a three-finger pan's translation is summed by touch id", arguments: touchIDTriples)
func threeFingerPanSumsByTouchID(_ ids: [Int]) {
    var pan = PanMachine(minimumTouches: 3, maximumTouches: nil)
    _ = pan.handle(.began(samples(ids, orderStarts)), now: 0)
    #expect(pan.handle(.moved(samples(ids, orderEnds)), now: 50).wanted == .began)
    let expected = Point(x: translationX(orderStarts, orderEnds, order: [0, 1, 2]), y: 0)
    #expect(reported(pan, "translation") == .point(expected))
}

@Test("a three-finger pan's translation does not depend on the order of the event's touches", arguments: touchIDTriples)
func threeFingerPanIgnoresTheOrderTouchesArriveIn(_ ids: [Int]) {
    var forward = PanMachine(minimumTouches: 3, maximumTouches: nil)
    var backward = PanMachine(minimumTouches: 3, maximumTouches: nil)
    _ = forward.handle(.began(samples(ids, orderStarts)), now: 0)
    _ = backward.handle(.began(samples(ids, orderStarts).reversed()), now: 0)
    _ = forward.handle(.moved(samples(ids, orderEnds)), now: 50)
    _ = backward.handle(.moved(samples(ids, orderEnds).reversed()), now: 50)
    #expect(reported(forward, "translation") == reported(backward, "translation"))
}

@Test("a three-finger swipe's location is summed by touch id", arguments: touchIDTriples)
func threeFingerSwipeSumsByTouchID(_ ids: [Int]) {
    var swipe = SwipeMachine(directions: [.right], touchesRequired: 3)
    _ = swipe.handle(.began(samples(ids, orderStarts)), now: 0)
    #expect(reported(swipe, "location") == .point(Point(x: sumInOrder(orderStarts) / 3, y: 50)))
}

@Test("a three-finger long press's location is summed by touch id", arguments: touchIDTriples)
func threeFingerLongPressSumsByTouchID(_ ids: [Int]) {
    var press = LongPressMachine(tapsRequired: 0, touchesRequired: 3, minimumPressDuration: 0, allowableMovement: 10)
    #expect(press.handle(.began(samples(ids, orderStarts)), now: 0).wanted == .began)
    #expect(reported(press, "location") == .point(Point(x: sumInOrder(orderStarts) / 3, y: 50)))
}
