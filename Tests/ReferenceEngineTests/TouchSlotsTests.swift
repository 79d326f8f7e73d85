import DispatchModel
import Testing

@testable import ReferenceEngine

/// ``TouchSlots`` stands in for a dictionary of touches (DECISIONS 42): it must behave as one.
@Test func touchSlotsBehaveLikeADictionaryOfTouches() {
    func touch(_ id: Int) -> TouchRuntime {
        TouchRuntime(id: id, view: id * 10, recognizers: [id], at: Point(x: Double(id), y: 0), type: .direct, keptFromView: false)
    }
    var slots = TouchSlots()
    var reference: [Int: TouchRuntime] = [:]
    #expect(slots[1] == nil)
    for id in [3, 1, 7, 5] {
        slots[id] = touch(id)
        reference[id] = touch(id)
    }
    slots[7]!.queueForView(QueuedPhase(phase: .began, event: 1, location: .zero, previous: .zero), beganHeldBy: [])
    reference[7]!.queueForView(QueuedPhase(phase: .began, event: 1, location: .zero, previous: .zero), beganHeldBy: [])
    slots[1]?.stopGoing(to: 1)
    reference[1]?.stopGoing(to: 1)
    slots[3] = nil
    reference[3] = nil
    slots[9]?.move(to: .zero, phase: .ended)  // an absent touch stays absent
    reference[9]?.move(to: .zero, phase: .ended)
    slots[5]!.move(to: Point(x: 50, y: 50), phase: .moved)
    reference[5]!.move(to: Point(x: 50, y: 50), phase: .moved)
    for id in 0...10 {
        #expect(slots[id]?.id == reference[id]?.id)
        #expect(slots[id]?.recognizers == reference[id]?.recognizers)
        #expect(slots[id]?.nextPhase?.phase == reference[id]?.nextPhase?.phase)
        #expect(slots[id]?.point == reference[id]?.point)
        #expect(slots[id]?.isDown == reference[id]?.isDown)
    }
}
