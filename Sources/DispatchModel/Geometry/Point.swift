/// A point in some view's coordinate space, in points (UIKit's `CGPoint`).
public struct Point: Sendable, Hashable, CustomStringConvertible {
    /// Horizontal coordinate.
    public var x: Double
    /// Vertical coordinate.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0,0)`.
    public static let zero = Point(x: 0, y: 0)

    /// `(x,y)` in the trace's number format.
    public var description: String { "(\(NumberFormat.text(x)),\(NumberFormat.text(y)))" }
}
