/// Reads the members of one JSON object, checking that required keys are present and that no
/// key outside the object's vocabulary appears.
///
/// Create it with the complete list of keys the object may have; every read names one of them.
/// Call ``finish()`` after the reads to report unknown keys.
public struct ObjectReader {
    /// The object's path, for diagnostics.
    public let path: JSONPath
    /// The context diagnostics go to.
    public let context: DecodingContext
    private let members: [JSONMember]
    private let vocabulary: [String]
    private let hints: [String: String]

    /// Starts reading `value` as an object whose keys may only be `vocabulary`; reports and returns
    /// nil when `value` is not an object. `what` names the object in the message ("a view").
    /// `hints` maps keys that authors write by mistake to a sentence pointing to the right key.
    public init?(
        _ value: JSONValue, at path: JSONPath, in context: DecodingContext, what: String, keys vocabulary: [String],
        hints: [String: String] = [:]
    ) {
        guard case .object(let members) = value else {
            context.report(path, "expected \(what) (a JSON object), found \(value.kindDescription)")
            return nil
        }
        assert(vocabulary.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }, "a vocabulary key is not ASCII: \(vocabulary)")
        self.path = path
        self.context = context
        self.members = members
        self.vocabulary = vocabulary
        self.hints = hints
    }

    /// Whether the object has a member named `key`.
    public func has(_ key: String) -> Bool {
        assert(vocabulary.contains(key), "reading key '\(key)' outside the declared vocabulary")
        return members.contains { $0.key.isVocabularyKey(key) }
    }

    /// The raw value of `key`, or nil when absent.
    public func raw(_ key: String) -> JSONValue? {
        assert(vocabulary.contains(key), "reading key '\(key)' outside the declared vocabulary")
        return members.first { $0.key.isVocabularyKey(key) }?.value
    }

    /// Decodes a required member; reports its absence and returns nil when it is missing.
    public func required<T>(_ key: String, _ decode: (JSONValue, JSONPath, DecodingContext) -> T?) -> T? {
        guard let value = raw(key) else {
            context.report(path, "missing required key \"\(key)\"")
            return nil
        }
        return decode(value, path.appending(key), context)
    }

    /// Decodes an optional member; returns `fallback` when it is absent, nil when it is invalid.
    public func optional<T>(_ key: String, default fallback: T, _ decode: (JSONValue, JSONPath, DecodingContext) -> T?) -> T? {
        guard let value = raw(key) else { return fallback }
        return decode(value, path.appending(key), context)
    }

    /// Decodes an optional member that has no default; `.some(nil)` means absent.
    public func optional<T>(_ key: String, _ decode: (JSONValue, JSONPath, DecodingContext) -> T?) -> T?? {
        guard let value = raw(key) else { return .some(nil) }
        guard let decoded = decode(value, path.appending(key), context) else { return nil }
        return .some(decoded)
    }

    /// Reports every member whose key is not in the vocabulary, with the hint for that key or the
    /// nearest known key when one is close.
    public func finish() {
        let unknown = members.filter { member in !vocabulary.contains { member.key.isVocabularyKey($0) } }
        guard !unknown.isEmpty else { return }
        let allowed = vocabulary.map { "\"\($0)\"" }.joined(separator: ", ")
        let loweredVocabulary = vocabulary.map(KeySuggestion.scalars)
        for member in unknown {
            var message = "unknown key \"\(member.key)\""
            if let hint = hints[member.key] {
                message += ": \(hint)"
            } else if let nearest = KeySuggestion.nearest(to: member.key, in: vocabulary, lowered: loweredVocabulary) {
                message += "; did you mean \"\(nearest)\"? Expected one of \(allowed)"
            } else {
                message += "; expected one of \(allowed)"
            }
            context.report(path.appending(member.key), message)
        }
    }
}

/// The known key an unknown key most likely misspells.
enum KeySuggestion {
    /// The key of `vocabulary` within a small edit distance of `key` (ignoring case), if exactly
    /// one is nearest. `lowered` is the vocabulary as ``scalars(_:)``, in the same order.
    static func nearest(to key: String, in vocabulary: [String], lowered: [[UInt32]]) -> String? {
        let loweredKey = scalars(key)
        var best = Int.max
        var nearest: [String] = []
        for (candidate, loweredCandidate) in zip(vocabulary, lowered) {
            let score = distance(loweredKey, loweredCandidate)
            if score < best {
                best = score
                nearest = [candidate]
            } else if score == best {
                nearest.append(candidate)
            }
        }
        guard best <= max(1, min(3, key.count / 3)), nearest.count == 1 else { return nil }
        return nearest[0]
    }

    /// A key lowercased, as the Unicode scalar values the distance compares.
    static func scalars(_ key: String) -> [UInt32] { key.lowercased().unicodeScalars.map(\.value) }

    /// The Levenshtein distance between two scalar strings, in linear memory.
    static func distance(_ a: [UInt32], _ b: [UInt32]) -> Int {
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 0..<a.count {
            current[0] = i + 1
            for j in 0..<b.count {
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a[i] == b[j] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
