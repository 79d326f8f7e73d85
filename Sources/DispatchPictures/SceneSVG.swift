import DispatchHarness
import DispatchModel

/// A picture of a scenario's scene as SVG, in screen coordinates: every window and view as the
/// polygon of its transformed bounds (`<g id="view-ID">`), hidden, transparent, non-interactive
/// and animating views styled, clipping applied with a faint outline of what it cuts off, the
/// script's touches as numbered points and paths with times (`<g id="touch-N">`), the view each
/// touch was bound to outlined (`id="hit-N"`), and a legend.
///
/// The hit views come from a trace passed in (its `hit` channel), so the harness needs no engine.
/// The output is deterministic: the same scenario and trace give the same bytes.
public struct SceneSVG: Sendable {
    /// What is drawn.
    public var scenario: Scenario
    /// The trace whose `hit` lines say which view each touch was bound to.
    public var trace: Trace
    /// The drawing's title (`<title>`), for screen readers and tooltips.
    public var title: String

    /// Creates a drawing of a scenario.
    public init(scenario: Scenario, trace: Trace, title: String) {
        self.scenario = scenario
        self.trace = trace
        self.title = title
    }

    /// Creates a drawing of a fixture's scenario, titled `id: title`.
    public init(fixture: Fixture, trace: Trace) {
        self.init(scenario: fixture.scenario, trace: trace, title: "\(fixture.id): \(fixture.title)")
    }

    /// Margin around the scene, in points.
    static let margin = 24.0
    /// Room above the scene for window labels.
    static let topMargin = 32.0
    /// Room right of the right-most touch for its time labels.
    static let touchLabelRoom = 130.0

    /// The standalone SVG file: an XML declaration, the `<svg>` element with its stylesheet, and
    /// a final newline.
    public func render() -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element(includingStyle: true) + "\n"
    }

    /// The `<svg>` element. Pages that include ``SceneStyle/css`` in their own stylesheet pass
    /// `includingStyle: false`.
    public func element(includingStyle: Bool) -> String {
        let geometry = SceneGeometry(scene: scenario.scene)
        let tracks = TouchTrack.tracks(script: scenario.script, trace: trace)
        let placements = Dictionary(geometry.placements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let hitIDs = Set(tracks.compactMap(\.hit.viewID))
        let labels = LabelStacking(geometry.placements)

        let touchPoints = tracks.flatMap { $0.steps.map(\.point) }
        // Touch marks stay where the touches are; view labels keep clear of them, and time labels
        // of both and of the hit outlines.
        let viewLabels = ViewLabelPlaces(
            geometry.placements, stacking: labels, avoiding: TouchLabelLayout.markBoxes(tracks),
            scriptFacts: ViewLabel.scriptFacts(scenario.script))
        let outlines = tracks.compactMap { $0.hit.viewID.flatMap { placements[$0]?.screenCorners } }
        let touchLabels = TouchLabelLayout(tracks: tracks, obstacles: viewLabels.boxes, outlines: outlines)
        let box =
            BoundingBox.of(geometry.placements.flatMap(\.screenCorners) + touchPoints + touchLabels.corners)
            ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let touchRight = touchPoints.map { $0.x + Self.touchLabelRoom }.max() ?? box.maxX
        let left = (box.x - Self.margin).rounded(.down)
        let top = (box.y - Self.topMargin - Double(labels.deepestWindowStack) * LabelStacking.windowLineHeight).rounded(.down)
        let sceneRight = (max(box.maxX, touchRight) + Self.margin).rounded(.up)
        let legend = SceneLegend(tracks: tracks, origin: Point(x: sceneRight, y: top + Self.margin))
        let width = sceneRight - left + SceneLegend.width
        let height = max((box.maxY + Self.margin).rounded(.up) - top, legend.height + 2 * Self.margin)

        var clipPaths: [String] = []
        var viewLines: [String] = []
        for window in SceneGeometry.windowsBackToFront(scenario.scene) {
            viewLines += lines(
                for: window.view, placements: placements, hitIDs: hitIDs, labels: viewLabels, clipPaths: &clipPaths, indent: 4)
        }

        let n = CoordinateFormat.text
        var out = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"dc-scene\" width=\"\(n(width))\" height=\"\(n(height))\" "
                + "viewBox=\"\(n(left)) \(n(top)) \(n(width)) \(n(height))\" role=\"img\" aria-labelledby=\"dc-title dc-desc\">",
            "  " + Markup.element("title", ["id": "dc-title"], content: Markup.escape(title)),
            "  " + Markup.element("desc", ["id": "dc-desc"], content: Markup.escape(description(tracks))),
        ]
        if includingStyle {
            out.append("  <style>")
            out += SceneStyle.css.split(separator: "\n").map { "    \($0)" }
            out.append("  </style>")
        }
        out.append("  <defs>")
        out.append("    " + SceneStyle.hatchPattern)
        out += clipPaths.map { "    \($0)" }
        out.append("  </defs>")
        out.append(
            "  " + Markup.element("rect", ["class": "background", "x": n(left), "y": n(top), "width": n(width), "height": n(height)]))
        out.append("  <g id=\"views\">")
        out += viewLines
        out.append("  </g>")
        out.append("  <g id=\"touches\">")
        out += zip(tracks, touchLabels.placements).flatMap { TouchMarks(track: $0, labels: $1).lines(indent: 4) }
        out.append("  </g>")
        // Above the touches, so that a touch on a hit view's edge never hides which view it hit.
        out.append("  <g id=\"hits\">")
        for track in tracks {
            guard let id = track.hit.viewID, let placement = placements[id] else { continue }
            out.append(
                "    "
                    + Markup.element(
                        "polygon",
                        ["id": "hit-\(track.touch)", "class": "hit-outline", "points": CoordinateFormat.points(placement.screenCorners)]))
        }
        out.append("  </g>")
        out += legend.lines(indent: 2)
        out.append("</svg>")
        return out.joined(separator: "\n")
    }

    /// The `<desc>` text: what is drawn and where each touch went.
    private func description(_ tracks: [TouchTrack]) -> String {
        let touches = tracks.map { "Touch \($0.touch) hit \($0.hit.text)." }
        return (["The scene in screen coordinates, with the script's touches."] + touches).joined(separator: " ")
    }

    /// The group of one view and, inside it, its subviews (clipped when it clips to bounds).
    private func lines(
        for view: ViewSpec, placements: [String: ViewPlacement], hitIDs: Set<String>, labels: ViewLabelPlaces,
        clipPaths: inout [String], indent: Int
    ) -> [String] {
        guard let placement = placements[view.id] else { return [] }
        let pad = String(repeating: " ", count: indent)
        let frameClass = placement.windowLevel == nil ? "frame \(SceneStyle.depthClass(placement.depth))" : "frame window-frame"
        let corners = CoordinateFormat.points(placement.screenCorners)
        var out = [
            pad
                + "<g id=\"view-\(Markup.escape(view.id))\" class=\"\(ViewLabel.groupClasses(placement, isHit: hitIDs.contains(view.id), hiddenLater: ViewLabel.isHiddenLater(view.id, script: scenario.script)))\">",
            pad + "  " + Markup.element("polygon", ["class": frameClass, "points": corners]),
        ]
        if !view.subviews.isEmpty {
            var clipAttribute = ""
            if view.clipsToBounds {
                let clipID = "clip-\(view.id)"
                clipPaths.append(Markup.element("clipPath", ["id": clipID], content: Markup.element("polygon", ["points": corners])))
                clipAttribute = " clip-path=\"url(#\(Markup.escape(clipID)))\""
                out.append(pad + "  <g class=\"overflow\">")
                out += descendants(of: view).compactMap { placements[$0.id] }.map { descendant in
                    pad + "    "
                        + Markup.element("polygon", ["class": "ghost", "points": CoordinateFormat.points(descendant.screenCorners)])
                }
                out.append(pad + "  </g>")
            }
            out.append(pad + "  <g class=\"subviews\"\(clipAttribute)>")
            for subview in view.subviews {
                out += lines(
                    for: subview, placements: placements, hitIDs: hitIDs, labels: labels, clipPaths: &clipPaths, indent: indent + 4)
            }
            out.append(pad + "  </g>")
        }
        out.append(pad + "  " + label(placement, facts: labels.facts(placement), anchor: labels.anchor(of: placement)))
        out.append(pad + "</g>")
        return out
    }

    /// Every view below `view`, depth first, back to front.
    private func descendants(of view: ViewSpec) -> [ViewSpec] {
        view.subviews.flatMap { [$0] + descendants(of: $0) }
    }

    /// The view's id and facts at `anchor` (screen coordinates): one line for a window, two
    /// lines for a view, turned with the view when it is rotated.
    private func label(_ placement: ViewPlacement, facts: [String], anchor: Point) -> String {
        let facts = facts.joined(separator: ", ")
        let isWindow = placement.windowLevel != nil
        let axis = placement.boundsToScreen.xAxisDirection
        let n = CoordinateFormat.text
        let position: String
        let lineX: String
        if CoordinateFormat.pair(axis) == "1,0" {
            position = "x=\"\(n(anchor.x))\" y=\"\(n(anchor.y))\""
            lineX = n(anchor.x)
        } else {
            position =
                "x=\"0\" y=\"0\" transform=\"matrix(\(n(axis.x)) \(n(axis.y)) \(n(-axis.y)) \(n(axis.x)) \(n(anchor.x)) \(n(anchor.y)))\""
            lineX = "0"
        }
        var text = Markup.escape(placement.id)
        if !facts.isEmpty {
            let flagsPosition = isWindow ? "dx=\"6\"" : "x=\"\(lineX)\" dy=\"11\""
            text += "<tspan class=\"flags\" \(flagsPosition)>\(Markup.escape(facts))</tspan>"
        }
        return "<text class=\"label\" \(position)>\(text)</text>"
    }
}
