import DispatchModel
import ReferenceEngine

/// Stands in for an engine author's own `DispatchEngine`: it runs the reference engine. With
/// `hashOrdered`, it then reorders the lines of each instant in a `Set`'s order, as an engine
/// that keeps its recognizers or touches in a `Set` does: the same trace on every call within one
/// process (one hash seed), another one in almost every new process.
struct ExampleEngine: DispatchEngine {
    /// Whether the lines of each instant come in hash order.
    var hashOrdered = false

    var name: String { "example-engine \(ReferenceEngine.version)" }

    /// Declares only single taps, as an engine whose order problem no declared feature reaches.
    var features: Set<Feature> { hashOrdered ? [.singleTap] : ReferenceEngine().features }

    func run(_ scenario: Scenario) throws -> Trace {
        let trace = try ReferenceEngine().run(scenario)
        guard hashOrdered else { return trace }
        var entries: [TraceEntry] = []
        var start = 0
        while start < trace.entries.count {
            let time = trace.entries[start].time
            let end = trace.entries[start...].firstIndex { $0.time != time } ?? trace.entries.count
            entries += Set(start..<end).map { trace.entries[$0] }
            start = end
        }
        return Trace(entries)
    }
}
