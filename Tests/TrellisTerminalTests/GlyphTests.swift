import TrellisRender
import XCTest
@testable import TrellisTerminal

final class GlyphTests: XCTestCase {
    /// A stand-in for wcwidth: CJK and most emoji 2, combining marks 0, controls unprintable;
    /// text-default symbols (✈, regional indicators) 1.
    private func width(_ value: UInt32) -> Int {
        switch value {
        case 0x0300...0x036F, 0x200D, 0xFE0F, 0x20E3: return 0
        case 0x1F1E6...0x1F1FF, 0x1F336: return 1
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0x1F300...0x1FAFF: return 2
        case 0x7F...0x9F, 0..<0x20: return -1
        case 0xE000...0xF8FF: return -1  // pretend private use is unprintable
        default: return 1
        }
    }

    private func glyph(_ symbol: String, _ cellWidth: UInt8 = 1, room: Int = 10) -> Glyph {
        Glyph(cell: Cell(symbol: symbol, width: cellWidth), room: room, width: width)
    }

    private func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    func testNarrowCharacter() {
        XCTAssertEqual(glyph("a"), Glyph(scalars: [0x61], width: 1, fill: .none))
    }

    func testWideCharacterTakesTwoColumns() {
        XCTAssertEqual(glyph("漢", 2), Glyph(scalars: [0x6F22], width: 2, fill: .none))
    }

    func testWideCharacterWithoutRoomIsABlank() {
        XCTAssertEqual(glyph("漢", 2, room: 1), Glyph(scalars: [0x20], width: 1, fill: .none))
    }

    func testStrayContinuationAndEmptySymbolAreBlanks() {
        XCTAssertEqual(glyph("", 0), Glyph(scalars: [0x20], width: 1, fill: .none))
        XCTAssertEqual(glyph(""), Glyph(scalars: [0x20], width: 1, fill: .none))
    }

    /// Only raw subscript writes can put a control in a cell (the writers replace them): it is
    /// never sent to the terminal.
    func testControlCharactersAreNeverSent() {
        for control in ["\t", "\u{1B}", "\u{85}", "\u{9B}", "\u{202E}", "\u{200B}", "\u{FEFF}", "a\u{200D}"] {
            XCTAssertEqual(glyph(control), Glyph(scalars: [0xFFFD], width: 1, fill: .none), control.debugDescription)
        }
    }

    func testCombiningMarksStay() {
        XCTAssertEqual(glyph("e\u{301}"), Glyph(scalars: [0x65, 0x301], width: 1, fill: .none))
    }

    /// Every scalar of a cluster goes into the one cell: skin tones, both flag letters, the whole
    /// ZWJ sequence (up to five scalars), keycaps.
    func testWholeClustersStay() {
        for cluster in ["👍🏽", "👩‍💻", "👨‍👩‍👧"] {
            XCTAssertEqual(glyph(cluster, 2), Glyph(scalars: scalars(cluster), width: 2, fill: .none), cluster)
        }
    }

    /// A cluster curses counts as narrow (its first scalar's wcwidth is 1) but the grid gives
    /// two columns: the second column is curses' continuation, not a blank.
    func testPresentationWideClustersMarkTheirContinuation() {
        for cluster in ["✈️", "🌶️", "1️⃣", "🇫🇷"] {
            XCTAssertEqual(glyph(cluster, 2), Glyph(scalars: scalars(cluster), width: 2, fill: .continuation), cluster)
        }
    }

    /// Only raw subscript writes can put a narrow character in a two-column cell: it is padded.
    func testNarrowCharacterInAWideCellIsPadded() {
        XCTAssertEqual(glyph("a", 2), Glyph(scalars: [0x61], width: 2, fill: .blank))
        XCTAssertEqual(glyph("─", 2), Glyph(scalars: [0x2500], width: 2, fill: .blank))
    }

    func testMoreScalarsThanACellHoldsIsAReplacementInTheClustersWidth() {
        let marks = "e" + String(repeating: "\u{301}", count: 5)
        XCTAssertEqual(glyph(marks), Glyph(scalars: [0xFFFD], width: 1, fill: .none))
        let family = "👨‍👩‍👧‍👦"  // seven scalars
        XCTAssertEqual(glyph(family, 2), Glyph(scalars: [0xFFFD], width: 2, fill: .blank))
        let five = "e" + String(repeating: "\u{301}", count: 4)
        XCTAssertEqual(glyph(five).scalars.count, Glyph.maximumScalars)
    }

    func testTooWideOrUnprintableBecomesReplacement() {
        XCTAssertEqual(glyph("漢", 1), Glyph(scalars: [0xFFFD], width: 1, fill: .none))
        XCTAssertEqual(glyph("\u{E000}", 2), Glyph(scalars: [0xFFFD], width: 2, fill: .blank))
    }
}
