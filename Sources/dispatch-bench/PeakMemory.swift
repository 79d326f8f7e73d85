import DispatchModel

/// The peak memory of one reference run of a large scenario: the peak resident size is set back
/// to what is resident before the run (``ProcessMemory/resetPeak()``), and read after it.
struct PeakMemory {
    /// Resident bytes just before the run (the process, its corpus and the scenario's script).
    var residentBefore: Int
    /// The peak resident bytes of the process during the run.
    var peak: Int
    /// Whether the peak was reset before the run; if not, the peak may be an earlier series'.
    var peakWasReset: Bool
    /// The trace's lines.
    var lines: Int
    /// Wall-clock seconds of the run.
    var seconds: Double

    /// How much the run raised the resident size at its peak.
    var growth: Int { peak - residentBefore }

    /// Runs `run` once between the readings; nil when a reading cannot be made or the run fails.
    static func measure(_ run: () -> Trace?) -> PeakMemory? {
        let reset = ProcessMemory.resetPeak()
        guard let residentBefore = ProcessMemory.resident() else { return nil }
        var trace: Trace?
        let seconds = Stopwatch.seconds { trace = run() }
        guard let trace, let peak = ProcessMemory.peakResident() else { return nil }
        return PeakMemory(residentBefore: residentBefore, peak: peak, peakWasReset: reset, lines: trace.entries.count, seconds: seconds)
    }
}
