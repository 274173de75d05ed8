import XCTest
import TrellisLayout
import TrellisTestSupport
@testable import TrellisRender

/// UIKit's element model as the render layer shows it: the `attributes` JSON line carries the
/// category beside the kind, and the rasterizer draws every category, a badge (a supplementary
/// view of Trellis's own kind) and a decoration of another kind than background included, and
/// leaves hidden elements out (``BadgedLayout``).
final class ElementModelRenderTests: XCTestCase {
    private func draw(_ elements: [LayoutAttributes], width: Int = 30, height: Int = 8) -> CellGrid {
        var grid = CellGrid(width: width, height: height)
        Rasterizer().draw(elements, offset: .zero, in: grid.area, of: &grid)
        return grid
    }

    func testTheJSONLineCarriesTheCategoryBesideTheKind() {
        XCTAssertEqual(LayoutJSON.line(for: BadgedLayout.shownBadge),
                       #"{"kind": "badge", "category": "supplementaryView", "section": 0, "item": 0, "x": 8, "y": 0, "width": 7, "height": 3, "zIndex": 1}"#)
        XCTAssertEqual(LayoutJSON.line(for: BadgedLayout.ribbonAttributes),
                       #"{"kind": "ribbon", "category": "decorationView", "section": 0, "item": 0, "x": 0, "y": 0, "width": 30, "height": 8, "zIndex": -1}"#)
        XCTAssertEqual(LayoutJSON.line(for: BadgedLayout.cellAttributes[0]),
                       #"{"kind": "cell", "category": "cell", "section": 0, "item": 0, "x": 1, "y": 1, "width": 12, "height": 5, "zIndex": 0}"#)
        let header = LayoutAttributes(kind: .header, indexPath: LayoutIndexPath(item: 0, section: 2), frame: Rect(x: 0, y: 0, width: 9, height: 1))
        XCTAssertTrue(LayoutJSON.line(for: header).hasPrefix(#"{"kind": "header", "category": "supplementaryView", "section": 2"#))
        let background = LayoutAttributes(kind: .background, indexPath: LayoutIndexPath(item: 0, section: 0), frame: .zero)
        XCTAssertTrue(LayoutJSON.line(for: background).hasPrefix(#"{"kind": "background", "category": "decorationView", "#))
    }

    func testAlphaHiddenAndTransformAreWrittenOnlyWhenNotTheDefault() {
        XCTAssertTrue(LayoutJSON.line(for: BadgedLayout.hiddenBadge).hasSuffix(#""width": 7, "height": 3, "zIndex": 1, "isHidden": true}"#))
        var badge = BadgedLayout.shownBadge
        badge.alpha = 0.5
        badge.transform = LayoutTransform(scaleX: 2, y: 1)
        XCTAssertTrue(LayoutJSON.line(for: badge).hasSuffix(
            #""height": 3, "zIndex": 1, "alpha": 0.5, "transform": {"a": 2, "b": 0, "c": 0, "d": 1, "tx": 0, "ty": 0}}"#), LayoutJSON.line(for: badge))
    }

    func testAKindIsEscapedAsAJSONString() {
        var odd = BadgedLayout.shownBadge
        odd.kind = ElementKind("a \"quoted\"\\kind\n\u{1}")
        XCTAssertTrue(LayoutJSON.line(for: odd).hasPrefix(#"{"kind": "a \"quoted\"\\kind\n\u0001", "category""#), LayoutJSON.line(for: odd))
    }

    func testEveryCategoryIsDrawnAndAHiddenBadgeIsNot() {
        let grid = draw(BadgedLayout.elements)
        XCTAssertEqual(grid.lines(trimmingTrailingSpaces: false), [
            "░░░░░░░░┌─────┐░░░░░░░░░░░░░░░",   // the ribbon under everything; badge 0.1 (x 23..<30) hidden
            "░┌──────│b    │░┌───────────┐░",   // badge 0.0 (zIndex 1) over cell 0.0: its kind's initial
            "░│0.0   └─────┘░│0.1        │░",
            "░│          │░░░│           │░",
            "░│          │░░░│           │░",
            "░└──────────┘░░░└───────────┘░",
            "░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
            "░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
        ])
        XCTAssertTrue(grid[0, 0].style.dim, "a decoration is shaded dim, as a background")
        XCTAssertFalse(grid[9, 1].style.dim, "a badge at alpha 1 is not dim")
        // Shown, the hidden badge is drawn where it is laid out; at alpha 0 it is not.
        var shown = BadgedLayout.hiddenBadge
        shown.isHidden = false
        XCTAssertEqual(draw([shown]).lines(trimmingTrailingSpaces: true)[1], String(repeating: " ", count: 23) + "│b    │")
        shown.alpha = 0
        XCTAssertEqual(draw([shown]).lines(trimmingTrailingSpaces: true), Array(repeating: "", count: 8))
    }

    func testAlphaBelowOneDrawsDim() {
        var cell = BadgedLayout.cellAttributes[0]
        XCTAssertFalse(draw([cell])[1, 1].style.dim)
        cell.alpha = 0.4
        let grid = draw([cell])
        XCTAssertEqual(grid[1, 1].symbol, "┌")
        XCTAssertTrue(grid[1, 1].style.dim, "alpha below 1 draws dim")
    }

    func testATransformedElementIsDrawnAtTheBoxAroundItsTransformedFrame() {
        var badge = BadgedLayout.shownBadge   // (8, 0, 7, 3): centre (11.5, 1.5)
        badge.transform = LayoutTransform(scaleX: 1, y: 2).concatenating(LayoutTransform(translationX: 2, y: 2))
        // Twice as tall about y 1.5 (-1.5 ..< 4.5), then 2 right and 2 down.
        XCTAssertEqual(badge.transformedFrame, Rect(x: 10, y: 0.5, width: 7, height: 6))
        XCTAssertEqual(draw([badge]).lines(trimmingTrailingSpaces: true), [
            "",
            "          ┌─────┐",   // rows floor(0.5 + 0.5) ..< floor(6.5 + 0.5)
            "          │b    │",
            "          │     │",
            "          │     │",
            "          │     │",
            "          └─────┘",
            "",
        ])
    }

    func testDecorationsDrawUnderCellsAndBadgesOverThemAtEqualZIndex() {
        var ribbon = BadgedLayout.ribbonAttributes, badge = BadgedLayout.shownBadge
        ribbon.zIndex = 0
        badge.zIndex = 0
        let cell = BadgedLayout.cellAttributes[0]
        let elements = [badge, cell, ribbon]
        XCTAssertEqual(Rasterizer.drawingOrder(elements).map { elements[$0].kind }, [BadgedLayout.ribbon, .cell, BadgedLayout.badge])
        let header = LayoutAttributes(kind: .header, indexPath: LayoutIndexPath(item: 0, section: 0), frame: .zero)
        let footer = LayoutAttributes(kind: .footer, indexPath: LayoutIndexPath(item: 0, section: 0), frame: .zero)
        XCTAssertEqual([ribbon, cell, footer, badge, header].map(Rasterizer.drawingRank), [0, 1, 2, 3, 4])
    }
}
