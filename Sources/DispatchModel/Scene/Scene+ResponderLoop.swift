/// The fixture format's restriction on `nextResponder` overrides (`Specs/FIXTURE-FORMAT.md`): every
/// responder's chain must end, for UIKit would walk a looping chain forever. Deciding it needs the
/// links a chain follows through the view tree, as the format counts them: a view's next is its
/// view controller if it has one, else its superview; a controller's next is its root view's
/// superview; an override replaces either. The application, its delegate and the window scene are
/// never followed, since their own links lead only out of the tree.
///
/// Lint and the fuzzer's repair, which see only the model, refuse exactly the scenes whose chains
/// loop; the reference engine walks the chain by its own statement of RC-01…RC-04 and RC-15
/// (`ResponderChain/ResponderGraph.swift`), and a test keeps the two in agreement
/// (`Specs/DECISIONS.md` 60).
extension Scene {
    /// A loop of responders, as the ids around it with the first repeated at the end, or nil
    /// when every chain ends. The loop reported is the one reached from the first id, in sorted
    /// order, whose chain loops; each responder is walked at most once.
    public var responderLoop: [String]? {
        var next: [String: String] = [:]
        func visit(_ view: ViewSpec, superview: String?) {
            if let controller = view.viewController {
                next[view.id] = view.nextResponder ?? controller.id
                next[controller.id] = controller.nextResponder ?? superview
            } else {
                next[view.id] = view.nextResponder ?? superview
            }
            for subview in view.subviews { visit(subview, superview: view.id) }
        }
        for window in windows { visit(window.view, superview: nil) }
        var ending: Set<String> = []
        for start in next.keys.sorted() where !ending.contains(start) {
            var path: [String] = []
            var position: [String: Int] = [:]
            var current: String? = start
            while let id = current, !ending.contains(id) {
                if let index = position[id] { return Array(path[index...]) + [id] }
                position[id] = path.count
                path.append(id)
                current = next[id]
            }
            ending.formUnion(path)
        }
        return nil
    }
}
