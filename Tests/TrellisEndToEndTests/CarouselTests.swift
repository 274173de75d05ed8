import Foundation
import XCTest

/// The App Store spec in the real previewer: `l` pages its carousel to the next card, `h` back,
/// and the status line says which card of how many.
final class CarouselTests: EndToEndTestCase {
    private let spec = "assets/app-store.json"

    func testLScrollsTheCarouselToTheNextCard() throws {
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

    /// Two specs open: the first page's carousel paged on with `l`, Tab to the second (its own
    /// carousel at its first card) and Shift-Tab back shows the same card at the left edge.
    func testTabAwayAndBackKeepsTheCarouselsPlace() throws {
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
