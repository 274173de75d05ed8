import TrellisTestSupport
import XCTest

/// A test case with a fresh pseudo-terminal per test (``PseudoTerminalPair``), of
/// ``terminalSize`` (80x24 unless a subclass says otherwise): a ``Terminal`` is made over
/// ``slave``, ``type(_:)`` types at it, and ``drain()`` reads what it sent.
class PseudoTerminalTestCase: XCTestCase {
    private var pty: PseudoTerminalPair?

    /// The pseudo-terminal's size.
    var terminalSize: (width: Int, height: Int) { (80, 24) }

    override func setUpWithError() throws {
        try super.setUpWithError()
        pty = try PseudoTerminalPair(width: terminalSize.width, height: terminalSize.height)
    }

    override func tearDown() {
        pty?.close()
        pty = nil
        super.tearDown()
    }

    /// The terminal side of the pseudo-terminal.
    var slave: Int32 { pty?.slave ?? -1 }

    /// The other side: what a program reads the terminal's output from, and types into.
    var master: Int32 { pty?.master ?? -1 }

    /// Types `text` at the terminal.
    func type(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(pty?.type(text), true, "typed \(text.debugDescription)", file: file, line: line)
    }

    /// Closes the program's side: the terminal reads a hang-up.
    func hangUp() {
        pty?.hangUp()
    }

    /// What the terminal was sent since the last call.
    func drain() -> [UInt8] {
        pty?.drain() ?? []
    }
}
