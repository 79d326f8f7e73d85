/// `UITouch.TouchType` (TD-17): what produced a touch.
public enum TouchType: String, Sendable, Hashable, CaseIterable {
    /// A finger on the screen (0).
    case direct
    /// A touch not on the screen, such as a remote's touch surface (1).
    case indirect
    /// Apple Pencil (2).
    case pencil
    /// A pointer such as a trackpad or mouse (3, iOS 13.4).
    case indirectPointer
}
