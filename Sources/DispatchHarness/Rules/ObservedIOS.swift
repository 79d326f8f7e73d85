import DispatchModel

/// The iOS release an observation was printed on, from its ledger entry's `**iOS**:` line
/// (`Specs/OBSERVATIONS.md`, "Entries and ids"): exactly, a lowest or a highest release, or
/// unknown.
public enum ObservedIOS: Sendable, Hashable, CustomStringConvertible {
    /// The source states the release, or what it printed fixes it.
    case exactly(IOSVersion)
    /// Only a lowest release is certain (`13 or later`).
    case orLater(IOSVersion)
    /// Only a highest release is certain (`10 or earlier`).
    case orEarlier(IOSVersion)
    /// Nothing in the source fixes it.
    case unknown

    /// Parses the value of an `**iOS**:` line, the words before ` — `: `14.2`, `13 or later`,
    /// `10 or earlier` or `unknown`; nil for anything else.
    public init?(parsing value: String) {
        let words = value.split(separator: " ").map(String.init)
        switch words.count {
        case 1 where words[0] == "unknown": self = .unknown
        case 1:
            guard let version = IOSVersion(parsing: words[0]) else { return nil }
            self = .exactly(version)
        case 3 where words[1] == "or" && (words[2] == "later" || words[2] == "earlier"):
            guard let version = IOSVersion(parsing: words[0]) else { return nil }
            self = words[2] == "later" ? .orLater(version) : .orEarlier(version)
        default: return nil
        }
    }

    /// `iOS 14.2`, `iOS 13 or later`, `iOS 10 or earlier`, `an unknown iOS`.
    public var description: String {
        switch self {
        case .exactly(let version): "iOS \(version)"
        case .orLater(let version): "iOS \(version) or later"
        case .orEarlier(let version): "iOS \(version) or earlier"
        case .unknown: "an unknown iOS"
        }
    }
}
