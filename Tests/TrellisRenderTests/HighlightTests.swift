import XCTest
import TrellisTesting
import TrellisLayout
@testable import TrellisRender

/// ``CellHighlights``: marked cells (search matches) drawn in reverse bold, the predicate asked
/// only for the cells drawn, an overlapping cell keeping its warning look.
final class HighlightTests: XCTestCase {
    /// Titles and texts for the snapshot.
    private struct Labels: RenderLabels {
        func title(forItemAt indexPath: LayoutIndexPath) -> String? { ["fern", "moss", "Fernando", nil][indexPath.item] }
        func textLines(forItemAt indexPath: LayoutIndexPath, width: Double) -> [String]? {
            indexPath.item == 3 ? ["a fern", "here"] : nil
        }
    }

    func testMatchesAreDrawnInReverseBold() {
        var rasterizer = Rasterizer(labels: Labels())
        var asked: [LayoutIndexPath] = []
        rasterizer.highlights = CellHighlights { indexPath in
            asked.append(indexPath)
            return indexPath.item != 1
        }
        var grid = CellGrid(width: 30, height: 9)
        let elements = [cell(0, 0, 0, 10, 3), cell(1, 10, 0, 10, 3), cell(2, 20, 0, 10, 3), cell(3, 0, 3, 12, 4),
                        cell(4, 0, 40, 10, 3)]   // off screen: never asked
        rasterizer.draw(elements, offset: .zero, in: CellRect(x: 0, y: 0, width: 30, height: 8), of: &grid)
        assertGridSnapshot(of: grid)
        XCTAssertEqual(Set(asked), Set((0..<4).map { LayoutIndexPath(item: $0, section: 0) }), "only the cells drawn are asked")
        XCTAssertEqual(grid[1, 0].style, CellHighlights.matchStyle)
        XCTAssertEqual(grid[11, 0].style, .plain)
    }

    func testAnOverlappingMatchKeepsTheWarningLook() {
        var rasterizer = Rasterizer()
        rasterizer.highlights = CellHighlights { _ in true }
        var grid = CellGrid(width: 12, height: 4)
        rasterizer.draw([cell(0, 0, 0, 8, 4), cell(1, 4, 0, 8, 4)], offset: .zero, in: grid.area, of: &grid)
        XCTAssertEqual(grid[0, 0].style, Rasterizer.warningStyle)
    }
}
