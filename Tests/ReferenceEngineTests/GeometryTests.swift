import DispatchModel
import Testing

@testable import ReferenceEngine

func node(frame: Rect, boundsOrigin: Point = .zero, transform: AffineTransform = .identity) -> ViewNode {
    ViewNode(
        id: "V", superview: nil, frame: frame, boundsOrigin: boundsOrigin, transform: transform, inverseTransform: transform.inverted,
        hitTest: .default,
        pointInside: .default)
}

@Test func conversionSubtractsTheOriginAndAddsTheBoundsOrigin() {
    let view = node(frame: Rect(x: 20, y: 120, width: 120, height: 120), boundsOrigin: Point(x: 0, y: 100))
    #expect(view.convertFromSuperview(Point(x: 30, y: 130)) == Point(x: 10, y: 110))
}

@Test func conversionUndoesARotationAboutTheCentre() {
    let quarter = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    let view = node(frame: Rect(x: 0, y: 0, width: 100, height: 50), transform: quarter)
    // Rotated 90° about (50,25), the view's top-left corner is drawn at (75,-25).
    let local = view.convertFromSuperview(Point(x: 75, y: -25))
    #expect(abs(local.x) < 1e-9 && abs(local.y) < 1e-9)
    #expect(view.transformedFrame == Rect(x: 25, y: -25, width: 50, height: 100))
}

@Test func singularTransformContainsNoPoint() {
    let flat = AffineTransform(a: 1, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    let view = node(frame: Rect(x: 0, y: 0, width: 100, height: 100), transform: flat)
    #expect(!view.bounds.contains(view.convertFromSuperview(Point(x: 50, y: 50))))
}

@Test func alphaIsStoredAsAFloat() {
    #expect(Double(Float(0.01)) < 0.01)
    #expect(Double(Float(0.010000000707805157)) >= 0.01)
}
