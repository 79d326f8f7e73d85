/// The roles of a scroll view's own recognizers, in the order the scroll view adds them.
public enum ScrollViewRecognizer: CaseIterable, Sendable {
    /// `S_delay`: withholds the content's touches for a moment (SV-01).
    case contentTouchDelay
    /// `S_pan`: the scroll view's pan (SV-03, SV-06, SV-07).
    case pan
    /// `S_pinch`: the zoom of a zoomable scroll view (SV-13).
    case zoom
}
