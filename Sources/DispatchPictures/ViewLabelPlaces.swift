import DispatchHarness
import DispatchModel

/// Where each view's label (its id and, below or beside it, its facts) is drawn, so that no touch
/// mark covers it: a label starts where ``LabelStacking`` puts it, and when a touch's numbered
/// circle or stop dot would cover it, it moves within the view's bounds, down by lines and then
/// right, the nearest free place first, then outside the view (below, right, above); with none free
/// it stays. The boxes of the labels as
/// placed are what the touches' time labels keep clear of (``TouchLabelLayout``).
struct ViewLabelPlaces {
    /// The widest a character of a view's id is set (12 px bold), in points.
    static let idCharacterWidth = 7.6
    /// The widest a character of its facts is set (9 px), in points.
    static let factCharacterWidth = 5.8
    /// The step by which a label moves.
    static let step = 12.0

    /// What the script changes about each view (``ViewLabel/scriptFacts(_:)``), shown after its facts.
    let scriptFacts: [String: [String]]
    /// The screen anchor of each label, by view id.
    private(set) var anchors: [String: Point] = [:]
    /// The boxes of every label as placed, in screen coordinates.
    private(set) var boxes: [Rect] = []

    /// Places the labels of `placements` (in drawing order) clear of `marks`.
    init(_ placements: [ViewPlacement], stacking: LabelStacking, avoiding marks: [Rect], scriptFacts: [String: [String]] = [:]) {
        self.scriptFacts = scriptFacts
        for placement in placements {
            let local = stacking.localAnchor(of: placement)
            var chosen = placement.boundsToScreen.apply(to: local)
            var chosenBoxes = boxes(of: placement, at: chosen)
            if placement.windowLevel == nil, chosenBoxes.contains(where: { box in marks.contains { $0.overlaps(box) } }) {
                for candidate in Self.candidates(placement, from: local) {
                    let anchor = placement.boundsToScreen.apply(to: candidate)
                    let candidateBoxes = boxes(of: placement, at: anchor)
                    if !candidateBoxes.contains(where: { box in marks.contains { $0.overlaps(box) } || boxes.contains { $0.overlaps(box) } }
                    ) {
                        chosen = anchor
                        chosenBoxes = candidateBoxes
                        break
                    }
                }
            }
            anchors[placement.id] = chosen
            boxes += chosenBoxes
        }
    }

    /// The anchor of a view's label, in screen coordinates.
    func anchor(of placement: ViewPlacement) -> Point {
        anchors[placement.id] ?? placement.boundsToScreen.apply(to: Point(x: placement.bounds.x, y: placement.bounds.y))
    }

    /// Other places for a label starting at `local` (bounds coordinates) inside the view: down by
    /// steps, then right by steps, nearest first, keeping the label's first line inside the bounds.
    private static func candidates(_ placement: ViewPlacement, from local: Point) -> [Point] {
        let bounds = placement.bounds
        let down = max(0, Int(((bounds.maxY - 4 - local.y) / step).rounded(.down)))
        let right = max(0, Int(((bounds.maxX - 16 - local.x) / step).rounded(.down)))
        var places: [(distance: Int, point: Point)] = []
        for dy in 0...min(down, 40) {
            for dx in 0...min(right, 40) where dx + dy > 0 {
                places.append((dx + dy, Point(x: local.x + Double(dx) * step, y: local.y + Double(dy) * step)))
            }
        }
        // A view too small to hold its label clear of the marks gets it outside: below, right of or above it.
        let outside = [
            Point(x: bounds.x, y: bounds.maxY + 12), Point(x: bounds.maxX + 4, y: local.y), Point(x: bounds.x, y: bounds.y - 16),
        ]
        return places.sorted { ($0.distance, $0.point.y, $0.point.x) < ($1.distance, $1.point.y, $1.point.x) }.map(\.point) + outside
    }

    /// The boxes a view's label takes with its baseline starting at `anchor` (screen
    /// coordinates), turned with the view: the id, then the facts below it (beside it for a window).
    /// The facts a view's label shows: its own, then what the script changes.
    func facts(_ placement: ViewPlacement) -> [String] {
        ViewLabel.facts(placement) + (scriptFacts[placement.id] ?? [])
    }

    func boxes(of placement: ViewPlacement, at anchor: Point) -> [Rect] {
        let idWidth = Double(placement.id.count) * Self.idCharacterWidth
        var local = [Rect(x: 0, y: -10, width: idWidth, height: 13)]
        let facts = facts(placement).joined(separator: ", ")
        if !facts.isEmpty {
            let width = Double(facts.count) * Self.factCharacterWidth
            local.append(
                placement.windowLevel != nil
                    ? Rect(x: idWidth + 6, y: -8, width: width, height: 10) : Rect(x: 0, y: 3, width: width, height: 10))
        }
        let axis = placement.boundsToScreen.xAxisDirection
        return local.map { box in
            let corners = [(box.x, box.y), (box.maxX, box.y), (box.maxX, box.maxY), (box.x, box.maxY)].map { x, y in
                Point(x: anchor.x + axis.x * x - axis.y * y, y: anchor.y + axis.y * x + axis.x * y)
            }
            let minX = corners.map(\.x).min()!
            let minY = corners.map(\.y).min()!
            return Rect(x: minX, y: minY, width: corners.map(\.x).max()! - minX, height: corners.map(\.y).max()! - minY)
        }
    }
}

extension Rect {
    /// Whether the two rectangles share interior points (touching edges do not count).
    func overlaps(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
}
