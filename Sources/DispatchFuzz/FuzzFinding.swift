/// Something wrong the fuzzer found in one engine's handling of one scenario.
public struct FuzzFinding: Error, Sendable, Hashable, CustomStringConvertible {
    /// Which check failed. The shrinker keeps a smaller case only if it fails the same check on
    /// the same engine.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The engine threw (or, out of process, crashed, hung or broke the protocol).
        case crash
        /// The same scenario gave two different traces.
        case nondeterminism
        /// The trace names an object that is not in the scene.
        case unknownObject = "unknown object"
        /// The trace is out of order for its script: an event before its cause (``TraceStructureInvariant``).
        case causality
        /// The hit view cannot take the touch by UIKit's own checks (``HitViewInvariant``).
        case hitView = "hit view"
        /// Delivery does not follow the responder chain of the bound view (``DeliveryInvariant``).
        case delivery
        /// A responder's began is not matched by exactly one ended or cancelled (``BalanceInvariant``, RC-09).
        case balance
        /// A recognizer changes state in a way GR-01…GR-05 and GR-22 do not allow (``RecognizerStateInvariant``).
        case recognizerState = "recognizer state"
        /// A recognizer's actions do not go with its transitions (``RecognizerActionInvariant``, GR-02…GR-04, GR-24).
        case recognizerAction = "recognizer action"
        /// A recognizer receives a touch it should not, or misses its end (``RecognizerTouchInvariant``).
        case recognizerBalance = "recognizer touches"
        /// A control's events break its grammar (``ControlEventInvariant``, CT-*).
        case control
        /// The generator made a scenario that the fixture format rejects, or that needs a feature
        /// the engines lack: a bug of the fuzzer, not of the engine.
        case invalidCase = "invalid case"
        /// The engine under test and the reference engine gave different traces.
        case difference

        /// Whether this is a crash, a difference between engines, or a violated invariant.
        public var category: String {
            switch self {
            case .crash: "crash"
            case .difference: "difference"
            case .invalidCase: "generator"
            default: "violation"
            }
        }
    }

    /// Which check failed.
    public var kind: Kind
    /// The engine it is about, by name.
    public var engine: String
    /// What exactly is wrong, naming lines, touches and objects.
    public var message: String
    /// For a difference between engines, the kinds of the first lines that differ.
    public var divergence: Divergence.Class?

    /// Creates a finding.
    public init(_ kind: Kind, engine: String, _ message: String, divergence: Divergence.Class? = nil) {
        self.kind = kind
        self.engine = engine
        self.message = message
        self.divergence = divergence
    }

    /// Whether `other` fails the same check on the same engine (messages may differ); for a
    /// difference between engines, whether it diverges the same way (``Divergence/Class``).
    public func isSameFailure(as other: FuzzFinding) -> Bool {
        kind == other.kind && engine == other.engine && divergence == other.divergence
    }

    /// `hit view (reference 0.1.0): …`.
    public var description: String { "\(kind.rawValue) (\(engine)): \(message)" }
}
