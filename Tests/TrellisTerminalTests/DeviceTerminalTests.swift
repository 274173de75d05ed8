import CNcursesw
import CTrellisTerminal
import TrellisRender
import TrellisTestSupport
import XCTest
@testable import TrellisTerminal
#if canImport(Glibc)
import Glibc
#endif

/// The lean frame through real ncurses, on a pseudo-terminal: after any sequence of frames,
/// scrolled or not, curses' window and its idea of the terminal hold exactly the last grid, and
/// a scroll by one row sends the terminal a scroll, not the screen.
final class DeviceTerminalTests: PseudoTerminalTestCase {
    /// Checks that `window` holds `grid`: each cell's first character (a space for a blank).
    private func assertHolds(_ window: UnsafeMutablePointer<WINDOW>?, _ grid: CellGrid, _ message: String,
                             line: UInt = #line) {
        var chars = [wchar_t](repeating: 0, count: 5)
        for y in 0..<grid.height {
            var x = 0
            while x < grid.width {
                let cell = grid[x, y]
                let count = trellis_cell_chars(window, Int32(y), Int32(x), &chars, 5)
                let expected = cell.cluster.scalarValues.first ?? 0x20
                if count < 1 || UInt32(bitPattern: chars[0]) != expected {
                    XCTFail("\(message): (\(x), \(y)) holds \(count < 1 ? "nothing" : String(UInt32(bitPattern: chars[0]), radix: 16)), the grid \(String(expected, radix: 16))",
                            line: line)
                    return
                }
                x += cell.width == 2 ? 2 : 1
            }
        }
    }

    private static let pieces = ["a", "bc", " ", "─", "┌┐", "中", "文字", "xyz", "  ", "│"]

    private func randomRow(_ grid: inout CellGrid, y: Int, using generator: inout SeededGenerator) {
        var x = Int.random(in: 0..<3, using: &generator)
        while x < grid.width {
            x = grid.setString(Self.pieces.randomElement(using: &generator)!, x: x, y: y,
                               style: Bool.random(using: &generator) ? .plain : CellStyle(foreground: .red, bold: true))
            x += Int.random(in: 0..<2, using: &generator)
        }
    }

    func testCursesHoldsTheLastGridAfterScrolledAndChangedFrames() throws {
        let terminal = Terminal(deviceOutput: slave, input: slave, term: "xterm-256color")
        try terminal.start()
        defer { terminal.stop() }
        XCTAssertEqual(terminal.size.width, 80)
        XCTAssertEqual(terminal.size.height, 24)
        var generator = SeededGenerator(seed: 5)
        var grid = CellGrid(width: 80, height: 24)
        for y in 0..<24 { randomRow(&grid, y: y, using: &generator) }
        terminal.draw(grid)
        _ = drain()
        for step in 0..<60 {
            let k = Int.random(in: -5...5, using: &generator)
            var next = CellGrid(width: 80, height: 24)
            for y in 0..<23 {
                if y + k >= 0 && y + k < 23 {
                    for x in 0..<80 { next[x, y] = grid[x, y + k] }
                } else {
                    randomRow(&next, y: y, using: &generator)
                }
            }
            randomRow(&next, y: 23, using: &generator)
            if step % 7 == 3 { randomRow(&next, y: Int.random(in: 0..<23, using: &generator), using: &generator) }
            let hint = step % 11 == 5 ? k + 1 : k   // now and then a wrong hint
            terminal.draw(next, scrolledRows: hint)
            _ = drain()
            assertHolds(trellis_stdscr(), next, "step \(step), k \(k), hint \(hint): the window")
            assertHolds(trellis_curscr(), next, "step \(step), k \(k), hint \(hint): the terminal as curses knows it")
            grid = next
        }
    }

    func testAScrollByOneRowSendsAScrollAndOneRow() throws {
        let terminal = Terminal(deviceOutput: slave, input: slave, term: "xterm-256color")
        try terminal.start()
        defer { terminal.stop() }
        var grid = CellGrid(width: 80, height: 24)
        for y in 0..<23 { grid.setString("row \(y) " + String(repeating: "─", count: 60), x: 0, y: y) }
        grid.setString("status 0", x: 0, y: 23)
        terminal.draw(grid)
        let first = drain()
        var next = CellGrid(width: 80, height: 24)
        for y in 0..<22 { for x in 0..<80 { next[x, y] = grid[x, y + 1] } }
        next.setString("row 23 " + String(repeating: "─", count: 60), x: 0, y: 22)
        next.setString("status 1", x: 0, y: 23)
        terminal.draw(next, scrolledRows: 1)
        let scroll = drain()
        let text = String(decoding: scroll, as: UTF8.self)
        XCTAssertTrue(text.contains("\u{1B}[1;23r"), "a scroll region without the status line: \(text.debugDescription)")
        XCTAssertTrue(text.contains("row 23"))
        XCTAssertFalse(text.contains("row 5 "), "rows already on the terminal are not sent again")
        XCTAssertLessThan(scroll.count, 60 * 3 + 80, "about one row of box lines and the status digit")
        XCTAssertGreaterThan(first.count, 23 * 60 * 3)
    }
}
