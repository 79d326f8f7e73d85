extension Expectation {
    /// Checks that every written line can match: the objects it names exist, its actions are
    /// actions of their recognizer or control, it belongs to a compared channel and the filter
    /// keeps it. A pattern must be able to match some such line.
    public func validate(in scene: Scene, at path: JSONPath, _ context: DecodingContext) {
        validate(knowing: Self.objectIDs(of: scene), actions: Self.actionsByRecognizer(in: scene), at: path, context)
    }

    /// Every id a trace line may name in `scene` (and so an expectation, or an engine's trace):
    /// views, windows, view controllers, gesture recognizers, the window scene when declared, the
    /// application and its delegate.
    public static func objectIDs(of scene: Scene) -> Set<String> {
        var known: Set<String> = [ApplicationSpec.applicationID, ApplicationSpec.delegateID]
        if scene.windowScene != nil { known.insert(WindowSceneSpec.id) }
        scene.forEachView { view, _ in
            known.insert(view.id)
            if let controller = view.viewController { known.insert(controller.id) }
        }
        for (recognizer, _) in scene.allRecognizers { known.insert(recognizer.id) }
        return known
    }

    /// The action names of each gesture recognizer and each control of `scene`.
    static func actionsByRecognizer(in scene: Scene) -> [String: [String]] {
        var actions: [String: [String]] = [:]
        for (recognizer, _) in scene.allRecognizers { actions[recognizer.id] = recognizer.actions.map(\.name) }
        for (view, _) in scene.allViews {
            if let control = view.control { actions[view.id] = control.targets.map(\.action) }
        }
        return actions
    }

    /// ``validate(in:at:_:)`` with the scene's ids and actions computed once for all of a
    /// fixture's expectations, so that validation stays linear in the size of the file.
    func validate(knowing known: Set<String>, actions: [String: [String]], at path: JSONPath, _ context: DecodingContext) {
        for object in (filter.objects ?? []).sorted() where !known.contains(object) {
            context.report(path.appending("objects"), "\"\(object)\" is not an object of the scene")
        }
        for mode in MatchMode.allCases {
            for (index, line) in lines(of: mode).enumerated() {
                let linePath =
                    mode == .count
                    ? path.appending("count").appending(index).appending("line") : path.appending(mode.rawValue).appending(index)
                if let event = line.pattern.event {
                    validate(event, knowing: known, actions: actions, at: linePath, context)
                } else {
                    validate(line.pattern, knowing: known, at: linePath, context)
                }
            }
        }
    }

    /// A canonical line: its objects and actions exist, and the filter keeps it.
    private func validate(
        _ event: TraceEvent, knowing known: Set<String>, actions: [String: [String]], at path: JSONPath, _ context: DecodingContext
    ) {
        for object in event.namedObjects where !known.contains(object) {
            context.report(path, "\"\(object)\" is not an object of the scene")
        }
        switch event {
        case .action(let name, let recognizer, _), .targetedAction(let name, let recognizer, _, _):
            if let names = actions[recognizer], !names.contains(name) {
                context.report(path, "\"\(name)\" is not an action of recognizer \"\(recognizer)\"")
            }
        case .controlAction(let name, let control, _), .targetedControlAction(let name, let control, _, _):
            if !(actions[control] ?? []).contains(name) {
                context.report(path, "\"\(name)\" is not a target action of control \"\(control)\"")
            }
        default:
            break
        }
        if !filter.channels.contains(event.channel) {
            context.report(path, "this is a \"\(event.channel.rawValue)\" line, but the expectation compares only \(channelList)")
        } else if let reason = filter.reasonExcluding(event) {
            context.report(path, reason)
        }
    }

    /// A pattern: some line of a compared channel that the filter keeps can match it, and the
    /// objects it names exist.
    private func validate(_ pattern: LinePattern, knowing known: Set<String>, at path: JSONPath, _ context: DecodingContext) {
        let compared = pattern.shapes.filter { filter.channels.contains($0.channel) }
        guard !compared.isEmpty else {
            let channels = Set(pattern.shapes.map(\.channel)).sorted().map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            context.report(path, "this pattern matches only \(channels) lines, but the expectation compares only \(channelList)")
            return
        }
        for shape in compared {
            for index in shape.objectWords {
                for value in pattern.values(at: index) ?? [] where value != "nil" && !known.contains(value) {
                    context.report(path, "\"\(value)\" is not an object of the scene")
                    return
                }
            }
        }
        if let reason = compared.lazy.compactMap({ excludedByFilter(pattern, $0) }).first,
            compared.allSatisfy({ excludedByFilter(pattern, $0) != nil })
        {
            context.report(path, reason)
        }
    }

    /// Why every line of `shape` that `pattern` matches is filtered out, or nil when some can pass.
    private func excludedByFilter(_ pattern: LinePattern, _ shape: TraceGrammar.Shape) -> String? {
        func fixed(_ index: Int?) -> [String]? { index.flatMap { pattern.values(at: $0) } }
        if let objects = filter.objects, let values = fixed(shape.subject), values.allSatisfy({ !objects.contains($0) }) {
            return "this pattern is about \(values.joined(separator: " or ")), which the \"objects\" filter excludes"
        }
        if let touches = filter.touches, let values = fixed(shape.touches) {
            let named = values.map { word in
                TraceToken.touchSet(Substring(word)) ?? TraceToken.positiveInteger(Substring(word)).map { [$0] } ?? []
            }
            if named.allSatisfy({ touches.isDisjoint(with: $0) }) { return "this pattern names touches the \"touches\" filter excludes" }
        }
        if let phases = filter.phases, let values = fixed(shape.phase) {
            let named = values.compactMap(Self.phase(named:))
            if named.allSatisfy({ !phases.contains($0) }) { return "this pattern is of a phase the \"phases\" filter excludes" }
        }
        if let events = filter.controlEvents, let values = fixed(shape.controlEvent),
            values.allSatisfy({ ControlEvent(rawValue: $0).map { !events.contains($0) } ?? true })
        {
            return "this pattern is about a control event the \"controlEvents\" filter excludes"
        }
        if let states = filter.states, let values = fixed(shape.state),
            values.allSatisfy({ GestureState(rawValue: $0).map { !states.contains($0) } ?? true })
        {
            return "this pattern reports a state the \"states\" filter excludes"
        }
        return nil
    }

    /// The touch phase a phase word of a line stands for: a phase, a touch method, or a motion
    /// phase or method (which count as the touch phase of the same name).
    private static func phase(named word: String) -> TouchPhase? {
        if let phase = TouchPhase(rawValue: word) ?? TouchPhase(methodName: word) { return phase }
        return MotionPhase.allCases.first { $0.methodName == word }.flatMap { TouchPhase(rawValue: $0.rawValue) }
    }

    private var channelList: String { filter.channels.sorted().map { "\"\($0.rawValue)\"" }.joined(separator: ", ") }
}
