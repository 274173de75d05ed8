import XCTest
import TrellisLayout
import TrellisRender
import TrellisTestSupport
@testable import trellis

/// Issue 28 §3 in `attributes` and `export`: every element listed with its category, kind and
/// zIndex; the SVG written in z-order (higher on top, so later), a boundary item of its own kind
/// a bar with its name, a badge a box with its kind's initial.
final class CompositionalElementsCommandTests: XCTestCase {
    /// Roles where `"banner"` is a boundary item.
    struct BannerRoles: ElementRoles {
        func isBoundaryItem(_ element: LayoutAttributes) -> Bool {
            element.category == .supplementaryView && [.header, .footer, "banner"].contains(element.kind)
        }
    }

    private static let path = LayoutIndexPath(item: 0, section: 0)
    /// Given in no particular order: a badge over the cell (1), a cell (0), a decoration beneath
    /// (-1), a boundary item on top (10), a badge sunk under the cell (-2).
    static let elements: [LayoutAttributes] = [
        LayoutAttributes(category: .supplementaryView, kind: "new", indexPath: path, frame: Rect(x: 8, y: 0, width: 3, height: 3), zIndex: 1),
        .cell(at: path, frame: Rect(x: 0, y: 1, width: 10, height: 4)),
        LayoutAttributes(category: .decorationView, kind: "shelf", indexPath: path, frame: Rect(x: 0, y: 0, width: 12, height: 6), zIndex: -1),
        LayoutAttributes(category: .supplementaryView, kind: "banner", indexPath: path, frame: Rect(x: 0, y: 5, width: 12, height: 1), zIndex: 10),
        LayoutAttributes(category: .supplementaryView, kind: "old", indexPath: path, frame: Rect(x: 0, y: 1, width: 3, height: 3), zIndex: -2),
    ]

    func testExportWritesTheElementsInZOrder() {
        var writer = SVGWriter(contentSize: Size(width: 12, height: 6), elements: Self.elements, labels: NoLabels())
        writer.roles = BannerRoles()
        let svg = writer.text()
        let rects = svg.split(separator: "\n").filter { $0.hasPrefix("<rect") }
        func attribute(_ name: String, of rect: Substring) -> String {
            String(rect.split(separator: " ").first { $0.hasPrefix(name + "=") }!.dropFirst(name.count + 2).dropLast())
        }
        XCTAssertEqual(rects.map { attribute("data-kind", of: $0) }, ["old", "shelf", "cell", "new", "banner"], svg)
        XCTAssertEqual(rects.map { attribute("data-z-index", of: $0) }, ["-2", "-1", "0", "1", "10"])
        XCTAssertTrue(svg.contains(">n</text>"), "a badge shows its kind's initial:\n\(svg)")
        XCTAssertTrue(svg.contains(">o</text>"))
        XCTAssertTrue(svg.contains(">banner</text>"), "a boundary item its kind's name:\n\(svg)")
        XCTAssertTrue(rects[4].contains(#"fill="#) && !rects[4].contains("stroke"), "the boundary item is a solid bar: \(rects[4])")
        XCTAssertTrue(rects[3].contains("stroke"), "the badge outlined, as a box: \(rects[3])")
        // Without the roles, the banner is a badge: outlined, with its initial.
        let plain = SVGWriter(contentSize: Size(width: 12, height: 6), elements: Self.elements, labels: NoLabels()).text()
        XCTAssertTrue(plain.contains(">b</text>"), plain)
    }

    /// Labels that give the banner a title and two lines of text.
    struct BannerLabels: RenderLabels {
        func title(forSupplementaryViewOfKind kind: ElementKind, at indexPath: LayoutIndexPath) -> String? {
            kind == "banner" ? "News" : nil
        }
        func textLines(forSupplementaryViewOfKind kind: ElementKind, at indexPath: LayoutIndexPath, width: Double) -> [String]? {
            kind == "banner" ? ["first", "second"] : nil
        }
    }

    func testATallBoundaryItemShowsItsTitleAndTextFromTheTop() {
        let banner = LayoutAttributes(category: .supplementaryView, kind: "banner", indexPath: Self.path,
                                      frame: Rect(x: 0, y: 0, width: 12, height: 2), zIndex: 10)
        var writer = SVGWriter(contentSize: Size(width: 12, height: 2), elements: [banner], labels: BannerLabels())
        writer.roles = BannerRoles()
        let svg = writer.text()
        XCTAssertTrue(svg.contains(#"<tspan x="0.25" y="0.8">News</tspan><tspan x="0.25" y="1.8">first</tspan></text>"#),
                      "the title, then as many lines as fit (2 rows: one):\n\(svg)")
    }

    func testAttributesListEveryElementWithCategoryKindAndZIndex() {
        let json = AttributesCommand.json(contentSize: Size(width: 12, height: 6),
                                          attributes: Self.elements.sorted(by: AttributesCommand.displayOrder))
        XCTAssertEqual(json, """
            {"contentSize": {"width": 12, "height": 6},
             "attributes": [
              {"kind": "shelf", "category": "decorationView", "section": 0, "item": 0, "x": 0, "y": 0, "width": 12, "height": 6, "zIndex": -1},
              {"kind": "cell", "category": "cell", "section": 0, "item": 0, "x": 0, "y": 1, "width": 10, "height": 4, "zIndex": 0},
              {"kind": "banner", "category": "supplementaryView", "section": 0, "item": 0, "x": 0, "y": 5, "width": 12, "height": 1, "zIndex": 10},
              {"kind": "new", "category": "supplementaryView", "section": 0, "item": 0, "x": 8, "y": 0, "width": 3, "height": 3, "zIndex": 1},
              {"kind": "old", "category": "supplementaryView", "section": 0, "item": 0, "x": 0, "y": 1, "width": 3, "height": 3, "zIndex": -2}
             ]}
            """)
    }
}
