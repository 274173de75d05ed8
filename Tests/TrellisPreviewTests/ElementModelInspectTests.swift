import XCTest
import TrellisLayout
import TrellisTestSupport
@testable import TrellisPreview
import TrellisPreviewTestSupport

/// Inspect mode over a layout with a badge on each item and a decoration of its own kind
/// (``BadgedLayout``): a click selects a badge or the decoration; the arrows move among cells
/// (and boundary items), never to a badge or a decoration; Tab reaches the badge after its cell
/// and the decoration after its section's content; the panel names each element's kind,
/// category and zIndex, and says when it is hidden.
final class ElementModelInspectTests: XCTestCase {
    private let badge0 = Inspection.Element(category: .supplementaryView, kind: BadgedLayout.badge, indexPath: LayoutIndexPath(item: 0, section: 0))
    private let ribbon = Inspection.Element(category: .decorationView, kind: BadgedLayout.ribbon, indexPath: LayoutIndexPath(item: 0, section: 0))
    private let cell0 = Inspection.Element(kind: .cell, indexPath: LayoutIndexPath(item: 0, section: 0))
    private let cell1 = Inspection.Element(kind: .cell, indexPath: LayoutIndexPath(item: 1, section: 0))

    private func session() -> PreviewSession {
        PreviewSession(pages: [PreviewPage(title: "Badges", layout: BadgedLayout.layout(), label: { "\($0)" })], width: 80, height: 24)
    }

    private func panel(_ s: PreviewSession) -> String {
        s.screenLines(trimmingTrailingSpaces: true).joined(separator: "\n")
    }

    func testAClickSelectsTheBadgeOrTheDecorationAndThePanelNamesIt() {
        let s = session()
        s.press("i")
        XCTAssertEqual(s.selection, cell0)
        XCTAssertTrue(panel(s).contains("\n cell 0.0\n"), panel(s))
        s.press(.mouseClick(x: 10, y: 1))   // the badge's label, over cell 0.0's top border
        XCTAssertEqual(s.selection, badge0)
        XCTAssertTrue(panel(s).contains("\n badge 0.0 · supplementary view · badge\n"), panel(s))
        XCTAssertTrue(panel(s).contains("\n frame  x 8.00  y 0.00  width 7.00  height 3.00  zIndex 1\n"), panel(s))
        s.press(.mouseClick(x: 0, y: 7))    // nothing over the ribbon there
        XCTAssertEqual(s.selection, ribbon)
        XCTAssertTrue(panel(s).contains("\n ribbon 0.0 · decoration view\n"), panel(s))
        s.press(.mouseClick(x: 25, y: 1))   // where the hidden badge is laid out: cell 0.1's border is drawn there
        XCTAssertEqual(s.selection, cell1)
    }

    func testArrowsMoveAmongCellsAndTabReachesBadgesAndDecorations() {
        let s = session()
        s.press("i")
        s.press(.character("l"))
        XCTAssertEqual(s.selection, cell1, "right of cell 0.0: cell 0.1, past its badge")
        s.press(.character("h"))
        XCTAssertEqual(s.selection, cell0)
        s.press(.key(.tab))
        XCTAssertEqual(s.selection, badge0, "Tab: the cell's badge after the cell")
        s.press(.key(.tab))
        XCTAssertEqual(s.selection, cell1, "then the next cell (its badge is hidden)")
        s.press(.key(.tab))
        XCTAssertEqual(s.selection, ribbon, "the section's decoration after its content")
        s.press(.key(.tab))
        XCTAssertEqual(s.selection, ribbon, "nothing after it")
        XCTAssertTrue(s.message?.hasPrefix("no next item within 8 screens") == true, "a page without counts: \(s.message ?? "")")
        s.press(.key(.backTab))
        XCTAssertEqual(s.selection, cell1)
        s.press(.key(.backTab))
        XCTAssertEqual(s.selection, badge0, "Shift-Tab: the previous cell's last badge")
        s.press(.key(.backTab))
        XCTAssertEqual(s.selection, cell0)
        s.press(.key(.backTab))
        XCTAssertEqual(s.selection, cell0, "nothing before the first cell")
        XCTAssertEqual(s.message, "no previous item: this is the first")
        s.inspectMode.select(badge0)
        s.press(.character("l"))
        XCTAssertEqual(s.selection, cell1, "an arrow from a badge moves to a cell")
    }

    func testThePanelSaysWhatIsNotTheDefault() {
        let s = session()
        s.press("i")
        s.inspectMode.select(Inspection.Element(category: .supplementaryView, kind: BadgedLayout.badge, indexPath: LayoutIndexPath(item: 1, section: 0)))
        XCTAssertTrue(panel(s).contains("\n frame  x 23.00  y 0.00  width 7.00  height 3.00  zIndex 1  hidden yes\n"), panel(s))
        var faded = BadgedLayout.shownBadge
        faded.alpha = 0.25
        faded.transform = LayoutTransform(translationX: 1, y: 0)
        let lines = InspectorPanel.lines((faded, InspectorFacts()), width: 120, tall: false)
        XCTAssertEqual(lines[0], "badge 0.0 · supplementary view")
        XCTAssertEqual(lines[1], "frame  x 8.00  y 0.00  width 7.00  height 3.00  zIndex 1  alpha 0.25  transform a 1 b 0 c 0 d 1 tx 1 ty 0")
        let tall = InspectorPanel.lines((faded, InspectorFacts()), width: 40, tall: true)
        XCTAssertEqual(Array(tall[5...7]), ["zIndex 1", "alpha  0.25", "transform a 1 b 0 c 0 d 1 tx 1 ty 0"])
        XCTAssertEqual(InspectorPanel.lines((BadgedLayout.cellAttributes[0], InspectorFacts()), width: 40, tall: true)[6], "title   —",
                       "nothing more for a cell at the defaults but its zIndex")
    }

    func testMovesGoToABadgeNeverToADecorationOrAHiddenBadge() {
        let layout = BadgedLayout.layout()
        layout.prepare()
        let cell0 = BadgedLayout.cellAttributes[0], cell1 = BadgedLayout.cellAttributes[1]
        XCTAssertEqual(FocusSearch.nearest(to: cell0, direction: .right, in: layout), BadgedLayout.shownBadge,
                       "the badge over cell 0.0's corner lies right of it")
        XCTAssertEqual(FocusSearch.nearest(to: BadgedLayout.shownBadge, direction: .right, in: layout), cell1,
                       "past the hidden badge 0.1")
        XCTAssertEqual(FocusSearch.nearest(to: cell1, direction: .left, in: layout), BadgedLayout.shownBadge)
        let below = LayoutAttributes(category: .decorationView, kind: BadgedLayout.ribbon, indexPath: LayoutIndexPath(item: 0, section: 0),
                                     frame: Rect(x: 0, y: 7, width: 30, height: 1))
        let withRibbonBelow = StubLayout(attributes: [cell0, below])
        withRibbonBelow.prepare()
        XCTAssertNil(FocusSearch.nearest(to: cell0, direction: .down, in: withRibbonBelow), "a decoration below is never moved to")
        var shownBelow = below
        shownBelow.category = .supplementaryView
        XCTAssertEqual(FocusSearch.nearest(to: cell0, direction: .down, in: StubLayout(attributes: [cell0, shownBelow])), shownBelow,
                       "the same frame as a supplementary view is")
    }
}
