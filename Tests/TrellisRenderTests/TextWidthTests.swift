#if canImport(Glibc)
import Glibc
#endif
import XCTest
@testable import TrellisRender

/// `wcwidth` itself, looked up independently of the code under test.
private func libcWidth(_ scalar: Unicode.Scalar) -> Int {
    typealias Function = @convention(c) (wchar_t) -> Int32
    _ = TextWidth.displayWidth(of: "中")   // makes sure the locale is set up
    let symbol = dlsym(dlopen(nil, RTLD_NOW), "wcwidth")!
    return Int(unsafeBitCast(symbol, to: Function.self)(wchar_t(bitPattern: scalar.value)))
}

final class TextWidthTests: XCTestCase {
    func testASCII() {
        XCTAssertEqual(TextWidth.displayWidth(of: ""), 0)
        XCTAssertEqual(TextWidth.displayWidth(of: "abc 123"), 7)
        XCTAssertEqual(TextWidth.displayWidth(of: "Section 12"), 10)
        XCTAssertEqual(TextWidth.width(of: "\t"), 1, "a control character is shown as one U+FFFD")
    }

    func testSamplesAgreeWithWcwidth() {
        let samples: [(String, Int)] = [
            ("中", 2), ("文", 2), ("한", 2), ("글", 2), ("あ", 2), ("カ", 2), ("ｶ", 1),
            ("😀", 2), ("👍", 2), ("é", 1), ("\u{301}", 0), ("\u{1160}", 0),
            ("Ａ", 2), ("\u{3000}", 2), ("─", 1), ("…", 1),
        ]
        for (text, expected) in samples {
            let scalar = text.unicodeScalars.first!
            XCTAssertEqual(libcWidth(scalar), expected, "wcwidth(U+\(String(scalar.value, radix: 16)))")
            XCTAssertEqual(TextWidth.scalarWidth(scalar), expected, text)
            XCTAssertEqual(TextWidth.displayWidth(of: text), expected, text)
        }
    }

    func testStringsSumTheirClusters() {
        XCTAssertEqual(TextWidth.displayWidth(of: "中文标签"), 8)
        XCTAssertEqual(TextWidth.displayWidth(of: "한국어"), 6)
        XCTAssertEqual(TextWidth.displayWidth(of: "ひらがなカタカナ"), 16)
        XCTAssertEqual(TextWidth.displayWidth(of: "a中b"), 4)
        XCTAssertEqual(TextWidth.displayWidth(of: "cafe\u{301}"), 4, "combining acute adds nothing")
        XCTAssertEqual(TextWidth.displayWidth(of: "e\u{301}\u{302}\u{303}"), 1)
        XCTAssertEqual(TextWidth.displayWidth(of: "a\u{1160}b"), 2)
        XCTAssertEqual(TextWidth.displayWidth(of: "a\u{2060}b"), 3, "a word joiner is shown as U+FFFD")
        XCTAssertEqual(TextWidth.displayWidth(of: "a\u{200B}b"), 3, "a zero-width space is shown as U+FFFD")
    }

    func testEverySampleScalarMatchesWcwidth() {
        let text = "漢字かなカナ한글👍🏽❤️👨‍👩‍👧e\u{301}"
        for scalar in text.unicodeScalars {
            XCTAssertEqual(TextWidth.scalarWidth(scalar), max(0, libcWidth(scalar)),
                           "U+\(String(scalar.value, radix: 16))")
        }
    }

    func testEmojiClusters() {
        XCTAssertEqual(TextWidth.width(of: "👍🏽"), 2, "emoji with skin tone modifier")
        XCTAssertEqual(TextWidth.width(of: "👨‍👩‍👧"), 2, "ZWJ family")
        XCTAssertEqual(TextWidth.width(of: "❤️"), 2, "VS16 makes a text-default symbol wide")
        XCTAssertEqual(TextWidth.width(of: "❤"), 1, "without VS16 it is narrow, as wcwidth says")
        XCTAssertEqual(TextWidth.displayWidth(of: "👍🏽👍"), 4)
        XCTAssertEqual(TextWidth.width(of: "\u{1100}\u{1161}\u{11A8}"), 2, "Hangul jamo L V T")
    }

    func testTruncate() {
        XCTAssertEqual(TextWidth.truncate("hello", toWidth: 5), "hello")
        XCTAssertEqual(TextWidth.truncate("hello", toWidth: 10), "hello")
        XCTAssertEqual(TextWidth.truncate("hello", toWidth: 4), "hel…")
        XCTAssertEqual(TextWidth.truncate("hello", toWidth: 1), "…")
        XCTAssertEqual(TextWidth.truncate("hello", toWidth: 0), "")
        XCTAssertEqual(TextWidth.truncate("hello", toWidth: -3), "")
        XCTAssertEqual(TextWidth.truncate("", toWidth: 0), "")
    }

    func testTruncateAtDisplayWidthPrecision() {
        XCTAssertEqual(TextWidth.truncate("中文标签", toWidth: 8), "中文标签")
        XCTAssertEqual(TextWidth.truncate("中文标签", toWidth: 7), "中文标…")
        XCTAssertEqual(TextWidth.truncate("中文标签", toWidth: 6), "中文…", "a wide char does not fit in 1 column")
        XCTAssertEqual(TextWidth.truncate("中文标签", toWidth: 5), "中文…")
        XCTAssertEqual(TextWidth.truncate("中文标签", toWidth: 2), "…")
        XCTAssertEqual(TextWidth.truncate("a中文", toWidth: 4), "a中…")
        XCTAssertEqual(TextWidth.truncate("cafe\u{301} au lait", toWidth: 5), "cafe\u{301}…")
        for text in ["中文标签", "한국어 텍스트", "絵文字👍🏽ok", "naïve", "abc"] {
            for width in 0...12 {
                let result = TextWidth.truncate(text, toWidth: width)
                XCTAssertLessThanOrEqual(TextWidth.displayWidth(of: result), width, "\(text) @\(width)")
                if TextWidth.displayWidth(of: text) > width && width > 0 {
                    XCTAssertTrue(result.hasSuffix("…"))
                    XCTAssertGreaterThanOrEqual(TextWidth.displayWidth(of: result), width - 1,
                                                "no more than one column lost to a wide char")
                }
            }
        }
    }
}

/// The one-scalar fast paths of `TextWidth` give what the general rules give.
final class TextWidthFastPathTests: XCTestCase {
    /// The general rules, written out for one scalar: controls are one U+FFFD, VS16 and regional
    /// indicators 2, the rest `scalarWidth`.
    private func expectedWidth(_ scalar: Unicode.Scalar) -> Int {
        if scalar.value < 0x80 { return 1 }
        if TextWidth.isInvisibleControl(scalar) { return TextWidth.scalarWidth("\u{FFFD}") }
        if scalar.value == 0xFE0F || (0x1F1E6...0x1F1FF).contains(scalar.value) { return 2 }
        return TextWidth.scalarWidth(scalar)
    }

    func testEveryScalarOfTheFirstPlanesAndSamplesBeyond() {
        var values = Array(UInt32(0)...0x2FFFF)
        values += stride(from: UInt32(0x30000), through: 0x10FFFF, by: 97).map { $0 }
        for value in values {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            XCTAssertEqual(TextWidth.width(of: character), expectedWidth(scalar), "U+\(String(value, radix: 16))")
            XCTAssertEqual(TextWidth.needsReplacement(character), TextWidth.isInvisibleControl(scalar), "U+\(String(value, radix: 16))")
            XCTAssertEqual(TextWidth.width(of: character), TextWidth.displayWidth(of: String(character)))
        }
    }
}
