import Foundation
import XCTest

/// A content width other than the terminal's, as a person sees it in tmux (issue 15 §3):
/// `--width`, `<`, `>`, `\` and resizes while a width is set, each screen compared with what
/// `trellis render --width` prints for it.
final class ContentWidthTests: EndToEndTestCase {
    private let sections = "assets/sections.json"
    private let photoWall = "assets/pinterest.json"

    /// What `trellis render SPEC --size COLSxROWS [--width N]` prints, one string per row.
    private func render(_ spec: String, width columns: Int, height rows: Int, contentWidth width: Int?) throws -> [String] {
        let result = try Shell.runTrellis(["render", spec, "--size", "\(columns)x\(rows)"] + (width.map { ["--width", "\($0)"] } ?? []))
        XCTAssertEqual(result.status, 0, result.stderr)
        var lines = result.stdout.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Waits until the screen is `render`'s at content width `width` (nil: following the
    /// terminal), the frame time aside.
    @discardableResult
    private func waitForRender(_ session: TmuxSession, _ spec: String, width columns: Int, height rows: Int, contentWidth width: Int?,
                               file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let expected = try render(spec, width: columns, height: rows, contentWidth: width)
        // A lazy layout's size is an estimate that depends on how far it was laid out, and
        // render starts fresh: the size field (in points for the photo wall) is left out of the
        // comparison.
        let size = try Regex(#"~?\d+(?:\.\d)?(?:pt)?×\d+(?:\.\d)?(?:pt)?"#)
        func masked(_ status: String) -> String { status.replacing(size, with: "SIZE") }
        let screen = session.waitFor("the screen of render --size \(columns)x\(rows) --width \(width.map(String.init) ?? "none")",
                                     file: file, line: line) { screen in
            screen.count == rows && Screen.content(screen) == Screen.content(expected)
                && Screen.statusMatches(previewer: masked(Screen.status(screen)), render: masked(Screen.status(expected)), width: columns)
        }
        if Screen.content(screen) != Screen.content(expected) {
            XCTFail("expected (trellis render --width \(width.map(String.init) ?? "none")):\n\(Screen.dump(expected))", file: file, line: line)
        }
        return screen
    }

    func testWidthOptionThenGreaterLessAndBackslash() throws {
        let session = try launchTrellis(["preview", "--width", "40", sections])
        let start = try waitForRender(session, sections, width: 80, height: 24, contentWidth: 40)
        XCTAssertTrue(Screen.statusFields(start).contains("w:40"), Screen.status(start))
        XCTAssertEqual(Screen.columns(of: "│", in: start[0]), [19, 60], "frame lines beside the centred content")

        session.type(">")
        try waitForRender(session, sections, width: 80, height: 24, contentWidth: 41)
        session.type("<<")
        try waitForRender(session, sections, width: 80, height: 24, contentWidth: 39)
        session.type("\\")
        let following = try waitForRender(session, sections, width: 80, height: 24, contentWidth: nil)
        XCTAssertFalse(Screen.status(following).contains("w:"), Screen.status(following))
        session.type("\\")
        session.waitFor("a word that the content already follows the terminal") { screen in
            Screen.status(screen) == " the content already follows the terminal's width (< and > set one)"
        }
        // From following the terminal, < starts at its width.
        session.type("<")
        try waitForRender(session, sections, width: 80, height: 24, contentWidth: 79)
        session.send("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    /// Issue 23: `=` left `w:60`, and with only a content width set answered `no adjustments to
    /// reset`. It resets the content width with the adjustments: the screen is `render`'s with
    /// no width, and deep in the photo wall the same cells as before the width was set.
    func testResetAlsoFollowsTheTerminal() throws {
        let session = try launchTrellis(["--width", "60", sections])
        try waitForRender(session, sections, width: 80, height: 24, contentWidth: 60)
        session.type("=")
        let following = try waitForRender(session, sections, width: 80, height: 24, contentWidth: nil)
        XCTAssertFalse(Screen.status(following).contains("w:"), Screen.status(following))
        session.type("]<<<")
        session.waitFor("a spacing and a width") { Screen.statusFields($0).contains("w:77") && Screen.status($0).contains("gap+1") }
        session.type("=")
        try waitForRender(session, sections, width: 80, height: 24, contentWidth: nil)
        session.type("=")
        session.waitFor("a word that nothing is left to reset") { Screen.status($0) == " no adjustments or content width to reset" }

        let wall = try launchTrellis([photoWall], width: 100, height: 30)
        wall.press("j", times: 40)
        let before = wall.waitForStable("40 rows down") { Screen.percent($0) != nil }
        wall.type("<<<<<")
        wall.waitForStable("5 columns narrower") { Screen.statusFields($0).contains("w:760pt") }
        wall.type("=")
        let back = wall.waitForStable("= back at the terminal's width") { !Screen.status($0).contains("w:") }
        XCTAssertEqual(Screen.content(back), Screen.content(before), "the place kept, as a width change keeps it")
    }

    /// A resize while a width is set keeps the width: the content recentres; narrower than the
    /// content, its left part shows after the left frame line. (The photo wall is in points at
    /// 8 x 16: a width of 400 points is 50 columns.)
    func testAResizeWhileAWidthIsSet() throws {
        let session = try launchTrellis(["--width", "400", photoWall])
        let start = try waitForRender(session, photoWall, width: 80, height: 24, contentWidth: 400)
        XCTAssertTrue(Screen.statusFields(start).contains("w:400pt"), Screen.status(start))
        XCTAssertEqual(Screen.columns(of: "│", in: start[0]), [14, 65], "50 columns centred between frame lines:\n\(Screen.dump(start))")
        session.resize(width: 100, height: 30)
        try waitForRender(session, photoWall, width: 100, height: 30, contentWidth: 400)
        session.resize(width: 40, height: 20)
        let narrow = try waitForRender(session, photoWall, width: 40, height: 20, contentWidth: 400)
        XCTAssertTrue(Screen.content(narrow).allSatisfy { $0.hasPrefix("│") }, "the left frame line in column 0:\n\(Screen.dump(narrow))")
        session.resize(width: 80, height: 24)
        try waitForRender(session, photoWall, width: 80, height: 24, contentWidth: 400)
        session.type("\\")
        try waitForRender(session, photoWall, width: 80, height: 24, contentWidth: nil)
    }

    /// Narrowing and widening deep in the photo wall keep the place: the first visible item stays
    /// on screen, and back at the width the screen is the one before. (The photo wall is in
    /// points: each key steps a column of 8 points, and 100 columns are 800 points.)
    func testWidthChangesKeepThePlace() throws {
        let session = try launchTrellis([photoWall], width: 100, height: 30)
        session.press("j", times: 40)
        let before = session.waitForStable("40 rows down") { Screen.percent($0) != nil }
        let first = try XCTUnwrap(Screen.boxes(in: Screen.content(before)).first { $0.label?.isEmpty == false }?.label)
        for step in 1...6 {
            session.type("<")
            let screen = session.waitForStable("\(step) columns narrower") { Screen.statusFields($0).contains("w:\((100 - step) * 8)pt") }
            XCTAssertTrue(Screen.boxes(in: screen).contains { $0.label == first },
                          "'\(first)' left the screen at \(100 - step) columns:\n\(Screen.dump(screen))")
        }
        session.type(">>>>>>")
        let back = session.waitForStable("back at 100 columns") { Screen.statusFields($0).contains("w:800pt") }
        // The same layout at the same place, one column to the right of the frame line and cut.
        let shifted = Screen.content(back).map { String($0.dropFirst()).trimmingTrailingBlanks() }
        let cut = Screen.content(before).map { String($0.prefix(99)).trimmingTrailingBlanks() }  // box lines and ASCII titles: a character a column
        XCTAssertEqual(shifted, cut, "\n\(Screen.dump(back))\nbefore:\n\(Screen.dump(before))")
        session.type("\\")
        let following = session.waitForStable("following the terminal again") { !Screen.status($0).contains("w:") }
        XCTAssertEqual(Screen.content(following), Screen.content(before), "\n\(Screen.dump(following))\nbefore:\n\(Screen.dump(before))")
    }
}
