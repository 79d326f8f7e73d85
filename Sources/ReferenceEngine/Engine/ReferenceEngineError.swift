import DispatchModel

/// Why the reference engine refused a scenario. The engine checks every scenario as `lint` does
/// before it plays it, so a scenario built in code gets the diagnostics a fixture file would;
/// ``traceTooLong(limit:step:time:timer:)`` is the one limit a valid scenario can reach while it
/// plays (issue 29); the other cases are what the engine still guards against while playing, and
/// none is reachable from a scenario that passed those checks.
public enum ReferenceEngineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The scenario breaks the format's rules; every problem, with its JSON path in the scenario's
    /// JSON form (`$.scene…`, `$.script…`).
    case invalidScenario([Diagnostic])
    /// A touch changes phase without having begun.
    case unknownTouch(Int)
    /// The responder chain from this responder loops.
    case responderLoop(String)
    /// A step names a recognizer the scene does not have.
    case unknownRecognizer(String)
    /// A step names a view the scene does not have.
    case unknownView(String)
    /// A view's `testFirst` target is not below it when a touch is hit-tested (HT-13).
    case testFirstTargetOutside(view: String, target: String)
    /// The scenario uses something the iOS release the engine models does not have.
    case notInModelledIOS(String)
    /// The trace would hold more than `limit` lines (``ReferenceEngine/maximumTraceLines``, issue
    /// 29): its next line came at script step `step` (nil: after the last step), at `time`
    /// milliseconds, in a timer when `timer`. The run stopped there; the trace is never built.
    case traceTooLong(limit: Int, step: Int?, time: Int, timer: Bool)

    /// One sentence, or one line per problem of an invalid scenario.
    public var description: String {
        switch self {
        case .invalidScenario(let diagnostics):
            "the scenario is invalid:\n" + diagnostics.map { "  \($0.path): \($0.message)" }.joined(separator: "\n")
        case .unknownTouch(let id): "touch \(id) changes phase without having begun"
        case .responderLoop(let id): "the responder chain from \"\(id)\" loops"
        case .unknownRecognizer(let id): "no recognizer \"\(id)\" in the scene"
        case .unknownView(let id): "no view \"\(id)\" in the scene"
        case .testFirstTargetOutside(let view, let target): "the testFirst target \"\(target)\" of \"\(view)\" is not below it"
        case .notInModelledIOS(let message): message
        case .traceTooLong(let limit, let step, let time, let timer):
            "the trace reached \(limit + 1) lines, beyond the reference engine's limit of \(limit) lines (maximumTraceLines), "
                + "at \(Self.place(step: step, timer: timer)) at \(time) ms; the run stopped there"
        }
    }

    /// `script[3]`, `a timer before script[3]`, `a timer after the last step of the script`.
    private static func place(step: Int?, timer: Bool) -> String {
        switch (step, timer) {
        case (let step?, false): "script[\(step)]"
        case (let step?, true): "a timer before script[\(step)]"
        case (nil, _): "a timer after the last step of the script"
        }
    }

    /// The problems `lint` would report for `scenario`, as an error; nil when there are none.
    static func problems(of scenario: Scenario) -> ReferenceEngineError? {
        let context = DecodingContext(file: "scenario")
        scenario.scene.validate(at: JSONPath.root.appending("scene"), context)
        ScriptStep.validate(scenario.script, at: JSONPath.root.appending("script"), context)
        ScriptStep.validateReferences(scenario.script, in: scenario.scene, at: JSONPath.root.appending("script"), context)
        return context.hasErrors ? .invalidScenario(context.diagnostics) : nil
    }

    /// What `scenario` uses that iOS `version` does not have: a pointer touch before iOS 13.4
    /// (TD-18); nil when it has everything.
    static func unavailable(in scenario: Scenario, modelling version: IOSVersion) -> ReferenceEngineError? {
        // TD-18: `UITouch.TouchType.indirectPointer` exists from iOS 13.4.
        let pointerTouches = IOSVersion(13, 4)
        guard version < pointerTouches,
            let step = scenario.script.firstIndex(where: { $0.touchChanges.contains { $0.type == .indirectPointer } })
        else { return nil }
        return .notInModelledIOS(
            "script[\(step)] has an indirectPointer touch, which exists from iOS \(pointerTouches) (TD-18); this engine models iOS \(version)"
        )
    }

    /// The problems `lint` would report for `scene`, as an error; nil when there are none.
    static func problems(of scene: Scene) -> ReferenceEngineError? {
        let context = DecodingContext(file: "scene")
        scene.validate(at: JSONPath.root, context)
        return context.hasErrors ? .invalidScenario(context.diagnostics) : nil
    }
}
