import DispatchHarness
import Testing

/// The message of the error that parsing `text` throws, or nil when it parses.
func expectationsError(_ text: String) -> String? {
    do {
        _ = try ExpectationsFile.parse(text, file: "k.txt")
        return nil
    } catch {
        return error.description
    }
}

@Test func malformedExpectationsAreErrorsWithTheLine() {
    #expect(expectationsError("ok-id\nNot An Id\n") == "k.txt:2: \"Not An Id\" is not a fixture id")
    #expect(expectationsError("a\n\n# note\na # again\n") == "k.txt:4: \"a\" is listed twice")
}

@Test func expectationsWithWindowsLineEndingsReadAsWithUnixOnes() throws {
    let unix = "# known failures\nht-01-a  # slow\n\nrc-02-b\n"
    let windows = unix.replacingOccurrences(of: "\n", with: "\r\n")
    #expect(windows.split(separator: "\n").count == 1, "Swift reads \\r\\n as one character")
    let parsed = try ExpectationsFile.parse(windows, file: "k.txt")
    #expect(parsed == (try ExpectationsFile.parse(unix, file: "k.txt")))
    #expect(parsed.entries.map(\.id) == ["ht-01-a", "rc-02-b"])
    #expect(parsed.entries.first?.reason == "slow")
    #expect(expectationsError("a\r\nB\r\n") == "k.txt:2: \"B\" is not a fixture id")
}

@Test func theWordUnstableAfterAnIdListsAFixtureKnownToBeUnstable() throws {
    let parsed = try ExpectationsFile.parse("ht-01-a unstable  # Set order\nrc-02-b  # hidden views\n", file: "k.txt")
    #expect(parsed.entries.map(\.unstable) == [true, false])
    #expect(parsed.entries.map(\.line) == ["ht-01-a unstable  # Set order", "rc-02-b  # hidden views"])
    #expect(
        expectationsError("ht-01-a flaky\n") == "k.txt:1: after the id \"ht-01-a\" only the word \"unstable\" and a # comment may follow")
}

@Test func stabilityOrdersAreShufflesThatTheSeedAndThePlayDecide() {
    let order = StabilityCheck.order(count: 50, seed: 7, play: 2)
    #expect(order.sorted() == Array(0..<50))
    #expect(order == StabilityCheck.order(count: 50, seed: 7, play: 2))
    #expect(order != StabilityCheck.order(count: 50, seed: 7, play: 3))
    #expect(order != StabilityCheck.order(count: 50, seed: 8, play: 2))
}
