import XCTest
import TrellisTerminal
@testable import TrellisPreview

/// The previewer's keys follow less and htop.
final class KeyMapTests: XCTestCase {
    private func action(_ character: Character) -> PreviewAction? { KeyMap.action(for: .character(character)) }
    private func action(_ key: Key) -> PreviewAction? { KeyMap.action(for: .key(key)) }

    func testScrollingKeys() {
        XCTAssertEqual(action("j"), .scrollLines(1))
        XCTAssertEqual(action(.down), .scrollLines(1))
        XCTAssertEqual(action("k"), .scrollLines(-1))
        XCTAssertEqual(action(.up), .scrollLines(-1))
        for page: Character in [" ", "f", "\u{06}"] { XCTAssertEqual(action(page), .scrollPages(1)) }
        XCTAssertEqual(action(.pageDown), .scrollPages(1))
        for back: Character in ["b", "\u{02}"] { XCTAssertEqual(action(back), .scrollPages(-1)) }
        XCTAssertEqual(action(.pageUp), .scrollPages(-1))
        XCTAssertEqual(action("\u{04}"), .scrollHalfPages(1))
        XCTAssertEqual(action("\u{15}"), .scrollHalfPages(-1))
        XCTAssertEqual(action("g"), .top)
        XCTAssertEqual(action(.home), .top)
        XCTAssertEqual(action("G"), .bottom)
        XCTAssertEqual(action(.end), .bottom)
        XCTAssertEqual(KeyMap.action(for: .mouseWheel(up: true)), .scrollLines(-3))
        XCTAssertEqual(KeyMap.action(for: .mouseWheel(up: false)), .scrollLines(3))
        XCTAssertEqual(action("h"), .scrollHorizontally(-1))
        XCTAssertEqual(action(.right), .scrollHorizontally(1))
    }

    func testSpecAndLayoutKeys() {
        XCTAssertEqual(action(.tab), .nextPage(forward: true))
        XCTAssertEqual(action(.backTab), .nextPage(forward: false))
        XCTAssertEqual(action("1"), .page(0))
        XCTAssertEqual(action("9"), .page(8))
        XCTAssertEqual(action("0"), .page(-1), "0 names no spec: the session says how they count")
        XCTAssertEqual(action("+"), .columns(1))
        XCTAssertEqual(action("-"), .columns(-1))
        XCTAssertEqual(action("]"), .spacing(1))
        XCTAssertEqual(action("["), .spacing(-1))
        XCTAssertEqual(action("="), .resetAdjustments, "= resets; + is the one that adds columns")
        XCTAssertEqual(action("w"), .toggleWarnings)
        XCTAssertEqual(action("!"), .toggleDiagnostics)
        XCTAssertEqual(action(.escape), .dismiss)
        XCTAssertEqual(action("r"), .reload)
        XCTAssertEqual(action("?"), .toggleHelp)
        XCTAssertEqual(action("\u{0C}"), .redraw)
        XCTAssertEqual(action("q"), .quit)
        XCTAssertNil(action("z"))
        XCTAssertEqual(KeyMap.action(for: .resize(width: 80, height: 24)), .resize)
    }

    func testTheHelpOverlayListsEveryKeyTheMapKnows() {
        let help = KeyMap.helpLines().joined(separator: "\n")
        for key in ["j", "k", "Space", "PgDn", "PgUp", "^D", "^U", "Home", "End", "wheel", "Tab", "1-9", "+ / -",
                    "] / [", "r ", "?", "Esc", "^L", "q ", "p ", "d ", "a ", "o ", "= ", "w ", "! ", "Pages"] {
            XCTAssertTrue(help.contains(key), "help lists \(key)")
        }
        // The embedder words the page keys' heading (the app: that its files are watched).
        let watched = PageWording(noun: "spec", keysHeading: "Specs (watched unless --no-watch)")
        XCTAssertTrue(KeyMap.helpLines(watched).joined(separator: "\n").contains("--no-watch"))
    }
}
