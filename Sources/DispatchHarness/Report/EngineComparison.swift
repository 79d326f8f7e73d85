import DispatchModel

/// A Markdown matrix of several engines' `--json` results (`compare`): per area, each engine's
/// counts by status; then the fixtures that fail in exactly one engine and those that fail in all.
public struct EngineComparison: Sendable {
    /// One engine's results, as read from its JSON file.
    public struct Column: Sendable {
        /// The engine's name.
        public var engine: String
        /// The iOS release it modelled, as the results say (`"26"`); nil in results written
        /// before engines said.
        public var ios: String?
        /// The results file it was read from.
        public var file: String
        /// Status by fixture id.
        public var statusByID: [String: String]
        /// Area by fixture id.
        public var areaByID: [String: String]
    }

    /// The engines, in the order given.
    public var columns: [Column]

    /// Reads the JSON results documents; `file` names each in errors.
    public init(documents: [(file: String, text: String)]) throws(HarnessError) {
        columns = try documents.map { file, text throws(HarnessError) in
            guard let value = try? JSONParser.parse(text), case .string(let engine)? = value["engine"],
                case .array(let results)? = value["results"]
            else { throw .notFound("\(file) is not a results file written by `run --json`") }
            var status: [String: String] = [:]
            var area: [String: String] = [:]
            for result in results {
                guard case .string(let id)? = result["id"], case .string(let label)? = result["status"] else {
                    throw .notFound("\(file): a result lacks its id or status")
                }
                status[id] = label
                // The folder path (`gestures/tap`), as `run --area` and the matrix name areas; `area`
                // (the first folder) in results written before `areaPath` existed.
                if case .string(let name)? = result["areaPath"] ?? result["area"] { area[id] = name }
            }
            let ios: String? = if case .string(let ios)? = value["ios"] { ios } else { nil }
            return Column(engine: engine, ios: ios, file: file, statusByID: status, areaByID: area)
        }
    }

    static let failing = RunSummary.failingLabels

    /// The Markdown text.
    public func markdown() -> String {
        let statuses = ["PASS", "FAIL", "ERROR", "TIMEOUT", "UNSTABLE", "SKIP", "XFAIL", "XPASS"]
        let areas = Set(columns.flatMap { $0.areaByID.values }).sorted()
        let names = columns.map { column in
            let name = column.engine + (column.ios.map { ", iOS \($0)" } ?? "")
            return columns.filter { $0.engine == column.engine && $0.ios == column.ios }.count > 1 ? "\(name) (\(column.file))" : name
        }
        var out = ["| area | " + names.joined(separator: " | ") + " |", "|---|" + columns.map { _ in "---|" }.joined()]
        for area in areas + ["all"] {
            let cells = columns.map { column -> String in
                let ids = column.statusByID.keys.filter { area == "all" || column.areaByID[$0] == area }
                let counts = statuses.compactMap { status -> String? in
                    let n = ids.filter { column.statusByID[$0] == status }.count
                    return n == 0 ? nil : "\(n) \(status.lowercased())"
                }
                return counts.isEmpty ? "—" : counts.joined(separator: ", ")
            }
            out.append("| \(area == "all" ? "**all**" : area) | " + cells.joined(separator: " | ") + " |")
        }
        let ids = Set(columns.flatMap { $0.statusByID.keys }).sorted()
        for index in columns.indices where columns.count > 1 {
            let only = ids.filter { id in
                columns.indices.allSatisfy { other in
                    Self.failing.contains(columns[other].statusByID[id] ?? "") == (other == index)
                }
            }
            out.append("")
            out.append("fails only in \(names[index]): " + (only.isEmpty ? "none" : only.joined(separator: ", ")))
        }
        let everywhere = ids.filter { id in columns.allSatisfy { Self.failing.contains($0.statusByID[id] ?? "") } }
        out.append("")
        out.append("fails everywhere: " + (everywhere.isEmpty ? "none" : everywhere.joined(separator: ", ")))
        return out.joined(separator: "\n") + "\n"
    }
}
