/// The part of `UIControl.State` that tracking can change, written in `controlState` lines
/// (CT-02): the highlighted and selected bits. `disabled` never appears, because a disabled
/// control does not track (CT-04).
public struct ControlState: Sendable, Hashable, CustomStringConvertible {
    /// `isHighlighted` (bit 1 << 0).
    public var highlighted: Bool
    /// `isSelected` (bit 1 << 2).
    public var selected: Bool

    /// Creates a state from its flags.
    public init(highlighted: Bool, selected: Bool) {
        self.highlighted = highlighted
        self.selected = selected
    }

    /// The names of the set bits in bit order, joined by `+`; `normal` for the empty mask.
    public var description: String {
        let names = [(highlighted, "highlighted"), (selected, "selected")].filter(\.0).map(\.1)
        return names.isEmpty ? "normal" : names.joined(separator: "+")
    }

    /// Parses the canonical spelling of ``description``; nil for anything else.
    public init?(canonical text: String) {
        for highlighted in [false, true] {
            for selected in [false, true] where ControlState(highlighted: highlighted, selected: selected).description == text {
                self.init(highlighted: highlighted, selected: selected)
                return
            }
        }
        return nil
    }
}
