/// The iOS releases a fixture or a rule holds for: from `from` (included) up to `before`
/// (excluded); a missing bound is open. A fixture without a range holds for every release the
/// corpus covers.
public struct IOSRange: Sendable, Hashable, CustomStringConvertible {
    /// The first release it holds for, or nil from the earliest the corpus covers.
    public var from: IOSVersion?
    /// The first release it no longer holds for, or nil through the latest.
    public var before: IOSVersion?

    /// Creates a range; at least one bound should be given.
    public init(from: IOSVersion? = nil, before: IOSVersion? = nil) {
        self.from = from
        self.before = before
    }

    /// Every release.
    public static let all = IOSRange()

    /// Whether `version` is in the range.
    public func contains(_ version: IOSVersion) -> Bool {
        (from.map { version >= $0 } ?? true) && (before.map { version < $0 } ?? true)
    }

    /// Whether every release of this range is in `other`.
    public func isWithin(_ other: IOSRange) -> Bool {
        let lowerOK: Bool =
            switch (from, other.from) {
            case (_, nil): true
            case (nil, .some): false
            case (.some(let mine), .some(let theirs)): mine >= theirs
            }
        let upperOK: Bool =
            switch (before, other.before) {
            case (_, nil): true
            case (nil, .some): false
            case (.some(let mine), .some(let theirs)): mine <= theirs
            }
        return lowerOK && upperOK
    }

    /// The releases both ranges hold for (possibly empty: ``isEmpty``).
    public func intersection(_ other: IOSRange) -> IOSRange {
        let lower: IOSVersion? =
            switch (from, other.from) {
            case (nil, let bound), (let bound, nil): bound
            case (.some(let a), .some(let b)): max(a, b)
            }
        let upper: IOSVersion? =
            switch (before, other.before) {
            case (nil, let bound), (let bound, nil): bound
            case (.some(let a), .some(let b)): min(a, b)
            }
        return IOSRange(from: lower, before: upper)
    }

    /// Whether no release is in the range.
    public var isEmpty: Bool {
        guard let from, let before else { return false }
        return from >= before
    }

    /// `iOS 13 or later`, `iOS before 13`, `iOS 13.4 to before 18`, `every iOS`.
    public var description: String {
        switch (from, before) {
        case (nil, nil): "every iOS"
        case (.some(let from), nil): "iOS \(from) or later"
        case (nil, .some(let before)): "iOS before \(before)"
        case (.some(let from), .some(let before)): "iOS \(from) to before \(before)"
        }
    }

    /// The short form of reports and file names: `13+`, `<13`, `13.4-18`, `all`.
    public var shortDescription: String {
        switch (from, before) {
        case (nil, nil): "all"
        case (.some(let from), nil): "\(from)+"
        case (nil, .some(let before)): "<\(before)"
        case (.some(let from), .some(let before)): "\(from)-\(before)"
        }
    }
}
