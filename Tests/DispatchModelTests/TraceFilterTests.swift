import DispatchModel
import Testing

let sampleTrace = try! Trace(parsingLines: [
    "@0 touch 1 began (10,10)", "touchesBegan V [1]", "@10 touch 2 began (20,20)", "touchesBegan W [2]",
    "@50 touch 1 ended (10,10)", "gesture tap possible -> ended", "action tap tap ended", "touchesCancelled V [1]",
    "@60 touch 2 ended (20,20)", "control B touchDown", "control B touchUpInside", "touchesEnded W [2]",
])

func kept(_ filter: TraceFilter) -> [String] { filter.apply(to: sampleTrace).entries.map(\.event.description) }

@Test func channelsAndObjects() {
    #expect(kept(TraceFilter(channels: [.touches], objects: ["V"])) == ["touchesBegan V [1]", "touchesCancelled V [1]"])
    #expect(kept(TraceFilter(channels: [.input], objects: ["V"])).count == 4, "input lines are about no object and pass")
}

@Test func touchesKeepLinesNamingThemAndLinesNamingNone() {
    #expect(
        kept(TraceFilter(channels: [.input, .touches, .gesture], touches: [1])) == [
            "touch 1 began (10,10)", "touchesBegan V [1]", "touch 1 ended (10,10)", "gesture tap possible -> ended",
            "touchesCancelled V [1]",
        ])
}

@Test func phasesKeepLinesOfThosePhasesAndLinesWithoutOne() {
    #expect(
        kept(TraceFilter(channels: [.touches, .action], phases: [.ended, .cancelled])) == [
            "action tap tap ended", "touchesCancelled V [1]", "touchesEnded W [2]",
        ])
}

@Test func controlEventsAndStates() {
    #expect(kept(TraceFilter(channels: [.control], controlEvents: [.touchUpInside])) == ["control B touchUpInside"])
    #expect(kept(TraceFilter(channels: [.gesture], states: [.failed])).isEmpty)
    #expect(
        kept(TraceFilter(channels: [.gesture, .action], states: [.ended])) == ["gesture tap possible -> ended", "action tap tap ended"])
}

@Test func aFilterSaysWhyItDropsALine() {
    let filter = TraceFilter(channels: [.touches], touches: [2])
    #expect(filter.reasonExcluding(.touches(phase: .began, responder: "V", touches: [1]))?.contains("\"touches\" filter") == true)
    #expect(filter.reasonExcluding(.touches(phase: .began, responder: "V", touches: [1, 2])) == nil)
}
