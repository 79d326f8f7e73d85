/// The stylesheet of every page of the site: plain, readable, printable; the scene drawing's own
/// rules (``SceneStyle/css``) are added to it, so that each page has one style block.
enum SiteStyle {
    /// The page rules.
    static let css = """
        body { font-family: system-ui, -apple-system, "Segoe UI", "DejaVu Sans", Arial, sans-serif; color: #1b1b1b; background: #ffffff; line-height: 1.45; margin: 0 auto; max-width: 72rem; padding: 0 1.25rem 3rem; }
        a { color: #0b5cad; }
        a:visited { color: #5b3b97; }
        a:focus { outline: 2px solid #d62728; outline-offset: 1px; }
        header.site { border-bottom: 1px solid #d9d9d9; padding: 0.75rem 0; margin-bottom: 1rem; }
        header.site a { margin-right: 1.25rem; }
        h1 { font-size: 1.5rem; margin: 0.5rem 0 0.75rem; }
        h2 { font-size: 1.2rem; margin-top: 2rem; border-bottom: 1px solid #e6e6e6; padding-bottom: 0.2rem; }
        h3 { font-size: 1.05rem; margin-top: 1.5rem; }
        code, pre { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 0.9em; }
        pre { background: #f6f8fa; border: 1px solid #e3e3e3; padding: 0.6rem 0.8rem; overflow-x: auto; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; vertical-align: top; padding: 0.3rem 0.5rem; border-bottom: 1px solid #ececec; }
        th { background: #f3f3f3; }
        dl.facts { display: grid; grid-template-columns: minmax(9rem, max-content) 1fr; gap: 0.3rem 1rem; }
        dl.facts dt { font-weight: 600; }
        dl.facts dd { margin: 0; }
        figure.scene { margin: 0; overflow-x: auto; }
        figure.scene svg { max-width: 100%; height: auto; border: 1px solid #e3e3e3; }
        figure.scene figcaption, .muted { color: #555555; font-size: 0.9rem; }
        .gap { color: #8a1c1c; }
        .rule-id { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; }
        ul.compact { padding-left: 1.2rem; margin: 0.2rem 0; }
        nav.pager { display: flex; justify-content: space-between; margin-top: 2.5rem; border-top: 1px solid #e6e6e6; padding-top: 0.75rem; }
        table.matrix th.engine { text-align: center; }
        table.matrix th[scope="row"] { background: none; font-weight: normal; }
        td.tally { position: relative; min-width: 7rem; }
        td.tally .bar { position: absolute; left: 0; bottom: 0; height: 3px; background: #2e7d32; }
        td.tally.r4 { background: #dff0d8; } td.tally.r3 { background: #eef6e4; } td.tally.r2 { background: #fff4d6; }
        td.tally.r1 { background: #fde3d3; } td.tally.r0 { background: #f8d7da; } td.tally.none { background: #f3f3f3; color: #555555; }
        .status { text-align: center; font-size: 0.8rem; font-weight: 600; white-space: nowrap; }
        span.status { display: inline-block; padding: 0 0.35rem; border-radius: 3px; }
        .status a { color: inherit; text-decoration: none; display: block; }
        .status.pass { background: #dff0d8; color: #1e5a1e; } .status.fail { background: #f8d7da; color: #8a1c1c; }
        .status.error { background: #8a1c1c; color: #ffffff; } .status.skip { background: #eeeeee; color: #555555; }
        .status.xfail { background: #fff4d6; color: #6b4e00; } .status.other, .status.missing { background: #ffffff; color: #555555; }
        .status .grade { display: block; font-size: 0.7rem; font-weight: normal; }
        pre.scene-keys { white-space: pre-wrap; overflow-wrap: anywhere; }
        pre.scene-keys .default { color: #6f6f6f; font-style: italic; }
        pre.diff .del { color: #8a1c1c; } pre.diff .ins { color: #1e5a1e; }
        svg.dc-timeline { font-family: "DejaVu Sans", Verdana, Arial, sans-serif; max-width: 100%; height: auto; }
        svg.dc-timeline .lane-label { font-size: 12px; font-weight: bold; fill: #111111; }
        svg.dc-timeline .lane { stroke: #1f77b4; stroke-width: 3; }
        svg.dc-timeline .step { fill: #1f77b4; stroke: #ffffff; stroke-width: 1.5; }
        svg.dc-timeline .step-letter { font-size: 9px; font-weight: bold; fill: #ffffff; }
        svg.dc-timeline .axis { stroke: #555555; stroke-width: 1; }
        svg.dc-timeline .tick-label { font-size: 10px; fill: #333333; }
        svg.dc-timeline .wait { fill: #888888; }
        """
}
