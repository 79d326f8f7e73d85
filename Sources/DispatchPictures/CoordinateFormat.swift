import DispatchModel

/// How the renderer writes coordinates: rounded to hundredths of a point, then in the trace's
/// canonical number form (`120`, `70.71`), so that drawings are stable and diffable.
public enum CoordinateFormat {
    /// `value` rounded to 2 decimals, written by `NumberFormat.text` (`-0` is written `0`).
    public static func text(_ value: Double) -> String {
        NumberFormat.text(rounded(value))
    }

    /// `value` rounded to 2 decimals.
    public static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return (value * 100).rounded() / 100
    }

    /// `x,y`, as in SVG point lists.
    public static func pair(_ point: Point) -> String {
        "\(text(point.x)),\(text(point.y))"
    }

    /// The points of a polygon or polyline: `x,y x,y …`.
    public static func points(_ points: [Point]) -> String {
        points.map(pair).joined(separator: " ")
    }
}
