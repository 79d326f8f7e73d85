import DispatchHarness
import DispatchModel
import DispatchPictures
import Testing

@testable import ReferenceEngine

/// Checks that a drawing places `point` (in view `id`'s bounds coordinates) where the reference
/// engine's own conversion from screen coordinates brings it back from.
private func expectAgreement(_ scene: Scene, sourceLocation: SourceLocation = #_sourceLocation) {
    let geometry = SceneGeometry(scene: scene)
    let tree = ViewTree(scene: scene)
    for placement in geometry.placements {
        let windowID = placement.ancestors.first ?? placement.id
        let window = tree.indexOfID[windowID]!
        let view = tree.indexOfID[placement.id]!
        let b = placement.bounds
        for local in [b.origin, b.mid, Point(x: b.maxX, y: b.maxY), Point(x: b.x + 3, y: b.maxY - 1)] {
            let screen = placement.boundsToScreen.apply(to: local)
            let inWindow = tree.convertFromSuperview(window, screen)
            let back = tree.convert(inWindow, from: window, to: view)!
            #expect(
                abs(back.x - local.x) < 1e-6 && abs(back.y - local.y) < 1e-6,
                "\(placement.id): \(local) drawn at \(screen), which the engine converts to \(back)", sourceLocation: sourceLocation)
        }
    }
}

@Test func drawingGeometryAgreesWithTheEngineForEveryFixture() {
    for fixture in sharedCorpus.fixtures { expectAgreement(fixture.scenario.scene) }
}

@Test func drawingGeometryComposesTransformsAndBoundsOriginsThroughAnOffsetWindow() {
    let rotation = AffineTransform(a: 0.8660254037844387, b: 0.5, c: -0.5, d: 0.8660254037844387, tx: 0, ty: 0)  // 30°
    let grandchild = ViewSpec(
        id: "G", frame: Rect(x: 5, y: 5, width: 20, height: 10), transform: AffineTransform(a: 2, b: 0, c: 0, d: 1, tx: 4, ty: 0))
    let child = ViewSpec(
        id: "C", frame: Rect(x: 40, y: 30, width: 80, height: 60), boundsOrigin: Point(x: 10, y: -5), transform: rotation,
        subviews: [grandchild])
    let window = ViewSpec(
        id: "W", frame: Rect(x: 30, y: 40, width: 300, height: 300), boundsOrigin: Point(x: 7, y: 3),
        transform: AffineTransform(a: 0.9, b: 0.1, c: -0.1, d: 0.9, tx: 5, ty: -3), subviews: [child])
    expectAgreement(
        Scene(windows: [
            WindowSpec(view: window), WindowSpec(view: ViewSpec(id: "front", frame: Rect(x: 0, y: 0, width: 10, height: 10)), level: 1),
        ]))
}

@Test func rotatedViewCornersAndOffsetWindowAreInScreenCoordinates() throws {
    let rotated = try #require(sharedCorpus.fixtures.first { $0.id == "ht-11-rotated-view-hit-outside-its-untransformed-frame" })
    let a = try #require(SceneGeometry(scene: rotated.scenario.scene).placement(of: "A"))
    #expect(CoordinateFormat.points(a.screenCorners) == "150,79.29 220.71,150 150,220.71 79.29,150")

    let offset = try #require(sharedCorpus.fixtures.first { $0.id == "ht-17-offset-window-converts-screen-point" })
    let geometry = SceneGeometry(scene: offset.scenario.scene)
    let chip = try #require(geometry.placement(of: "chip"))
    #expect(CoordinateFormat.points(chip.screenCorners) == "0,140 100,140 100,160 0,160")
    #expect(geometry.placements.map(\.id).prefix(2) == ["main", "mainRoot"], "the window with the lower level is drawn first")
}

@Test func coordinatesAreRoundedToHundredths() {
    #expect(CoordinateFormat.text(70.710678) == "70.71")
    #expect(CoordinateFormat.text(-0.001) == "0")
    #expect(CoordinateFormat.text(120) == "120")
    #expect(CoordinateFormat.text(0.1 + 0.2) == "0.3")
}
