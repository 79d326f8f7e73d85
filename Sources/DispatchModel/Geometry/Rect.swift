/// An axis-aligned rectangle (UIKit's `CGRect`), with non-negative size.
public struct Rect: Sendable, Hashable {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width, never negative.
    public var width: Double
    /// Height, never negative.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The top-left corner.
    public var origin: Point { Point(x: x, y: y) }
    /// The centre.
    public var mid: Point { Point(x: x + width / 2, y: y + height / 2) }

    /// The width and height.
    public var size: Size { Size(width: width, height: height) }
    /// Right edge (excluded from the rectangle).
    public var maxX: Double { x + width }
    /// Bottom edge (excluded from the rectangle).
    public var maxY: Double { y + height }

    /// `CGRectContainsPoint`: half-open, so the max-x and max-y edges are outside (HT-06).
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The rectangle grown by `insets` on each side (negative values shrink it).
    public func outset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x - insets.left, y: y - insets.top,
            width: max(0, width + insets.left + insets.right),
            height: max(0, height + insets.top + insets.bottom))
    }
}
