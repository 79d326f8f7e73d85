import DispatchModel

/// The text drawn on a view: its id and the facts that matter to hit testing, in a fixed order.
enum ViewLabel {
    /// Short facts about `placement`'s view: kind, controller, level, flags, geometry and
    /// overrides that differ from UIKit's defaults.
    static func facts(_ placement: ViewPlacement) -> [String] {
        let view = placement.view
        var facts: [String] = []
        if view.kind != .view { facts.append(view.kind.rawValue) }
        if let controller = view.viewController { facts.append("controller \(controller.id)") }
        if let level = placement.windowLevel, level != 0 { facts.append("level \(NumberFormat.text(level))") }
        if view.hidden { facts.append("hidden") }
        if view.alpha != 1 { facts.append("alpha \(NumberFormat.text(view.alpha))") }
        if !view.userInteractionEnabled { facts.append("no interaction") }
        if view.clipsToBounds { facts.append("clipsToBounds") }
        if view.animating { facts.append("animating") }
        if view.boundsOrigin != .zero { facts.append("boundsOrigin \(view.boundsOrigin)") }
        if !view.transform.isIdentity { facts.append("transformed") }
        switch view.hitTest {
        case .default: break
        case .passThroughSelf: facts.append("hitTest passThroughSelf")
        case .testFirst(let id): facts.append("hitTest testFirst \(id)")
        case .subviewsFirst: facts.append("hitTest subviewsFirst")
        case .captureSubviews: facts.append("hitTest captureSubviews")
        case .lastSubviewInsteadOfSelf: facts.append("hitTest lastSubviewInsteadOfSelf")
        }
        switch view.pointInside {
        case .default: break
        case .includeSubviewFrames: facts.append("pointInside includeSubviewFrames")
        case .outset(let insets):
            let values = [insets.top, insets.left, insets.bottom, insets.right]
            let text =
                Set(values).count == 1
                ? NumberFormat.text(insets.top) : "[\(values.map(NumberFormat.text).joined(separator: ","))]"
            facts.append("pointInside outset \(text)")
        }
        return facts
    }

    /// Whether the view's alpha is below 0.01 as UIKit compares it, stored as a 32-bit float
    /// (HT-04): hit testing skips such a view and everything in it.
    static func isTransparent(_ view: ViewSpec) -> Bool {
        Double(Float(view.alpha)) < 0.01
    }

    /// The classes of a view's group: `view`, `window` for windows, then one per flag that
    /// changes how it is drawn, then `hit` when a touch was bound to it.
    static func groupClasses(_ placement: ViewPlacement, isHit: Bool) -> String {
        let view = placement.view
        var classes = ["view"]
        if placement.windowLevel != nil { classes.append("window") }
        if view.hidden { classes.append("hidden") }
        if isTransparent(view) { classes.append("transparent") }
        if !view.userInteractionEnabled { classes.append("no-interaction") }
        if view.clipsToBounds { classes.append("clips") }
        if view.animating { classes.append("animating") }
        if isHit { classes.append("hit") }
        return classes.joined(separator: " ")
    }
}
