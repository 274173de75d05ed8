import XCTest
import TrellisTesting
import TrellisLayout
import TrellisPreview
@testable import TrellisRender

/// Golden snapshots of the rasterizer, pinned with TrellisTesting in
/// `__Snapshots__/RasterizerSnapshotTests/`. Update with `TRELLIS_RECORD=1` and review every
/// changed file by eye before keeping it.
final class RasterizerSnapshotTests: XCTestCase {
    private func render(_ elements: [LayoutAttributes], width: Int, height: Int, offsetY: Double = 0,
                        labels: any RenderLabels = NoLabels()) -> CellGrid {
        var grid = CellGrid(width: width, height: height)
        Rasterizer(labels: labels).draw(elements, offset: Point(x: 0, y: offsetY), in: grid.area, of: &grid)
        return grid
    }

    func testBoxes() {
        let labels = StaticLabels(items: [LayoutIndexPath(item: 1, section: 0): "Photo of a long title"])
        let grid = render([
            cell(0, 0, 0, 8, 4),
            cell(1, 8, 0, 12, 4),        // shares its left edge with item 0
            cell(2, 0, 4, 20, 3),        // shares its top edge with both
            cell(3, 20, 0, 6, 7),
            cell(4, 0.4, 7.4, 9.2, 2.9), // fractional: columns 0..<10, rows 7..<10
        ], width: 28, height: 11, labels: labels)
        assertGridSnapshot(of: grid)
    }

    func testClippedAtTop() {
        let grid = render([cell(0, 1, 0, 10, 5), cell(1, 12, 3, 10, 4)], width: 24, height: 6, offsetY: 2)
        assertGridSnapshot(of: grid)
    }

    func testClippedAtBottom() {
        let grid = render([cell(0, 1, 2, 10, 5), cell(1, 12, 4, 10, 1)], width: 24, height: 5)
        assertGridSnapshot(of: grid)
    }

    func testClippedAtLeft() {
        let grid = render([cell(0, -4, 0, 10, 4), cell(1, -1, 4, 1, 2), cell(2, -3, 6, 7, 1)], width: 16, height: 7)
        assertGridSnapshot(of: grid)
    }

    func testClippedAtRight() {
        let labels = StaticLabels(items: [LayoutIndexPath(item: 1, section: 0): "中文标签"])
        let grid = render([cell(0, 8, 0, 12, 4), cell(1, 10, 4, 12, 3)], width: 16, height: 7, labels: labels)
        assertGridSnapshot(of: grid)
    }

    func testThinItems() {
        let grid = render([
            cell(0, 0, 0, 12, 1),    // [0.0       ]
            cell(1, 13, 0, 2, 1),    // []
            cell(2, 16, 0, 1, 1),    // ▪
            cell(3, 0, 2, 1, 4),     // │
            cell(4, 2, 2, 2, 2),     // ┌┐ └┘
            cell(5, 5, 2, 8, 2),     // label in the top border
            cell(6, 14, 2, 3, 1),    // […]: one column for the label
            cell(7, 2, 5, 4, 1),
            cell(8, 8, 5, 0.4, 3),   // thinner than half a cell: nothing
        ], width: 20, height: 7)
        assertGridSnapshot(of: grid)
    }

    func testOverlappingPair() {
        let grid = render([cell(0, 0, 0, 10, 4), cell(1, 6, 2, 10, 4), cell(2, 17, 0, 6, 6)], width: 24, height: 7)
        assertGridSnapshot(of: grid)
    }

    func testChineseLabels() {
        let labels = StaticLabels(items: [
            LayoutIndexPath(item: 0, section: 0): "中文标签",
            LayoutIndexPath(item: 1, section: 0): "日本語のテキスト",
            LayoutIndexPath(item: 2, section: 0): "한국어",
            LayoutIndexPath(item: 3, section: 0): "中文",
            LayoutIndexPath(item: 4, section: 0): "絵文字👍🏽",
        ], sections: [0: "相册"])
        let grid = render([
            supplementary(.header, section: 0, 0, 0, 24, 1),
            cell(0, 0, 1, 10, 3),    // 8 interior columns: fits exactly
            cell(1, 10, 1, 9, 3),    // 7 columns: 日本語… (7)
            cell(2, 19, 1, 5, 3),    // 3 columns: 한… (3)
            cell(3, 0, 4, 5, 3),     // 3 columns: 中… (3)
            cell(4, 5, 4, 12, 1),    // [絵文字👍🏽]
        ], width: 24, height: 7, labels: labels)
        assertGridSnapshot(of: grid)
    }

    func testHeadersFootersAndBackgrounds() {
        let labels = StaticLabels(sections: [1: "Travel"])
        let grid = render([
            supplementary(.background, section: 0, 0, 0, 30, 7),
            supplementary(.header, section: 0, 0, 0, 30, 1),
            cell(0, section: 0, 1, 1, 13, 3),
            cell(1, section: 0, 16, 1, 13, 3),
            supplementary(.footer, section: 0, 0, 6, 30, 1),
            supplementary(.header, section: 1, 0, 7, 30, 2),
            cell(0, section: 1, 0, 9, 30, 3),
            supplementary(.footer, section: 1, 0, 12, 30, 1),
            supplementary(.header, section: 2, 0, 13, 2, 1),   // too narrow for padding
        ].reversed(), width: 30, height: 14, labels: labels)
        assertGridSnapshot(of: grid)
    }

    func testDrawOrderFollowsZIndex() {
        var pinned = supplementary(.header, section: 0, 0, 2, 12, 1)
        pinned.zIndex = 20
        var low = cell(1, 0, 0, 12, 5)
        low.zIndex = -5
        let grid = render([pinned, cell(0, 2, 1, 8, 3), low], width: 14, height: 5)
        assertGridSnapshot(of: grid)
    }

    func testScreens() {
        let layout = StubLayout.grid(count: 30, itemWidth: 10, itemHeight: 3)
        let composer = ScreenComposer(title: "Gallery", layoutName: "StubLayout",
                                      numberOfSections: 1, numberOfItems: 30)
        let viewport = Viewport(layout: layout, size: .zero)
        for (columns, rows) in [(1, 1), (2, 2), (0, 0), (3, 0), (40, 1), (40, 8)] {
            viewport.fitToScreen(width: columns, height: rows)
            let grid = composer.renderScreen(viewport: viewport, width: columns, height: rows,
                                             lastFrameTime: .microseconds(120))
            XCTAssertEqual(grid.width, columns)
            XCTAssertEqual(grid.height, rows)
            assertGridSnapshot(of: grid, named: "\(columns)x\(rows)")
        }
    }

    func testFullScreen80x24() {
        let layout = StubLayout { width in
            var elements = [supplementary(.header, section: 0, 0, 0, width, 1)]
            elements += (0..<60).map { index in
                cell(index, Double(index % 4) * 20, 1 + Double(index / 4) * 3, 20, 3)
            }
            return elements
        }
        let labels = StaticLabels(items: [LayoutIndexPath(item: 5, section: 0): "Sunset over the bay"],
                                  sections: [0: "Holidays"])
        let composer = ScreenComposer(title: "Gallery", layoutName: "StubLayout",
                                      numberOfSections: 1, numberOfItems: 60, labels: labels)
        let viewport = Viewport(layout: layout, size: .zero)
        viewport.fitToScreen(width: 80, height: 24)
        var grid = composer.renderScreen(viewport: viewport, width: 80, height: 24,
                                         lastFrameTime: .microseconds(123))
        assertGridSnapshot(of: grid, named: "top")
        viewport.scroll(byLines: 5)
        grid = composer.renderScreen(viewport: viewport, width: 80, height: 24,
                                     lastFrameTime: .microseconds(87))
        assertGridSnapshot(of: grid, named: "offset5")
    }
}

extension RasterizerSnapshotTests {
    func testHorizontalOffset() {
        var grid = CellGrid(width: 16, height: 4)
        Rasterizer().draw([cell(0, 0, 0, 10, 4), cell(1, 10, 0, 10, 4)], offset: Point(x: 6, y: 0),
                          in: grid.area, of: &grid)
        assertGridSnapshot(of: grid)
    }
}
