/// An engine's standard error for one fixture, kept within a fixed size: the first
/// ``headBytes`` and the last ``tailBytes`` bytes, and how many bytes between them were left out.
/// An engine that logs megabytes per scenario costs the harness 16 KiB per fixture.
struct BoundedLog {
    /// Bytes kept from the start of the log.
    static let headBytes = 4 << 10
    /// Bytes kept from the end of the log.
    static let tailBytes = 12 << 10

    private var head: [UInt8] = []
    private var tail: [UInt8] = []
    private var leftOut = 0

    /// Whether nothing was written since the last ``take()``.
    var isEmpty: Bool { head.isEmpty }

    /// Adds output.
    mutating func append<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let room = Self.headBytes - head.count
        head += bytes.prefix(max(0, room))
        guard bytes.count > room else { return }
        tail += bytes.dropFirst(max(0, room))
        // Trimmed in batches, so that many small writes cost amortized constant time.
        if tail.count > 2 * Self.tailBytes { trimTail() }
    }

    /// The log since the last call, with a line saying how much was left out, and starts afresh.
    mutating func take() -> String {
        trimTail()
        var text = String(decoding: head, as: UTF8.self)
        if leftOut > 0 { text += "\n[… \(leftOut) bytes of standard error left out …]\n" }
        text += String(decoding: tail, as: UTF8.self)
        self = BoundedLog()
        return text
    }

    private mutating func trimTail() {
        guard tail.count > Self.tailBytes else { return }
        leftOut += tail.count - Self.tailBytes
        tail.removeFirst(tail.count - Self.tailBytes)
    }
}
