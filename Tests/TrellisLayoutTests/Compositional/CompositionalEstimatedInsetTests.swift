import XCTest
@testable import TrellisLayout

/// Rule 15 of the compositional layout: content insets are ignored on an axis whose length is
/// self-sized (estimated), for items and for groups, as Apple documents for `contentInsets`.
final class CompositionalEstimatedInsetTests: XCTestCase {
    private typealias Item = TestDataSource.Item

    private func layout(_ group: LayoutGroup, _ items: [Item], configure: (inout LayoutSection) -> Void = { _ in })
        -> (CompositionalLayout, TestDataSource) {
        var section = LayoutSection(group: group)
        configure(&section)
        let source = TestDataSource(items: [items])
        source.recordWidths = true
        return (CompositionalLayout(dataSource: source, section: section), source)
    }

    /// The issue's sample: UIKit gives (10, 0, 373, 30) where Trellis used to give (10, 5, 373, 20).
    func testTheIssuesSampleKeepsTheSideInsetsAndDropsTheEstimatedHeightsInsets() {
        let row = item(.fractionalWidth(1), .estimated(44), insets: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
        let group = LayoutGroup.vertical(size: size(.fractionalWidth(1), .estimated(44)), subitems: [row])
        let (layout, source) = layout(group, [Item(height: 30)])
        layout.prepared(width: 393, height: 852)
        // The width is not estimated: its insets hold, and the height is asked at 393 − 10 − 10.
        XCTAssertEqual(source.widthsAsked[LayoutIndexPath(item: 0, section: 0)], 373)
        XCTAssertEqual(layout.cellFrames(), [rect(10, 0, 373, 30)])
        XCTAssertEqual(layout.collectionViewContentSize.height, 30)
    }

    func testAnEstimatedWidthDropsTheLeftAndRightInsetsOnly() {
        let tag = item(.estimated(4), .fractionalHeight(1), insets: EdgeInsets(top: 1, left: 1, bottom: 0, right: 1))
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(3)), subitems: [tag])
        let (layout, _) = layout(group, [Item(width: 5), Item(width: 3)])
        layout.prepared(width: 20)
        // Slots 5 and 3 wide at 0 and 5; the top inset (height not estimated) holds.
        XCTAssertEqual(layout.cellFrames(), [rect(0, 1, 5, 2), rect(5, 1, 3, 2)])
    }

    func testAGroupOfEstimatedHeightDropsItsTopAndBottomInsets() {
        var group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .estimated(3)),
                                           subitems: [item(.fractionalWidth(1), .estimated(3))])
        group.contentInsets = EdgeInsets(top: 2, left: 1, bottom: 2, right: 1)
        let (layout, source) = layout(group, [Item(height: 4), Item(height: 2)]) { $0.interGroupSpacing = 1 }
        layout.prepared(width: 12)
        // The width keeps its insets (the item resolves against 12 − 2 = 10); the height drops them:
        // each instance is as tall as its item.
        XCTAssertEqual(source.widthsAsked[LayoutIndexPath(item: 0, section: 0)], 10)
        XCTAssertEqual(layout.cellFrames(), [rect(1, 0, 10, 4), rect(1, 5, 10, 2)])
        XCTAssertEqual(layout.collectionViewContentSize.height, 7)
    }

    func testALengthSetByACountGroupIsNotEstimatedSoItsInsetsHold() {
        let cell = item(.estimated(3), .fractionalHeight(1), insets: EdgeInsets(left: 1, right: 1))
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(2)), subitem: cell, count: 2)
        let (layout, _) = layout(group, [Item(width: 9), Item(width: 9)])
        layout.prepared(width: 10)
        // Two slots 5 wide, whatever the items' widths; each cell inset by 1 at both sides.
        XCTAssertEqual(layout.cellFrames(), [rect(1, 0, 3, 2), rect(6, 0, 3, 2)])
    }

    func testFixedSizesKeepEveryInset() {
        let cell = item(.fractionalWidth(1), .absolute(4), insets: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
        let group = LayoutGroup.vertical(size: size(.fractionalWidth(1), .absolute(4)), subitems: [cell])
        let layout = CompositionalLayout.single(group, count: 1)
        layout.prepared(width: 10)
        XCTAssertEqual(layout.cellFrames(), [rect(2, 1, 6, 2)])
    }
}
