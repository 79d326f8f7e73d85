/// The bounds of the fixture format's geometric numbers (issue 29, item 4; `Specs/FIXTURE-FORMAT.md`,
/// "Limits"). The decoders check every coordinate, length and transform entry of a scene or script
/// against them, so no fixture reaches an engine with a number that hit testing's arithmetic cannot
/// carry: a diagnostic names the JSON path and the limit instead.
public enum GeometryLimits {
    /// The largest magnitude of a coordinate or a length, in points: touch points, frame origins
    /// and sizes, bounds origins, a transform's `tx` and `ty`, outsets, content sizes and
    /// allowable movements. Ten thousand screens of 1,000 points: far beyond any real layout,
    /// and small enough that a `Double` keeps a resolution of 2·10⁻⁹ points there, so sums of
    /// frames and half-open edge tests (HT-06) stay exact.
    public static let maximumCoordinate = 1e7

    /// The largest magnitude of a transform's matrix entries `a`, `b`, `c` and `d`. A rotation's
    /// entries lie within ±1 and the zoom scales apps use within a few tens; 1,000 leaves room for
    /// any of them, while a transformed coordinate stays below `2 × 1000 × 10⁷ + 10⁷`, about
    /// 2·10¹⁰ points, with a resolution of 4·10⁻⁶ points: mapping a point in and out of a view
    /// stays meaningful instead of overflowing or losing the point to rounding.
    public static let maximumMatrixEntry = 1e3

    /// Whether `value` is a coordinate within ±``maximumCoordinate`` (false for NaN and infinities).
    public static func isCoordinate(_ value: Double) -> Bool { abs(value) <= maximumCoordinate }

    /// Whether `value` is a length from 0 to ``maximumCoordinate`` (false for NaN and infinities).
    public static func isLength(_ value: Double) -> Bool { value >= 0 && value <= maximumCoordinate }

    /// Whether `value` is a matrix entry within ±``maximumMatrixEntry`` (false for NaN and infinities).
    public static func isMatrixEntry(_ value: Double) -> Bool { abs(value) <= maximumMatrixEntry }

    /// `±10000000`: the coordinate limit as diagnostics write it.
    static var coordinateText: String { "±\(NumberFormat.text(maximumCoordinate))" }
}
