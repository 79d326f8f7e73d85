import DispatchHarness
import DispatchModel
import DispatchPictures
import Foundation
import ReferenceEngine
import Testing

/// What a drawing prints where: the boxes of view labels (id and flags), the segments of hit
/// outlines, and the boxes of touch marks (numbered circles, stop dots, time labels), read back
/// from the SVG as a browser would set it (12 px bold ids at most 7.6 px a character, 9 px flags
/// at most 5.8, 10 px times at most 6.4).
struct DrawingLayout {
    var viewLabels: [LabelBox] = []
    var hitSegments: [(Point, Point)] = []
    var touchMarks: [LabelBox] = []
    var touchTimes: [LabelBox] = []
    /// Whether the hit outlines are drawn above the touch marks (then a mark never covers one).
    var hitsAboveTouches = false

    /// Reads the groups `views`, `hits` and `touches` of `drawing`; the legend's samples are not the scene.
    init(_ drawing: String) throws {
        func group(_ id: String) -> String {
            guard let start = drawing.range(of: "<g id=\"\(id)\">") else { return "" }
            let rest = drawing[start.upperBound...]
            let ends = ["<g id=\"views\">", "<g id=\"hits\">", "<g id=\"touches\">", "<g id=\"legend\"", "</svg>"].compactMap {
                rest.range(of: $0)?.lowerBound
            }
            return String(rest[..<(ends.min() ?? rest.endIndex)])
        }
        let views = group("views")
        let hits = group("hits")
        let touches = group("touches")
        var svg = views
        func attributes(_ text: String) -> [String: String] {
            var values: [String: String] = [:]
            let pattern = try! NSRegularExpression(pattern: "([\\w-]+)=\"([^\"]*)\"")
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                values[String(text[Range(match.range(at: 1), in: text)!])] = String(text[Range(match.range(at: 2), in: text)!])
            }
            return values
        }
        let unescape = { (text: String) in
            text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        }
        let label = try NSRegularExpression(
            pattern: "<text class=\"label\" ([^>]*)>([^<]*)(?:<tspan class=\"flags\" ([^>]*)>([^<]*)</tspan>)?</text>")
        for match in label.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)) {
            let values = attributes(String(svg[Range(match.range(at: 1), in: svg)!]))
            let id = unescape(String(svg[Range(match.range(at: 2), in: svg)!]))
            var flags: (String, [String: String])?
            if let range = Range(match.range(at: 4), in: svg) {
                flags = (unescape(String(svg[range])), attributes(String(svg[Range(match.range(at: 3), in: svg)!])))
            }
            var (ax, ay, bx, by, tx, ty) = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
            if let matrix = values["transform"] {
                let numbers = matrix.dropFirst("matrix(".count).dropLast().split(separator: " ").compactMap { Double($0) }
                (ax, ay, bx, by, tx, ty) = (numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5])
            }
            let x = Double(values["x"] ?? "0") ?? 0
            let y = Double(values["y"] ?? "0") ?? 0
            func box(_ text: String, _ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> LabelBox {
                let corners = [(minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY)].map { (cx, cy) in
                    (ax * cx + bx * cy + tx, ay * cx + by * cy + ty)
                }
                return LabelBox(
                    text: text, minX: corners.map(\.0).min()!, minY: corners.map(\.1).min()!, maxX: corners.map(\.0).max()!,
                    maxY: corners.map(\.1).max()!)
            }
            let idWidth = Double(id.count) * 7.6
            viewLabels.append(box(id, x, y - 10, x + idWidth, y + 3))
            if let (text, place) = flags {
                let width = Double(text.count) * 5.8
                if place["dx"] != nil {
                    viewLabels.append(box(text, x + idWidth + 6, y - 8, x + idWidth + 6 + width, y + 2))
                } else {
                    viewLabels.append(box(text, x, y + 11 - 8, x + width, y + 11 + 2))
                }
            }
        }
        svg = hits
        let hit = try NSRegularExpression(pattern: "<polygon [^>]*class=\"hit-outline\"[^>]*points=\"([^\"]*)\"")
        for match in hit.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)) {
            let points = String(svg[Range(match.range(at: 1), in: svg)!]).split(separator: " ").map { pair in
                let xy = pair.split(separator: ",").compactMap { Double($0) }
                return Point(x: xy[0], y: xy[1])
            }
            for index in points.indices { hitSegments.append((points[index], points[(index + 1) % points.count])) }
        }
        svg = touches
        let circle = try NSRegularExpression(pattern: "<circle class=\"touch-(?:start|stop)\" ([^>]*)/>")
        for match in circle.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)) {
            let values = attributes(String(svg[Range(match.range(at: 1), in: svg)!]))
            guard let cx = Double(values["cx"] ?? ""), let cy = Double(values["cy"] ?? ""), let r = Double(values["r"] ?? "") else {
                continue
            }
            touchMarks.append(LabelBox(text: "touch mark", minX: cx - r, minY: cy - r, maxX: cx + r, maxY: cy + r))
        }
        touchTimes = try touchTimeBoxes(svg)
        if let hits = drawing.range(of: "<g id=\"hits\">"), let touches = drawing.range(of: "<g id=\"touches\">") {
            hitsAboveTouches = hits.lowerBound > touches.lowerBound
        }
    }

    /// Whether a box crosses a segment drawn 3 px wide.
    static func crosses(_ box: LabelBox, _ segment: (Point, Point)) -> Bool {
        let grown = LabelBox(text: box.text, minX: box.minX - 1.5, minY: box.minY - 1.5, maxX: box.maxX + 1.5, maxY: box.maxY + 1.5)
        let steps = max(1, Int((hypot(segment.1.x - segment.0.x, segment.1.y - segment.0.y) / 1).rounded(.up)))
        for step in 0...steps {
            let t = Double(step) / Double(steps)
            let x = segment.0.x + (segment.1.x - segment.0.x) * t
            let y = segment.0.y + (segment.1.y - segment.0.y) * t
            if x > grown.minX && x < grown.maxX && y > grown.minY && y < grown.maxY { return true }
        }
        return false
    }

    /// The first thing a touch mark or time label prints over: a view's label or flags, or a hit outline.
    var firstOverprint: String? {
        for mark in touchMarks + touchTimes {
            if let label = viewLabels.first(where: mark.overlaps) { return "\(mark) covers the view label \(label)" }
        }
        for time in touchTimes {
            if hitSegments.contains(where: { Self.crosses(time, $0) }) { return "\(time) crosses a hit outline" }
        }
        if !hitsAboveTouches {
            for mark in touchMarks where hitSegments.contains(where: { Self.crosses(mark, $0) }) {
                return "\(mark) covers a hit outline"
            }
        }
        return nil
    }
}

/// The drawings of the corpus, as `render` and the site make them (hit views from the reference engine).
let corpusDrawings: [(id: String, svg: String)] = sharedCorpus.fixtures.map { fixture in
    (fixture.id, SceneSVG(fixture: fixture, trace: (try? ReferenceEngine().run(fixture.scenario)) ?? Trace()).render())
}

@Test func theOverprintCheckSeesAMarkOnALabelAndATimeOnAnOutline() throws {
    let svg = """
        <g id="views"><text class="label" x="10" y="20">V<tspan class="flags" x="10" dy="11">hidden</tspan></text></g>
        <g id="hits"><polygon class="hit-outline" id="hit-1" points="100,0 200,0 200,100 100,100"/></g>
        <g id="touches"><circle class="touch-start" cx="40" cy="30" r="9"/>
        <text class="touch-time" x="190" y="50">@0 began</text></g>
        """
    let layout = try DrawingLayout(svg)
    #expect(layout.viewLabels.count == 2 && layout.hitSegments.count == 4 && layout.touchMarks.count == 1)
    #expect(layout.firstOverprint?.contains("covers the view label \"hidden\"") == true, "\(layout.firstOverprint ?? "")")
    let apart = try DrawingLayout(svg.replacingOccurrences(of: "cx=\"40\"", with: "cx=\"400\""))
    #expect(apart.firstOverprint?.contains("crosses a hit outline") == true)
}

@Test func touchMarksAndLabelsNeverCoverAViewsLabelFlagsOrHitOutline() throws {
    var overprinting: [String] = []
    for (id, svg) in corpusDrawings {
        if let problem = try DrawingLayout(svg).firstOverprint { overprinting.append("\(id): \(problem)") }
    }
    #expect(
        overprinting.isEmpty,
        "\(overprinting.count) of \(corpusDrawings.count) drawings overprint, e.g.\n\(overprinting.prefix(8).joined(separator: "\n"))")
}

@Test func aViewTheScriptHidesIsDrawnAsHiddenWithTheTime() throws {
    let fixture = try #require(sharedCorpus.fixtures.first { $0.id == "ht-01-hiding-the-touched-view-does-not-rebind-its-touch" })
    let hide = try #require(
        fixture.scenario.script.first { step in
            if case .mutateView(.hide, _) = step.action { true } else { false }
        })
    guard case .mutateView(_, let id) = hide.action else { return }
    let svg = SceneSVG(fixture: fixture, trace: try ReferenceEngine().run(fixture.scenario)).render()
    #expect(svg.contains("<g id=\"view-\(id)\" class=\"view hidden-later"), "the view is styled as hidden by the script")
    #expect(svg.contains("hidden @\(hide.at)"), "its label says when")
    #expect(svg.contains("hidden by the script (label: hidden @ms)"), "the legend explains the style")
}
