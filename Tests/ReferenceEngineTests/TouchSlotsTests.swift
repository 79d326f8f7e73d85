import DispatchModel
import Testing

@testable import ReferenceEngine

/// ``TouchSlots`` stands in for a dictionary of touches (DECISIONS 42): it must behave as one.
@Test func touchSlotsBehaveLikeADictionaryOfTouches() {
    func touch(_ id: Int) -> TouchRuntime {
        TouchRuntime(id: id, view: id * 10, recognizers: [id], point: Point(x: Double(id), y: 0), previousPoint: .zero)
    }
    var slots = TouchSlots()
    var reference: [Int: TouchRuntime] = [:]
    #expect(slots[1] == nil)
    for id in [3, 1, 7, 5] {
        slots[id] = touch(id)
        reference[id] = touch(id)
    }
    slots[7]!.withheld.append(QueuedPhase(phase: .began, event: 1, location: .zero, previous: .zero))
    reference[7]!.withheld.append(QueuedPhase(phase: .began, event: 1, location: .zero, previous: .zero))
    slots[1]?.recognizers.removeAll()
    reference[1]?.recognizers.removeAll()
    slots[3] = nil
    reference[3] = nil
    slots[9]?.isDown = false  // an absent touch stays absent
    reference[9]?.isDown = false
    slots[5]!.point = Point(x: 50, y: 50)
    reference[5]!.point = Point(x: 50, y: 50)
    for id in 0...10 {
        #expect(slots[id]?.id == reference[id]?.id)
        #expect(slots[id]?.recognizers == reference[id]?.recognizers)
        #expect(slots[id]?.withheld.count == reference[id]?.withheld.count)
        #expect(slots[id]?.point == reference[id]?.point)
        #expect(slots[id]?.isDown == reference[id]?.isDown)
    }
}
