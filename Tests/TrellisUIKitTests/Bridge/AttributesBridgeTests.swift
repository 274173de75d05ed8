import XCTest
import TrellisLayout
import TrellisTestSupport
import TrellisUIKit
@testable import TrellisUIKitCore

/// What the adapter hands the previewer and the snapshots is the frame the UIKit layout set, bit
/// for bit: a frame of x 16 and width 230.4 comes back as 16, not as `(16 + 115.2) − 115.2`
/// (15.999999999999986), which the trip through the centre gives in floating point.
final class AttributesBridgeTests: XCTestCase {
    func testAFrameSetByTheLayoutCrossesTheBridgeExactly() async {
        await MainActor.run {
            let seed = UInt64.random(in: 0...UInt64.max)
            var generator = SeededGenerator(seed: seed)
            for _ in 0..<500 {
                let frame = CGRect(x: CGFloat(Int.random(in: 0...1_000, using: &generator)) / 10 + 0.1,
                                   y: CGFloat(Int.random(in: 0...1_000, using: &generator)) / 10 + 0.2,
                                   width: CGFloat(Int.random(in: 1...1_000, using: &generator)) * 0.3,
                                   height: CGFloat(Int.random(in: 1...1_000, using: &generator)) * 0.7)
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
                attributes.frame = frame
                XCTAssertEqual(attributes.layoutAttributes.frame, Rect(frame), "the frame \(frame), seed \(seed)")
            }
            let card = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 1))
            card.frame = CGRect(x: 16, y: 416, width: 230.4, height: 64)
            XCTAssertEqual(card.layoutAttributes.frame.origin.x, 16)
        }
    }

    func testATransformedElementCrossesAsItsUntransformedRectangle() async {
        await MainActor.run {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            attributes.frame = CGRect(x: 10, y: 20, width: 40, height: 60)
            attributes.transform = CGAffineTransform(scaleX: 2, y: 2)
            XCTAssertEqual(attributes.layoutAttributes.frame, Rect(x: 10, y: 20, width: 40, height: 60))
        }
    }
}
