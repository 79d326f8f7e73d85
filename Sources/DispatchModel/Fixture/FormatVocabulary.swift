/// The complete key vocabulary of every object of the fixture format, in one place, so that the
/// decoders, `Specs/FIXTURE-FORMAT.md` and `Specs/fixture.schema.json` can be checked against
/// each other (a test compares the schema's `$defs` with ``objects``).
public enum FormatVocabulary {
    /// Keys of each object kind, named as in the schema's `$defs`.
    public static let objects: [String: [String]] = [
        "fixture": FixtureDecoder.keys,
        "provenance": ["kind", "ref", "note"],
        "iosRange": ["from", "before"],
        "scene": ["windows", "application", "windowScene"],
        "windowScene": WindowSceneSpec.keys,
        "window": WindowSpec.keys,
        "view": ViewSpec.keys,
        "viewController": ["id", "touches", "nextResponder", "responder"],
        "application": [
            "touches", "delegateIsResponder", "delegateTouches", "sendEvent", "responder", "delegateResponder",
            "receivesRemoteControlEvents",
        ],
        "responder": ResponderTraits.keys,
        "touchChange": ["touch", "phase", "point", "type"],
        "touchesByPhase": TouchPhase.allCases.map(\.rawValue),
        "testFirst": ["testFirst"],
        "outset": ["outset"],
        "scriptStep": ["at"] + ScriptStep.stepKindKeys + ["phase", "point", "type", "enabled", "from"] + ScriptStep.viewPropertyKeys,
        "gestureRecognizer": GestureRecognizerSpec.keys,
        "recognizerDelegate": RecognizerDelegateSpec.keys,
        "touchFilter": ["exceptInside"],
        "controlTarget": ["action", "events", "target"],
        "contentAnswer": ["falseFor"],
        "recognizerAction": ["action", "target"],
        "expectation": Expectation.keys,
        "count": ["line", "exactly", "atLeast", "atMost"],
    ]

    /// The string values each enumerated field accepts, named as in the schema's `$defs`.
    public static let enumerations: [String: [String]] = [
        "conformance": Conformance.allCases.map(\.rawValue),
        "provenanceKind": Provenance.Kind.allCases.map(\.rawValue),
        "feature": Feature.catalogue.map(\.rawValue),
        "viewKind": ViewKind.allCases.map(\.rawValue),
        "touchOverride": TouchOverride.allCases.map(\.rawValue),
        "hitTestName": ["default", "passThroughSelf", "subviewsFirst", "captureSubviews", "lastSubviewInsteadOfSelf"],
        "pointInsideName": ["default", "includeSubviewFrames"],
        "phase": TouchPhase.allCases.map(\.rawValue),
        "channel": Channel.allCases.map(\.rawValue),
        "recognizerKind": GestureRecognizerSpec.kindNames,
        "viewGestureVeto": ViewGestureVeto.allCases.map(\.rawValue),
        "swipeDirection": SwipeDirection.allCases.map(\.rawValue),
        "screenEdge": ScreenEdge.allCases.map(\.rawValue),
        "motionPhase": MotionPhase.allCases.map(\.rawValue),
        "touchType": TouchType.allCases.map(\.rawValue),
        "remoteControlSubtype": RemoteControlSubtype.allCases.map(\.rawValue),
        "controlEvent": ControlEvent.allCases.map(\.rawValue),
        "gestureState": GestureState.allCases.map(\.rawValue),
        "sendEventOverride": SendEventOverride.allCases.map(\.rawValue),
    ]
}
