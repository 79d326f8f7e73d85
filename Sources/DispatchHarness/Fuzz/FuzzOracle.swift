import DispatchModel

/// Runs one scenario on the engines and applies every check: each engine must not throw, must give
/// the same trace twice, and its trace must satisfy ``TraceStructureInvariant``,
/// ``HitViewInvariant`` and (with the `responder-chain` feature) ``DeliveryInvariant``; with an
/// engine under test, its trace must equal the reference engine's on the profile's channels.
public struct FuzzOracle: Sendable {
    /// The engine whose traces are taken as right in a comparison (the reference engine).
    public var reference: any DispatchEngine
    /// The engine compared with it, if any (differential fuzzing).
    public var candidate: (any DispatchEngine)?
    /// What the cases contain, and so which channels are compared and which checks apply.
    public var profile: FuzzProfile

    /// Creates an oracle.
    public init(reference: any DispatchEngine, candidate: (any DispatchEngine)? = nil, profile: FuzzProfile) {
        self.reference = reference
        self.candidate = candidate
        self.profile = profile
    }

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
        (try? reference.run(scenario))?.filtered(channels: profile.channels, objects: nil)
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
        if let finding = TraceStructureInvariant.violation(of: first, for: scenario, engine: engine.name) {
            findings.append(finding)
        } else {
            if let finding = HitViewInvariant.violation(of: first, for: scenario, engine: engine.name) { findings.append(finding) }
            if profile.allows(.responderChain), let finding = DeliveryInvariant.violation(of: first, for: scenario, engine: engine.name) {
                findings.append(finding)
            }
        }
        return (first, findings)
    }

    /// The first line where the two engines' traces differ on the compared channels.
    private func difference(_ expected: Trace, _ actual: Trace, _ engine: any DispatchEngine) -> FuzzFinding? {
        let expectedEntries = expected.filtered(channels: profile.channels, objects: nil).entries
        let actualEntries = actual.filtered(channels: profile.channels, objects: nil).entries
        guard expectedEntries != actualEntries else { return nil }
        let line = zip(expectedEntries, actualEntries).prefix { $0 == $1 }.count
        let show = { (entries: [TraceEntry]) in line < entries.count ? "@\(entries[line].time) \(entries[line].event)" : "(end of trace)" }
        return FuzzFinding(
            .difference, engine: engine.name,
            "differs from \(reference.name) at line \(line + 1): expected \(show(expectedEntries)), actual \(show(actualEntries))")
    }
}
