import XCTest
import TrellisLayout
@testable import TrellisSpec

/// The data source a layout reads: counts, styles, sizes, titles, appends.
final class SpecDataSourceTests: XCTestCase {
    private func dataSource(_ json: String, measure: @escaping (String) -> Int = SpecLoader.characterCount) throws -> SpecDataSource {
        SpecDataSource(spec: try SpecLoader.parse(json: json, file: "t.json").spec, measure: measure)
    }

    func testCountsStylesSizesAndTitles() throws {
        let source = try dataSource(GoodSpecTests.photos)
        XCTAssertEqual(source.numberOfSections, 2)
        XCTAssertEqual(source.title, "Photos")
        XCTAssertEqual(source.layout, .waterfall)
        XCTAssertEqual(source.numberOfItems(inSection: 0), 3)
        XCTAssertEqual(source.numberOfItems(inSection: 1), 0)
        XCTAssertEqual(source.layoutDefaults, SectionStyle(
            columns: 2, lineSpacing: 1, interitemSpacing: 2,
            inset: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2), itemHeight: 1))
        let style = source.style(forSection: 0)
        XCTAssertEqual(style.headerHeight, 2)
        XCTAssertEqual(style.footerHeight, 1)
        XCTAssertEqual(style.columns, 3)
        XCTAssertEqual(source.style(forSection: 1), SectionStyle(), "a section's own style, no fallbacks")
        XCTAssertEqual(source.heightForItem(at: LayoutIndexPath(item: 1, section: 0), width: 10), 8.5)
        XCTAssertEqual(source.heightForItem(at: LayoutIndexPath(item: 2, section: 0), width: 10), 4,
                       "self-sizing: \"self-sizing\" wrapped at 8 columns is 2 lines, + 2 borders")
        XCTAssertEqual(source.widthForItem(at: LayoutIndexPath(item: 2, section: 0)), 9)
        XCTAssertEqual(source.widthForItem(at: LayoutIndexPath(item: 0, section: 0)), 8, "sunset: 6 + 2")
        XCTAssertNil(source.widthForItem(at: LayoutIndexPath(item: 1, section: 0)))
        XCTAssertEqual(source.title(forItemAt: LayoutIndexPath(item: 0, section: 0)), "sunset")
        XCTAssertNil(source.title(forItemAt: LayoutIndexPath(item: 1, section: 0)))
        XCTAssertEqual(source.title(forSection: 0), "Beach")
        XCTAssertNil(source.title(forSection: 1))
    }

    /// What the rasterizer reads a tag's label from: the title's bytes in place, equal to the
    /// title (repaired as the title is) or absent with it; and whether a section has any text.
    func testTitleBytesAgreeWithTitlesAndTextPresenceBySection() throws {
        let source = try dataSource(#"""
            {"layout": "tags", "sections": [
              {"items": [{"title": "dawn"}, {"width": 3}, {"title": ""}, {"title": "中文 👍🏽"}, {"title": "a\u0007b"}]},
              {"items": [{"title": "x", "text": "some words"}, {"title": "y"}]},
              {"items": []}]}
            """#)
        source.appendItems([ItemSpec(title: "late"), ItemSpec(width: 4)], toSection: 0)
        for section in 0..<4 {
            for item in -1...source.numberOfItems(inSection: section) {
                let path = LayoutIndexPath(item: item, section: section)
                var bytes: [UInt8]?
                let found = source.withTitleUTF8(forItemAt: path) { bytes = Array($0) }
                XCTAssertEqual(found, bytes != nil, "\(path)")
                XCTAssertEqual(bytes.map { String(decoding: $0, as: UTF8.self) }, source.title(forItemAt: path), "\(path)")
            }
        }
        XCTAssertFalse(source.mayHaveItemText(inSection: 0), "no item of section 0 has text")
        XCTAssertTrue(source.mayHaveItemText(inSection: 1))
        XCTAssertFalse(source.mayHaveItemText(inSection: 2))
        XCTAssertFalse(source.mayHaveItemText(inSection: 9))
        source.appendItems([ItemSpec(title: "z", text: "now text")], toSection: 0)
        XCTAssertTrue(source.mayHaveItemText(inSection: 0), "an appended item with text")
    }

    func testOutOfRangeQueriesAreSafe() throws {
        let source = try dataSource(GoodSpecTests.photos)
        for indexPath in [LayoutIndexPath(item: 3, section: 0), LayoutIndexPath(item: 0, section: 2),
                          LayoutIndexPath(item: -1, section: 0), LayoutIndexPath(item: 0, section: -1)] {
            XCTAssertNil(source.heightForItem(at: indexPath, width: 1))
            XCTAssertNil(source.widthForItem(at: indexPath))
            XCTAssertNil(source.title(forItemAt: indexPath))
            XCTAssertNil(source.item(at: indexPath))
        }
        XCTAssertEqual(source.numberOfItems(inSection: 5), 0)
        XCTAssertEqual(source.numberOfItems(inSection: -1), 0)
        XCTAssertEqual(source.style(forSection: 9), SectionStyle())
        XCTAssertNil(source.title(forSection: -1))
    }

    func testAppendItemsForInfiniteScroll() throws {
        let source = try dataSource(#"{"layout": "tags", "sections": [{"items": [{"width": 3}]}, {"items": []}]}"#,
                                    measure: { $0.count * 2 })
        source.appendItems([ItemSpec(title: "abc"), ItemSpec(width: 5)], toSection: 0)
        source.appendItems([ItemSpec(height: 2)], toSection: 1)
        source.appendItems([ItemSpec(height: 2)], toSection: 7)
        XCTAssertEqual(source.numberOfItems(inSection: 0), 3)
        XCTAssertEqual(source.numberOfItems(inSection: 1), 1)
        XCTAssertEqual(source.widthForItem(at: LayoutIndexPath(item: 1, section: 0)), 8, "measured by the data source's measure")
        XCTAssertEqual(source.widthForItem(at: LayoutIndexPath(item: 2, section: 0)), 5)
        XCTAssertEqual(source.heightForItem(at: LayoutIndexPath(item: 0, section: 1), width: 1), 2)
    }

    func testALayoutRunsOverTheDataSource() throws {
        let source = try dataSource(GoodSpecTests.photos)
        let layout = WaterfallLayout(dataSource: source, defaults: source.layoutDefaults)
        layout.bounds = Rect(x: 0, y: 0, width: 40, height: 20)
        layout.prepare()
        layout.completeLayout()
        XCTAssertNotNil(layout.layoutAttributesForItem(at: LayoutIndexPath(item: 1, section: 0)))
        XCTAssertEqual(layout.layoutAttributesForItem(at: LayoutIndexPath(item: 1, section: 0))?.frame.size.height, 8.5)
    }
}
