import DispatchModel

/// What generated cases may contain and how large they get. Built from the features every engine
/// under test declares, so that a case never needs a feature one of them lacks, and compared only
/// on the channels those features define.
public struct FuzzProfile: Sendable {
    /// The features generated cases may need.
    public var features: Set<Feature>
    /// Windows per scene (more than one only with the `windows` feature).
    public var maximumWindows: Int
    /// Views per window, the window excluded.
    public var maximumViewsPerWindow: Int
    /// Levels of subviews below a window.
    public var maximumDepth: Int
    /// Fingers per script; their steps interleave and may overlap in time. One when touches reach
    /// views but the engines lack `multi-touch`.
    public var maximumTouches: Int
    /// The ingredients that decorate each view, in the order they run.
    public var ingredients: [any SceneIngredient]
    /// The kinds of steps added to the touches of a script, in the order they are added.
    public var steps: [any StepIngredient]

    /// The profile for engines declaring `features`; retired names count as the features they
    /// were split into, unknown features are ignored.
    public init(features declared: Set<Feature>) {
        let features = Feature.expandingRetired(declared).intersection(Feature.catalogue)
        self.features = features
        maximumWindows = features.contains(.windows) ? 3 : 1
        maximumViewsPerWindow = 10
        maximumDepth = 4
        maximumTouches = features.contains(.responderChain) && !features.contains(.multiTouch) ? 1 : 4
        ingredients = Self.allIngredients.filter { $0.feature.isCovered(by: features) }
        steps = Self.allSteps.filter { $0.feature.isCovered(by: features) }
    }

    /// Every scene ingredient, in the order they decorate a view. A new key of the fixture format
    /// is a line in one of them, or a new ingredient here.
    public static let allIngredients: [any SceneIngredient] = [
        FlagIngredient(), TransformIngredient(), OverrideIngredient(), ResponderIngredient(), MultipleTouchIngredient(),
        ExclusiveTouchIngredient(), ControlIngredient(), ScrollViewIngredient(), RecognizerIngredient(), RecognizerRelationsIngredient(),
        EventInterceptionIngredient(), FirstResponderIngredient(),
    ]

    /// Every kind of script step beyond touches. A new kind of step is a new ``StepIngredient`` here.
    public static let allSteps: [any StepIngredient] = [
        WaitStep(), RecognizerEnabledStep(), ViewChangeStep(), ViewPropertyStep(), ControlEnabledStep(), FirstResponderStep(), MotionStep(),
        RemoteControlStep(), ActionStep(),
        IgnoringInteractionStep(), SystemCancelStep(),
    ]

    /// The profile of the reference engine: every feature of the catalogue.
    public static let everything = FuzzProfile(features: Set(Feature.catalogue))

    /// Whether cases may use `feature` (every part of a retired name).
    public func allows(_ feature: Feature) -> Bool { feature.isCovered(by: features) }

    /// The channels each feature defines (`Specs/FEATURES.md`, `Specs/TRACE-FORMAT.md`).
    static let channelsByFeature: [(Feature, [Channel])] = [
        (.hitTesting, [.input, .hitTest, .hit]), (.responderChain, [.touches, .dropped]),
        (.gestureRecognizers, [.recognizerTouches, .gesture, .action, .gestureValue]), (.controls, [.control, .action]),
        (.tapCounts, [.tapCount]), (.eventInterception, [.sendEvent]), (.firstResponder, [.firstResponder, .motion, .remote, .action]),
        (.touchLocations, [.location]), (.controlState, [.controlState]), (.scrollFlags, [.scroll]),
    ]

    /// The channels compared between engines: those of the features both declare.
    public var channels: Set<Channel> {
        var channels: Set<Channel> = []
        for (feature, defined) in Self.channelsByFeature where allows(feature) { channels.formUnion(defined) }
        return channels
    }
}
