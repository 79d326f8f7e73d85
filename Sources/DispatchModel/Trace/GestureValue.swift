/// A value a recognizer's action reads (`location(in:)`, `translation(in:)`, `scale`,
/// `rotation`), as written in `value` lines.
public enum GestureValue: Sendable, Hashable, CustomStringConvertible {
    /// A point, `(x,y)`.
    case point(Point)
    /// A number, in the trace's number format.
    case number(Double)

    /// `(12,0)` or `1.5`.
    public var description: String {
        switch self {
        case .point(let point): point.description
        case .number(let number): NumberFormat.text(number)
        }
    }
}
