import DispatchModel

/// What the engine keeps of a control's ``ControlSpec``: everything but `isEnabled`, which the
/// script changes and the hit test reads on every visit, so that it lives in the view's
/// ``HitTestRecord`` alone (``ViewTree/isControlEnabled(_:)``, CT-04, HT-16).
struct ControlConfiguration {
    /// Registrations, in order, as registering left them (CT-11, CT-12).
    let targets: [ControlSpec.Target]
    /// What `beginTracking(_:with:)` returns (CT-03).
    let beginTracking: Bool
    /// What `continueTracking(_:with:)` returns (CT-05).
    let continueTracking: Bool
    /// `isSelected`, set by the app; touches never change it (CT-02).
    let selected: Bool
    /// The slider's configuration, for a `slider` (CT-18); nil for the other kinds.
    let slider: SliderSpec?

    /// The configuration of `spec` with its registrations merged (CT-12): registering a target
    /// and action again merges the new events into the first registration, which keeps its place
    /// (or, with `mergedLast`, moves to the end: the engine choice's alternative), and a
    /// registration with no events adds nothing. The tree builds it once, with the view.
    init(_ spec: ControlSpec, mergedLast: Bool) {
        var merged: [ControlSpec.Target] = []
        for target in spec.targets where !target.events.isEmpty {
            if let index = merged.firstIndex(where: { $0.action == target.action && $0.target == target.target }) {
                merged[index].events += target.events.filter { !merged[index].events.contains($0) }
                if mergedLast { merged.append(merged.remove(at: index)) }
            } else {
                merged.append(target)
            }
        }
        targets = merged
        beginTracking = spec.beginTracking
        continueTracking = spec.continueTracking
        selected = spec.selected
        slider = spec.slider
    }
}
