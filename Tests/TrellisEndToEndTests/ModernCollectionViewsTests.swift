import Foundation
import XCTest

/// The gallery's last page, "Modern collection views" (Apple's "Implementing Modern Collection
/// Views" samples, `assets/modern-collection-views.json`, in points at 8 × 16), in the real
/// previewer at 80 × 24 (640 points wide): what a person sees of a badge, a section background
/// and the centred paging carousel (issue 28, "Done when"). The expected rows are the screen
/// text a person reads; the frames behind them are worked out in points in each test.
final class ModernCollectionViewsTests: EndToEndTestCase {
    /// Opens the gallery and goes to its last page, then to item `item` of section `section`
    /// (`:S.I` puts the item at the top of the view) and `up` rows back up.
    private func openPage(at section: Int, item: Int = 0, up: Int) throws -> TmuxSession {
        let session = try launchTrellis()
        session.send("BTab")
        session.waitFor("the gallery's last page") { Screen.status($0).hasPrefix(" Modern collection views [16/16] │ ") }
        session.type(":\(section).\(item)")
        session.send("Enter")
        if up > 0 { session.press("k", times: up) }   // the previewer reads the keys in order
        return session
    }

    /// Section 11, `.groupPagingCentered` (Apple's numbers): a group 85 % of the width (544
    /// points) of a large item and a column of two, every item inset by 10 points. Group 0 is
    /// centred: 48 points free on either side of the group, so its cells' borders stand 58 points
    /// (7.25 columns) from each edge of the view, columns 7 and 72; group 1 starts 8 points
    /// (interGroupSpacing) after it, its first cell at column 75. `l` pages one group: group 1
    /// is centred where group 0 was, and group 0's last column shows at the left.
    func testTheCentredCarouselCentresGroupZeroAndLPagesToGroupOne() throws {
        let session = try openPage(at: 11, up: 3)
        let first = session.waitFor("the centred carousel under its header") { screen in
            screen[0] == " Orthogonal: .groupPagingCentered" && screen[4].hasPrefix("       │4, 0 ")
        }
        XCTAssertEqual(first[3], "       ┌───────────────────────────────────────────┐   ┌────────────────┐  ┌────")
        XCTAssertEqual(first[4], "       │4, 0                                       │   │4, 1            │  │4, 3")
        XCTAssertEqual(first[6], "       │                                           │   └────────────────┘  │")
        XCTAssertEqual(first[9], "       │                                           │   │4, 2            │  │")
        XCTAssertEqual(first[10], "       └───────────────────────────────────────────┘   └────────────────┘  └────")
        let left = try XCTUnwrap(first[3].firstIndex(of: "┌")), right = try XCTUnwrap(first[6].lastIndex(of: "┘"))
        XCTAssertEqual(first[3].distance(from: first[3].startIndex, to: left), 7)
        XCTAssertEqual(80 - 1 - first[6].distance(from: first[6].startIndex, to: right), 7, "as many columns free on the right: centred")

        session.send("l")
        let paged = session.waitFor("l to centre group 1") { $0[4].contains("│4, 3 ") }
        XCTAssertEqual(paged[3], "────┐  ┌───────────────────────────────────────────┐   ┌────────────────┐  ┌────")
        XCTAssertEqual(paged[4], "    │  │4, 3                                       │   │4, 4            │  │4, 6")
        XCTAssertEqual(paged[6], "────┘  │                                           │   └────────────────┘  │")
        XCTAssertEqual(paged[9], "    │  │                                           │   │4, 5            │  │")
        XCTAssertEqual(paged[10], "────┘  └───────────────────────────────────────────┘   └────────────────┘  └────")
        XCTAssertEqual(Array(paged[11..<23]), Array(first[11..<23]), "the sections below stay where they were")
        session.send("h")
        session.waitFor("h to centre group 0 again") { $0[3] == first[3] && $0[4] == first[4] }
    }

    /// Section 4, Apple's item badges: cell 4.0 at (25, 2117, 140, 110) points, its 20-point
    /// badge anchored to its top trailing corner and pushed out by 30 % of its size, at (151,
    /// 2111). A badge covers its size in cells, 2.5 x 1.25 rounded to 3 columns and 1 row,
    /// centred 2 points left of and 4 below its cell's top trailing corner as the cell's box is
    /// rounded: `[b]` on the cell's top border, the `b` on its `┐` (column 20, above the cell's
    /// right border). All eight badges draw so, whatever their cells' sub-cell positions, and no
    /// cell's corner is left blank.
    func testABadgeIsDrawnOverItsCellsTopTrailingCorner() throws {
        let session = try openPage(at: 4, up: 5)
        let screen = session.waitFor("the badged cells under their header") { $0[1] == "    Item badges" && $0[6].hasPrefix("   │0 ") }
        XCTAssertEqual(screen[5], "   ┌───────────────[b]┌──────────────[b] ┌──────────────[b]┌───────────────[b]")
        XCTAssertEqual(screen[6], "   │0               │ │1              │  │2              │ │3               │")
        XCTAssertEqual(screen[11], "   └────────────────┘ └───────────────┘  └───────────────┘ └────────────────┘")
        XCTAssertEqual(screen[12].trimmingTrailingBlanks(), "", "nothing of a badge between the rows")
        XCTAssertEqual(screen[13], screen[5], "the second row's badges, drawn as the first row's")
        XCTAssertEqual(screen[14], "   │4               │ │5              │  │6              │ │7               │")
    }

    /// Sections 5 and 6, Apple's section background decoration with its insets doubled for the
    /// terminal: rows of 44 points inset by 24 at the sides and 16 apart, the background 8 points
    /// inside the section: columns 1–78 (8 to 632 points) as `░` beneath the cells and the header,
    /// the rows in columns 3–76 (24 to 616 points).
    func testTheSectionBackgroundShadesBeneathItsRows() throws {
        let session = try openPage(at: 5, up: 4)
        // The section's rows are inset by 24 points at the sides and 16 apart, its background
        // by 8: two columns of shading beside the rows and the header, a row of it between rows.
        let screen = session.waitFor("the first background section under its header") {
            $0[1].hasPrefix(" ░░ Section background decoration 0 ") && $0[5].hasPrefix(" ░░│0,0 ")
        }
        XCTAssertTrue(screen[1].hasSuffix(" ░░"), screen[1])
        XCTAssertEqual(screen[2], " ░░" + String(repeating: " ", count: 74) + "░░")
        XCTAssertEqual(screen[3], " " + String(repeating: "░", count: 78))
        XCTAssertEqual(screen[4], " ░░┌" + String(repeating: "─", count: 72) + "┐░░")
        XCTAssertEqual(screen[5], " ░░│0,0" + String(repeating: " ", count: 69) + "│░░")
        XCTAssertEqual(screen[6], " ░░└" + String(repeating: "─", count: 72) + "┘░░")
        XCTAssertEqual(screen[7], " " + String(repeating: "░", count: 78), "between two rows")
    }
}
