/// Something wrong the fuzzer found in one engine's handling of one scenario.
public struct FuzzFinding: Sendable, Hashable, CustomStringConvertible {
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
        /// A responder's began is not matched by exactly one ended or cancelled (``DeliveryInvariant``, RC-09).
        case balance
        /// The engine under test and the reference engine gave different traces.
        case difference

        /// Whether this is a crash, a difference between engines, or a violated invariant.
        public var category: String {
            switch self {
            case .crash: "crash"
            case .difference: "difference"
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

    /// Creates a finding.
    public init(_ kind: Kind, engine: String, _ message: String) {
        self.kind = kind
        self.engine = engine
        self.message = message
    }

    /// Whether `other` fails the same check on the same engine (messages may differ).
    public func isSameFailure(as other: FuzzFinding) -> Bool {
        kind == other.kind && engine == other.engine
    }

    /// `hit view (reference 0.1.0): …`.
    public var description: String { "\(kind.rawValue) (\(engine)): \(message)" }
}
