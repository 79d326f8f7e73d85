/// `1 fixture`, `2 fixtures`, `0 fixtures`: a count with its noun in the number it takes.
/// `plural` defaults to the noun with `s`, or `es` after s, x, ch and sh (`1 crash`, `2 crashes`).
public func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    if count == 1 { return "1 \(singular)" }
    if let plural { return "\(count) \(plural)" }
    let sibilant = ["s", "x", "ch", "sh"].contains { singular.hasSuffix($0) }
    return "\(count) \(singular)\(sibilant ? "es" : "s")"
}
