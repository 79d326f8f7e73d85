/// What a touch message reads on its way up the responder chain (RC-*) and what a control reads
/// when it sends actions (CT-11, FR-05): the views, the responders and the first responder, as
/// they are when the view phase delivers. Built by the dispatcher for each view phase; read only.
struct ChainContext {
    /// The views and windows.
    let tree: ViewTree
    /// Every responder's touch methods, traits and next responder.
    let responders: ResponderTable
    /// The first responder, where nil-targeted actions start (FR-08).
    let firstResponder: FirstResponder
}
