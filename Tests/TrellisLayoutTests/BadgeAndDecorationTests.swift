import XCTest
@testable import TrellisLayout
import TrellisTestSupport

/// A custom placer's extra views through the engine: a "badge" supplementary view on every item
/// and a "band" decoration view per section, added through the ``PlacementSink``, come back from
/// rect queries and from the single-element lookups, agreeing with each other, mirrored right to
/// left like everything else. The layout is ``BadgedListLayout`` (TrellisTestSupport).
final class BadgeAndDecorationTests: XCTestCase {
    private func layout(_ direction: LayoutDirection = .leftToRight, counts: [Int] = [4, 3]) -> BadgedListLayout {
        let layout = BadgedListLayout(dataSource: TestDataSource(counts: counts, style: SectionStyle(headerHeight: 1)))
        layout.direction = direction
        return layout.prepared(width: 20, height: 10)
    }

    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    func testBadgesAndBandsHaveTheirFramesCategoriesAndKinds() {
        let all = layout().allAttributes()
        let badges = all.filter { $0.kind == "badge" }
        let bands = all.filter { $0.kind == "band" }
        XCTAssertEqual(badges.count, 7)
        XCTAssertEqual(bands.count, 2)
        XCTAssertTrue(badges.allSatisfy { $0.category == .supplementaryView && $0.zIndex == 5 })
        XCTAssertTrue(bands.allSatisfy { $0.category == .decorationView && $0.zIndex == -1 && $0.indexPath.item == 0 })
        // Section 0: header 0..<1, items at 1, 4, 7, 10 (2 tall, 19 wide); section 1: header at 12, items at 13, 16, 19.
        XCTAssertEqual(badges.first { $0.indexPath == LayoutIndexPath(item: 0, section: 0) }?.frame, rect(18, 0, 2, 1))
        XCTAssertEqual(badges.first { $0.indexPath == LayoutIndexPath(item: 3, section: 0) }?.frame, rect(18, 9, 2, 1))
        XCTAssertEqual(badges.first { $0.indexPath == LayoutIndexPath(item: 2, section: 1) }?.frame, rect(18, 18, 2, 1))
        XCTAssertEqual(bands.map(\.frame), [rect(0, 1, 3, 11), rect(0, 13, 3, 8)])
        // Every badge sits on its item's top-right corner.
        let cells = Dictionary(uniqueKeysWithValues: all.filter { $0.category == .cell }.map { ($0.indexPath, $0.frame) })
        for badge in badges {
            let cell = try! XCTUnwrap(cells[badge.indexPath])
            XCTAssertEqual(badge.frame, rect(cell.maxX - 1, cell.minY - 1, 2, 1))
        }
    }

    func testTheLookupsAndTheRectQueriesAgree() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let layout = layout(direction, counts: [40, 25])
            let all = layout.allAttributes()
            for element in all {
                let found = layout.layoutAttributesForElement(category: element.category, kind: element.kind, at: element.indexPath)
                XCTAssertEqual(found, element, "\(direction) \(element)")
            }
            XCTAssertNil(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: LayoutIndexPath(item: 40, section: 0)))
            XCTAssertNil(layout.layoutAttributesForDecorationView(ofKind: "badge", at: LayoutIndexPath(item: 0, section: 0)))
            XCTAssertNil(layout.layoutAttributesForSupplementaryView(ofKind: "band", at: LayoutIndexPath(item: 0, section: 0)))
            var rng = SeededGenerator(seed: 25)
            for _ in 0..<200 {
                let query = rect(Double.random(in: -2...22, using: &rng), Double.random(in: -2...200, using: &rng),
                                 Double.random(in: 0...6, using: &rng), Double.random(in: 0...6, using: &rng))
                let found = layout.layoutAttributesForElements(in: query).sorted(by: canonicalOrder)
                let expected = all.filter { $0.frame.intersects(query) }.sorted(by: canonicalOrder)
                XCTAssertEqual(found, expected, "\(direction) \(query)")
            }
        }
    }

    func testRightToLeftMirrorsBadgesAndBands() {
        let leftToRight = layout().allAttributes()
        let rightToLeft = layout(.rightToLeft).allAttributes()
        XCTAssertEqual(leftToRight.count, rightToLeft.count)
        for (ltr, rtl) in zip(leftToRight, rightToLeft) {
            XCTAssertEqual(rtl.indexPath, ltr.indexPath)
            XCTAssertEqual(rtl.kind, ltr.kind)
            XCTAssertEqual(rtl.category, ltr.category)
            XCTAssertEqual(rtl.frame, ltr.frame.mirrored(inWidth: 20))
        }
        XCTAssertEqual(rightToLeft.first { $0.kind == "badge" }?.frame, rect(0, 0, 2, 1))
    }

    func testScrollingHorizontallyTransposesBadgesAndBands() {
        let vertical = layout().allAttributes()
        let horizontal = BadgedListLayout(dataSource: TestDataSource(counts: [4, 3], style: SectionStyle(headerHeight: 1)))
        horizontal.scrollDirection = .horizontal
        horizontal.prepared(width: 10, height: 20)
        let turned = horizontal.allAttributes()
        XCTAssertEqual(turned.map(\.indexPath), vertical.map(\.indexPath))
        XCTAssertEqual(turned.map(\.kind), vertical.map(\.kind))
        XCTAssertEqual(turned.map(\.frame), vertical.map(\.frame.transposed))
        for element in turned {
            XCTAssertEqual(horizontal.layoutAttributesForElement(category: element.category, kind: element.kind, at: element.indexPath),
                           element)
        }
    }

    func testABadgePokingIntoARectFromAnItemBelowItIsFoundLazily() {
        let layout = layout(counts: [100_000])
        XCTAssertFalse(layout.isContentSizeExact)
        // Item 1000 starts at 1 + 3·1000 = 3001; its badge covers 3000..<3001, the gap above it.
        let found = layout.layoutAttributesForElements(in: rect(0, 3000, 20, 1))
        XCTAssertEqual(found.map(\.kind), ["badge"])
        XCTAssertEqual(found.first?.indexPath, LayoutIndexPath(item: 1_000, section: 0))
        XCTAssertFalse(layout.isContentSizeExact, "a query lays out only as far as it needs")
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: LayoutIndexPath(item: 2_000, section: 0))?.frame,
                       rect(18, 6_000, 2, 1))
        XCTAssertFalse(layout.isContentSizeExact, "an item's badge needs the layout only as far as the item")
    }

    func testAppendsKeepOneBandPerSection() {
        let source = TestDataSource(counts: [4], style: SectionStyle(headerHeight: 1))
        let layout = BadgedListLayout(dataSource: source).prepared(width: 20, height: 10)
        layout.completeLayout()
        source.sections[0].items += Array(repeating: .init(), count: 3)
        layout.invalidateLayout(with: .itemsAppended(section: 0))
        layout.prepare()
        let fresh = BadgedListLayout(dataSource: source).prepared(width: 20, height: 10)
        XCTAssertEqual(layout.allAttributes(), fresh.allAttributes())
        XCTAssertEqual(layout.allAttributes().filter { $0.kind == "band" }.count, 1)
    }
}
