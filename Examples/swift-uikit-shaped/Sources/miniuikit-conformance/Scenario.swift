/// The part of a request's scenario this adapter reads (`Specs/FIXTURE-FORMAT.md` of the suite),
/// decoded with `Codable`. Keys it does not name cannot change what MiniUIKit does in a scenario
/// it can play (first-responder settings, `gestureRecognizerShouldBegin` of views without
/// recognizers): fixtures that use them need features the handshake does not declare. What would
/// change the trace and MiniUIKit cannot express is an error (`UnsupportedScenario`), never
/// silently ignored.
struct Scenario: Decodable {
    var scene: Scene
    var script: [Step]
}

struct Scene: Decodable {
    var windows: [ViewSpec]
    var application: ApplicationSpec
}

/// A window or a view: the keys both share, plus those of one or the other (optional here).
struct ViewSpec: Decodable {
    var id: String
    var kind: String?
    var frame: [Double]
    var boundsOrigin: [Double]
    var transform: [Double]
    var hidden: Bool
    var alpha: Double
    var userInteractionEnabled: Bool
    var clipsToBounds: Bool
    var animating: Bool
    var multipleTouchEnabled: Bool?
    var exclusiveTouch: Bool?
    var hitTest: HitTestCode
    var pointInside: PointInsideCode
    var touches: TouchesCode
    var nextResponder: String?
    var viewController: ViewControllerSpec?
    var gestureRecognizers: [JSONIgnored]
    var subviews: [ViewSpec]
    // Windows only.
    var level: Double?
    var sendEvent: SendEventCode?
}

struct ViewControllerSpec: Decodable {
    var id: String
    var touches: TouchesCode
    var nextResponder: String?
}

struct ApplicationSpec: Decodable {
    var touches: TouchesCode
    var delegateIsResponder: Bool
    var delegateTouches: TouchesCode?
    var sendEvent: SendEventCode
}

/// Anything, not read: only counted.
struct JSONIgnored: Decodable {
    init(from decoder: any Decoder) throws {}
}

/// What an app's `hitTest(_:with:)` override does.
enum HitTestCode: Decodable, Equatable {
    case inherited, passThroughSelf, testFirst(String), subviewsFirst, captureSubviews, lastSubviewInsteadOfSelf

    private struct TestFirst: Decodable { var testFirst: String }

    init(from decoder: any Decoder) throws {
        if let object = try? TestFirst(from: decoder) {
            self = .testFirst(object.testFirst)
            return
        }
        switch try String(from: decoder) {
        case "default": self = .inherited
        case "passThroughSelf": self = .passThroughSelf
        case "subviewsFirst": self = .subviewsFirst
        case "captureSubviews": self = .captureSubviews
        case "lastSubviewInsteadOfSelf": self = .lastSubviewInsteadOfSelf
        case let other: throw AdapterError("unknown hitTest override \"\(other)\"")
        }
    }
}

/// What an app's `point(inside:with:)` override does.
enum PointInsideCode: Decodable, Equatable {
    case inherited, includeSubviewFrames, outset(top: Double, left: Double, bottom: Double, right: Double)

    private struct Outset: Decodable { var outset: [Double] }

    init(from decoder: any Decoder) throws {
        if let object = try? Outset(from: decoder), object.outset.count == 4 {
            let o = object.outset
            self = .outset(top: o[0], left: o[1], bottom: o[2], right: o[3])
            return
        }
        switch try String(from: decoder) {
        case "default": self = .inherited
        case "includeSubviewFrames": self = .includeSubviewFrames
        case let other: throw AdapterError("unknown pointInside override \"\(other)\"")
        }
    }
}

/// What an app's touch method does for one phase.
enum TouchMethodCode: String, Decodable {
    case inherit, handle, handleAndCallSuper
}

/// The four touch methods of a responder subclass.
struct TouchesCode: Decodable {
    var began: TouchMethodCode
    var moved: TouchMethodCode
    var ended: TouchMethodCode
    var cancelled: TouchMethodCode
}

/// What an app's `sendEvent(_:)` override does.
enum SendEventCode: String, Decodable {
    case inherit, observe, swallow
}

/// One script step. Only the keys of the steps this adapter plays are named; `unknownKeys`
/// keeps the others, so that a step it cannot play is an error naming them.
struct Step: Decodable {
    var at: Int
    var touch: Int?
    var phase: String?
    var point: [Double]?
    var type: String?
    var touches: [TouchChange]?
    var wait: Bool?
    var systemCancel: Bool?
    var ignoringInteractionEvents: String?
    var hide: String?
    var show: String?
    var disableInteraction: String?
    var enableInteraction: String?
    var removeFromSuperview: String?
    var view: String?
    var alpha: Double?
    var clipsToBounds: Bool?
    var unknownKeys: [String]

    struct TouchChange: Decodable {
        var touch: Int
        var phase: String
        var point: [Double]
        var type: String?
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private static let known: Set<String> = [
        "at", "touch", "phase", "point", "type", "touches", "wait", "systemCancel", "ignoringInteractionEvents", "hide", "show",
        "disableInteraction", "enableInteraction", "removeFromSuperview", "view", "alpha", "clipsToBounds",
    ]

    init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: AnyKey.self)
        func value<T: Decodable>(_ name: String) throws -> T? {
            try keys.decodeIfPresent(T.self, forKey: AnyKey(stringValue: name))
        }
        at = try value("at") ?? 0
        touch = try value("touch")
        phase = try value("phase")
        point = try value("point")
        type = try value("type")
        touches = try value("touches")
        wait = try value("wait")
        systemCancel = try value("systemCancel")
        ignoringInteractionEvents = try value("ignoringInteractionEvents")
        hide = try value("hide")
        show = try value("show")
        disableInteraction = try value("disableInteraction")
        enableInteraction = try value("enableInteraction")
        removeFromSuperview = try value("removeFromSuperview")
        view = try value("view")
        alpha = try value("alpha")
        clipsToBounds = try value("clipsToBounds")
        unknownKeys = keys.allKeys.map(\.stringValue).filter { !Self.known.contains($0) }.sorted()
    }
}

/// A scenario this adapter cannot play, with the reason; answered as an `error` response.
struct AdapterError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
