import XCTest
import Mosaic
import TrellisLayout

/// The mosaic's frames, computed by hand from its rule, and its rect query against a plain
/// filter over every frame.
final class MosaicLayoutTests: XCTestCase {
    private func prepared(_ counts: [Int], width: Double, spacing: Double = 1) -> MosaicLayout {
        let layout = MosaicLayout(dataSource: Tiles(counts: counts), spacing: spacing)
        layout.bounds = Rect(x: 0, y: 0, width: width, height: 20)
        layout.prepare()
        return layout
    }

    private func frame(_ layout: MosaicLayout, _ item: Int, section: Int = 0) -> Rect? {
        layout.layoutAttributesForItem(at: LayoutIndexPath(item: item, section: section))?.frame
    }

    /// Width 32, spacing 1: small tiles u = (32 - 2) / 3 = 10 wide and h = 5 tall, the large
    /// one 21 by 11, blocks 12 apart, the large tile left, then right.
    func testTheFramesFollowThePattern() {
        let layout = prepared([7], width: 32)
        XCTAssertEqual(frame(layout, 0), Rect(x: 0, y: 0, width: 21, height: 11))
        XCTAssertEqual(frame(layout, 1), Rect(x: 22, y: 0, width: 10, height: 5))
        XCTAssertEqual(frame(layout, 2), Rect(x: 22, y: 6, width: 10, height: 5))
        XCTAssertEqual(frame(layout, 3), Rect(x: 11, y: 12, width: 21, height: 11))
        XCTAssertEqual(frame(layout, 4), Rect(x: 0, y: 12, width: 10, height: 5))
        XCTAssertEqual(frame(layout, 5), Rect(x: 0, y: 18, width: 10, height: 5))
        XCTAssertEqual(frame(layout, 6), Rect(x: 0, y: 24, width: 21, height: 11))
        XCTAssertNil(frame(layout, 7))
        XCTAssertEqual(layout.collectionViewContentSize, Size(width: 32, height: 35))
        XCTAssertEqual(layout.contentSize(forWidth: 32), layout.collectionViewContentSize)
    }

    /// A narrow view keeps small tiles at least 3 rows tall, so every box can show its label.
    func testSmallTilesAreAtLeastThreeRowsTall() {
        let layout = prepared([3], width: 8, spacing: 1)
        XCTAssertEqual(frame(layout, 1), Rect(x: 6, y: 0, width: 2, height: 3))
        XCTAssertEqual(frame(layout, 0), Rect(x: 0, y: 0, width: 5, height: 7))
    }

    /// Sections stack, one spacing apart; an empty section takes no room.
    func testSectionsStack() {
        let layout = prepared([2, 0, 4], width: 32)
        XCTAssertEqual(frame(layout, 0, section: 2), Rect(x: 0, y: 12, width: 21, height: 11))
        XCTAssertEqual(frame(layout, 3, section: 2), Rect(x: 11, y: 24, width: 21, height: 11))
        XCTAssertNil(frame(layout, 0, section: 1))
        XCTAssertEqual(layout.collectionViewContentSize.height, 35)
    }

    /// The rect query finds exactly the frames a filter over every item finds, for random
    /// rects, widths and sections (seeded; the seed is in the failure).
    func testTheRectQueryFindsWhatAFilterFinds() {
        var generator = SplitMix(seed: 0x5EED)
        for round in 0..<200 {
            let counts = (0..<Int.random(in: 1...4, using: &generator)).map { _ in Int.random(in: 0...40, using: &generator) }
            let layout = prepared(counts, width: Double.random(in: 0...120, using: &generator),
                                  spacing: Double(Int.random(in: 0...2, using: &generator)))
            let height = layout.collectionViewContentSize.height
            let rect = Rect(x: Double.random(in: -10...100, using: &generator), y: Double.random(in: -20...(height + 20), using: &generator),
                            width: Double.random(in: 0...80, using: &generator), height: Double.random(in: 0...60, using: &generator))
            var expected: [LayoutIndexPath] = []
            for (section, count) in counts.enumerated() {
                for item in 0..<count where frame(layout, item, section: section)!.intersects(rect) {
                    expected.append(LayoutIndexPath(item: item, section: section))
                }
            }
            let found = layout.layoutAttributesForElements(in: rect).map(\.indexPath).sorted()
            XCTAssertEqual(found, expected, "round \(round), seed 0x5EED, counts \(counts), rect \(rect)")
        }
        let layout = prepared([10], width: 30)
        XCTAssertEqual(layout.layoutAttributesForElements(in: Rect(x: 0, y: -5, width: 30, height: .infinity)).count, 10)
        XCTAssertEqual(layout.layoutAttributesForElements(in: Rect(x: 0, y: .nan, width: 30, height: 5)).count, 0)
    }
}

/// A small seeded generator, so a failure can be replayed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
