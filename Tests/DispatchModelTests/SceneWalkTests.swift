import DispatchModel
import Testing

/// Two windows, the first with a nested branch, to fix the order of a walk over a scene.
private let walkedScene: Scene = {
    func view(_ id: String, _ subviews: [ViewSpec] = []) -> ViewSpec {
        ViewSpec(id: id, frame: Rect(x: 0, y: 0, width: 10, height: 10), subviews: subviews)
    }
    return Scene(windows: [
        WindowSpec(view: view("W1", [view("A", [view("A1"), view("A2")]), view("B")])),
        WindowSpec(view: view("W2", [view("C")])),
    ])
}()

@Test func theViewsAreVisitedDepthFirstInSubviewOrderEachWithItsSuperview() {
    var visited: [String] = []
    walkedScene.forEachView { view, superview in visited.append("\(superview ?? "-")>\(view.id)") }
    #expect(visited == ["->W1", "W1>A", "A>A1", "A>A2", "W1>B", "->W2", "W2>C"])
    #expect(walkedScene.allViews.map { "\($0.superview ?? "-")>\($0.view.id)" } == visited)
}

@Test func aWalkThatThrowsStopsAtTheViewThatThrew() {
    struct Stop: Error {}
    var visited: [String] = []
    #expect(throws: Stop.self) {
        try walkedScene.forEachView { view, _ in
            visited.append(view.id)
            if view.id == "A1" { throw Stop() }
        }
    }
    #expect(visited == ["W1", "A", "A1"])
}
