import DispatchModel
import Foundation

/// Hit testing and the responder chain recurse once per level of the view tree, like UIKit's own
/// `hitTest(_:with:)`. A scene nested deeper than ``threshold`` levels is therefore played on a
/// thread whose stack is sized for its depth, so that even 100,000 nested views do not overflow.
enum DeepSceneThread {
    /// Depths up to this run on the caller's thread.
    static let threshold = 1_000
    /// Stack reserved per level of nesting: a level costs a few hundred bytes in a release build and several kilobytes in a debug build; the reservation is virtual until used.
    static let bytesPerLevel = 16_384

    /// The deepest nesting of views in the scene (a window alone is depth 1), found without recursion.
    static func depth(of scene: Scene) -> Int {
        var deepest = 0
        var pending: [(view: ViewSpec, depth: Int)] = scene.windows.map { ($0.view, 1) }
        while let (view, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            for subview in view.subviews { pending.append((subview, depth + 1)) }
        }
        return deepest
    }

    /// Runs `work` on the caller's thread, or on a thread with a large enough stack for `depth`.
    static func run<T: Sendable>(depth: Int, _ work: @escaping @Sendable () throws -> T) throws -> T {
        guard depth > threshold else { return try work() }
        let outcome = Outcome<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            outcome.result = Result { try work() }
            done.signal()
        }
        thread.stackSize = (16 << 20) + depth * bytesPerLevel
        thread.start()
        done.wait()
        return try outcome.result!.get()
    }

    /// The result of the deep thread, written once before the semaphore is signalled.
    private final class Outcome<T>: @unchecked Sendable {
        var result: Result<T, any Error>?
    }
}
