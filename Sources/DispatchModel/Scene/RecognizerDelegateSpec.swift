/// The answers of a gesture recognizer's delegate (`UIGestureRecognizerDelegate`).
public struct RecognizerDelegateSpec: Sendable, Hashable {
    /// A set of recognizers named by id, or every recognizer.
    public enum RecognizerSet: Sendable, Hashable {
        /// Every other recognizer.
        case all
        /// These recognizers.
        case some([String])

        /// Whether `id` is in the set.
        public func contains(_ id: String) -> Bool {
            switch self {
            case .all: true
            case .some(let ids): ids.contains(id)
            }
        }
    }

    /// The answer of `gestureRecognizer(_:shouldReceive:)` for touches.
    public enum TouchFilter: Sendable, Hashable {
        /// The same answer for every touch.
        case always(Bool)
        /// False for touches whose hit view is one of these views or inside one of them.
        case exceptInside([String])
    }

    /// `gestureRecognizerShouldBegin(_:)`.
    public var shouldBegin: Bool
    /// `gestureRecognizer(_:shouldReceive:)` for touches.
    public var shouldReceiveTouch: TouchFilter
    /// `gestureRecognizer(_:shouldReceive:)` for the event (iOS 13.4 and later, GR-28): the same
    /// answer for every event; false hides every event from the recognizer.
    public var shouldReceiveEvent: Bool
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` answers true for these.
    public var shouldRecognizeSimultaneouslyWith: RecognizerSet
    /// `gestureRecognizer(_:shouldRequireFailureOf:)` answers true for these.
    public var shouldRequireFailureOf: [String]
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)` answers true for these.
    public var shouldBeRequiredToFailBy: RecognizerSet

    /// Creates a delegate; by default it answers as if it did not implement the methods.
    public init(
        shouldBegin: Bool = true, shouldReceiveTouch: TouchFilter = .always(true), shouldReceiveEvent: Bool = true,
        shouldRecognizeSimultaneouslyWith: RecognizerSet = .some([]),
        shouldRequireFailureOf: [String] = [], shouldBeRequiredToFailBy: RecognizerSet = .some([])
    ) {
        self.shouldBegin = shouldBegin
        self.shouldReceiveTouch = shouldReceiveTouch
        self.shouldReceiveEvent = shouldReceiveEvent
        self.shouldRecognizeSimultaneouslyWith = shouldRecognizeSimultaneouslyWith
        self.shouldRequireFailureOf = shouldRequireFailureOf
        self.shouldBeRequiredToFailBy = shouldBeRequiredToFailBy
    }
}
