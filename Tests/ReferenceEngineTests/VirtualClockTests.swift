import Testing

@testable import ReferenceEngine

@Test func timersRunInTimeOrderThenSchedulingOrder() {
    var clock = VirtualClock()
    var log: [String] = []
    clock.schedule(at: 20, name: "b") { _ in log.append("b") }
    clock.schedule(at: 10, name: "a") { _ in log.append("a") }
    clock.schedule(at: 20, name: "c") { _ in log.append("c") }
    #expect(clock.scheduledNames == ["a", "b", "c"])
    clock.advance(to: 15)
    #expect(log == ["a"])
    #expect(clock.now == 15)
    clock.advance(to: 20)
    #expect(log == ["a", "b", "c"])
}

@Test func workScheduledByATimerRunsInTheSameAdvanceWhenDue() {
    var clock = VirtualClock()
    var log: [Int] = []
    clock.schedule(at: 5, name: "first") { clock in
        log.append(clock.now)
        clock.schedule(at: 8, name: "second") { clock in log.append(clock.now) }
        clock.schedule(at: 30, name: "late") { clock in log.append(clock.now) }
    }
    clock.advance(to: 10)
    #expect(log == [5, 8])
    #expect(clock.scheduledNames == ["late"])
}

@Test func cancelledTimersNeverRun() {
    var clock = VirtualClock()
    var ran = false
    let timer = clock.schedule(at: 5, name: "t") { _ in ran = true }
    clock.cancel(timer)
    clock.advance(to: 100)
    #expect(!ran)
}

@Test func workIsNeverScheduledInThePast() {
    var clock = VirtualClock()
    clock.advance(to: 50)
    var seen: Int?
    clock.schedule(at: 10, name: "late") { clock in seen = clock.now }
    clock.advance(to: 50)
    #expect(seen == 50)
}
