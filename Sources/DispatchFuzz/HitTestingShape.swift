import DispatchModel

/// The shape hit testing of one new touch must have (HT-02, HT-08, HT-17, HT-22): `hitTest` calls
/// and returns nest; a call at the top is a visible window asked at most once per touch, and any
/// other call is on a direct subview of the innermost open call's view; `pointInside X` happens
/// inside the call of X or of a view whose `testFirst` is X; a return closes the innermost open
/// call, and its result is nil, the view, or one of its descendants. Windows are asked until one
/// returns a view.
enum HitTestingShape {
    /// Checks the lines before the `hit` line of `touch`; returns the view hit testing found.
    static func found(
        _ lines: ArraySlice<TraceSegments.Line>, touch: Int, _ index: SceneIndex
    ) throws(TraceSegments.Problem) -> String? {
        var open: [String] = []
        var asked: [String] = []
        var found: String?
        for (number, entry) in lines {
            func line() -> String { "line \(number) (\(entry.event))" }  // built only for a finding
            switch entry.event {
            case .hitTestCall(let view):
                if let parent = open.last {
                    guard index.superviews[view] == parent else {
                        throw .init("\(line()) is not a subview of \(parent), whose hitTest is open")
                    }
                } else {
                    guard let window = index.windows[view] else { throw .init("\(line()) asks a view that is not a window first") }
                    guard !window.view.hidden else { throw .init("\(line()) asks a hidden window (HT-17)") }
                    guard found == nil else { throw .init("\(line()) asks another window after one returned \(found ?? "nil") (HT-17)") }
                    guard !asked.contains(view) else { throw .init("\(line()) asks window \(view) twice for touch \(touch)") }
                    asked.append(view)
                }
                open.append(view)
            case .pointInside(let view, _):
                guard let current = open.last, current == view || index.views[current]?.hitTest == .testFirst(view) else {
                    throw .init("\(line()) is outside hitTest of \(view) (innermost open: \(open.last ?? "none"))")
                }
            case .hitTestReturn(let view, let result):
                guard open.last == view else { throw .init("\(line()) does not close the innermost open hitTest (\(open.last ?? "none"))") }
                open.removeLast()
                if let result, result != view, !index.isDescendant(result, of: view) {
                    throw .init("\(line()) returns \(result), which is neither \(view) nor below it")
                }
                if open.isEmpty { found = result }
            default:
                throw .init("\(line()) comes between the input of touch \(touch) and its hit line; only hitTest lines may (HT-22)")
            }
        }
        if let view = open.last { throw .init("hitTest \(view) never returns before touch \(touch)'s hit line") }
        return found
    }
}
