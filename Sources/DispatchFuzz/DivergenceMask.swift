import DispatchModel
import Foundation

/// Known differences an engine author fuzzes past (`fuzz --ignore`, `--ignore-file`): classes of
/// lines left out of both traces before they are compared, each named by a channel
/// (`Specs/TRACE-FORMAT.md`: `gestureValue`, `location`, …, the whole channel) or by a line kind
/// (``TraceEvent/kindName``: `targetedControlAction`, `pointInside`, …, only those lines). A name that
/// is both a channel and a kind (`touches`, `gesture`, `dropped`) is the channel.
public struct DivergenceMask: Sendable, Hashable {
    /// The masked channels.
    public private(set) var channels: Set<Channel> = []
    /// The masked line kinds.
    public private(set) var kinds: Set<String> = []

    /// No mask.
    public init() {}

    /// A mask of these names; throws naming the first that is neither a channel nor a line kind.
    public init(names: [String]) throws(MaskError) {
        for name in names {
            if let channel = Channel(rawValue: name) {
                channels.insert(channel)
            } else if TraceEvent.kindNames.contains(name) {
                kinds.insert(name)
            } else {
                throw MaskError(name: name)
            }
        }
    }

    /// The names of `--ignore` (comma-separated) and of a mask file (one per line, `#` starting a
    /// comment, blank lines ignored).
    public static func names(option: String?, file: String?) -> [String] {
        var names = (option ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        for line in (file ?? "").split(whereSeparator: \.isNewline) {
            let text = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            names.append(text.trimmingCharacters(in: .whitespaces))
        }
        return names.filter { !$0.isEmpty }
    }

    /// Whether nothing is masked.
    public var isEmpty: Bool { channels.isEmpty && kinds.isEmpty }

    /// Whether `event` is masked.
    public func masks(_ event: TraceEvent) -> Bool {
        channels.contains(event.channel) || kinds.contains(event.kindName)
    }

    /// `trace` without the masked lines.
    public func applied(to trace: Trace) -> Trace {
        isEmpty ? trace : Trace(trace.entries.filter { !masks($0.event) })
    }

    /// The names, channels first, each sorted: for replay commands and notes.
    public var names: [String] { channels.sorted().map(\.rawValue) + kinds.sorted() }

    /// A name that is neither a channel nor a line kind.
    public struct MaskError: Error, Sendable, CustomStringConvertible {
        /// The name.
        public let name: String

        /// What went wrong and what is accepted.
        public var description: String {
            "cannot ignore \"\(name)\": expected a channel (\(Channel.allCases.map(\.rawValue).joined(separator: ", "))) or a line kind (\(TraceEvent.kindNames.joined(separator: ", ")))"
        }
    }
}
