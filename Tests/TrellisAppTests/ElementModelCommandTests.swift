import XCTest
import TrellisLayout
import TrellisRender
import TrellisTestSupport
@testable import trellis

/// `trellis attributes` and `export` over a layout with a badge on each item and a decoration
/// of its own kind (``BadgedLayout``): every element is listed, in every category, with its
/// category beside its kind; the SVG draws what the screen draws.
final class ElementModelCommandTests: XCTestCase {
    private func everything(_ layout: StubLayout) -> [LayoutAttributes] {
        layout.prepare()
        layout.completeLayout()
        return AttributesCommand.everything(layout, dataSource: TestDataSource(counts: [2])).sorted(by: AttributesCommand.displayOrder)
    }

    func testAttributesListsBadgesAndDecorationsWithTheirCategory() {
        let json = AttributesCommand.json(contentSize: Size(width: 30, height: 8), attributes: everything(BadgedLayout.layout()))
        XCTAssertEqual(json, """
            {"contentSize": {"width": 30, "height": 8},
             "attributes": [
              {"kind": "ribbon", "category": "decorationView", "section": 0, "item": 0, "x": 0, "y": 0, "width": 30, "height": 8, "zIndex": -1},
              {"kind": "cell", "category": "cell", "section": 0, "item": 0, "x": 1, "y": 1, "width": 12, "height": 5, "zIndex": 0},
              {"kind": "cell", "category": "cell", "section": 0, "item": 1, "x": 16, "y": 1, "width": 13, "height": 5, "zIndex": 0},
              {"kind": "badge", "category": "supplementaryView", "section": 0, "item": 0, "x": 8, "y": 0, "width": 7, "height": 3, "zIndex": 1},
              {"kind": "badge", "category": "supplementaryView", "section": 0, "item": 1, "x": 23, "y": 0, "width": 7, "height": 3, "zIndex": 1, "isHidden": true}
             ]}
            """)
    }

    func testAZeroSizedBadgeAtTheContentsEdgeIsListedAndNothingTwice() {
        let corner = LayoutAttributes(category: .supplementaryView, kind: BadgedLayout.badge, indexPath: LayoutIndexPath(item: 1, section: 0),
                                      frame: Rect(x: 30, y: 8, width: 0, height: 0))
        let footer = LayoutAttributes(kind: .footer, indexPath: LayoutIndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 8, width: 30, height: 0))
        let listed = everything(StubLayout(attributes: BadgedLayout.elements + [corner, footer]))
        XCTAssertEqual(listed.count, BadgedLayout.elements.count + 2)
        XCTAssertEqual(Set(listed.map { LayoutJSON.line(for: $0) }).count, listed.count, "no element twice")
        XCTAssertTrue(listed.contains(corner))
        XCTAssertEqual(listed.last, footer, "the footer ends its section, after the badges")
    }

    func testTheSVGCarriesCategoryAndKindAndLeavesTheHiddenBadgeOut() throws {
        let svg = SVGWriter(contentSize: Size(width: 30, height: 8), elements: BadgedLayout.elements, labels: NoLabels()).text()
        let rects = svg.split(separator: "\n").filter { $0.hasPrefix("<rect") }
        XCTAssertEqual(rects.count, 4, "the hidden badge is not drawn:\n\(svg)")
        XCTAssertTrue(rects[0].hasPrefix(#"<rect id="e0" data-category="decorationView" data-kind="ribbon" data-section="0" data-item="0" data-z-index="-1" x="0" y="0""#),
                      String(rects[0]))
        XCTAssertTrue(rects[1].contains(#"data-category="cell" data-kind="cell""#))
        XCTAssertTrue(rects[3].hasPrefix(#"<rect id="e3" data-category="supplementaryView" data-kind="badge" data-section="0" data-item="0" data-z-index="1" x="8""#),
                      String(rects[3]))
        XCTAssertTrue(svg.contains(">b</text>"), "the badge is labelled with its kind's initial")
        XCTAssertFalse(svg.contains(#"x="23""#), "nothing of the hidden badge")
        var dim = BadgedLayout.shownBadge
        dim.alpha = 0.5
        dim.transform = LayoutTransform(scaleX: 2, y: 1)
        let dimmed = SVGWriter(contentSize: Size(width: 30, height: 8), elements: [dim], labels: NoLabels()).text()
        XCTAssertTrue(dimmed.contains(#"x="4.5" y="0" width="14" height="3" fill="#), "the box around the transformed frame:\n\(dimmed)")
        XCTAssertTrue(dimmed.contains(#" opacity="0.5""#), dimmed)
    }
}

/// Badges and decorations a placer adds through the engine (``BadgedListLayout``), not a stub's:
/// `trellis attributes` lists them with their category and kind, beside the headers and cells
/// the engine placed.
final class EngineExtraViewsCommandTests: XCTestCase {
    func testAPlacersBadgesAndBandsComeThroughTheEngineIntoAttributes() {
        let source = TestDataSource(counts: [2, 1], style: SectionStyle(headerHeight: 1))
        let layout = BadgedListLayout(dataSource: source)
        layout.bounds = Rect(x: 0, y: 0, width: 12, height: 4)
        layout.prepare()
        layout.completeLayout()
        let elements = AttributesCommand.everything(layout, dataSource: source).sorted(by: AttributesCommand.displayOrder)
        // Section 0: header row 0; items at y 1 and 4 (2 tall, 1 apart), each with a 2x1 badge
        // 1 above its top-right corner; the band over the items, y 1..<6. Section 1 from y 6.
        XCTAssertEqual(AttributesCommand.json(contentSize: layout.collectionViewContentSize, attributes: elements), """
            {"contentSize": {"width": 12, "height": 9},
             "attributes": [
              {"kind": "header", "category": "supplementaryView", "section": 0, "item": 0, "x": 0, "y": 0, "width": 12, "height": 1, "zIndex": 10},
              {"kind": "band", "category": "decorationView", "section": 0, "item": 0, "x": 0, "y": 1, "width": 3, "height": 5, "zIndex": -1},
              {"kind": "cell", "category": "cell", "section": 0, "item": 0, "x": 0, "y": 1, "width": 11, "height": 2, "zIndex": 0},
              {"kind": "cell", "category": "cell", "section": 0, "item": 1, "x": 0, "y": 4, "width": 11, "height": 2, "zIndex": 0},
              {"kind": "badge", "category": "supplementaryView", "section": 0, "item": 0, "x": 10, "y": 0, "width": 2, "height": 1, "zIndex": 5},
              {"kind": "badge", "category": "supplementaryView", "section": 0, "item": 1, "x": 10, "y": 3, "width": 2, "height": 1, "zIndex": 5},
              {"kind": "header", "category": "supplementaryView", "section": 1, "item": 0, "x": 0, "y": 6, "width": 12, "height": 1, "zIndex": 10},
              {"kind": "band", "category": "decorationView", "section": 1, "item": 0, "x": 0, "y": 7, "width": 3, "height": 2, "zIndex": -1},
              {"kind": "cell", "category": "cell", "section": 1, "item": 0, "x": 0, "y": 7, "width": 11, "height": 2, "zIndex": 0},
              {"kind": "badge", "category": "supplementaryView", "section": 1, "item": 0, "x": 10, "y": 6, "width": 2, "height": 1, "zIndex": 5}
             ]}
            """)
    }
}
