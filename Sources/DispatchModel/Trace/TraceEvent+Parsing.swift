extension TraceEvent {
    /// Parses one canonical line (without its `@T` prefix). Tokens are separated by exactly one
    /// space, so that every event has exactly one spelling.
    public init(parsing text: Substring, line: Int = 0) throws(TraceSyntaxError) {
        func fail(_ message: String) -> TraceSyntaxError {
            TraceSyntaxError(line: line, text: String(text), message: message)
        }
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard !words.contains(where: \.isEmpty) else { throw fail("tokens must be separated by exactly one space") }
        func id(_ word: String) throws(TraceSyntaxError) -> String {
            guard Identifier.isValid(word) else { throw fail("expected an object id, found \"\(word)\"") }
            return word
        }
        func actionName(_ word: String) throws(TraceSyntaxError) -> String {
            guard ActionName.isValid(word) else {
                throw fail("expected an action name (an identifier or a selector such as save:), found \"\(word)\"")
            }
            return word
        }
        func optionalID(_ word: String) throws(TraceSyntaxError) -> String? {
            word == "nil" ? nil : try id(word)
        }
        func touchID(_ word: String) throws(TraceSyntaxError) -> Int {
            guard let value = Int(word), value >= 1, String(value) == word else {
                throw fail("expected a touch id (an integer ≥ 1), found \"\(word)\"")
            }
            return value
        }
        func touchSet(_ word: String) throws(TraceSyntaxError) -> [Int] {
            guard word.hasPrefix("["), word.hasSuffix("]"), word.count > 2 else {
                throw fail("expected a touch set such as [1] or [1,2], found \"\(word)\"")
            }
            var ids: [Int] = []
            for part in word.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false) {
                ids.append(try touchID(String(part)))
            }
            guard ids == ids.sorted(), Set(ids).count == ids.count else { throw fail("touch ids in a set must be distinct and ascending") }
            return ids
        }
        func point(_ word: String) throws(TraceSyntaxError) -> Point {
            let parts = word.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
            guard word.hasPrefix("("), word.hasSuffix(")"), parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]),
                x.isFinite, y.isFinite
            else { throw fail("expected a point such as (120,80.5), found \"\(word)\"") }
            let parsed = Point(x: x, y: y)
            guard parsed.description == word else { throw fail("write the point as \(parsed) (canonical number form)") }
            return parsed
        }

        switch (words.first, words.count) {
        case ("touch", 4) where words[2] == "tapCount":
            self = .tapCount(touch: try touchID(words[1]), count: try touchID(words[3]))
        case ("touch", 4) where words[2] == "hit":
            self = .hit(touch: try touchID(words[1]), view: try optionalID(words[3]))
        case ("touch", 4):
            guard let phase = TouchPhase(rawValue: words[2]) else {
                throw fail("expected began, moved, ended, cancelled or hit after the touch id")
            }
            self = .input(touch: try touchID(words[1]), phase: phase, point: try point(words[3]))
        case ("sendEvent", 3):
            self = .sendEvent(responder: try id(words[1]), touches: try touchSet(words[2]))
        case ("systemCancel", 1):
            self = .systemCancel
        case ("beginIgnoringInteractionEvents", 1):
            self = .ignoringInteractionEvents(begin: true)
        case ("endIgnoringInteractionEvents", 1):
            self = .ignoringInteractionEvents(begin: false)
        case ("hitTest", 2):
            self = .hitTestCall(view: try id(words[1]))
        case ("hitTest", 4) where words[2] == "->":
            self = .hitTestReturn(view: try id(words[1]), result: try optionalID(words[3]))
        case ("pointInside", 4) where words[2] == "->":
            guard let result = Bool(words[3]) else { throw fail("expected true or false after '->'") }
            self = .pointInside(view: try id(words[1]), result: result)
        case ("dropped", 3) where words[1] == "remoteControlReceived":
            guard let subtype = RemoteControlSubtype(rawValue: words[2]) else {
                throw fail("expected a remote-control subtype such as play")
            }
            self = .droppedRemoteControl(subtype: subtype)
        case ("dropped", 3) where MotionPhase.allCases.contains { $0.methodName == words[1] }:
            guard words[2] == "shake" else { throw fail("expected shake after the motion method") }
            self = .droppedMotion(phase: MotionPhase.allCases.first { $0.methodName == words[1] }!)
        case ("dropped", 3):
            guard let phase = TouchPhase(methodName: words[1]) else {
                throw fail("expected a touch, motion or remote-control method after 'dropped'")
            }
            self = .dropped(phase: phase, touches: try touchSet(words[2]))
        case ("location", 6) where words[4] == "previous":
            self = .touchLocation(
                responder: try id(words[1]), touch: try touchID(words[2]), location: try point(words[3]), previous: try point(words[5]))
        case (let first?, 2) where ViewMutation(rawValue: first) != nil:
            self = .viewMutation(ViewMutation(rawValue: first)!, view: try id(words[1]))
        case ("motion", 2):
            guard let phase = MotionPhase(rawValue: words[1]) else { throw fail("expected began, ended or cancelled after motion") }
            self = .motionInput(phase: phase)
        case ("remoteControl", 2):
            guard let subtype = RemoteControlSubtype(rawValue: words[1]) else {
                throw fail("expected a remote-control subtype such as play")
            }
            self = .remoteControlInput(subtype: subtype)
        case ("becomeFirstResponder", 4) where words[2] == "->", ("resignFirstResponder", 4) where words[2] == "->":
            guard let result = Bool(words[3]) else { throw fail("expected true or false after '->'") }
            let responder = try id(words[1])
            self =
                words[0] == "becomeFirstResponder"
                ? .becomeFirstResponder(responder: responder, result: result) : .resignFirstResponder(responder: responder, result: result)
        case (let first?, 3) where MotionPhase.allCases.contains { $0.methodName == first }:
            guard words[2] == "shake" else { throw fail("expected shake after the responder") }
            self = .motion(phase: MotionPhase.allCases.first { $0.methodName == first }!, responder: try id(words[1]))
        case ("remoteControlReceived", 3):
            guard let subtype = RemoteControlSubtype(rawValue: words[2]) else {
                throw fail("expected a remote-control subtype such as play")
            }
            self = .remoteControl(responder: try id(words[1]), subtype: subtype)
        case ("action", 6) where words[4] == "->":
            if let state = GestureState(rawValue: words[3]) {
                self = .targetedAction(
                    name: try actionName(words[1]), recognizer: try id(words[2]), state: state, receiver: try id(words[5]))
            } else {
                guard let event = ControlEvent(rawValue: words[3]) else {
                    throw fail("expected the control event the action is sent for, or the state its recognizer is in")
                }
                self = .targetedControlAction(
                    name: try actionName(words[1]), control: try id(words[2]), event: event, receiver: try optionalID(words[5]))
            }
        case ("sendAction", 6) where words[2] == "from" && words[4] == "->":
            self = .sendAction(name: try actionName(words[1]), sender: try id(words[3]), receiver: try optionalID(words[5]))
        case ("targetForAction", 6) where words[2] == "from" && words[4] == "->":
            self = .targetForAction(name: try actionName(words[1]), responder: try id(words[3]), result: try optionalID(words[5]))
        case ("setAlpha", 3):
            guard let alpha = Double(words[2]), alpha.isFinite, NumberFormat.text(alpha) == words[2] else {
                throw fail("expected the new alpha in canonical number form")
            }
            self = .setAlpha(view: try id(words[1]), alpha: alpha)
        case ("setClipsToBounds", 3):
            guard let value = Bool(words[2]) else { throw fail("expected true or false after the view") }
            self = .setClipsToBounds(view: try id(words[1]), value: value)
        case ("setEnabled", 3):
            guard let value = Bool(words[2]) else { throw fail("expected true or false after the control") }
            self = .setControlEnabled(control: try id(words[1]), enabled: value)
        case ("recognizer", 4):
            guard let phase = TouchPhase(methodName: words[2]) else { throw fail("expected a touch method after the recognizer id") }
            self = .recognizerTouches(recognizer: try id(words[1]), phase: phase, touches: try touchSet(words[3]))
        case ("gesture", 5) where words[3] == "->":
            guard let from = GestureState(rawValue: words[2]), let to = GestureState(rawValue: words[4]) else {
                throw fail("expected states possible, began, changed, ended, cancelled or failed")
            }
            self = .gesture(recognizer: try id(words[1]), from: from, to: to)
        case ("action", 4):
            if let event = ControlEvent(rawValue: words[3]) {
                self = .controlAction(name: try actionName(words[1]), control: try id(words[2]), event: event)
            } else {
                guard let state = GestureState(rawValue: words[3]) else {
                    throw fail("expected the state the action observes, or the control event it is sent for")
                }
                self = .action(name: try actionName(words[1]), recognizer: try id(words[2]), state: state)
            }
        case ("control", 3):
            guard let event = ControlEvent(rawValue: words[2]) else { throw fail("expected a control event such as touchUpInside") }
            self = .controlEvent(control: try id(words[1]), event: event)
        case ("control", 4) where words[2] == "state":
            guard let state = ControlState(canonical: words[3]) else {
                throw fail("expected normal, highlighted, selected or highlighted+selected after 'state'")
            }
            self = .controlState(control: try id(words[1]), state: state)
        case ("scroll", 4):
            guard let flag = ScrollFlag(rawValue: words[2]), let value = Bool(words[3]) else {
                throw fail("expected 'tracking' or 'dragging', then true or false, after the scroll view id")
            }
            self = .scrollFlag(scrollView: try id(words[1]), flag: flag, value: value)
        case ("select", 3):
            self = .select(table: try id(words[1]), cell: try id(words[2]))
        case ("value", 4):
            let recognizer = try id(words[1])
            switch words[2] {
            case "location", "translation":
                self = .gestureValue(recognizer: recognizer, name: words[2], value: .point(try point(words[3])))
            case "scale", "rotation":
                guard let number = Double(words[3]), number.isFinite, NumberFormat.text(number) == words[3] else {
                    throw fail("expected a number in canonical form after \(words[2])")
                }
                self = .gestureValue(recognizer: recognizer, name: words[2], value: .number(number))
            default:
                throw fail("expected location, translation, scale or rotation")
            }
        case (let first?, 3) where TouchPhase(methodName: first) != nil:
            self = .touches(phase: TouchPhase(methodName: first)!, responder: try id(words[1]), touches: try touchSet(words[2]))
        default:
            throw fail("not a trace line; see Specs/TRACE-FORMAT.md for the grammar")
        }
    }
}
