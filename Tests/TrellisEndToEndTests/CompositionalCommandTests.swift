import Foundation
import TrellisTestSupport
import XCTest

/// `attributes`, `render` and `validate` on compositional specs, through the real binary.
final class CompositionalCommandTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = try Shell.makeTemporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func write(_ json: String, _ name: String = "c.json") throws -> String {
        let path = directory + "/" + name
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The issue's own example: a half-width cell beside a column of half-height cells.
    private static let example = CompositionalExample.json(titles: ["a", "b", "c", "d"])

    func testAttributesPrintsTheFramesByTheRules() throws {
        let result = try Shell.runTrellis(["attributes", try write(Self.example), "--width", "40"])
        XCTAssertEqual(result.status, 0, result.stderr)
        // Container 36 wide from x = 2; the header above the top inset; the cell inset 1 each side in
        // its 18-wide slot; the column's two half-height slots; a second group 1 below the first
        // (partial: one cell, its whole height); the bottom inset, then the footer.
        XCTAssertEqual(result.stdout, """
        {"contentSize": {"width": 40, "height": 17},
         "attributes": [
          {"kind": "header", "category": "supplementaryView", "section": 0, "item": 0, "x": 2, "y": 0, "width": 36, "height": 1, "zIndex": 10},
          {"kind": "cell", "category": "cell", "section": 0, "item": 0, "x": 3, "y": 2, "width": 16, "height": 6, "zIndex": 0},
          {"kind": "cell", "category": "cell", "section": 0, "item": 1, "x": 20, "y": 2, "width": 18, "height": 3, "zIndex": 0},
          {"kind": "cell", "category": "cell", "section": 0, "item": 2, "x": 20, "y": 5, "width": 18, "height": 3, "zIndex": 0},
          {"kind": "cell", "category": "cell", "section": 0, "item": 3, "x": 3, "y": 9, "width": 16, "height": 6, "zIndex": 0},
          {"kind": "footer", "category": "supplementaryView", "section": 0, "item": 0, "x": 2, "y": 16, "width": 36, "height": 1, "zIndex": 10}
         ]}

        """)
    }

    func testFractionalHeightIsOfTheHeightGivenElseOfTheRenderViewport() throws {
        let spec = try write(#"{"layout": "compositional", "inset": {"top": 1, "bottom": 2}, "sections": [{"items": [{}], "group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 0.5}, "subitems": [{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}]}}]}"#)
        func cellHeight(_ options: [String]) throws -> String? {
            let result = try Shell.runTrellis(["attributes", spec, "--width", "30"] + options)
            XCTAssertEqual(result.status, 0, result.stderr)
            return result.stdout.components(separatedBy: "\n").first { $0.contains("\"cell\"") }?
                .components(separatedBy: "\"height\": ").last?.components(separatedBy: ",").first
        }
        XCTAssertEqual(try cellHeight(["--height", "43"]), "20", "(43 − 1 − 2) / 2")
        XCTAssertEqual(try cellHeight([]), "10", "(23 − 1 − 2) / 2: the 23 rows of render --size 80x24")
    }

    func testAnOrthogonalSectionIsReportedUnscrolledAndRenderedAtOffsetZero() throws {
        let spec = try write(#"{"layout": "compositional", "sections": [{"scrolling": "paging", "interGroupSpacing": 2, "items": [{"title": "one"}, {"title": "two"}, {"title": "three"}], "group": {"axis": "horizontal", "width": {"absolute": 24}, "height": {"absolute": 3}, "subitems": [{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}]}}]}"#)
        let attributes = try Shell.runTrellis(["attributes", spec, "--width", "40"])
        XCTAssertTrue(attributes.stdout.contains(#"{"kind": "cell", "category": "cell", "section": 0, "item": 2, "x": 52, "y": 0, "width": 24, "height": 3, "zIndex": 0}"#),
                      "x passes W, as UIKit reports it:\n\(attributes.stdout)")
        XCTAssertTrue(attributes.stdout.hasPrefix(#"{"contentSize": {"width": 40, "height": 3},"#), attributes.stdout)
        let render = try Shell.runTrellis(["render", spec, "--size", "40x5"])
        XCTAssertEqual(render.status, 0, render.stderr)
        XCTAssertEqual(Array(render.stdout.components(separatedBy: "\n").prefix(3)), [
            "┌──────────────────────┐  ┌─────────────",
            "│one                   │  │two",
            "└──────────────────────┘  └─────────────",
        ], "the second card cut at the view's edge")
        // Nothing scrolls the view itself sideways: --offset-x is clamped to 0.
        let shifted = try Shell.runTrellis(["render", spec, "--size", "40x5", "--offset-x", "10"])
        XCTAssertEqual(shifted.stdout, render.stdout)
    }

    func testValidateNamesEachMistakeWithItsPlaceAndExits2() throws {
        let spec = try write("""
        {"layout": "compositional", "scrollDirection": "horizontal",
         "sections": [{"items": [],
           "group": {"axis": "horizontal", "width": {"fractionalWidth": 1, "absolute": 3}, "height": {"absolute": 3},
                     "subitems": [{"width": {"absolute": 1}, "height": {}}, {"axis": "vertical", "width": {"absolute": 1},
                                  "height": {"absolute": 1}, "count": 2, "subitems": [{"width": {"absolute": 1}, "height": {"absolute": 1}}, {"width": {"absolute": 1}, "height": {"absolute": 1}}]}]}}]}

        """, "bad.json")
        let result = try Shell.runTrellis(["validate", spec])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, """
        trellis: error: \(spec):3:45: sections[0].group.width: expected exactly one of "fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings", got "fractionalWidth" and "absolute"
        trellis: error: \(spec):4:64: sections[0].group.subitems[0].height: expected exactly one of "fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings", got none
        trellis: error: \(spec):5:63: sections[0].group.subitems[1].count: a group with a count repeats its one subitem 2 times; this group has 2 subitems

        """)
    }

    /// The issue's hero beside two small ones: `0.6·W + 1 + 0.4·W` never fits `W`, so `validate`
    /// names the pair's slot (and still exits 0: it is a warning), and `render` shows why.
    func testValidateWarnsOfASlotThatNeverFitsAndRenderShowsTheHeroesStacked() throws {
        let spec = try write(CompositionalExample.heroBesidePair, "hero.json")
        let result = try Shell.runTrellis(["validate", spec])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, """
        trellis: warning: \(spec):9:11: sections[0].group.subitems[1]: does not fit its group: 0.6·W + 1 + 0.4·W wide in a group W wide at every width (its item starts the next group instead, so this subitem is never filled)

        """)
        // Each group holds the hero alone: three boxes 24 wide (0.6 · 40), one under the other.
        let render = try Shell.runTrellis(["render", spec, "--size", "40x14"])
        XCTAssertEqual(render.status, 0)
        let lines = render.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.filter { $0.hasPrefix("┌" + String(repeating: "─", count: 22) + "┐") }.count, 4, render.stdout)
        XCTAssertTrue(lines.allSatisfy { $0.count <= 24 || $0.contains("│") && $0.contains("compositional") }, render.stdout)
    }
}
