/// A location inside a JSON document, written `$.scene.windows[0].frame`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step of a path: an object key or an array index.
    public enum Component: Sendable, Hashable {
        /// A member of an object.
        case key(String)
        /// An element of an array.
        case index(Int)
    }

    /// The steps from the document root.
    public var components: [Component]

    /// The document root, `$`.
    public static let root = JSONPath(components: [])

    /// Creates a path from its steps.
    public init(components: [Component]) {
        self.components = components
    }

    /// The path of a member of the object at this path.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(components: components + [.key(key)])
    }

    /// The path of an element of the array at this path.
    public func appending(_ index: Int) -> JSONPath {
        JSONPath(components: components + [.index(index)])
    }

    /// `$`, then `.key` for identifier-like keys, `["odd key"]` for others, and `[n]` for indices.
    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .key(let key):
                let plain = !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
                text += plain ? ".\(key)" : "[\"\(key)\"]"
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }
}
