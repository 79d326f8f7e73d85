/// Who may exclude whom (GA-01, GA-02, GA-05, GR-TAP-07): fixed by the recognizers' configuration,
/// so that validation and engines decide it the same way.
extension GestureRecognizerSpec {
    /// Whether this recognizer, by recognizing, may exclude `other`: its `canPrevent(other)` and
    /// the other's `canBePrevented(by: self)` are both true (GA-05). A tap never prevents a tap or
    /// a long press that needs at least as many taps, more for a tap (GR-TAP-07); a scroll view's
    /// delayed-touches recognizer prevents nothing (GA-16).
    public func canPrevent(_ other: GestureRecognizerSpec) -> Bool {
        if case .contentTouchDelay = kind { return false }
        if cannotPrevent.contains(other.id) || other.cannotBePreventedBy.contains(id) { return false }
        if case .tap(let taps, _, _) = kind {
            if case .tap(let otherTaps, _, _) = other.kind, otherTaps > taps { return false }
            if case .longPress(let otherTaps, _, _, _) = other.kind, otherTaps >= taps { return false }
        }
        return true
    }

    /// Whether the delegate of either recognizer lets the two recognize together (GA-02).
    public static func mayRecognizeSimultaneously(_ a: GestureRecognizerSpec, _ b: GestureRecognizerSpec) -> Bool {
        (a.delegate?.shouldRecognizeSimultaneouslyWith.contains(b.id) ?? false)
            || (b.delegate?.shouldRecognizeSimultaneouslyWith.contains(a.id) ?? false)
    }

    /// Whether `other` goes first when both ask to leave `possible` in one event: it may exclude
    /// this one, this one may not exclude it, and neither lets the two recognize together
    /// (`Specs/DECISIONS.md` 9; GR-TAP-07: the double tap goes first at a shared lift).
    public func yields(to other: GestureRecognizerSpec) -> Bool {
        other.canPrevent(self) && !canPrevent(other) && !Self.mayRecognizeSimultaneously(self, other)
    }

    /// Whether this recognizer's subclass makes prevention one-way by name (GA-05). Without any
    /// such recognizer in a scene, ``yields(to:)`` follows from the kinds alone and never goes
    /// round in a circle: it only leads from a tap to a tap needing more taps or a long press
    /// needing at least as many, and from a scroll view's delayed-touches recognizer, to which
    /// nothing yields.
    public var namesOneWayPrevention: Bool { !cannotPrevent.isEmpty || !cannotBePreventedBy.isEmpty }
}

extension Scene {
    /// Recognizers that would each have to go after the next when they ask to leave `possible`
    /// together (``GestureRecognizerSpec/yields(to:)``), round in a circle back to the first: no
    /// order satisfies them. Nil when there is no such circle; otherwise its ids, the first
    /// repeated at the end, starting from the first recognizer of the scene that is on one.
    public var preventionCycle: [String]? {
        let recognizers = allRecognizers.map(\.recognizer)
        guard recognizers.contains(where: \.namesOneWayPrevention) else { return nil }
        let next = recognizers.map { recognizer in recognizers.indices.filter { recognizer.yields(to: recognizers[$0]) } }
        // Depth-first search without recursion: 0 unvisited, 1 on the current path, 2 done.
        var mark = [Int](repeating: 0, count: recognizers.count)
        for start in recognizers.indices where mark[start] == 0 {
            var path: [(node: Int, edge: Int)] = [(start, 0)]
            mark[start] = 1
            while let (node, edge) = path.last {
                guard edge < next[node].count else {
                    mark[node] = 2
                    path.removeLast()
                    continue
                }
                path[path.count - 1].edge += 1
                let following = next[node][edge]
                if mark[following] == 1 {
                    let loop = path.map(\.node).drop { $0 != following } + [following]
                    return loop.map { recognizers[$0].id }
                }
                if mark[following] == 0 {
                    mark[following] = 1
                    path.append((following, 0))
                }
            }
        }
        return nil
    }
}
