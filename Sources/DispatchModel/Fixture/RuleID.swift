/// The syntax of rule ids: an area prefix, an optional sub-area, and a two-digit number
/// (`HT-04`, `GR-TAP-03`).
public enum RuleID {
    /// Whether `id` has the form `AREA-NN` or `AREA-SUB-NN`, with upper-case letters and two digits.
    public static func isWellFormed(_ id: String) -> Bool {
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, let number = parts.last, number.count == 2,
            number.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return false }
        return parts.dropLast().allSatisfy { part in
            (2...4).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isUppercase }
        }
    }
}
