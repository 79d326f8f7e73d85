import DispatchModel

extension AffineTransform {
    /// A pure translation.
    static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// This transform, then `outer` (`CGAffineTransformConcat(self, outer)`): a point is mapped
    /// by `self` first.
    func followed(by outer: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: outer.a * a + outer.c * b, b: outer.b * a + outer.d * b,
            c: outer.a * c + outer.c * d, d: outer.b * c + outer.d * d,
            tx: outer.a * tx + outer.c * ty + outer.tx, ty: outer.b * tx + outer.d * ty + outer.ty)
    }

    /// The direction of the transformed x axis as a unit vector: `(1, 0)` for the identity and
    /// for a transform that collapses the x axis.
    package var xAxisDirection: Point {
        let length = (a * a + b * b).squareRoot()
        guard length > 0, length.isFinite else { return Point(x: 1, y: 0) }
        return Point(x: a / length, y: b / length)
    }
}
