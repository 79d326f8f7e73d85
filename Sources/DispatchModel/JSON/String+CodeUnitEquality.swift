extension String {
    /// Whether the two strings have the same UTF-8 code units: how JSON compares object keys.
    ///
    /// `==` compares by Unicode canonical equivalence, a different question, so it only filters:
    /// a length check settles most mismatches without reading a byte, `==` the rest (and is
    /// immediate for two identical short strings), and the bytes are compared only for strings
    /// that `==` calls equal, which differ only when non-ASCII text orders its combining marks
    /// differently.
    func hasSameCodeUnits(as other: String) -> Bool {
        utf8.count == other.utf8.count && self == other && utf8.elementsEqual(other.utf8)
    }
}
