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

extension String {
    /// ``hasSameCodeUnits(as:)`` for a key of the format's vocabulary, which is ASCII (an
    /// ``ObjectReader`` checks its vocabulary once): a string canonically equivalent to ASCII text
    /// and as long in UTF-8 is that text byte for byte (a non-ASCII scalar equivalent to ASCII
    /// decomposes into fewer bytes), so the byte comparison that the general case needs for a
    /// match is left out here, where matches are the rule.
    func isVocabularyKey(_ key: String) -> Bool {
        utf8.count == key.utf8.count && self == key
    }
}

/// A string hashed and compared by its UTF-8 code units, for a set of JSON object keys.
struct CodeUnitKey: Hashable {
    let text: String

    static func == (lhs: CodeUnitKey, rhs: CodeUnitKey) -> Bool { lhs.text.hasSameCodeUnits(as: rhs.text) }

    /// Hashes the code units as one buffer: in place for a native string, from a copy for any
    /// other, so that equal keys always hash alike.
    func hash(into hasher: inout Hasher) {
        let hashedInPlace: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashedInPlace == nil { Array(text.utf8).withUnsafeBytes { hasher.combine(bytes: $0) } }
    }
}
