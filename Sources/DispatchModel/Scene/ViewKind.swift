/// The UIKit class a view is an instance of, as far as it changes dispatch defaults.
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
    /// `UIView`.
    case view
    /// `UIImageView`: user interaction disabled by default (HT-21).
    case imageView
    /// `UILabel`: user interaction disabled by default (HT-21).
    case label

    /// The default of `isUserInteractionEnabled` for this class.
    public var defaultUserInteractionEnabled: Bool {
        switch self {
        case .view: true
        case .imageView, .label: false
        }
    }
}
