import XCTest
import TrellisSpec
@testable import TrellisRender

/// Zero-width joiners and non-joiners do not break a line: a text that fits its width is one
/// line (QA of issue 12, finding 8).
final class JoinerWrappingTests: XCTestCase {
    func testATextThatFitsIsOneLine() {
        let texts = ["ab\u{200C}cd", "ab\u{200D}cd", "a\u{200D}", "\u{200C}abc", "x \u{200D}y", "中\u{200C}文",
                     "می\u{200C}خواهم", "क्\u{200D}ष", "ab\u{200C}\u{200C}cd", "a\u{200D}\u{200C}b", "👩\u{200D}💻ab"]
        for text in texts {
            let width = TextWidth.displayWidth(of: text)
            for columns in width..<(width + 3) {
                let lines = TextWrapping.lines(of: text, width: columns, measure: TextWidth.width(of:))
                XCTAssertEqual(lines, [text], "\(text.debugDescription) (\(width) columns) at \(columns)")
            }
        }
    }

    /// A word with a joiner in it moves to the next line whole, as any word that fits a line does;
    /// it is not cut at the joiner as if that were a wide (CJK) character.
    func testAWordWithAJoinerIsNotCutAtIt() {
        for joiner in ["\u{200C}", "\u{200D}"] {
            let word = "ab" + joiner + "cd"
            XCTAssertEqual(TextWrapping.lines(of: "hello " + word, width: 8, measure: TextWidth.width(of:)),
                           ["hello", word], word.debugDescription)
            XCTAssertEqual(TextWrapping.lines(of: "hi " + word + " ok", width: 6, measure: TextWidth.width(of:)),
                           ["hi", word, "ok"], word.debugDescription)
        }
        // Wide characters still break where CJK text does.
        XCTAssertEqual(TextWrapping.lines(of: "中文标签", width: 5, measure: TextWidth.width(of:)), ["中文", "标签"])
    }
}
