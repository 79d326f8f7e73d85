import MiniUIKit

/// Plays a script against the application, step by step, printing each step's `input` line before
/// MiniUIKit handles it. Time is the script's: MiniUIKit has no timers of its own, so nothing
/// happens between steps.
@MainActor
struct ScriptPlayer {
    var application: ScenarioApplication
    var objects: SceneObjects

    func play(_ script: [Step]) throws {
        for (index, step) in script.enumerated() {
            objects.log.now = step.at
            try play(step, number: index + 1)
        }
    }

    private func play(_ step: Step, number: Int) throws {
        guard step.unknownKeys.isEmpty else {
            throw AdapterError("step \(number): MiniUIKit cannot play a step with \(step.unknownKeys.joined(separator: ", "))")
        }
        let seconds = Double(step.at) / 1000
        if let touch = step.touch, let phase = step.phase, let point = step.point {
            try touchInput([Step.TouchChange(touch: touch, phase: phase, point: point, type: step.type)], at: seconds)
        } else if let changes = step.touches {
            try touchInput(changes, at: seconds)
        } else if step.wait == true {
            return
        } else if step.systemCancel == true {
            objects.log.print("systemCancel")
            application.cancelAllTouches(timestamp: seconds)
        } else if let change = step.ignoringInteractionEvents {
            objects.log.print("\(change)IgnoringInteractionEvents")
            if change == "begin" { application.beginIgnoringInteractionEvents() } else { application.endIgnoringInteractionEvents() }
        } else if let id = step.hide {
            try view(id, change: "hide").isHidden = true
        } else if let id = step.show {
            try view(id, change: "show").isHidden = false
        } else if let id = step.disableInteraction {
            try view(id, change: "disableInteraction").isUserInteractionEnabled = false
        } else if let id = step.enableInteraction {
            try view(id, change: "enableInteraction").isUserInteractionEnabled = true
        } else if let id = step.removeFromSuperview {
            try view(id, change: "removeFromSuperview").removeFromSuperview()
        } else if let id = step.view, let alpha = step.alpha {
            try view(id, change: "setAlpha", value: TraceText.number(alpha)).alpha = alpha
        } else if let id = step.view, let clips = step.clipsToBounds {
            try view(id, change: "setClipsToBounds", value: String(clips)).clipsToBounds = clips
        } else {
            throw AdapterError("step \(number): not a step MiniUIKit can play")
        }
    }

    /// Prints the step's input line and returns the view it changes.
    private func view(_ id: String, change: String, value: String? = nil) throws -> View {
        guard let view = objects.view(id) else { throw AdapterError("no view \(id) in the scene") }
        objects.log.print([change, id, value].compactMap { $0 }.joined(separator: " "))
        return view
    }

    /// One touch event: every change's input line, then MiniUIKit's handling of them together.
    private func touchInput(_ changes: [Step.TouchChange], at seconds: Double) throws {
        var inputs: [Application.TouchInput] = []
        for change in changes {
            if let type = change.type, type != "direct" {
                throw AdapterError("MiniUIKit's touches are all fingers; touch \(change.touch) is of type \(type)")
            }
            let phase: Touch.Phase
            switch change.phase {
            case "began": phase = .began
            case "moved": phase = .moved
            case "ended": phase = .ended
            case "cancelled": phase = .cancelled
            default: throw AdapterError("touch \(change.touch): unknown phase \(change.phase)")
            }
            let point = Point(x: change.point[0], y: change.point[1])
            objects.log.print("touch \(change.touch) \(change.phase) \(TraceText.point(point))")
            inputs.append(Application.TouchInput(finger: change.touch, phase: phase, location: point))
        }
        application.handleTouchInput(inputs, timestamp: seconds)
    }
}
