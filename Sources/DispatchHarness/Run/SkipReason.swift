import DispatchModel

/// Why a fixture was not sent to an engine: features it lacks, or an iOS version outside the
/// fixture's range, or both.
public struct SkipReason: Sendable, Hashable, CustomStringConvertible {
    /// The features the fixture needs that the engine does not declare, sorted.
    public var missing: [Feature]
    /// The iOS version the engine models, when the fixture does not hold for it.
    public var modelled: IOSVersion?
    /// The versions the fixture holds for, when ``modelled`` is outside them.
    public var needs: IOSRange?

    /// Creates a reason.
    public init(missing: [Feature] = [], modelled: IOSVersion? = nil, needs: IOSRange? = nil) {
        self.missing = missing
        self.modelled = modelled
        self.needs = needs
    }

    /// Why `fixture` is skipped for `engine`, or nil when the engine runs it.
    public static func of(_ fixture: Fixture, for engine: any DispatchEngine) -> SkipReason? {
        let declared = Feature.expandingRetired(engine.features)
        var reason = SkipReason(missing: fixture.features.filter { !declared.contains($0) }.sorted())
        if let range = fixture.ios, !range.contains(engine.iOS) {
            reason.modelled = engine.iOS
            reason.needs = range
        }
        return reason.missing.isEmpty && reason.needs == nil ? nil : reason
    }

    /// `engine lacks gesture-arbitration` and/or `models iOS 12; needs iOS 13 or later`.
    public var description: String {
        var parts: [String] = []
        if !missing.isEmpty { parts.append("engine lacks \(missing.map(\.rawValue).joined(separator: ", "))") }
        if let modelled, let needs { parts.append("models iOS \(modelled); needs \(needs)") }
        return parts.joined(separator: "; ")
    }
}
