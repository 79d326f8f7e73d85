/// The suite's version (`Specs/RUNNING.md`): the major number changes when the run rules, the
/// protocol or the formats change incompatibly; the minor number when fixtures are added or
/// changed (`CHANGELOG.md`).
public enum SuiteVersion {
    /// The suite version.
    public static let current = "4.0.0"
    /// The contract version of `Specs/RUNNING.md` (4: the iOS release an engine models, and
    /// fixtures that hold for a range of releases).
    public static let contract = 4
}
