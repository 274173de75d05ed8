import Foundation
import TrellisTestSupport
import XCTest

/// What a person sees of the help overlay on small terminals, of `q` under it, of the live
/// adjustments on the status line, and of a spec's warnings inside the previewer.
final class OverlayAndAdjustmentTests: EndToEndTestCase {
    /// Opens the help at `columns` x `rows`, scrolls it with `j` until `q quit` shows, checks
    /// that `q` closes the help without quitting, then that `q` quits.
    private func assertHelpReachesQuit(width columns: Int, height rows: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        // A status line this narrow keeps only ` [1/13]│~20×136…│top`: no ` │ ` to wait for.
        let session = try launchTrellis(width: columns, height: rows, waitForFrame: false, file: file, line: line)
        let before = session.waitForStable("the first frame at \(columns)x\(rows)", file: file, line: line) { screen in
            Screen.status(screen).contains("[1/") && Screen.status(screen).hasSuffix("top") && session.alternateOn()
        }
        session.send("?")
        session.waitFor("the help overlay at \(columns)x\(rows)", file: file, line: line) { screen in
            screen.contains { $0.contains("┌") && $0.contains("Keys") }
        }
        // More j presses than the help has lines: it stops at its last line, `q quit`.
        session.press("j", times: 120)
        session.waitFor("'q quit' at the end of the help at \(columns)x\(rows)", file: file, line: line) { screen in
            screen.contains { $0.range(of: #"│ q +quit"#, options: .regularExpression) != nil }
        }
        XCTAssertEqual(Screen.status(session.screen()), Screen.status(before), "the help leaves the status line alone", file: file, line: line)
        session.send("q")
        session.waitFor("q to close the help, not quit", file: file, line: line) { Screen.content($0) == Screen.content(before) }
        XCTAssertTrue(session.isRunning, "q under the help quit the previewer", file: file, line: line)
        session.send("q")
        session.waitFor("q to quit once the help is closed", file: file, line: line) { _ in session.exitStatus() != nil }
        XCTAssertEqual(session.exitStatus(), 0, file: file, line: line)
    }

    func testHelpReachesQuitAt30x8() throws {
        try assertHelpReachesQuit(width: 30, height: 8)
    }

    func testHelpReachesQuitAt20x6() throws {
        try assertHelpReachesQuit(width: 20, height: 6)
    }

    func testEscapeClosesTheHelpAndKeysUnderItDoNothing() throws {
        let session = try launchTrellis()
        let before = waitForFrame(session)
        session.send("?")
        session.waitFor("the help overlay") { $0.contains { $0.contains("Keys — ? Esc q close") } }
        session.send("-", "Tab", "G", "d")
        session.send("Escape")
        let after = session.waitFor("Esc to close the help, leaving the layout untouched") { Screen.content($0) == Screen.content(before) }
        XCTAssertTrue(Screen.statusShowsSpec(after, title: "Sections", number: 1, layout: "waterfall"), Screen.status(after))
        XCTAssertTrue(Screen.statusShows(after, position: "top"), Screen.status(after))
    }

    func testAdjustmentsShowOnTheStatusLineAndEqualsResetsThem() throws {
        let session = try launchTrellis(["assets/pinterest.json"], width: 100, height: 30)
        let before = waitForFrame(session)
        XCTAssertFalse(Screen.status(before).contains("cols"), Screen.status(before))
        session.press("-", times: 10)
        session.waitFor("the fewest columns, and a word that there are no fewer") { screen in
            Screen.status(screen) == " every section has 1 column"
        }
        // The counter stops where the spec's 3 columns are down to 1: the first + acts at once.
        session.send("C-l")
        let fewest = session.waitFor("the status line back after Ctrl-L") { Screen.status($0).contains("cols\u{2212}2") }
        session.send("+")
        session.waitFor("the first + after ten - to change the layout") { screen in
            Screen.statusFields(screen).contains("cols\u{2212}1") && Screen.content(screen) != Screen.content(fewest)
        }
        session.send("]", "p", "d")
        session.waitFor("the adjustments on the status line") { screen in
            let fields = Screen.statusFields(screen)
            return fields.contains { $0.hasPrefix("cols\u{2212}") && $0.hasSuffix("gap+1 pin rtl") }
        }
        session.send("=")
        session.waitFor("= to reset every adjustment") { screen in
            Screen.content(screen) == Screen.content(before) && !Screen.status(screen).contains("gap")
        }
    }

    func testWarningsShowInThePreviewer() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/typo.json"
        try #"{"layout": "waterfall", "hieght": 3, "sections": [{"colums": 2, "items": [{"height": 2}]}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let session = try launchTrellis([path])
        let first = session.waitFor("the warnings notice") { Screen.status($0).contains("2 warnings — press w") }
        session.send("w")
        let shown = session.waitFor("the warnings overlay") { screen in
            screen.contains { $0.contains("Warnings") } && screen.contains { $0.contains("hieght") }
                && screen.contains { $0.contains("colums") }
        }
        XCTAssertTrue(shown.contains { $0.contains("typo.json:1:") }, Screen.dump(shown))
        session.send("q")
        session.waitFor("q to close the warnings") { Screen.content($0) == Screen.content(first) }
        XCTAssertTrue(session.isRunning)
    }

    /// Issue 23: a slot that never fits its group is a warning like the others: counted on the
    /// status line, listed by `w` with its place and its slot.
    func testASlotThatNeverFitsShowsAmongTheWarnings() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/hero.json"
        try CompositionalExample.heroBesidePair.write(toFile: path, atomically: true, encoding: .utf8)
        let session = try launchTrellis([path], width: 100, height: 30)
        let first = session.waitFor("the warnings notice") { Screen.status($0).contains("1 warning — press w") }
        session.send("w")
        let shown = session.waitFor("the warnings overlay") { screen in
            screen.contains { $0.contains("Warnings") } && screen.contains { $0.contains("hero.json:9:11:") }
        }
        let text = Screen.content(shown).joined(separator: " ")
        XCTAssertTrue(text.contains("sections[0].group.subitems[1]"), Screen.dump(shown))
        XCTAssertTrue(text.contains("0.6·W + 1 + 0.4·W"), Screen.dump(shown))
        session.send("q")
        session.waitFor("q to close the warnings") { Screen.content($0) == Screen.content(first) }
        XCTAssertTrue(session.isRunning)
    }
}

/// A spec shown for the first time after an adjustment shows it, as its status line says
/// (QA of issue 11, item 1: `d` then `3` showed `rtl` over an unmirrored layout).
final class AdjustmentsAcrossSpecsEndToEndTests: EndToEndTestCase {
    func testDThenThreeShowsTheThirdSpecRightToLeft() throws {
        let session = try launchTrellis(width: 100, height: 30)
        _ = waitForFrame(session)
        session.send("d", "3")
        // Right to left, the first row reads `espresso 3 … harbor 2 … sunset 1`.
        session.waitFor("the photo wall right to left, as its status line says") { screen in
            guard Screen.statusFields(screen).contains("rtl"), Screen.status(screen).contains("[3/"),
                  let row = screen.first(where: { $0.contains("sunset 1") }),
                  let sunset = row.range(of: "sunset 1"), let espresso = row.range(of: "espresso 3") else { return false }
            return espresso.lowerBound < sunset.lowerBound
        }
        // Ten `-` on the first spec, then `3`: the status says cols−2, and the photo wall's
        // 3 columns are down to 1 (no row holds two cards).
        session.send("1")
        session.waitFor("the first spec") { Screen.status($0).contains("[1/") }
        session.press("-", times: 10)
        session.send("3")
        let fewest = session.waitFor("the photo wall in one column, as its status line says") { screen in
            Screen.status(screen).contains("[3/") && Screen.statusFields(screen).contains("cols\u{2212}2 rtl")
                && Screen.content(screen).contains { $0.contains("sunset 1") }
        }
        XCTAssertFalse(Screen.content(fewest).contains { $0.components(separatedBy: "┌").count > 2 }, Screen.dump(fewest))
    }
}
