import DispatchModel

/// What the script and the hit lines of a trace say about each touch: the steps where it began,
/// first moved, lifted and stopped (its own `ended` or `cancelled`, a system cancel, or the removal
/// of its view, TD-13), the view it is bound to, and whether it began while the app ignored
/// interaction events (TD-15).
struct TouchLives {
    /// One touch.
    struct Life {
        /// The step where it began.
        var began: Int
        /// Whether it began while the app ignored interaction events: it reaches nobody (TD-15).
        var ignored: Bool
        /// The step of its first move, if any.
        var firstMoved: Int?
        /// The step of its `ended` change, if any.
        var ended: Int?
        /// The step after which the script gives it nothing more: its `ended` or `cancelled`
        /// change, a system cancel, or a `removeFromSuperview` of its view or an ancestor.
        var over: Int?
        /// How it stopped, when a step other than its own cancelled it (`systemCancel`,
        /// `removeFromSuperview`).
        var cancelledBy: ScriptStep.Action?
        /// The view its `hit` line names; nil before that line or when it hit no view.
        var view: String?
    }

    /// Every touch of the script by id.
    private(set) var lives: [Int: Life] = [:]
    /// The touch ids in the order they began.
    private(set) var order: [Int] = []

    /// Reads `script`, binding touches with the `hit` lines of `trace` and the superviews of `index`.
    init(script: [ScriptStep], trace: Trace, index: SceneIndex) {
        var views: [Int: String] = [:]
        for entry in trace.entries {
            if case .hit(let touch, let view?) = entry.event, views[touch] == nil { views[touch] = view }
        }
        var ignoring = 0
        for (number, step) in script.enumerated() {
            switch step.action {
            case .beginIgnoringInteractionEvents: ignoring += 1
            case .endIgnoringInteractionEvents: ignoring = max(0, ignoring - 1)
            case .systemCancel:
                for id in order where lives[id]?.over == nil { stop(id, at: number, by: step.action) }
            case .mutateView(.removeFromSuperview, let removed):
                for id in order where lives[id]?.over == nil {
                    guard let view = lives[id]?.view, view == removed || index.isDescendant(view, of: removed) else { continue }
                    stop(id, at: number, by: step.action)
                }
            default: break
            }
            for change in step.touchChanges {
                switch change.phase {
                case .began:
                    lives[change.id] = Life(began: number, ignored: ignoring > 0, view: views[change.id])
                    order.append(change.id)
                case .moved:
                    if lives[change.id]?.firstMoved == nil { lives[change.id]?.firstMoved = number }
                case .ended:
                    lives[change.id]?.ended = number
                    if lives[change.id]?.over == nil { lives[change.id]?.over = number }
                case .cancelled:
                    if lives[change.id]?.over == nil { lives[change.id]?.over = number }
                }
            }
        }
    }

    private mutating func stop(_ id: Int, at step: Int, by action: ScriptStep.Action) {
        lives[id]?.over = step
        lives[id]?.cancelledBy = action
    }

    /// The life of touch `id`.
    subscript(id: Int) -> Life? { lives[id] }

    /// The touches that began before step `step`, in the order they began, ended or not.
    func begun(before step: Int) -> [Int] {
        order.filter { id in lives[id].map { $0.began < step } ?? false }
    }

    /// The touches down just before step `step`, in the order they began.
    func down(before step: Int) -> [Int] {
        order.filter { id in
            guard let life = lives[id], life.began < step else { return false }
            return life.over.map { $0 >= step } ?? true
        }
    }
}
