import DispatchModel
import Testing

@Test func versionsParseAndCompareByPart() throws {
    #expect(IOSVersion(parsing: "13") == IOSVersion(13, 0))
    #expect(IOSVersion(parsing: "13.4") == IOSVersion(13, 4))
    #expect(try #require(IOSVersion(parsing: "13.10")) > IOSVersion(13, 4), "13.10 comes after 13.4, unlike the numbers")
    for bad in ["", "13.", ".4", "13.4.1", "013", "13.04", "-1", "1e2", " 13", "thirteen", "1000"] {
        #expect(IOSVersion(parsing: bad) == nil, "\(bad)")
    }
    #expect(IOSVersion(13, 0).description == "13" && IOSVersion(13, 4).description == "13.4")
    #expect(IOSVersion(26, 1).isCovered && !IOSVersion(27).isCovered && !IOSVersion(8, 4).isCovered)
}

@Test func rangesIncludeTheirStartAndExcludeTheirEnd() {
    let range = IOSRange(from: IOSVersion(13), before: IOSVersion(18))
    #expect(range.contains(IOSVersion(13)) && range.contains(IOSVersion(17, 9)) && !range.contains(IOSVersion(18)))
    #expect(!range.contains(IOSVersion(12, 4)))
    #expect(range.isWithin(IOSRange(from: IOSVersion(13))) && !IOSRange.all.isWithin(range))
    #expect(range.intersection(IOSRange(before: IOSVersion(15))) == IOSRange(from: IOSVersion(13), before: IOSVersion(15)))
    #expect(IOSRange(from: IOSVersion(14), before: IOSVersion(13)).isEmpty)
    #expect(range.description == "iOS 13 to before 18" && IOSRange(before: IOSVersion(13)).description == "iOS before 13")
}

@Test func aFixtureRangeDecodesOrSaysWhatIsWrong() {
    let withRange = variant(#""conformance": "required","#, #""conformance": "required", "ios": {"from": "13.4"},"#)
    #expect(problems(withRange) == [])
    let cases: [(String, String)] = [
        (#"{}"#, #"$.ios: an iOS range needs "from", "before" or both; leave "ios" out for a fixture that holds for every version"#),
        (#"{"from": "13.4.1"}"#, #"$.ios.from: expected an iOS version written "13" or "13.4", found "13.4.1""#),
        (#"{"from": "14", "before": "13"}"#, #"$.ios: "from" 14 is not before "before" 13: the range holds for no iOS version"#),
        (
            #"{"from": "8"}"#,
            "$.ios.from: iOS 8 is outside the versions the corpus covers (after 9, up to 27); a bound at or before 9 is no bound"
        ),
    ]
    func rangeProblems(_ range: String) -> [String] {
        problems(variant(#""conformance": "required","#, #""conformance": "required", "ios": \#(range),"#))
    }
    for (range, expected) in cases {
        #expect(rangeProblems(range) == [expected], "\(range)")
    }
    #expect(rangeProblems(#"{"from": 13}"#).first?.hasPrefix("$.ios.from: expected a string") == true)
    #expect(rangeProblems(#"{"form": "13"}"#).contains { $0.hasPrefix(#"$.ios.form: unknown key "form""#) })
}
