import DispatchPictures

/// The frame of every page: an XHTML-compatible HTML document (every tag closed, attributes
/// quoted, only the XML entities), one inline style block, and a header of relative links.
enum HTMLDocument {
    /// The whole page at `path`, titled `title`, with `body` (markup lines) inside `<main>`.
    static func page(path: String, title: String, body: [String]) -> String {
        let home = SitePaths.link(from: path, to: SitePaths.index)
        var out = [
            "<!DOCTYPE html>",
            "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\" xml:lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\"/>",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>",
            "<title>\(Markup.escape(title))</title>",
            "<style>",
        ]
        out += (SiteStyle.css + "\n" + SceneStyle.css).split(separator: "\n").map(String.init)
        out += [
            "</style>",
            "</head>",
            "<body>",
            "<header class=\"site\">",
            "<a href=\"\(home)\"><strong>dispatch-conformance</strong></a>",
            "<a href=\"\(home)#areas\">Fixtures by area</a>",
            "<a href=\"\(home)#rules\">Fixtures by rule</a>",
            "<a href=\"\(home)#gaps\">Coverage gaps</a>",
            "</header>",
            "<main>",
        ]
        out += body
        out += ["</main>", "</body>", "</html>", ""]
        return out.joined(separator: "\n")
    }

    /// `<nav class="pager">` with links to the previous and next page of a sequence, when any.
    static func pager(from path: String, previous: (path: String, label: String)?, next: (path: String, label: String)?) -> [String] {
        guard previous != nil || next != nil else { return [] }
        func link(_ target: (path: String, label: String)?, arrowFirst: Bool) -> String {
            guard let target else { return "<span></span>" }
            let text = Markup.escape(target.label)
            let label = arrowFirst ? "← \(text)" : "\(text) →"
            return "<a href=\"\(Markup.escape(SitePaths.link(from: path, to: target.path)))\">\(label)</a>"
        }
        return ["<nav class=\"pager\">", link(previous, arrowFirst: true), link(next, arrowFirst: false), "</nav>"]
    }
}
