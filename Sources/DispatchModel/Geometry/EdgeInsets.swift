/// Distances per edge, as in `UIEdgeInsets`.
public struct EdgeInsets: Sendable, Hashable {
    /// Top edge.
    public var top: Double
    /// Left edge.
    public var left: Double
    /// Bottom edge.
    public var bottom: Double
    /// Right edge.
    public var right: Double

    /// Creates insets per edge.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same distance on every edge.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }
}
