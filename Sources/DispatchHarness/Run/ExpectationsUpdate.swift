import Foundation

/// What `run --update-expectations FILE` writes: the file's entries brought up to date with a run,
/// and a line for each change.
///
/// Fixtures the run did not check (outside its selection) keep their entries as written; a
/// fixture that did not pass is listed, with the reason the file gave it; one found unstable is
/// marked `unstable`; a known-unstable fixture that passed stays listed (one pass proves no
/// stability); a plain known failure that passed, a skipped fixture and an id the corpus lacks
/// are removed. The comment lines before the first entry are kept.
public struct ExpectationsUpdate: Sendable {
    /// The new file's text.
    public var text: String
    /// One line per change: `added ID (FAIL)`, `removed ID (passes now)`, …; empty when the file
    /// is unchanged.
    public var changes: [String]
    /// The new entries, in id order.
    public var entries: [ExpectationsFile.Entry]

    /// The update of `previous` (whose text was `previousText`; both nil for a new file) by `summary`.
    public init(previousText: String?, previous: ExpectationsFile?, summary: RunSummary, corpusIDs: Set<String>) {
        var byID: [String: ExpectationsFile.Entry] = [:]
        for entry in previous?.entries ?? [] { byID[entry.id] = entry }
        var changes: [String] = []
        for entry in previous?.entries ?? [] where !corpusIDs.contains(entry.id) {
            byID[entry.id] = nil
            changes.append("removed \(entry.id) (not a fixture of the corpus)")
        }
        for result in summary.results {
            let old = byID[result.id]
            switch result.outcome {
            case .passed:
                if let old, !old.unstable {
                    byID[result.id] = nil
                    changes.append("removed \(result.id) (passes now)")
                }
            case .skipped(let reason):
                if old != nil {
                    byID[result.id] = nil
                    changes.append("removed \(result.id) (skipped: \(reason))")
                }
            case .unstable:
                if old?.unstable != true {
                    byID[result.id] = ExpectationsFile.Entry(id: result.id, reason: old?.reason, unstable: true)
                    changes.append(old == nil ? "added \(result.id) unstable (UNSTABLE)" : "marked \(result.id) unstable (UNSTABLE)")
                }
            case .failed, .error, .timeout:
                if old == nil {
                    byID[result.id] = ExpectationsFile.Entry(id: result.id)
                    changes.append("added \(result.id) (\(result.outcome.label))")
                }
            }
        }
        entries = byID.values.sorted { $0.id < $1.id }
        self.changes = changes
        var header = previousText.map { text in
            Array(
                text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).prefix {
                    $0.trimmingCharacters(in: .whitespaces).isEmpty || $0.trimmingCharacters(in: .whitespaces).hasPrefix("#")
                }
            ).map(String.init)
        }
        while header?.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { header?.removeLast() }
        if header?.isEmpty ?? true {
            header = [
                "# Known failures of \(summary.engineName) against dispatch-conformance.",
                "# One fixture id per line, `unstable` after it for a fixture known to be unstable; text after '#' says why.",
                "# Written by --update-expectations, which keeps the reasons and these first comment lines.",
            ]
        }
        text = ((header ?? []) + entries.map(\.line)).joined(separator: "\n") + "\n"
    }
}
