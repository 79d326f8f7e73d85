import DispatchModel

/// The marks of one touch in a scene drawing, `<g id="touch-N">`: its path as a polyline, a dot
/// at each later stop, a numbered circle where it began, and the times of the steps at each stop,
/// where ``TouchLabelLayout`` put them (with a leader from the stop to a label it moved).
struct TouchMarks {
    /// The touch.
    var track: TouchTrack
    /// The place of each stop's time label.
    var labels: [TouchLabelLayout.Placement]

    /// Radius of the numbered circle at the touch's first point.
    static let startRadius = 9.0
    /// Radius of the dots at later stops.
    static let stopRadius = 4.0

    /// `@0 began, @100 ended`: the steps made at one point.
    static func times(_ steps: [TouchTrack.Step]) -> String {
        steps.map { "@\($0.time) \($0.phase.rawValue)" }.joined(separator: ", ")
    }

    /// The group's lines, indented by `indent` spaces.
    func lines(indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        let n = CoordinateFormat.text
        let stops = track.stops
        guard let start = stops.first else { return [] }
        var out = [pad + "<g id=\"touch-\(track.touch)\" class=\"touch\">"]
        if stops.count > 1 {
            out.append(
                pad + "  " + Markup.element("polyline", ["class": "touch-path", "points": CoordinateFormat.points(stops.map(\.point))]))
        }
        for stop in stops.dropFirst() {
            out.append(
                pad + "  "
                    + Markup.element(
                        "circle", ["class": "touch-stop", "cx": n(stop.point.x), "cy": n(stop.point.y), "r": n(Self.stopRadius)]))
        }
        out.append(
            pad + "  "
                + Markup.element(
                    "circle", ["class": "touch-start", "cx": n(start.point.x), "cy": n(start.point.y), "r": n(Self.startRadius)]))
        out.append(
            pad + "  "
                + Markup.element(
                    "text",
                    ["class": "touch-number", "x": n(start.point.x), "y": n(start.point.y + 4), "text-anchor": "middle"],
                    content: String(track.touch)))
        for (index, stop) in stops.enumerated() {
            let radius = index == 0 ? Self.startRadius : Self.stopRadius
            let offset = radius + 4
            let anchor = index < labels.count ? labels[index].anchor : Point(x: stop.point.x + offset, y: stop.point.y + 4)
            if index < labels.count && labels[index].moved {
                let label = labels[index]
                let (x1, x2) = label.isLeft ? (stop.point.x - radius, anchor.x + label.width + 1) : (stop.point.x + radius, anchor.x - 1)
                out.append(
                    pad + "  "
                        + Markup.element(
                            "line",
                            ["class": "touch-leader", "x1": n(x1), "y1": n(stop.point.y), "x2": n(x2), "y2": n(anchor.y - 4)]))
            }
            out.append(
                pad + "  "
                    + Markup.element(
                        "text", ["class": "touch-time", "x": n(anchor.x), "y": n(anchor.y)], content: Markup.escape(Self.times(stop.steps)))
            )
        }
        out.append(pad + "</g>")
        return out
    }
}
