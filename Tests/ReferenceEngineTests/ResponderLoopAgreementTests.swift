import DispatchModel
import Testing

@testable import ReferenceEngine

/// The fixture format refuses a scene whose responder chain loops, by the model's own statement of
/// the links (`Scene.responderLoop`); the engine walks the chain by its `ResponderGraph`
/// (RC-01…RC-04, RC-15). They must agree on which scenes loop, or lint would pass a scene whose
/// chain the engine walks round forever (its walk stops at the first repeat, silently), or refuse
/// one the engine can walk (`Specs/DECISIONS.md` 60).
///
/// Each corpus scene is varied by overriding one responder's `next` with every other responder of
/// the scene in turn, which closes a loop exactly when the named responder's chain leads back.
@Test func theFormatAndTheEngineFindTheSameResponderLoops() {
    var loops = 0
    var scenes = 0
    for fixture in corpusForDeterminism.fixtures.prefix(120) {
        let scene = fixture.scenario.scene
        let owners = scene.allViews.map(\.view).prefix(4)
        let targets = scene.responderIDs.sorted()
        for owner in owners {
            for target in targets {
                let varied = overriding(next: target, of: owner.id, in: scene)
                for windowSceneInChain in [false, true] {
                    let graph = ResponderGraph(scene: varied, windowSceneInChain: windowSceneInChain && varied.windowScene != nil)
                    let formatLoop = varied.responderLoop
                    #expect(
                        engineLoops(graph) == (formatLoop != nil), "\(fixture.id): next of \(owner.id) overridden to \(target)")
                    // The engine's walk from a member of the format's loop goes round that loop.
                    if let formatLoop, let first = formatLoop.first {
                        #expect(Set(formatLoop).isSubset(of: graph.chain(from: first)), "\(fixture.id): \(formatLoop)")
                    }
                }
                scenes += 1
                if varied.responderLoop != nil { loops += 1 }
            }
        }
    }
    // Both outcomes must be exercised, or the agreement would say nothing.
    #expect(loops > 0 && loops < scenes, "\(loops) looping scenes of \(scenes)")
}

/// The chain of a view whose override names its own subview goes round; the model reports the
/// loop with the first repeated id at the end.
@Test func anOverrideNamingASubviewMakesALoop() {
    var child = ViewSpec(id: "child", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    child.nextResponder = nil
    var parent = ViewSpec(id: "parent", frame: Rect(x: 0, y: 0, width: 10, height: 10), subviews: [child])
    parent.nextResponder = "child"
    let window = ViewSpec(id: "window", frame: Rect(x: 0, y: 0, width: 100, height: 100), subviews: [parent])
    let scene = Scene(windows: [WindowSpec(view: window)])
    #expect(scene.responderLoop == ["child", "parent", "child"])
    #expect(engineLoops(ResponderGraph(scene: scene)))
    #expect(ResponderGraph(scene: scene).chain(from: "parent") == ["parent", "child"])
}

/// `scene` with the `next` of the view `id` overridden to `target`.
private func overriding(next target: String, of id: String, in scene: Scene) -> Scene {
    func edit(_ view: inout ViewSpec) {
        if view.id == id { view.nextResponder = target }
        for index in view.subviews.indices { edit(&view.subviews[index]) }
    }
    var scene = scene
    for index in scene.windows.indices { edit(&scene.windows[index].view) }
    return scene
}

/// Whether the engine's chain loops from some responder: its walk stopped before repeating itself
/// at a responder that still has a next one.
private func engineLoops(_ graph: ResponderGraph) -> Bool {
    graph.next.keys.contains { graph.next[graph.chain(from: $0).last!] != nil }
}
