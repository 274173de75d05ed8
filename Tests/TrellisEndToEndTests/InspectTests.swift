import Foundation
import XCTest

/// Inspect mode in a real terminal: `i` outlines the first visible cell and opens the panel,
/// `h j k l` and arrows move spatially, Tab steps, Esc gives the rows back, a click selects and
/// enters, `y` puts the attributes line on tmux's clipboard.
final class InspectTests: EndToEndTestCase {
    private let spec = "assets/pinterest.json"

    /// The panel's first line, naming the selection (`cell 0.4 · column 1 · size from height`).
    private func panelSays(_ screen: [String], _ text: String) -> Bool {
        screen.count == 24 && screen[16].hasPrefix("── Inspect") && screen[17] == " " + text
    }

    func testIOutlinesTheFirstCellOpensThePanelAndMovesAndEscapeLeaves() throws {
        let session = try launchTrellis([spec])
        let before = waitForFrame(session)
        session.send("i")
        let inspecting = session.waitFor("the panel and the first cell outlined") { screen in
            self.panelSays(screen, "cell 0.0 · column 0 · size from height") && screen[1].hasPrefix(" ╔═") && screen[10].hasPrefix(" ╚═")
        }
        // In points, as `trellis attributes assets/pinterest.json --width 640` (80 columns of 8)
        // prints them: x 8, y 16, width (640 - 8 - 8 - 2 × 8) / 3 = 202.666…, height 160.
        XCTAssertEqual(inspecting[18], " frame  x 8.00pt  y 16.00pt  width 202.67pt  height 160.00pt  zIndex 0")
        XCTAssertEqual(inspecting[19], " title  sunset 1")
        XCTAssertEqual(inspecting[21], " style  section 0 · columns 3 · order shortestFirst")
        XCTAssertEqual(inspecting[22], " space  lineSpacing 16 · interitemSpacing 8 · inset t/l/b/r 16/8/16/8")
        XCTAssertEqual(inspecting[2].replacingOccurrences(of: "║", with: "│"), before[2], "nothing moved")
        session.send("l")
        session.waitFor("l to select harbor 2, right of sunset 1") { self.panelSays($0, "cell 0.1 · column 1 · size from height") }
        session.send("j")
        session.waitFor("j to select lantern 5, below harbor 2") { self.panelSays($0, "cell 0.4 · column 1 · size from height") }
        session.send("Right")
        session.waitFor("Right to select fern 4") { self.panelSays($0, "cell 0.3 · column 2 · size from height") }
        session.send("k")
        session.waitFor("k to select espresso 3") { self.panelSays($0, "cell 0.2 · column 2 · size from height") }
        session.send("Tab")
        session.waitFor("Tab to select the next item, fern 4") { self.panelSays($0, "cell 0.3 · column 2 · size from height") }
        session.send("BTab")
        session.waitFor("Shift-Tab to go back to espresso 3") { self.panelSays($0, "cell 0.2 · column 2 · size from height") }
        session.send("Escape")
        // lantern 5 (y 11..18) scrolled the 16-row view by 2, espresso 3 (y 1..8) back by 1.
        try waitForRender(session, spec: spec, width: 80, height: 24, offset: 1, what: "Esc to leave: the plain layout again, where the moves left it")
    }

    /// Issue 23: in the App Store, `i` outlined the first card as `╔App═of═the═Day═══…`: the
    /// spaces of the title in its top border became double lines. The title shows as written,
    /// as the plain border and the overlap outline show it.
    func testATitleInTheBorderKeepsItsSpacesWhenSelected() throws {
        let session = try launchTrellis()
        session.type(":p 15")
        session.send("Enter")
        let plain = session.waitFor("the App Store") { Screen.status($0).contains("App Store") && $0[2].hasPrefix(" ┌App of the Day─") }
        session.send("i")
        let selected = session.waitFor("the first card outlined") { $0[2].hasPrefix(" ╔") && $0[3].hasPrefix(" ║") }
        XCTAssertTrue(selected[2].hasPrefix(" ╔App of the Day══"), selected[2])
        let cardEnd = try XCTUnwrap(plain[2].firstIndex(of: "┐"))
        XCTAssertEqual(String(selected[2][..<selected[2].index(after: try XCTUnwrap(selected[2].firstIndex(of: "╗")))]),
                       String(plain[2][...cardEnd]).replacingOccurrences(of: "─", with: "═").replacingOccurrences(of: "┌", with: "╔")
                           .replacingOccurrences(of: "┐", with: "╗"),
                       "the border as drawn, its lines doubled and its title as written")
    }

    func testAnEmptyDirectionStaysAndSaysSo() throws {
        let session = try launchTrellis([spec])
        session.send("i")
        session.waitFor("inspect mode") { self.panelSays($0, "cell 0.0 · column 0 · size from height") }
        session.send("h")
        session.waitFor("h from the first column to say there is nothing") { screen in
            Screen.status(screen) == " nothing to the left within 8 screens" && self.panelSays(screen, "cell 0.0 · column 0 · size from height")
        }
    }

    func testOnAWideTerminalThePanelIsAtTheSide() throws {
        let session = try launchTrellis([spec], width: 150, height: 30)
        session.send("i")
        let screen = session.waitFor("the panel at the right side") { screen in
            screen.count == 30 && screen[0].hasSuffix("┌── Inspect ── i Esc · hjkl · Tab · y ────────")
                && screen[1].hasSuffix("│ cell 0.0 · column 0")
        }
        // The panel lies over the layout, which keeps the terminal's 150 columns, 1200 points:
        // three columns of (1200 - 2 × 8 inset - 2 × 8 spacing) / 3 points.
        XCTAssertTrue(screen.contains { $0.hasSuffix("│ width      389.33pt") }, Screen.dump(screen))
        XCTAssertTrue(screen[1].hasPrefix(" ╔═"), "the first cell outlined: \(screen[1])")
        session.send("Escape")
        session.waitFor("Esc to close the panel") { !$0[0].contains("Inspect") && !$0[1].contains("│ cell") }
    }

    func testMovingDownScrollsTheViewToKeepTheSelectionAboveThePanel() throws {
        let session = try launchTrellis([spec])
        session.send("i")
        session.waitFor("inspect mode") { self.panelSays($0, "cell 0.0 · column 0 · size from height") }
        session.press("j", times: 3)
        let screen = session.waitFor("three rows down column 0") { $0.count == 24 && $0[17].hasPrefix(" cell 0.") && !$0[17].hasPrefix(" cell 0.0") }
        let boxRows = (0..<16).filter { screen[$0].contains("╔") || screen[$0].contains("╚") }
        XCTAssertEqual(boxRows.count, 2, "the outline's top and bottom are both above the panel:\n\(Screen.dump(screen))")
        XCTAssertFalse(Screen.statusShows(screen, position: "top"), "the view scrolled")
    }

    /// tmux-256color's mouse is X10: ESC [ M, then button + 32, column + 33, row + 33; the left
    /// button is 0, a release is button 3. A click is a press and a release, as a terminal sends it.
    private func click(_ session: TmuxSession, column: Int, row: Int) {
        let place = String(UnicodeScalar(UInt8(column + 33))) + String(UnicodeScalar(UInt8(row + 33)))
        session.type("\u{1B}[M " + place + "\u{1B}[M#" + place)
    }

    func testAClickSelectsTheCellThereAndEntersInspectMode() throws {
        let session = try launchTrellis([spec])
        click(session, column: 4, row: 12)   // canyon 6
        session.waitFor("the click to select canyon 6") { self.panelSays($0, "cell 0.5 · column 0 · size from height") }
        // The panel took the bottom rows and the view scrolled 5 rows to keep canyon 6 (y 12..21) in sight.
        session.waitFor("canyon 6 outlined above the panel") { $0[7].hasPrefix(" ╔═") && $0[15].hasPrefix(" ╚═") }
        click(session, column: 63, row: 7)   // fern 4
        session.waitFor("a second click to select fern 4") { self.panelSays($0, "cell 0.3 · column 2 · size from height") }
        click(session, column: 63, row: 20)   // on the panel: nothing
        click(session, column: 40, row: 9)    // on lantern 5 (column 1), above the panel
        session.waitFor("a click on the panel to do nothing, and one on lantern 5 to select it") {
            self.panelSays($0, "cell 0.4 · column 1 · size from height")
        }
    }

    func testYPutsTheAttributesLineOnTheStatusLineAndTheClipboard() throws {
        let session = try launchTrellis([spec])
        session.command(["set-option", "-g", "set-clipboard", "on"])
        // The previewer's 80 columns are 640 points of the photo wall (8 to a column).
        let attributes = try Shell.runTrellis(["attributes", spec, "--width", "640"])
        let line = try XCTUnwrap(attributes.stdout.split(separator: "\n").first { $0.contains("\"kind\": \"cell\", \"category\": \"cell\", \"section\": 0, \"item\": 1,") })
            .trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ","))
        session.send("i")
        session.send("Tab")
        session.waitFor("Tab to select harbor 2") { self.panelSays($0, "cell 0.1 · column 1 · size from height") }
        session.waitFor("the frame in points, to 2 decimals") { $0[18] == " frame  x 218.67pt  y 16.00pt  width 202.67pt  height 144.00pt  zIndex 0" }
        session.send("y")
        // The line is longer than the terminal is wide: as much of it as fits, then an ellipsis.
        XCTAssertGreaterThan(line.count, 79, line)
        session.waitFor("the JSON line on the status line, cut to fit") { Screen.status($0) == " " + String(line.prefix(78)) + "…" }
        XCTAssertTrue(TmuxSession.poll { session.command(["show-buffer"])?.stdout == line },
                      "tmux's buffer holds \(session.command(["show-buffer"])?.stdout ?? "nothing"), not \(line)")
    }
}
