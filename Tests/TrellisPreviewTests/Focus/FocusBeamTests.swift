import XCTest
@testable import TrellisLayout
@testable import TrellisPreview
import TrellisTestSupport

/// The focus rule's beam and edge distances on the layouts a designer's QA pass tripped over:
/// a full-width header over two columns with a footer (assets/sections.json), a staggered
/// waterfall, rows of tags, a horizontal layout's months; plus ties and empty directions.
final class FocusBeamTests: XCTestCase {
    private func element(_ kind: ElementKind, _ item: Int, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
                         section: Int = 0) -> LayoutAttributes {
        LayoutAttributes(kind: kind, indexPath: LayoutIndexPath(item: item, section: section), frame: Rect(x: x, y: y, width: w, height: h))
    }

    private func move(_ layout: StubLayout, from: LayoutAttributes, _ direction: FocusDirection) -> String? {
        FocusSearch.nearest(to: from, direction: direction, in: layout).map { "\($0.kind.rawValue) \($0.indexPath)" }
    }

    /// sections.json's shape: a header 40 wide over two columns of 19-wide cells, a footer.
    private func sections() -> (StubLayout, header: LayoutAttributes, footer: LayoutAttributes, cells: [LayoutAttributes]) {
        let header = element(.header, 0, 0, 0, 40, 1)
        let cells = (0..<4).map { element(.cell, $0, Double($0 % 2) * 21, 2 + Double($0 / 2) * 6, 19, 5) }
        let footer = element(.footer, 0, 0, 14, 40, 1)
        return (StubLayout(attributes: [header, footer] + cells), header, footer, cells)
    }

    func testRightFromTheFirstCellIsTheCellBesideItNotTheHeader() {
        let (layout, _, _, cells) = sections()
        XCTAssertEqual(move(layout, from: cells[0], .right), "cell 0.1")
        XCTAssertEqual(move(layout, from: cells[1], .left), "cell 0.0")
        XCTAssertEqual(move(layout, from: cells[2], .right), "cell 0.3")
    }

    func testDownFromAFullWidthHeaderIsTheFirstCellNotTheFooter() {
        let (layout, header, footer, cells) = sections()
        XCTAssertEqual(move(layout, from: header, .down), "cell 0.0", "both cells of the first row tie; the lower index path wins")
        XCTAssertEqual(move(layout, from: cells[0], .down), "cell 0.2")
        XCTAssertEqual(move(layout, from: cells[3], .down), "footer 0.0")
        XCTAssertEqual(move(layout, from: footer, .up), "cell 0.2")
        XCTAssertEqual(move(layout, from: cells[1], .up), "header 0.0")
    }

    func testEmptyDirectionsAroundAHeader() {
        let (layout, header, footer, cells) = sections()
        XCTAssertNil(move(layout, from: header, .up))
        XCTAssertNil(move(layout, from: header, .left), "no element starts and ends left of a full-width header")
        XCTAssertNil(move(layout, from: header, .right), "nor right of it")
        XCTAssertNil(move(layout, from: footer, .left))
        XCTAssertNil(move(layout, from: footer, .right))
        XCTAssertNil(move(layout, from: footer, .down))
        XCTAssertNil(move(layout, from: cells[1], .right))
        XCTAssertNil(move(layout, from: cells[0], .left))
    }

    /// QA on sections.json: a move never leaves for a cell of another section in the same column.
    func testASideMoveNeverLandsInTheSameColumnOfTheNextSection() {
        let (_, header, footer, cells) = sections()
        let next = (0..<2).map { element(.cell, $0, Double($0) * 21, 18, 19, 5, section: 1) }
        let layout = StubLayout(attributes: [header, footer] + cells + next)
        XCTAssertNil(move(layout, from: cells[1], .right), "the right column: not 1.1 below")
        XCTAssertNil(move(layout, from: cells[0], .left), "the left column: not 1.0 below")
        XCTAssertNil(move(layout, from: next[0], .left))
        XCTAssertEqual(move(layout, from: next[0], .right), "cell 1.1")
    }

    func testAStaggeredWaterfallMovesToTheOverlappingNeighbour() {
        // Column 0: heights 10, 4; column 1: heights 3, 3, 8. From item 0 (y 0...10) right: the
        // items of column 1 overlapping it are 1 (y 0...3), 3 (y 4...7) and 4 (8...16) in part;
        // all 1 past its edge; the centre nearest across wins: item 3 (centre 5.5 vs 5).
        let layout = StubLayout(attributes: [element(.cell, 0, 0, 0, 9, 10), element(.cell, 1, 10, 0, 9, 3),
                                       element(.cell, 2, 0, 11, 9, 4), element(.cell, 3, 10, 4, 9, 3),
                                       element(.cell, 4, 10, 8, 9, 8)])
        XCTAssertEqual(move(layout, from: layout.attributes[0], .right), "cell 0.3")
        XCTAssertEqual(move(layout, from: layout.attributes[4], .left), "cell 0.2", "y 8...16 overlaps item 2 (11...15) more centrally than item 0")
        XCTAssertEqual(move(layout, from: layout.attributes[1], .down), "cell 0.3", "down the column, not across to item 0's column")
        XCTAssertEqual(move(layout, from: layout.attributes[2], .up), "cell 0.0")
    }

    func testTagRowsMoveAlongTheRowThenToTheRowBelow() {
        // Row 0: tags at x 0, 8, 20 (widths 7, 11, 5); row 1: tags at x 0, 14 (widths 13, 9).
        let layout = StubLayout(attributes: [element(.cell, 0, 0, 0, 7, 1), element(.cell, 1, 8, 0, 11, 1), element(.cell, 2, 20, 0, 5, 1),
                                       element(.cell, 3, 0, 2, 13, 1), element(.cell, 4, 14, 2, 9, 1)])
        XCTAssertEqual(move(layout, from: layout.attributes[0], .right), "cell 0.1", "not the tag below-right")
        XCTAssertEqual(move(layout, from: layout.attributes[2], .right), nil, "the end of the row")
        XCTAssertNil(move(layout, from: layout.attributes[3], .left), "the first of a row: not the first of the row above")
        XCTAssertEqual(move(layout, from: layout.attributes[1], .down), "cell 0.4", "overlaps both tags below by 5; tag 4's centre is nearer (5 vs 7)")
        XCTAssertEqual(move(layout, from: layout.attributes[2], .down), "cell 0.4")
        XCTAssertEqual(move(layout, from: layout.attributes[4], .up), "cell 0.2", "x 14...23 overlaps tags 1 and 2; tag 2's centre is nearer")
    }

    func testAHorizontalLayoutMovesRightAlongTheRowNotDownTheColumn() {
        // Months in columns of two rows: January (0, 0), February (0.5, 6) below it, March (30, 0)
        // beyond a wide gap: February's centre is a little right of January's.
        let layout = StubLayout(attributes: [element(.cell, 0, 0, 0, 10, 5), element(.cell, 1, 0.5, 6, 10, 5),
                                       element(.cell, 2, 30, 0, 10, 5), element(.cell, 3, 30, 6, 10, 5)])
        XCTAssertEqual(move(layout, from: layout.attributes[0], .right), "cell 0.2")
        XCTAssertEqual(move(layout, from: layout.attributes[1], .right), "cell 0.3")
        XCTAssertEqual(move(layout, from: layout.attributes[0], .down), "cell 0.1")
        XCTAssertNil(move(layout, from: layout.attributes[2], .right), "the last column: not the cell below it")
        XCTAssertNil(move(layout, from: layout.attributes[3], .right), "nor the cell above it")
    }

    func testTiesGoToTheNearerCentreAcrossThenTheIndexPath() {
        // Below the selection (x 10...20) two cells touch its beam with gap 2: item 1 at x 4...12
        // (centre offset 7), item 2 at 17...31 (centre offset 9): item 1 wins on offset.
        let from = element(.cell, 0, 10, 0, 10, 2)
        let layout = StubLayout(attributes: [from, element(.cell, 2, 17, 4, 14, 2), element(.cell, 1, 4, 4, 8, 2)])
        XCTAssertEqual(move(layout, from: from, .down), "cell 0.1")
        // Equal offsets: the lower index path.
        let even = StubLayout(attributes: [from, element(.cell, 5, 18, 4, 10, 2), element(.cell, 3, 2, 4, 10, 2)])
        XCTAssertEqual(move(even, from: from, .down), "cell 0.3")
    }
}
