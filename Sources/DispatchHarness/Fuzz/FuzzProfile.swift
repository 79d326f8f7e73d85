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

    /// The profile for engines declaring `features`; retired names count as the features they
    /// were split into, unknown features are ignored.
    public init(features declared: Set<Feature>) {
        let features = Feature.expandingRetired(declared).intersection(Feature.catalogue)
        self.features = features
        maximumWindows = features.contains(.windows) ? 3 : 1
        maximumViewsPerWindow = 10
        maximumDepth = 4
        maximumTouches = features.contains(.responderChain) && !features.contains(.multiTouch) ? 1 : 4
        let all: [any SceneIngredient] = [
            FlagIngredient(), TransformIngredient(), OverrideIngredient(), ResponderIngredient(), MultipleTouchIngredient(),
        ]
        ingredients = all.filter { features.contains($0.feature) }
    }

    /// The profile of the reference engine: every feature of the catalogue.
    public static let everything = FuzzProfile(features: Set(Feature.catalogue))

    /// Whether cases may use `feature`.
    public func allows(_ feature: Feature) -> Bool { features.contains(feature) }

    /// The channels compared between engines: touch delivery only when the responder chain is in,
    /// tap counts only when both engines count taps.
    public var channels: Set<Channel> {
        var channels: Set<Channel> = allows(.responderChain) ? [.input, .hitTest, .hit, .touches, .dropped] : [.input, .hitTest, .hit]
        if allows(.tapCounts) { channels.insert(.tapCount) }
        return channels
    }
}
