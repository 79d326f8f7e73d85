/// `UIGestureRecognizer.State`, as written in traces (GR-01).
public enum GestureState: String, Sendable, Hashable, CaseIterable {
    /// Not yet recognized (raw value 0).
    case possible
    /// A continuous gesture began (1).
    case began
    /// A continuous gesture changed (2).
    case changed
    /// Ended, or recognized for a discrete gesture (3).
    case ended
    /// Cancelled (4).
    case cancelled
    /// Failed (5).
    case failed

    /// Whether the state ends an attempt (ended, cancelled or failed).
    public var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
    /// Whether the recognizer is recognizing (began or changed).
    public var isActive: Bool { self == .began || self == .changed }
}
