import XCTest
@testable import TrellisLayout
@testable import TrellisPreview
import TrellisTestSupport

/// A layout that passes every call to another and counts what the rect queries return.
final class CountingLayout: CollectionLayout {
    let base: SectionedLayout
    private(set) var returned = 0
    private(set) var queries = 0
    init(_ base: SectionedLayout) { self.base = base }
    var bounds: Rect { get { base.bounds } set { base.bounds = newValue } }
    func prepare() { base.prepare() }
    var collectionViewContentSize: Size { base.collectionViewContentSize }
    var isContentSizeExact: Bool { base.isContentSizeExact }
    func completeLayout() { base.completeLayout() }
    func completeLayout(through rect: Rect) { base.completeLayout(through: rect) }
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let result = base.layoutAttributesForElements(in: rect)
        queries += 1
        returned += result.count
        return result
    }
    func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? { base.layoutAttributesForItem(at: indexPath) }
    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        base.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
    func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        base.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
    }
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { base.shouldInvalidateLayout(forBoundsChange: newBounds) }
    func invalidateLayout() { base.invalidateLayout() }
    func invalidateLayout(with context: InvalidationContext) { base.invalidateLayout(with: context) }
    func contentSize(forWidth width: Double) -> Size { base.contentSize(forWidth: width) }
}

/// Focus moves on a lazy layout of a million items: they meet a few elements, lay out only as
/// far as the band reaches, and the column and row queries answer from the index.
final class FocusAtScaleTests: XCTestCase {
    private static let count = 1_000_000

    private func waterfall() -> WaterfallLayout {
        let heights = (0..<Self.count).map { Double(3 + $0 % 5) }
        let style = SectionStyle(columns: 3, lineSpacing: 1, interitemSpacing: 1, headerHeight: 1)
        let layout = WaterfallLayout(dataSource: TestDataSource(heights: heights, style: style))
        return layout.prepared(width: 80)
    }

    func testMovesNearTheTopMeetFewElementsAndLeaveTheLayoutLazy() throws {
        let layout = CountingLayout(waterfall())
        let from = try XCTUnwrap(layout.layoutAttributesForItem(at: LayoutIndexPath(item: 10, section: 0)))
        XCTAssertEqual(try XCTUnwrap(layout.base as? WaterfallLayout).column(ofItemAt: from.indexPath), 0, "item 10 is in the first column")
        for direction in FocusDirection.allCases {
            let found = FocusSearch.nearest(to: from, direction: direction, in: layout, maximumReach: 400)
            XCTAssertEqual(found == nil, direction == .left, "\(direction) from item 10: \(String(describing: found))")
        }
        XCTAssertLessThan(layout.returned, 1_000, "four moves, one into an empty direction, met \(layout.returned) elements in \(layout.queries) queries")
        XCTAssertFalse(layout.isContentSizeExact, "a move near the top lays out only near the top")
    }

    func testAMoveDeepInTheLayoutMeetsFewElements() throws {
        let layout = CountingLayout(waterfall())
        let from = try XCTUnwrap(layout.layoutAttributesForItem(at: LayoutIndexPath(item: 900_000, section: 0)))
        let before = layout.returned
        let below = try XCTUnwrap(FocusSearch.nearest(to: from, direction: .down, in: layout))
        XCTAssertGreaterThan(below.frame.midY, from.frame.midY)
        XCTAssertLessThan(layout.returned - before, 100, "a move meets the elements of its band only")
        let left = FocusSearch.nearest(to: from, direction: .left, in: layout, maximumReach: 400)
        let right = FocusSearch.nearest(to: from, direction: .right, in: layout, maximumReach: 400)
        XCTAssertTrue(left != nil || right != nil, "item 900000 has a neighbour in another of the 3 columns")
        XCTAssertLessThan(layout.returned - before, 300, "three moves meet the elements of their bands only")
        XCTAssertFalse(layout.isContentSizeExact, "no move laid out the rest")
    }

    func testAHeaderIsAnsweredWithoutLayingOutItsSection() throws {
        let layout = waterfall()
        let header = try XCTUnwrap(layout.layoutAttributesForSupplementaryView(ofKind: .header, at: LayoutIndexPath(item: 0, section: 0)))
        XCTAssertEqual(header.frame, Rect(x: 0, y: 0, width: 80, height: 1))
        XCTAssertFalse(layout.isContentSizeExact, "a header exists as soon as its section begins")
        layout.sectionHeadersPinToVisibleBounds = true
        _ = layout.layoutAttributesForSupplementaryView(ofKind: .header, at: LayoutIndexPath(item: 0, section: 0))
        XCTAssertTrue(layout.isContentSizeExact, "a pinned header waits for its section's end, which pushes it up")
    }

    func testWaterfallColumnsFollowPlacement() throws {
        let layout = WaterfallLayout(dataSource: TestDataSource(heights: [5, 2, 2, 2, 9], style: SectionStyle(columns: 3)))
            .prepared(width: 30)
        // Shortest first: 0 → 0, 1 → 1, 2 → 2, 3 → 1 (bottom 2, lowest), 4 → 2.
        XCTAssertEqual((0..<5).map { layout.column(ofItemAt: LayoutIndexPath(item: $0, section: 0)) }, [0, 1, 2, 1, 2])
        XCTAssertNil(layout.column(ofItemAt: LayoutIndexPath(item: 5, section: 0)), "no such item")
        let mirrored = WaterfallLayout(dataSource: TestDataSource(heights: [1, 1, 1, 1], style: SectionStyle(columns: 3, itemOrder: .rightToLeft)))
            .prepared(width: 30)
        XCTAssertEqual((0..<4).map { mirrored.column(ofItemAt: LayoutIndexPath(item: $0, section: 0)) }, [2, 1, 0, 2])
        let source = TestDataSource(heights: [1, 1, 1])
        source.sections[0].items[1].fullSpan = true
        let spanning = WaterfallLayout(dataSource: source).prepared(width: 30)
        XCTAssertNil(spanning.column(ofItemAt: LayoutIndexPath(item: 1, section: 0)), "a full-span item has no column")
        XCTAssertEqual(spanning.column(ofItemAt: LayoutIndexPath(item: 2, section: 0)), 0)
    }

    func testTagRowsFollowWrapping() {
        // Width 20: 8 + 8 fit a row, the third wraps, the fourth (15) wraps again.
        let layout = TagLayout(dataSource: TestDataSource(widths: [8, 8, 8, 15, 3])).prepared(width: 20)
        XCTAssertEqual((0..<5).map { layout.row(ofItemAt: LayoutIndexPath(item: $0, section: 0)) }, [0, 0, 1, 2, 2])
        XCTAssertNil(layout.row(ofItemAt: LayoutIndexPath(item: 9, section: 0)))
    }

    func testColumnAndRowQueriesAtAMillionItems() throws {
        let layout = waterfall()
        let column = try XCTUnwrap(layout.column(ofItemAt: LayoutIndexPath(item: 999_999, section: 0)))
        let frame = try XCTUnwrap(layout.layoutAttributesForItem(at: LayoutIndexPath(item: 999_999, section: 0))?.frame)
        let itemWidth = (80.0 - 2) / 3
        XCTAssertEqual(frame.minX, Double(column) * (itemWidth + 1), accuracy: 1e-9)
        let tags = TagLayout(dataSource: TestDataSource(widths: Array(repeating: 9, count: Self.count))).prepared(width: 20)
        XCTAssertEqual(tags.row(ofItemAt: LayoutIndexPath(item: 999_999, section: 0)), 499_999, "two tags of 9 to a row of 20")
    }
}
