import DispatchModel
import Testing

@Test func parsesEveryKindOfValue() throws {
    let value = try JSONParser.parse(#"{"a": [1, -2.5e1, true, false, null, "x\u00e9\n"], "b": {}}"#)
    #expect(value["a"] == .array([.number(1), .number(-25), .bool(true), .bool(false), .null, .string("xé\n")]))
    #expect(value["b"] == .object([]))
}

@Test func keepsMemberOrder() throws {
    guard case .object(let members) = try JSONParser.parse(#"{"z": 1, "a": 2}"#) else {
        Issue.record("not an object")
        return
    }
    #expect(members.map(\.key) == ["z", "a"])
}

@Test(
    "rejects malformed input with a position",
    arguments: [
        ("{\"a\": 1,}", "line 1, column 9: expected a string key"),
        ("[1, 2", "line 1, column 6: expected ',' or ']' after an array element"),
        ("01", "line 1, column 2: numbers may not have leading zeros"),
        ("\"\u{01}\"", "line 1, column 2: control character in a string; escape it"),
        ("{\"a\": 1, \"a\": 2}", "line 1, column 10: duplicate key \"a\""),
        ("1 2", "line 1, column 3: unexpected content after the JSON value"),
        ("NaN", "line 1, column 1: unexpected character; expected a value"),
        ("\"\\ud800\"", "line 1, column 8: unpaired surrogate in \\u escape"),
    ])
func rejectsMalformedInput(_ input: String, _ message: String) {
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(input) }
    do {
        _ = try JSONParser.parse(input)
    } catch {
        #expect(error.description == message)
    }
}

@Test func rejectsInvalidUTF8() {
    let bytes: [UInt8] = [0x22, 0xC3, 0x28, 0x22]
    #expect(throws: JSONSyntaxError(line: 1, column: 2, message: "invalid UTF-8 continuation byte")) { try JSONParser.parse(bytes) }
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x22, 0xC0, 0xAF, 0x22]) }
}

@Test func boundsNestingInsteadOfOverflowingTheStack() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: JSONSyntaxError(line: 1, column: 257, message: "nesting deeper than 256 levels")) { try JSONParser.parse(deep) }
    let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
    #expect(throws: Never.self) { try JSONParser.parse(fine) }
}

/// Duplicate keys are found by a scan while an object is small and by a set once it grows
/// (DECISIONS 42): both must catch a duplicate wherever it falls.
@Test(arguments: [3, 15, 16, 17, 40])
func rejectsADuplicateKeyInObjectsOfAnySize(_ size: Int) {
    let keys = (0..<size).map { "\"k\($0)\": \($0)" }
    #expect(throws: Never.self) { try JSONParser.parse("{" + keys.joined(separator: ", ") + "}") }
    for repeated in [0, size / 2, size - 1] {
        let text = "{" + (keys + ["\"k\(repeated)\": 0"]).joined(separator: ", ") + "}"
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
    }
}

/// Keys are compared code unit by code unit, as JSON does: "é" precomposed and decomposed are
/// two keys, not a duplicate.
@Test(arguments: [0, 20])
func keysThatAreCanonicallyEquivalentAreDistinct(_ others: Int) throws {
    let filler = (0..<others).map { "\"k\($0)\": 0, " }.joined()
    guard case .object(let members) = try JSONParser.parse("{\(filler)\"\u{E9}\": 1, \"e\u{301}\": 2}") else {
        Issue.record("not an object")
        return
    }
    #expect(members.count == others + 2)
}

@Test func stringsWithAndWithoutEscapesOrNonASCIITextRoundTrip() throws {
    for text in ["plain", "", "caf\u{E9} \u{1F600}", "tab\there", "quote \" and \\ backslash"] {
        #expect(try JSONParser.parse(JSONWriter.text(.string(text))) == .string(text))
    }
}
