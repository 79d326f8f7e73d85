/// One touch's change within an input event: the touch (finger) id, its new phase and where it is,
/// in screen coordinates.
public struct TouchChange: Sendable, Hashable {
    /// The touch id, ≥ 1.
    public var id: Int
    /// The phase the touch enters.
    public var phase: TouchPhase
    /// The touch's location.
    public var point: Point
    /// What produced the touch (TD-17); given at its began change, `.direct` by default.
    public var type: TouchType

    /// Creates a change.
    public init(id: Int, phase: TouchPhase, point: Point, type: TouchType = .direct) {
        self.id = id
        self.phase = phase
        self.point = point
        self.type = type
    }
}
