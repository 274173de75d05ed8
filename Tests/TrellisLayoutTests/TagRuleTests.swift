import XCTest
@testable import TrellisLayout

/// One test (or more) per rule of the tag layout.
final class TagRuleTests: XCTestCase {
    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
        Rect(x: x, y: y, width: w, height: h)
    }

    func testItemsFlowLeftToRightWithSpacing() {
        let style = SectionStyle(interitemSpacing: 1, inset: EdgeInsets(top: 1, left: 2))
        let frames = TagLayout(dataSource: TestDataSource(widths: [3, 4, 5], style: style)).prepared(width: 40).cellFrames()
        XCTAssertEqual(frames, [rect(2, 1, 3, 1), rect(6, 1, 4, 1), rect(11, 1, 5, 1)])
    }

    func testNewRowOnlyWhenTheItemWouldPassTheRightInset() {
        // W = 12, right inset 2: items may end at x = 10. 4 + 1 + 5 = 10 fits exactly; the next wraps.
        let style = SectionStyle(lineSpacing: 1, interitemSpacing: 1, inset: EdgeInsets(right: 2), itemHeight: 2)
        let frames = TagLayout(dataSource: TestDataSource(widths: [4, 5, 1], style: style)).prepared(width: 12).cellFrames()
        XCTAssertEqual(frames, [rect(0, 0, 4, 2), rect(5, 0, 5, 2), rect(0, 3, 1, 2)])
    }

    func testOverWideTagIsClampedAndNeverLeavesAnEmptyRow() {
        let style = SectionStyle(lineSpacing: 1, inset: EdgeInsets(left: 1, right: 1))
        let frames = TagLayout(dataSource: TestDataSource(widths: [50, 2, 60], style: style)).prepared(width: 10).cellFrames()
        XCTAssertEqual(frames, [rect(1, 0, 8, 1), rect(1, 2, 2, 1), rect(1, 4, 8, 1)])
    }

    func testRowHeightIsTheTallestItemAndItemsAreTopAligned() {
        let items: [TestDataSource.Item] = [.init(width: 2, height: 3), .init(width: 2), .init(width: 9, height: 1)]
        let style = SectionStyle(lineSpacing: 1, itemHeight: 1)
        let frames = TagLayout(dataSource: TestDataSource([.init(style: style, items: items)])).prepared(width: 10).cellFrames()
        XCTAssertEqual(frames, [rect(0, 0, 2, 3), rect(2, 0, 2, 1), rect(0, 4, 9, 1)])
    }

    func testDefaultItemHeightIsOne() {
        XCTAssertEqual(TagLayout(dataSource: TestDataSource(widths: [2])).prepared(width: 10).cellFrames(), [rect(0, 0, 2, 1)])
    }

    func testSectionBottomHeaderFooterAndEmptySections() {
        let data = TestDataSource([
            .init(style: SectionStyle(inset: EdgeInsets(top: 1, bottom: 2), headerHeight: 2, footerHeight: 1), items: [.init(width: 3)]),
            .init(style: SectionStyle(inset: EdgeInsets(top: 1, bottom: 1), headerHeight: 1, footerHeight: 1)),
            .init(items: [.init(width: 1, height: 2)]),
        ])
        let layout = TagLayout(dataSource: data).prepared(width: 10)
        layout.completeLayout()
        // Section 0: header 0..<2, item at 3, bottom 4 + 2 = 6, footer 6..<7.
        XCTAssertEqual(layout.cellFrames(section: 0), [rect(0, 3, 3, 1)])
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: .footer, at: LayoutIndexPath(item: 0, section: 0))?.frame, rect(0, 6, 10, 1))
        // Section 1 (empty): header 7..<8, insets 1 + 1, footer 10..<11.
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: .header, at: LayoutIndexPath(item: 0, section: 1))?.frame, rect(0, 7, 10, 1))
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: .footer, at: LayoutIndexPath(item: 0, section: 1))?.frame, rect(0, 10, 10, 1))
        XCTAssertEqual(layout.cellFrames(section: 2), [rect(0, 11, 1, 2)])
        XCTAssertEqual(layout.collectionViewContentSize, Size(width: 10, height: 13))
    }

    func testBadValuesNeverTrap() {
        let items: [TestDataSource.Item] = [.init(width: .nan, height: .infinity), .init(width: -3, height: -1),
                                            .init(width: .infinity), .init(width: nil)]
        let style = SectionStyle(lineSpacing: .nan, interitemSpacing: -.infinity,
                                 inset: EdgeInsets(top: -1, left: .infinity, bottom: .nan, right: -7), itemHeight: -2)
        let layout = TagLayout(dataSource: TestDataSource([.init(style: style, items: items)])).prepared(width: 5)
        let frames = layout.cellFrames()
        XCTAssertEqual(frames.count, 4)
        XCTAssertTrue(frames.allSatisfy { $0.minX.isFinite && $0.minY.isFinite && $0.width >= 0 && $0.height >= 0 })
        XCTAssertEqual(frames[2], rect(0, 0, 0, 0), "an infinite width counts as 0")
    }

    func testInsetsWiderThanTheWidthLeaveZeroWidthItems() {
        let style = SectionStyle(inset: EdgeInsets(left: 8, right: 8))
        let frames = TagLayout(dataSource: TestDataSource(widths: [3, 3], style: style)).prepared(width: 10).cellFrames()
        XCTAssertEqual(frames.map(\.width), [0, 0])
    }
}
