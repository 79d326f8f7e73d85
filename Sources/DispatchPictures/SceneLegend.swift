import DispatchModel

/// The legend beside a scene drawing, `<g id="legend">`: what each style means, then each touch
/// with the view it was bound to and its steps.
struct SceneLegend {
    /// The touches listed.
    var tracks: [TouchTrack]
    /// Top-left corner of the legend, in the drawing's coordinates.
    var origin: Point

    /// Width reserved for the legend.
    static let width = 280.0
    /// Distance between lines.
    static let lineHeight = 18.0

    /// One sample: the shape drawn in a 24 × 14 box at the line's left, and what it means.
    private static let samples: [(shape: String, text: String)] = [
        (#"<rect class="frame window-frame" x="0" y="0" width="24" height="14"/>"#, "window (frame in screen points)"),
        (#"<rect class="frame depth-1" x="0" y="0" width="24" height="14"/>"#, "view, coloured by depth"),
        (#"<g class="hidden"><rect class="frame depth-1" x="0" y="0" width="24" height="14"/></g>"#, "hidden (and inside a hidden view)"),
        (
            #"<g class="hidden-later"><rect class="frame depth-1" x="0" y="0" width="24" height="14"/></g>"#,
            "hidden by the script (label: hidden @ms)"
        ),
        (#"<g class="transparent"><rect class="frame depth-1" x="0" y="0" width="24" height="14"/></g>"#, "alpha below 0.01"),
        (
            #"<g class="no-interaction"><rect class="frame depth-1" x="0" y="0" width="24" height="14"/></g>"#,
            "user interaction disabled"
        ),
        (#"<g class="animating"><rect class="frame depth-1" x="0" y="0" width="24" height="14"/></g>"#, "animating"),
        (#"<rect class="ghost" x="0" y="0" width="24" height="14"/>"#, "cut off by clipsToBounds"),
        (#"<rect class="hit-outline" x="1" y="1" width="22" height="12"/>"#, "view a touch is bound to (hit)"),
        (
            #"<circle class="touch-start" cx="12" cy="7" r="7"/><text class="touch-number" x="12" y="11" text-anchor="middle">1</text>"#,
            "touch: first point, numbered"
        ),
        (
            #"<polyline class="touch-path" points="2,7 20,7"/><circle class="touch-stop" cx="20" cy="7" r="4"/>"#,
            "path; time (@ms) and phase at each point"
        ),
    ]

    /// The lines of text after the samples: a heading, then for each touch its hit and steps.
    private var touchLines: [(text: String, isHeading: Bool)] {
        guard !tracks.isEmpty else { return [("No touches in the script.", false)] }
        var lines: [(String, Bool)] = []
        for track in tracks {
            lines.append(("Touch \(track.touch): hit \(track.hit.text)", true))
            lines += track.steps.map { ("@\($0.time) \($0.phase.rawValue) \($0.point)", false) }
        }
        return lines
    }

    /// The legend's height.
    var height: Double {
        Double(1 + Self.samples.count + 1 + touchLines.count) * Self.lineHeight
    }

    /// The group's lines, indented by `indent` spaces.
    func lines(indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        let n = CoordinateFormat.text
        var out = [pad + "<g id=\"legend\" transform=\"translate(\(n(origin.x)),\(n(origin.y)))\">"]
        out.append(pad + "  " + Markup.element("text", ["class": "legend-title", "x": "0", "y": "12"], content: "Legend"))
        var y = Self.lineHeight
        for sample in Self.samples {
            out.append(pad + "  <g transform=\"translate(0,\(n(y)))\">\(sample.shape)</g>")
            out.append(
                pad + "  "
                    + Markup.element("text", ["class": "legend-text", "x": "32", "y": n(y + 11)], content: Markup.escape(sample.text)))
            y += Self.lineHeight
        }
        y += Self.lineHeight
        for line in touchLines {
            out.append(
                pad + "  "
                    + Markup.element(
                        "text", ["class": line.isHeading ? "legend-title" : "legend-text", "x": line.isHeading ? "0" : "12", "y": n(y)],
                        content: Markup.escape(line.text)))
            y += Self.lineHeight
        }
        out.append(pad + "</g>")
        return out
    }
}
