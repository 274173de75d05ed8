import XCTest
import TrellisTesting
import TrellisLayout
@testable import TrellisRender

/// Labels with item text given as lines, as a data source that sizes cells to their text gives them.
private struct TextLabels: RenderLabels {
    var titles: [LayoutIndexPath: String] = [:]
    var texts: [LayoutIndexPath: [String]] = [:]

    func title(forItemAt indexPath: LayoutIndexPath) -> String? { titles[indexPath] }
    func textLines(forItemAt indexPath: LayoutIndexPath, width: Double) -> [String]? { texts[indexPath] }
}

/// Cells whose items have text: the title in the top border, the lines inside.
final class TextCellSnapshotTests: XCTestCase {
    private func path(_ item: Int) -> LayoutIndexPath { LayoutIndexPath(item: item, section: 0) }

    private func render(_ elements: [LayoutAttributes], width: Int, height: Int, offsetY: Double = 0,
                        labels: TextLabels) -> CellGrid {
        var grid = CellGrid(width: width, height: height)
        Rasterizer(labels: labels).draw(elements, offset: Point(x: 0, y: offsetY), in: grid.area, of: &grid)
        return grid
    }

    func testTextCells() {
        let labels = TextLabels(
            titles: [path(0): "Dawn", path(2): "A title longer than the box", path(4): "Two rows", path(5): ""],
            texts: [path(0): ["a quiet", "lake at", "dawn"],
                    path(1): ["no title:", "text only"],
                    path(2): ["西湖的早晨，", "薄雾"],
                    path(3): ["more lines", "than rows", "hidden"],
                    path(4): ["first line", "second"],
                    path(5): ["", "blank first"],
                    path(6): ["one row"]])
        let grid = render([
            cell(0, 0, 0, 11, 5),      // title in the border, three lines: exactly sized
            cell(1, 12, 0, 12, 4),     // no title: the lines only, no index path
            cell(2, 25, 0, 14, 4),     // long title cut with …, CJK lines
            cell(3, 0, 6, 12, 4),      // 3 lines in 2 rows: the last row ends in …
            cell(4, 13, 6, 12, 2),     // 2 rows: the title as the label, in the top border
            cell(5, 26, 6, 13, 4),     // an empty title counts as none; an empty first line
            cell(6, 13, 9, 12, 1),     // 1 row: the first line between brackets
        ], width: 40, height: 10, labels: labels)
        assertGridSnapshot(of: grid)
    }

    func testTextCellClippedAtTheTop() {
        let labels = TextLabels(titles: [path(0): "Notes"], texts: [path(0): ["one", "two", "three", "four"]])
        let grid = render([cell(0, 1, 0, 10, 6)], width: 12, height: 4, offsetY: 2, labels: labels)
        assertGridSnapshot(of: grid)
    }

    func testOverlappingTextCellsAreStillWarnedAbout() {
        let labels = TextLabels(texts: [path(0): ["under"], path(1): ["over"]])
        let grid = render([cell(0, 0, 0, 10, 3), cell(1, 5, 1, 10, 3)], width: 16, height: 4, labels: labels)
        assertGridSnapshot(of: grid)
    }

    func testTheRasterizerAsksForTheFrameWidth() {
        final class Recorder: RenderLabels {
            var widths: [Double] = []
            func textLines(forItemAt indexPath: LayoutIndexPath, width: Double) -> [String]? {
                widths.append(width)
                return ["x"]
            }
        }
        let recorder = Recorder()
        var grid = CellGrid(width: 30, height: 5)
        Rasterizer(labels: recorder).draw([cell(0, 0.4, 0, 12.7, 3)], offset: .zero, in: grid.area, of: &grid)
        XCTAssertEqual(recorder.widths, [12.7], "the width the layout sized the cell at, not the rounded one")
    }

    /// Labels that record which lines the rasterizer asks for, and refuse to wrap a whole text or
    /// the lines before those on screen.
    private final class LineCountingLabels: RenderLabels {
        var ranges: [Range<Int>] = []
        func textLines(forItemAt indexPath: LayoutIndexPath, width: Double) -> [String]? {
            XCTFail("the rasterizer asked for every line of a text")
            return nil
        }
        func textLines(forItemAt indexPath: LayoutIndexPath, width: Double, limit: Int) -> [String]? {
            XCTFail("the rasterizer asked for the lines from the top of a text")
            return nil
        }
        func textLines(forItemAt indexPath: LayoutIndexPath, width: Double, lines range: Range<Int>) -> [String]? {
            ranges.append(range)
            return range.clamped(to: 0..<100_000).map { "line \($0)" }
        }
    }

    /// A cell only asks its data source for the lines it shows (and one more, for the `…`), so a
    /// huge text costs a frame what is on screen, however deep it is scrolled (QA of issue 12,
    /// finding 4; issue 12 §5).
    func testACellAsksOnlyForTheLinesItShows() {
        let labels = LineCountingLabels()
        var grid = CellGrid(width: 20, height: 10)
        // 100,000 interior rows, 10 on screen from the top, then from the middle.
        Rasterizer(labels: labels).draw([cell(0, 0, 0, 12, 100_002)], offset: Point(x: 0, y: 0), in: grid.area, of: &grid)
        XCTAssertEqual(grid.lines()[9], "│line 8    │")
        Rasterizer(labels: labels).draw([cell(0, 0, 0, 12, 100_002)], offset: Point(x: 0, y: 500), in: grid.area, of: &grid)
        XCTAssertEqual(grid.lines()[0], "│line 499  │", "interior row 499 is at the top")
        XCTAssertEqual(grid.lines()[9], "│line 508  │")
        // Near the end: the last interior row on screen asks for one more line, for the `…`.
        Rasterizer(labels: labels).draw([cell(0, 0, 0, 12, 100_002)], offset: Point(x: 0, y: 99_993), in: grid.area,
                                        of: &grid)
        XCTAssertEqual(grid.lines()[7], "│line 99999│")
        XCTAssertEqual(grid.lines()[8], "└──────────┘")
        XCTAssertEqual(labels.ranges, [0..<9, 499..<509, 99_992..<100_001])
        // A cell wholly on screen asks for one line more than its rows, to end the last in `…`.
        let small = LineCountingLabels()
        grid = CellGrid(width: 20, height: 10)
        Rasterizer(labels: small).draw([cell(0, 0, 0, 12, 5)], offset: Point(x: 0, y: 0), in: grid.area, of: &grid)
        XCTAssertEqual(small.ranges, [0..<4])
        XCTAssertEqual(grid.lines(trimmingTrailingSpaces: false)[3], "│line 2…   │" + String(repeating: " ", count: 8))
        // A box under 3 rows shows its first line.
        let tiny = LineCountingLabels()
        Rasterizer(labels: tiny).draw([cell(0, 0, 0, 12, 1)], offset: Point(x: 0, y: 0), in: grid.area, of: &grid)
        XCTAssertEqual(tiny.ranges, [0..<1])
        // Only a border on screen: no line at all.
        let border = LineCountingLabels()
        Rasterizer(labels: border).draw([cell(0, 0, 0, 12, 20)], offset: Point(x: 0, y: 19), in: grid.area, of: &grid)
        XCTAssertEqual(border.ranges, [18..<18])
    }

    /// A source that answers only the first `limit` lines (the protocol's default range answer
    /// takes them and drops those above the screen) draws the same deep rows.
    func testTheDefaultRangeAnswerDropsTheLinesAboveTheScreen() {
        final class FirstLines: RenderLabels {
            var limits: [Int] = []
            func textLines(forItemAt indexPath: LayoutIndexPath, width: Double, limit: Int) -> [String]? {
                limits.append(limit)
                return (0..<min(limit, 1_000)).map { "line \($0)" }
            }
        }
        let labels = FirstLines()
        var grid = CellGrid(width: 20, height: 10)
        Rasterizer(labels: labels).draw([cell(0, 0, 0, 12, 1_002)], offset: Point(x: 0, y: 500), in: grid.area, of: &grid)
        XCTAssertEqual(grid.lines()[0], "│line 499  │")
        XCTAssertEqual(grid.lines()[9], "│line 508  │")
        XCTAssertEqual(labels.limits, [509])
    }
}
