import DispatchModel

/// One unit of vocabulary coverage: a value class of a key of one kind of object
/// (`view[button].hidden = true`), or a combination of objects, states or steps the corpus must
/// exercise (`Specs/VOCABULARY.md`).
public struct VocabularyItem: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The kind of object, qualified where the kind matters: `window`, `view[button]`,
    /// `gestureRecognizer[tap]`, `scriptStep[hide]`, or `combination`.
    public var object: String
    /// The key, or for a combination the family (`change during state`, `pair on one view`…).
    public var key: String
    /// The value class, or for a combination the combination itself.
    public var valueClass: String

    /// Creates an item.
    public init(object: String, key: String, valueClass: String) {
        self.object = object
        self.key = key
        self.valueClass = valueClass
    }

    /// `view[button].hidden = true`, or `combination: pair on one view = tap + pan`.
    public var description: String {
        object == "combination" ? "combination: \(key) = \(valueClass)" : "\(object).\(key) = \(valueClass)"
    }

    /// By object, key, then class name.
    public static func < (lhs: VocabularyItem, rhs: VocabularyItem) -> Bool {
        (lhs.object, lhs.key, lhs.valueClass) < (rhs.object, rhs.key, rhs.valueClass)
    }
}
