/// Where each page of the site lives, and relative links between them: the site works from the
/// file system, so every link is relative to the page it is on.
enum SitePaths {
    /// The index page.
    static let index = "index.html"

    /// The page of a fixture.
    static func fixturePage(_ id: String) -> String { "fixtures/\(id).html" }

    /// The standalone drawing of a fixture.
    static func fixtureDrawing(_ id: String) -> String { "fixtures/\(id).svg" }

    /// The results matrix, when the site is given engines' results.
    static let matrix = "matrix.html"

    /// The vocabulary coverage page.
    static let vocabulary = "vocabulary.html"

    /// The page of one engine's result for one fixture; `column` counts from 0, so that two
    /// results files of engines with the same name get pages of their own.
    static func resultPage(column: Int, id: String) -> String { "results/\(column + 1)/\(id).html" }

    /// The id of the matrix section that lists an area's fixtures.
    static func matrixAreaAnchor(_ area: String) -> String { "matrix-\(anchorSafe(area))" }

    /// The page of a rule.
    static func rulePage(_ id: String) -> String { "rules/\(id).html" }

    /// The id of the index section that lists an area's fixtures.
    static func areaAnchor(_ area: String) -> String { "area-\(anchorSafe(area))" }

    /// The id of the index section that lists the rules of one catalogue file.
    static func ruleGroupAnchor(_ prefix: String) -> String { "rules-\(anchorSafe(prefix))" }

    /// `target` as seen from the page at `page`: `../` for each folder of `page` that `target`
    /// is not in, then the rest of `target`'s path.
    static func link(from page: String, to target: String) -> String {
        let folders = page.split(separator: "/").dropLast()
        var targetParts = target.split(separator: "/")[...]
        var shared = 0
        while shared < folders.count, targetParts.count > 1, targetParts.first == folders[folders.startIndex + shared] {
            targetParts = targetParts.dropFirst()
            shared += 1
        }
        return String(repeating: "../", count: folders.count - shared) + targetParts.joined(separator: "/")
    }

    /// Letters, digits, `-` and `_` kept, anything else turned into `-`, for ids and file names.
    static func anchorSafe(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
    }
}
