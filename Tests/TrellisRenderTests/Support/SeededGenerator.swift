/// SplitMix64: a small, fast, seedable generator, so that property tests can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The seeds a property test runs: `TRELLIS_SEED` alone when set (to replay a failure),
/// otherwise `count` seeds from a fixed base.
func propertySeeds(count: Int, base: UInt64 = 0x7E11_1500) -> [UInt64] {
    if let text = ProcessInfoShim.environment("TRELLIS_SEED"), let seed = UInt64(text) { return [seed] }
    return (0..<UInt64(count)).map { base &+ $0 }
}
