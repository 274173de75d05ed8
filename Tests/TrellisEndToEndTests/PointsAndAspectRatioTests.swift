import Foundation
import XCTest

/// What a person sees of a spec in points with aspect ratios (`assets/aspect-ratio.json`, scale
/// 8×16): the width in points on the status line, one row per `j`, photos that grow taller on a
/// wider terminal, and a resize away and back that returns the same screen.
final class PointsAndAspectRatioTests: EndToEndTestCase {
    private let spec = "assets/aspect-ratio.json"

    func testPointsStepsInRowsAndPhotosKeepTheirShapeAcrossResizes() throws {
        let session = try launchTrellis([spec], width: 60, height: 24)
        let first = session.waitForStable("the first frame") { Screen.status($0).contains("480pt×") }
        let top = Screen.content(first)
        // j: everything moves up one row.
        session.send("j")
        let down = session.waitForStable("one row down") { Screen.content($0) != top }
        XCTAssertEqual(Array(Screen.content(down).dropLast()), Array(top.dropFirst()),
                       "j moved by other than one row:\n\(Screen.dump(down))")
        // The screen is the one `render` prints one row down.
        try waitForRender(session, spec: spec, width: 60, height: 24, offset: 1)

        // A wider terminal: wider columns, taller photos.
        func box(_ screen: [String], _ label: String) -> Screen.Box? {
            Screen.boxes(in: Screen.content(screen)).first { $0.label?.hasPrefix(label) == true }
        }
        session.send("g")
        let narrow = session.waitForStable("the top again") { Screen.content($0) == top }
        session.resize(width: 100, height: 24)
        let wide = session.waitForStable("a frame at 100 columns") { Screen.status($0).contains("800pt×") }
        /// The rows a box covers on screen, from its top edge down its left side.
        func height(_ box: Screen.Box, _ screen: [String]) -> Int {
            var rows = 1
            for row in Screen.content(screen).dropFirst(box.row + 1) {
                let cells = Screen.cells(row)
                guard box.column < cells.count, cells[box.column] == "│" || cells[box.column] == "└" else { break }
                rows += 1
                if cells[box.column] == "└" { break }
            }
            return rows
        }
        let dune = try XCTUnwrap(box(narrow, "dune"), Screen.dump(narrow)), wideDune = try XCTUnwrap(box(wide, "dune"), Screen.dump(wide))
        XCTAssertGreaterThan(wideDune.width, dune.width)
        XCTAssertGreaterThan(height(wideDune, wide), height(dune, narrow), "a wider photo is taller:\n\(Screen.dump(wide))")

        // Deep in the wall, 61 and back to 60 columns: the same screen, three times.
        session.resize(width: 60, height: 24)
        session.waitForStable("back at 60 columns") { Screen.status($0).contains("480pt×") }
        session.press("Space", times: 3)
        let before = session.waitForStable("three pages down") { !Screen.statusShows($0, position: "top") }
        for round in 1...3 {
            session.resize(width: 61, height: 24)
            session.waitForStable("61 columns") { Screen.status($0).contains("488pt×") }
            session.resize(width: 60, height: 24)
            let back = session.waitForStable("60 columns again") { Screen.status($0).contains("480pt×") }
            XCTAssertEqual(Screen.content(back), Screen.content(before),
                           "round \(round): 61 and back moved the view:\n\(Screen.dump(back))\nbefore:\n\(Screen.dump(before))")
        }
        session.send("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }
}
