import Testing

@testable import ReferenceEngine

@Test func timersComeInTimeOrderThenSchedulingOrder() {
    var clock = VirtualClock<String>()
    clock.schedule(at: 20, "b")
    clock.schedule(at: 10, "a")
    clock.schedule(at: 20, "c")
    #expect(clock.scheduled == ["a", "b", "c"])
    #expect(clock.popDue(notAfter: 15) == "a")
    #expect(clock.now == 10)
    #expect(clock.popDue(notAfter: 15) == nil)
    clock.advance(to: 15)
    #expect(clock.popDue(notAfter: 20) == "b")
    #expect(clock.popDue(notAfter: 20) == "c")
    #expect(clock.now == 20)
}

@Test func workScheduledWhileHandlingATimerIsDueInTheSameAdvance() {
    var clock = VirtualClock<String>()
    clock.schedule(at: 5, "first")
    var seen: [String] = []
    while let payload = clock.popDue(notAfter: 10) {
        seen.append("\(payload)@\(clock.now)")
        if payload == "first" {
            clock.schedule(at: 8, "second")
            clock.schedule(at: 30, "late")
        }
    }
    #expect(seen == ["first@5", "second@8"])
    #expect(clock.scheduled == ["late"])
}

@Test func cancelledTimersNeverCome() {
    var clock = VirtualClock<Int>()
    let timer = clock.schedule(at: 5, 1)
    clock.cancel(timer)
    #expect(clock.popDue(notAfter: 100) == nil)
}

@Test func timersAreNeverScheduledInThePast() {
    var clock = VirtualClock<Int>()
    clock.advance(to: 50)
    clock.schedule(at: 10, 7)
    #expect(clock.popDue(notAfter: 50) == 7)
    #expect(clock.now == 50)
}
