import TrellisRender
import TrellisTestSupport
import XCTest
@testable import TrellisTerminal
#if canImport(Glibc)
import Glibc
#endif

/// The lean frame through the real terminal layer on a pseudo-terminal, with xterm-256color's
/// terminfo entry: after any sequence of frames, scrolled or not, what the terminal received
/// (curses' start included), played on a model terminal, shows exactly the last grid; and a
/// scroll by one row sends the terminal a scroll, not the screen.
final class DeviceTerminalTests: PseudoTerminalTestCase {
    /// Checks that `model` shows `grid`: each cell's first character (a space for a blank) and
    /// style (without colours unless `colors`: `NO_COLOR` may be set).
    private func assertShows(_ model: ModelTerminal, _ grid: CellGrid, _ message: String, colors: Bool = false,
                             line: UInt = #line) {
        for y in 0..<grid.height {
            var x = 0
            while x < grid.width {
                let cell = grid[x, y]
                let shown = model[x, y].text.unicodeScalars.first?.value ?? 0
                let expected = cell.cluster.scalarValues.first ?? 0x20
                var style = cell.style
                if !colors {
                    style.foreground = .default
                    style.background = .default
                }
                if shown != expected || model[x, y].style != style {
                    XCTFail("\(message): (\(x), \(y)) shows \(model[x, y]), the grid \(String(expected, radix: 16)) in \(cell.style); row \(model.line(y).debugDescription)",
                            line: line)
                    return
                }
                x += cell.width == 2 ? 2 : 1
            }
        }
        XCTAssertEqual(model.unknown, [], message, line: line)
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

    func testTheTerminalShowsTheLastGridAfterScrolledAndChangedFrames() throws {
        let terminal = Terminal(deviceOutput: slave, input: slave, term: "xterm-256color")
        try terminal.start()
        defer { terminal.stop() }
        XCTAssertEqual(terminal.size.width, 80)
        XCTAssertEqual(terminal.size.height, 24)
        let model = ModelTerminal(width: 80, height: 24)
        var generator = SeededGenerator(seed: 5)
        var grid = CellGrid(width: 80, height: 24)
        for y in 0..<24 { randomRow(&grid, y: y, using: &generator) }
        terminal.draw(grid)
        model.feed(drain())
        assertShows(model, grid, "the first frame", colors: terminal.usesColor)
        for step in 0..<60 {
            let k = Int.random(in: -5...5, using: &generator)
            var next = grid.scrolled(by: k) { randomRow(&$0, y: $1, using: &generator) }
            if step % 7 == 3 { randomRow(&next, y: Int.random(in: 0..<23, using: &generator), using: &generator) }
            let hint = step % 11 == 5 ? k + 1 : k   // now and then a wrong hint
            if step % 13 == 8 {
                terminal.redrawAll()  // Ctrl-L: the same frame again, whole
                model.feed(drain())
                assertShows(model, grid, "step \(step): redrawn", colors: terminal.usesColor)
            }
            terminal.draw(next, scrolledRows: hint)
            model.feed(drain())
            assertShows(model, next, "step \(step), k \(k), hint \(hint)", colors: terminal.usesColor)
            grid = next
        }
    }

    /// Other terminals' entries: with padding (vt100's `$<5>`), without `rep` (linux, screen,
    /// tmux), without insert and delete line (vt100: scrolled through a scroll region), with
    /// `bce` (linux): frames after frames, scrolled and changed, show the grid.
    func testOtherTerminalEntriesShowTheGrid() throws {
        for term in ["vt100", "linux", "screen-256color", "tmux-256color"] {
            let pty = try PseudoTerminalPair(width: 80, height: 24)
            defer { pty.close() }
            let terminal = Terminal(deviceOutput: pty.slave, input: pty.slave, term: term)
            do { try terminal.start() } catch {
                continue  // the entry is not installed here
            }
            defer { terminal.stop() }
            let model = ModelTerminal(width: 80, height: 24)
            var generator = SeededGenerator(seed: 9)
            var grid = CellGrid(width: 80, height: 24)
            for y in 0..<24 { randomRow(&grid, y: y, using: &generator) }
            var sent: [UInt8] = []
            func take() -> [UInt8] {
                let bytes = pty.drain()
                sent += bytes
                return bytes
            }
            terminal.draw(grid)
            model.feed(take())
            assertShows(model, grid, "\(term): the first frame", colors: terminal.usesColor)
            for step in 0..<20 {
                let k = Int.random(in: -4...4, using: &generator)
                let next = grid.scrolled(by: k) { randomRow(&$0, y: $1, using: &generator) }
                terminal.draw(next, scrolledRows: k)
                model.feed(take())
                assertShows(model, next, "\(term): step \(step), k \(k)", colors: terminal.usesColor)
                grid = next
            }
            XCTAssertFalse(String(decoding: sent, as: UTF8.self).contains("$<"), "\(term): padding sent as text")
        }
    }

    /// Terminfo's padding is a delay for tputs, never text.
    func testPaddingIsLeftOut() {
        XCTAssertEqual(TerminalCapabilities.withoutPadding(Array("\u{1B}[K$<3>".utf8)), Array("\u{1B}[K".utf8))
        XCTAssertEqual(TerminalCapabilities.withoutPadding(Array("a$<2.5*/>b$<>c$5".utf8)), Array("ab$<>c$5".utf8))
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
        let next = grid.scrolled(by: 1) { next, y in
            next.setString(y == 23 ? "status 1" : "row 23 " + String(repeating: "─", count: 60), x: 0, y: y)
        }
        terminal.draw(next, scrolledRows: 1)
        let scroll = drain()
        let text = String(decoding: scroll, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("\u{1B}[H\u{1B}[M\u{1B}[23;1H\u{1B}[L"),
                      "the top row deleted, a row inserted above the status line: \(text.debugDescription)")
        XCTAssertTrue(text.contains("row 23 \u{1B}(0" + String(repeating: "q", count: 60)),
                      "the box line in xterm's line-drawing set, a byte a cell: \(text.debugDescription)")
        XCTAssertFalse(text.contains("row 5 "), "rows already on the terminal are not sent again")
        XCTAssertLessThan(scroll.count, 110, "the scroll, one row and the status digit")
        XCTAssertGreaterThan(first.count, 23 * 10)
        let model = ModelTerminal(width: 80, height: 24)
        model.feed(first + scroll)
        assertShows(model, next, "after the scroll")
    }
}
