import Foundation
import XCTest

/// Resizing reflows the layout for the new width, keeps the first visible item in view, shows a
/// notice when the terminal is too small, and survives a storm of resizes.
final class ResizeTests: EndToEndTestCase {
    /// The photo wall: 3 columns, inset 1 on the left and right, 1 column between columns (in
    /// points at 8 x 16: 8 points each).
    private let photoWall = "assets/pinterest.json"
    private let sections = "assets/sections.json"

    func testReflowFollowsWidthAndKeepsFirstVisibleItem() throws {
        let session = try launchTrellis([photoWall])
        session.press("j", times: 30)
        let scrolled = try waitForRender(session, spec: photoWall, width: 80, height: 24, offset: 30)
        XCTAssertNil(photoWallGeometryProblem(scrolled, width: 80))
        let boxes = Screen.boxes(in: Screen.content(scrolled)).filter { $0.label?.isEmpty == false }
        let first = try XCTUnwrap(boxes.first, "no labelled box on screen:\n\(Screen.dump(scrolled))").label!
        XCTAssertFalse(scrolled.joined().contains("sunset 1"), "30 rows down the first item should be gone")

        for (columns, rows) in [(120, 40), (40, 20), (80, 24)] {
            session.resize(width: columns, height: rows)
            let screen = session.waitFor("a reflowed frame at \(columns)x\(rows) showing '\(first)'") { screen in
                // (At 40 columns the layout name gives way to the size in points.)
                screen.count == rows && Screen.status(screen).hasPrefix(" Photo wall │ ")
                    && Screen.status(screen).contains("\(columns * 8)pt×")
                    && self.photoWallGeometryProblem(screen, width: columns) == nil
                    && Screen.boxes(in: screen).contains { $0.label == first }
            }
            if let problem = photoWallGeometryProblem(screen, width: columns) {
                XCTFail("at \(columns)x\(rows): \(problem)\n\(Screen.dump(screen))")
            }
            XCTAssertTrue(Screen.boxes(in: screen).contains { $0.label == first },
                          "'\(first)', the first visible item, left the screen at \(columns)x\(rows):\n\(Screen.dump(screen))")
            XCTAssertFalse(Screen.statusShows(screen, position: "top"), "the view jumped to the top at \(columns)x\(rows)")
            for (index, row) in screen.enumerated() {
                XCTAssertLessThanOrEqual(Screen.width(of: row), columns, "row \(index) is wider than \(columns)")
            }
        }
    }

    /// The repro of a view that crept up: the gallery at 100x30, `3`, Space x5, then 101 and
    /// back to 100 columns, three times: the screen is the one before, every time. From `G`, a
    /// width change stays at the end.
    func testResizingAwayAndBackKeepsTheSameScreenDeepInAWaterfall() throws {
        let session = try launchTrellis([], width: 100, height: 30)
        session.send("3")
        session.waitForStable("the third gallery spec") { Screen.statusFields($0).first?.contains("[3/") == true }
        session.press("Space", times: 5)
        let before = session.waitForStable("five pages down") { screen in
            !Screen.statusShows(screen, position: "top") && Screen.statusFields(screen).first?.contains("[3/") == true
        }
        func frame(at width: Int) -> [String] {
            session.resize(width: width, height: 30)
            return session.waitForStable("a frame at \(width) columns") { screen in
                // The photo wall is in points, 8 to a column.
                Screen.status(screen).contains("\(width * 8)pt×") && Screen.width(of: screen[0]) <= width
            }
        }
        for round in 1...3 {
            _ = frame(at: 101)
            let back = frame(at: 100)
            XCTAssertEqual(Screen.content(back), Screen.content(before),
                           "round \(round): 101 and back to 100 moved the view:\n\(Screen.dump(back))\nbefore:\n\(Screen.dump(before))")
        }
        session.send("G")
        session.waitForStable("the end") { Screen.statusShows($0, position: "end") }
        for width in [101, 100, 90] {
            let screen = frame(at: width)
            XCTAssertTrue(Screen.statusShows(screen, position: "end"), "at \(width) columns the view left the end: \(Screen.status(screen))")
        }
        session.send("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    /// nil when the boxes on screen sit in three columns that fill `columns` (inset 1 each
    /// side, 1 between), each as wide as a third of the rest; otherwise what is wrong.
    private func photoWallGeometryProblem(_ screen: [String], width columns: Int) -> String? {
        let boxes = Screen.boxes(in: Screen.content(screen))
        var widths: [Int: Set<Int>] = [:]
        for box in boxes { widths[box.column, default: []].insert(box.width) }
        let starts = widths.keys.sorted()
        guard starts.count == 3 else { return "boxes start at columns \(starts), expected 3 columns" }
        guard widths.values.allSatisfy({ $0.count == 1 }) else { return "boxes in one column differ in width: \(widths)" }
        let w = starts.map { widths[$0]!.first! }
        let ideal = Double(columns - 4) / 3
        if starts[0] != 1 { return "first column at \(starts[0]), expected 1 (left inset)" }
        if starts[1] != starts[0] + w[0] + 1 || starts[2] != starts[1] + w[1] + 1 {
            return "columns at \(starts) with widths \(w): expected one blank column between"
        }
        if starts[2] + w[2] != columns - 1 { return "last column ends at \(starts[2] + w[2]), expected \(columns - 1)" }
        if let bad = w.first(where: { abs(Double($0) - ideal) >= 1 }) {
            return "box width \(bad), expected about \(ideal) at \(columns) columns"
        }
        return nil
    }

    func testTinyAndHugeSizesShowNoticeOrLayoutWithoutCrashing() throws {
        let session = try launchTrellis([sections])
        let sizes = [(1, 1), (2, 2), (5, 3), (9, 3), (10, 2), (10, 3), (9, 24), (500, 200), (1, 1), (80, 24)]
        for (columns, rows) in sizes {
            session.resize(width: columns, height: rows)
            let actual = session.size  // tmux may cap
            XCTAssertEqual(actual.width, columns, "tmux did not resize to \(columns)x\(rows)")
            XCTAssertEqual(actual.height, rows, "tmux did not resize to \(columns)x\(rows)")
            if columns == 1 {
                // A 1-column screen's last row is its bottom-right corner, which curses cannot
                // write without scrolling (nor use the insert-character trick, there being no
                // column before it): nothing to see there. The next size shows the app survived.
                continue
            }
            if columns < 10 || rows < 3 {
                let notice = ["Terminal too small", "\(columns)x\(rows), need 10x3", "q quits"]
                let expected = (0..<rows).map { $0 < notice.count ? Screen.truncate(notice[$0], toWidth: columns) : "" }
                session.waitFor("the too-small notice at \(columns)x\(rows)") { $0 == expected }
                if columns >= 18 {
                    XCTAssertEqual(session.screen().first, "Terminal too small")
                }
            }
            try waitForRender(session, spec: sections, width: columns, height: rows, offset: 0)
        }
        XCTAssertTrue(session.isRunning)
        session.send("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testStartingTooSmallThenGrowing() throws {
        let small = try launchTrellis([sections], width: 9, height: 3, waitForFrame: false)
        small.waitFor("the too-small notice") { $0 == ["Terminal…", "9x3, nee…", "q quits"] }
        small.resize(width: 80, height: 24)
        try waitForRender(small, spec: sections, width: 80, height: 24, offset: 0)
        small.send("q")
        XCTAssertEqual(small.waitForExit(), 0)

        // At 1x1 nothing can be seen (see above); the app must still start and then draw.
        let tiny = try launchTrellis([sections], width: 1, height: 1, waitForFrame: false)
        XCTAssertTrue(TmuxSession.poll { tiny.alternateOn() }, "trellis did not start at 1x1")
        tiny.resize(width: 80, height: 24)
        try waitForRender(tiny, spec: sections, width: 80, height: 24, offset: 0)
        tiny.send("q")
        XCTAssertEqual(tiny.waitForExit(), 0)
    }

    func testResizeStormEndsWithTheFrameForTheLastSize() throws {
        let session = try launchTrellis([sections])
        let sizes = [(100, 30), (60, 20), (120, 40), (45, 15), (5, 3), (200, 60), (81, 25)]
        for index in 0..<49 {
            let (columns, rows) = sizes[index % sizes.count]
            session.resize(width: columns, height: rows)
        }
        session.resize(width: 97, height: 31)
        let screen = try waitForRender(session, spec: sections, width: 97, height: 31, offset: 0,
                                       what: "the frame for 97x31 after 50 resizes")
        XCTAssertEqual(screen.count, 31)
        XCTAssertTrue(Screen.status(screen).contains("97×"), "the status line is for another width: \(Screen.status(screen))")
        XCTAssertTrue(session.isRunning)
        session.send("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }
}
