extension ScriptStep.Action {
    /// Whether the step is a first-responder, motion, remote-control or action step (FR-*).
    public var isFirstResponderStep: Bool {
        switch self {
        case .becomeFirstResponder, .resignFirstResponder, .motion, .remoteControl, .sendAction, .targetForAction: true
        default: false
        }
    }

    /// Whether the step changes a view, window or control (HT-01, TD-13, TD-14): the feature
    /// `view-changes`.
    public var changesViews: Bool {
        switch self {
        case .mutateView, .setAlpha, .setClipsToBounds, .setControlEnabled: true
        default: false
        }
    }

    /// What a first-responder, motion, remote-control, action or view-changing step does, in the
    /// words of the app's code (for `explain` and the site); nil for the other steps, which have
    /// their own.
    public var appCallSummary: String? {
        switch self {
        case .mutateView(.hide, let id): "\(id).isHidden = true"
        case .mutateView(.show, let id): "\(id).isHidden = false"
        case .mutateView(.disableInteraction, let id): "\(id).isUserInteractionEnabled = false"
        case .mutateView(.enableInteraction, let id): "\(id).isUserInteractionEnabled = true"
        case .setAlpha(let id, let alpha): "\(id).alpha = \(NumberFormat.text(alpha))"
        case .setClipsToBounds(let id, let clips): "\(id).clipsToBounds = \(clips)"
        case .setControlEnabled(let id, let enabled): "\(id).isEnabled = \(enabled)"
        case .mutateView(.removeFromSuperview, let id): "\(id).removeFromSuperview()"
        case .becomeFirstResponder(let id): "\(id).becomeFirstResponder()"
        case .resignFirstResponder(let id): "\(id).resignFirstResponder()"
        case .motion(let phase): "shake \(phase.rawValue)"
        case .remoteControl(let subtype): "remote control \(subtype.rawValue)"
        case .sendAction(let action, let sender): "sendAction(\(action), to: nil, from: \(sender))"
        case .targetForAction(let action, let responder): "\(responder).target(forAction: \(action))"
        case .touch, .touches, .wait, .setRecognizerEnabled, .systemCancel, .beginIgnoringInteractionEvents, .endIgnoringInteractionEvents:
            nil
        }
    }
}
