import TrellisRender
import TrellisTestSupport
import XCTest
@testable import TrellisTerminal

/// A screen drawn frame after frame by the differ (only changed cells, scrolled content) shows
/// exactly what the same grid drawn whole on a fresh screen shows.
final class FrameDifferTests: XCTestCase {
    /// A model of a terminal screen: what each column shows. Writing over half of a wide
    /// character blanks its other half, as terminals do.
    private final class ModelScreen: ScreenWriter {
        var columns: Int, rows: Int
        var cells: [Cell]
        var puts = 0, repaints: [Int] = [], scrolls: [Int] = []

        init(width columns: Int, height rows: Int) {
            self.columns = columns
            self.rows = rows
            cells = Array(repeating: .blank, count: columns * rows)
        }

        private func write(_ cell: Cell, x: Int, y: Int) {
            let index = y * columns + x
            let old = cells[index]
            if old.width == 0, x > 0, cells[index - 1].width == 2 { cells[index - 1] = .blank }
            if old.width == 2, x + 1 < columns, cells[index + 1].width == 0 { cells[index + 1] = .blank }
            cells[index] = cell
        }

        func put(_ cell: Cell, x: Int, y: Int, room: Int) -> Int {
            puts += 1
            if cell.width == 2 && room >= 2 {
                write(cell, x: x, y: y)
                write(Cell(cluster: .empty, width: 0, style: cell.style), x: x + 1, y: y)
                return 2
            }
            write(cell.width == 1 ? cell : Cell(cluster: .space, width: 1, style: cell.style), x: x, y: y)
            return 1
        }

        func isDisputed(_ cell: Cell) -> Bool { !cell.cluster.isSingleScalar && !cell.cluster.isEmpty }

        func scroll(rows: Int, by lines: Int) -> Bool {
            scrolls.append(lines)
            let old = cells
            for y in 0..<rows {
                for x in 0..<columns {
                    let from = y + lines
                    cells[y * columns + x] = from >= 0 && from < rows ? old[from * columns + x] : .blank
                }
            }
            return true
        }

        func clear() { cells = Array(repeating: .blank, count: columns * rows) }
        func repaint(row y: Int) { repaints.append(y) }
    }

    private static let pieces = ["a", "b", " ", "─", "┌", "中", "文", "👍🏽", "🇫🇷", "é", "✈️", "xyz", "  "]
    private static let styles = [CellStyle.plain, CellStyle(foreground: .red, bold: true), CellStyle(reverse: true)]

    private func randomRow(_ grid: inout CellGrid, y: Int, using generator: inout SeededGenerator) {
        var x = 0
        while x < grid.width {
            let text = Self.pieces.randomElement(using: &generator)!
            x = grid.setString(text, x: x, y: y, style: Self.styles.randomElement(using: &generator)!)
            if Bool.random(using: &generator) { x += 1 }
        }
    }

    private func randomGrid(width columns: Int, height rows: Int, using generator: inout SeededGenerator) -> CellGrid {
        var grid = CellGrid(width: columns, height: rows)
        for y in 0..<rows where Int.random(in: 0..<4, using: &generator) > 0 { randomRow(&grid, y: y, using: &generator) }
        return grid
    }

    private func fullDraw(_ grid: CellGrid, width columns: Int, height rows: Int) -> [Cell] {
        let screen = ModelScreen(width: columns, height: rows)
        var differ = FrameDiffer()
        differ.draw(grid, scrolledRows: 0, screenWidth: columns, screenHeight: rows, to: screen)
        return screen.cells
    }

    func testDiffDrawnScreenEqualsAFullRedraw() {
        for seed in UInt64(1)...40 {
            var generator = SeededGenerator(seed: seed)
            var columns = Int.random(in: 1...30, using: &generator), rows = Int.random(in: 1...12, using: &generator)
            var screen = ModelScreen(width: columns, height: rows)
            var differ = FrameDiffer()
            var grid = randomGrid(width: columns, height: rows, using: &generator)
            for step in 0..<30 {
                var hint = 0
                switch Int.random(in: 0..<10, using: &generator) {
                case 0:
                    grid = randomGrid(width: columns, height: rows, using: &generator)
                case 1:  // the terminal was resized: a new screen, a grid of the new size
                    columns = Int.random(in: 1...30, using: &generator)
                    rows = Int.random(in: 1...12, using: &generator)
                    let old = screen.cells, oldColumns = screen.columns, oldRows = screen.rows
                    screen = ModelScreen(width: columns, height: rows)
                    for y in 0..<min(rows, oldRows) {
                        for x in 0..<min(columns, oldColumns) { screen.cells[y * columns + x] = old[y * oldColumns + x] }
                    }
                    grid = randomGrid(width: columns, height: rows, using: &generator)
                case 2:  // a grid that does not match the screen
                    grid = randomGrid(width: Int.random(in: 0...32, using: &generator),
                                      height: Int.random(in: 0...14, using: &generator), using: &generator)
                case 3...6:  // a true scroll, the hint right
                    hint = Int.random(in: -rows...rows, using: &generator)
                    if grid.width == columns && grid.height == rows { grid = grid.scrolled(by: hint) { randomRow(&$0, y: $1, using: &generator) } }
                case 7:  // a wrong hint
                    hint = Int.random(in: -rows...rows, using: &generator)
                    randomRow(&grid, y: Int.random(in: 0..<max(1, grid.height), using: &generator) % max(1, grid.height),
                              using: &generator)
                default:  // a few cells changed
                    if grid.height > 0 { randomRow(&grid, y: Int.random(in: 0..<grid.height, using: &generator), using: &generator) }
                }
                differ.draw(grid, scrolledRows: hint, screenWidth: columns, screenHeight: rows, to: screen)
                XCTAssertEqual(screen.cells, fullDraw(grid, width: columns, height: rows),
                               "seed \(seed), step \(step), \(columns)x\(rows), grid \(grid.width)x\(grid.height), hint \(hint)")
            }
        }
    }

    /// A scroll by k writes only the k exposed rows and the status line.
    func testScrollWritesOnlyTheExposedRowsAndTheStatusLine() {
        let columns = 40, rows = 20
        let screen = ModelScreen(width: columns, height: rows)
        var differ = FrameDiffer()
        var grid = CellGrid(width: columns, height: rows)
        for y in 0..<rows { grid.setString(String(repeating: "row\(y) ", count: 6), x: 0, y: y) }
        differ.draw(grid, scrolledRows: 0, screenWidth: columns, screenHeight: rows, to: screen)
        for k in [1, 3, -2, 1] {
            var next = CellGrid(width: columns, height: rows)
            for y in 0..<(rows - 1) where y + k >= 0 && y + k < rows - 1 {
                for x in 0..<columns { next[x, y] = grid[x, y + k] }
            }
            for y in 0..<(rows - 1) where y + k < 0 || y + k >= rows - 1 { next.setString("new 中文 row \(y)", x: 0, y: y) }
            next.setString("status \(k)", x: 0, y: rows - 1)
            screen.puts = 0
            differ.draw(next, scrolledRows: k, screenWidth: columns, screenHeight: rows, to: screen)
            XCTAssertEqual(screen.scrolls.last, k)
            XCTAssertLessThanOrEqual(screen.puts, (abs(k) + 1) * columns, "scroll by \(k)")
            XCTAssertEqual(screen.cells, fullDraw(next, width: columns, height: rows))
            grid = next
        }
    }

    /// Unchanged frames write nothing; rows with disputed clusters are repainted whole, also the
    /// frame after they held one.
    func testOnlyChangesAndDisputedRowsAreWritten() {
        let screen = ModelScreen(width: 10, height: 3)
        var differ = FrameDiffer()
        var grid = CellGrid(width: 10, height: 3)
        grid.setString("ab 👍🏽 cd", x: 0, y: 1)
        differ.draw(grid, scrolledRows: 0, screenWidth: 10, screenHeight: 3, to: screen)
        XCTAssertEqual(screen.repaints, [1])
        screen.puts = 0
        screen.repaints = []
        grid.setString("x", x: 0, y: 0)
        differ.draw(grid, scrolledRows: 0, screenWidth: 10, screenHeight: 3, to: screen)
        XCTAssertEqual(screen.repaints, [1])
        XCTAssertEqual(screen.puts, 1 + 9, "the changed cell, and the disputed row whole")
        grid.setString("plain text", x: 0, y: 1)
        screen.repaints = []
        differ.draw(grid, scrolledRows: 0, screenWidth: 10, screenHeight: 3, to: screen)
        XCTAssertEqual(screen.repaints, [1], "the row held a disputed cluster in the last frame")
        screen.puts = 0
        screen.repaints = []
        differ.draw(grid, scrolledRows: 0, screenWidth: 10, screenHeight: 3, to: screen)
        XCTAssertEqual(screen.puts, 0)
        XCTAssertEqual(screen.repaints, [])
    }
}
