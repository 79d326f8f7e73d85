/// The kind of one word of a trace line, as `Specs/TRACE-FORMAT.md` defines it: a fixed keyword,
/// an object id, a touch set, a state… ``TraceGrammar`` describes every line as a list of them,
/// which is how line patterns are checked and explained.
public enum TraceToken: Sendable, Hashable {
    /// One of these fixed words.
    case keyword([String])
    /// An object id of the scene.
    case id
    /// An object id, or `nil`.
    case optionalID
    /// An action name: an identifier, or a selector with colons (`save:`, `tapped:forEvent:`).
    case selector
    /// A touch id (an integer ≥ 1).
    case touchID
    /// A count (an integer ≥ 1).
    case count
    /// A touch set such as `[1]` or `[1,2]`, ids ascending.
    case touchSet
    /// A point such as `(120,80.5)`, in canonical number form.
    case point
    /// A number in canonical form.
    case number
    /// `true` or `false`.
    case bool
    /// A touch phase: `began`, `moved`, `ended`, `cancelled`.
    case phase
    /// A touch method: `touchesBegan`, `touchesMoved`, `touchesEnded`, `touchesCancelled`.
    case touchMethod
    /// A motion phase: `began`, `ended`, `cancelled`.
    case motionPhase
    /// A motion method: `motionBegan`, `motionEnded`, `motionCancelled`.
    case motionMethod
    /// A remote-control subtype such as `play`.
    case remoteSubtype
    /// A gesture-recognizer state.
    case gestureState
    /// A `UIControl.Event` name.
    case controlEvent
    /// A control state: `normal`, `highlighted`, `selected` or `highlighted+selected`.
    case controlState
    /// A scroll-view flag: `tracking` or `dragging`.
    case scrollFlag

    /// Whether `word` is a valid token of this kind.
    public func accepts(_ word: Substring) -> Bool {
        let text = String(word)
        switch self {
        case .keyword(let words): return words.contains(text)
        case .id: return Identifier.isValid(text)
        case .optionalID: return text == "nil" || Identifier.isValid(text)
        case .selector: return ActionName.isValid(text)
        case .touchID, .count: return Self.positiveInteger(word) != nil
        case .touchSet: return Self.touchSet(word) != nil
        case .point: return Self.point(word) != nil
        case .number:
            guard let value = Double(text), value.isFinite else { return false }
            return NumberFormat.text(value) == text
        case .bool: return text == "true" || text == "false"
        case .phase: return TouchPhase(rawValue: text) != nil
        case .touchMethod: return TouchPhase(methodName: text) != nil
        case .motionPhase: return MotionPhase(rawValue: text) != nil
        case .motionMethod: return MotionPhase.allCases.contains { $0.methodName == text }
        case .remoteSubtype: return RemoteControlSubtype(rawValue: text) != nil
        case .gestureState: return GestureState(rawValue: text) != nil
        case .controlEvent: return ControlEvent(rawValue: text) != nil
        case .controlState: return ControlState(canonical: text) != nil
        case .scrollFlag: return ScrollFlag(rawValue: text) != nil
        }
    }

    /// What a token of this kind looks like, for messages.
    public var expected: String {
        switch self {
        case .keyword(let words): words.count == 1 ? "\"\(words[0])\"" : "one of " + words.map { "\"\($0)\"" }.joined(separator: ", ")
        case .id: "an object id"
        case .optionalID: "an object id or nil"
        case .selector: "an action name (an identifier, or a selector such as save:)"
        case .touchID: "a touch id (an integer ≥ 1)"
        case .count: "a count (an integer ≥ 1)"
        case .touchSet: "a touch set such as [1] or [1,2]"
        case .point: "a point such as (120,80.5)"
        case .number: "a number in canonical form"
        case .bool: "true or false"
        case .phase: "a phase: " + TouchPhase.allCases.map(\.rawValue).joined(separator: ", ")
        case .touchMethod: "a touch method: " + TouchPhase.allCases.map(\.methodName).joined(separator: ", ")
        case .motionPhase: "a motion phase: " + MotionPhase.allCases.map(\.rawValue).joined(separator: ", ")
        case .motionMethod: "a motion method: " + MotionPhase.allCases.map(\.methodName).joined(separator: ", ")
        case .remoteSubtype: "a remote-control subtype: " + RemoteControlSubtype.allCases.map(\.rawValue).joined(separator: ", ")
        case .gestureState: "a state: " + GestureState.allCases.map(\.rawValue).joined(separator: ", ")
        case .controlEvent: "a control event: " + ControlEvent.allCases.map(\.rawValue).joined(separator: ", ")
        case .controlState: "a control state: normal, highlighted, selected or highlighted+selected"
        case .scrollFlag: "tracking or dragging"
        }
    }

    /// An integer ≥ 1 written canonically.
    static func positiveInteger(_ word: Substring) -> Int? {
        guard let value = Int(word), value >= 1, String(value) == word else { return nil }
        return value
    }

    /// A touch set: distinct ids ≥ 1, ascending, in brackets, separated by commas.
    static func touchSet(_ word: Substring) -> [Int]? {
        guard word.hasPrefix("["), word.hasSuffix("]"), word.count > 2 else { return nil }
        var ids: [Int] = []
        for part in word.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false) {
            guard let id = positiveInteger(part), id > (ids.last ?? 0) else { return nil }
            ids.append(id)
        }
        return ids
    }

    /// A point in canonical form.
    static func point(_ word: Substring) -> Point? {
        guard word.hasPrefix("("), word.hasSuffix(")") else { return nil }
        let parts = word.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else { return nil }
        let point = Point(x: x, y: y)
        return point.description == word ? point : nil
    }
}

/// The syntax of action names: Objective-C selectors as UIKit spells them (`save`, `save:`,
/// `buttonTapped:forEvent:`), each part an identifier.
public enum ActionName {
    /// Whether `text` is an identifier, or identifiers each followed by a colon.
    public static func isValid(_ text: String) -> Bool {
        guard text.hasSuffix(":") else { return Identifier.isValid(text) }
        let parts = text.dropLast().split(separator: ":", omittingEmptySubsequences: false)
        return parts.allSatisfy { Identifier.isValid(String($0)) }
    }
}
