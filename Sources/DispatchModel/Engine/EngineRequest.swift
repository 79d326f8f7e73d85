/// What the harness asks an engine to run: a scenario, and what an engine may want to know about
/// where it comes from (`Specs/RUNNING.md`, "Requests").
///
/// ``scenario`` is all an engine needs. ``fixtureID`` names the fixture for the engine's own logs;
/// ``written`` says which keys the fixture set itself, so that a framework whose defaults differ
/// from UIKit's can tell "the fixture set `multipleTouchEnabled: false`" from "UIKit's default".
public struct EngineRequest: Sendable, Hashable {
    /// The scene and script to play, every default filled in.
    public var scenario: Scenario
    /// The fixture's id, or nil for a scenario that is no fixture's (a fuzz case). Informational:
    /// a trace must not depend on it.
    public var fixtureID: String?
    /// The scene and script as the fixture wrote them, `{"scene": …, "script": […]}`: the shape of
    /// ``scenario``'s JSON form with the same array elements in the same order, holding only the
    /// keys the fixture wrote. A key of the scenario that is absent at the same place here is
    /// UIKit's default (`Specs/FIXTURE-FORMAT.md`). Nil when unknown.
    public var written: JSONValue?

    /// Creates a request.
    public init(scenario: Scenario, fixtureID: String? = nil, written: JSONValue? = nil) {
        self.scenario = scenario
        self.fixtureID = fixtureID
        self.written = written
    }

    /// The request for one fixture.
    public init(fixture: Fixture) {
        self.init(scenario: fixture.scenario, fixtureID: fixture.id, written: fixture.written)
    }
}
