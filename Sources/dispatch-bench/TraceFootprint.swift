import DispatchModel

/// What a trace the reference engine returns holds in memory, measured from outside the engine
/// with the resident size: read before a run, after it while its trace is held, and again once the
/// trace is released, each time after `malloc_trim(0)` so that memory malloc holds free does not
/// count. The trace's size is the fall at its release; what stays resident after the release is
/// what the run left behind besides the trace (memory pinned by fragments, caches, leaks).
struct TraceFootprint {
    /// The trace's lines (entries).
    var lines: Int
    /// The capacity of the trace's entry array (the engine reserves ahead).
    var capacity: Int
    /// Resident bytes with the trace held less those once it is released: its retained size, to
    /// a page (the part of its array reserved but never written is not resident).
    var traceBytes: Int
    /// Resident bytes once the trace is released less those before the run.
    var leftBehindBytes: Int
    /// Resident bytes with the trace held less those before the run, read before the trim after
    /// the run: this also counts the run's freed temporaries that malloc kept.
    var untrimmedBytes: Int
    /// Whether `malloc_trim` could be called; without it every reading is untrimmed.
    var trimmed: Bool

    /// Runs `run` once to warm up (caches, metadata), then again between the readings; nil when
    /// the run fails or the resident size cannot be read.
    static func measure(_ run: () -> Trace?) -> TraceFootprint? {
        guard run() != nil else { return nil }
        let trimmed = ProcessMemory.trimMalloc()
        guard let before = ProcessMemory.resident() else { return nil }
        var trace = run()
        guard let lines = trace?.entries.count, let capacity = trace?.entries.capacity, let untrimmed = ProcessMemory.resident() else {
            return nil
        }
        ProcessMemory.trimMalloc()
        guard let held = ProcessMemory.resident() else { return nil }
        trace = nil
        ProcessMemory.trimMalloc()
        guard let released = ProcessMemory.resident() else { return nil }
        return TraceFootprint(
            lines: lines, capacity: capacity, traceBytes: held - released, leftBehindBytes: released - before,
            untrimmedBytes: untrimmed - before, trimmed: trimmed)
    }
}
