import DispatchModel

/// What lint requires of a fixture's `provenance`: every `ref` resolves for a reader of the
/// repository alone, and observations that are only reports never make a fixture `required`
/// (`Specs/OBSERVATIONS.md`, "What counts").
///
/// A `catalogue` or `derived` ref is a rule id of the catalogue. Any other ref is a key of
/// `Specs/SOURCES.md` of a section that fits its kind — an Apple section for `apple-doc`, the seed
/// articles for `article`, any section but the Apple ones for `observed-log` — an `OBS-NNN` id of
/// the ledger (for `observed-log`), or a public `https://` URL.
enum ProvenanceRules {
    /// The problems of one decoded fixture's provenance.
    static func check(_ fixture: Fixture, file: String, rules: RuleCatalogue) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for (index, entry) in fixture.provenance.enumerated() {
            if let message = problem(of: entry, rules: rules) {
                problems.append(Diagnostic(file: file, path: "$.provenance[\(index)].ref", message: message))
            }
        }
        let reports = fixture.provenance.filter { entry in
            entry.kind == .observedLog && rules.evidence.observations[entry.ref] == .report
        }
        if fixture.conformance == .required, !reports.isEmpty, reports.count == fixture.provenance.count {
            let ids = reports.map(\.ref).joined(separator: ", ")
            problems.append(
                Diagnostic(
                    file: file, path: "$.conformance",
                    message:
                        "a required fixture cannot rest on reports alone (\(ids): kind report in Specs/OBSERVATIONS.md); cite the rule, document or log its lines follow from, or make it optional"
                ))
        }
        return problems
    }

    /// Why one entry's ref does not resolve, or nil when it does.
    private static func problem(of entry: Provenance, rules: RuleCatalogue) -> String? {
        let ref = entry.ref
        switch entry.kind {
        case .catalogue, .derived:
            guard rules.rule(ref) != nil else {
                return
                    "\"\(ref)\" is not a rule of the catalogue (Specs/rules/): a \(entry.kind.rawValue) provenance names the rule it rests on"
            }
            return nil
        case .appleDoc, .article, .observedLog:
            if isPublicURL(ref) { return nil }
            if entry.kind == .observedLog, rules.evidence.observations[ref] != nil { return nil }
            guard let section = rules.evidence.sourceSections[ref] else {
                if entry.kind == .observedLog {
                    return
                        "\"\(ref)\" is not an observation id of Specs/OBSERVATIONS.md (OBS-012), a key of Specs/SOURCES.md or an https:// URL; record the observation in the ledger and cite its id"
                }
                return
                    "\"\(ref)\" is not a key of Specs/SOURCES.md or an https:// URL; name a document by its key (add it to SOURCES.md if it is missing)"
            }
            switch entry.kind {
            case .appleDoc where !EvidenceIndex.appleSections.contains(section):
                return
                    "\"\(ref)\" is listed under \"\(section)\" in Specs/SOURCES.md, not as Apple documentation, an SDK header or an Apple guide"
            case .article where section != EvidenceIndex.articleSection:
                return "\"\(ref)\" is listed under \"\(section)\" in Specs/SOURCES.md, not under \"\(EvidenceIndex.articleSection)\""
            case .observedLog where EvidenceIndex.appleSections.contains(section):
                return "\"\(ref)\" is Apple documentation (\"\(section)\" in Specs/SOURCES.md), not an observation; use kind \"apple-doc\""
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
