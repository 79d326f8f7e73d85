/// The coarse feature names of contract 2, which contract 3 split into finer ones
/// (`Specs/FEATURES.md`, "Retired names").
///
/// A fixture may not list a retired name (`lint` says which finer features it needs, and
/// `dispatch-conformance migrate` rewrites it). An engine may still declare one, in its handshake
/// or in ``DispatchEngine/features``, for the life of protocol 2: it stands for every feature it
/// was split into, since that is what declaring it used to claim, and the harness warns.
extension Feature {
    /// Retired: gesture-recognizer machinery as a whole. Expands to ``gestureRecognizers``,
    /// ``gestureDelegates``, ``failureRequirements``, ``touchDelays`` and ``gestureArbitration``.
    public static let gestures = Feature(rawValue: "gestures")
    /// Retired: every tap recognizer. Expands to ``singleTap``, ``multiTap`` and ``multiFingerTap``.
    public static let tap = Feature(rawValue: "tap")
    /// Retired: pinch and rotation together. Expands to ``pinch`` and ``rotation``.
    public static let pinchRotation = Feature(rawValue: "pinch-rotation")

    /// Each retired name with the features it was split into, in catalogue order.
    public static let retired: [(name: Feature, parts: [Feature])] = [
        (.gestures, [.gestureRecognizers, .gestureDelegates, .failureRequirements, .touchDelays, .gestureArbitration]),
        (.tap, [.singleTap, .multiTap, .multiFingerTap]),
        (.pinchRotation, [.pinch, .rotation]),
    ]

    /// Whether this is a retired name.
    public var isRetired: Bool { Self.retired.contains { $0.name == self } }

    /// The features a retired name was split into; `[self]` for any other name.
    public var expansion: [Feature] { Self.retired.first { $0.name == self }?.parts ?? [self] }

    /// A declared set of features with every retired name replaced by the features it was split
    /// into: what an engine that declares an old name claims.
    public static func expandingRetired(_ features: Set<Feature>) -> Set<Feature> {
        Set(features.flatMap(\.expansion))
    }
}
