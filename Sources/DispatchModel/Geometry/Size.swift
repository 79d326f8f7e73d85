/// A width and height, in points (UIKit's `CGSize`).
public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// `CGSize.zero`, UIKit's default `contentSize`.
    public static let zero = Size(width: 0, height: 0)

    /// `[width, height]` in the trace's number format.
    public var description: String { "[\(NumberFormat.text(width)), \(NumberFormat.text(height))]" }
}
