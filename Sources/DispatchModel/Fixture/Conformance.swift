/// How binding a fixture's expectation is.
public enum Conformance: String, Sendable, Hashable, CaseIterable {
    /// Documented or measured UIKit behaviour every engine must match.
    case required
    /// Observed behaviour an engine may leave out by not declaring the feature.
    case optional
    /// The reference engine's documented choice where UIKit is unspecified.
    case implementationDefined = "implementation-defined"
}
