/// The value classes of every key of the scene and script vocabulary, object by object, beside
/// ``FormatVocabulary``: a key added to the format without classes here fails a test, so the
/// vocabulary coverage report (`coverage --vocabulary`) can never silently miss it.
///
/// Thresholds are those the rules name: alpha 0.01 (HT-04), a tap's movement left at UIKit's default (GR-TAP-02),
/// a long press's 500 ms and 10 pt (GR-LP-01, GR-LP-02), the window levels of HT-18.
public enum VocabularyClasses {
    /// The objects whose keys are measured, by their `FormatVocabulary.objects` name.
    public static let objects: [String: [String: [ValueClass]]] = [
        "window": window, "view": view, "viewByKind": viewByKind, "viewController": viewController, "application": application,
        "windowScene": windowScene,
        "responder": responder,
        "touchesByPhase": touchesByPhase, "testFirst": ["testFirst": [.present]], "outset": outset, "scriptStep": scriptStep,
        "touchChange": touchChange, "gestureRecognizer": gestureRecognizer, "recognizerDelegate": recognizerDelegate,
        "touchFilter": ["exceptInside": ValueClass.list(required: true)], "controlTarget": controlTarget,
        "contentAnswer": ["falseFor": ValueClass.list(required: true)], "recognizerAction": recognizerAction,
    ]

    /// The objects of the format that are not scene or script vocabulary (metadata and
    /// expectations), and so have no value classes.
    public static let unmeasured: Set<String> = ["fixture", "provenance", "iosRange", "scene", "expectation", "count"]

    static let touchOverride = ["inherit", "handle", "handleAndCallSuper"]

    /// A touches behaviour: one for all phases (inherit by default), or per phase.
    static let touches: [ValueClass] =
        ValueClass.cases(touchOverride, default: "inherit") + [ValueClass("{per phase}") { if case .object? = $0 { true } else { false } }]

    /// Alpha around the cut-off of HT-03 and HT-04: 0.01 is stored as a float below it.
    static let alpha: [ValueClass] = ValueClass.ranges(
        [
            ("below 0.01", { $0 < 0.01 }), ("0.01 (stored below the cut-off)", { $0 == 0.01 }),
            ("the smallest hittable float", { $0 > 0.01 && $0 < 0.0100001 }), ("hittable", { $0 >= 0.0100001 }),
        ], default: "hittable")

    /// Alpha as hit testing sees it, for the per-kind measure.
    static let alphaByKind: [ValueClass] = ValueClass.ranges(
        [("not hittable (0.01 or less)", { $0 <= 0.01 }), ("hittable", { $0 > 0.01 })], default: "hittable")

    /// `userInteractionEnabled`, whose default depends on the kind (HT-21).
    static let userInteraction: [ValueClass] = [true, false].map { value in
        ValueClass("\(value)") { written, context in
            if let written { return written == .bool(value) }
            let kind = context.owner["kind"]
            let defaultValue = !(kind == .string("imageView") || kind == .string("label"))
            return value == defaultValue
        }
    }

    /// Present or not: a list of recognizers, for the per-kind measure.
    static let recognizersByKind: [ValueClass] = [
        ValueClass("none (default)") { (ValueClass.count($0) ?? 0) == 0 }, ValueClass("one or more") { (ValueClass.count($0) ?? 0) > 0 },
    ]

    static let sharedViewKeys: [String: [ValueClass]] = [
        "id": [.present],
        "frame": [
            ValueClass("zero width or height") { value in ValueClass.number(value?[2]) == 0 || ValueClass.number(value?[3]) == 0 },
            ValueClass("non-empty") { value in (ValueClass.number(value?[2]) ?? 0) > 0 && (ValueClass.number(value?[3]) ?? 0) > 0 },
        ],
        "boundsOrigin": ValueClass.presence,
        "transform": [
            ValueClass("rotation or skew") { value in ValueClass.number(value?[1]).map { $0 != 0 } ?? false },
            ValueClass("scale or translation") { value in
                value != nil && ValueClass.number(value?[1]) == 0 && ValueClass.number(value?[2]) == 0
            },
            ValueClass("identity (default)") { $0 == nil },
        ],
        "hidden": ValueClass.flag(default: false),
        "alpha": alpha,
        "userInteractionEnabled": userInteraction,
        "clipsToBounds": ValueClass.flag(default: false),
        "animating": ValueClass.flag(default: false),
        "hitTest": ValueClass.cases(
            ["default", "passThroughSelf", "subviewsFirst", "captureSubviews", "lastSubviewInsteadOfSelf"], default: "default")
            + [ValueClass("{testFirst}") { $0?["testFirst"] != nil }],
        "pointInside": ValueClass.cases(["default", "includeSubviewFrames"], default: "default") + [
            ValueClass("outset > 0") { value in (ValueClass.number(value?["outset"]) ?? 0) > 0 },
            ValueClass("outset < 0") { value in (ValueClass.number(value?["outset"]) ?? 0) < 0 },
            ValueClass("outset per edge") { value in ValueClass.count(value?["outset"]) == 4 },
        ],
        "touches": touches,
        "nextResponder": ValueClass.presence,
        "gestureRecognizers": ValueClass.list(),
        "gestureRecognizerShouldBegin": ValueClass.cases(["allow", "denyAll", "denyOthers"], default: "allow"),
        "subviews": ValueClass.list(),
        "responder": ValueClass.presence,
    ]

    /// What a window is measured by: its own keys and those of a view that matter to a window
    /// (visibility and interaction, HT-17; its overrides, HT-20; its touches and recognizers).
    public static let windowKeys = [
        "frame", "hidden", "userInteractionEnabled", "hitTest", "touches", "gestureRecognizers", "subviews", "responder", "level",
        "sendEvent", "key",
    ]

    static let window: [String: [ValueClass]] = sharedViewKeys.merging([
        "level": ValueClass.ranges(
            [
                ("below normal", { $0 < 0 }), ("normal", { $0 == 0 }), ("between normal and alert", { $0 > 0 && $0 < 2000 }),
                ("alert or above", { $0 >= 2000 }),
            ],
            default: "normal"),
        "sendEvent": ValueClass.cases(["inherit", "observe", "swallow"], default: "inherit"),
        "key": ValueClass.flag(default: false),
    ]) { $1 }

    static let view: [String: [ValueClass]] = sharedViewKeys.merging([
        "kind": ValueClass.cases(
            ["view", "imageView", "label", "control", "button", "switch", "slider", "scrollView", "tableView", "tableCell"], default: "view"
        ),
        "viewController": ValueClass.presence,
        "exclusiveTouch": ValueClass.flag(default: false),
        "multipleTouchEnabled": ValueClass.flag(default: false),
        "enabled": ValueClass.flag(default: true), "targets": ValueClass.list(), "beginTracking": ValueClass.flag(default: true),
        "continueTracking": ValueClass.flag(default: true), "selected": ValueClass.flag(default: false),
        "value": [
            ValueClass("at the minimum") { value, context in
                (ValueClass.number(value) ?? 0) == (ValueClass.number(context.owner["minimumValue"]) ?? 0)
            },
            ValueClass("at the maximum") { value, context in
                value != nil && ValueClass.number(value) == (ValueClass.number(context.owner["maximumValue"]) ?? 1)
            },
            ValueClass("inside the range") { value, context in
                guard let number = ValueClass.number(value) else { return false }
                return number > (ValueClass.number(context.owner["minimumValue"]) ?? 0)
                    && number < (ValueClass.number(context.owner["maximumValue"]) ?? 1)
            },
        ],
        "minimumValue": ValueClass.presence, "maximumValue": ValueClass.presence, "continuous": ValueClass.flag(default: true),
        "delaysContentTouches": ValueClass.flag(default: true), "canCancelContentTouches": ValueClass.flag(default: true),
        "touchesShouldBegin": contentAnswer, "touchesShouldCancel": contentAnswer,
        "contentSize": [
            ValueClass("scrolls along both axes") { scrollingAxes($0, $1) == 2 },
            ValueClass("scrolls along one axis") { scrollingAxes($0, $1) == 1 },
            ValueClass("scrolls along no axis") { scrollingAxes($0, $1) == 0 },
        ],
        "zoomable": ValueClass.flag(default: false),
    ]) { $1 }

    /// The per-kind classes of ``viewKeysByKind``, coarser than the general ones: what an engine
    /// special-casing a kind would get wrong.
    static let viewByKind: [String: [ValueClass]] = [
        "hidden": ValueClass.flag(default: false), "alpha": alphaByKind, "userInteractionEnabled": userInteraction,
        "animating": ValueClass.flag(default: false), "touches": touches, "gestureRecognizers": recognizersByKind,
    ]

    /// An answer of `touchesShouldBegin` or `touchesShouldCancel`.
    static let contentAnswer: [ValueClass] = [
        ValueClass("true") { $0 == .bool(true) }, ValueClass("false") { $0 == .bool(false) },
        ValueClass("{falseFor}") { $0?["falseFor"] != nil }, ValueClass("default") { $0 == nil },
    ]

    /// How many axes a scroll view's `contentSize` makes scrollable, given its frame (SV-06).
    static func scrollingAxes(_ size: JSONValue?, _ context: ValueContext) -> Int? {
        guard let width = ValueClass.number(size?[0]), let height = ValueClass.number(size?[1]),
            let frameWidth = ValueClass.number(context.owner["frame"]?[2]), let frameHeight = ValueClass.number(context.owner["frame"]?[3])
        else { return nil }
        return (width > frameWidth ? 1 : 0) + (height > frameHeight ? 1 : 0)
    }

    /// A step's target, by the kind of object it names.
    static func target(_ kinds: [String]) -> [ValueClass] {
        kinds.map { kind in ValueClass(kind) { value, context in context.kind(of: value) == kind } }
    }

    static let viewController: [String: [ValueClass]] = [
        "id": [.present], "touches": touches, "nextResponder": ValueClass.presence, "responder": ValueClass.presence,
    ]

    static let application: [String: [ValueClass]] = [
        "touches": touches, "delegateIsResponder": ValueClass.flag(default: true), "delegateTouches": touches,
        "sendEvent": ValueClass.cases(["inherit", "observe", "swallow"], default: "inherit"),
        "responder": ValueClass.presence, "delegateResponder": ValueClass.presence,
        "receivesRemoteControlEvents": ValueClass.flag(default: false),
    ]

    static let windowScene: [String: [ValueClass]] = ["touches": touches, "responder": ValueClass.presence]

    static let responder: [String: [ValueClass]] = [
        "canBecomeFirstResponder": ValueClass.flag(default: false), "canResignFirstResponder": ValueClass.flag(default: true),
        "motion": ValueClass.cases(touchOverride, default: "inherit"), "remoteControl": ValueClass.cases(touchOverride, default: "inherit"),
        "actionMethods": ValueClass.list(),
    ]

    static let touchesByPhase: [String: [ValueClass]] = Dictionary(
        uniqueKeysWithValues: ["began", "moved", "ended", "cancelled"].map { ($0, ValueClass.cases(touchOverride, default: "inherit")) })

    static let outset: [String: [ValueClass]] = [
        "outset": [
            ValueClass("> 0") { (ValueClass.number($0) ?? 0) > 0 }, ValueClass("< 0") { (ValueClass.number($0) ?? 0) < 0 },
            ValueClass("per edge") { ValueClass.count($0) == 4 },
        ]
    ]

    static let phases = ["began", "moved", "ended", "cancelled"]
    static let touchTypes = ["direct", "indirect", "pencil", "indirectPointer"]

    static let touchChange: [String: [ValueClass]] = [
        "touch": [.present], "phase": ValueClass.cases(phases), "point": [.present],
        "type": ValueClass.cases(touchTypes, default: "direct"),
    ]

    static let scriptStep: [String: [ValueClass]] = [
        "at": [ValueClass("0") { $0 == .number(0) }, ValueClass("later") { (ValueClass.number($0) ?? 0) > 0 }],
        "touch": [.present],
        "touches": [
            ValueClass("two touches") { ValueClass.count($0) == 2 },
            ValueClass("three or more touches") { (ValueClass.count($0) ?? 0) > 2 },
        ],
        "phase": ValueClass.cases(phases), "point": [.present], "type": ValueClass.cases(touchTypes, default: "direct"),
        "wait": [.present], "recognizer": [.present], "enabled": Array(ValueClass.flag(default: true)), "systemCancel": [.present],
        "ignoringInteractionEvents": ValueClass.cases(["begin", "end"]),
        "becomeFirstResponder": target(["view", "window", "viewController"]),
        "resignFirstResponder": target(["view", "window", "viewController"]),
        "motion": ValueClass.cases(["began", "ended", "cancelled"]),
        "remoteControl": ValueClass.cases([
            "play", "pause", "stop", "togglePlayPause", "nextTrack", "previousTrack", "beginSeekingBackward", "endSeekingBackward",
            "beginSeekingForward", "endSeekingForward",
        ]),
        "sendAction": [.present], "targetForAction": [.present],
        "from": target(["view", "window", "viewController", "application", "appDelegate"]),
        "hide": target(["view", "window"]), "show": target(["view", "window"]), "disableInteraction": target(["view", "window"]),
        "enableInteraction": target(["view", "window"]), "removeFromSuperview": [.present], "control": [.present],
        "view": target(["view", "window"]),
        "alpha": ValueClass.ranges([("0.01 or less (not hittable)", { $0 <= 0.01 }), ("hittable", { $0 > 0.01 })]),
        "clipsToBounds": [ValueClass("true") { $0 == .bool(true) }, ValueClass("false") { $0 == .bool(false) }],
    ]

    static let gestureRecognizer: [String: [ValueClass]] = [
        "id": [.present],
        "kind": ValueClass.cases(["tap", "longPress", "pan", "swipe", "pinch", "rotation", "screenEdgePan"]),
        "actions": [
            ValueClass("one, its own id (default)") { $0 == nil }, ValueClass("none") { ValueClass.count($0) == 0 },
            ValueClass("several") { (ValueClass.count($0) ?? 0) > 1 },
            ValueClass("a responder target") { value in
                if case .array(let items)? = value { return items.contains { $0["target"] != nil } }
                return false
            },
        ],
        "enabled": ValueClass.flag(default: true), "cancelsTouchesInView": ValueClass.flag(default: true),
        "delaysTouchesBegan": ValueClass.flag(default: false), "delaysTouchesEnded": ValueClass.flag(default: true),
        "requireToFail": ValueClass.list(), "cannotPrevent": ValueClass.list(), "cannotBePreventedBy": ValueClass.list(),
        "delegate": ValueClass.presence,
        "allowedTouchTypes": [
            ValueClass("all (default)") { $0 == nil || ValueClass.count($0) == 4 }, ValueClass("some") { (ValueClass.count($0) ?? 4) < 4 },
        ],
        "requiresExclusiveTouchType": ValueClass.flag(default: true),
        "numberOfTapsRequired": [("0", 0), ("1", 1), ("2", 2)].map { name, count in
            ValueClass(name) { value, context in
                // Absent is the kind's default: 1 for a tap, 0 for a long press.
                (ValueClass.number(value) ?? (context.owner["kind"] == .string("tap") ? 1 : 0)) == Double(count)
            }
        } + [ValueClass("3 or more") { (ValueClass.number($0) ?? 0) >= 3 }],
        "numberOfTouchesRequired": ValueClass.ranges([("1", { $0 == 1 }), ("2", { $0 == 2 }), ("3 or more", { $0 >= 3 })], default: "1"),
        "minimumPressDuration": ValueClass.ranges(
            [("0", { $0 == 0 }), ("below 500 ms", { $0 > 0 && $0 < 500 }), ("500 ms", { $0 == 500 }), ("above 500 ms", { $0 > 500 })],
            default: "500 ms"),
        "allowableMovement": [
            ValueClass("0") { $0 == .number(0) }, ValueClass("other than the default") { (ValueClass.number($0) ?? 0) > 0 },
            ValueClass("default") { $0 == nil },
        ],
        "minimumNumberOfTouches": ValueClass.ranges([("1", { $0 == 1 }), ("2 or more", { $0 >= 2 })], default: "1"),
        "maximumNumberOfTouches": [
            ValueClass("unlimited (default)") { $0 == nil }, ValueClass("1") { $0 == .number(1) },
            ValueClass("2 or more") { (ValueClass.number($0) ?? 0) >= 2 },
        ],
        "direction": [
            ValueClass("right (default)") { $0 == nil }, ValueClass("one other") { ValueClass.count($0) == 1 },
            ValueClass("several") { (ValueClass.count($0) ?? 0) > 1 },
        ],
        "edges": ValueClass.list(required: true),
    ]

    static let recognizerDelegate: [String: [ValueClass]] = [
        "shouldBegin": ValueClass.flag(default: true),
        "shouldReceiveTouch": [
            ValueClass("true (default)") { $0 == nil || $0 == .bool(true) }, ValueClass("false") { $0 == .bool(false) },
            ValueClass("{exceptInside}") { $0?["exceptInside"] != nil },
        ],
        "shouldReceiveEvent": ValueClass.flag(default: true),
        "shouldRecognizeSimultaneouslyWith": ValueClass.list() + [ValueClass("all") { $0 == .string("all") }],
        "shouldRequireFailureOf": ValueClass.list(),
        "shouldBeRequiredToFailBy": ValueClass.list() + [ValueClass("all") { $0 == .string("all") }],
    ]

    static let controlTarget: [String: [ValueClass]] = [
        "action": [
            ValueClass("identifier") { if case .string(let name)? = $0 { !name.hasSuffix(":") } else { false } },
            ValueClass("selector with colons") { if case .string(let name)? = $0 { name.hasSuffix(":") } else { false } },
        ],
        "events": [
            ValueClass("none") { ValueClass.count($0) == 0 }, ValueClass("one") { ValueClass.count($0) == 1 },
            ValueClass("several") { (ValueClass.count($0) ?? 0) > 1 },
        ],
        "target": [
            ValueClass("nil") { $0 == .null }, ValueClass("a responder") { if case .string? = $0 { true } else { false } },
            ValueClass("the app's object (default)") { $0 == nil },
        ],
    ]

    static let recognizerAction: [String: [ValueClass]] = [
        "action": [
            ValueClass("identifier") { if case .string(let name)? = $0 { !name.hasSuffix(":") } else { false } },
            ValueClass("selector with colons") { if case .string(let name)? = $0 { name.hasSuffix(":") } else { false } },
        ],
        "target": [.present],
    ]
}

extension VocabularyClasses {
    /// Keys of a view measured once per view kind, because an engine may special-case a kind
    /// (a button's own hit testing, a label's default interaction): the flags hit testing reads,
    /// the touch methods, the recognizers.
    public static let viewKeysByKind: Set<String> = [
        "hidden", "alpha", "userInteractionEnabled", "animating", "touches", "gestureRecognizers",
    ]

    /// Keys of a recognizer measured once per recognizer kind: the ones whose effect depends on
    /// how the kind recognizes (a pan begins while a tap ends).
    public static let recognizerKeysByKind: Set<String> = [
        "enabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "delegate", "requireToFail",
    ]

    /// The keys of each kind of script step (the step's kind is the key that names it).
    public static let scriptStepKeys: [String: [String]] = [
        "touch": ["at", "phase", "type"], "touches": ["at", "touches"], "wait": ["at"], "recognizer": ["at", "enabled"],
        "control": ["at", "enabled"], "view": ["at", "view", "alpha", "clipsToBounds"], "systemCancel": ["at"],
        "ignoringInteractionEvents": ["at", "ignoringInteractionEvents"], "becomeFirstResponder": ["at", "becomeFirstResponder"],
        "resignFirstResponder": ["at", "resignFirstResponder"], "motion": ["at", "motion"], "remoteControl": ["at", "remoteControl"],
        "sendAction": ["at", "from"], "targetForAction": ["at", "from"], "hide": ["at", "hide"], "show": ["at", "show"],
        "disableInteraction": ["at", "disableInteraction"], "enableInteraction": ["at", "enableInteraction"],
        "removeFromSuperview": ["at", "removeFromSuperview"],
    ]

    /// The keys of a view of `kind` (a window: `nil`), as the decoder accepts them.
    public static func viewKeys(kind: String?) -> [String] {
        guard let kind else { return WindowSpec.keys }
        var keys = ViewSpec.sharedKeys + ["kind", "viewController", "exclusiveTouch", "multipleTouchEnabled"]
        if ["control", "button", "switch", "slider"].contains(kind) { keys += ViewSpec.controlKeys }
        if kind == "slider" { keys += ViewSpec.sliderKeys }
        if kind == "scrollView" || kind == "tableView" { keys += ViewSpec.scrollViewKeys }
        return keys
    }
}
