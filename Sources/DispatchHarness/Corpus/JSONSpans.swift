import DispatchModel

/// Where the members of a JSON document's objects sit in its text, so that a tool can rewrite a
/// fixture file in place — rename a key, replace a value, add a member — and leave every other
/// byte, and the author's layout, as it was. The text must already be valid JSON.
struct JSONSpans {
    /// One `"key": value` member of an object.
    struct Member {
        /// The unescaped key.
        var key: String
        /// The range of the key, quotes included.
        var keyRange: Range<Int>
        /// The range of the value.
        var valueRange: Range<Int>
        /// The path of the object the member belongs to.
        var objectPath: JSONPath
    }

    /// Every member of every object, in document order.
    private(set) var members: [Member] = []
    private let bytes: [UInt8]
    private var position = 0

    /// Scans `bytes`; nil when they are not valid JSON in the scanner's simple sense.
    init?(_ bytes: [UInt8]) {
        self.bytes = bytes
        guard (try? value(at: .root)) != nil else { return nil }
    }

    private struct Malformed: Error {}

    private mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
    }

    private mutating func value(at path: JSONPath) throws(Malformed) {
        skipSpace()
        guard position < bytes.count else { throw Malformed() }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                position += 1
                return
            }
            while true {
                skipSpace()
                let keyStart = position
                let key = try string()
                let keyRange = keyStart..<position
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw Malformed() }
                position += 1
                skipSpace()
                let valueStart = position
                try value(at: path.appending(key))
                members.append(Member(key: key, keyRange: keyRange, valueRange: valueStart..<position, objectPath: path))
                skipSpace()
                guard position < bytes.count else { throw Malformed() }
                if bytes[position] == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                guard bytes[position] == UInt8(ascii: "}") else { throw Malformed() }
                position += 1
                return
            }
        case UInt8(ascii: "["):
            position += 1
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                position += 1
                return
            }
            var index = 0
            while true {
                try value(at: path.appending(index))
                index += 1
                skipSpace()
                guard position < bytes.count else { throw Malformed() }
                if bytes[position] == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                guard bytes[position] == UInt8(ascii: "]") else { throw Malformed() }
                position += 1
                return
            }
        case UInt8(ascii: "\""):
            _ = try string()
        default:
            while position < bytes.count, !",]} \n\r\t".utf8.contains(bytes[position]) { position += 1 }
        }
    }

    /// A string token; returns its raw text between the quotes (keys of fixtures need no unescaping).
    private mutating func string() throws(Malformed) -> String {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw Malformed() }
        position += 1
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard position < bytes.count else { throw Malformed() }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        position += 1
        return text
    }
}
