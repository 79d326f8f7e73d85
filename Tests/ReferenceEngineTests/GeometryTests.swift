import DispatchModel
import Testing

@testable import ReferenceEngine

/// A tree of one window holding the view `V`, and the index of `V`: the geometry under test is
/// the tree's, where a view's frame and bounds origin live (its record) beside its transform.
func treeWithView(frame: Rect, boundsOrigin: Point = .zero, transform: AffineTransform = .identity) -> (ViewTree, Int) {
    let view = ViewSpec(id: "V", frame: frame, boundsOrigin: boundsOrigin, transform: transform)
    let window = ViewSpec(id: "window", frame: Rect(x: 0, y: 0, width: 400, height: 400), subviews: [view])
    let tree = ViewTree(scene: Scene(windows: [WindowSpec(view: window)]))
    return (tree, tree.indexOfID["V"]!)
}

@Test func conversionSubtractsTheOriginAndAddsTheBoundsOrigin() {
    let (tree, view) = treeWithView(frame: Rect(x: 20, y: 120, width: 120, height: 120), boundsOrigin: Point(x: 0, y: 100))
    #expect(tree.convertFromSuperview(view, Point(x: 30, y: 130)) == Point(x: 10, y: 110))
}

@Test func conversionUndoesARotationAboutTheCentre() {
    let quarter = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    let (tree, view) = treeWithView(frame: Rect(x: 0, y: 0, width: 100, height: 50), transform: quarter)
    // Rotated 90° about (50,25), the view's top-left corner is drawn at (75,-25).
    let local = tree.convertFromSuperview(view, Point(x: 75, y: -25))
    #expect(abs(local.x) < 1e-9 && abs(local.y) < 1e-9)
    #expect(tree.transformedFrame(of: view) == Rect(x: 25, y: -25, width: 50, height: 100))
}

@Test func singularTransformContainsNoPoint() {
    let flat = AffineTransform(a: 1, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    let (tree, view) = treeWithView(frame: Rect(x: 0, y: 0, width: 100, height: 100), transform: flat)
    #expect(!tree.bounds(of: view).contains(tree.convertFromSuperview(view, Point(x: 50, y: 50))))
}

@Test func alphaIsComparedAsTheFloatAViewStores() {
    // HT-04: a view stores its alpha as a 32-bit float, so 0.01 becomes the float just below it
    // and the view is skipped; the next float up is the smallest alpha that is hit.
    let window = ViewSpec(
        id: "window", frame: Rect(x: 0, y: 0, width: 100, height: 100),
        subviews: [ViewSpec(id: "V", frame: Rect(x: 0, y: 0, width: 10, height: 10))])
    var tree = ViewTree(scene: Scene(windows: [WindowSpec(view: window)]))
    let view = tree.indexOfID["V"]!
    for (alpha, hit) in [(0.01, false), (0.010000000707805157, true), (0.0099, false), (0.02, true)] {
        tree.setAlpha(view, alpha)
        #expect(tree.acceptsTouches(view) == hit, "alpha \(alpha)")
    }
}
