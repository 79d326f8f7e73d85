import DispatchHarness
import DispatchModel

/// Where each view's label goes: a window's above its top-left corner, a view's inside its
/// top-left corner (in the view's own coordinates, so it turns with the view). Labels that would
/// start at the same point, such as those of two full-screen windows, are stacked in drawing
/// order instead of printed over each other: window labels upwards, view labels downwards.
struct LabelStacking {
    /// Height of one stacked window label.
    static let windowLineHeight = 14.0
    /// Height of one stacked view label (its id and its facts).
    static let viewLineHeight = 24.0

    /// The label's place in its stack, by view id: 0 for the first label at a point.
    private var stackIndex: [String: Int] = [:]
    /// The largest stack index of a window label.
    private(set) var deepestWindowStack = 0

    /// Stacks the labels of `placements`, which are in drawing order.
    init(_ placements: [ViewPlacement]) {
        var countAtPoint: [String: Int] = [:]
        for placement in placements {
            let key = CoordinateFormat.pair(Self.baseAnchor(of: placement)) + (placement.windowLevel == nil ? " view" : " window")
            let index = countAtPoint[key, default: 0]
            countAtPoint[key] = index + 1
            stackIndex[placement.id] = index
            if placement.windowLevel != nil { deepestWindowStack = max(deepestWindowStack, index) }
        }
    }

    /// The label's starting point, in the view's bounds coordinates, before stacking.
    private static func localAnchor(of placement: ViewPlacement, stackIndex: Int) -> Point {
        let bounds = placement.bounds
        if placement.windowLevel != nil {
            return Point(x: bounds.x, y: bounds.y - 10 - Double(stackIndex) * windowLineHeight)
        }
        return Point(x: bounds.x + 4, y: bounds.y + 14 + Double(stackIndex) * viewLineHeight)
    }

    private static func baseAnchor(of placement: ViewPlacement) -> Point {
        placement.boundsToScreen.apply(to: localAnchor(of: placement, stackIndex: 0))
    }

    /// Where the label of `placement` starts, in its bounds coordinates, stacked.
    func localAnchor(of placement: ViewPlacement) -> Point {
        Self.localAnchor(of: placement, stackIndex: stackIndex[placement.id] ?? 0)
    }

    /// Where the label of `placement` starts, in screen coordinates.
    func anchor(of placement: ViewPlacement) -> Point {
        placement.boundsToScreen.apply(to: Self.localAnchor(of: placement, stackIndex: stackIndex[placement.id] ?? 0))
    }
}
