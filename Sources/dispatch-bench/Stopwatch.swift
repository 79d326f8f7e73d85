import Foundation

/// Wall-clock measurement for the benchmark (never used by the engine, which runs on virtual time).
enum Stopwatch {
    /// Seconds taken by `work`.
    static func seconds(_ work: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The median of `runs` measurements of `work`.
    static func median(runs: Int, _ work: () throws -> Void) rethrows -> Double {
        var samples: [Double] = []
        for _ in 0..<runs { samples.append(try seconds(work)) }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// The medians of `runs` measurements each of `first` and `second`, taken in alternation
    /// (first, second, first, second…), so that a drift of the machine's speed during the series
    /// weighs on both alike.
    static func alternatingMedians(runs: Int, _ first: () throws -> Void, _ second: () throws -> Void) rethrows -> (Double, Double) {
        var firstSamples: [Double] = []
        var secondSamples: [Double] = []
        for _ in 0..<runs {
            firstSamples.append(try seconds(first))
            secondSamples.append(try seconds(second))
        }
        firstSamples.sort()
        secondSamples.sort()
        return (firstSamples[runs / 2], secondSamples[runs / 2])
    }

    /// Seconds per repetition of `work`, repeating it until at least `budget` seconds have passed;
    /// the median of five such batches.
    static func perRepetition(budget: Double = 0.25, _ work: () -> Void) -> Double {
        var repetitions = 1
        while seconds({ for _ in 0..<repetitions { work() } }) < budget / 5 { repetitions *= 2 }
        return median(runs: 5) { for _ in 0..<repetitions { work() } } / Double(repetitions)
    }

    /// Runs `work` on a thread with a stack of `megabytes`, for deep recursion, and waits for it.
    static func onLargeStack<T>(megabytes: Int = 1024, _ work: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = work()
            done.signal()
        }
        thread.stackSize = megabytes << 20
        thread.start()
        done.wait()
        return box.value!
    }
}

/// Carries a result out of the benchmark's large-stack thread (written once, read after the join).
final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
