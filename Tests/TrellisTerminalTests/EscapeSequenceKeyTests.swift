import Foundation
import XCTest
import TrellisTestSupport
@testable import TrellisTerminal

/// ``Key/init(escapeSequence:)``: the cursor and editing keys in CSI and SS3 spellings curses did
/// not decode, with and without modifiers; everything else names no key.
final class EscapeSequenceKeyTests: XCTestCase {
    /// The key for the bytes of `text` (everything after ESC).
    private func key(_ text: String) -> Key? {
        Key(escapeSequence: text.unicodeScalars.map(\.value))
    }

    func testArrowsHomeAndEndWithBothIntroducers() {
        let letters: [(String, Key)] = [("A", .up), ("B", .down), ("C", .right), ("D", .left), ("H", .home), ("F", .end)]
        for (letter, expected) in letters {
            XCTAssertEqual(key("[" + letter), expected, "ESC [ \(letter)")
            XCTAssertEqual(key("O" + letter), expected, "ESC O \(letter)")
        }
    }

    func testTildeKeys() {
        let numbers: [(String, Key)] = [("1", .home), ("7", .home), ("4", .end), ("8", .end), ("5", .pageUp), ("6", .pageDown),
                                        ("2", .insert), ("3", .delete)]
        for (number, expected) in numbers {
            XCTAssertEqual(key("[" + number + "~"), expected, "ESC [ \(number) ~")
            XCTAssertEqual(key("[" + number + ";5~"), expected, "ESC [ \(number) ; 5 ~ (Ctrl)")
            XCTAssertNil(key("O" + number + "~"), "ESC O \(number) ~ is no key")
        }
    }

    func testBackTab() {
        XCTAssertEqual(key("[Z"), .backTab)
        XCTAssertEqual(key("[1;2Z"), .backTab)
        XCTAssertNil(key("OZ"), "SS3 Z is no key")
        XCTAssertNil(key("[2Z"), "cursor backward tabulation by 2 is no key")
    }

    func testModifiersLeaveTheKeyWhatItIs() {
        for modifier in ["2", "3", "4", "5", "6", "7", "8", "9", "13", "16", "255"] {
            XCTAssertEqual(key("[1;" + modifier + "B"), .down, "ESC [ 1 ; \(modifier) B")
            XCTAssertEqual(key("[;" + modifier + "A"), .up, "ESC [ ; \(modifier) A")
            XCTAssertEqual(key("O" + modifier + "C"), .right, "ESC O \(modifier) C")
            XCTAssertEqual(key("O1;" + modifier + "D"), .left, "ESC O 1 ; \(modifier) D")
            XCTAssertEqual(key("[1;" + modifier + "H"), .home)
            XCTAssertEqual(key("[6;" + modifier + "~"), .pageDown)
        }
    }

    /// Final bytes and key numbers that mean no key here: function keys, keypad 5, mouse reports.
    func testFinalBytesAndNumbersWithNoMeaning() {
        for text in ["[E", "OE", "OP", "OQ", "O5Q", "[1;5P", "[15~", "[25;5~", "[0~", "[9~", "[~", "[;5~", "[M", "[t",
                     "[1;9R", "[200~", "[c", "O~", "[G", "[@"] {
            XCTAssertNil(key(text), text.debugDescription)
        }
    }

    /// What is not a key's grammar: private markers, intermediate bytes, sub-parameters, too
    /// many parameters, a modifier left out, a key number with a letter key, no final byte.
    func testGarbageIsNoKey() {
        for text in ["[<0;10;10M", "[<64;10;10M", "[?1;2c", "[>0c", "[=1A", "[ q", "[1 A", "[1:5B", "[1;5:1B", "[1;5;1B",
                     "[1;B", "[2;5A", "[5A", "[2B", "[", "O", "", "B", "[1;5", "[\u{1B}B", "[\u{7F}", "[B\u{0}", "XB", "]B",
                     "[\u{9B}B", "[B~"] {
            XCTAssertNil(key(text), text.debugDescription)
        }
    }

    func testOverLongParametersAreNoKey() {
        XCTAssertNil(key("[" + String(repeating: "1", count: 100) + "B"))
        XCTAssertNil(key("[1;" + String(repeating: "9", count: 40) + "B"), "a modifier that would overflow an Int")
        XCTAssertNil(key("[0001;5B"), "more digits than a terminal sends")
        XCTAssertNil(key("[1;5" + String(repeating: ";5", count: 30) + "B"))
        XCTAssertEqual(key("[001;5B"), .down, "up to \(Key.longestKeyParameter) digits")
    }

    /// Over random byte strings of the sequence alphabet: never a crash, and a key only for a
    /// string of the shapes above.
    func testRandomSequencesNeverTrapAndOnlyTheKnownShapesAreKeys() {
        let seed: UInt64 = 0x6b65_7973
        var random = SeededGenerator(seed: seed)
        let alphabet: [UInt32] = Array(0x20...0x7E) + [0x1B, 0x9B, 0x00]
        let shape = try! NSRegularExpression(pattern: #"^(\[(1?;\d{1,3})?[ABCDHFZ]|O(\d{1,3}|1?;\d{1,3})?[ABCDHF]|\[\d{1,3}(;\d{1,3})?~)$"#)
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...8, using: &random)
            var bytes = (0..<length).map { _ in alphabet.randomElement(using: &random)! }
            if Bool.random(using: &random) { bytes.insert([0x5B, 0x4F].randomElement(using: &random)!, at: 0) }
            let text = String(String.UnicodeScalarView(bytes.compactMap(Unicode.Scalar.init)))
            let decoded = Key(escapeSequence: bytes)
            let range = NSRange(text.startIndex..., in: text)
            if decoded != nil {
                XCTAssertNotNil(shape.firstMatch(in: text, range: range), "\(text.debugDescription) is \(String(describing: decoded)) (seed \(seed))")
            }
        }
    }
}

/// ``Key/init(extendedKeyName:)`` and the shifted key codes: the modified keys curses decodes.
final class ExtendedKeyNameTests: XCTestCase {
    func testModifiedCursorAndEditingKeyNames() {
        let bases: [(String, Key)] = [("kUP", .up), ("kDN", .down), ("kLFT", .left), ("kRIT", .right), ("kHOM", .home),
                                      ("kEND", .end), ("kPRV", .pageUp), ("kNXT", .pageDown), ("kDC", .delete), ("kIC", .insert)]
        for (base, key) in bases {
            XCTAssertEqual(Key(extendedKeyName: base), key, base)
            for modifier in 2...8 { XCTAssertEqual(Key(extendedKeyName: base + String(modifier)), key, base + String(modifier)) }
            XCTAssertNil(Key(extendedKeyName: base + "9"), base + "9")
            XCTAssertNil(Key(extendedKeyName: base + "55"), base + "55")
        }
        for name in ["", "kf13", "kUP ", "KUP5", "kup5", "kDN5x", "kmous", "kxIN", "5", "kBEG5"] {
            XCTAssertNil(Key(extendedKeyName: name), name.debugDescription)
        }
    }
}
