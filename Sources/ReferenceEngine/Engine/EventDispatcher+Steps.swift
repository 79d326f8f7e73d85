import DispatchModel

/// The script's steps other than touches, each an event of its own: the app ignoring interaction
/// events (TD-15), a system cancel (TD-13), changes the app makes to recognizers, views and
/// controls, first-responder steps, motion and remote-control events, and action messages (FR-*).
extension EventDispatcher {
    /// Performs one step of the script at the current virtual time.
    mutating func perform(_ action: ScriptStep.Action, touchChanges step: ScriptStep) throws {
        switch action {
        case .touch, .touches:
            try handleTouches(step.touchChanges)
        case .beginIgnoringInteractionEvents:
            timeline.emit(.ignoringInteractionEvents(begin: true), because: "TD-15")
            ignoring.begin()
        case .endIgnoringInteractionEvents:
            timeline.emit(.ignoringInteractionEvents(begin: false), because: "TD-15")
            ignoring.end()
        case .wait:
            break
        case .systemCancel:
            timeline.emit(.systemCancel, because: "TD-13")
            for id in touches.order where touches.isDown(id) {
                try handleTouches([TouchChange(id: id, phase: .cancelled, point: touches[id]!.point)], recordingInput: false)
            }
            if touches.order.isEmpty { finishEvent() }
        case .setRecognizerEnabled(let id, let enabled):
            guard let index = arena.indexOfID[id] else { throw ReferenceEngineError.unknownRecognizer(id) }
            arena.setEnabled(index, enabled, table: &touches, tree: tree, timeline: &timeline)
            finishEvent()
        case .mutateView(let mutation, let id):
            try mutateView(mutation, id)
        case .setAlpha(let id, let alpha):
            try setViewProperty(of: id, alpha: alpha)
        case .setClipsToBounds(let id, let clips):
            try setViewProperty(of: id, clipsToBounds: clips)
        case .setControlEnabled(let id, let enabled):
            try setControlEnabled(id, enabled)
        case .becomeFirstResponder(let id):
            firstResponder.becomeFirstResponder(id, responders: responders, tree: tree, timeline: &timeline)
        case .resignFirstResponder(let id):
            firstResponder.resignFirstResponder(id, responders: responders, timeline: &timeline)
        case .motion(let phase):
            firstResponder.deliverMotion(phase, responders: responders, timeline: &timeline)
        case .remoteControl(let subtype):
            firstResponder.deliverRemoteControl(subtype, responders: responders, timeline: &timeline)
        case .sendAction(let action, let sender):
            let receiver = firstResponder.nilTargetedReceiver(of: action, sender: sender, responders: responders, tree: tree)
            timeline.emit(.sendAction(name: action, sender: sender, receiver: receiver), because: "FR-08")
        case .targetForAction(let action, let responder):
            let result = FirstResponder.target(forAction: action, from: responder, responders: responders)
            timeline.emit(.targetForAction(name: action, responder: responder, result: result), because: "FR-10")
        }
    }
}
