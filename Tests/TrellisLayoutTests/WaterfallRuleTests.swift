import XCTest
@testable import TrellisLayout

/// One test (or more) per numbered rule of the waterfall layout.
final class WaterfallRuleTests: XCTestCase {
    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
        Rect(x: x, y: y, width: w, height: h)
    }

    func testRule1HeaderSpansTheWidthAtTheSectionTop() {
        let data = TestDataSource([.init(style: SectionStyle(headerHeight: 3), items: [.init(height: 2)]),
                                   .init(style: SectionStyle(headerHeight: 2), items: [.init(height: 4)])])
        let layout = WaterfallLayout(dataSource: data).prepared(width: 40)
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: .header, at: LayoutIndexPath(item: 0, section: 0))?.frame,
                       rect(0, 0, 40, 3))
        XCTAssertEqual(layout.cellFrames(section: 0).first?.minY, 3)
        // Section 1 starts below section 0's items (3 + 2 = 5).
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: .header, at: LayoutIndexPath(item: 0, section: 1))?.frame,
                       rect(0, 5, 40, 2))
        XCTAssertEqual(layout.cellFrames(section: 1).first?.minY, 7)
    }

    func testRule1NoHeaderWhenHeightIsZero() {
        let data = TestDataSource(heights: [1], style: SectionStyle(headerHeight: 0))
        let layout = WaterfallLayout(dataSource: data).prepared(width: 10)
        XCTAssertNil(layout.layoutAttributesForSupplementaryView(ofKind: .header, at: LayoutIndexPath(item: 0, section: 0)))
        XCTAssertFalse(layout.allAttributes().contains { $0.kind == .header })
    }

    func testRule2ItemWidthSubtractsInsetsAndGaps() {
        // (80 - 2 - 4 - 2 * 3) / 3 = 22.666...
        let style = SectionStyle(columns: 3, interitemSpacing: 3, inset: EdgeInsets(top: 1, left: 2, bottom: 0, right: 4))
        let data = TestDataSource(heights: [1, 1, 1], style: style)
        let frames = WaterfallLayout(dataSource: data).prepared(width: 80).cellFrames()
        let width = (80.0 - 2 - 4 - 6) / 3
        XCTAssertEqual(frames, [rect(2, 1, width, 1), rect(2 + width + 3, 1, width, 1), rect(2 + 2 * (width + 3), 1, width, 1)])
    }

    func testRule2ItemWidthIsNeverNegative() {
        let style = SectionStyle(columns: 4, interitemSpacing: 10, inset: EdgeInsets(left: 30, right: 30))
        let frames = WaterfallLayout(dataSource: TestDataSource(heights: [2, 2], style: style)).prepared(width: 50).cellFrames()
        XCTAssertEqual(frames.map(\.width), [0, 0])
    }

    func testRule2DelegateIsHandedTheItemWidth() {
        let data = TestDataSource(heights: [1, 1], style: SectionStyle(columns: 4, interitemSpacing: 2))
        data.recordWidths = true
        WaterfallLayout(dataSource: data).prepared(width: 26).completeLayout()
        XCTAssertEqual(data.widthsAsked[LayoutIndexPath(item: 1, section: 0)], 5)
    }

    func testRule3ShortestColumnLowestIndexOnTies() {
        // Columns: 0 gets 5, 1 gets 2; item 2 goes to column 1 (bottom 2); item 3: column 1 (2+1+1=4 < 5).
        let data = TestDataSource(heights: [5, 2, 1, 3, 1], style: SectionStyle(columns: 2, lineSpacing: 1))
        let frames = WaterfallLayout(dataSource: data).prepared(width: 20).cellFrames()
        XCTAssertEqual(frames, [rect(0, 0, 10, 5), rect(10, 0, 10, 2), rect(10, 3, 10, 1),
                                rect(10, 5, 10, 3), rect(0, 6, 10, 1)])
    }

    func testRule3TiesGoToTheLowestColumn() {
        let data = TestDataSource(heights: [2, 2, 2, 2], style: SectionStyle(columns: 2))
        let frames = WaterfallLayout(dataSource: data).prepared(width: 10).cellFrames()
        XCTAssertEqual(frames.map(\.minX), [0, 5, 0, 5])
        XCTAssertEqual(frames.map(\.minY), [0, 0, 2, 2])
    }

    func testRule3LineSpacingOnlyAboveItemsThatAreNotFirstInTheirColumn() {
        let data = TestDataSource(heights: [0, 1, 1], style: SectionStyle(columns: 2, lineSpacing: 4))
        let frames = WaterfallLayout(dataSource: data).prepared(width: 10).cellFrames()
        // Item 0 (height 0) leaves column 0 at bottom 0, tying with empty column 1: lowest index wins.
        XCTAssertEqual(frames, [rect(0, 0, 5, 0), rect(0, 4, 5, 1), rect(5, 0, 5, 1)])
    }

    func testRule3NilHeightUsesTheSectionItemHeight() {
        let data = TestDataSource([.init(style: SectionStyle(itemHeight: 3), items: [.init(), .init(height: 1)])])
        XCTAssertEqual(WaterfallLayout(dataSource: data).prepared(width: 10).cellFrames().map(\.height), [3, 1])
    }

    func testRule4SectionBottomIsTallestColumnPlusBottomInset() {
        let style = SectionStyle(columns: 2, inset: EdgeInsets(top: 1, bottom: 2), footerHeight: 1)
        let layout = WaterfallLayout(dataSource: TestDataSource(heights: [3, 7, 1], style: style)).prepared(width: 10)
        layout.completeLayout()
        // tallest column: 1 + 7 = 8; + bottom inset 2 = 10.
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: .footer, at: LayoutIndexPath(item: 0, section: 0))?.frame,
                       rect(0, 10, 10, 1))
        XCTAssertEqual(layout.collectionViewContentSize, Size(width: 10, height: 11))
    }

    func testRule4EmptySectionHasOnlyItsInsetsAndNoNegativeGap() {
        let data = TestDataSource([.init(style: SectionStyle(inset: EdgeInsets(top: 2, bottom: 3), headerHeight: 1, footerHeight: 1)),
                                   .init(style: SectionStyle(headerHeight: 1), items: [.init(height: 2)])])
        let layout = WaterfallLayout(dataSource: data).prepared(width: 10)
        // Section 0: header 0..<1, inset top 2, no items, inset bottom 3, footer at 6.
        let all = layout.allAttributes()
        XCTAssertEqual(all.map(\.kind), [.footer, .header, .cell, .header])
        XCTAssertEqual(all.map(\.frame), [rect(0, 6, 10, 1), rect(0, 0, 10, 1), rect(0, 8, 5, 2), rect(0, 7, 10, 1)])
        XCTAssertEqual(layout.collectionViewContentSize.height, 10)
    }

    func testRule5FooterAndContentSize() {
        let data = TestDataSource([.init(style: SectionStyle(footerHeight: 2), items: [.init(height: 4)]),
                                   .init(style: SectionStyle(footerHeight: 1), items: [.init(height: 1)])])
        let layout = WaterfallLayout(dataSource: data).prepared(width: 8)
        layout.completeLayout()
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: .footer, at: LayoutIndexPath(item: 0, section: 0))?.frame, rect(0, 4, 8, 2))
        XCTAssertEqual(layout.cellFrames(section: 1), [rect(0, 6, 4, 1)])
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: .footer, at: LayoutIndexPath(item: 0, section: 1))?.frame, rect(0, 7, 8, 1))
        XCTAssertEqual(layout.collectionViewContentSize, Size(width: 8, height: 8))
    }

    func testPerSectionValuesFallBackToLayoutDefaultsThenBuiltIns() {
        let data = TestDataSource([.init(style: SectionStyle(columns: 4), items: [.init(height: 1)]),
                                   .init(items: [.init(height: 1)])])
        let layout = WaterfallLayout(dataSource: data, defaults: SectionStyle(columns: 3, lineSpacing: 1)).prepared(width: 12)
        XCTAssertEqual(layout.cellFrames(section: 0).first?.width, 3)
        XCTAssertEqual(layout.cellFrames(section: 1).first?.width, 4)
        let builtIn = WaterfallLayout(dataSource: TestDataSource(heights: [1])).prepared(width: 12)
        XCTAssertEqual(builtIn.cellFrames().first?.width, 6, "default is 2 columns")
    }

    func testZeroAndOneColumn() {
        for columns in [0, -3] {
            let frames = WaterfallLayout(dataSource: TestDataSource(heights: [1, 2], style: SectionStyle(columns: columns)))
                .prepared(width: 10).cellFrames()
            XCTAssertEqual(frames, [rect(0, 0, 10, 1), rect(0, 1, 10, 2)], "columns \(columns) counts as 1")
        }
        let one = WaterfallLayout(dataSource: TestDataSource(heights: [1, 2], style: SectionStyle(columns: 1, lineSpacing: 1)))
            .prepared(width: 10).cellFrames()
        XCTAssertEqual(one, [rect(0, 0, 10, 1), rect(0, 2, 10, 2)])
    }

    func testMoreColumnsThanItems() {
        let frames = WaterfallLayout(dataSource: TestDataSource(heights: [1, 1], style: SectionStyle(columns: 1_000_000_000_000)))
            .prepared(width: 10).cellFrames()
        XCTAssertEqual(frames.count, 2)
        XCTAssertEqual(frames[0].minY, 0)
        XCTAssertEqual(frames[1].minY, 0)
        XCTAssertLessThan(frames[0].minX, frames[1].minX)
    }

    func testBadDelegateValuesCountAsZero() {
        let style = SectionStyle(lineSpacing: -.infinity, interitemSpacing: .nan,
                                 inset: EdgeInsets(top: .nan, left: -5, bottom: .infinity, right: -1),
                                 headerHeight: .infinity, footerHeight: -2)
        let data = TestDataSource(heights: [.nan, -4, .infinity, 3], style: style)
        let layout = WaterfallLayout(dataSource: data).prepared(width: 10)
        XCTAssertEqual(layout.cellFrames(), [rect(0, 0, 5, 0), rect(0, 0, 5, 0), rect(0, 0, 5, 0), rect(0, 0, 5, 3)])
        layout.completeLayout()
        XCTAssertEqual(layout.collectionViewContentSize, Size(width: 10, height: 3))
    }

    func testBadWidthsCountAsZero() {
        for width in [Double.nan, -Double.infinity, -10] {
            let layout = WaterfallLayout(dataSource: TestDataSource(heights: [1, 2])).prepared(width: width)
            XCTAssertEqual(layout.cellFrames().map(\.width), [0, 0])
        }
    }

    /// Rules 2 and 3 (and full-span items and item orders) as plainly as they read: the frames of
    /// one section's items, from `top` (the header and `inset.top` already added).
    private func referenceFrames(_ items: [TestDataSource.Item], style: SectionStyle, width: Double, top: Double) -> [Rect] {
        let columns = style.columns!, spacing = style.lineSpacing!, gap = style.interitemSpacing!, inset = style.inset!
        let contentWidth = max(0, width - inset.left - inset.right)
        let itemWidth = max(0, (contentWidth - Double(columns - 1) * gap) / Double(columns))
        var bottoms = Array(repeating: top, count: columns), holds = Array(repeating: false, count: columns)
        return items.enumerated().map { index, item in
            let height = (item.height ?? style.itemHeight!).layoutLength
            if item.fullSpan {
                let y = bottoms.max()! + (holds.contains(true) ? spacing : 0)
                bottoms = Array(repeating: y + height, count: columns)
                holds = Array(repeating: true, count: columns)
                return Rect(x: inset.left, y: y, width: contentWidth, height: height)
            }
            var column = 0
            switch style.itemOrder! {
            case .shortestFirst: for candidate in 1..<columns where bottoms[candidate] < bottoms[column] { column = candidate }
            case .leftToRight: column = index % columns
            case .rightToLeft: column = columns - 1 - index % columns
            }
            let y = bottoms[column] + (holds[column] ? spacing : 0)
            bottoms[column] = y + height
            holds[column] = true
            return Rect(x: inset.left + Double(column) * (itemWidth + gap), y: y, width: itemWidth, height: height)
        }
    }

    /// The bits of a frame, so that equal frames mean the same doubles (`-0` is not `0`).
    private func bits(_ rect: Rect) -> [UInt64] {
        [rect.minX.bitPattern, rect.minY.bitPattern, rect.width.bitPattern, rect.height.bitPattern]
    }

    /// Rules 2 and 3 over many random sections, laid out lazily (items asked for in random order)
    /// and in full, against ``referenceFrames(_:style:width:top:)``, bit for bit: one to seven
    /// columns (the placer's path for up to four and its general one), every item order,
    /// full-span items, bad and huge heights, runs long enough to cross the placer's batches.
    func testRule3OverRandomSectionsEqualsAPlainScan() {
        var rng = SeededGenerator(seed: 0x3A7E)
        let heights: [Double?] = [nil, 0, 1, 2.5, 3, 7, 0.1, 13.75, -4, .nan, .infinity, 2e15, 1e-300]
        for round in 0..<120 {
            let count = round % 10 == 0 ? Int.random(in: 4_000...9_000, using: &rng) : Int.random(in: 0...300, using: &rng)
            let fullSpanChance = [0, 0, 50, 400][Int.random(in: 0...3, using: &rng)]
            let items = (0..<count).map { _ in
                TestDataSource.Item(height: heights.randomElement(using: &rng)!,
                                    fullSpan: fullSpanChance > 0 && Int.random(in: 0..<fullSpanChance, using: &rng) == 0)
            }
            let orders: [ItemOrder] = [.shortestFirst, .shortestFirst, .shortestFirst, .leftToRight, .rightToLeft]
            let style = SectionStyle(columns: Int.random(in: 1...7, using: &rng), lineSpacing: [0, 1, 0.5, 2.25][Int.random(in: 0...3, using: &rng)],
                                     interitemSpacing: [0, 1, 1.5][Int.random(in: 0...2, using: &rng)],
                                     inset: EdgeInsets(top: [0, 2][Int.random(in: 0...1, using: &rng)], left: 1, bottom: 0, right: 2),
                                     itemHeight: [0, 3, 4.5][Int.random(in: 0...2, using: &rng)],
                                     headerHeight: [0, 3][Int.random(in: 0...1, using: &rng)],
                                     itemOrder: orders.randomElement(using: &rng)!)
            let width = [80, 41, 200.5][Int.random(in: 0...2, using: &rng)]
            let expected = referenceFrames(items, style: style, width: width, top: style.headerHeight! + style.inset!.top)
            let data = TestDataSource(heights: [], style: style)
            data.sections[0].items = items
            let lazy = WaterfallLayout(dataSource: data).prepared(width: width)
            for item in (0..<count).shuffled(using: &rng).prefix(20) {
                XCTAssertEqual(lazy.layoutAttributesForItem(at: LayoutIndexPath(item: item, section: 0)).map { bits($0.frame) }, bits(expected[item]),
                               "round \(round), item \(item) of \(count), \(style)")
            }
            let full = WaterfallLayout(dataSource: data).prepared(width: width)
            full.completeLayout()
            let frames = full.cellFrames()
            XCTAssertEqual(frames.count, count)
            let wrong = zip(frames, expected).enumerated().first { bits($0.element.0) != bits($0.element.1) }
            XCTAssertNil(wrong, "round \(round), \(count) items, \(style): item \(wrong?.offset ?? -1)")
        }
    }
}

