extension StringProtocol {
    /// The text after the first occurrence of `marker`, or nil when it does not occur. A search
    /// over UTF-8 bytes, where Foundation's `range(of:)` and `contains(_:)` copy the text to UTF-16
    /// on Linux: on the ledger's lines and the fixtures' notes they were a fifth of a run's
    /// instructions (the standard library's `firstRange(of:)` cost more still).
    func text(after marker: String) -> SubSequence? {
        let needle = Array(marker.utf8)
        guard let first = needle.first else { return self[...] }
        let bytes = utf8
        var start = bytes.startIndex
        while let found = bytes[start...].firstIndex(of: first) {
            if bytes[found...].starts(with: needle) { return self[bytes.index(found, offsetBy: needle.count)...] }
            start = bytes.index(after: found)
        }
        return nil
    }

    /// Whether `marker` occurs in the text, searched as ``text(after:)`` searches.
    func includes(_ marker: String) -> Bool { text(after: marker) != nil }
}
