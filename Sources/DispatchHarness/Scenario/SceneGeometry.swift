import DispatchModel

/// Every view of a scene placed on the screen, in drawing order: windows back to front (lower
/// level first; among equal levels, the window listed first, as hit testing orders them in
/// HT-18), each followed by its subviews depth first, back to front.
package struct SceneGeometry: Sendable {
    /// The placements in drawing order.
    package var placements: [ViewPlacement]

    /// Places every view of `scene`.
    package init(scene: Scene) {
        var placements: [ViewPlacement] = []
        func place(_ view: ViewSpec, ancestors: [String], parentToScreen: AffineTransform, level: Double?) {
            let toScreen = ViewPlacement.boundsToSuperview(of: view).followed(by: parentToScreen)
            placements.append(
                ViewPlacement(
                    view: view, superview: ancestors.last, ancestors: ancestors, windowLevel: level, boundsToScreen: toScreen))
            for subview in view.subviews {
                place(subview, ancestors: ancestors + [view.id], parentToScreen: toScreen, level: nil)
            }
        }
        for window in Self.windowsBackToFront(scene) {
            place(window.view, ancestors: [], parentToScreen: .identity, level: window.level)
        }
        self.placements = placements
    }

    /// The windows in drawing order: ascending level, then scene order.
    package static func windowsBackToFront(_ scene: Scene) -> [WindowSpec] {
        scene.windows.enumerated()
            .sorted { ($0.element.level, $0.offset) < ($1.element.level, $1.offset) }
            .map(\.element)
    }

    /// The placement of the view or window with this id, if any.
    package func placement(of id: String) -> ViewPlacement? {
        placements.first { $0.id == id }
    }

    /// The smallest axis-aligned rectangle holding every corner of every view, overflowing
    /// parts included; nil for a scene without views.
    package var screenBoundingBox: Rect? {
        BoundingBox.of(placements.flatMap(\.screenCorners))
    }
}

/// The axis-aligned bounding box of a set of points.
package enum BoundingBox {
    /// The smallest rectangle containing `points` (its max edges included); nil when empty.
    package static func of(_ points: [Point]) -> Rect? {
        guard let first = points.first else { return nil }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
