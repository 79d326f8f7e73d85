extension Expectation {
    /// The keys of an expectation: the rules it checks, the filter, then one key per match mode.
    public static let keys =
        ["rules", "channels", "objects", "touches", "phases", "controlEvents", "states"] + MatchMode.allCases.map(\.rawValue)

    /// Decodes one element of `expectations`; references to the scene are checked by
    /// ``validate(in:at:_:)``.
    public static func decode(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> Expectation? {
        guard
            let reader = ObjectReader(
                value, at: path, in: context, what: "an expectation", keys: keys,
                hints: [
                    "trace": "format 2 names this key \"exact\" (`dispatch-conformance migrate` converts format-1 fixtures)",
                    "filter":
                        "the filter keys stand in the expectation itself: \"channels\", \"objects\", \"touches\", \"phases\", \"controlEvents\", \"states\"",
                ])
        else { return nil }
        defer { reader.finish() }
        let rules = reader.required("rules", ValueDecoders.array(nonEmpty: true, FixtureDecoder.decodeRuleID))
        let channels = reader.required("channels", ValueDecoders.array(nonEmpty: true, decodeChannel))
        let objects = reader.optional("objects", ValueDecoders.array(nonEmpty: true, ValueDecoders.identifier))
        let touches = reader.optional("touches", ValueDecoders.array(nonEmpty: true, ValueDecoders.integer(in: 1...1_000_000)))
        let phases = reader.optional(
            "phases", ValueDecoders.array(nonEmpty: true, ValueDecoders.oneOf(TouchPhase.allCases.map { ($0.rawValue, $0) })))
        let controlEvents = reader.optional(
            "controlEvents", ValueDecoders.array(nonEmpty: true, ValueDecoders.oneOf(ControlEvent.allCases.map { ($0.rawValue, $0) })))
        let states = reader.optional(
            "states", ValueDecoders.array(nonEmpty: true, ValueDecoders.oneOf(GestureState.allCases.map { ($0.rawValue, $0) })))
        let exact = reader.optional("exact", decodeLines(.exact))
        let contains = reader.optional("contains", decodeLines(.contains))
        let unordered = reader.optional("unordered", decodeLines(.unordered))
        let counts = reader.optional("count", default: [], ValueDecoders.array(nonEmpty: true, decodeCount))
        let absent = reader.optional("absent", default: [], decodeLines(.absent))
        let written = MatchMode.allCases.filter { reader.has($0.rawValue) }
        if written.isEmpty {
            context.report(
                path,
                "an expectation needs at least one of \"exact\", \"contains\", \"unordered\", \"count\" or \"absent\" (Specs/FIXTURE-FORMAT.md)"
            )
        } else if written.contains(.exact) && written.count > 1 {
            context.report(
                path.appending("exact"),
                "\"exact\" already states the whole filtered trace; move \(written.filter { $0 != .exact }.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")) into an expectation of its own"
            )
        }
        guard let rules, let channels, let objects, let touches, let phases, let controlEvents, let states, let exact, let contains,
            let unordered,
            let counts, let absent
        else { return nil }
        for (name, values) in [("rules", rules), ("channels", channels.map(\.rawValue)), ("touches", touches?.map(String.init))]
            as [(String, [String]?)]
        {
            if let values, Set(values).count != values.count { context.report(path.appending(name), "a value is listed twice") }
        }
        let filter = TraceFilter(
            channels: Set(channels), objects: objects.map(Set.init), touches: touches.map(Set.init), phases: phases.map(Set.init),
            controlEvents: controlEvents.map(Set.init), states: states.map(Set.init))
        return Expectation(
            rules: rules, filter: filter, exact: exact, contains: contains, unordered: unordered, counts: counts, absent: absent)
    }

    static func decodeChannel(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> Channel? {
        guard let name = ValueDecoders.string(value, path, context) else { return nil }
        if let channel = Channel(rawValue: name) { return channel }
        let known = Channel.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        context.report(path, "\"\(name)\" is not a channel; expected one of \(known)")
        return nil
    }

    /// The lines of one mode: each parsed, with the time forms the mode allows, and in ordered modes
    /// times that can be met in order.
    static func decodeLines(_ mode: MatchMode) -> (JSONValue, JSONPath, DecodingContext) -> [ExpectedLine]? {
        { value, path, context in
            guard let lines = ValueDecoders.array(nonEmpty: mode != .exact, decodeLine(mode))(value, path, context) else { return nil }
            if mode == .exact, let first = lines.first, first.time == .any || first.time.isRelative {
                context.report(
                    path.appending(0), "the first line of \"exact\" needs a time (@T or @A..B): later lines without one happen at its time")
            }
            if mode.isOrdered { checkTimesCanBeMetInOrder(lines, path, context) }
            return lines
        }
    }

    static func decodeLine(_ mode: MatchMode) -> (JSONValue, JSONPath, DecodingContext) -> ExpectedLine? {
        { value, path, context in
            guard let text = ValueDecoders.string(value, path, context) else { return nil }
            let line: ExpectedLine
            do throws(TraceSyntaxError) {
                line = try ExpectedLine(parsing: text)
            } catch {
                context.report(path, error.description)
                return nil
            }
            if line.time.isRelative && !mode.isOrdered {
                context.report(
                    path,
                    "\"\(line.time)\" refers to the line matched before, which only \"exact\" and \"contains\" have; write @T or @A..B")
                return nil
            }
            if line.time.isRelative && path.components.last == .index(0) && mode == .contains {
                context.report(path, "the first line has no line before it; write @T, @A..B or no time")
                return nil
            }
            return line
        }
    }

    /// Reports a line whose absolute time lies wholly before an earlier line's earliest time: in an
    /// ordered mode it could never match.
    static func checkTimesCanBeMetInOrder(_ lines: [ExpectedLine], _ path: JSONPath, _ context: DecodingContext) {
        var earliest = 0
        for (index, line) in lines.enumerated() {
            let bounds = line.time.absoluteBounds
            if bounds.upper < earliest {
                context.report(
                    path.appending(index),
                    "time goes backwards: this line is at most @\(bounds.upper), after a line at @\(earliest) or later")
            }
            earliest = max(earliest, bounds.lower)
        }
    }

    static func decodeCount(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> LineCount? {
        guard let reader = ObjectReader(value, at: path, in: context, what: "a count", keys: ["line", "exactly", "atLeast", "atMost"])
        else { return nil }
        defer { reader.finish() }
        let line = reader.required("line", decodeLine(.count))
        let bound = ValueDecoders.integer(in: 0...1_000_000)
        let exactly = reader.optional("exactly", bound)
        let atLeast = reader.optional("atLeast", bound)
        let atMost = reader.optional("atMost", bound)
        guard let line, let exactly, let atLeast, let atMost else { return nil }
        switch (exactly, atLeast, atMost) {
        case (let count?, nil, nil):
            return LineCount(line: line, atLeast: count, atMost: count)
        case (nil, nil, nil):
            context.report(path, "a count needs \"exactly\", or \"atLeast\" and/or \"atMost\"")
        case (_?, _, _):
            context.report(path.appending("exactly"), "\"exactly\" cannot be combined with \"atLeast\" or \"atMost\"")
        case (nil, let lower, let upper):
            if let lower, let upper, lower > upper {
                context.report(path, "\"atLeast\" \(lower) is above \"atMost\" \(upper)")
                return nil
            }
            if lower == 0 && upper == nil {
                context.report(path.appending("atLeast"), "\"atLeast\": 0 with no \"atMost\" holds for every trace")
                return nil
            }
            return LineCount(line: line, atLeast: lower ?? 0, atMost: upper)
        }
        return nil
    }
}
