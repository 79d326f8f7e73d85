import DispatchHarness
import DispatchModel
import Foundation
import ReferenceEngine
import Testing

/// The fixture `id` of the repository's corpus with the `scene` object its file writes.
func writtenFixture(_ id: String) throws -> (fixture: Fixture, written: JSONValue) {
    let file = try #require(sharedCorpus.files.first { $0.fixture?.id == id })
    let written = try #require(SceneListing.writtenScene(root: sharedCorpus.root, relativePath: file.relativePath))
    return (try #require(file.fixture), written)
}

/// The key paths of a written scene that the full form engines receive does not have: a key the
/// listing would silently drop. A short form (a string where the full form has an object) is not
/// followed.
func keysMissingFromTheFullForm(_ written: JSONValue, full: JSONValue, path: String) -> [String] {
    switch (written, full) {
    case (.object(let members), .object):
        return members.flatMap { member -> [String] in
            guard let inner = full[member.key] else { return ["\(path).\(member.key)"] }
            return keysMissingFromTheFullForm(member.value, full: inner, path: "\(path).\(member.key)")
        }
    case (.array(let elements), .array):
        return elements.enumerated().flatMap { index, element in
            full[index].map { keysMissingFromTheFullForm(element, full: $0, path: "\(path)[\(index)]") } ?? ["\(path)[\(index)]"]
        }
    default:
        return []
    }
}

@Test func everyKeyAFixtureWritesIsInTheFullFormTheListingShows() throws {
    var missing: [String] = []
    for file in sharedCorpus.files {
        guard let fixture = file.fixture, let written = SceneListing.writtenScene(root: sharedCorpus.root, relativePath: file.relativePath)
        else { continue }
        let full = try #require(fixture.scenario.jsonValue["scene"])
        missing += keysMissingFromTheFullForm(written, full: full, path: fixture.id)
    }
    #expect(missing.isEmpty, "written keys the listing cannot show: \(missing.prefix(10))")
}

@Test func theListingShowsRecognizersScrollViewPropertiesAndSendEventWithDefaultsApart() throws {
    let scroll = try writtenFixture("sv-05-delays-content-touches-false-button-touch-down-at-0")
    let text = SceneListing(scenario: scroll.fixture.scenario, written: scroll.written).text(indent: "").joined(separator: "\n")
    #expect(text.contains("\n      - scrollView \"S\"\n        frame: [0, 100, 390, 600]\n"))
    #expect(text.contains("\n        contentSize: [780, 1200]\n"))
    #expect(text.contains("\n        delaysContentTouches: false\n"))
    #expect(text.contains("canCancelContentTouches true"), "a scroll-view default is listed")
    let defaultsOfS = try #require(text.split(separator: "\n").first { $0.hasPrefix("        defaults: ") })
    #expect(defaultsOfS.contains("canCancelContentTouches true") && !defaultsOfS.contains("delaysContentTouches"))
    let button = try #require(text.split(separator: "\n").first { $0.hasPrefix("            defaults: ") && $0.contains("beginTracking") })
    #expect(button.contains("enabled true") && button.contains("selected false"), "the button's control defaults")

    let window = try writtenFixture("td-02-window-observing-send-event-still-delivers")
    let lines = SceneListing(scenario: window.fixture.scenario, written: window.written).lines
    #expect(lines.contains(.init(depth: 2, text: "sendEvent: observe", isDefault: false)))
    #expect(lines.contains(.init(depth: 4, text: "touches: {all handle}", isDefault: false)), "a short form shows the full value")
    #expect(lines.contains { $0.text == "- tap \"tap\"" })
    let tapDefaults = try #require(lines.first { $0.isDefault && $0.text.contains("numberOfTapsRequired 1") })
    #expect(tapDefaults.text.contains("cancelsTouchesInView true"))
}

@Test func aDefaultValueTheFixtureWritesIsShownAsSet() throws {
    let fixture = try writtenFixture("td-02-window-observing-send-event-still-delivers").fixture
    let written = JSONValue.object([
        JSONMember(
            "windows",
            .array([
                .object([
                    JSONMember("id", .string("window")), JSONMember("hidden", .bool(false)),
                    JSONMember("subviews", .array([.object([JSONMember("id", .string("V"))])])),
                ])
            ]))
    ])
    let lines = SceneListing(scenario: fixture.scenario, written: written).lines
    #expect(lines.contains(.init(depth: 2, text: "hidden: false", isDefault: false)))
    let windowDefaults = try #require(lines.first { $0.depth == 2 && $0.isDefault })
    #expect(!windowDefaults.text.contains("hidden false"))
    #expect(windowDefaults.text.contains("frame [0, 0, 390, 844]"), "a key the given scene does not write is a default")
}

@Test func explainShowsTheWholeSceneAndATouchsType() throws {
    let pencil = try writtenFixture("gr-27-recognizer-mixing-types-receives-the-pencil-too")
    let page = FixtureExplanation(fixture: pencil.fixture, engine: ReferenceEngine(), writtenScene: pencil.written).render()
    #expect(page.contains("\n  @100 touch 2 began (250,300) type pencil\n"))
    for line in SceneListing(scenario: pencil.fixture.scenario, written: pencil.written).text() {
        #expect(page.contains("\n\(line)\n"), "explain leaves out \(line)")
    }
    #expect(page.contains("allowedTouchTypes"))
}
