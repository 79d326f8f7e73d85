/// `UIEvent.EventSubtype` of a remote-control event (FR-06), named without the `remoteControl`
/// prefix: `play` is `.remoteControlPlay` (100).
public enum RemoteControlSubtype: String, Sendable, Hashable, CaseIterable {
    /// 100.
    case play
    /// 101.
    case pause
    /// 102.
    case stop
    /// 103.
    case togglePlayPause
    /// 104.
    case nextTrack
    /// 105.
    case previousTrack
    /// 106.
    case beginSeekingBackward
    /// 107.
    case endSeekingBackward
    /// 108.
    case beginSeekingForward
    /// 109.
    case endSeekingForward

    /// The raw value of the UIKit constant.
    public var uikitValue: Int { 100 + Self.allCases.firstIndex(of: self)! }
}
