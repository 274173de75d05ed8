import XCTest
import TrellisLayout
@testable import TrellisPreview
import TrellisRender
import TrellisTestSupport

final class ScreenComposerTests: XCTestCase {
    /// One full-width item per content row, item `n` at `y = n`.
    private func rowsLayout(count: Int) -> StubLayout {
        StubLayout { width in (0..<count).map { cell($0, 0, Double($0), width, 1) } }
    }

    private let composer = ScreenComposer(title: "T", layoutName: "Rows", numberOfSections: 1, numberOfItems: 100)

    func testGeometryAt80x24() {
        let layout = rowsLayout(count: 100)
        let viewport = Viewport(layout: layout, size: .zero)
        viewport.fitToScreen(width: 80, height: 24)
        viewport.scroll(byLines: 10)
        layout.resetCounters()
        let grid = composer.renderScreen(viewport: viewport, width: 80, height: 24)
        XCTAssertEqual(layout.bounds, Rect(x: 0, y: 10, width: 80, height: 23))
        XCTAssertEqual(layout.askedRects, [Rect(x: 0, y: 10, width: 80, height: 23)])
        let lines = grid.lines()
        XCTAssertEqual(lines.count, 24)
        for row in 0..<23 {
            XCTAssertTrue(lines[row].hasPrefix("[0.\(10 + row) "), "row \(row): \(lines[row])")
            XCTAssertTrue(lines[row].hasSuffix("]"))
        }
        XCTAssertTrue((0..<80).allSatisfy { grid[$0, 23].style == StatusLine.style })
        XCTAssertTrue(lines[23].contains("Rows"))
        XCTAssertTrue(lines[23].contains("23 visible"))
    }

    func testFittedToTheScreenTheLayoutGetsTheFullTerminalWidth() {
        let layout = rowsLayout(count: 5)
        let viewport = Viewport(layout: layout, size: .zero)
        viewport.fitToScreen(width: 132, height: 40)
        XCTAssertEqual(layout.bounds.width, 132)
        XCTAssertEqual(viewport.size, Size(width: 132, height: 39))
        layout.resetCounters()
        viewport.fitToScreen(width: 132, height: 40)
        XCTAssertEqual(layout.prepareCount, 0, "same terminal size: no re-prepare")
        viewport.fitToScreen(width: 100, height: 40)
        XCTAssertEqual(layout.prepareCount, 1)
    }

    /// Rendering never changes the model: a screen of another size than the viewport's is
    /// drawn at the viewport's size, which stays as it was, and the layout is not prepared.
    func testDrawingNeverResizesTheViewport() {
        let layout = rowsLayout(count: 100)
        let viewport = Viewport(layout: layout, size: .zero)
        viewport.fitToScreen(width: 40, height: 11)
        layout.resetCounters()
        var grid = CellGrid(width: 0, height: 0)
        for (width, height) in [(80, 24), (20, 5), (40, 1), (0, 0), (132, 40)] {
            let frame = composer.renderFrame(viewport: viewport, width: width, height: height)
            _ = composer.renderScreen(viewport: viewport, width: width, height: height)
            composer.draw(viewport: viewport, width: width, height: height, into: &grid)
            XCTAssertEqual(viewport.size, Size(width: 40, height: 10), "\(width)x\(height)")
            XCTAssertEqual(layout.bounds, Rect(x: 0, y: 0, width: 40, height: 10), "\(width)x\(height)")
            XCTAssertEqual(frame.grid.width, width)
            XCTAssertEqual(frame.grid.height, height)
            XCTAssertEqual(grid.width, width)
            XCTAssertEqual(grid.height, height)
        }
        XCTAssertEqual(layout.prepareCount, 0, "drawing never prepares")
        XCTAssertEqual(layout.invalidateCount, 0, "drawing never invalidates")
        XCTAssertTrue(Set(layout.askedRects).allSatisfy { $0 == Rect(x: 0, y: 0, width: 40, height: 10) },
                      "asked for the viewport's own rect")
    }

    func testOneRowTerminalShowsOnlyTheStatusLine() {
        let layout = rowsLayout(count: 5)
        let viewport = Viewport(layout: layout, size: .zero)
        viewport.fitToScreen(width: 30, height: 1)
        let frame = composer.renderFrame(viewport: viewport, width: 30, height: 1)
        XCTAssertEqual(frame.grid.height, 1)
        XCTAssertEqual(viewport.size.height, 0)
        XCTAssertEqual(frame.status.visibleCount, 0)
        XCTAssertTrue(frame.grid.lines()[0].hasPrefix(" T │ Rows"))
    }

    func testStatusReflectsTheViewport() {
        let layout = rowsLayout(count: 100)
        layout.lazyEstimate = 90
        let viewport = Viewport(layout: layout, size: .zero)
        viewport.fitToScreen(width: 60, height: 11)
        var frame = composer.renderFrame(viewport: viewport, width: 60, height: 11, lastFrameTime: .microseconds(250))
        XCTAssertEqual(frame.status.position, .top)
        XCTAssertFalse(frame.status.isContentSizeExact)
        XCTAssertEqual(frame.status.frameTime, .microseconds(250))
        XCTAssertTrue(frame.grid.lines()[10].contains("~60×90"), frame.grid.lines()[10])
        viewport.scrollToBottom()
        frame = composer.renderFrame(viewport: viewport, width: 60, height: 11)
        XCTAssertEqual(frame.status.position, .end)
        XCTAssertEqual(frame.status.contentSize, Size(width: 60, height: 100))
        XCTAssertTrue(frame.status.isContentSizeExact)
        XCTAssertEqual(frame.status.visibleCount, 10)
    }

    /// A screen with no layout (a page whose file did not load): the title, the index, the
    /// notice and the time, none of a layout's figures; narrowed, the index stays to the last.
    func testAStatusWithoutALayoutHasNoneOfItsFigures() {
        var composer = composer
        composer.pageIndex = "[2/2]"
        composer.notice = "did not load — r to retry"
        let info = composer.statusInfoWithoutLayout(lastFrameTime: .microseconds(420))
        XCTAssertFalse(info.showsLayout)
        XCTAssertEqual(StatusLine.text(for: info), " T [2/2] │ did not load — r to retry │ 0.42ms")
        XCTAssertEqual(StatusLine.text(for: info, width: 38), " T [2/2] │ did not load — r to retry")
        for width in 1..<38 {
            let text = StatusLine.text(for: info, width: width)
            XCTAssertLessThanOrEqual(TextWidth.displayWidth(of: text), width, text)
            if width >= 7 { XCTAssertTrue(text.contains("[2/2]"), "\(width): \(text)") }
        }
        XCTAssertEqual(StatusLine.text(for: composer.statusInfoWithoutLayout(lastFrameTime: nil)), " T [2/2] │ did not load — r to retry")
    }

    func testOverlappingCellsAreReported() {
        let layout = StubLayout(attributes: [cell(0, 0, 0, 10, 4), cell(1, 5, 2, 10, 4), cell(2, 20, 0, 5, 5)])
        let viewport = Viewport(layout: layout, size: .zero)
        viewport.fitToScreen(width: 30, height: 8)
        let frame = composer.renderFrame(viewport: viewport, width: 30, height: 8)
        XCTAssertEqual(frame.overlappingCells, [LayoutIndexPath(item: 0, section: 0), LayoutIndexPath(item: 1, section: 0)])
        XCTAssertEqual(frame.grid[0, 0].symbol, "┏")
        XCTAssertEqual(frame.grid[0, 0].style, Rasterizer.warningStyle)
        XCTAssertEqual(frame.grid[20, 0].symbol, "┌")
    }
}
