import DispatchHarness
import DispatchModel

/// One kind of thing a generated scene can contain beyond the bare tree of frames: flags,
/// transforms, overrides, responders, recognizers, controls, scroll views. The ``SceneGenerator``
/// drafts the tree, lets every ingredient of its ``FuzzProfile`` decorate each view (parents
/// first), then lets each ingredient wire what names other objects of the scene (a recognizer's
/// failure requirements, the key window), then repairs what does not validate
/// (``ScenarioRepair``).
///
/// Everything about one key of the fixture format lives in one ingredient: how it is generated and
/// how the shrinker takes it back to its default (``reductions(of:)``). A new key is a line in an
/// ingredient, or a new ingredient in ``FuzzProfile/allIngredients``.
public protocol SceneIngredient: Sendable {
    /// The feature a scene needs once this ingredient has been used; the ingredient is only used
    /// when every engine under test declares it. Keys needing a further feature ask
    /// ``SceneDraft/allows(_:)``.
    var feature: Feature { get }

    /// Whether what this ingredient adds can stop a touch phase from taking the plain responder
    /// chain (recognizers, controls, scroll views, exclusive touch, `sendEvent` overrides). Plain
    /// scenes (``SceneDraft/isPlain``) go without such ingredients, so that the exact delivery
    /// invariant (``DeliveryInvariant``) checks them.
    var altersDelivery: Bool { get }

    /// Adds this ingredient's properties to `view`, which is drafted with its final id, frame
    /// and subviews. Must draw from `random` only, so that the case stays reproducible.
    func decorate(_ view: inout ViewSpec, in draft: SceneDraft, _ random: inout SeededRandom)

    /// After every view is decorated: sets what names other objects of the scene, or belongs to
    /// the scene rather than to a view (windows, the application).
    func wire(_ scene: inout Scene, in draft: SceneDraft, _ random: inout SeededRandom)

    /// The variants of `view` with one thing this ingredient added taken back to its default, for
    /// the shrinker; subviews are left alone.
    func reductions(of view: ViewSpec) -> [ViewSpec]

    /// The variants of `scene` with one thing this ingredient wired taken back to its default
    /// (a window's or the application's setting), for the shrinker.
    func reductions(of scene: Scene) -> [Scene]
}

extension SceneIngredient {
    /// Most ingredients leave delivery to the responder chain.
    public var altersDelivery: Bool { false }

    /// Most ingredients only decorate views.
    public func wire(_ scene: inout Scene, in draft: SceneDraft, _ random: inout SeededRandom) {}

    /// No reductions of one's own.
    public func reductions(of view: ViewSpec) -> [ViewSpec] { [] }

    /// No scene-wide reductions of one's own.
    public func reductions(of scene: Scene) -> [Scene] { [] }
}

/// What an ingredient may know about the scene being drafted.
public struct SceneDraft: Sendable {
    /// Whether the view being decorated is a window (no `kind`, no view controller).
    public var isWindow: Bool
    /// The ids of the view's descendants, depth first (for `testFirst`, table cells, `falseFor`).
    public var descendants: [String]
    /// The ids of every view and window of the scene, depth first (for `nextResponder`).
    public var viewIDs: [String]
    /// Whether every responder must treat the four touch phases alike, so that the balance
    /// invariant applies (``BalanceInvariant``).
    public var uniformTouches: Bool
    /// Whether the scene leaves out every ingredient that ``SceneIngredient/altersDelivery``.
    public var isPlain: Bool
    /// How often views are made unable to take touches (hidden, transparent, non-interactive,
    /// animating), from 0 to 1: some scenes are all reachable, so that touches reach deep views
    /// with recognizers and controls; others test hit testing's early-outs hard.
    public var obstruction: Double = 1
    /// The features the case may need.
    public var features: Set<Feature>

    /// Creates a draft description.
    public init(
        isWindow: Bool, descendants: [String], viewIDs: [String], uniformTouches: Bool, isPlain: Bool = false,
        features: Set<Feature> = Set(Feature.catalogue)
    ) {
        self.isWindow = isWindow
        self.descendants = descendants
        self.viewIDs = viewIDs
        self.uniformTouches = uniformTouches
        self.isPlain = isPlain
        self.features = features
    }

    /// Whether the case may use `feature`.
    public func allows(_ feature: Feature) -> Bool { feature.isCovered(by: features) }
}
