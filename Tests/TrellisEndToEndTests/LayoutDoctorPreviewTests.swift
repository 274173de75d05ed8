import Foundation
import XCTest
import TrellisTestSupport

/// The layout doctor in the previewer, as a person sees it, on a custom layout that breaks the
/// contract: `BrokenLayoutPreview` (a test-only executable of this package,
/// `Tests/BrokenLayoutPreview/main.swift`) shows a list whose rect query answers every item
/// (page 1) and the same list done right (page 2). The line above the status line says
/// `✗ N layout problems — press !`, `!` lists the `rect-extra` finding with its message, and the
/// correct page shows no such line.
final class LayoutDoctorPreviewTests: EndToEndTestCase {
    /// The count of `✗ N layout problem(s) — press !`, or nil for another line.
    private static func noticedCount(_ line: String) -> Int? {
        line.wholeMatch(of: /✗ (\d+) layout problems? — press !/).flatMap { Int($0.1) }
    }

    func testTheBangListShowsAFindingForABrokenCustomLayout() throws {
        let executable = Shell.productsDirectory + "/BrokenLayoutPreview"
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            XCTFail("\(executable) is not built: swift build --build-tests builds it")
            return
        }
        let command = "exec env -u LC_ALL -u LC_CTYPE LANG=C.UTF-8 TERM=tmux-256color SWIFT_BACKTRACE=enable=no "
            + Shell.quote(executable) + " 300"
        let session = try TmuxSession(command: command, width: 80, height: 24)
        addTeardownBlock { session.kill() }

        // The notice, on the row above the status line, once the frame's own check or the
        // examination between keys has found the problem; then the examination's count.
        let noticed = session.waitForStable("the layout doctor's line above the status line") { screen in
            screen.count == 24 && Self.noticedCount(screen[22]) != nil && Screen.status(screen).contains("Answers every rect")
        }
        let count = Self.noticedCount(noticed[22]) ?? 0
        XCTAssertGreaterThanOrEqual(count, 1, Screen.dump(noticed))
        XCTAssertTrue(Screen.content(noticed).joined().contains("row 0"), "the layout is drawn above it:\n\(Screen.dump(noticed))")

        // `!` lists the finding: the check, the page, the message naming the rect and an element.
        session.send("!")
        let listed = session.waitFor("the ! list with the rect-extra finding") { screen in
            screen.joined().contains("✗ Answers every rect: rect-extra: returned")
        }
        // The overlay wraps the message inside its frame: its text, line after line.
        let text = listed.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")) }.joined(separator: " ")
        XCTAssertTrue(text.contains("outside the rect ("), Screen.dump(listed))
        XCTAssertTrue(text.contains("e.g. cell 0."), Screen.dump(listed))

        // The list closes, and the correct page shows no such line.
        session.send("q")
        session.waitFor("the ! list closed") { !$0.joined().contains("rect-extra") && Self.noticedCount($0[22]) != nil }
        session.send("Tab")
        let clean = session.waitForStable("the correct page") { Screen.status($0).contains("Answers the rect") }
        XCTAssertFalse(clean.joined().contains("layout problem"), Screen.dump(clean))
        XCTAssertTrue(clean[22].contains("row "), "the layout has the row back:\n\(Screen.dump(clean))")

        session.send("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }
}
