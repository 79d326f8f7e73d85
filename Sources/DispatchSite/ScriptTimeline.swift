import DispatchModel
import DispatchPictures

/// A fixture's script on a time axis: one lane per touch with a dot per step (`B`egan, `M`oved,
/// `E`nded, `C`ancelled), waits as grey marks on the axis; and the same steps as a table, with
/// the view each touch was bound to.
struct ScriptTimeline {
    /// The script.
    var script: [ScriptStep]
    /// Its touches, with their hit views.
    var tracks: [TouchTrack]

    private static let width = 640.0
    private static let axisLeft = 90.0
    private static let axisRight = 620.0
    private static let laneHeight = 30.0
    private static let minimumLabelGap = 40.0

    /// The x coordinate of a time on the axis.
    private func x(_ time: Int) -> Double {
        let last = script.map(\.at).max() ?? 0
        guard last > 0 else { return Self.axisLeft }
        return Self.axisLeft + Double(time) / Double(last) * (Self.axisRight - Self.axisLeft)
    }

    /// The lanes as an `<svg class="dc-timeline">` element.
    func svg() -> [String] {
        let n = CoordinateFormat.text
        let axisY = 20 + Double(tracks.count) * Self.laneHeight
        let height = axisY + 30
        var out = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"dc-timeline\" width=\"\(n(Self.width))\" height=\"\(n(height))\" "
                + "viewBox=\"0 0 \(n(Self.width)) \(n(height))\" role=\"img\" aria-label=\"The script on a time axis\">"
        ]
        for (index, track) in tracks.enumerated() {
            let y = 20 + Double(index) * Self.laneHeight
            out.append(Markup.element("text", ["class": "lane-label", "x": "8", "y": n(y + 4)], content: "touch \(track.touch)"))
            if let first = track.steps.first, let last = track.steps.last, first.time != last.time {
                out.append(
                    Markup.element("line", ["class": "lane", "x1": n(x(first.time)), "y1": n(y), "x2": n(x(last.time)), "y2": n(y)]))
            }
            for step in track.steps {
                out.append(Markup.element("circle", ["class": "step", "cx": n(x(step.time)), "cy": n(y), "r": "7"]))
                out.append(
                    Markup.element(
                        "text", ["class": "step-letter", "x": n(x(step.time)), "y": n(y + 3), "text-anchor": "middle"],
                        content: String(step.phase.rawValue.prefix(1).uppercased())))
            }
        }
        out.append(
            Markup.element("line", ["class": "axis", "x1": n(Self.axisLeft), "y1": n(axisY), "x2": n(Self.axisRight), "y2": n(axisY)]))
        var lastLabelX = -Double.infinity
        for time in Set(script.map(\.at)).sorted() {
            let tickX = x(time)
            out.append(Markup.element("line", ["class": "axis", "x1": n(tickX), "y1": n(axisY - 4), "x2": n(tickX), "y2": n(axisY + 4)]))
            if tickX - lastLabelX >= Self.minimumLabelGap {
                out.append(
                    Markup.element(
                        "text", ["class": "tick-label", "x": n(tickX), "y": n(axisY + 18), "text-anchor": "middle"], content: "@\(time)"))
                lastLabelX = tickX
            }
        }
        for step in script where step.action == .wait {
            out.append(Markup.element("rect", ["class": "wait", "x": n(x(step.at) - 3), "y": n(axisY - 9), "width": "6", "height": "6"]))
        }
        out.append("</svg>")
        return out
    }

    /// The steps as a table: time, touch, phase, point, and for a `began` step the hit view.
    func table() -> [String] {
        var out = [
            "<table>",
            "<thead><tr><th scope=\"col\">time</th><th scope=\"col\">step</th><th scope=\"col\">point</th><th scope=\"col\">bound to</th></tr></thead>",
            "<tbody>",
        ]
        for step in script {
            switch step.action {
            case .touch, .touches:
                for change in step.touchChanges {
                    let hit = change.phase == .began ? (tracks.first { $0.touch == change.id }?.hit.text ?? "") : ""
                    out.append(
                        "<tr><td>@\(step.at)</td><td>touch \(change.id) \(change.phase.rawValue)"
                            + (change.type == .direct ? "" : " (type \(change.type.rawValue))") + "</td>"
                            + "<td><code>\(Markup.escape(change.point.description))</code></td><td>\(Markup.escape(hit))</td></tr>")
                }
            case .wait:
                out.append("<tr><td>@\(step.at)</td><td>wait</td><td></td><td></td></tr>")
            case .systemCancel:
                out.append("<tr><td>@\(step.at)</td><td>system cancel</td><td></td><td></td></tr>")
            case .beginIgnoringInteractionEvents:
                out.append("<tr><td>@\(step.at)</td><td>begin ignoring interaction events</td><td></td><td></td></tr>")
            case .endIgnoringInteractionEvents:
                out.append("<tr><td>@\(step.at)</td><td>end ignoring interaction events</td><td></td><td></td></tr>")
            case .setRecognizerEnabled(let id, let enabled):
                out.append("<tr><td>@\(step.at)</td><td>\(Markup.escape(id)).isEnabled = \(enabled)</td><td></td><td></td></tr>")
            case .becomeFirstResponder, .resignFirstResponder, .motion, .remoteControl, .sendAction, .targetForAction, .mutateView,
                .setAlpha, .setClipsToBounds, .setControlEnabled:
                out.append("<tr><td>@\(step.at)</td><td>\(Markup.escape(step.action.appCallSummary ?? ""))</td><td></td><td></td></tr>")
            }
        }
        out += ["</tbody>", "</table>"]
        return out
    }
}
