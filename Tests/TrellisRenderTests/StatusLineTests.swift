import XCTest
import TrellisLayout
@testable import TrellisRender

final class StatusLineTests: XCTestCase {
    private let info = StatusInfo(title: "Photos", layoutName: "WaterfallLayout",
                                  numberOfSections: 3, numberOfItems: 120,
                                  contentSize: Size(width: 80, height: 412), isContentSizeExact: true,
                                  position: .percent(23), visibleCount: 31, frameTime: .microseconds(120))

    func testText() {
        XCTAssertEqual(StatusLine.text(for: info),
                       " Photos │ WaterfallLayout │ 3 sections, 120 items │ 80×412 │ 23% │ 31 visible │ 0.12ms")
    }

    func testEstimateFractionsSingularsAndNoTime() {
        var estimate = info
        estimate.title = ""
        estimate.isContentSizeExact = false
        estimate.contentSize = Size(width: 80, height: 1234.56)
        estimate.numberOfSections = 1
        estimate.numberOfItems = 1
        estimate.position = .top
        estimate.visibleCount = 1
        estimate.frameTime = nil
        XCTAssertEqual(StatusLine.text(for: estimate),
                       " WaterfallLayout │ 1 section, 1 item │ ~80×1234.6 │ top │ 1 visible")
    }

    func testFrameTimes() {
        XCTAssertEqual(StatusLine.formatMilliseconds(.microseconds(120)), "0.12ms")
        XCTAssertEqual(StatusLine.formatMilliseconds(.microseconds(5)), "0.01ms")
        XCTAssertEqual(StatusLine.formatMilliseconds(.zero), "0.00ms")
        XCTAssertEqual(StatusLine.formatMilliseconds(.milliseconds(12) + .microseconds(345)), "12.35ms")
        XCTAssertEqual(StatusLine.formatMilliseconds(.seconds(2)), "2000.00ms")
    }

    func testTruncatedToWidth() {
        let line = StatusLine.text(for: info, width: 30)
        XCTAssertEqual(line, " Photos │ WaterfallLayout │ 3…")
        XCTAssertEqual(TextWidth.displayWidth(of: line), 30)
        XCTAssertEqual(StatusLine.text(for: info, width: 1), "…")
        XCTAssertEqual(StatusLine.text(for: info, width: 0), "")
    }

    func testPositions() {
        XCTAssertEqual(ScrollPosition(offset: 0, height: 23, contentHeight: 100), .top)
        XCTAssertEqual(ScrollPosition(offset: 77, height: 23, contentHeight: 100), .end)
        XCTAssertEqual(ScrollPosition(offset: 27, height: 23, contentHeight: 100), .percent(50))
        XCTAssertEqual(ScrollPosition(offset: 1, height: 23, contentHeight: 1000), .percent(2))
        XCTAssertEqual(ScrollPosition(offset: 0, height: 23, contentHeight: 10), .top, "all fits: top")
        XCTAssertEqual(ScrollPosition(offset: 976.9, height: 23, contentHeight: 1000), .percent(99))
        XCTAssertEqual(ScrollPosition.percent(7).description, "7%")
        XCTAssertEqual(ScrollPosition.top.description, "top")
        XCTAssertEqual(ScrollPosition.end.description, "end")
    }

    func testDrawnInReverseVideoAcrossTheRow() {
        var grid = CellGrid(width: 40, height: 2)
        grid.drawStatusLine(info, row: 1)
        assertSnapshot(grid, named: "status_line_40")
        XCTAssertTrue((0..<40).allSatisfy { grid[$0, 1].style == StatusLine.style })
        XCTAssertTrue((0..<40).allSatisfy { grid[$0, 0] == .blank })
        grid.drawStatusLine(info, row: 2)   // outside: nothing
    }

    func testWideTitleCutAtTheEdge() {
        var wide = info
        wide.title = "旅行写真集"
        var grid = CellGrid(width: 12, height: 1)
        grid.drawStatusLine(wide, row: 0)
        XCTAssertEqual(grid.lines(trimmingTrailingSpaces: false), [" 旅行写真集…"])
        var narrow = CellGrid(width: 11, height: 1)
        narrow.drawStatusLine(wide, row: 0)
        XCTAssertEqual(narrow.lines(trimmingTrailingSpaces: false), [" 旅行写真… "])
    }
}
