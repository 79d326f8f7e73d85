import DispatchModel
import Testing

@Test func theTimeFormsReadBack() throws {
    for text in ["100", "100..450", "100..", "..450", "=", "+", "+50..400"] {
        let parsed = try TimeConstraint.parse(Substring(text)).get()
        #expect(parsed.description == "@" + text)
    }
    #expect(try TimeConstraint.parse("100..100").get() == .at(100))
}

@Test func malformedAndEmptyTimesAreRejected() {
    for text in ["", "1a", "-5", "1.5", "..", "100...200", "+5", "+5..", "01"] {
        if case .success = TimeConstraint.parse(Substring(text)) { Issue.record("\"@\(text)\" was accepted") }
    }
    #expect(TimeConstraint.parse("450..100") == .failure(.emptyRange("450..100")))
}

@Test func absoluteTimesAndRanges() {
    #expect(TimeConstraint.at(100).admits(100, previous: nil) && !TimeConstraint.at(100).admits(101, previous: nil))
    let range = TimeConstraint.between(100, 450)
    #expect(range.admits(100, previous: nil) && range.admits(450, previous: nil) && !range.admits(451, previous: nil))
    #expect(TimeConstraint.between(nil, 50).admits(0, previous: nil) && !TimeConstraint.between(nil, 50).admits(51, previous: nil))
    #expect(TimeConstraint.between(50, nil).admits(1_000_000, previous: nil) && !TimeConstraint.between(50, nil).admits(49, previous: nil))
}

@Test func relativeTimesLookAtThePreviousMatch() {
    #expect(TimeConstraint.sameAsPrevious.admits(80, previous: 80) && !TimeConstraint.sameAsPrevious.admits(81, previous: 80))
    #expect(TimeConstraint.afterPrevious.admits(81, previous: 80) && !TimeConstraint.afterPrevious.admits(80, previous: 80))
    let window = TimeConstraint.afterPreviousBy(lower: 300, upper: 400)
    #expect(window.admits(400, previous: 100) && window.admits(500, previous: 100) && !window.admits(501, previous: 100))
}

@Test func anExpectedLineReadsItsTimeThenItsWords() throws {
    let line = try ExpectedLine(parsing: "@+50..400 gesture tap possible -> failed")
    #expect(line.time == .afterPreviousBy(lower: 50, upper: 400))
    #expect(line.description == "@+50..400 gesture tap possible -> failed")
    #expect(try ExpectedLine(parsing: "gesture tap * -> failed").time == .any)
    #expect(throws: TraceSyntaxError.self) { try ExpectedLine(parsing: "@100") }
}
