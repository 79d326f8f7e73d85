/// An iOS release, `major.minor` (`13.4`), as fixtures, rules and engines name it.
///
/// Versions compare numerically, part by part: `13.10` is after `13.4`. A version written with
/// its major number alone (`13`) is `13.0`.
public struct IOSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major number, e.g. 13.
    public var major: Int
    /// The minor number, e.g. 4 in 13.4.
    public var minor: Int

    /// Creates a version.
    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// The oldest release the corpus speaks for: a fixture without a range holds from here on,
    /// and an engine may not model an older one (`Specs/FIXTURE-FORMAT.md`, "iOS versions").
    public static let earliestCovered = IOSVersion(9)
    /// The newest release the corpus speaks for, which an engine that does not say models.
    public static let latestCovered = IOSVersion(26)

    /// Parses `13` or `13.4`: one or two parts of at most three digits, without signs, spaces or
    /// leading zeros. Nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard (1...3).contains(part.count), part.utf8.allSatisfy({ (48...57).contains($0) }),
                part == "0" || part.first != "0", let number = Int(part)
            else { return nil }
            numbers.append(number)
        }
        self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0)
    }

    /// `13` for 13.0, `13.4` otherwise.
    public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }

    /// Whether the corpus speaks for this release (``earliestCovered`` … ``latestCovered`` and
    /// its minor releases).
    public var isCovered: Bool { self >= Self.earliestCovered && major <= Self.latestCovered.major }

    /// Orders by major, then minor number.
    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}
