import Foundation
import XCTest

/// The App Store spec in the real previewer: `l` pages its carousel to the next card, `h` back,
/// and the status line says which card of how many.
final class OrthogonalSectionTests: EndToEndTestCase {
    private let spec = "assets/app-store.json"

    func testLScrollsTheOrthogonalSectionToTheNextCard() throws {
        let session = try launchTrellis([spec])
        let first = waitForFrame(session)
        XCTAssertTrue(first[2].hasPrefix(" ┌App of the Day─"), first[2])
        XCTAssertTrue(Screen.status(first).contains("Featured 1/5 h/l"), Screen.status(first))
        session.send("l")
        let next = session.waitFor("l to bring the next card to the carousel's left edge") { screen in
            screen[2].hasPrefix(" ┌Game of the Day─") && Screen.status(screen).contains("Featured 2/5 h/l")
        }
        XCTAssertTrue(next[3].hasPrefix(" │Tiny Harbor: build a fishing town"), next[3])
        XCTAssertEqual(Array(next[10..<22]), Array(first[10..<22]), "the sections below stay where they were")
        session.send("Right")
        session.waitFor("Right to page once more") { $0[2].hasPrefix(" ┌Meet the Maker─") }
        session.send("h")
        session.waitFor("h to page back") { $0[2].hasPrefix(" ┌Game of the Day─") }
    }

    /// Issue 23: at `Featured 5/5`, `l` changed nothing and said nothing. It says
    /// `Featured: last card`, and `h` at the first card `Featured: first card`; right to left
    /// (`d`), where the keys move the way they point, `h` goes on through the cards to the last.
    func testTheKeysSayWhenTheOrthogonalSectionIsAtItsEnd() throws {
        let session = try launchTrellis([spec])
        let first = waitForFrame(session)
        session.send("h")
        let start = session.waitFor("h at the first card to say so") { Screen.status($0) == " Featured: first card" }
        XCTAssertEqual(Screen.content(start), Screen.content(first), "nothing moved")
        session.press("l", times: 4)
        let end = session.waitFor("four l to the last card") { Screen.status($0).contains("Featured 5/5 h/l") }
        session.send("l")
        let past = session.waitFor("l at the last card to say so") { Screen.status($0) == " Featured: last card" }
        XCTAssertEqual(Screen.content(past), Screen.content(end), "nothing moved")
        session.send("h")
        session.waitFor("h back a card") { Screen.status($0).contains("Featured 4/5 h/l") }

        session.send("d")
        session.waitFor("right to left") { Screen.status($0).contains("rtl") && Screen.status($0).contains("Featured ") }
        // Wherever the new layout put the carousel, six `l` reach its first card and go past it.
        session.press("l", times: 6)
        session.waitFor("l at the first card, right to left") { Screen.status($0) == " Featured: first card" }
        session.send("Escape")   // the next key takes the message away; Esc outside inspect mode does nothing else
        session.waitFor("the status line back at the first card") { Screen.status($0).contains("Featured 1/5 h/l") }
        session.press("h", times: 4)
        session.waitFor("h through the cards to the last, right to left") { Screen.status($0).contains("Featured 5/5 h/l") }
        session.send("h")
        session.waitFor("h at the last card, right to left") { Screen.status($0) == " Featured: last card" }
    }

    /// Issue 23: at 40 columns the status line read ` [15/15] │ 40×81 │ top`, the title gone
    /// with 18 columns free. The notice goes first and the title uses the room.
    func testANarrowStatusLineKeepsTheTitle() throws {
        let session = try launchTrellis([], width: 40, height: 24)
        session.type(":p 15")
        session.send("Enter")
        let screen = session.waitFor("the App Store at 40 columns") { Screen.status($0).contains("[15/16]") }
        XCTAssertTrue(Screen.status(screen).hasPrefix(" App Store [15/16] │ "), Screen.status(screen))
    }

    /// Two specs open: the first page's carousel paged on with `l`, Tab to the second (its own
    /// carousel at its first card) and Shift-Tab back shows the same card at the left edge.
    func testTabAwayAndBackKeepsTheOrthogonalSectionsPlace() throws {
        let session = try launchTrellis([spec, spec])
        _ = waitForFrame(session)
        session.send("l")
        let paged = session.waitFor("l to page the first spec's carousel") { screen in
            screen[2].hasPrefix(" ┌Game of the Day─") && Screen.status(screen).contains("[1/2]")
        }
        session.send("Tab")
        session.waitFor("Tab to the second spec, its carousel at its first card") { screen in
            Screen.status(screen).contains("[2/2]") && screen[2].hasPrefix(" ┌App of the Day─")
        }
        session.send("BTab")
        let back = session.waitFor("Shift-Tab back to the first spec") { Screen.status($0).contains("[1/2]") }
        XCTAssertEqual(Array(back.prefix(22)), Array(paged.prefix(22)), "the same card at the carousel's left edge")
        XCTAssertTrue(Screen.status(back).contains("Featured 2/5 h/l"), Screen.status(back))
    }
}
