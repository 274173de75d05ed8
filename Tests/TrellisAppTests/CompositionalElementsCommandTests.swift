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

    /// Roles where section 0 is a list: separators, inset-grouped or not.
    struct ListRoles: ElementRoles {
        var insetGrouped: Bool
        func listAppearance(inSection section: Int) -> ListAppearance? {
            section == 0 ? ListAppearance(showsSeparators: true, isInsetGrouped: insetGrouped, numberOfItems: 3, contentWidth: 14) : nil
        }
    }

    /// A list of three rows (2, 2 + 4k, 10, 3) under a header (2, 0, 10, 1), rows a point apart,
    /// in a content 14 wide, as the rasterizer draws it: a separator under rows 0 and 1 (not 2,
    /// the last) and, inset-grouped, the sides shaded as one card from the header's top (0) to
    /// the last row's bottom (13), gaps included: x 0 ..< 2 and 12 ..< 14.
    func testExportDrawsAListsSeparatorsAndAnInsetGroupedSectionsCard() {
        let header = LayoutAttributes(category: .supplementaryView, kind: .header, indexPath: Self.path,
                                      frame: Rect(x: 2, y: 0, width: 10, height: 1), zIndex: 10)
        let rows = (0..<3).map { LayoutAttributes.cell(at: LayoutIndexPath(item: $0, section: 0),
                                                       frame: Rect(x: 2, y: 2 + 4 * Double($0), width: 10, height: 3)) }
        var writer = SVGWriter(contentSize: Size(width: 14, height: 13), elements: [header] + rows, labels: NoLabels(), zoom: 2)
        writer.roles = ListRoles(insetGrouped: true)
        let svg = writer.text()
        let lines = svg.split(separator: "\n").map(String.init)
        let separators = lines.filter { $0.hasPrefix("<line") }
        XCTAssertEqual(separators.count, 2, svg)
        XCTAssertTrue(separators[0].hasPrefix(#"<line data-separator="0.0" x1="4" y1="10" x2="24" y2="10" stroke=""#), separators[0])
        XCTAssertTrue(separators[1].hasPrefix(#"<line data-separator="0.1" x1="4" y1="18" x2="24" y2="18" "#), separators[1])
        let insets = lines.filter { $0.hasPrefix("<path") }
        XCTAssertEqual(insets.count, 1, svg)
        XCTAssertTrue(insets[0].hasPrefix(#"<path data-list-inset="0" d="M0 0H4V26H0ZM24 0H28V26H24Z" fill=""#), insets[0])
        XCTAssertTrue(insets[0].hasSuffix(#" fill-opacity="0.25"/>"#), insets[0])
        // Beneath every element; each separator right after its row's rect and text.
        let firstRect = lines.firstIndex { $0.hasPrefix("<rect") }!
        XCTAssertLessThan(lines.firstIndex(of: insets[0])!, firstRect)
        let row0 = lines.firstIndex { $0.contains(#"data-kind="cell" data-section="0" data-item="0""#) }!
        let row1 = lines.firstIndex { $0.contains(#"data-kind="cell" data-section="0" data-item="1""#) }!
        XCTAssertTrue((row0..<row1).contains(lines.firstIndex(of: separators[0])!), svg)
        XCTAssertEqual(lines.filter { $0.hasPrefix("<rect") }.count, 4, "still one rect per element")
        // A list that is not inset-grouped: separators, no card; a section that is no list: neither.
        writer.roles = ListRoles(insetGrouped: false)
        let plain = writer.text()
        XCTAssertEqual(plain.components(separatedBy: "<line").count - 1, 2)
        XCTAssertFalse(plain.contains("<path"), plain)
        writer.roles = DefaultElementRoles()
        let none = writer.text()
        XCTAssertFalse(none.contains("<line") || none.contains("<path"), none)
    }

    /// The same list scrolling sideways (rule 25, its vertical twin turned a quarter): a header
    /// column (0, 2, 1, 10), rows (2 + 4k, 2, 3, 10) in a content 14 high. The card is shaded
    /// above and below the rows (y 0 ..< 2 and 12 ..< 14, from x 0 to the last row's 13), as the
    /// rasterizer shades it, and each separator but the last runs down its row's right edge.
    func testExportTurnsAListScrollingSidewaysCardAndSeparators() {
        struct Sideways: ElementRoles {
            func listAppearance(inSection section: Int) -> ListAppearance? {
                ListAppearance(showsSeparators: true, isInsetGrouped: true, numberOfItems: 3, contentWidth: 13,
                               isHorizontal: true, contentHeight: 14)
            }
        }
        let header = LayoutAttributes(category: .supplementaryView, kind: .header, indexPath: Self.path,
                                      frame: Rect(x: 0, y: 2, width: 1, height: 10), zIndex: 10)
        let rows = (0..<3).map { LayoutAttributes.cell(at: LayoutIndexPath(item: $0, section: 0),
                                                       frame: Rect(x: 2 + 4 * Double($0), y: 2, width: 3, height: 10)) }
        var writer = SVGWriter(contentSize: Size(width: 13, height: 14), elements: [header] + rows, labels: NoLabels(), zoom: 2)
        writer.roles = Sideways()
        let lines = writer.text().split(separator: "\n").map(String.init)
        let insets = lines.filter { $0.hasPrefix("<path") }
        XCTAssertEqual(insets.count, 1)
        XCTAssertTrue(insets[0].hasPrefix(#"<path data-list-inset="0" d="M0 0H26V4H0ZM0 24H26V28H0Z" fill=""#), insets[0])
        let separators = lines.filter { $0.hasPrefix("<line") }
        XCTAssertEqual(separators.count, 2)
        XCTAssertTrue(separators[0].hasPrefix(#"<line data-separator="0.0" x1="10" y1="4" x2="10" y2="24" stroke=""#), separators[0])
        XCTAssertTrue(separators[1].hasPrefix(#"<line data-separator="0.1" x1="18" y1="4" x2="18" y2="24" "#), separators[1])
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
