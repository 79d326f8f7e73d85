extension String {
    /// The text with every control character but line feed and tab spelled out as `\u{1B}`, so
    /// that what an engine writes (its standard error, a malformed answer) is shown as it is and
    /// cannot move the cursor, colour a terminal or clear a CI log: reports print engine output
    /// through this.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.isEscaped) else { return self }
        var out = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if Self.isEscaped(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// C0 controls but `\n` and `\t`, DEL, and the C1 controls (U+0080–U+009F, which include the
    /// single-character CSI).
    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }
}
