import XCTest
@testable import TrellisRender

final class CellGridTextTests: XCTestCase {
    private func row(_ grid: CellGrid, _ y: Int) -> String {
        grid.lines(trimmingTrailingSpaces: false)[y]
    }

    func testASCIIString() {
        var grid = CellGrid(width: 6, height: 1)
        let end = grid.setString("abc", x: 1, y: 0)
        XCTAssertEqual(end, 4)
        XCTAssertEqual(row(grid, 0), " abc  ")
    }

    func testWideCharacterMarksItsContinuation() {
        var grid = CellGrid(width: 6, height: 1)
        grid.setString("中a", x: 0, y: 0)
        XCTAssertEqual(grid[0, 0], Cell(symbol: "中", width: 2))
        XCTAssertTrue(grid[1, 0].isContinuation)
        XCTAssertEqual(grid[1, 0].symbol, "")
        XCTAssertEqual(grid[2, 0].symbol, "a")
        XCTAssertEqual(row(grid, 0), "中a   ")
    }

    func testWideCharacterCutAtRightEdgeBecomesSpace() {
        var grid = CellGrid(width: 5, height: 1)
        grid.setString("ab中", x: 2, y: 0)   // 中 would need columns 4 and 5
        XCTAssertEqual(grid[4, 0], Cell(symbol: " ", width: 1))
        XCTAssertEqual(row(grid, 0), "  ab ")
    }

    func testWideCharacterCutAtClipEdgesBecomesSpace() {
        var grid = CellGrid(width: 8, height: 1)
        grid.fill(grid.area, with: Cell(symbol: "."))
        let clip = CellRect(x: 2, y: 0, width: 4, height: 1)
        grid.setString("中文字", x: 1, y: 0, clip: clip)   // 中 on 1–2, 文 on 3–4, 字 on 5–6
        XCTAssertEqual(row(grid, 0), ".. 文 ..", "left half cut: space at 2; right half cut: space at 5")
        XCTAssertEqual(grid[1, 0].symbol, ".", "outside the clip untouched")
        XCTAssertEqual(grid[6, 0].symbol, ".")
    }

    func testOverwritingRightHalfBlanksLeftHalf() {
        var grid = CellGrid(width: 4, height: 1)
        grid.setString("中文", x: 0, y: 0)
        grid.setString("x", x: 1, y: 0)
        XCTAssertEqual(grid[0, 0], Cell(symbol: " ", width: 1))
        XCTAssertEqual(grid[1, 0].symbol, "x")
        XCTAssertEqual(row(grid, 0), " x文")
    }

    func testOverwritingLeftHalfBlanksRightHalf() {
        var grid = CellGrid(width: 4, height: 1)
        grid.setString("中文", x: 0, y: 0)
        grid.set(Cell(symbol: "y"), x: 2, y: 0)
        XCTAssertEqual(grid[3, 0], Cell(symbol: " ", width: 1))
        XCTAssertEqual(row(grid, 0), "中y ")
    }

    func testWideOverStaggeredWide() {
        var grid = CellGrid(width: 6, height: 1)
        grid.setString("中文字", x: 0, y: 0)
        grid.setString("한", x: 1, y: 0)   // covers the right half of 中 and the left half of 文
        XCTAssertEqual(row(grid, 0), " 한 字")
        XCTAssertEqual(grid.lines(trimmingTrailingSpaces: false).map(TextWidth.displayWidth(of:)), [6])
    }

    func testOverwriteFixUpReachesOutsideTheClip() {
        var grid = CellGrid(width: 4, height: 1)
        grid.setString("中文", x: 0, y: 0)
        grid.setString("z", x: 1, y: 0, clip: CellRect(x: 1, y: 0, width: 3, height: 1))
        XCTAssertEqual(row(grid, 0), " z文", "the stranded half outside the clip is blanked too")
    }

    func testSetWideCellAtLastColumnBecomesSpace() {
        var grid = CellGrid(width: 3, height: 1)
        grid.set(Cell(symbol: "中", width: 2), x: 2, y: 0)
        XCTAssertEqual(grid[2, 0], Cell(symbol: " ", width: 1))
        grid.set(Cell(symbol: "中", width: 2), x: 0, y: 0)
        XCTAssertEqual(row(grid, 0), "中 ")
    }

    func testZeroWidthAttachesToPreviousCell() {
        var grid = CellGrid(width: 4, height: 1)
        // HANGUL JUNGSEONG FILLER: its own cluster, no column (WORD JOINER, U+2060, which this
        // used to show, is now drawn as U+FFFD: it hides itself).
        grid.setString("a\u{1160}b", x: 0, y: 0)
        XCTAssertEqual(grid[0, 0].symbol, "a\u{1160}")
        XCTAssertEqual(grid[1, 0].symbol, "b")
        grid.setString("e\u{301}", x: 2, y: 0)
        XCTAssertEqual(grid[2, 0].symbol, "e\u{301}")
        XCTAssertEqual(grid[2, 0].width, 1)
    }

    func testLeadingZeroWidthIsDroppedAndControlsAreShownAsReplacement() {
        var grid = CellGrid(width: 6, height: 1)
        grid.setString("\u{301}a\nb\tc", x: 0, y: 0)
        XCTAssertEqual(row(grid, 0), "a\u{FFFD}b\u{FFFD}c ")
    }

    func testStringStopsAtClipAndOutsideRowDoesNothing() {
        var grid = CellGrid(width: 5, height: 2)
        let end = grid.setString("abcdefgh", x: 1, y: 0, clip: CellRect(x: 0, y: 0, width: 4, height: 2))
        XCTAssertEqual(end, 4)
        XCTAssertEqual(row(grid, 0), " abc ")
        grid.setString("zz", x: 0, y: 5)
        grid.setString("zz", x: -10, y: 1)
        XCTAssertEqual(row(grid, 1), "     ")
    }

    func testPlainText() {
        var grid = CellGrid(width: 6, height: 3)
        grid.setString("中文 a", x: 0, y: 0)
        grid.setString("b", x: 2, y: 2)
        XCTAssertEqual(grid.plainText(), "中文 a\n\n  b\n")
        XCTAssertEqual(grid.lines(trimmingTrailingSpaces: false), ["中文 a", "      ", "  b   "])
        XCTAssertEqual(CellGrid(width: 0, height: 0).plainText(), "")
    }

    func testPlainTextRepairsBrokenWideCharactersFromRawWrites() {
        var grid = CellGrid(width: 4, height: 1)
        grid[3, 0] = Cell(symbol: "中", width: 2)   // no room for its continuation
        grid[1, 0] = Cell(symbol: "", width: 0)     // an orphan continuation
        XCTAssertEqual(grid.lines(trimmingTrailingSpaces: false), ["    "])
    }

    func testANSIText() {
        var grid = CellGrid(width: 6, height: 2)
        grid.setString("ab", x: 0, y: 0, style: CellStyle(foreground: .red, bold: true))
        grid.setString("c", x: 2, y: 0)
        grid.fill(CellRect(x: 0, y: 1, width: 6, height: 1), with: Cell(symbol: " ", style: CellStyle(reverse: true)))
        grid.setString("st", x: 1, y: 1, style: CellStyle(reverse: true))
        XCTAssertEqual(grid.ansiText(),
                       "\u{1B}[0;1;31mab\u{1B}[0mc\n" + "\u{1B}[0;7m st   \u{1B}[0m\n")
        XCTAssertEqual(grid.ansiText(color: false),
                       "\u{1B}[0;1mab\u{1B}[0mc\n" + "\u{1B}[0;7m st   \u{1B}[0m\n")
    }

    func testANSITextOfColouredBackground() {
        var grid = CellGrid(width: 2, height: 1)
        grid.set(Cell(symbol: "x", style: CellStyle(foreground: .cyan, background: .blue, dim: true)), x: 0, y: 0)
        XCTAssertEqual(grid.ansiText(), "\u{1B}[0;2;36;44mx\u{1B}[0m\n")
        XCTAssertEqual(grid.ansiText(color: false), "\u{1B}[0;2mx\u{1B}[0m\n")
    }

    func testFill() {
        var grid = CellGrid(width: 4, height: 2)
        grid.setString("中文", x: 0, y: 0)
        grid.fill(CellRect(x: 1, y: 0, width: 2, height: 5), with: Cell(symbol: "░"))
        XCTAssertEqual(grid.lines(trimmingTrailingSpaces: false), [" ░░ ", " ░░ "])
    }
}
