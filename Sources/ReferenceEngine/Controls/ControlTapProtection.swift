import DispatchModel

/// GA-07, GA-08: a `UIButton` or `UISwitch` hit-test view that does not override
/// `gestureRecognizerShouldBegin` refuses single-finger single-tap recognizers attached to other
/// views (the switch's knob drags, which GA-07 also protects, are not modelled, CT-17). Read by the
/// arena's should-begin gate (GR-07); it changes nothing.
extension GestureArena {
    /// Whether the control at `view` keeps the recognizer from beginning.
    func controlProtectsTap(_ recognizer: Int, hitView view: Int, tree: ViewTree) -> Bool {
        guard tree.nodes[view].kind == .button || tree.nodes[view].kind == .uiSwitch, tree.nodes[view].gestureVeto == .allow,
            recognizers[recognizer].view != view,  // GA-10: a recognizer on the control itself is not refused
            // GA-12: pans and other kinds are not refused, so an ancestor pan that begins cancels the
            // control's touch (GR-15); GA-11: a plain `control` refuses nothing.
            case .tap(1, 1, _) = recognizers[recognizer].spec.kind
        else { return false }
        return true
    }
}
