/// The words of an expected line: a canonical trace line, or a pattern in which a word may be `*`
/// (any word) or alternatives joined by `|` (`ended|cancelled`) (`Specs/FIXTURE-FORMAT.md`,
/// "Patterns").
public struct LinePattern: Sendable, Hashable, CustomStringConvertible {
    /// One word of a pattern.
    public enum Word: Sendable, Hashable, CustomStringConvertible {
        /// Exactly this word.
        case literal(String)
        /// Any word: `*`.
        case any
        /// One of these words: `a|b`.
        case oneOf([String])

        /// Whether `word` matches.
        public func matches(_ word: Substring) -> Bool {
            switch self {
            case .literal(let text): text == word
            case .any: true
            case .oneOf(let texts): texts.contains { $0 == word }
            }
        }

        /// The word as written.
        public var description: String {
            switch self {
            case .literal(let text): text
            case .any: "*"
            case .oneOf(let texts): texts.joined(separator: "|")
            }
        }
    }

    /// The words, in order.
    public var words: [Word]
    /// The event, when the pattern has no wildcard (it is then one canonical line).
    public var event: TraceEvent?
    /// The shapes of `TraceGrammar` the pattern can match; every line it matches has one of them.
    public var shapes: [TraceGrammar.Shape]

    /// A pattern that matches exactly one event.
    public init(_ event: TraceEvent) {
        let words = event.description.split(separator: " ").map { Word.literal(String($0)) }
        self.init(words: words, event: event, shapes: Self.shapes(fitting: words))
    }

    private init(words: [Word], event: TraceEvent?, shapes: [TraceGrammar.Shape]) {
        self.words = words
        self.event = event
        self.shapes = shapes
    }

    /// The forms of line whose every word `words` can stand for.
    private static func shapes(fitting words: [Word]) -> [TraceGrammar.Shape] {
        TraceGrammar.shapes(ofLength: words.count).filter { shape in
            words.indices.allSatisfy { word(words[$0], fits: shape.tokens[$0]) }
        }
    }

    /// Parses the words of a line: a canonical trace line, or a pattern that some line of the
    /// grammar can match; the error says which word is wrong and what was expected.
    public init(parsing text: Substring) throws(TraceSyntaxError) {
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        guard !parts.contains(where: \.isEmpty) else {
            throw TraceSyntaxError(line: 0, text: String(text), message: "words must be separated by exactly one space")
        }
        var words: [Word] = []
        for part in parts {
            if part == "*" {
                words.append(.any)
            } else if part.contains("*") {
                throw TraceSyntaxError(line: 0, text: String(text), message: "\"\(part)\": a wildcard is a whole word, \"*\"")
            } else if part.contains("|") {
                let alternatives = part.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                guard !alternatives.contains(where: \.isEmpty), Set(alternatives).count == alternatives.count else {
                    throw TraceSyntaxError(
                        line: 0, text: String(text), message: "\"\(part)\": alternatives are distinct non-empty words joined by \"|\"")
                }
                words.append(.oneOf(alternatives))
            } else {
                words.append(.literal(String(part)))
            }
        }
        if words.allSatisfy({ if case .literal = $0 { true } else { false } }) {
            let event = try TraceEvent(parsing: text)
            // The words just split are the event's own when the line is written canonically, as
            // fixtures' lines are: splitting its description again would only repeat them.
            guard event.description == text else {
                self.init(event)
                return
            }
            self.init(words: words, event: event, shapes: Self.shapes(fitting: words))
            return
        }
        let shapes = Self.shapes(fitting: words)
        guard !shapes.isEmpty else {
            throw TraceSyntaxError(line: 0, text: String(text), message: TraceGrammar.explainMismatch(of: words))
        }
        self.init(words: words, event: nil, shapes: shapes)
    }

    /// Whether a pattern word can stand where the grammar has `token`.
    static func word(_ word: Word, fits token: TraceToken) -> Bool {
        switch word {
        case .any: true
        case .literal(let text): token.accepts(Substring(text))
        case .oneOf(let texts): texts.allSatisfy { token.accepts(Substring($0)) }
        }
    }

    /// Whether the pattern has a wildcard or alternatives.
    public var isPattern: Bool { event == nil }

    /// Whether `event` matches.
    public func matches(_ event: TraceEvent) -> Bool {
        if let own = self.event { return own == event }
        return matches(words: event.description.split(separator: " "))
    }

    /// Whether a line split into `lineWords` matches.
    public func matches(words lineWords: [Substring]) -> Bool {
        return lineWords.count == words.count && zip(words, lineWords).allSatisfy { $0.matches($1) }
    }

    /// The literal word at `index`, if that word is fixed.
    public func literal(at index: Int) -> String? {
        if case .literal(let text) = words[index] { return text }
        return nil
    }

    /// The fixed values a word can take (one for a literal, several for alternatives), or nil
    /// for `*`.
    public func values(at index: Int) -> [String]? {
        switch words[index] {
        case .literal(let text): [text]
        case .oneOf(let texts): texts
        case .any: nil
        }
    }

    /// The pattern as written.
    public var description: String { event?.description ?? words.map(\.description).joined(separator: " ") }

    /// Two patterns are equal when their words are: the shapes follow from the words.
    public static func == (lhs: LinePattern, rhs: LinePattern) -> Bool { lhs.words == rhs.words }

    /// Hashes the words.
    public func hash(into hasher: inout Hasher) { hasher.combine(words) }
}

extension TraceGrammar {
    /// Why no line of the grammar can match `words`: the closest form and its first word that does
    /// not fit, or the word counts of the forms that start like it.
    public static func explainMismatch(of words: [LinePattern.Word]) -> String {
        let sameLength = shapes(ofLength: words.count)
        let scored = sameLength.map { shape -> (Shape, Int) in
            let firstMisfit = words.indices.first { !LinePattern.word(words[$0], fits: shape.tokens[$0]) } ?? words.count
            return (shape, firstMisfit)
        }
        if let (shape, misfit) = scored.max(by: { $0.1 < $1.1 }), misfit > 0 {
            return
                "no line of the trace grammar matches: word \(misfit + 1), \"\(words[misfit])\", is not \(shape.tokens[misfit].expected) "
                + "(as in \"\(shape.example)\"); see Specs/TRACE-FORMAT.md"
        }
        let first = words.first.map(\.description) ?? ""
        let similar = shapes.filter { shape in words.first.map { LinePattern.word($0, fits: shape.tokens[0]) } ?? false }
        if !similar.isEmpty {
            let forms = similar.map { "\"\($0.example)\" (\($0.tokens.count) words)" }.joined(separator: ", ")
            return "no line of the trace grammar has \(words.count) words and starts with \"\(first)\"; such lines look like \(forms)"
        }
        return "no line of the trace grammar starts with \"\(first)\"; see Specs/TRACE-FORMAT.md"
    }
}
