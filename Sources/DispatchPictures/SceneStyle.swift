/// The look of a scene drawing: one stylesheet, scoped to `svg.dc-scene` so that it can share a
/// page with other styles, and the pattern and marker definitions it refers to.
public enum SceneStyle {
    /// The stylesheet. Effective states are inherited: a view inside a hidden view is dashed
    /// too, as is every view inside a non-interactive one hatched, as hit testing skips them all.
    public static let css = """
        svg.dc-scene { font-family: "DejaVu Sans", Verdana, Arial, sans-serif; }
        svg.dc-scene .background { fill: #ffffff; }
        svg.dc-scene .frame { fill: #4e79a7; fill-opacity: 0.12; stroke: #333333; stroke-width: 1; }
        svg.dc-scene .depth-1 { fill: #4e79a7; }
        svg.dc-scene .depth-2 { fill: #f28e2b; }
        svg.dc-scene .depth-3 { fill: #59a14f; }
        svg.dc-scene .depth-4 { fill: #b07aa1; }
        svg.dc-scene .depth-5 { fill: #edc948; }
        svg.dc-scene .depth-6 { fill: #76b7b2; }
        svg.dc-scene .window-frame { fill: #eeeeee; fill-opacity: 0.35; stroke: #222222; stroke-width: 1.5; }
        svg.dc-scene .no-interaction .frame { fill: url(#dc-hatch); fill-opacity: 0.9; stroke: #777777; stroke-dasharray: 2 2; }
        svg.dc-scene .animating .frame { stroke: #8c564b; stroke-dasharray: 8 3 2 3; }
        svg.dc-scene .hidden .frame { fill-opacity: 0.03; stroke-dasharray: 6 3; }
        svg.dc-scene .hidden-later > .frame { stroke: #7a3b8f; stroke-width: 2; stroke-dasharray: 6 3; }
        svg.dc-scene .transparent { opacity: 0.3; }
        svg.dc-scene .ghost { fill: none; stroke: #555555; stroke-opacity: 0.5; stroke-dasharray: 3 3; }
        svg.dc-scene .label { font-size: 12px; font-weight: bold; fill: #111111; paint-order: stroke; stroke: #ffffff; stroke-opacity: 0.7; stroke-width: 2px; stroke-linejoin: round; }
        svg.dc-scene .flags { font-size: 9px; font-weight: normal; fill: #444444; }
        svg.dc-scene .hit-outline { fill: none; stroke: #d62728; stroke-width: 3; stroke-linejoin: round; }
        svg.dc-scene .touch-path { fill: none; stroke: #1f77b4; stroke-width: 2; }
        svg.dc-scene .touch-start { fill: #1f77b4; stroke: #ffffff; stroke-width: 1.5; }
        svg.dc-scene .touch-stop { fill: #ffffff; stroke: #1f77b4; stroke-width: 2; }
        svg.dc-scene .touch-number { font-size: 11px; font-weight: bold; fill: #ffffff; }
        svg.dc-scene .touch-leader { stroke: #174a7c; stroke-width: 0.75; stroke-dasharray: 2 2; }
        svg.dc-scene .touch-time { font-size: 10px; fill: #174a7c; paint-order: stroke; stroke: #ffffff; stroke-width: 3px; stroke-linejoin: round; }
        svg.dc-scene .legend-title { font-size: 12px; font-weight: bold; fill: #111111; }
        svg.dc-scene .legend-text { font-size: 11px; fill: #222222; }
        """

    /// The `<defs>` child every drawing needs: the hatch of non-interactive views.
    static let hatchPattern = """
        <pattern id="dc-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">\
        <rect width="6" height="6" fill="#f2f2f2"/><line x1="0" y1="0" x2="0" y2="6" stroke="#9a9a9a" stroke-width="1.5"/></pattern>
        """

    /// The class that colours a view at this depth (windows have their own style): depths cycle
    /// through six colours.
    static func depthClass(_ depth: Int) -> String {
        "depth-\((max(depth, 1) - 1) % 6 + 1)"
    }
}
