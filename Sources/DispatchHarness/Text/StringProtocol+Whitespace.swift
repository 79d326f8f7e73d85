extension StringProtocol {
    /// The text without leading and trailing whitespace: what
    /// `trimmingCharacters(in: .whitespaces)` gives on the lines of `Specs/`, without the trip
    /// through `NSString` that made it a tenth of `dispatch-conformance run`'s start-up.
    func trimmingSpaces() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let last = lastIndex(where: { !$0.isWhitespace })!
        return String(self[first...last])
    }
}
