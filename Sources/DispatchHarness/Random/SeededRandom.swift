/// A seeded source of randomness, the fuzzer's cases and `run --stability`'s orders: SplitMix64,
/// seeded explicitly, with its own range and choice helpers so that a seed gives the same cases on
/// every platform and toolchain (the standard library's `random(in:using:)` algorithms are not
/// guaranteed to stay the same).
///
/// Never seeded from the system: every case must be reproducible from the seed it prints.
public struct SeededRandom: Sendable {
    private var state: UInt64

    /// Creates a generator from a seed.
    public init(seed: UInt64) {
        state = seed
    }

    /// The generator of case `index` of a run seeded with `seed`: its starting state is a hash
    /// of both, so cases are unrelated to each other and one case can be replayed alone
    /// (`fuzz --seed S --case N`).
    public init(seed: UInt64, case index: Int) {
        state = Self.mix(seed &+ Self.mix(UInt64(truncatingIfNeeded: index) &+ 0x6A09_E667_F3BC_C909))
    }

    /// SplitMix64's output function: a bijective scramble of 64 bits.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The next 64 random bits (SplitMix64).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// A uniformly distributed integer in `range` (multiply-shift; the bias is below 2⁻³² for the
    /// small ranges the generators use).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        let high = next().multipliedFullWidth(by: width).high
        return range.lowerBound + Int(high)
    }

    /// A uniformly distributed number in `[0, 1)` with 53 random bits.
    public mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// One element of a non-empty array, uniformly.
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(in: 0...(choices.count - 1))]
    }

    /// One element of a non-empty array of (weight, element) pairs, with probability proportional
    /// to its weight.
    public mutating func pick<T>(weighted choices: [(Int, T)]) -> T {
        // A loop, not `choices.map(\.0)`: a key path into a generic tuple is built at run time on
        // every call, which was an eighth of `fuzz`'s instructions.
        var total = 0
        for (weight, _) in choices { total += weight }
        var roll = int(in: 0...(total - 1))
        for (weight, choice) in choices {
            if roll < weight { return choice }
            roll -= weight
        }
        return choices[choices.count - 1].1
    }

    /// The elements in a random order (Fisher–Yates).
    public mutating func shuffled<T>(_ elements: [T]) -> [T] {
        var result = elements
        guard result.count > 1 else { return result }
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(index, int(in: 0...index))
        }
        return result
    }
}
