import DispatchModel

/// Where the time labels of a drawing's touches go (`@0 began, @100 ended` beside each stop), so
/// that no two overlap and none covers a touch's numbered circle or a stop's dot. A label sits
/// right of its stop when that place is free; otherwise it moves down or up by whole lines, the
/// nearest free place first, and ``TouchMarks`` draws a leader from the stop to it. Labels are
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
        /// Whether the label was moved off its natural place beside its stop.
        var moved: Bool
    }

    /// The placements, by track then by stop, in the order of the tracks and their stops.
    private(set) var placements: [[Placement]] = []
    /// The corners of every label's box, for the drawing's extent.
    private(set) var corners: [Point] = []

    /// Lays out the labels of `tracks`.
    init(tracks: [TouchTrack]) {
        var taken: [Rect] = []
        for track in tracks {
            for (index, stop) in track.stops.enumerated() {
                let radius = index == 0 ? TouchMarks.startRadius : TouchMarks.stopRadius
                taken.append(Rect(x: stop.point.x - radius, y: stop.point.y - radius, width: 2 * radius, height: 2 * radius))
            }
        }
        for track in tracks {
            var trackPlacements: [Placement] = []
            for (index, stop) in track.stops.enumerated() {
                let offset = (index == 0 ? TouchMarks.startRadius : TouchMarks.stopRadius) + 4
                let natural = Point(x: stop.point.x + offset, y: stop.point.y + 4)
                let width = Double(TouchMarks.times(stop.steps).count) * Self.characterWidth
                var placement = Placement(anchor: natural, moved: false)
                for shift in Self.shifts {
                    let anchor = Point(x: natural.x, y: natural.y + Double(shift) * Self.lineHeight)
                    if !taken.contains(where: { Self.box(at: anchor, width: width).overlaps($0) }) {
                        placement = Placement(anchor: anchor, moved: shift != 0)
                        break
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

    /// 0, 1, -1, 2, -2, …: the lines a label may move by, nearest first, down before up.
    private static let shifts: [Int] = [0] + (1...maximumShift).flatMap { [$0, -$0] }

    /// The box of a label of `width` whose baseline starts at `anchor`.
    private static func box(at anchor: Point, width: Double) -> Rect {
        Rect(x: anchor.x, y: anchor.y - ascent, width: width, height: ascent + descent)
    }
}

extension Rect {
    /// Whether the two rectangles share interior points (touching edges do not count).
    fileprivate func overlaps(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
}
