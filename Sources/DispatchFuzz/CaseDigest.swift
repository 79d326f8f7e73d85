import DispatchModel

/// A digest of generated cases that two processes can compare (`fuzz --digest`): 64-bit FNV-1a
/// over each case's JSON form (every key written, `Scenario.jsonValue`), in case order. It uses no
/// `Hasher`, whose seed changes with every process, so equal digests mean equal cases.
public struct CaseDigest: Sendable, Hashable, CustomStringConvertible {
    /// The digest so far.
    public private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    /// An empty digest.
    public init() {}

    /// The digest of one scenario's JSON text.
    public static func of(_ scenario: Scenario) -> UInt64 {
        var digest = CaseDigest()
        digest.add(bytes: JSONWriter.text(scenario.jsonValue).utf8)
        return digest.value
    }

    /// Adds another digest (of the next case).
    public mutating func add(_ caseDigest: UInt64) {
        withUnsafeBytes(of: caseDigest.littleEndian) { add(bytes: $0) }
    }

    private mutating func add<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
    }

    /// Sixteen hexadecimal digits.
    public var description: String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
