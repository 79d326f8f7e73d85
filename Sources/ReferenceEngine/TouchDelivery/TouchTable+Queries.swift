/// Questions about one touch of the table, answered where the touch lies: binding the touch the
/// subscript yields (`if let touch = table[id]`), or reading a field through it, copies the whole
/// ``TouchRuntime`` and destroys the copy after, which the dispatcher did several times a touch
/// event. ``withTouch(_:_:)`` answers the others.
extension TouchTable {
    /// The touch's hit-test view (HT-01); nil when no window returned a view, or when the table no
    /// longer holds the touch.
    func view(of id: Int) -> Int? {
        withTouch(id, \.view) ?? nil
    }

    /// The recognizers the touch goes to, in processing order (GR-14, GR-21, GR-22); none when the
    /// table no longer holds it.
    func recognizers(of id: Int) -> [Int] {
        withTouch(id, \.recognizers) ?? []
    }

    /// Whether the table holds the touch and its finger is down (TD-03).
    func isDown(_ id: Int) -> Bool {
        withTouch(id, \.isDown) ?? false
    }
}
