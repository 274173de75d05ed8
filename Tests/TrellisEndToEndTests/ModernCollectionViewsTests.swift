import Foundation
import XCTest

/// The gallery's last page, "Modern collection views" (Apple's "Implementing Modern Collection
/// Views" samples, `assets/modern-collection-views.json`, in points at 8 × 16), in the real
/// previewer at 80 × 24 (640 points wide): what a person sees of a badge, a section background
/// and the centred paging carousel (issue 28, "Done when").
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
}
