/// The fixture format's one restriction on one-way prevention (GA-05, `Specs/FIXTURE-FORMAT.md`,
/// `cannotBePreventedBy`): no circle of recognizers each having to go after the next when they ask
/// to leave `possible` together, for then no order of recognition puts every one after those that
/// prevent it. Deciding it needs who may prevent whom: what a fixture declares (a subclass's
/// `cannotPrevent` and `cannotBePreventedBy`, a delegate's `shouldRecognizeSimultaneouslyWith`)
/// and what UIKit's classes answer of their own (``GestureRecognizerSpec/Kind/classCanPrevent(_:)``).
/// Lint and the fuzzer's repair, which see only the model, must refuse exactly the scenes an engine
/// cannot order, so the restriction states the classes' answers it counts; the reference engine
/// arbitrates by its own statement of them (`Gestures/Arena/Prevention.swift`), and a test keeps
/// the two equal (`Specs/DECISIONS.md` 60).
extension GestureRecognizerSpec.Kind {
    /// Whether UIKit's class for this kind, by its own `canPrevent(_:)`, lets a recognizer of it
    /// prevent one of class `other`, as the format counts it: a tap's never prevents a tap needing
    /// more taps or a long press needing at least as many (H-GRS; GR-TAP-07), a scroll view's
    /// delayed-touches recognizer prevents nothing (GA-16); every other class's does.
    public func classCanPrevent(_ other: Self) -> Bool {
        switch (self, other) {
        case (.contentTouchDelay, _): false
        case (.tap(let taps, _, _), .tap(let otherTaps, _, _)): otherTaps <= taps
        case (.tap(let taps, _, _), .longPress(let otherTaps, _, _, _)): otherTaps < taps
        default: true
        }
    }
}

extension GestureRecognizerSpec {
    /// Whether this recognizer's subclass makes prevention one-way by name (GA-05). Without any
    /// such recognizer a scene has no circle: the classes' answers alone only lead from a tap to a
    /// tap needing more taps or a long press needing at least as many, and from a scroll view's
    /// delayed-touches recognizer, to which nothing yields.
    public var namesOneWayPrevention: Bool { !cannotPrevent.isEmpty || !cannotBePreventedBy.isEmpty }

    /// Whether this recognizer must go after `other` when both ask to leave `possible` in one
    /// event, as the format counts it: `other` may prevent it and it may not prevent `other` — each
    /// by its class's answer and the declared answers of both (GA-05) — and neither delegate lets
    /// the two recognize together (GA-02).
    public func mustGoAfter(_ other: GestureRecognizerSpec) -> Bool {
        other.mayPrevent(self) && !mayPrevent(other) && !(delegate?.shouldRecognizeSimultaneouslyWith.contains(other.id) ?? false)
            && !(other.delegate?.shouldRecognizeSimultaneouslyWith.contains(id) ?? false)
    }

    private func mayPrevent(_ other: GestureRecognizerSpec) -> Bool {
        kind.classCanPrevent(other.kind) && !cannotPrevent.contains(other.id) && !other.cannotBePreventedBy.contains(id)
    }
}

extension Scene {
    /// Recognizers that would each have to go after the next (``GestureRecognizerSpec/mustGoAfter(_:)``),
    /// round in a circle back to the first. Nil when there is none; otherwise its ids, the first
    /// repeated at the end, starting from the first recognizer of the scene that is on one.
    public var preventionCycle: [String]? {
        let recognizers = allRecognizers.map(\.recognizer)
        guard recognizers.contains(where: \.namesOneWayPrevention) else { return nil }
        let next = recognizers.map { recognizer in recognizers.indices.filter { recognizer.mustGoAfter(recognizers[$0]) } }
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
