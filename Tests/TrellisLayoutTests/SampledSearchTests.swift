import XCTest
@testable import TrellisLayout

/// The two-level search finds exactly what a linear scan finds.
final class SampledSearchTests: XCTestCase {
    func testAgreesWithALinearScanOnRandomNonDecreasingKeys() {
        var rng = SeededGenerator(seed: 99)
        for _ in 0..<200 {
            let count = Int.random(in: 0...300, using: &rng)
            var keys: [Double] = []
            var value = 0.0
            for _ in 0..<count {
                value += Double(Int.random(in: 0...3, using: &rng))
                keys.append(value)
            }
            let samples = stride(from: SampledSearch.blockSize - 1, to: count, by: SampledSearch.blockSize).map { keys[$0] }
            for y in stride(from: -1.0, through: value + 1, by: 0.5) {
                let expected = keys.firstIndex { $0 > y } ?? count
                XCTAssertEqual(SampledSearch.firstIndex(count: count, samples: samples, above: y) { keys[$0] }, expected,
                               "count \(count), y \(y)")
            }
        }
    }
}
