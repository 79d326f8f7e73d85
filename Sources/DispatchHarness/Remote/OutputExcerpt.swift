/// Engine output as reports quote it: never more than a few hundred bytes, with the full size
/// when it was cut, so that an engine answering with a 100 MB line cannot fill a terminal, a
/// `--json` file or a JUnit report (`Specs/RUNNING.md`, "Limits").
public enum OutputExcerpt {
    /// The most bytes of one piece of engine output a report quotes.
    public static let limit = 500

    /// `text` when it fits in `limit` bytes of UTF-8; else its first `limit` bytes, `…` and the
    /// full size, e.g. `{"id":"s2","trace":["@0 … (104857600 bytes)`.
    public static func shortened(_ text: String, limit: Int = limit) -> String {
        let size = text.utf8.count
        return size > limit ? "\(head(of: text, limit: limit))… (\(size) bytes)" : text
    }

    /// `text` in double quotes, cut as ``shortened(_:limit:)`` cuts it: `"{"id":…"… (104857600 bytes)`.
    public static func quoted(_ text: String, limit: Int = limit) -> String {
        let size = text.utf8.count
        return size > limit ? "\"\(head(of: text, limit: limit))\"… (\(size) bytes)" : "\"\(text)\""
    }

    /// The first `limit` bytes; decoding repairs a character cut in half at the end.
    private static func head(of text: String, limit: Int) -> String {
        String(decoding: text.utf8.prefix(limit), as: UTF8.self)
    }
}
