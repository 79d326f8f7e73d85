/// Where a fixture's expected behaviour comes from.
public struct Provenance: Sendable, Hashable {
    /// The kind of source.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// One of the seed articles.
        case article
        /// Apple documentation or an SDK header.
        case appleDoc = "apple-doc"
        /// Printed output of real UIKit: an entry of the observation ledger of kind log,
        /// measurement or debugger print.
        case observedLog = "observed-log"
        /// An assertion of a test suite run against real UIKit, whose runs are not published: a
        /// ledger entry of kind test assertion.
        case testAssertion = "test-assertion"
        /// A result an author reports without quoting output: a ledger entry of kind report, or a
        /// source. Never enough for a `required` fixture alone.
        case report
        /// A rule of `Specs/rules/`, itself sourced.
        case catalogue
        /// Follows from other rules.
        case derived
    }

    /// The kind of source.
    public var kind: Kind
    /// The article path, document title or URL, or rule id.
    public var ref: String
    /// Which passage, log or step.
    public var note: String?

    /// Creates a provenance entry.
    public init(kind: Kind, ref: String, note: String? = nil) {
        self.kind = kind
        self.ref = ref
        self.note = note
    }
}
