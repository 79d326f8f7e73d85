/// An engine that writes a log beside its traces (an out-of-process engine's standard error).
/// The runner collects it after each fixture and the report shows it for fixtures that did not pass.
public protocol EngineLogSource {
    /// The log written since the last call.
    func takeStandardError() -> String
}
