import TrellisRender
import XCTest
@testable import TrellisTerminal

final class GlyphTests: XCTestCase {
    /// A stand-in for wcwidth: CJK is 2, combining marks 0, C1 and DEL unprintable.
    private func width(_ value: UInt32) -> Int {
        switch value {
        case 0x0300...0x036F, 0x200D, 0xFE0F: return 0
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0x1F300...0x1FAFF: return 2
        case 0x7F...0x9F, 0..<0x20: return -1
        case 0xE000...0xF8FF: return -1  // pretend private use is unprintable
        default: return 1
        }
    }

    private func glyph(_ symbol: String, _ cellWidth: UInt8 = 1, room: Int = 10) -> Glyph {
        Glyph(cell: Cell(symbol: symbol, width: cellWidth), room: room, width: width)
    }

    func testNarrowCharacter() {
        XCTAssertEqual(glyph("a"), Glyph(scalars: [0x61], padding: 0, advance: 1))
    }

    func testWideCharacterTakesTwoColumns() {
        XCTAssertEqual(glyph("漢", 2), Glyph(scalars: [0x6F22], padding: 0, advance: 2))
    }

    func testWideCharacterWithoutRoomIsABlank() {
        XCTAssertEqual(glyph("漢", 2, room: 1), Glyph(scalars: [0x20], padding: 0, advance: 1))
    }

    func testStrayContinuationIsABlank() {
        XCTAssertEqual(glyph("", 0), Glyph(scalars: [0x20], padding: 0, advance: 1))
    }

    func testEmptySymbolAndControlCharacterAreBlanks() {
        XCTAssertEqual(glyph(""), Glyph(scalars: [0x20], padding: 0, advance: 1))
        XCTAssertEqual(glyph("\t"), Glyph(scalars: [0x20], padding: 0, advance: 1))
        XCTAssertEqual(glyph("\u{85}"), Glyph(scalars: [0x20], padding: 0, advance: 1))
    }

    func testCombiningMarksStay() {
        XCTAssertEqual(glyph("e\u{301}"), Glyph(scalars: [0x65, 0x301], padding: 0, advance: 1))
    }

    func testAtMostFiveScalars() {
        let symbol = "e" + String(repeating: "\u{301}", count: 6)
        XCTAssertEqual(glyph(symbol).scalars.count, Glyph.maximumScalars)
    }

    func testZWJSequenceKeepsOnlyTheFirstPicture() {
        let family = "\u{1F468}\u{200D}\u{1F469}"
        XCTAssertEqual(glyph(family, 2), Glyph(scalars: [0x1F468, 0x200D], padding: 0, advance: 2))
    }

    func testNarrowCharacterInAWideCellIsPadded() {
        XCTAssertEqual(glyph("a", 2), Glyph(scalars: [0x61], padding: 1, advance: 2))
    }

    func testTooWideOrUnprintableBecomesReplacement() {
        XCTAssertEqual(glyph("漢", 1), Glyph(scalars: [Glyph.replacement], padding: 0, advance: 1))
        XCTAssertEqual(glyph("\u{E000}", 2), Glyph(scalars: [Glyph.replacement], padding: 1, advance: 2))
    }
}
