import DispatchModel

/// An engine's known failures: fixture ids, one per line, each with an optional `# reason`; an id
/// followed by the word `unstable` (`ID unstable  # reason`) is a fixture known to be unstable.
///
/// A listed fixture that does not pass is XFAIL and does not fail the run; one that passes is
/// XPASS and fails it, so that the file must shrink when the engine improves. An id that is not
/// in the corpus, or that the engine skips, is stale and fails the run too: a skip list can never
/// hide a regression. A known-unstable fixture may pass or not, from run to run: it is PASS when it
/// passes and XFAIL otherwise, never XPASS, so that a run's outcome does not flip with chance; a
/// plain known failure found unstable (`--repeat`) is UNSTABLE.
public struct ExpectationsFile: Sendable, Equatable {
    /// One known failure.
    public struct Entry: Sendable, Equatable {
        /// The fixture id.
        public var id: String
        /// Why it fails, if the file says.
        public var reason: String?
        /// Whether the fixture is known to be unstable (the word `unstable` after its id).
        public var unstable = false

        /// Creates an entry.
        public init(id: String, reason: String? = nil, unstable: Bool = false) {
            self.id = id
            self.reason = reason
            self.unstable = unstable
        }

        /// The entry's line: `ID`, then ` unstable`, then `  # reason`.
        public var line: String {
            id + (unstable ? " unstable" : "") + (reason.map { "  # \($0)" } ?? "")
        }
    }

    /// The entries in file order.
    public var entries: [Entry]

    /// Creates a file from entries.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Parses the text of an expectations file; a malformed or repeated id is an error naming
    /// `file` and the line. Lines may end in `\n` or `\r\n` (a file saved on Windows).
    public static func parse(_ text: String, file: String) throws(HarnessError) -> ExpectationsFile {
        var entries: [Entry] = []
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let parts = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let words = parts[0].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            let reason = parts.count > 1 ? parts[1].trimmingSpaces : nil
            guard let first = words.first else { continue }
            let unstable = words.count == 2 && words[1] == "unstable"
            let id = unstable ? first : parts[0].trimmingSpaces
            guard Fixture.isValidID(id) else {
                if Fixture.isValidID(first) {
                    throw .notFound("\(file):\(index + 1): after the id \"\(first)\" only the word \"unstable\" and a # comment may follow")
                }
                throw .notFound("\(file):\(index + 1): \"\(id)\" is not a fixture id")
            }
            guard !entries.contains(where: { $0.id == id }) else {
                throw .notFound("\(file):\(index + 1): \"\(id)\" is listed twice")
            }
            entries.append(Entry(id: id, reason: reason?.isEmpty == true ? nil : reason, unstable: unstable))
        }
        return ExpectationsFile(entries: entries)
    }

    /// Marks the listed results as expected failures and records stale entries as problems of
    /// the run. Entries for fixtures outside the run's selection are left alone.
    public func apply(to summary: inout RunSummary, corpus: Corpus, file: String) {
        let corpusIDs = Set(corpus.files.map { $0.fixture?.id ?? $0.fileID })
        for entry in entries {
            guard corpusIDs.contains(entry.id) else {
                summary.problems.append("\(file): \(entry.id) is not a fixture of the corpus; remove it")
                continue
            }
            guard let index = summary.results.firstIndex(where: { $0.id == entry.id }) else { continue }
            if case .skipped(let reason) = summary.results[index].outcome {
                summary.problems.append("\(file): \(entry.id) is skipped (\(reason)); remove it")
            }
            summary.results[index].expectedToFail = true
            summary.results[index].knownUnstable = entry.unstable
        }
    }

    /// The file listing every fixture of `summary` that did not pass (one found unstable marked
    /// `unstable`), keeping the reasons and `unstable` marks of `previous` for ids it already
    /// listed. `run --update-expectations` uses ``ExpectationsUpdate``, which also keeps what the
    /// run did not check.
    public static func text(listingFailuresOf summary: RunSummary, previous: ExpectationsFile?) -> String {
        let failing = summary.results.filter { ["FAIL", "ERROR", "TIMEOUT", "UNSTABLE", "XFAIL"].contains($0.label) }
        var lines = [
            "# Known failures of \(summary.engineName) against dispatch-conformance.",
            "# One fixture id per line, `unstable` after it for a fixture known to be unstable; text after '#' says why.",
        ]
        for result in failing.sorted(by: { $0.id < $1.id }) {
            let old = previous?.entries.first { $0.id == result.id }
            let unstable = old?.unstable == true || result.outcome.label == "UNSTABLE"
            lines.append(Entry(id: result.id, reason: old?.reason, unstable: unstable).line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
