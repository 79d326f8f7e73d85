import DispatchModel
import ReferenceEngine

extension BrokenReferenceEngine {
    /// The smallest alpha hittable as a 32-bit float: `nextafterf(0.01f, 1)` (HT-04).
    static let smallestHittableAlpha = 0.010000000707805157

    /// An alpha that UIKit's 32-bit float puts below 0.01 although the written double is not:
    /// replaced by ``smallestHittableAlpha``, so that the engine compares as if it read the double.
    static func alphaReadAsDouble(_ alpha: Double) -> Double {
        alpha >= 0.01 && Double(Float(alpha)) < 0.01 ? smallestHittableAlpha : alpha
    }

    /// Every broken engine the corpus must catch, each with the rules it breaks.
    static let all: [BrokenReferenceEngine] = [
        // Reversing every subviews list makes the front-to-back search go back to front.
        BrokenReferenceEngine(defect: "subviews asked back to front", rules: ["HT-08"]) { scenario in
            scenario.rewritingViews { $0.subviews.reverse() }
        },
        // An alpha that the double keeps at 0.01 or above stays hittable; the `alpha` lines keep
        // the written value.
        BrokenReferenceEngine(
            defect: "alpha compared as the written double", rules: ["HT-04"],
            scenario: { scenario in
                var changed = scenario.rewritingViews { $0.alpha = alphaReadAsDouble($0.alpha) }
                for index in changed.script.indices {
                    if case .setAlpha(let id, let alpha) = changed.script[index].action {
                        changed.script[index].action = .setAlpha(id: id, alpha: alphaReadAsDouble(alpha))
                    }
                }
                return changed
            },
            trace: { trace, scenario in
                var written = scenario.script.compactMap { step -> Double? in
                    if case .setAlpha(_, let alpha) = step.action { alpha } else { nil }
                }[...]
                return Trace(
                    trace.entries.map { entry in
                        guard case .setAlpha(let view, _) = entry.event, let alpha = written.popFirst() else { return entry }
                        return TraceEntry(time: entry.time, event: .setAlpha(view: view, alpha: alpha))
                    })
            }),
        // Bounds a billionth of a point larger contain their maximum edges, and no point a fixture
        // writes besides.
        BrokenReferenceEngine(defect: "closed bounds", rules: ["HT-06"]) { scenario in
            scenario.rewritingViews {
                $0.frame = Rect(x: $0.frame.x, y: $0.frame.y, width: $0.frame.width + 1e-9, height: $0.frame.height + 1e-9)
            }
        },
        // Without bounds origins, the point passed to a subview lacks its superview's.
        BrokenReferenceEngine(defect: "bounds origins ignored", rules: ["HT-10"]) { scenario in
            scenario.rewritingViews { $0.boundsOrigin = .zero }
        },
        BrokenReferenceEngine(
            defect: "no forwarding to the next responder", rules: ["RC-06"], trace: { trace, _ in TraceRewriting.withoutForwarding(trace) }),
        // Reversed windows with negated levels are asked in exactly the reverse order; the key
        // window stays the same.
        BrokenReferenceEngine(defect: "windows asked back to front", rules: ["HT-17", "HT-18"]) { scenario in
            var changed = scenario
            let key = scenario.scene.keyWindowID
            changed.scene.windows = scenario.scene.windows.reversed().map { window in
                var window = window
                window.level = -window.level
                window.isKey = window.id == key
                return window
            }
            return changed
        },
        BrokenReferenceEngine(
            defect: "views' touches cancelled at touch-down", rules: ["GR-15", "TD-13"], trace: TraceRewriting.cancellingAtTouchDown),
        BrokenReferenceEngine(
            defect: "ancestors' recognizers first", rules: ["GR-14", "GA-13"],
            choices: {
                var choices = EngineChoices.reference
                choices.recognizerOrder.views = .outermostFirst
                return choices
            }()),
        // UIKit holds a touch's end while a recognizer that delays ends is undecided; this engine
        // never does. (The fault it replaces released ends after a fixed 0.15 s, the claim D10
        // refutes; no transform of the reference engine reproduces a fixed delay.)
        BrokenReferenceEngine(defect: "ended touches never withheld", rules: ["GR-19"]) { scenario in
            scenario.rewritingViews { view in
                for index in view.gestureRecognizers.indices { view.gestureRecognizers[index].delaysTouchesEnded = false }
            }
        },
        BrokenReferenceEngine(defect: "isMultipleTouchEnabled ignored", rules: ["MT-02"]) { scenario in
            scenario.rewritingViews { $0.multipleTouchEnabled = true }
        },
        BrokenReferenceEngine(
            defect: "nil-targeted actions start at the sender", rules: ["FR-08"], trace: TraceRewriting.nilTargetedFromSender),
        // A button made a plain control loses UIButton's gestureRecognizerShouldBegin; the primary
        // action it also loses is put back.
        BrokenReferenceEngine(
            defect: "buttons do not veto taps", rules: ["GA-08"],
            scenario: { scenario in
                scenario.rewritingViews { if $0.kind == .button { $0.kind = .control } }
            },
            trace: { trace, scenario in
                let buttons = Set(scenario.scene.allViews.filter { $0.view.kind == .button }.map(\.view.id))
                return TraceRewriting.withPrimaryActions(of: buttons, trace, scenario)
            }),
        BrokenReferenceEngine(defect: "content touches delivered at once", rules: ["SV-01"]) { scenario in
            scenario.rewritingViews { $0.scrollView?.delaysContentTouches = false }
        },
        // With a drag margin of a billion points every lift is inside (an infinite margin would give
        // the outset rectangle a NaN width, which contains no point at all).
        BrokenReferenceEngine(
            defect: "touchUpInside wherever the touch ends", rules: ["CT-07"],
            choices: {
                var choices = EngineChoices.reference
                choices.controlDragMargin = 1e9
                return choices
            }()),
        // A negative interval never continues a series.
        BrokenReferenceEngine(
            defect: "tap count always 1", rules: ["TD-09"],
            choices: {
                var choices = EngineChoices.reference
                choices.tapSeries.maximumInterval = -1
                return choices
            }()),
    ]
}
