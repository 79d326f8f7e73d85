/// What a `UIScrollView` (or `UITableView`) of the scene is configured with and what its subclass
/// answers (`Specs/FIXTURE-FORMAT.md`, "Scroll views").
public struct ScrollViewSpec: Sendable, Hashable {
    /// The answer of `touchesShouldBegin(_:with:in:)`.
    public enum ContentAnswer: Sendable, Hashable {
        /// The same answer for every content view.
        case always(Bool)
        /// False for these content views (or views inside them), true for others.
        case falseFor([String])
    }

    /// `delaysContentTouches` (SV-01).
    public var delaysContentTouches: Bool
    /// `canCancelContentTouches` (SV-06).
    public var canCancelContentTouches: Bool
    /// `touchesShouldBegin(_:with:in:)` (SV-04).
    public var touchesShouldBegin: ContentAnswer
    /// `touchesShouldCancel(in:)`; nil is UIKit's default: false for controls, true otherwise (SV-07).
    public var touchesShouldCancel: ContentAnswer?
    /// The axes the content can scroll along, in ``ScrollAxis`` order, without repeats (SV-06).
    public var scrollableAxes: [ScrollAxis]
    /// The scroll view zooms: its `maximumZoomScale` exceeds `minimumZoomScale` and its delegate
    /// names a view for zooming, so its pinch recognizer works (SV-13).
    public var zoomable = false

    /// Creates a scroll-view configuration with UIKit's defaults, scrollable along both axes.
    public init(
        delaysContentTouches: Bool = true, canCancelContentTouches: Bool = true, touchesShouldBegin: ContentAnswer = .always(true),
        touchesShouldCancel: ContentAnswer? = nil, scrollableAxes: [ScrollAxis] = ScrollAxis.allCases
    ) {
        self.delaysContentTouches = delaysContentTouches
        self.canCancelContentTouches = canCancelContentTouches
        self.touchesShouldBegin = touchesShouldBegin
        self.touchesShouldCancel = touchesShouldCancel
        self.scrollableAxes = scrollableAxes
    }
}

/// An axis a scroll view's content may scroll along: the content is larger than the bounds
/// along it (SV-06).
public enum ScrollAxis: String, Sendable, Hashable, CaseIterable {
    /// Along x.
    case horizontal
    /// Along y.
    case vertical
}
