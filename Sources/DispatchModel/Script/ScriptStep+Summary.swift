extension ScriptStep.Action {
    /// What a first-responder, motion, remote-control or action step does, in the words of the
    /// app's code (for `explain` and the site); nil for the other steps, which have their own.
    public var responderSummary: String? {
        switch self {
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
