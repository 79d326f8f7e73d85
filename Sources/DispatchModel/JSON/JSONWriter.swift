/// Writes a ``JSONValue`` as compact JSON text on one line: members in their order, numbers in
/// ``NumberFormat``'s canonical form, strings with the escapes JSON requires and no others.
public enum JSONWriter {
    /// The JSON text of `value`, with no line breaks (suitable for JSON lines).
    public static func text(_ value: JSONValue) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(1024)
        write(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func write(_ value: JSONValue, to out: inout [UInt8]) {
        switch value {
        case .null: out += "null".utf8
        case .bool(let flag): out += (flag ? "true" : "false").utf8
        case .number(let number): writeNumber(number, to: &out)
        case .string(let text): writeString(text, to: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                write(element, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                writeString(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                write(member.value, to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Integral values digit by digit (the common case in scenes), others in canonical text.
    private static func writeNumber(_ number: Double, to out: inout [UInt8]) {
        guard number.rounded() == number, abs(number) < 1e15 else {
            out += NumberFormat.text(number).utf8
            return
        }
        var value = Int64(number)
        if value == 0 {
            out.append(UInt8(ascii: "0"))
            return
        }
        if value < 0 {
            out.append(UInt8(ascii: "-"))
            value = -value
        }
        var digits: [UInt8] = []
        while value > 0 {
            digits.append(UInt8(ascii: "0") + UInt8(value % 10))
            value /= 10
        }
        out += digits.reversed()
    }

    private static func writeString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += #"\""#.utf8
            case UInt8(ascii: "\\"): out += #"\\"#.utf8
            case UInt8(ascii: "\n"): out += #"\n"#.utf8
            case UInt8(ascii: "\r"): out += #"\r"#.utf8
            case UInt8(ascii: "\t"): out += #"\t"#.utf8
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                out += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
