import XCTest
@testable import TrellisLayout

/// Rule 8 of the compositional layout: estimated sizes, sized by the items' data.
final class CompositionalEstimateTests: XCTestCase {
    private typealias Item = TestDataSource.Item

    private func layout(_ group: LayoutGroup, _ items: [Item], configure: (inout LayoutSection) -> Void = { _ in })
        -> (CompositionalLayout, TestDataSource) {
        var section = LayoutSection(group: group)
        configure(&section)
        let source = TestDataSource(items: [items])
        source.recordWidths = true
        return (CompositionalLayout(dataSource: source, section: section), source)
    }

    private func assertFrames(_ actual: [Rect], _ expected: [Rect], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual, expected, file: file, line: line)
    }

    func testAnEstimatedHeightTakesTheItemsHeightElseItsWrappedTextElseTheEstimate() {
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .estimated(3)),
                                           subitems: [item(.fractionalWidth(1), .estimated(3))])
        let (layout, _) = layout(group, [Item(height: 5), Item(text: 20), Item()]) { $0.interGroupSpacing = 1 }
        layout.prepared(width: 12)
        // Heights 5, the text's 20 columns at 10 a line (12 - 2) → 2 lines + 2 = 4, and the estimate 3.
        assertFrames(layout.cellFrames(), [rect(0, 0, 12, 5), rect(0, 6, 12, 4), rect(0, 11, 12, 3)])
        XCTAssertEqual(layout.collectionViewContentSize.height, 14)
    }

    func testTheTextIsWrappedAtTheCellWidthInsideTheInsets() {
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .estimated(3)),
                                           subitems: [item(.fractionalWidth(1), .estimated(3), insets: EdgeInsets(left: 1, right: 1))])
        let (layout, source) = layout(group, [Item(text: 16)])
        layout.prepared(width: 12)
        XCTAssertEqual(source.widthsAsked[LayoutIndexPath(item: 0, section: 0)], 10)
        // 16 columns at 8 a line: 2 lines + 2 = 4 (the slot's height).
        assertFrames(layout.cellFrames(), [rect(1, 0, 10, 4)])
    }

    func testEstimatedWidthsMakeATagCloud() {
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(1)),
                                           subitems: [item(.estimated(4), .fractionalHeight(1))]).interItemSpacing(1)
        let (layout, _) = layout(group, [Item(width: 5), Item(width: 3), Item(), Item(width: 6)])
        layout.prepared(width: 12)
        // 0..5, 6..9; the estimate 4 would end at 14 > 12: a new row.
        assertFrames(layout.cellFrames(), [rect(0, 0, 5, 1), rect(6, 0, 3, 1), rect(0, 1, 4, 1), rect(5, 1, 6, 1)])
    }

    func testAHeightIsAskedAtTheSelfSizedWidth() {
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .estimated(1)),
                                           subitems: [item(.estimated(4), .estimated(1))])
        let (layout, source) = layout(group, [Item(width: 8, text: 12)])
        layout.prepared(width: 20)
        XCTAssertEqual(source.widthsAsked[LayoutIndexPath(item: 0, section: 0)], 8)
        assertFrames(layout.cellFrames(), [rect(0, 0, 8, 4)])
    }

    func testAnEstimatedHorizontalGroupIsAsTallAsItsTallestSlot() {
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .estimated(1)),
                                           subitems: [item(.fractionalWidth(0.5), .estimated(1))])
        let (layout, _) = layout(group, [Item(height: 2), Item(height: 5), Item(height: 1)])
        layout.prepared(width: 10)
        assertFrames(layout.cellFrames(), [rect(0, 0, 5, 2), rect(5, 0, 5, 5), rect(0, 5, 5, 1)])
        XCTAssertEqual(layout.collectionViewContentSize.height, 6)
    }

    func testAnEstimatedVerticalGroupIsItsSlotsPlusSpacing() {
        let group = LayoutGroup.vertical(size: size(.fractionalWidth(1), .estimated(10)),
                                         subitems: [item(.fractionalWidth(1), .estimated(2)), item(.fractionalWidth(1), .estimated(2))])
            .interItemSpacing(1)
        let (layout, _) = layout(group, [Item(height: 3), Item(height: 4), Item(height: 1)])
        layout.prepared(width: 10)
        // One pass per group (its height is estimated): 3 + 1 + 4 = 8, then the next group.
        assertFrames(layout.cellFrames(), [rect(0, 0, 10, 3), rect(0, 4, 10, 4), rect(0, 8, 10, 1)])
        XCTAssertEqual(layout.collectionViewContentSize.height, 9)
    }

    func testOnePassHoldsEverySubitemEvenPastTheEstimate() {
        let group = LayoutGroup.vertical(size: size(.fractionalWidth(1), .estimated(10)),
                                         subitems: [item(.fractionalWidth(1), .estimated(2)), item(.fractionalWidth(1), .estimated(2))])
            .interItemSpacing(1)
        let (layout, _) = layout(group, [Item(height: 3), Item(height: 9), Item(height: 1)])
        layout.prepared(width: 10)
        // 3 + 1 + 9 = 13 passes the estimate 10: the group grows to hold its one pass.
        assertFrames(layout.cellFrames(), [rect(0, 0, 10, 3), rect(0, 4, 10, 9), rect(0, 13, 10, 1)])
    }

    func testFractionsInsideAnEstimatedGroupResolveAgainstTheEstimate() {
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .estimated(10)),
                                           subitems: [item(.fractionalWidth(0.5), .fractionalHeight(0.5))])
        let (layout, _) = layout(group, [Item(), Item(), Item()])
        layout.prepared(width: 10)
        assertFrames(layout.cellFrames(), [rect(0, 0, 5, 5), rect(5, 0, 5, 5), rect(0, 5, 5, 5)])
    }

    func testAPartlyFilledLastInstanceIsAsTallAsItsFilledSlots() {
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .estimated(1)),
                                           subitems: [item(.fractionalWidth(0.5), .absolute(2)), item(.fractionalWidth(0.5), .absolute(6))])
        let (layout, _) = layout(group, [Item(), Item(), Item()])
        layout.prepared(width: 10)
        assertFrames(layout.cellFrames(), [rect(0, 0, 5, 2), rect(5, 0, 5, 6), rect(0, 6, 5, 2)])
        XCTAssertEqual(layout.collectionViewContentSize.height, 8)
    }

    func testAGroupEstimatedAlongItsAxisHoldsOnePassAndItsEstimatedWidthIsItsEstimate() {
        let group = LayoutGroup.horizontal(size: size(.estimated(100), .absolute(1)),
                                           subitems: [item(.absolute(1), .fractionalHeight(1)), item(.absolute(2), .fractionalHeight(1))])
        let (layout, _) = layout(group, [Item(), Item(), Item()]) {
            $0.orthogonalScrollingBehavior = .continuous
            $0.interGroupSpacing = 1
        }
        layout.prepared(width: 10)
        // One pass (two items) per group, though 100 would hold many; the groups are 100 wide.
        assertFrames(layout.cellFrames(), [rect(0, 0, 1, 1), rect(1, 0, 2, 1), rect(101, 0, 1, 1)])
        XCTAssertEqual(layout.orthogonalSection(0)?.groupPitch, 101)
    }

    func testAnEstimatedWidthInAVerticalGroupSizesItselfToo() {
        let group = LayoutGroup.vertical(size: size(.fractionalWidth(1), .absolute(2)),
                                         subitems: [item(.estimated(3), .absolute(1))])
        let (layout, _) = layout(group, [Item(width: 7), Item()])
        layout.prepared(width: 20)
        assertFrames(layout.cellFrames(), [rect(0, 0, 7, 1), rect(0, 1, 3, 1)])
    }

    func testASelfSizingSectionIsLaidOutLazilyAndEndsAsAFullLayoutDoes() {
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .estimated(2)),
                                           subitems: [item(.fractionalWidth(0.5), .estimated(2))])
        let items = (0..<5_000).map { Item(height: Double(1 + $0 % 4)) }
        let (lazy, _) = layout(group, items) { $0.interGroupSpacing = 1 }
        lazy.prepared(width: 10, height: 10)
        XCTAssertFalse(lazy.isContentSizeExact)
        XCTAssertLessThan(lazy.engine.run!.sections[0].placedCount, 200)
        // A query far down lays out as far as it, no further than needed.
        let far = lazy.layoutAttributesForElements(in: rect(0, 3_000, 10, 10))
        XCTAssertFalse(far.isEmpty)
        XCTAssertFalse(lazy.isContentSizeExact)
        let (full, _) = layout(group, items) { $0.interGroupSpacing = 1 }
        full.prepared(width: 10, height: 10).completeLayout()
        for cell in far { XCTAssertEqual(full.layoutAttributesForItem(at: cell.indexPath)?.frame, cell.frame) }
        lazy.completeLayout()
        XCTAssertTrue(lazy.isContentSizeExact)
        XCTAssertEqual(lazy.collectionViewContentSize, full.collectionViewContentSize)
        XCTAssertEqual(lazy.allAttributes(), full.allAttributes())
    }

    func testCompletingThroughARectReachesItOrTheEnd() {
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .estimated(2)),
                                           subitems: [item(.fractionalWidth(1), .estimated(2))])
        let (layout, _) = layout(group, (0..<1_000).map { Item(height: Double(1 + $0 % 3)) })
        layout.prepared(width: 10, height: 10)
        layout.completeLayout(through: rect(0, 900, 10, 10))
        XCTAssertTrue(layout.isContentSizeExact || layout.collectionViewContentSize.height >= 910)
        XCTAssertGreaterThanOrEqual(layout.collectionViewContentSize.height, 910)
    }
}
