import DispatchModel

/// Where the time labels of a drawing's touches go (`@0 began, @100 ended` beside each stop), so
/// that no two overlap and none covers a touch's numbered circle, a stop's dot, a view's label or
/// a hit view's outline. A label sits right of its stop when that place is free, else left of it;
/// otherwise it moves down or up by whole lines, the nearest free place first, and ``TouchMarks``
/// draws a leader from the stop to it. Labels are
/// placed touch by touch, stop by stop, so the same script always gives the same layout.
struct TouchLabelLayout {
    /// The widest a character of a label is set (10 px sans-serif, `.touch-time`), in points.
    static let characterWidth = 6.4
    /// The height of one label line, and the step by which a label moves.
    static let lineHeight = 12.0
    /// Space above a label's baseline the text can take.
    static let ascent = 9.0
    /// Space below the baseline.
    static let descent = 3.0
    /// How many lines a label may move before it is left at its natural place.
    static let maximumShift = 40

    /// A label's place: the start of its baseline, and whether it left its natural place.
    struct Placement {
        /// The start of the text's baseline, in screen coordinates.
        var anchor: Point
        /// Whether the label was moved off its natural line beside its stop.
        var moved: Bool
        /// Whether it is left of its stop (its end near the stop) rather than right of it.
        var isLeft = false
        /// Its width, in points.
        var width = 0.0
    }

    /// The placements, by track then by stop, in the order of the tracks and their stops.
    private(set) var placements: [[Placement]] = []
    /// The corners of every label's box, for the drawing's extent.
    private(set) var corners: [Point] = []

    /// The boxes of the touches' marks: each numbered circle and stop dot.
    static func markBoxes(_ tracks: [TouchTrack]) -> [Rect] {
        tracks.flatMap { track in
            track.stops.enumerated().map { index, stop in
                let radius = index == 0 ? TouchMarks.startRadius : TouchMarks.stopRadius
                return Rect(x: stop.point.x - radius, y: stop.point.y - radius, width: 2 * radius, height: 2 * radius)
            }
        }
    }

    /// Lays out the labels of `tracks` clear of the touches' marks, of `obstacles` (the views'
    /// labels) and of `outlines` (the hit views' outlines, closed polygons drawn 3 px wide).
    init(tracks: [TouchTrack], obstacles: [Rect] = [], outlines: [[Point]] = []) {
        var taken = Self.markBoxes(tracks) + obstacles + outlines.flatMap(Self.segmentBoxes)
        for track in tracks {
            var trackPlacements: [Placement] = []
            for (index, stop) in track.stops.enumerated() {
                let radius = index == 0 ? TouchMarks.startRadius : TouchMarks.stopRadius
                let natural = Point(x: stop.point.x + radius + 4, y: stop.point.y + 4)
                let width = Double(TouchMarks.times(stop.steps).count) * Self.characterWidth
                // Left of the stop, the label ends as far from it as it starts on the right.
                let leftX = stop.point.x - radius - 4 - width
                var placement = Placement(anchor: natural, moved: false)
                search: for shift in Self.shifts {
                    for x in [natural.x, leftX] {
                        let anchor = Point(x: x, y: natural.y + Double(shift) * Self.lineHeight)
                        if !taken.contains(where: { Self.box(at: anchor, width: width).overlaps($0) }) {
                            placement = Placement(anchor: anchor, moved: shift != 0, isLeft: x == leftX, width: width)
                            break search
                        }
                    }
                }
                let box = Self.box(at: placement.anchor, width: width)
                taken.append(box)
                corners += [Point(x: box.x, y: box.y), Point(x: box.maxX, y: box.maxY)]
                trackPlacements.append(placement)
            }
            placements.append(trackPlacements)
        }
    }

    /// A closed outline's edges as small boxes, 4 pt long and as wide as the 3 px stroke.
    static func segmentBoxes(_ corners: [Point]) -> [Rect] {
        corners.indices.flatMap { index -> [Rect] in
            let (from, to) = (corners[index], corners[(index + 1) % corners.count])
            let pieces = max(
                1, Int((((to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y)).squareRoot() / 4).rounded(.up)))
            return (0...pieces).map { piece in
                let t = Double(piece) / Double(pieces)
                let x = from.x + (to.x - from.x) * t
                let y = from.y + (to.y - from.y) * t
                return Rect(x: x - 2, y: y - 2, width: 4, height: 4)
            }
        }
    }

    /// 0, 1, -1, 2, -2, …: the lines a label may move by, nearest first, down before up.
    private static let shifts: [Int] = [0] + (1...maximumShift).flatMap { [$0, -$0] }

    /// The box of a label of `width` whose baseline starts at `anchor`.
    private static func box(at anchor: Point, width: Double) -> Rect {
        Rect(x: anchor.x, y: anchor.y - ascent, width: width, height: ascent + descent)
    }
}
