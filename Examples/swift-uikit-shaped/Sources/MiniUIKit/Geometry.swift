/// A point, in the coordinates of whatever view it belongs to (`CGPoint`).
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

/// A width and a height (`CGSize`).
public struct Size: Hashable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle (`CGRect`) with a non-negative size.
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The size.
    public var size: Size

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The centre.
    public var mid: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    /// Whether `point` is inside: left and top edges included, right and bottom edges excluded,
    /// as `CGRect.contains` does.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle grown by `left`, `top`, `right` and `bottom` on each side (shrunk for
    /// negative values), as `UIEdgeInsets` with negative insets do.
    public func outset(top: Double, left: Double, bottom: Double, right: Double) -> Rect {
        Rect(x: minX - left, y: minY - top, width: size.width + left + right, height: size.height + top + bottom)
    }

    /// The smallest rectangle holding the four corners mapped by `transform`.
    public func applying(_ transform: AffineTransform) -> Rect {
        let corners = [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
            .map(transform.apply)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

/// An affine transform (`CGAffineTransform`): `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
public struct AffineTransform: Hashable, Sendable {
    /// The coefficient of `x` in the new `x`.
    public var a: Double
    /// The coefficient of `x` in the new `y`.
    public var b: Double
    /// The coefficient of `y` in the new `x`.
    public var c: Double
    /// The coefficient of `y` in the new `y`.
    public var d: Double
    /// Added to the new `x`.
    public var tx: Double
    /// Added to the new `y`.
    public var ty: Double

    /// Creates a transform from its six numbers.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    public static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// `point` mapped by this transform.
    public func apply(_ point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// This transform, then `other` (`CGAffineTransformConcat(self, other)`).
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: other.a * a + other.c * b, b: other.b * a + other.d * b,
            c: other.a * c + other.c * d, d: other.b * c + other.d * d,
            tx: other.a * tx + other.c * ty + other.tx, ty: other.b * tx + other.d * ty + other.ty)
    }

    /// The inverse. A singular transform has none: its "inverse" maps every point to a
    /// non-finite one, which callers can test with `Point.isFinite`.
    public func inverted() -> AffineTransform {
        let determinant = a * d - b * c
        return AffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}
