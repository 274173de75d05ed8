import XCTest
@testable import TrellisSpec
@testable import TrellisLayout

/// Text from a spec or a file name is data in a message, never terminal control (issue 12 §4,
/// §6): controls, bidi controls, zero-width characters and non-breaking spaces are written as
/// `\u{XXXX}`, and a huge key is cut like a huge value.
final class HostileTextTests: XCTestCase {
    /// Every character the rule names, with how a message writes it.
    static let corpus: [(Unicode.Scalar, String)] = [
        ("\u{00}", #"\u{0000}"#), ("\u{07}", #"\u{0007}"#), ("\u{1B}", #"\u{001B}"#), ("\u{1F}", #"\u{001F}"#),
        ("\u{7F}", #"\u{007F}"#), ("\u{80}", #"\u{0080}"#), ("\u{85}", #"\u{0085}"#), ("\u{9B}", #"\u{009B}"#),
        ("\u{9F}", #"\u{009F}"#), ("\u{061C}", #"\u{061C}"#), ("\u{200E}", #"\u{200E}"#), ("\u{200F}", #"\u{200F}"#),
        ("\u{202A}", #"\u{202A}"#), ("\u{202B}", #"\u{202B}"#), ("\u{202C}", #"\u{202C}"#), ("\u{202D}", #"\u{202D}"#),
        ("\u{202E}", #"\u{202E}"#), ("\u{2066}", #"\u{2066}"#), ("\u{2067}", #"\u{2067}"#), ("\u{2068}", #"\u{2068}"#),
        ("\u{2069}", #"\u{2069}"#), ("\u{200B}", #"\u{200B}"#), ("\u{200C}", #"\u{200C}"#), ("\u{200D}", #"\u{200D}"#),
        ("\u{FEFF}", #"\u{FEFF}"#), ("\u{00A0}", #"\u{00A0}"#), ("\u{202F}", #"\u{202F}"#), ("\u{2007}", #"\u{2007}"#),
    ]

    func testEveryCharacterOfTheCorpusIsEscaped() {
        for (scalar, escape) in Self.corpus {
            let text = "a" + String(Character(scalar)) + "b"
            XCTAssertEqual(MessageText.escaped(text), "a" + escape + "b", "U+\(String(scalar.value, radix: 16))")
        }
    }

    func testOrdinaryTextIsKept() {
        for text in ["photos.json", "集合视图 Tokyo 東京", "é e\u{301}", "a b", "tab-free", ""] {
            XCTAssertEqual(MessageText.escaped(text), text)
        }
        // The neighbours of the escaped ranges stay.
        for value: UInt32 in [0x20, 0x7E, 0xA1, 0x2006, 0x2008, 0x200A, 0x2010, 0x2027, 0x2030, 0x2065, 0x206A, 0xFEFE, 0xFF00] {
            let text = String(Character(Unicode.Scalar(value)!))
            XCTAssertEqual(MessageText.escaped(text), text, "U+\(String(value, radix: 16))")
        }
    }

    /// No character of the corpus survives in an error or warning, wherever it was: file name,
    /// key, value, title, text.
    func testNoHostileCharacterReachesAMessage() throws {
        for (scalar, escape) in Self.corpus where scalar.value >= 0x20 {
            let c = String(Character(scalar))
            let file = "spec\(c).json"
            func assertClean(_ text: String, mentions: String, _ context: String) {
                XCTAssertFalse(text.unicodeScalars.contains(scalar), "\(context): raw U+\(String(scalar.value, radix: 16)) in \(text)")
                XCTAssertTrue(text.contains(mentions), "\(context): no \(mentions) in \(text)")
            }
            // A value after "got".
            do {
                _ = try SpecLoader.parse(json: #"{"layout": "grid\#(c)", "sections": []}"#, file: file)
                XCTFail("a bad layout loaded")
            } catch {
                assertClean(error.description, mentions: "grid" + escape, "value")
                assertClean(error.description, mentions: "spec" + escape + ".json", "file name")
            }
            // A key, in a warning; a title and a text load and are no message at all.
            let (_, warnings) = try SpecLoader.parse(
                json: #"{"title": "t\#(c)", "col\#(c)umns": 2, "sections": [{"items": [{"text": "x\#(c)", "k\#(c)": 1}]}]}"#, file: file)
            XCTAssertEqual(warnings.count, 2)
            for warning in warnings { assertClean(warning.description, mentions: escape, "key") }
        }
    }

    func testAHugeKeyIsCutAtFortyCharactersInAWarning() throws {
        let key = String(repeating: "k", count: 10_000_000)
        let (_, warnings) = try SpecLoader.parse(json: #"{"\#(key)": 1, "sections": []}"#, file: "big.json")
        let description = try XCTUnwrap(warnings.first?.description)
        XCTAssertEqual(description, #"big.json:1:2: [""# + String(repeating: "k", count: 40) + #"…"]: unknown key"#)
        let odd = String(repeating: "é\u{202E}", count: 100)
        let (_, more) = try SpecLoader.parse(json: #"{"sections": [{"items": [], "\#(odd)": 1}]}"#, file: "odd.json")
        let line = try XCTUnwrap(more.first?.description)
        XCTAssertEqual(line, #"odd.json:1:29: sections[0][""# + String(repeating: #"é\u{202E}"#, count: 20) + #"…"]: unknown key"#)
    }
}
