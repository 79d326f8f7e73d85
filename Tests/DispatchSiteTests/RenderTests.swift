import DispatchHarness
import DispatchModel
import DispatchPictures
import Foundation
import ReferenceEngine
import Testing

/// The drawing of a corpus fixture, with the reference engine's hit views, as the CLI makes it.
func renderedScene(_ id: String) throws -> (fixture: Fixture, trace: Trace, svg: String) {
    let fixture = try #require(sharedCorpus.fixtures.first { $0.id == id })
    let trace = try ReferenceEngine().run(fixture.scenario)
    return (fixture, trace, SceneSVG(fixture: fixture, trace: trace).render())
}

@Test("every fixture renders as well-formed SVG with a group per view and touch", arguments: sharedCorpus.fixtures.map(\.id))
func fixtureRendersAsSVG(_ id: String) throws {
    let (fixture, trace, svg) = try renderedScene(id)
    let scan = XMLScan(svg)
    #expect(scan.isWellFormed, "\(scan.errorDescription ?? "")")
    #expect(scan.elements.first?.name == "svg")
    #expect(Set(scan.ids).count == scan.ids.count, "duplicate ids")
    for (view, _) in fixture.scenario.scene.allViews {
        let group = scan.element(id: "view-\(view.id)")
        #expect(group?.name == "g", "no <g id=\"view-\(view.id)\">")
    }
    for track in TouchTrack.tracks(script: fixture.scenario.script, trace: trace) {
        #expect(scan.element(id: "touch-\(track.touch)")?.name == "g", "no <g id=\"touch-\(track.touch)\">")
    }
    for case .hit(let touch, let view?) in trace.entries.map(\.event) {
        #expect(scan.element(id: "hit-\(touch)")?.attributes["class"] == "hit-outline")
        let classes = scan.element(id: "view-\(view)")?.attributes["class"]?.split(separator: " ") ?? []
        #expect(classes.contains("hit"), "view-\(view) is not marked as hit")
    }
}

@Test func renderingIsByteIdenticalAcrossRuns() throws {
    for fixture in sharedCorpus.fixtures {
        let first = SceneSVG(fixture: fixture, trace: try ReferenceEngine().run(fixture.scenario)).render()
        let second = SceneSVG(fixture: fixture, trace: try ReferenceEngine().run(fixture.scenario)).render()
        #expect(first == second, "\(fixture.id)")
        #expect(!first.contains(repositoryRoot.path), "\(fixture.id) names an absolute path")
    }
}

@Test func readmeImageIsTheCurrentRendering() throws {
    let id = "seed000-subviews-first-hits-overflowing-b"
    let committed = try Data(contentsOf: repositoryRoot.appendingPathComponent("Docs/\(id).svg"))
    let current = Data(try renderedScene(id).svg.utf8)
    #expect(
        committed == current,
        "Docs/\(id).svg is stale; regenerate it: swift run dispatch-conformance render \(id) --out Docs/\(id).svg")
}

@Test func seed000DrawsBOverflowingAAndOutlinesItAsTheHit() throws {
    let scan = XMLScan(try renderedScene("seed000-subviews-first-hits-overflowing-b").svg)
    let frameOfB = scan.elements.first { $0.name == "polygon" && $0.ancestorIDs.last == "view-B" }
    #expect(frameOfB?.attributes["points"] == "100,100 220,100 220,400 100,400")
    #expect(scan.element(id: "hit-1")?.attributes["points"] == "100,100 220,100 220,400 100,400")
    #expect(scan.element(id: "view-C")?.ancestorIDs.suffix(2) == ["view-A", "view-B"])
    let touch = scan.elements.filter { $0.ancestorIDs.last == "touch-1" }
    #expect(touch.contains { $0.name == "circle" && $0.attributes["cx"] == "120" && $0.attributes["cy"] == "300" })
    #expect(scan.text.contains("@0 began, @100 ended"))
    #expect(scan.text.contains("Touch 1: hit B"))
}

@Test func flagsAreStyledAndClippingIsShownWithItsOverflow() throws {
    let window = ViewSpec(
        id: "window", frame: Rect(x: 0, y: 0, width: 300, height: 300),
        subviews: [
            ViewSpec(
                id: "clipper", frame: Rect(x: 10, y: 10, width: 100, height: 100), clipsToBounds: true,
                subviews: [ViewSpec(id: "overflow", frame: Rect(x: 50, y: 50, width: 100, height: 100))]),
            ViewSpec(id: "faint", frame: Rect(x: 150, y: 10, width: 40, height: 40), alpha: 0.005),
            ViewSpec(id: "gone", frame: Rect(x: 200, y: 10, width: 40, height: 40), hidden: true),
            ViewSpec(id: "text", kind: .label, frame: Rect(x: 150, y: 100, width: 40, height: 40)),
            ViewSpec(id: "moving", frame: Rect(x: 200, y: 100, width: 40, height: 40), animating: true),
        ])
    let scenario = Scenario(
        scene: Scene(windows: [WindowSpec(view: window)]),
        script: [
            .touch(1, .began, Point(x: 105, y: 105), at: 0), .touch(1, .moved, Point(x: 130.125, y: 105), at: 16),
            .touch(1, .ended, Point(x: 130.125, y: 105), at: 32),
        ])
    let trace = Trace([TraceEntry(time: 0, event: .hit(touch: 1, view: "overflow"))])
    let scan = XMLScan(SceneSVG(scenario: scenario, trace: trace, title: "flags <&> \"quoted\"").render())
    #expect(scan.isWellFormed, "\(scan.errorDescription ?? "")")
    func classes(_ id: String) -> Set<Substring> { Set(scan.element(id: "view-\(id)")?.attributes["class"]?.split(separator: " ") ?? []) }
    #expect(classes("clipper").contains("clips"))
    #expect(classes("faint").contains("transparent"))
    #expect(classes("gone").contains("hidden"))
    #expect(classes("text").contains("no-interaction"))
    #expect(classes("moving").contains("animating"))
    #expect(classes("overflow").contains("hit"))
    #expect(scan.element(id: "clip-clipper")?.name == "clipPath")
    let clipped = scan.elements.first { $0.attributes["clip-path"] == "url(#clip-clipper)" }
    #expect(clipped?.ancestorIDs.last == "view-clipper")
    let ghost = scan.elements.first { $0.attributes["class"] == "ghost" && $0.ancestorIDs.last == "view-clipper" }
    #expect(ghost?.attributes["points"] == "60,60 160,60 160,160 60,160")
    let path = scan.elements.first { $0.name == "polyline" && $0.ancestorIDs.last == "touch-1" }
    #expect(path?.attributes["points"] == "105,105 130.13,105")
    #expect(scan.text.contains("@16 moved, @32 ended"))
    #expect(scan.text.contains("alpha 0.005"))
    #expect(scan.text.contains("flags <&> \"quoted\""))
}
