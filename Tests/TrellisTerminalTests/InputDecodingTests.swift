import CNcursesw
import CTrellisTerminal
import XCTest
@testable import TrellisTerminal

final class InputDecodingTests: XCTestCase {
    func testPrintableCharacters() {
        XCTAssertEqual(InputEvent(wideCharacter: 0x71), .character("q"))
        XCTAssertEqual(InputEvent(wideCharacter: 0x20), .character(" "))
        XCTAssertEqual(InputEvent(wideCharacter: 0x6F22), .character("漢"))
    }

    func testControlCharactersStayCharacters() {
        XCTAssertEqual(InputEvent(wideCharacter: 0x04), .character("\u{04}"))  // Ctrl-D
        XCTAssertEqual(InputEvent(wideCharacter: 0x15), .character("\u{15}"))  // Ctrl-U
        XCTAssertEqual(InputEvent(wideCharacter: 0x0C), .character("\u{0C}"))  // Ctrl-L
    }

    func testControlCharactersThatAreKeys() {
        XCTAssertEqual(InputEvent(wideCharacter: 0x0D), .key(.enter))
        XCTAssertEqual(InputEvent(wideCharacter: 0x0A), .key(.enter))
        XCTAssertEqual(InputEvent(wideCharacter: 0x09), .key(.tab))
        XCTAssertEqual(InputEvent(wideCharacter: 0x7F), .key(.backspace))
        XCTAssertEqual(InputEvent(wideCharacter: 0x08), .key(.backspace))
        XCTAssertEqual(InputEvent(wideCharacter: 0x1B), .key(.escape))
    }

    func testInvalidScalarIsNil() {
        XCTAssertNil(InputEvent(wideCharacter: 0xD800))
        XCTAssertNil(InputEvent(wideCharacter: 0x110000))
    }

    func testCursorAndPageKeys() {
        XCTAssertEqual(InputEvent(keyCode: KEY_UP), .key(.up))
        XCTAssertEqual(InputEvent(keyCode: KEY_DOWN), .key(.down))
        XCTAssertEqual(InputEvent(keyCode: KEY_LEFT), .key(.left))
        XCTAssertEqual(InputEvent(keyCode: KEY_RIGHT), .key(.right))
        XCTAssertEqual(InputEvent(keyCode: KEY_PPAGE), .key(.pageUp))
        XCTAssertEqual(InputEvent(keyCode: KEY_NPAGE), .key(.pageDown))
        XCTAssertEqual(InputEvent(keyCode: KEY_BTAB), .key(.backTab))
        XCTAssertEqual(InputEvent(keyCode: KEY_ENTER), .key(.enter))
        XCTAssertEqual(InputEvent(keyCode: KEY_BACKSPACE), .key(.backspace))
        XCTAssertEqual(InputEvent(keyCode: KEY_DC), .key(.delete))
        XCTAssertEqual(InputEvent(keyCode: KEY_IC), .key(.insert))
    }

    func testHomeAndEndVariants() {
        for code in [KEY_HOME, KEY_FIND, KEY_A1] {
            XCTAssertEqual(InputEvent(keyCode: code), .key(.home), "code \(code)")
        }
        for code in [KEY_END, KEY_SELECT, KEY_LL, KEY_C1] {
            XCTAssertEqual(InputEvent(keyCode: code), .key(.end), "code \(code)")
        }
        XCTAssertEqual(InputEvent(keyCode: KEY_A3), .key(.pageUp))
        XCTAssertEqual(InputEvent(keyCode: KEY_C3), .key(.pageDown))
    }

    func testFunctionKeys() {
        XCTAssertEqual(InputEvent(keyCode: KEY_F0 + 1), .key(.function(1)))
        XCTAssertEqual(InputEvent(keyCode: KEY_F0 + 12), .key(.function(12)))
        XCTAssertNil(InputEvent(keyCode: KEY_F0))
    }

    func testCodesThatNeedTheTerminalOrMeanNothing() {
        XCTAssertNil(InputEvent(keyCode: KEY_RESIZE))
        XCTAssertNil(InputEvent(keyCode: KEY_MOUSE))
        XCTAssertNil(InputEvent(keyCode: KEY_B2))
    }

    func testMouseWheel() {
        XCTAssertEqual(InputEvent(mouseButtonState: UInt32(trellis_button4_pressed())), .mouseWheel(up: true))
        XCTAssertEqual(InputEvent(mouseButtonState: UInt32(trellis_button5_pressed())), .mouseWheel(up: false))
        XCTAssertNil(InputEvent(mouseButtonState: 0))
        XCTAssertNil(InputEvent(mouseButtonState: 0b1))  // button 1 released
    }

    func testLeftButtonPressOrClickIsAClickAtItsCell() {
        XCTAssertEqual(UInt32(trellis_button1_pressed()), 0b10)
        XCTAssertEqual(InputEvent(mouseButtonState: 0b10, x: 7, y: 3), .mouseClick(x: 7, y: 3))
        XCTAssertEqual(InputEvent(mouseButtonState: UInt32(trellis_button1_clicked()), x: 0, y: 0), .mouseClick(x: 0, y: 0))
        XCTAssertNil(InputEvent(mouseButtonState: UInt32(trellis_button1_clicked()) << 5), "button 2 clicked")
    }
}

extension InputDecodingTests {
    /// Shift with a cursor or editing key is that key, as any modifier is in a sequence.
    func testShiftedKeysAreTheKeys() {
        let codes: [(Int32, Key)] = [(KEY_SR, .up), (KEY_SF, .down), (KEY_SLEFT, .left), (KEY_SRIGHT, .right),
                                     (KEY_SPREVIOUS, .pageUp), (KEY_SNEXT, .pageDown), (KEY_SHOME, .home), (KEY_SEND, .end),
                                     (KEY_SDC, .delete), (KEY_SIC, .insert)]
        for (code, key) in codes { XCTAssertEqual(InputEvent(keyCode: code), .key(key), "code \(code)") }
    }
}
