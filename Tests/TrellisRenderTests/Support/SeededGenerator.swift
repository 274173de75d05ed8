@_exported import TrellisTestSupport

/// The seeds a property test runs: `TRELLIS_SEED` alone when set (to replay a failure),
/// otherwise `count` seeds from a fixed base.
func propertySeeds(count: Int, base: UInt64 = 0x7E11_1500) -> [UInt64] {
    if let text = ProcessInfoShim.environment("TRELLIS_SEED"), let seed = UInt64(text) { return [seed] }
    return (0..<UInt64(count)).map { base &+ $0 }
}
