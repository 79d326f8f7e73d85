import DispatchHarness
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

    /// What the script changes about each view, by view id, in script order: `hidden @100`,
    /// `shown @300`, `removed @200`, `interaction off @50`, `alpha 0.005 @80`, … so that a view the
    /// script hides (or shows) is seen to be hidden (or not) for the touches after that time.
    static func scriptFacts(_ script: [ScriptStep]) -> [String: [String]] {
        var facts: [String: [String]] = [:]
        for step in script {
            switch step.action {
            case .mutateView(let mutation, let id):
                let text: String
                switch mutation {
                case .hide: text = "hidden"
                case .show: text = "shown"
                case .disableInteraction: text = "interaction off"
                case .enableInteraction: text = "interaction on"
                case .removeFromSuperview: text = "removed"
                }
                facts[id, default: []].append("\(text) @\(step.at)")
            case .setAlpha(let id, let alpha): facts[id, default: []].append("alpha \(NumberFormat.text(alpha)) @\(step.at)")
            case .setClipsToBounds(let id, let clips): facts[id, default: []].append("clipsToBounds \(clips) @\(step.at)")
            case .setControlEnabled(let id, let enabled): facts[id, default: []].append("enabled \(enabled) @\(step.at)")
            default: continue
            }
        }
        return facts
    }

    /// Whether the script hides the view at some time (`hide` or `removeFromSuperview`).
    static func isHiddenLater(_ id: String, script: [ScriptStep]) -> Bool {
        script.contains { step in
            if case .mutateView(let mutation, id) = step.action { mutation == .hide || mutation == .removeFromSuperview } else { false }
        }
    }

    /// Whether the view's alpha is below 0.01 as UIKit compares it, stored as a 32-bit float
    /// (HT-04): hit testing skips such a view and everything in it.
    static func isTransparent(_ view: ViewSpec) -> Bool {
        Double(Float(view.alpha)) < 0.01
    }

    /// The classes of a view's group: `view`, `window` for windows, then one per flag that
    /// changes how it is drawn (`hidden-later` for a view the script hides), then `hit` when a
    /// touch was bound to it.
    static func groupClasses(_ placement: ViewPlacement, isHit: Bool, hiddenLater: Bool = false) -> String {
        let view = placement.view
        var classes = ["view"]
        if placement.windowLevel != nil { classes.append("window") }
        if view.hidden { classes.append("hidden") }
        if hiddenLater && !view.hidden { classes.append("hidden-later") }
        if isTransparent(view) { classes.append("transparent") }
        if !view.userInteractionEnabled { classes.append("no-interaction") }
        if view.clipsToBounds { classes.append("clips") }
        if view.animating { classes.append("animating") }
        if isHit { classes.append("hit") }
        return classes.joined(separator: " ")
    }
}
