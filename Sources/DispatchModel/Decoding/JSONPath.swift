/// A location inside a JSON document, written `$.scene.windows[0].frame`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step of a path: an object key or an array index.
    public enum Component: Sendable, Hashable {
        /// A member of an object.
        case key(String)
        /// An element of an array.
        case index(Int)
    }

    /// The last step and the path before it; nil at the root. Decoding makes a path for every
    /// member and element it reads, and most are never printed: appending is one allocation
    /// that shares the parent, where copying the steps into a new array cost two and grew with
    /// the depth.
    private let last: Step?

    /// One step, linked to the path before it.
    private final class Step: Sendable {
        let parent: Step?
        let component: Component
        let depth: Int

        init(parent: Step?, component: Component) {
            self.parent = parent
            self.component = component
            self.depth = (parent?.depth ?? 0) + 1
        }
    }

    /// The steps from the document root.
    public var components: [Component] {
        var steps: [Component] = []
        steps.reserveCapacity(last?.depth ?? 0)
        var step = last
        while let current = step {
            steps.append(current.component)
            step = current.parent
        }
        return steps.reversed()
    }

    /// The document root, `$`.
    public static let root = JSONPath(components: [])

    /// Creates a path from its steps.
    public init(components: [Component]) {
        last = components.reduce(nil) { Step(parent: $0, component: $1) }
    }

    private init(last: Step?) {
        self.last = last
    }

    /// The path of a member of the object at this path.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(last: Step(parent: last, component: .key(key)))
    }

    /// The path of an element of the array at this path.
    public func appending(_ index: Int) -> JSONPath {
        JSONPath(last: Step(parent: last, component: .index(index)))
    }

    /// Paths are equal when their steps are.
    public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
        var (left, right) = (lhs.last, rhs.last)
        while let l = left, let r = right {
            if l === r { return true }
            guard l.depth == r.depth, l.component == r.component else { return false }
            (left, right) = (l.parent, r.parent)
        }
        return left == nil && right == nil
    }

    /// Hashes the steps.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

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
