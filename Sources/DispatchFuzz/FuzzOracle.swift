import DispatchModel

/// Runs one scenario on the engines and applies every check: each engine must not throw, must give
/// the same trace twice, and its trace must satisfy every invariant of ``invariants`` whose feature
/// the profile has; with an engine under test, its trace must equal the reference engine's on the
/// profile's channels.
public struct FuzzOracle: Sendable {
    /// The engine whose traces are taken as right in a comparison (the reference engine).
    public var reference: any DispatchEngine
    /// The engine compared with it, if any (differential fuzzing).
    public var candidate: (any DispatchEngine)?
    /// What the cases contain, and so which channels are compared and which checks apply.
    public var profile: FuzzProfile
    /// Known differences left out of the comparison (`--ignore`).
    public var mask: DivergenceMask

    /// Creates an oracle.
    public init(
        reference: any DispatchEngine, candidate: (any DispatchEngine)? = nil, profile: FuzzProfile, mask: DivergenceMask = DivergenceMask()
    ) {
        self.reference = reference
        self.candidate = candidate
        self.profile = profile
        self.mask = mask
    }

    /// The channels compared: the profile's, without the masked ones.
    public var comparedChannels: Set<Channel> { profile.channels.subtracting(mask.channels) }

    /// Every finding for `scenario`, the reference engine's first; empty when all checks pass.
    public func findings(for scenario: Scenario) -> [FuzzFinding] {
        let (referenceTrace, referenceFindings) = check(reference, scenario)
        guard let candidate else { return referenceFindings }
        let (candidateTrace, candidateFindings) = check(candidate, scenario)
        var findings = referenceFindings + candidateFindings
        if let referenceTrace, let candidateTrace, let difference = difference(referenceTrace, candidateTrace, candidate) {
            findings.append(difference)
        }
        return findings
    }

    /// The reference engine's trace of `scenario`, filtered to the compared channels, for the
    /// expectation of a fixture; nil when the engine throws.
    public func expectedTrace(for scenario: Scenario) -> Trace? {
        (try? reference.run(scenario))?.filtered(channels: comparedChannels, objects: nil)
    }

    /// Runs `engine` twice on `scenario` and checks the trace.
    private func check(_ engine: any DispatchEngine, _ scenario: Scenario) -> (Trace?, [FuzzFinding]) {
        let first: Trace
        let second: Trace
        do {
            first = try engine.run(scenario)
            second = try engine.run(scenario)
        } catch {
            return (nil, [FuzzFinding(.crash, engine: engine.name, "\(error)")])
        }
        var findings: [FuzzFinding] = []
        if first != second {
            let line = zip(first.entries, second.entries).prefix { $0 == $1 }.count + 1
            findings.append(FuzzFinding(.nondeterminism, engine: engine.name, "two runs of the same scenario differ from line \(line) on"))
        }
        switch TraceStructureInvariant.checked(first, for: scenario, engine: engine.name) {
        case .failure(let finding):
            findings.append(finding)
        case .success(let facts):
            for (feature, invariant) in Self.invariants where profile.allows(feature) {
                if let finding = invariant(facts, engine.name) { findings.append(finding) }
            }
        }
        return (first, findings)
    }

    /// A check of a well-formed trace: the first finding, or nil.
    typealias Invariant = @Sendable (TraceFacts, String) -> FuzzFinding?

    /// The checks applied once ``TraceStructureInvariant`` holds, each with the feature whose lines
    /// it reads.
    static let invariants: [(Feature, Invariant)] = [
        (.hitTesting, HitViewInvariant.violation(in:engine:)), (.responderChain, DeliveryInvariant.violation(in:engine:)),
        (.responderChain, BalanceInvariant.violation(in:engine:)), (.gestureRecognizers, RecognizerStateInvariant.violation(in:engine:)),
        (.gestureRecognizers, RecognizerActionInvariant.violation(in:engine:)),
        (.gestureRecognizers, RecognizerTouchInvariant.violation(in:engine:)),
        (.controls, ControlEventInvariant.violation(in:engine:)),
    ]

    /// The first line where the two engines' traces differ on the compared channels, masked lines
    /// left out.
    private func difference(_ expected: Trace, _ actual: Trace, _ engine: any DispatchEngine) -> FuzzFinding? {
        let compare = { (trace: Trace) in mask.applied(to: trace.filtered(channels: comparedChannels, objects: nil)) }
        guard let divergence = Divergence.first(expected: compare(expected), actual: compare(actual)) else { return nil }
        return FuzzFinding(.difference, engine: engine.name, "differs from \(reference.name) at \(divergence)", divergence: divergence.kind)
    }
}
