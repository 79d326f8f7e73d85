import DispatchModel

/// What lint requires of a fixture's `provenance`: every `ref` resolves for a reader of the
/// repository alone, each kind names evidence of that kind, and reports never make a fixture
/// `required` on their own (`Specs/OBSERVATIONS.md`, "What counts").
///
/// A `catalogue` or `derived` ref is a rule id of the catalogue. An `observed-log` ref is an entry
/// of the ledger whose kind is printed output (log, measurement, debugger print); a
/// `test-assertion` ref an entry of kind test assertion; a `report` ref an entry of kind report or
/// a key of a `SOURCES.md` section other than the Apple ones. An `apple-doc` ref is a key of an
/// Apple section, an `article` ref a seed article's key; either may also be a public `https://`
/// URL.
enum ProvenanceRules {
    /// The problems of one decoded fixture's provenance.
    static func check(_ fixture: Fixture, file: String, rules: RuleCatalogue) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for (index, entry) in fixture.provenance.enumerated() {
            if let message = problem(of: entry, rules: rules) {
                problems.append(Diagnostic(file: file, path: "$.provenance[\(index)].ref", message: message))
            }
        }
        let reports = fixture.provenance.filter { $0.kind == .report }
        if fixture.conformance == .required, !reports.isEmpty, reports.count == fixture.provenance.count {
            let ids = reports.map(\.ref).joined(separator: ", ")
            problems.append(
                Diagnostic(
                    file: file, path: "$.conformance",
                    message:
                        "a required fixture cannot rest on reports alone (\(ids)); cite the rule, document or printed output its lines follow from, or make it optional"
                ))
        }
        return problems
    }

    /// Why one entry's ref does not resolve or is not evidence of its kind, or nil when it is.
    private static func problem(of entry: Provenance, rules: RuleCatalogue) -> String? {
        let ref = entry.ref
        let ledger = rules.evidence.observations
        switch entry.kind {
        case .catalogue, .derived:
            guard rules.rule(ref) != nil else {
                return
                    "\"\(ref)\" is not a rule of the catalogue (Specs/rules/): a \(entry.kind.rawValue) provenance names the rule it rests on"
            }
            return nil
        case .observedLog, .testAssertion:
            let wanted: Set<EvidenceIndex.ObservationKind> =
                entry.kind == .observedLog ? [.log, .measurement, .debuggerPrint] : [.testAssertion]
            guard let kind = ledger[ref] else {
                if let section = rules.evidence.sourceSections[ref], EvidenceIndex.appleSections.contains(section) {
                    return
                        "\"\(ref)\" is Apple documentation (\"\(section)\" in Specs/SOURCES.md), not an observation; use kind \"apple-doc\""
                }
                return
                    "\"\(ref)\" is not an entry of Specs/OBSERVATIONS.md (OBS-012); an \(entry.kind.rawValue) provenance names the ledger entry that quotes the output (record it there first)"
            }
            guard wanted.contains(kind) else {
                return "\"\(ref)\" is of kind \(kind.rawValue) in Specs/OBSERVATIONS.md; cite it as \"\(kind.provenanceKind.rawValue)\""
            }
            return nil
        case .report:
            if let kind = ledger[ref] {
                return kind == .report
                    ? nil
                    : "\"\(ref)\" is of kind \(kind.rawValue) in Specs/OBSERVATIONS.md; cite it as \"\(kind.provenanceKind.rawValue)\""
            }
            guard let section = rules.evidence.sourceSections[ref], !EvidenceIndex.appleSections.contains(section) else {
                return
                    "\"\(ref)\" is not a report of Specs/OBSERVATIONS.md or a key of a non-Apple section of Specs/SOURCES.md"
            }
            return nil
        case .appleDoc, .article:
            if isPublicURL(ref) { return nil }
            guard let section = rules.evidence.sourceSections[ref] else {
                return
                    "\"\(ref)\" is not a key of Specs/SOURCES.md or an https:// URL; name a document by its key (add it to SOURCES.md if it is missing)"
            }
            switch entry.kind {
            case .appleDoc where !EvidenceIndex.appleSections.contains(section):
                return
                    "\"\(ref)\" is listed under \"\(section)\" in Specs/SOURCES.md, not as Apple documentation, an SDK header or an Apple guide"
            case .article where section != EvidenceIndex.articleSection:
                return "\"\(ref)\" is listed under \"\(section)\" in Specs/SOURCES.md, not under \"\(EvidenceIndex.articleSection)\""
            default:
                return nil
            }
        }
    }

    /// `https://` followed by a host and no white space.
    private static func isPublicURL(_ text: String) -> Bool {
        guard text.hasPrefix("https://") else { return false }
        let rest = text.dropFirst("https://".count)
        let host = rest.prefix { $0 != "/" }
        return host.contains(".") && !rest.contains { $0.isWhitespace }
    }
}
