import XCTest
import TrellisTestSupport
@testable import TrellisSpec

/// A display width for tests: East Asian wide and fullwidth characters are 2 columns, combining
/// marks and zero-width characters 0, everything else 1 (what the renderer's wcwidth gives).
func displayWidthForTests(_ character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    switch scalar.value {
    case 0x0300...0x036F, 0x200B...0x200D: return 0
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
         0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
         0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
        return 2
    default: return 1
    }
}

/// The width of a line as the test measure sees it.
private func width(_ line: String) -> Int { line.reduce(0) { $0 + displayWidthForTests($1) } }

/// Self-sizing text wrapping: spaces, hard breaks, newlines, wide characters.
final class TextWrappingTests: XCTestCase {
    private func wrap(_ text: String, _ width: Int) -> [String] {
        TextWrapping.lines(of: text, width: width, measure: displayWidthForTests)
    }

    /// The measure the other tests wrap with: pinned here, so a mistake in it cannot hide one
    /// in the wrapping.
    func testTheTestMeasure() {
        XCTAssertEqual(displayWidthForTests("a"), 1)
        XCTAssertEqual(displayWidthForTests("~"), 1)
        XCTAssertEqual(displayWidthForTests("é"), 1, "a precomposed letter")
        XCTAssertEqual(displayWidthForTests("中"), 2)
        XCTAssertEqual(displayWidthForTests("한"), 2)
        XCTAssertEqual(displayWidthForTests("，"), 2, "fullwidth punctuation")
        XCTAssertEqual(displayWidthForTests("「"), 2)
        XCTAssertEqual(displayWidthForTests("\u{200B}"), 0, "zero width space")
        XCTAssertEqual(displayWidthForTests("\u{301}"), 0, "a lone combining mark")
        XCTAssertEqual(displayWidthForTests("\u{1100}"), 2, "the first wide code point of a range")
        XCTAssertEqual(displayWidthForTests("\u{115F}"), 2, "the last of it")
        XCTAssertEqual(displayWidthForTests("\u{1160}"), 1, "just past it")
    }

    func testBreaksAtSpacesAndDropsThem() {
        XCTAssertEqual(wrap("a quiet lake at dawn", 7), ["a quiet", "lake at", "dawn"])
        XCTAssertEqual(wrap("a quiet lake at dawn", 20), ["a quiet lake at dawn"])
        XCTAssertEqual(wrap("a quiet lake at dawn", 19), ["a quiet lake at", "dawn"])
        XCTAssertEqual(wrap("one  two", 8), ["one  two"], "spaces inside a line are kept")
        XCTAssertEqual(wrap("one  two", 5), ["one", "two"], "spaces at a break are dropped")
        XCTAssertEqual(wrap("end   ", 3), ["end"], "trailing spaces are dropped")
        XCTAssertEqual(wrap("  indented text", 11), ["  indented", "text"], "a paragraph's indentation is kept")
        XCTAssertEqual(wrap("  indented", 8), ["indented"], "unless the first word does not fit after it")
    }

    func testHardBreaksWordsLongerThanTheLine() {
        XCTAssertEqual(wrap("abcdefghij", 4), ["abcd", "efgh", "ij"])
        XCTAssertEqual(wrap("to Donaudampfschiff now", 6), ["to", "Donaud", "ampfsc", "hiff", "now"],
                       "a long word starts a new line and is cut there")
        XCTAssertEqual(wrap("abc", 1), ["a", "b", "c"])
        XCTAssertEqual(wrap("é́x", 1), ["é́", "x"], "a character with combining marks stays whole")
    }

    func testNewlinesStartLines() {
        XCTAssertEqual(wrap("one\ntwo", 20), ["one", "two"])
        XCTAssertEqual(wrap("one\n\ntwo", 20), ["one", "", "two"], "an empty paragraph is an empty line")
        XCTAssertEqual(wrap("one\n", 20), ["one", ""])
        XCTAssertEqual(wrap("one\r\ntwo", 20), ["one", "two"], "CRLF is one newline")
        XCTAssertEqual(wrap("", 5), [""], "an empty text takes one line")
        XCTAssertEqual(wrap("a b\nc d e", 3), ["a b", "c d", "e"])
    }

    func testWideCharactersBreakWithoutSpacesAndNeverSplit() {
        XCTAssertEqual(wrap("中文标签", 4), ["中文", "标签"])
        XCTAssertEqual(wrap("中文标签", 5), ["中文", "标签"], "a 2-column character never straddles the edge")
        XCTAssertEqual(wrap("中文标签", 1), ["中", "文", "标", "签"], "one wide character per line when nothing fits")
        XCTAssertEqual(wrap("Photo 拍摄于北京", 10), ["Photo 拍摄", "于北京"], "breaks inside East Asian text")
        XCTAssertEqual(wrap("拍摄iPhone", 6), ["拍摄", "iPhone"], "a break after a wide character before a letter")
        XCTAssertEqual(wrap("iPhone拍摄", 7), ["iPhone", "拍摄"], "and before a wide character")
    }

    func testClosingPunctuationNeverStartsALine() {
        XCTAssertEqual(wrap("湖面，远处", 4), ["湖", "面，", "远处"])
        XCTAssertEqual(wrap("他说「好」", 6), ["他说", "「好」"], "nor does opening punctuation end one")
        XCTAssertEqual(wrap("好。", 2), ["好", "。"], "a line too narrow for both still never overflows")
    }

    func testInteriorColumnsOfACell() {
        XCTAssertEqual(TextWrapping.interiorColumns(ofCellWidth: 12), 10)
        XCTAssertEqual(TextWrapping.interiorColumns(ofCellWidth: 28.5), 26, "floor(width) - 2")
        XCTAssertEqual(TextWrapping.interiorColumns(ofCellWidth: 3), 1)
        XCTAssertEqual(TextWrapping.interiorColumns(ofCellWidth: 2), 1, "at least 1")
        XCTAssertEqual(TextWrapping.interiorColumns(ofCellWidth: 0), 1)
        XCTAssertEqual(TextWrapping.interiorColumns(ofCellWidth: -5), 1)
        XCTAssertEqual(TextWrapping.interiorColumns(ofCellWidth: .nan), 1)
        XCTAssertEqual(TextWrapping.interiorColumns(ofCellWidth: .infinity), 1)
        XCTAssertEqual(TextWrapping.interiorColumns(ofCellWidth: 1e300), 999_999_999_999_998)
    }

    func testLineCountAndMeasureMisbehaving() {
        XCTAssertEqual(TextWrapping.lineCount(of: "a quiet lake at dawn", width: 7, measure: displayWidthForTests), 3)
        XCTAssertEqual(TextWrapping.lines(of: "abc def", width: 3, measure: { _ in -4 }), ["abc def"],
                       "negative widths count as 0")
        XCTAssertEqual(TextWrapping.lines(of: "ab cd", width: 0, measure: { _ in 1 }), ["a", "b", "c", "d"],
                       "a width under 1 counts as 1")
    }

    /// Random texts of ASCII words, CJK runs, punctuation, spaces and newlines, at random widths.
    func testPropertiesOverRandomTexts() {
        let pieces = ["a", "quiet", "lake", "Donaudampfschifffahrt", "中文", "标签", "，", "。", " ", "  ",
                      "\n", "x", "瀑布流布局", "é", "iPhone", "「", "」", "12", "-", "\u{200B}"]
        for seed in 0..<UInt64(300) {
            var generator = SeededGenerator(seed: 0xC0FFEE &+ seed)
            let text = (0..<Int.random(in: 0...30, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            let columns = Int.random(in: 1...24, using: &generator)
            let lines = wrap(text, columns)
            let context = "seed \(0xC0FFEE &+ seed): \(text.debugDescription) at \(columns)"
            // Every paragraph takes at least one line.
            XCTAssertGreaterThanOrEqual(lines.count, text.split(separator: "\n", omittingEmptySubsequences: false).count, context)
            for line in lines {
                XCTAssertFalse(line.contains("\n"), context)
                XCTAssertFalse(line.hasSuffix(" "), "no trailing space: \(context)")
                // A line fits, unless it is one character wider than the line.
                if width(line) > columns {
                    XCTAssertEqual(line.filter { displayWidthForTests($0) > 0 }.count, 1,
                                   "line \(line.debugDescription) overflows: \(context)")
                }
            }
            // Nothing is lost or reordered but spaces and newlines.
            XCTAssertEqual(lines.joined().filter { $0 != " " }, text.filter { $0 != " " && !$0.isNewline }, context)
            // A wider line never needs more lines.
            XCTAssertLessThanOrEqual(wrap(text, columns + 40).count, lines.count, context)
        }
    }

    /// The first `limit` lines are the first lines of the whole wrap, for any text and width.
    func testTheFirstLinesAreThoseOfTheWholeWrap() {
        let pieces = ["a", "quiet", "Donaudampfschifffahrt", "中文", "，", " ", "  ", "\n", "瀑布流布局", "「", "\u{301}"]
        for seed in 0..<UInt64(300) {
            var generator = SeededGenerator(seed: 0xBEEF &+ seed)
            let text = (0..<Int.random(in: 0...40, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            let columns = Int.random(in: 1...12, using: &generator)
            let limit = Int.random(in: 0...8, using: &generator)
            let all = wrap(text, columns)
            let first = TextWrapping.lines(of: text, width: columns, limit: limit, measure: displayWidthForTests)
            XCTAssertEqual(first, Array(all.prefix(limit)),
                           "seed \(0xBEEF &+ seed): \(text.debugDescription) at \(columns), limit \(limit)")
        }
    }

    /// Wrapping a few lines of a huge text examines only the characters of those lines (plus
    /// one word), never the whole text: a 2 MB single word and a 2 MB text of words.
    func testAFewLinesOfAHugeTextCostThoseLinesOnly() {
        let oneWord = String(repeating: "x", count: 2_000_000)
        let words = String(repeating: "lake at dawn ", count: 150_000)
        for text in [oneWord, words] {
            var measured = 0
            let lines = TextWrapping.lines(of: text, width: 40, limit: 5) { character in
                measured += 1
                return displayWidthForTests(character)
            }
            XCTAssertEqual(lines.count, 5)
            XCTAssertLessThanOrEqual(measured, 6 * 41, "characters measured for 5 lines of 40 columns")
        }
    }

    /// Lines cut out of the text at their UTF-8 ranges (what a data source keeps for a huge text,
    /// to draw lines deep inside it) are exactly the lines of the whole wrap, and the slice of
    /// any line range is that range of the whole wrap: texts with CJK, emoji (ZWJ sequences),
    /// combining marks, CR LF and other newlines, indentation, long words, at random widths.
    func testLinesAtTheirRangesAreThoseOfTheWholeWrap() {
        let pieces = ["a", "quiet", "lake", "Donaudampfschifffahrt", "中文", "标签", "，", "。", " ", "   ",
                      "\n", "\r\n", "\u{2028}", "x", "瀑布流布局", "é", "e\u{301}", "\u{301}", "「", "」", "12",
                      "👩‍💻", "🇫🇷", "👍🏽", "\u{200B}", "b\u{200C}", "한국어", "…", "abcdefghijklmnopqrstuvwxyz"]
        for seed in 0..<UInt64(500) {
            var generator = SeededGenerator(seed: 0xFACADE &+ seed)
            let text = (0..<Int.random(in: 0...60, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            let columns = Int.random(in: 0...16, using: &generator)
            let context = "seed \(0xFACADE &+ seed): \(text.debugDescription) at \(columns)"
            let all = wrap(text, columns)
            let ranges = TextWrapping.lineRanges(of: text, width: columns, measure: displayWidthForTests)
            XCTAssertEqual(ranges.count, all.count, context)
            XCTAssertEqual(TextWrapping.lines(of: text, ranges: ranges), all, context)
            // Byte for byte, not only canonically equal.
            XCTAssertEqual(TextWrapping.lines(of: text, ranges: ranges).map { Array($0.utf8) }, all.map { Array($0.utf8) },
                           context)
            for _ in 0..<5 {
                let lower = Int.random(in: 0...all.count + 2, using: &generator)
                let upper = Int.random(in: lower...all.count + 4, using: &generator)
                let shown = (lower..<upper).clamped(to: 0..<ranges.count)
                XCTAssertEqual(TextWrapping.lines(of: text, ranges: ranges[shown]),
                               Array(all.dropFirst(lower).prefix(upper - lower)), "\(context), lines \(lower)..<\(upper)")
            }
        }
    }
}
