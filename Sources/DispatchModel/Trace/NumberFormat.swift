/// The one way numbers are written in traces and messages: integral values without a fraction
/// (`120`, never `120.0`), others in the shortest form that reads back as the same `Double`.
public enum NumberFormat {
    /// Formats `value` canonically.
    public static func text(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
