import DispatchModel
import ReferenceEngine

/// The memory series (issue 29, item 3): what a trace the reference engine returns holds per
/// line, and the peak memory of a run of 1,000,000 touch events. Linux readings
/// (``ProcessMemory``); memory has no target, so the summary records the figures as such.
enum MemorySeries {
    /// Measures and prints both tables, recording their figures for the summary.
    static func run(engine: ReferenceEngine, quick: Bool) {
        // The 1,000,000-event run writes about six million lines, past the reference engine's
        // default limit (`ReferenceEngine.defaultMaximumTraceLines`), which it raises explicitly.
        let engine = ReferenceEngine(iOS: engine.iOS, choices: engine.choices, maximumTraceLines: 100_000_000)
        print("\n## Memory\n")
        retainedPerLine(engine: engine, quick: quick)
        peakOfLargeRun(engine: engine, quick: quick)
    }

    private static func megabytes(_ bytes: Int) -> String { format(Double(bytes) / 1_048_576, 1) }

    /// `1,000,000`.
    private static func grouped(_ value: Int) -> String {
        let digits = Array(String(value.magnitude))
        let groups = stride(from: digits.count, to: 0, by: -3).reversed().map { String(digits[max($0 - 3, 0)..<$0]) }
        return (value < 0 ? "-" : "") + groups.joined(separator: ",")
    }

    /// (a) Bytes per trace line held by a returned trace.
    private static func retainedPerLine(engine: ReferenceEngine, quick: Bool) {
        print(
            "A returned trace's size per line, from the resident size (`/proc/self/statm`) read before a run, after it while "
                + "its trace is held, and once the trace is released, each time after glibc's `malloc_trim(0)` has handed back "
                + "what malloc held free (a first run warms up). The trace's size is the fall at its release: its array's "
                + "part reserved but never written is not resident and does not count (the array's allocated size is beside "
                + "it). What stays after the release is what the run left besides the trace; untrimmed, the growth with the "
                + "trace held also counts the run's temporaries that malloc kept.\n")
        print(
            row([
                "scenario", "touch events", "trace lines", "trace, bytes per line", "record array allocated, bytes per line",
                "left behind, bytes per event", "untrimmed growth, bytes per line",
            ]))
        print(row(["---", "---", "---", "---", "---", "---", "---"]))
        let scenarios = [
            ("chain of 100 nested views, 10 taps", PathScenes.nestedChain(depth: 100, recognizers: 10, touches: quick ? 200 : 2_000)),
            ("wide, 2-view hit path, 1 tap", PathScenes.wide(siblings: 100, recognizers: 1, touches: quick ? 2_000 : 20_000)),
        ]
        for (name, scenario) in scenarios {
            let events = scenario.script.count
            guard let footprint = TraceFootprint.measure({ try? engine.run(scenario) }), footprint.lines > 0 else {
                print(row([name, "\(events)", "the run failed or the resident size could not be read"]))
                continue
            }
            let lines = Double(footprint.lines)
            let perLine = Double(footprint.traceBytes) / lines
            record("memory, trace per line: \(name)", perLine, "bytes/line")
            print(
                row([
                    name, grouped(events), grouped(footprint.lines),
                    format(perLine, 1) + (footprint.trimmed ? "" : " (malloc_trim unavailable: untrimmed)"),
                    format(Double(footprint.capacity * TraceEntries.bytesPerRecord) / lines, 1)
                        + " (capacity \(grouped(footprint.capacity)))",
                    format(Double(footprint.leftBehindBytes) / Double(events), 1), format(Double(footprint.untrimmedBytes) / lines, 1),
                ]))
        }
        print(
            "\na trace line is a record of \(TraceEntries.bytesPerRecord) bytes in the trace's array, whatever the line: names "
                + "and lists of touch ids are stored once per trace and referred to by number, points and numbers in a side "
                + "array; a line is formatted only when read (a decoded `TraceEntry` is \(MemoryLayout<TraceEntry>.stride) bytes)")
    }

    /// (b) The peak of a run of 1,000,000 touch events (100,000 with `--quick`), or of the largest
    /// run the machine's available memory fits.
    private static func peakOfLargeRun(engine: ReferenceEngine, quick: Bool) {
        let wanted = quick ? 100_000 : 1_000_000
        let eventsPerTouch = 5
        // A pilot a hundredth of the size tells how many lines the run would write; the estimate
        // allows three records' room a line (the array grows by doubling, the old buffer alive while
        // it is copied) and the script.
        let pilot = PathScenes.wide(siblings: 100, recognizers: 1, touches: wanted / eventsPerTouch / 100)
        guard let pilotTrace = try? engine.run(pilot) else {
            print("\npeak memory: the pilot run failed")
            return
        }
        let linesPerEvent = Double(pilotTrace.entries.count) / Double(pilot.script.count)
        let perEvent = linesPerEvent * Double(3 * TraceEntries.bytesPerRecord) + Double(MemoryLayout<ScriptStep>.stride)
        var touches = wanted / eventsPerTouch
        var note = quick ? ", --quick: 1,000,000 without it" : ""
        if let available = ProcessMemory.available() {
            // The run may use half of what is available.
            let fits = Int(Double(available) / 2 / perEvent) / eventsPerTouch
            if fits < touches {
                touches = max(fits, 1)
                note =
                    " — \(grouped(wanted)) events would need about \(megabytes(Int(perEvent * Double(wanted)))) MB and only "
                    + "\(megabytes(available)) MB are available, so this is the largest run that fits in half of it"
            }
            print(
                "\nThe machine has \(megabytes(available)) MB available (MemAvailable of /proc/meminfo); a pilot of "
                    + "\(grouped(pilot.script.count)) events wrote \(format(linesPerEvent, 1)) trace lines per event, so "
                    + "\(grouped(wanted)) events should need no more than about \(megabytes(Int(perEvent * Double(wanted)))) MB "
                    + "(room for three trace records a line, as the array grows, and the script).")
        }
        let residentBeforeScript = ProcessMemory.resident()
        let scenario = PathScenes.wide(siblings: 100, recognizers: 1, touches: touches)
        let residentAfterScript = ProcessMemory.resident()
        let events = scenario.script.count
        ProcessMemory.trimMalloc()  // so that the run cannot reuse memory freed earlier without the resident size showing it
        guard let peak = PeakMemory.measure({ try? engine.run(scenario) }) else {
            print("peak memory: the run failed or the process's memory could not be read")
            return
        }
        print(
            "\nPeak of one reference run of the wide scene with one tap (\(grouped(events)) touch events\(note)): `ru_maxrss` of "
                + "`getrusage(RUSAGE_SELF)` (KiB on Linux) after the run, "
                + (peak.peakWasReset
                    ? "its peak first set back to the resident size before the run (`5` written to `/proc/self/clear_refs`)"
                    : "whose peak could not be set back (`/proc/self/clear_refs`), so it may be an earlier series'")
                + "; growth is that peak less the resident size before the run (read after `malloc_trim(0)`). The bench "
                + "process also holds the corpus and the scenario's script (built before the run: "
                + (residentBeforeScript.flatMap { before in residentAfterScript.map { "\(megabytes($0 - before)) MB resident" } }
                    ?? "size unreadable")
                + ").\n")
        print(
            row([
                "touch events", "trace lines", "resident before, MB", "peak, MB", "peak growth, MB", "growth per trace line, bytes",
                "run s",
            ]))
        print(row(["---", "---", "---", "---", "---", "---", "---"]))
        print(
            row([
                grouped(events), grouped(peak.lines), megabytes(peak.residentBefore), megabytes(peak.peak), megabytes(peak.growth),
                format(Double(peak.growth) / Double(max(peak.lines, 1)), 1), format(peak.seconds, 2),
            ]))
        let label = "memory, \(grouped(events)) events (wide, 1 tap)"
        record("\(label): peak growth", Double(peak.growth) / 1_048_576, "MB")
        record("\(label): absolute peak", Double(peak.peak) / 1_048_576, "MB")
        record("\(label): trace lines", Double(peak.lines), "lines")
    }
}
