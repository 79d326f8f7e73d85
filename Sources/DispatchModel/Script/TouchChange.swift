/// One touch's change within an input event: the touch (finger) id, its new phase and where it is,
/// in screen coordinates.
public struct TouchChange: Sendable, Hashable {
    /// The touch id, ≥ 1.
    public var id: Int
    /// The phase the touch enters.
    public var phase: TouchPhase
    /// The touch's location.
    public var point: Point

    /// Creates a change.
    public init(id: Int, phase: TouchPhase, point: Point) {
        self.id = id
        self.phase = phase
        self.point = point
    }
}
