import DispatchModel
import Testing

@testable import ReferenceEngine

/// The dense hit-testing records (`Specs/DECISIONS.md` 42) must always say what the nodes say:
/// the subview runs, the flags the script changes, and the conversion of points.

private func scene() -> Scene {
    var control = ViewSpec(id: "button", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    control.control = ControlSpec(enabled: true)
    let rotated = ViewSpec(
        id: "rotated", frame: Rect(x: 40, y: 40, width: 20, height: 20), transform: AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    let inner = ViewSpec(id: "inner", frame: Rect(x: 1, y: 2, width: 5, height: 5))
    let boxed = ViewSpec(id: "boxed", frame: Rect(x: 20, y: 0, width: 10, height: 10), boundsOrigin: Point(x: 3, y: 4), subviews: [inner])
    let root = ViewSpec(id: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100), subviews: [control, boxed, rotated])
    return Scene(windows: [WindowSpec(view: ViewSpec(id: "window", frame: Rect(x: 0, y: 0, width: 100, height: 100), subviews: [root]))])
}

/// Each record's run of `subviewIndices` is its node's `subviews`, in the same order.
private func runsMatchNodes(_ tree: ViewTree) -> Bool {
    tree.nodes.indices.allSatisfy { view in
        let start = Int(tree.records[view].subviewsStart)
        let run = tree.subviewIndices[start..<start + Int(tree.records[view].subviewCount)].map(Int.init)
        return run == tree.nodes[view].subviews
    }
}

@Test func subviewRunsFollowTheNodesAfterRemovals() {
    var tree = ViewTree(scene: scene())
    #expect(runsMatchNodes(tree))
    tree.removeFromSuperview(tree.indexOfID["boxed"]!)
    #expect(runsMatchNodes(tree))
    #expect(tree.records[tree.indexOfID["root"]!].subviewCount == 2)
    tree.removeFromSuperview(tree.indexOfID["button"]!)
    #expect(runsMatchNodes(tree))
    #expect(tree.records[tree.indexOfID["root"]!].subviewCount == 1)
}

@Test func scriptedFlagChangesReachTheRecords() {
    var tree = ViewTree(scene: scene())
    let button = tree.indexOfID["button"]!
    #expect(tree.acceptsTouches(button))
    tree.setHidden(button, true)
    #expect(!tree.acceptsTouches(button))
    tree.setHidden(button, false)
    tree.setAlpha(button, 0.005)
    #expect(!tree.acceptsTouches(button))
    tree.setAlpha(button, 1)
    tree.setInteractionEnabled(button, false)
    #expect(!tree.acceptsTouches(button))
    tree.setInteractionEnabled(button, true)
    #expect(tree.acceptsTouches(button))
    #expect(!tree.records[button].isDisabledControl)
    tree.setControlEnabled(button, false)
    #expect(tree.records[button].isDisabledControl && tree.nodes[button].control?.enabled == false)
    tree.setClipsToBounds(button, true)
    #expect(tree.flags(of: button).clipsToBounds)
}

@Test func recordConversionAgreesWithTheNodes() {
    let tree = ViewTree(scene: scene())
    for view in tree.nodes.indices {
        for point in [Point(x: 0, y: 0), Point(x: 45.5, y: 52), Point(x: 23, y: 7)] {
            #expect(tree.convertFromSuperview(view, point) == tree.nodes[view].convertFromSuperview(point))
        }
        #expect(tree.records[view].bounds == tree.nodes[view].bounds)
    }
    #expect(tree.records[tree.indexOfID["rotated"]!].isTransformed)
    #expect(!tree.records[tree.indexOfID["boxed"]!].isTransformed)
}
