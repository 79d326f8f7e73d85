import Foundation

/// Wall-clock time of a whole process: start-up, its work, and exit, as a user waits for it.
enum ProcessTiming {
    /// The median wall time of `runs` runs of `executable` with `arguments`, output discarded; nil
    /// when it cannot be started or exits with a status other than `expectedStatus`.
    static func median(_ executable: String, _ arguments: [String], runs: Int, expectedStatus: Int32 = 0) -> Double? {
        var samples: [Double] = []
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            var launched = false
            let seconds = Stopwatch.seconds {
                launched = (try? process.run()) != nil
                if launched { process.waitUntilExit() }
            }
            guard launched, process.terminationStatus == expectedStatus else { return nil }
            samples.append(seconds)
        }
        samples.sort()
        return samples[samples.count / 2]
    }
}
