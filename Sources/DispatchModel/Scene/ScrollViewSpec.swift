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
    /// `contentSize`: the content scrolls along an axis where it is larger than the bounds (SV-06).
    public var contentSize: Size
    /// The scroll view zooms: its `maximumZoomScale` exceeds `minimumZoomScale` and its delegate
    /// names a view for zooming, so its pinch recognizer works (SV-13).
    public var zoomable = false

    /// Creates a scroll-view configuration with UIKit's defaults; the default `contentSize` is
    /// UIKit's, zero, along which nothing scrolls.
    public init(
        contentSize: Size = .zero, delaysContentTouches: Bool = true, canCancelContentTouches: Bool = true,
        touchesShouldBegin: ContentAnswer = .always(true), touchesShouldCancel: ContentAnswer? = nil
    ) {
        self.contentSize = contentSize
        self.delaysContentTouches = delaysContentTouches
        self.canCancelContentTouches = canCancelContentTouches
        self.touchesShouldBegin = touchesShouldBegin
        self.touchesShouldCancel = touchesShouldCancel
    }

    /// The axes the content can scroll along, in ``ScrollAxis`` order: those where `contentSize`
    /// exceeds `boundsSize` (SV-06).
    public func scrollableAxes(boundsSize: Size) -> [ScrollAxis] {
        ScrollAxis.allCases.filter { axis in
            switch axis {
            case .horizontal: contentSize.width > boundsSize.width
            case .vertical: contentSize.height > boundsSize.height
            }
        }
    }
}

/// An axis a scroll view's content may scroll along: the content is larger than the bounds along
/// it (SV-06).
public enum ScrollAxis: String, Sendable, Hashable, CaseIterable {
    /// Along x.
    case horizontal
    /// Along y.
    case vertical
}
