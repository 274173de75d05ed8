import XCTest
import TrellisTesting
import TrellisLayout
@testable import TrellisRender

/// The selection outline of inspect mode (``Rasterizer/drawSelection(_:offset:in:of:)``): a
/// double-line border over what was drawn, nothing moved. Update with `TRELLIS_RECORD=1`
/// and review `__Snapshots__/SelectionSnapshotTests/*.txt` by eye.
final class SelectionSnapshotTests: XCTestCase {
    private let labels = StaticLabels(items: [LayoutIndexPath(item: 1, section: 0): "Dawn"])

    private func elements() -> [LayoutAttributes] {
        [LayoutAttributes(kind: .header, indexPath: LayoutIndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 24, height: 1), zIndex: 10),
         cell(0, 0, 1, 8, 4), cell(1, 8, 1, 10, 4), cell(2, 18, 1, 6, 1), cell(3, 0.4, 5.4, 9.2, 2.9)]
    }

    /// The grid with `selected` (an index into ``elements()``) outlined, content drawn from `offsetY`.
    private func render(selecting selected: Int, offsetY: Double = 0, height: Int = 9) -> CellGrid {
        var grid = CellGrid(width: 24, height: height)
        let offset = Point(x: 0, y: offsetY)
        Rasterizer(labels: labels).draw(elements(), offset: offset, in: grid.area, of: &grid)
        Rasterizer.drawSelection(elements()[selected].frame, offset: offset, in: grid.area, of: &grid)
        return grid
    }

    func testABoxGetsADoubleBorderAndKeepsItsLabel() {
        assertGridSnapshot(of: render(selecting: 2))
    }

    func testAOneRowHeaderAndCellAreBoldWithReverseFlipped() {
        var grid = render(selecting: 0)
        Rasterizer.drawSelection(elements()[3].frame, offset: .zero, in: grid.area, of: &grid)
        assertGridSnapshot(of: grid)
    }

    func testAFractionalBoxCutAtTheBottom() {
        assertGridSnapshot(of: render(selecting: 4, height: 7))
    }

    func testNothingMovesOnlyTheBorderChanges() {
        var plain = CellGrid(width: 24, height: 9)
        Rasterizer(labels: labels).draw(elements(), offset: .zero, in: plain.area, of: &plain)
        let selected = render(selecting: 1)
        for y in 0..<plain.height {
            for x in 0..<plain.width {
                let onBorder = (x == 0 || x == 7) && (1...4).contains(y) || (y == 1 || y == 4) && (0...7).contains(x)
                if !onBorder { XCTAssertEqual(selected[x, y], plain[x, y], "cell \(x),\(y) changed") }
            }
        }
        XCTAssertEqual(selected[0, 1].symbol, "╔")
        XCTAssertEqual(selected[7, 4].symbol, "╝")
        XCTAssertEqual(selected[1, 2].symbol, plain[1, 2].symbol, "the label stays")
    }

    /// A title in the top border keeps the spaces between its words (issue 23: `╔App═of═the═Day═══`),
    /// as the overlap outline does; the border's blanks past the text become the double line, and
    /// a header bar's title keeps its spaces too.
    func testATitleInTheBorderKeepsItsSpaces() {
        let labels = StaticLabels(items: [LayoutIndexPath(item: 0, section: 0): "App of the Day"], sections: [0: "Top picks"])
        let elements = [LayoutAttributes(kind: .header, indexPath: LayoutIndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 20, height: 3)),
                        cell(0, 0, 3, 20, 2)]
        var grid = CellGrid(width: 20, height: 5)
        Rasterizer(labels: labels).draw(elements, offset: .zero, in: grid.area, of: &grid)
        XCTAssertEqual(grid.plainText().components(separatedBy: "\n")[3], "┌App of the Day────┐", "drawn as written")
        for element in elements {
            Rasterizer.drawSelection(element.frame, offset: .zero, in: grid.area, of: &grid)
        }
        let rows = grid.plainText().components(separatedBy: "\n")
        XCTAssertEqual(rows[0], "╔Top picks═════════╗")
        XCTAssertEqual(rows[3], "╔App of the Day════╗")
        XCTAssertEqual(rows[4], "╚══════════════════╝")
    }

    func testAFrameOffTheAreaChangesNothing() {
        var grid = CellGrid(width: 24, height: 9)
        Rasterizer(labels: labels).draw(elements(), offset: .zero, in: grid.area, of: &grid)
        let before = grid
        Rasterizer.drawSelection(Rect(x: 0, y: 40, width: 5, height: 5), offset: .zero, in: grid.area, of: &grid)
        Rasterizer.drawSelection(Rect(x: 3, y: 3, width: 0.2, height: 0.2), offset: .zero, in: grid.area, of: &grid)
        XCTAssertEqual(grid, before)
    }
}
