import XCTest
@testable import TrellisLayout

/// What only ``SectionedLayout`` has of the life cycle: exact sizes of a tag layout at other
/// widths, and an append that keeps the flat frame store's frames. The rest is in `LifecycleTests`,
/// over both families.
final class SectionedLifecycleTests: XCTestCase {
    func testATagLayoutsContentSizeAtOtherWidths() {
        let layout = TagLayout(dataSource: TestDataSource(widths: [5, 5, 5, 5])).prepared(width: 10)
        let before = layout.allAttributes()
        XCTAssertEqual(layout.contentSize(forWidth: 20), Size(width: 20, height: 1))
        XCTAssertEqual(layout.contentSize(forWidth: 5), Size(width: 5, height: 4))
        XCTAssertEqual(layout.allAttributes(), before)
        XCTAssertEqual(layout.collectionViewContentSize, Size(width: 10, height: 2))
        XCTAssertEqual(layout.prepareCount, 1)
    }

    func testAppendToTheLastSectionKeepsEarlierFrames() {
        let data = TestDataSource(heights: [3, 1, 2], style: SectionStyle(columns: 2, footerHeight: 1))
        let layout = WaterfallLayout(dataSource: data).prepared(width: 10)
        layout.completeLayout()
        let framesBefore = layout.engine.run!.store.frames.frames(from: 0, section: 0)
        data.sections[0].items.append(.init(height: 5))
        layout.invalidateLayout(with: .itemsAppended(section: 0))
        layout.prepare()
        layout.completeLayout()
        XCTAssertEqual(Array(layout.engine.run!.store.frames.frames(from: 0, section: 0).prefix(3)), framesBefore)
        XCTAssertEqual(layout.cellFrames()[3], Rect(x: 0, y: 3, width: 5, height: 5))
        XCTAssertEqual(layout.collectionViewContentSize.height, 9)
    }
}
