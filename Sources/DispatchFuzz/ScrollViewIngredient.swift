import DispatchHarness
import DispatchModel

/// Scroll and table views (`scroll-views`) with every key: the content-touch delay, cancelling
/// content touches, `touchesShouldBegin` and `touchesShouldCancel` (also `falseFor` some content
/// views), the scrollable axes (`scrollable-axes`), zooming (`pinch-rotation`), and table cells
/// at any depth below a table view (SV-*).
public struct ScrollViewIngredient: SceneIngredient {
    /// Creates the ingredient.
    public init() {}

    /// `scroll-views`.
    public var feature: Feature { .scrollViews }

    /// A scroll view holds, and cancels, its content's touches.
    public var altersDelivery: Bool { true }

    /// A content size larger than any generated scroll view's bounds on both axes, so that it
    /// scrolls both ways (SV-06); a zero side leaves that axis fixed.
    static let scrollingBothWays = Size(width: 100_000, height: 100_000)

    /// Makes some plain views, mostly views with content, scroll or table views.
    public func decorate(_ view: inout ViewSpec, in draft: SceneDraft, _ random: inout SeededRandom) {
        guard !draft.isWindow, view.kind == .view, random.chance(draft.descendants.isEmpty ? 0.03 : 0.18) else { return }
        view.kind = random.chance(0.4) ? .tableView : .scrollView
        var scroll = ScrollViewSpec(contentSize: Self.scrollingBothWays)
        if random.chance(0.25) { scroll.delaysContentTouches = false }
        if random.chance(0.2) { scroll.canCancelContentTouches = false }
        let content = draft.descendants
        func someContent(_ random: inout SeededRandom) -> [String] { Array(random.shuffled(content).prefix(random.int(in: 1...2))) }
        let beginRoll = random.int(in: 0...9)
        if beginRoll == 0 { scroll.touchesShouldBegin = .always(false) }
        if beginRoll <= 2, beginRoll > 0, !content.isEmpty { scroll.touchesShouldBegin = .falseFor(someContent(&random)) }
        switch random.int(in: 0...9) {
        case 0: scroll.touchesShouldCancel = .always(true)
        case 1: scroll.touchesShouldCancel = .always(false)
        case 2 where !content.isEmpty: scroll.touchesShouldCancel = .falseFor(someContent(&random))
        default: break
        }
        if draft.allows(.scrollableAxes), random.chance(0.3) {
            scroll.contentSize = random.pick([
                Size(width: Self.scrollingBothWays.width, height: 0), Size(width: 0, height: Self.scrollingBothWays.height), .zero,
            ])
        }
        if draft.allows(.pinch), random.chance(0.15) { scroll.zoomable = true }
        view.scrollView = scroll
        if view.kind == .tableView, !content.isEmpty {
            let cells = Set(random.shuffled(content).prefix(random.int(in: 1...2)))
            view.subviews = view.subviews.map { Self.markingCells(cells, in: $0) }
        }
    }

    /// `view` and its subviews with the plain views among `cells` made table cells.
    private static func markingCells(_ cells: Set<String>, in view: ViewSpec) -> ViewSpec {
        var copy = view
        if cells.contains(view.id), view.kind == .view { copy.kind = .tableCell }
        copy.subviews = copy.subviews.map { markingCells(cells, in: $0) }
        return copy
    }

    /// A plain view again (a cell too); each answer and flag back to its default.
    public func reductions(of view: ViewSpec) -> [ViewSpec] {
        if view.kind == .tableCell { return [view.with { $0.kind = .view }] }
        guard view.kind.isScrollView else { return [] }
        return [
            view.with {
                $0.kind = .view
                $0.scrollView = nil
            },
            view.with { $0.kind = .scrollView }, view.with { $0.scrollView?.delaysContentTouches = true },
            view.with { $0.scrollView?.canCancelContentTouches = true }, view.with { $0.scrollView?.touchesShouldBegin = .always(true) },
            view.with { $0.scrollView?.touchesShouldCancel = nil }, view.with { $0.scrollView?.contentSize = Self.scrollingBothWays },
            view.with { $0.scrollView?.zoomable = false },
        ]
    }
}
