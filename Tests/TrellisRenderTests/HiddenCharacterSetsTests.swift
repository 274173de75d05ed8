import XCTest
import TrellisSpec
@testable import TrellisLayout
@testable import TrellisRender
import TrellisPreview

/// The characters the screen draws as U+FFFD (``TextWidth/isInvisibleControl(_:)``) and those a
/// message writes as `\u{XXXX}` (``MessageText/needsEscape(_:)``) are one set, checked over every
/// scalar; messages also escape the non-breaking spaces, which the screen shows as spaces
/// (QA of issue 12, finding 7).
final class HiddenCharacterSetsTests: XCTestCase {
    /// Escaped in messages, drawn as they are on screen.
    private let nonBreakingSpaces: Set<UInt32> = [0x00A0, 0x2007, 0x202F]

    func testTheScreenAndMessageSetsAgreeOverEveryScalar() {
        var disagreements: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let screen = TextWidth.isInvisibleControl(scalar)
            let message = MessageText.needsEscape(scalar)
            if message != (screen || nonBreakingSpaces.contains(value)) {
                disagreements.append("U+\(String(value, radix: 16, uppercase: true)) screen \(screen) message \(message)")
            }
        }
        XCTAssertEqual(disagreements, [], "\(disagreements.count) scalars")
    }

    /// Invisible format characters, separators and tags are in both sets.
    func testFormatCharactersSeparatorsAndTagsAreHidden() {
        var values: [UInt32] = Array(0x2060...0x2064) + [0x00AD, 0x2028, 0x2029, 0x180E] + Array(0xFFF9...0xFFFB)
        values += [0xE0001] + Array(0xE0020...0xE007F)
        for value in values {
            let scalar = Unicode.Scalar(value)!
            let digits = String(value, radix: 16, uppercase: true)
            let hex = String(repeating: "0", count: max(0, 4 - digits.count)) + digits
            XCTAssertTrue(TextWidth.isInvisibleControl(scalar), "U+\(hex) on screen")
            XCTAssertEqual(MessageText.escaped("a" + String(scalar) + "b"), "a\\u{\(hex)}b", "U+\(hex) in a message")
            var grid = CellGrid(width: 5, height: 1)
            grid.setString("a" + String(scalar) + "b", x: 0, y: 0)
            XCTAssertEqual(grid.lines(), ["a\u{FFFD}b"], "U+\(hex) on screen")
        }
    }

    /// Tags are part of an emoji tag sequence (the flag of England), and only there.
    func testTagsInsideAnEmojiTagSequenceAreKept() {
        let england = "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
        XCTAssertEqual(england.count, 1)
        XCTAssertEqual(MessageText.escaped("flag " + england), "flag " + england)
        // Seven scalars: more than a cell holds, so one U+FFFD two columns wide, not seven.
        XCTAssertEqual(TextWidth.visiblePieces(of: Character(england)), ["\u{FFFD}", " "])
        XCTAssertEqual(TextWidth.displayWidth(of: england), 2)
        let shortTagged = Character("🏴\u{E0067}\u{E007F}")
        XCTAssertEqual(TextWidth.visiblePieces(of: shortTagged), [shortTagged])
        // After a letter, a tag hides nothing it decorates: shown and escaped.
        XCTAssertEqual(TextWidth.visiblePieces(of: Character("a\u{E0067}")), ["a", "\u{FFFD}"])
        XCTAssertEqual(MessageText.escaped("a\u{E0067}"), "a\\u{E0067}")
    }

    /// A line or paragraph separator in a title is a U+FFFD, as a newline is; a text breaks there.
    func testLineSeparatorsInTitlesAreReplaced() {
        XCTAssertEqual(TextWidth.displayWidth(of: "a\u{2028}b\u{2029}c"), 5)
        XCTAssertEqual(TextWidth.truncate("a\u{2028}b", toWidth: 3), "a\u{2028}b")
        XCTAssertEqual(StatusLine.displayPrefix(of: "a\u{2028}b", maxWidth: 2), "a…")
    }
}
