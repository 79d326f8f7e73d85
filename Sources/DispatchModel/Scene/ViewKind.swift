/// The UIKit class a view is an instance of, as far as it changes dispatch defaults.
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
    /// `UIView`.
    case view
    /// `UIImageView`: user interaction disabled by default (HT-21).
    case imageView
    /// `UILabel`: user interaction disabled by default (HT-21).
    case label
    /// A plain `UIControl` subclass: tracks touches and sends control events (CT-*), but vetoes no
    /// recognizer (GA-11).
    case control
    /// `UIButton`: a control that vetoes single-tap recognizers of other views (GA-07, GA-08).
    case button
    /// `UISwitch`: a control that flips, and sends valueChanged, when a tap ends inside it (CT-17),
    /// and vetoes single-tap recognizers of other views like a button (GA-07).
    case uiSwitch = "switch"
    /// `UISlider`: a control whose value follows a horizontal drag (CT-18).
    case slider
    /// `UIScrollView`: delays and cancels its content's touches with its own recognizers (SV-*).
    case scrollView
    /// `UITableView`: a scroll view that selects the cell a finished touch was on.
    case tableView
    /// `UITableViewCell`: content of a table view, selected by it.
    case tableCell

    /// Whether the view is a `UIControl`.
    public var isControl: Bool { self == .control || self == .button || self == .uiSwitch || self == .slider }
    /// Whether the view is a `UIScrollView`.
    public var isScrollView: Bool { self == .scrollView || self == .tableView }

    /// The default of `isUserInteractionEnabled` for this class.
    public var defaultUserInteractionEnabled: Bool {
        switch self {
        case .view, .control, .button, .uiSwitch, .slider, .scrollView, .tableView, .tableCell: true
        case .imageView, .label: false
        }
    }
}
