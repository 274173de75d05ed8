import XCTest
@testable import TrellisLayout

/// The features beyond the seeds: pinned headers, full-span items, item order, tag alignment,
/// right to left, grid, section backgrounds, horizontal scrolling.
final class FeatureTests: XCTestCase {
    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
        Rect(x: x, y: y, width: w, height: h)
    }

    private func threeSections(header: Double = 2, footer: Double = 0) -> TestDataSource {
        TestDataSource((0..<3).map { _ in
            .init(style: SectionStyle(columns: 2, lineSpacing: 1, headerHeight: header, footerHeight: footer),
                  items: (0..<10).map { .init(height: Double($0 % 4 + 2)) })
        })
    }

    // MARK: 1. Pinned headers

    func testPinnedHeaderStaysAtTheTopWhileItsSectionIsInView() {
        let layout = WaterfallLayout(dataSource: threeSections())
        layout.sectionHeadersPinToVisibleBounds = true
        layout.prepared(width: 20, height: 10)
        layout.completeLayout()
        let section0Bottom = layout.layoutAttributesForSupplementaryView(ofKind: .header, at: LayoutIndexPath(item: 0, section: 1))!.frame.minY
        let visible = rect(0, 5, 20, 10)
        let headers = layout.layoutAttributesForElements(in: visible).filter { $0.kind == .header }
        XCTAssertEqual(headers.map(\.frame), [rect(0, 5, 20, 2)])
        XCTAssertEqual(headers.first?.zIndex, 20)
        // Near the section's end the next header pushes it up: bottom of header 0 == top of section 1.
        let pushed = layout.layoutAttributesForElements(in: rect(0, section0Bottom - 1, 20, 10)).filter { $0.kind == .header }
        XCTAssertEqual(pushed.first { $0.indexPath.section == 0 }?.frame.maxY, section0Bottom)
    }

    func testPinnedHeadersNeverOverlapEachOtherAndScrollingNeverRePrepares() {
        let layout = TagLayout(dataSource: threeSections(footer: 1))
        layout.sectionHeadersPinToVisibleBounds = true
        layout.prepared(width: 20, height: 8)
        for y in stride(from: 0.0, through: 120, by: 0.5) {
            layout.bounds.origin.y = y
            let headers = layout.layoutAttributesForElements(in: layout.bounds).filter { $0.kind == .header }
            for i in headers.indices {
                let footerTop = layout.layoutAttributesForSupplementaryView(ofKind: .footer, at: headers[i].indexPath)!.frame.minY
                XCTAssertLessThanOrEqual(headers[i].frame.maxY, footerTop, "a pinned header stays inside its section")
                if headers[i].frame.minY < y {
                    XCTAssertEqual(headers[i].frame.maxY, footerTop, "above the bounds only when pushed up by the section's end")
                }
                for j in headers.indices where j != i {
                    XCTAssertFalse(headers[i].frame.intersects(headers[j].frame), "y \(y): \(headers)")
                }
            }
        }
        XCTAssertEqual(layout.prepareCount, 1)
    }

    func testUnpinnedHeadersScrollAway() {
        let layout = WaterfallLayout(dataSource: threeSections()).prepared(width: 20, height: 10)
        XCTAssertTrue(layout.layoutAttributesForElements(in: rect(0, 5, 20, 10)).filter { $0.kind == .header }.isEmpty)
    }

    // MARK: 3. Full-span items

    func testFullSpanItemSitsBelowTheTallestColumnAcrossTheContentWidth() {
        let items: [TestDataSource.Item] = [.init(height: 5), .init(height: 2), .init(height: 3, fullSpan: true), .init(height: 1), .init(height: 1)]
        let style = SectionStyle(columns: 2, lineSpacing: 1, interitemSpacing: 2, inset: EdgeInsets(left: 1, right: 1))
        let frames = WaterfallLayout(dataSource: TestDataSource([.init(style: style, items: items)])).prepared(width: 22).cellFrames()
        XCTAssertEqual(frames[2], rect(1, 6, 20, 3))
        XCTAssertEqual(frames[3], rect(1, 10, 9, 1), "every column's bottom is the full-span item's bottom")
        XCTAssertEqual(frames[4], rect(12, 10, 9, 1))
    }

    func testFullSpanFirstItemHasNoLineSpacingAbove() {
        let items: [TestDataSource.Item] = [.init(height: 2, fullSpan: true), .init(height: 1)]
        let frames = WaterfallLayout(dataSource: TestDataSource([.init(style: SectionStyle(lineSpacing: 3), items: items)]))
            .prepared(width: 10).cellFrames()
        XCTAssertEqual(frames, [rect(0, 0, 10, 2), rect(0, 5, 5, 1)])
    }

    // MARK: 4. Item order

    func testLeftToRightAndRightToLeftOrder() {
        let heights: [Double] = [9, 1, 1, 1, 1, 1]
        let ltr = WaterfallLayout(dataSource: TestDataSource(heights: heights, style: SectionStyle(columns: 3, itemOrder: .leftToRight)))
            .prepared(width: 30).cellFrames()
        XCTAssertEqual(ltr.map(\.minX), [0, 10, 20, 0, 10, 20], "item i goes to column i mod C")
        XCTAssertEqual(ltr[3].minY, 9)
        let rtl = WaterfallLayout(dataSource: TestDataSource(heights: heights, style: SectionStyle(columns: 3, itemOrder: .rightToLeft)))
            .prepared(width: 30).cellFrames()
        XCTAssertEqual(rtl.map(\.minX), [20, 10, 0, 20, 10, 0])
    }

    // MARK: 5. Tag alignment

    private func tagFrames(_ alignment: RowAlignment, vertical: VerticalAlignment = .top,
                           widths: [Double] = [3, 3, 4, 5], heights: [Double?] = [nil, nil, nil, nil]) -> [Rect] {
        let items = zip(widths, heights).map { TestDataSource.Item(width: $0, height: $1) }
        let style = SectionStyle(interitemSpacing: 1, inset: EdgeInsets(left: 1, right: 1), alignment: alignment, verticalAlignment: vertical)
        return TagLayout(dataSource: TestDataSource([.init(style: style, items: items)])).prepared(width: 14).cellFrames()
    }

    func testCenterRightAndJustifiedRows() {
        // Content 1..<13: row 1 holds 3, 3, 4 and ends at 13; row 2 holds 5 and has 7 spare columns.
        XCTAssertEqual(tagFrames(.left).map(\.minX), [1, 5, 9, 1])
        XCTAssertEqual(tagFrames(.center).map(\.minX), [1, 5, 9, 4.5])
        XCTAssertEqual(tagFrames(.right).map(\.minX), [1, 5, 9, 8])
        let justified = tagFrames(.justified, widths: [3, 3, 2, 5])
        // Row 1: 3, 3, 2 with 2 spare columns spread over 2 gaps; last row stays left.
        XCTAssertEqual(justified.map(\.minX), [1, 6, 11, 1])
        XCTAssertEqual(justified[2].maxX, 13, "a justified row spans the full content width")
    }

    func testVerticalAlignment() {
        let heights: [Double?] = [3, 1, 2, 1]
        XCTAssertEqual(tagFrames(.left, vertical: .center, heights: heights).map(\.minY), [0, 1, 0.5, 3])
        XCTAssertEqual(tagFrames(.left, vertical: .bottom, heights: heights).map(\.minY), [0, 2, 1, 3])
    }

    // MARK: 6. Right to left

    func testRightToLeftMirrorsLeftToRightExactly() {
        for seed: UInt64 in 1...40 {
            var rng = SeededGenerator(seed: seed)
            let data = RandomSpecs.dataSource(&rng)
            for layout in RandomSpecs.layouts(data) {
                let mirrored = RandomSpecs.sibling(of: layout, data)
                mirrored.direction = .rightToLeft
                let ltr = layout.prepared(width: 47).allAttributes()
                let rtl = mirrored.prepared(width: 47).allAttributes()
                XCTAssertEqual(rtl.map(\.frame), ltr.map { $0.frame.mirrored(inWidth: 47) }, "seed \(seed) \(layout.name)")
            }
        }
    }

    // MARK: 7. Grid

    func testGridFitsAsManyAsPossibleAndSpreadsTheExtraSpace() {
        // Content 30 wide, items 8 wide, spacing at least 2: 3 fit (8+2+8+2+8 = 28), 2 spare columns.
        let style = SectionStyle(lineSpacing: 1, interitemSpacing: 2, itemSize: Size(width: 8, height: 2))
        let frames = GridLayout(dataSource: TestDataSource(heights: Array(repeating: 1, count: 4), style: style))
            .prepared(width: 30).cellFrames()
        XCTAssertEqual(frames, [rect(0, 0, 8, 2), rect(11, 0, 8, 2), rect(22, 0, 8, 2), rect(0, 3, 8, 2)])
    }

    func testGridWithOneItemPerRowCentresIt() {
        let style = SectionStyle(itemSize: Size(width: 6, height: 1))
        XCTAssertEqual(GridLayout(dataSource: TestDataSource(heights: [1], style: style)).prepared(width: 10).cellFrames(),
                       [rect(2, 0, 6, 1)])
    }

    // MARK: 8. Backgrounds

    func testBackgroundCoversTheInsetAreaWithTheLowestZIndex() {
        let style = SectionStyle(inset: EdgeInsets(top: 1, left: 1, bottom: 2, right: 1), headerHeight: 1, footerHeight: 1, background: true)
        let layout = WaterfallLayout(dataSource: TestDataSource(heights: [3], style: style)).prepared(width: 10)
        let background = layout.layoutAttributesForElements(in: rect(0, 0, 10, 20)).first { $0.kind == .background }
        XCTAssertEqual(background?.frame, rect(0, 1, 10, 6))
        XCTAssertEqual(background?.zIndex, -1)
        XCTAssertNil(WaterfallLayout(dataSource: TestDataSource(heights: [3])).prepared(width: 10)
            .layoutAttributesForDecorationView(ofKind: .background, at: LayoutIndexPath(item: 0, section: 0)))
    }

    // MARK: 9. Horizontal scrolling

    func testHorizontalTagsTransposeRowsIntoColumns() {
        let data = TestDataSource(widths: [4, 6, 3])
        let layout = TagLayout(dataSource: data)
        layout.scrollDirection = .horizontal
        layout.prepared(width: 40, height: 2)
        // Items flow down a column of height 2 (each 1 high), then to the next column.
        XCTAssertEqual(layout.cellFrames(), [rect(0, 0, 4, 1), rect(0, 1, 6, 1), rect(6, 0, 3, 1)])
        XCTAssertEqual(layout.collectionViewContentSize, Size(width: 9, height: 2))
        XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 40, 3)), "a height change re-prepares")
        XCTAssertFalse(layout.shouldInvalidateLayout(forBoundsChange: rect(5, 0, 80, 2)), "a width change does not")
    }

    func testHorizontalGridMatchesTheTransposedVerticalGrid() {
        let style = SectionStyle(lineSpacing: 1, interitemSpacing: 1, inset: EdgeInsets(top: 1, left: 2, bottom: 0, right: 3),
                                 headerHeight: 2, itemSize: Size(width: 5, height: 3))
        let horizontal = GridLayout(dataSource: TestDataSource(heights: Array(repeating: 1, count: 7), style: style))
        horizontal.scrollDirection = .horizontal
        horizontal.prepared(width: 200, height: 17)
        let transposedStyle = SectionStyle(lineSpacing: 1, interitemSpacing: 1, inset: EdgeInsets(top: 2, left: 1, bottom: 3, right: 0),
                                           headerHeight: 2, itemSize: Size(width: 3, height: 5))
        let vertical = GridLayout(dataSource: TestDataSource(heights: Array(repeating: 1, count: 7), style: transposedStyle))
            .prepared(width: 17)
        XCTAssertEqual(horizontal.allAttributes().map(\.frame), vertical.allAttributes().map { $0.frame.transposed })
    }

    func testWaterfallIgnoresHorizontalScrolling() {
        let layout = WaterfallLayout(dataSource: TestDataSource(heights: [1, 2]))
        layout.scrollDirection = .horizontal
        XCTAssertEqual(layout.prepared(width: 10).cellFrames(), [rect(0, 0, 5, 1), rect(5, 0, 5, 2)])
    }
}
