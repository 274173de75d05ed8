import Foundation
import XCTest

/// Inspect mode as the designer's QA pass used it, in a real terminal: the panel lies over a
/// layout that keeps its frames, it steps aside from the selection, pinned headers stay clear
/// of the outline, right to left starts on the right, an empty spec says so.
final class InspectOverlayEndToEndTests: EndToEndTestCase {
    /// `row` with the selection's outline and markers drawn back as plain lines, as `columns`
    /// terminal cells.
    private func plain(_ row: String, _ columns: Range<Int>) -> [String] {
        let map: [String: String] = ["╔": "┌", "═": "─", "╗": "┐", "║": "│", "╚": "└", "╝": "┘"]
        let cells = Screen.cells(row).map { map[$0] ?? $0 } + Array(repeating: " ", count: columns.upperBound)
        return Array(cells.dropFirst(columns.lowerBound).prefix(columns.count))
    }

    /// The content size field of the status line (`160×101`).
    private func size(_ screen: [String]) -> String? {
        Screen.statusFields(screen).first { $0.contains("×") && $0.first?.isNumber == true || $0.hasPrefix("~") }
    }

    func testTheSidePanelLiesOverTheLayoutAtItsOwnWidth() throws {
        let session = try launchTrellis(["assets/sections.json"], width: 160, height: 40)
        let before = waitForFrame(session)
        session.send("i")
        let after = session.waitFor("the side panel") { $0.count == 40 && $0[0].contains("┌── Inspect") }
        XCTAssertEqual(size(after), size(before), "the content size stays")
        for row in 1..<39 {
            XCTAssertEqual(plain(after[row], 0..<114), plain(before[row], 0..<114), "row \(row) left of the panel is as it was")
        }
        session.send("l")
        let right = session.waitFor("l to the right column, beside Mountains, with the panel moved left") { screen in
            screen.count == 40 && screen[0].hasPrefix("── Inspect") && screen[0].contains("────┐")
                && screen[1].hasPrefix(" cell 0.") && Screen.cells(screen[1]).count > 45 && Screen.cells(screen[1])[45] == "│"
                && screen.contains { $0.hasSuffix("║") }   // the whole frame, not one caught while it was written
        }
        XCTAssertTrue(right.contains { $0.hasSuffix("║") }, "the selection in the right column, uncovered: " + Screen.dump(right))
        XCTAssertTrue(right[1].contains("column 1"), right[1])
    }

    func testTheBottomPanelLeavesAHorizontalLayoutsRowsAndGoesToTheTopForTheLowerOnes() throws {
        let session = try launchTrellis(["assets/horizontal.json"], width: 81, height: 29)
        let before = waitForFrame(session)
        session.send("i")
        let after = session.waitFor("the bottom panel") { $0.count == 29 && $0[21].hasPrefix("── Inspect") }
        XCTAssertEqual(size(after), size(before), "81×29 stays")
        for row in 0..<21 { XCTAssertEqual(plain(after[row], 0..<81), plain(before[row], 0..<81), "row \(row) is as it was") }
        for _ in 0..<6 { session.send("j") }
        session.waitFor("the panel at the top over the lower rows' selection") { screen in
            screen[6].hasPrefix("── Inspect") && screen[0].hasPrefix(" cell 0.")
                && screen.dropFirst(7).dropLast().contains { $0.contains("╔") }
        }
    }

    func testAfterGoToUnderAPinnedHeaderTheOutlineStaysOffTheHeader() throws {
        let session = try launchTrellis(["assets/sticky-headers.json"], width: 60, height: 20)
        session.send(":", "1", ".", "3", "Enter")
        session.waitFor("the go-to") { !$0.isEmpty && $0[0].contains("Rivers") }
        session.send("i")
        let screen = session.waitFor("inspecting cell 1.3, the one gone to") { $0.contains { $0.hasPrefix(" cell 1.3") } }
        XCTAssertTrue(screen[0].contains("Rivers"), "the pinned header on top: " + screen[0])
        XCTAssertFalse(["═", "╗", "╔", "║"].contains { screen[0].contains($0) }, "no outline through the header: " + screen[0])
        XCTAssertTrue(screen.dropFirst().contains { $0.contains("╔") }, Screen.dump(screen))
    }

    func testIOnAnEmptySpecSaysNothingToInspect() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString).json").path
        try #"{"layout":"waterfall","sections":[]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        let session = try launchTrellis([path])
        session.send("i")
        let screen = session.waitFor("the notice") { Screen.status($0).contains("nothing to inspect") }
        XCTAssertFalse(screen.contains { $0.hasPrefix("── Inspect") }, "no panel")
    }

    func testRightToLeftStartsOnTheRight() throws {
        let session = try launchTrellis(["assets/rtl.json"], width: 60, height: 24)
        session.send("i")
        let screen = session.waitFor("cell 0.0 selected") { $0.contains { $0.hasPrefix(" cell 0.0") } }
        let corner = try XCTUnwrap(screen.lazy.compactMap { Screen.columns(of: "╔", in: $0).first }.first, Screen.dump(screen))
        XCTAssertGreaterThan(corner, 30, "the outline on the right: " + Screen.dump(screen))
    }
}
