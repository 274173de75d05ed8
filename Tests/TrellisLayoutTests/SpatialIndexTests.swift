import XCTest
@testable import TrellisLayout

/// The rect query on large inputs: equal to a brute-force filter of every frame.
final class SpatialIndexTests: XCTestCase {
    func testLargeRandomLayoutsAnswerExactlyLikeABruteForceFilter() {
        var rng = SeededGenerator(seed: 2024)
        let sections = (0..<4).map { section in
            TestDataSource.Section(
                style: SectionStyle(columns: section + 2, lineSpacing: 1, interitemSpacing: 1, headerHeight: 2, footerHeight: 1),
                items: (0..<5_000).map { _ in
                    .init(width: Double(Int.random(in: 2...30, using: &rng)), height: Double(Int.random(in: 1...12, using: &rng)))
                })
        }
        let data = TestDataSource(sections)
        for layout in RandomSpecs.layouts(data) {
            layout.prepared(width: 97, height: 23)
            layout.completeLayout()
            var everything: [LayoutAttributes] = []
            for section in 0..<4 {
                for item in 0..<5_000 {
                    everything.append(layout.layoutAttributesForItem(at: LayoutIndexPath(item: item, section: section))!)
                }
                for kind in [ElementKind.header, .footer] {
                    everything.append(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: LayoutIndexPath(item: 0, section: section))!)
                }
            }
            let size = layout.collectionViewContentSize
            for _ in 0..<200 {
                let rect = Rect(x: Double.random(in: -10...100, using: &rng), y: Double.random(in: -10...size.height, using: &rng),
                                width: Double.random(in: 0...100, using: &rng), height: Double.random(in: 0...60, using: &rng))
                let expected = everything.filter { $0.frame.intersects(rect) }.sorted(by: canonicalOrder)
                let actual = layout.layoutAttributesForElements(in: rect).sorted(by: canonicalOrder)
                XCTAssertEqual(actual, expected, "\(layout.name) rect \(rect)")
            }
        }
    }
}
