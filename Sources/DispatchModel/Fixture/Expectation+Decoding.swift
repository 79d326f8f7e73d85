extension Expectation {
    /// Decodes one element of `expectations`; object references are checked by ``validate(in:at:_:)``.
    public static func decode(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> Expectation? {
        guard
            let reader = ObjectReader(
                value, at: path, in: context, what: "an expectation", keys: FormatVocabulary.objects["expectation"]!)
        else { return nil }
        defer { reader.finish() }
        let channels = reader.required("channels", ValueDecoders.array(nonEmpty: true, decodeChannel))
        let objects = reader.optional("objects", ValueDecoders.array(nonEmpty: true, ValueDecoders.identifier))
        let trace = reader.optional("trace", decodeTrace)
        let absent = reader.optional("absent", default: [], ValueDecoders.array(nonEmpty: true, decodeAbsentLine))
        if !reader.has("trace") && !reader.has("absent") {
            context.report(
                path, "an expectation needs \"trace\" (the exact filtered trace) or \"absent\" (lines that must not appear), or both")
        }
        guard let channels, let objects, let trace, let absent else { return nil }
        if Set(channels).count != channels.count { context.report(path.appending("channels"), "a channel is listed twice") }
        return Expectation(channels: Set(channels), objects: objects.map(Set.init), trace: trace, absent: absent)
    }

    static func decodeChannel(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> Channel? {
        guard let name = ValueDecoders.string(value, path, context) else { return nil }
        if let channel = Channel(rawValue: name) { return channel }
        let known = Channel.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        context.report(path, "\"\(name)\" is not a channel; expected one of \(known)")
        return nil
    }

    static func decodeTrace(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> Trace? {
        guard let lines = ValueDecoders.array(ValueDecoders.string)(value, path, context) else { return nil }
        do {
            return try Trace(parsingLines: lines)
        } catch {
            context.report(path.appending(error.line), error.description)
            return nil
        }
    }

    static func decodeAbsentLine(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> TraceEvent? {
        guard let line = ValueDecoders.string(value, path, context) else { return nil }
        guard !line.hasPrefix("@") else {
            context.report(path, "absent lines match at any time; remove the '@T' prefix")
            return nil
        }
        do {
            return try TraceEvent(parsing: Substring(line))
        } catch {
            context.report(path, error.description)
            return nil
        }
    }

    /// Checks that the expectation can match: every named object exists, and every written line
    /// belongs to a compared channel and passes the objects filter (otherwise it could never match).
    public func validate(in scene: Scene, at path: JSONPath, _ context: DecodingContext) {
        validate(knowing: Self.objectIDs(of: scene), actions: Self.actionsByRecognizer(in: scene), at: path, context)
    }

    /// Every id a trace line may name in `scene` (and so an expectation, or an engine's trace):
    /// views, windows, view controllers, gesture recognizers, the application and its delegate.
    public static func objectIDs(of scene: Scene) -> Set<String> {
        var known: Set<String> = [ApplicationSpec.applicationID, ApplicationSpec.delegateID]
        for (view, _) in scene.allViews {
            known.insert(view.id)
            if let controller = view.viewController { known.insert(controller.id) }
        }
        for (recognizer, _) in scene.allRecognizers { known.insert(recognizer.id) }
        return known
    }

    /// The action names of each gesture recognizer and each control of `scene`.
    static func actionsByRecognizer(in scene: Scene) -> [String: [String]] {
        var actions: [String: [String]] = [:]
        for (recognizer, _) in scene.allRecognizers { actions[recognizer.id] = recognizer.actions }
        for (view, _) in scene.allViews {
            if let control = view.control { actions[view.id] = control.targets.map(\.action) }
        }
        return actions
    }

    /// ``validate(in:at:_:)`` with the scene's ids and actions computed once for all of a
    /// fixture's expectations, so that validation stays linear in the size of the file.
    func validate(
        knowing known: Set<String>, actions actionsByRecognizer: [String: [String]], at path: JSONPath, _ context: DecodingContext
    ) {
        for object in (objects ?? []).sorted() where !known.contains(object) {
            context.report(path.appending("objects"), "\"\(object)\" is not an object of the scene")
        }
        let written: [(TraceEvent, JSONPath)] =
            (trace?.entries.enumerated().map { ($1.event, path.appending("trace").appending($0)) } ?? [])
            + absent.enumerated().map { ($1, path.appending("absent").appending($0)) }
        for (event, linePath) in written {
            for object in event.namedObjects where !known.contains(object) {
                context.report(linePath, "\"\(object)\" is not an object of the scene")
            }
            if case .action(let name, let recognizer, _) = event, let actions = actionsByRecognizer[recognizer], !actions.contains(name) {
                context.report(linePath, "\"\(name)\" is not an action of recognizer \"\(recognizer)\"")
            }
            if case .controlAction(let name, let control, _) = event, !(actionsByRecognizer[control] ?? []).contains(name) {
                context.report(linePath, "\"\(name)\" is not a target action of control \"\(control)\"")
            }
            if !channels.contains(event.channel) {
                context.report(
                    linePath,
                    "this is a \"\(event.channel.rawValue)\" line, but the expectation compares only \(channels.sorted().map { "\"\($0.rawValue)\"" }.joined(separator: ", "))"
                )
            } else if let objects, let subject = event.subject, !objects.contains(subject) {
                context.report(linePath, "this line is about \"\(subject)\", which the \"objects\" filter excludes")
            }
        }
    }
}
