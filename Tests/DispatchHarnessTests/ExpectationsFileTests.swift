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
