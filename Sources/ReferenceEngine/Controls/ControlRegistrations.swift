import DispatchModel

extension ControlSpec {
    /// The control as its registrations leave it (CT-12): registering a target and action again
    /// merges the new events into the first registration, which keeps its place (or, with
    /// `mergedLast`, moves to the end: the engine choice's alternative), and a registration with
    /// no events adds nothing. The tree applies it once, when it is built.
    func registered(mergedLast: Bool) -> ControlSpec {
        var merged: [Target] = []
        for target in targets where !target.events.isEmpty {
            if let index = merged.firstIndex(where: { $0.action == target.action && $0.target == target.target }) {
                merged[index].events += target.events.filter { !merged[index].events.contains($0) }
                if mergedLast { merged.append(merged.remove(at: index)) }
            } else {
                merged.append(target)
            }
        }
        var control = self
        control.targets = merged
        return control
    }
}
