import DispatchHarness
import DispatchModel
import DispatchPictures
import Foundation
import Testing

/// A text box of a drawing, in screen coordinates.
struct LabelBox: CustomStringConvertible {
    var text: String
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    func overlaps(_ other: LabelBox) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    var description: String { "\"\(text)\" at (\(minX),\(minY))" }
}

/// The boxes of an SVG's touch-time labels, measured as a 10 px sans-serif font sets them: at
/// most 6.4 px per character (DejaVu Sans's widest digits and letters are narrower, `@` aside, which
/// the labels use once each), 9 px above the baseline and 3 px below.
func touchTimeBoxes(_ svg: String) throws -> [LabelBox] {
    let pattern = try NSRegularExpression(pattern: "<text class=\"touch-time\"([^>]*)>([^<]*)</text>")
    let attribute = try NSRegularExpression(pattern: "(\\w+)=\"([^\"]*)\"")
    let range = NSRange(svg.startIndex..., in: svg)
    return pattern.matches(in: svg, range: range).compactMap { match in
        let attributes = String(svg[Range(match.range(at: 1), in: svg)!])
        let text = String(svg[Range(match.range(at: 2), in: svg)!]).replacingOccurrences(of: "&amp;", with: "&")
        var values: [String: Double] = [:]
        for pair in attribute.matches(in: attributes, range: NSRange(attributes.startIndex..., in: attributes)) {
            values[String(attributes[Range(pair.range(at: 1), in: attributes)!])] = Double(
                String(attributes[Range(pair.range(at: 2), in: attributes)!]))
        }
        guard let x = values["x"], let y = values["y"] else { return nil }
        return LabelBox(text: text, minX: x, minY: y - 9, maxX: x + Double(text.count) * 6.4, maxY: y + 3)
    }
}

@Test func theOverlapCheckSeesTwoLabelsOnOneLine() throws {
    let svg =
        "<text class=\"touch-time\" x=\"10\" y=\"20\">@0 began</text><text class=\"touch-time\" x=\"40\" y=\"25\">@50 ended</text>"
    let boxes = try touchTimeBoxes(svg)
    #expect(boxes.count == 2 && boxes[0].overlaps(boxes[1]))
}

@Test func noTwoTouchLabelsOfAnyFixtureDrawingOverlap() throws {
    var overlapping: [String] = []
    var checked = 0
    for fixture in sharedCorpus.fixtures {
        let boxes = try touchTimeBoxes(SceneSVG(fixture: fixture, trace: Trace()).render())
        checked += boxes.count
        for (index, box) in boxes.enumerated() {
            if let other = boxes[(index + 1)...].first(where: box.overlaps) {
                overlapping.append("\(fixture.id): \(box) and \(other)")
                break
            }
        }
    }
    #expect(checked > 500)
    #expect(overlapping.isEmpty, "\(overlapping.count) drawings with overlapping touch labels, e.g. \(overlapping.prefix(5))")
}
