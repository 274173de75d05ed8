import Foundation
import XCTest

/// Scrolling keys and the mouse wheel move the view by exactly what they promise.
final class ScrollingTests: EndToEndTestCase {
    private let spec = "assets/sections.json"

    func testJMovesDownOneRowAndKBack() throws {
        let session = try launchTrellis([spec])
        let before = waitForFrame(session)
        XCTAssertTrue(Screen.statusShows(before, position: "top"), Screen.status(before))
        session.send("j")
        let after = session.waitFor("the screen to shift up by one row") { screen in
            Array(screen[0..<22]) == Array(before[1..<23]) && !Screen.statusShows(screen, position: "top")
        }
        XCTAssertNotEqual(Screen.content(after), Screen.content(before))
        try waitForRender(session, spec: spec, width: 80, height: 24, offset: 1, what: "the screen at offset 1 after j")
        session.send("k")
        session.waitFor("k to bring the first screen back") { screen in
            Screen.content(screen) == Screen.content(before) && Screen.statusShows(screen, position: "top")
        }
        session.send("Down")
        session.waitFor("Down to shift by one row") { Array($0[0..<22]) == Array(before[1..<23]) }
    }

    func testPageDownMovesOnePageAndPageUpBack() throws {
        let session = try launchTrellis([spec])
        let first = waitForFrame(session)
        session.send("PageDown")
        let paged = try waitForRender(session, spec: spec, width: 80, height: 24, offset: 23)
        XCTAssertNotEqual(Screen.content(paged), Screen.content(first))
        session.send("PageUp")
        try waitForRender(session, spec: spec, width: 80, height: 24, offset: 0)
        session.send("Space")
        try waitForRender(session, spec: spec, width: 80, height: 24, offset: 23, what: "Space to move one page")
        session.send("C-u")
        try waitForRender(session, spec: spec, width: 80, height: 24, offset: 12, what: "Ctrl-U to move half a page (11 rows) up")
    }

    func testGReachesTheEndAndLowercaseGTheTop() throws {
        let session = try launchTrellis([spec])
        let first = waitForFrame(session)
        session.send("G")
        session.waitFor("the status line to show 'end'") { Screen.statusShows($0, position: "end") }
        try waitForRender(session, spec: spec, width: 80, height: 24, offset: 1_000_000, what: "the last screen of the spec")
        session.send("g")
        session.waitFor("the status line to show 'top' and the first screen") { screen in
            Screen.statusShows(screen, position: "top") && Screen.content(screen) == Screen.content(first)
        }
        session.send("End")
        session.waitFor("End to reach the end") { Screen.statusShows($0, position: "end") }
        session.send("Home")
        session.waitFor("Home to reach the top") { Screen.statusShows($0, position: "top") }
    }

    /// tmux-256color's mouse is X10 (`kmous=\E[M`): ESC [ M, then button + 32, column + 33,
    /// row + 33. Wheel up is button 64 (`` ` ``), wheel down 65 (`a`).
    func testMouseWheelMovesThreeRows() throws {
        let session = try launchTrellis([spec])
        waitForFrame(session)
        XCTAssertEqual(session.format("#{mouse_standard_flag}"), "1", "trellis did not turn on mouse reporting")
        session.type("\u{1B}[Ma!!")
        try waitForRender(session, spec: spec, width: 80, height: 24, offset: 3, what: "one wheel notch down to move 3 rows")
        session.type("\u{1B}[Ma!!")
        try waitForRender(session, spec: spec, width: 80, height: 24, offset: 6, what: "a second notch down to move 3 more rows")
        session.type("\u{1B}[M`!!")
        try waitForRender(session, spec: spec, width: 80, height: 24, offset: 3, what: "one wheel notch up to move 3 rows back")
    }
}
