/// The suite's version (`Specs/RUNNING.md`): the major number changes when the run rules, the
/// protocol or the formats change incompatibly; the minor number when fixtures are added or
/// changed (`CHANGELOG.md`).
public enum SuiteVersion {
    /// The suite version.
    public static let current = "3.0.0"
    /// The contract version of `Specs/RUNNING.md` (3: the finer features of `Specs/FEATURES.md`
    /// and the rules of each expectation).
    public static let contract = 3
}
