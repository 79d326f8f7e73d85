import DispatchModel

/// One kind of thing a generated scene can contain beyond the bare tree of frames: flags,
/// transforms, overrides, responders. The ``SceneGenerator`` drafts the tree, then lets every
/// ingredient of its ``FuzzProfile`` decorate each view, front to back, root first.
///
/// This is where the fuzzer grows with the format: gesture recognizers, controls and scroll
/// views become ingredients of their own (a `RecognizerIngredient` that appends to a view's
/// recognizers, say), enabled by the feature they need, without touching the tree or script
/// generators. An ingredient only ever adds to a view; the generator repairs references that do
/// not validate (``ScenarioRepair``) after all ingredients ran.
public protocol SceneIngredient: Sendable {
    /// The feature a scene needs once this ingredient has been used; the ingredient is only used
    /// when every engine under test declares it.
    var feature: Feature { get }

    /// Adds this ingredient's properties to `view`, which is drafted with its final id, frame
    /// and subviews. Must draw from `random` only, so that the case stays reproducible.
    func decorate(_ view: inout ViewSpec, in draft: SceneDraft, _ random: inout FuzzRandom)
}

/// What an ingredient may know about the scene being drafted.
public struct SceneDraft: Sendable {
    /// Whether the view being decorated is a window (no `kind`, no view controller).
    public var isWindow: Bool
    /// The ids of the view's descendants, depth first (for `testFirst`).
    public var descendants: [String]
    /// The ids of every view and window of the scene (for `nextResponder`).
    public var viewIDs: [String]
    /// Whether every responder must treat the four touch phases alike, so that the balance
    /// invariant applies (``DeliveryInvariant``).
    public var uniformTouches: Bool

    /// Creates a draft description.
    public init(isWindow: Bool, descendants: [String], viewIDs: [String], uniformTouches: Bool) {
        self.isWindow = isWindow
        self.descendants = descendants
        self.viewIDs = viewIDs
        self.uniformTouches = uniformTouches
    }
}
