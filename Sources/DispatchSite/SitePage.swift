import Foundation

/// One file of the static site: where it goes and what it holds.
public struct SitePage: Sendable, Hashable {
    /// The path relative to the site's root, with `/` separators (`fixtures/ht-04-x.html`).
    public var path: String
    /// The file's text (UTF-8 when written).
    public var contents: String

    /// Creates a page.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }

    /// Writes every page below `directory`, creating folders as needed and replacing files that
    /// exist; other files in `directory` are left alone.
    public static func write(_ pages: [SitePage], to directory: String) throws {
        let root = URL(fileURLWithPath: directory, isDirectory: true)
        for page in pages {
            let url = root.appendingPathComponent(page.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(page.contents.utf8).write(to: url)
        }
    }
}
