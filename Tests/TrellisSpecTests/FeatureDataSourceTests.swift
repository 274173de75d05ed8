import XCTest
import TrellisTestSupport
import TrellisLayout
@testable import TrellisSpec

/// The data-source side of the features beyond the seeds: full-span items, self-sizing text,
/// and the style keys the decoder fills into `SectionStyle`, per section and layout-wide.
final class FeatureDataSourceTests: XCTestCase {
    private func dataSource(_ json: String) throws -> SpecDataSource {
        SpecDataSource(spec: try SpecLoader.parse(json: json, file: "t.json").spec,
                       measure: { $0.reduce(0) { $0 + displayWidthForTests($1) } },
                       measureCharacter: displayWidthForTests)
    }

    private let path = { (item: Int) in LayoutIndexPath(item: item, section: 0) }

    func testFullSpanComesFromTheItem() throws {
        let source = try dataSource(#"""
        {"sections": [{"items": [{"height": 1, "fullSpan": true}, {"height": 1}, {"height": 1, "fullSpan": false}]}]}
        """#)
        XCTAssertTrue(source.isFullSpan(at: path(0)))
        XCTAssertFalse(source.isFullSpan(at: path(1)))
        XCTAssertFalse(source.isFullSpan(at: path(2)))
        XCTAssertFalse(source.isFullSpan(at: LayoutIndexPath(item: 9, section: 0)), "out of range: false")
        XCTAssertFalse(source.isFullSpan(at: LayoutIndexPath(item: 0, section: 4)))
        XCTAssertFalse(source.isFullSpan(at: LayoutIndexPath(item: -1, section: -1)))
    }

    func testSelfSizingHeightIsWrappedLinesPlusBorders() throws {
        let source = try dataSource(#"""
        {"sections": [{"items": [
          {"text": "a quiet lake at dawn"},
          {"text": "a quiet lake at dawn", "height": 3},
          {"text": "中文标签"},
          {"text": "one\ntwo\n\nfour"},
          {"text": ""},
          {"height": 2, "title": "no text"}
        ]}]}
        """#)
        XCTAssertEqual(source.heightForItem(at: path(0), width: 9), 5, "7 columns: a quiet / lake at / dawn")
        XCTAssertEqual(source.heightForItem(at: path(0), width: 9.9), 5, "floor(width) - 2")
        XCTAssertEqual(source.heightForItem(at: path(0), width: 22), 3, "one line")
        XCTAssertEqual(source.heightForItem(at: path(0), width: 21.5), 4, "21 - 2 = 19 columns: two lines")
        XCTAssertEqual(source.heightForItem(at: path(1), width: 9), 3, "an explicit height wins")
        XCTAssertEqual(source.heightForItem(at: path(2), width: 6), 4, "中文 / 标签: CJK counts 2 columns")
        XCTAssertEqual(source.heightForItem(at: path(2), width: 7), 4, "5 columns still hold only two")
        XCTAssertEqual(source.heightForItem(at: path(2), width: 10), 3)
        XCTAssertEqual(source.heightForItem(at: path(3), width: 40), 6, "newlines: 4 lines")
        XCTAssertEqual(source.heightForItem(at: path(4), width: 40), 3, "an empty text is one line")
        XCTAssertEqual(source.heightForItem(at: path(5), width: 40), 2)
        for width: Double in [0, 1, 2, -3, .nan, .infinity, -.infinity] {
            XCTAssertEqual(source.heightForItem(at: path(2), width: width), 6, "width \(width): 1 column, 4 lines")
        }
        XCTAssertNil(source.heightForItem(at: LayoutIndexPath(item: 6, section: 0), width: 9))
    }

    func testTextLinesAreTheLinesTheCellWasSizedTo() throws {
        let source = try dataSource(#"{"sections": [{"items": [{"text": "a quiet lake at dawn", "title": "Dawn"}, {"height": 1}]}]}"#)
        XCTAssertEqual(source.textLines(forItemAt: path(0), width: 9), ["a quiet", "lake at", "dawn"])
        XCTAssertNil(source.textLines(forItemAt: path(1), width: 9))
        XCTAssertNil(source.textLines(forItemAt: LayoutIndexPath(item: 0, section: 1), width: 9))
        XCTAssertEqual(source.title(forItemAt: path(0)), "Dawn")
    }

    func testTheDefaultMeasureCountsCharacters() throws {
        let source = SpecDataSource(spec: try SpecLoader.parse(json: #"{"sections": [{"items": [{"text": "中文标签"}]}]}"#,
                                                               file: "t.json").spec)
        XCTAssertEqual(source.heightForItem(at: path(0), width: 6), 3, "without a measure, every character is 1 column")
    }

    func testFeatureStyleKeysReachSectionStylePerSectionAndLayoutWide() throws {
        let source = try dataSource(#"""
        {"layout": "tags", "background": true, "order": "leftToRight", "align": "center", "verticalAlign": "bottom",
         "itemSize": {"width": 8, "height": 2}, "pinHeaders": true, "direction": "rtl", "scrollDirection": "horizontal",
         "sections": [
           {"items": []},
           {"background": false, "order": "rightToLeft", "align": "justified", "verticalAlign": "center",
            "itemSize": {"width": 4, "height": 1}, "items": []}
         ]}
        """#)
        XCTAssertEqual(source.layoutDefaults, SectionStyle(background: true, itemOrder: .leftToRight, alignment: .center,
                                                           verticalAlignment: .bottom, itemSize: Size(width: 8, height: 2)))
        XCTAssertEqual(source.layoutStyle.sectionHeadersPinToVisibleBounds, true)
        XCTAssertEqual(source.layoutStyle.direction, .rightToLeft)
        XCTAssertEqual(source.layoutStyle.scrollDirection, .horizontal)
        XCTAssertEqual(source.style(forSection: 0), SectionStyle(), "falls back in the layout")
        XCTAssertEqual(source.style(forSection: 1), SectionStyle(background: false, itemOrder: .rightToLeft,
                                                                alignment: .justified, verticalAlignment: .center,
                                                                itemSize: Size(width: 4, height: 1)))
        let resolved0 = ResolvedSectionStyle(source.style(forSection: 0).fallingBack(to: source.layoutDefaults))
        XCTAssertEqual(resolved0.alignment, .center)
        XCTAssertEqual(resolved0.background, true)
        let resolved1 = ResolvedSectionStyle(source.style(forSection: 1).fallingBack(to: source.layoutDefaults))
        XCTAssertEqual(resolved1.alignment, .justified)
        XCTAssertEqual(resolved1.background, false)
        XCTAssertEqual(resolved1.itemSize, Size(width: 4, height: 1))
    }

    /// A waterfall over self-sizing items: every cell is exactly as tall as its text wrapped at
    /// its own width, and full-span cells span the content width, for random specs.
    func testLaidOutSelfSizingCellsFitTheirText() throws {
        let words = ["lake", "a", "quiet", "中文", "标签", "Donaudampfschiff", "，", "x", "瀑布流", "\n"]
        for seed in 0..<UInt64(60) {
            var generator = SeededGenerator(seed: 0x5E1F &+ seed)
            let columns = Int.random(in: 1...5, using: &generator)
            let width = Double.random(in: 10...120, using: &generator).rounded()
            var items: [ItemSpec] = []
            for _ in 0..<Int.random(in: 1...25, using: &generator) {
                let text = (0..<Int.random(in: 0...12, using: &generator))
                    .map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
                items.append(ItemSpec(text: text, fullSpan: Int.random(in: 0..<6, using: &generator) == 0))
            }
            let spec = LayoutSpec(style: SpecStyle(sectionStyle: SectionStyle(columns: columns, lineSpacing: 1,
                                                                              interitemSpacing: 1,
                                                                              inset: EdgeInsets(top: 0, left: 1, bottom: 0, right: 2))),
                                  sections: [SectionSpec(items: items)])
            let source = SpecDataSource(spec: spec, measureCharacter: displayWidthForTests)
            let layout = WaterfallLayout(dataSource: source, defaults: source.layoutDefaults)
            layout.bounds = Rect(x: 0, y: 0, width: width, height: 30)
            layout.prepare()
            layout.completeLayout()
            let context = "seed \(0x5E1F &+ seed), \(columns) columns, width \(width)"
            for (index, item) in items.enumerated() {
                guard let frame = layout.layoutAttributesForItem(at: path(index))?.frame else {
                    XCTFail("item \(index) not laid out: \(context)")
                    continue
                }
                let lines = TextWrapping.lines(of: item.text!, width: TextWrapping.interiorColumns(ofCellWidth: frame.width),
                                               measure: displayWidthForTests)
                XCTAssertEqual(frame.height, Double(lines.count + 2), "item \(index): \(context)")
                XCTAssertEqual(source.textLines(forItemAt: path(index), width: frame.width), lines, context)
                if item.fullSpan { XCTAssertEqual(frame.width, width - 3, "full span: \(context)") }
            }
        }
    }
}
