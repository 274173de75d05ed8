import XCTest
import TrellisLayout
@testable import TrellisRender

final class OverlapDetectorTests: XCTestCase {
    func testPairsEdgesAndEmptyFrames() {
        let frames = [
            Rect(x: 0, y: 0, width: 4, height: 2),
            Rect(x: 3, y: 1, width: 4, height: 2),   // overlaps 0
            Rect(x: 7, y: 0, width: 2, height: 2),   // touches 1 along an edge only
            Rect(x: 8, y: 0, width: 0, height: 5),   // empty: overlaps nothing
            Rect(x: 1, y: 0.5, width: 0, height: 1), // empty, inside 0: overlaps nothing
            Rect(x: .nan, y: 0, width: 3, height: 3),
        ]
        XCTAssertEqual(OverlapDetector.overlapping(frames), [0, 1])
        XCTAssertEqual(OverlapDetector.overlapping([]), [])
    }

    func testTallListIsCheap() {
        // 10,000 stacked rows: each is only compared with the rows still open above it.
        let frames = (0..<10_000).map { Rect(x: 0, y: Double($0), width: 80, height: 1) }
        XCTAssertEqual(OverlapDetector.overlapping(frames), [])
        let stacked = frames + [Rect(x: 10, y: 5000.5, width: 2, height: 1)]
        XCTAssertEqual(OverlapDetector.overlapping(stacked), [5000, 5001, 10_000])
    }

    func testMatchesBruteForce() {
        for seed in propertySeeds(count: 200) {
            var generator = SeededGenerator(seed: seed)
            let count = Int.random(in: 0...40, using: &generator)
            let frames = (0..<count).map { _ in
                Rect(x: Double(Int.random(in: 0...30, using: &generator)) / 2,
                     y: Double(Int.random(in: 0...30, using: &generator)) / 2,
                     width: Double(Int.random(in: 0...12, using: &generator)) / 2,
                     height: Double(Int.random(in: 0...12, using: &generator)) / 2)
            }
            // Open intersection of two non-empty rectangles (`Rect.intersects` alone lets a
            // zero-width rectangle inside another count as intersecting).
            func nonEmpty(_ rect: Rect) -> Bool { rect.width > 0 && rect.height > 0 }
            var expected = Set<Int>()
            for i in frames.indices where nonEmpty(frames[i]) {
                for j in frames.indices where i != j && nonEmpty(frames[j]) && frames[i].intersects(frames[j]) {
                    expected.insert(i)
                }
            }
            XCTAssertEqual(OverlapDetector.overlapping(frames), expected, "seed \(seed)")
        }
    }
}
