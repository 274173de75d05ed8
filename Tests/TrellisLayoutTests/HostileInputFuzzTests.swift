import XCTest
@testable import TrellisLayout

/// Thousands of random and hostile inputs: no layout traps, every frame is finite and non-negative,
/// and the rect query still equals a brute-force filter.
final class HostileInputFuzzTests: XCTestCase {
    func testThousandsOfHostileSpecsNeverTrap() {
        for seed: UInt64 in 1...1_200 {
            var rng = SeededGenerator(seed: seed &* 7919)
            let data = RandomSpecs.dataSource(&rng, maxSections: 3, maxItems: 12, hostile: true)
            let defaults = SectionStyle(columns: [Int.min, -1, 0, 1, 3, 1_000_000_000_000, Int.max].randomElement(using: &rng),
                                        lineSpacing: [Double.nan, -1, 1e308, 2].randomElement(using: &rng),
                                        itemSize: Size(width: [Double.nan, -.infinity, 1e300, 4].randomElement(using: &rng)!,
                                                       height: [Double.infinity, -2, 3].randomElement(using: &rng)!))
            let width = [Double.nan, -.infinity, .infinity, -1, 0, 0.25, 7, 80, 1e300].randomElement(using: &rng)!
            for layout in RandomSpecs.layouts(data, defaults: defaults) {
                layout.direction = Bool.random(using: &rng) ? .rightToLeft : .leftToRight
                layout.scrollDirection = Bool.random(using: &rng) ? .horizontal : .vertical
                layout.sectionHeadersPinToVisibleBounds = Bool.random(using: &rng)
                layout.bounds = Rect(x: 0, y: Double.random(in: -10...10, using: &rng), width: width,
                                     height: [Double.nan, 0, 5, 1e308].randomElement(using: &rng)!)
                layout.prepare()
                let context = "seed \(seed) \(layout.name) width \(width)"
                let rect = Rect(x: -5, y: -5, width: 200, height: 200)
                let found = layout.layoutAttributesForElements(in: rect)
                for element in found {
                    let f = element.frame
                    XCTAssertTrue(f.minX.isFinite && f.minY.isFinite && f.width >= 0 && f.height >= 0, "\(context): \(f)")
                }
                // Pinned headers follow the bounds, not the rect asked: they are compared elsewhere.
                let pinned = layout.sectionHeadersPinToVisibleBounds
                XCTAssertEqual(found.filter { !(pinned && $0.kind == .header) }.sorted(by: canonicalOrder),
                               bruteForce(layout, rect, skippingHeaders: pinned), "\(context): the rect query")
                _ = layout.layoutAttributesForItem(at: LayoutIndexPath(item: Int.random(in: -2...20, using: &rng),
                                                                 section: Int.random(in: -2...4, using: &rng)))
                _ = layout.contentSize(forWidth: [Double.nan, -3, 50].randomElement(using: &rng)!)
                layout.completeLayout()
                let size = layout.collectionViewContentSize
                XCTAssertTrue(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0, context)
            }
        }
    }

    /// Every element of `layout` whose frame intersects `rect`, one by one through the single
    /// element queries, in canonical order.
    private func bruteForce(_ layout: SectionedLayout, _ rect: Rect, skippingHeaders: Bool) -> [LayoutAttributes] {
        var all: [LayoutAttributes] = []
        let data = layout.dataSource
        for section in 0..<data.numberOfSections {
            for item in 0..<data.numberOfItems(inSection: section) {
                if let cell = layout.layoutAttributesForItem(at: LayoutIndexPath(item: item, section: section)) { all.append(cell) }
            }
            for kind in [ElementKind.header, .footer, .background] where !(skippingHeaders && kind == .header) {
                if let view = layout.layoutAttributesForElement(category: kind.defaultCategory, kind: kind, at: LayoutIndexPath(item: 0, section: section)) {
                    all.append(view)
                }
            }
        }
        return all.filter { $0.frame.intersects(rect) }.sorted(by: canonicalOrder)
    }
}
