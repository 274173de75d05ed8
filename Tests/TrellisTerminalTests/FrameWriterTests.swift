import TrellisRender
import TrellisTestSupport
import XCTest
@testable import TrellisTerminal

/// The bytes ``FrameWriter`` sends, fed to a model terminal (``ModelTerminal``), show exactly the
/// grid, frame after frame, over random grids, scrolls (right and wrong hints), resizes, redraws
/// and every fallback of the capabilities (no line-drawing set, no `il`/`dl`, no colour).
final class FrameWriterTests: XCTestCase {
    /// Pieces of text whose width every terminal agrees on (ASCII, box drawing, CJK, a combining
    /// accent), so the model must show the grid itself.
    private static let pieces = ["a", "b", " ", "─", "┌", "中", "文", "é", "e\u{301}", "xyz", "  ", "────────", "=========="]
    /// The same with emoji sequences terminals disagree on (the model draws them as tmux 3.3a).
    private static let disputedPieces = pieces + ["👍🏽", "🇫🇷", "✈️"]
    private static let styles = [CellStyle.plain, CellStyle(foreground: .red, bold: true), CellStyle(reverse: true),
                                 CellStyle(foreground: .green, background: .blue), CellStyle(dim: true),
                                 CellStyle(background: .yellow)]

    private func randomRow(_ grid: inout CellGrid, y: Int, pieces: [String], using generator: inout SeededGenerator) {
        var x = Int.random(in: 0..<3, using: &generator)
        let style = Self.styles.randomElement(using: &generator)!
        while x < grid.width {
            let text = pieces.randomElement(using: &generator)!
            x = grid.setString(text, x: x, y: y, style: Bool.random(using: &generator) ? style : Self.styles.randomElement(using: &generator)!)
            if Int.random(in: 0..<3, using: &generator) == 0 { x += Int.random(in: 1...12, using: &generator) }
        }
    }

    private func randomGrid(width: Int, height: Int, pieces: [String], using generator: inout SeededGenerator) -> CellGrid {
        var grid = CellGrid(width: width, height: height)
        for y in 0..<height where Int.random(in: 0..<4, using: &generator) > 0 {
            randomRow(&grid, y: y, pieces: pieces, using: &generator)
        }
        return grid
    }

    /// A terminal, its writer and the differ that drives it, as ``Terminal`` holds them.
    private final class Rig {
        let model: ModelTerminal
        let writer: FrameWriter
        var differ = FrameDiffer()
        var sent = 0

        init(width: Int, height: Int, capabilities: TerminalCapabilities) {
            model = ModelTerminal(width: width, height: height)
            writer = FrameWriter(capabilities: capabilities)
        }

        func draw(_ grid: CellGrid, scrolledRows: Int = 0) {
            writer.screenWidth = model.width
            writer.screenHeight = model.height
            differ.draw(grid, scrolledRows: scrolledRows, screenWidth: model.width, screenHeight: model.height, to: writer)
            let bytes = writer.finish()
            sent = bytes.count
            model.feed(bytes)
        }

        func redraw() {
            writer.screenWidth = model.width
            writer.screenHeight = model.height
            writer.forget()
            differ.redraw(to: writer)
            let bytes = writer.finish()
            sent = bytes.count
            model.feed(bytes)
        }

        func resize(width: Int, height: Int) {
            model.resize(width: width, height: height)
            differ.invalidate()
            writer.forget()
        }
    }

    /// Whether the model shows `grid` (the part on screen; blank elsewhere), cell by cell, with
    /// the styles; the first difference otherwise.
    private func difference(_ model: ModelTerminal, _ grid: CellGrid, colors: Bool = true) -> String? {
        for y in 0..<model.height {
            for x in 0..<model.width {
                let shown = model[x, y]
                var expected = ModelTerminal.Cell.blank
                if x < grid.width && y < grid.height {
                    let cell = grid[x, y]
                    let fits = cell.width != 2 || x + 1 < min(grid.width, model.width)
                    let text = cell.width == 0 ? (x > 0 && grid[x - 1, y].width == 2 && x < model.width ? "" : " ")
                        : fits ? cell.symbol : " "
                    var style = cell.style
                    if !colors {
                        style.foreground = .default
                        style.background = .default
                    }
                    expected = ModelTerminal.Cell(text: text, style: style)
                }
                if shown != expected {
                    return "(\(x), \(y)) shows \(shown), the grid \(expected); row: \(model.line(y).debugDescription)"
                }
            }
        }
        return nil
    }

    /// The screen a fresh terminal shows after the grid is drawn on it whole.
    private func fresh(_ grid: CellGrid, width: Int, height: Int, capabilities: TerminalCapabilities) -> [ModelTerminal.Cell] {
        let rig = Rig(width: width, height: height, capabilities: capabilities)
        rig.draw(grid)
        return rig.model.cells
    }

    private static var variants: [(String, TerminalCapabilities)] { [
        ("ansi", .ansi()), ("no line drawing", .ansi(lineDrawing: false)), ("no il/dl", .ansi(insertLines: false)),
        ("no colour", .ansi(colors: false)),
    ] }

    private func runRandomFrames(pieces: [String], seeds: ClosedRange<UInt64>, exact: Bool) {
        for (name, capabilities) in Self.variants {
            for seed in seeds {
                var generator = SeededGenerator(seed: seed)
                var columns = Int.random(in: 2...40, using: &generator), rows = Int.random(in: 2...14, using: &generator)
                let rig = Rig(width: columns, height: rows, capabilities: capabilities)
                var grid = randomGrid(width: columns, height: rows, pieces: pieces, using: &generator)
                rig.draw(grid)
                for step in 0..<40 {
                    var hint = 0
                    var redraw = false
                    switch Int.random(in: 0..<14, using: &generator) {
                    case 0:
                        grid = randomGrid(width: columns, height: rows, pieces: pieces, using: &generator)
                    case 1:  // the terminal was resized
                        columns = Int.random(in: 2...40, using: &generator)
                        rows = Int.random(in: 2...14, using: &generator)
                        rig.resize(width: columns, height: rows)
                        grid = randomGrid(width: columns, height: rows, pieces: pieces, using: &generator)
                    case 2:  // a grid that does not match the screen
                        grid = randomGrid(width: Int.random(in: 0...44, using: &generator),
                                          height: Int.random(in: 0...16, using: &generator), pieces: pieces, using: &generator)
                    case 3...8:  // a true scroll, the hint right
                        hint = Int.random(in: -3...3, using: &generator)
                        if grid.width == columns && grid.height == rows {
                            grid = grid.scrolled(by: hint) { randomRow(&$0, y: $1, pieces: pieces, using: &generator) }
                        }
                    case 9:  // a wrong hint
                        hint = Int.random(in: -rows...rows, using: &generator)
                        if grid.height > 0 {
                            randomRow(&grid, y: Int.random(in: 0..<grid.height, using: &generator), pieces: pieces, using: &generator)
                        }
                    case 10:
                        redraw = true
                    default:  // a few cells changed
                        for _ in 0..<Int.random(in: 1...3, using: &generator) where grid.width > 0 && grid.height > 0 {
                            let x = Int.random(in: 0..<grid.width, using: &generator), y = Int.random(in: 0..<grid.height, using: &generator)
                            grid.setString(pieces.randomElement(using: &generator)!, x: x, y: y,
                                           style: Self.styles.randomElement(using: &generator)!)
                        }
                    }
                    if redraw { rig.redraw() } else { rig.draw(grid, scrolledRows: hint) }
                    let context = "\(name), seed \(seed), step \(step), \(columns)x\(rows), grid \(grid.width)x\(grid.height), hint \(hint)"
                    XCTAssertEqual(rig.model.unknown, [], context)
                    if exact, let difference = difference(rig.model, grid, colors: capabilities.foreground != nil) {
                        XCTFail("\(context): \(difference)")
                        return
                    }
                    let whole = fresh(grid, width: columns, height: rows, capabilities: capabilities)
                    if rig.model.cells != whole {
                        let y = (0..<rows).first { y in rig.model.cells[(y * columns)..<(y * columns + columns)] != whole[(y * columns)..<(y * columns + columns)] }!
                        let row = whole[(y * columns)..<(y * columns + columns)].map(\.text).joined()
                        XCTFail("\(context): row \(y) \(rig.model.line(y).debugDescription) differs from the grid drawn whole on a fresh screen: \(row.debugDescription)")
                        return
                    }
                }
            }
        }
    }

    func testFramesShowTheGridOnAModelTerminal() {
        runRandomFrames(pieces: Self.pieces, seeds: 1...30, exact: true)
    }

    func testFramesWithDisputedGlyphsShowWhatAWholeDrawShows() {
        runRandomFrames(pieces: Self.disputedPieces, seeds: 31...50, exact: false)
    }

    /// One `j` in a 200x60 wall: a scroll by deleting and inserting a row, the new row with its
    /// box line in the line-drawing set, the status line's change.
    func testAScrollByOneRowIsAFewDozenBytes() {
        let rig = Rig(width: 200, height: 60, capabilities: .ansi())
        var grid = CellGrid(width: 200, height: 60)
        for y in 0..<59 { grid.setString("│row \(y) " + String(repeating: "─", count: 150) + "│", x: 0, y: y) }
        grid.setString(" 1 of 1000 ", x: 0, y: 59, style: CellStyle(reverse: true))
        rig.draw(grid)
        var next = CellGrid(width: 200, height: 60)
        for y in 0..<58 { for x in 0..<200 { next[x, y] = grid[x, y + 1] } }
        next.setString("│row 59 " + String(repeating: "─", count: 150) + "│", x: 0, y: 58)
        next.setString(" 2 of 1000 ", x: 0, y: 59, style: CellStyle(reverse: true))
        rig.draw(next, scrolledRows: 1)
        XCTAssertNil(difference(rig.model, next))
        XCTAssertLessThan(rig.sent, 16 + 15 + 150 + 25, "scroll, one row of box lines at a byte a cell, one status digit")
        XCTAssertGreaterThan(rig.sent, 150)
        let bytes = String(decoding: rig.writer.pending, as: UTF8.self)
        XCTAssertEqual(bytes, "", "the frame was taken")
    }

    /// The bottom-right cell is written without scrolling the screen, with `xenl` or with auto
    /// margins switched off around it, and left alone when neither is there.
    func testTheBottomRightCellNeverScrolls() {
        for (name, newlineGlitch, margins) in [("xenl", true, true), ("rmam", false, true), ("neither", false, false)] {
            var capabilities = TerminalCapabilities.ansi()
            capabilities.newlineGlitch = newlineGlitch
            if !margins {
                capabilities.autoMarginsOff = nil
                capabilities.autoMarginsOn = nil
            }
            let rig = Rig(width: 10, height: 3, capabilities: capabilities)
            var grid = CellGrid(width: 10, height: 3)
            for y in 0..<3 { grid.setString("row\(y)xxxxxx", x: 0, y: y) }
            rig.draw(grid)
            XCTAssertEqual(rig.model.line(0), "row0xxxxxx", name)
            XCTAssertEqual(rig.model.line(2), margins ? "row2xxxxxx" : "row2xxxxx ", name)
        }
    }

    /// Box lines go out at a byte a cell in the line-drawing set where the terminal has one, and
    /// only where a run pays for the switch (a lone `│` stays UTF-8); a blank rest of a row is
    /// one `el`.
    func testBoxLinesAreOneByteACellAndBlankRestsAreShort() {
        var grid = CellGrid(width: 80, height: 3)
        grid.setString("┌" + String(repeating: "─", count: 60) + "┐", x: 0, y: 0)
        grid.setString("│abc│", x: 0, y: 1)
        for (capabilities, range) in [(TerminalCapabilities.ansi(), 70..<120), (.ansi(lineDrawing: false), 190..<240)] {
            let rig = Rig(width: 80, height: 3, capabilities: capabilities)
            rig.draw(grid)
            XCTAssertNil(difference(rig.model, grid))
            XCTAssertTrue(range.contains(rig.sent), "\(rig.sent) bytes")
        }
        let rig = Rig(width: 80, height: 3, capabilities: .ansi())
        rig.draw(grid)
        var next = grid
        next.setString("x", x: 2, y: 1)
        next.setString("│", x: 40, y: 2)
        rig.draw(next)
        XCTAssertNil(difference(rig.model, next))
        XCTAssertFalse(rig.model.unknown.contains { _ in true })
    }
}
