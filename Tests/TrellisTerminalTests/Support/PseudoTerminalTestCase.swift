import TrellisTestSupport
import XCTest

/// A test case with a fresh 80x24 pseudo-terminal per test (``PseudoTerminalPair``): a
/// ``Terminal`` is made over ``slave``, and ``drain()`` reads what it sent.
class PseudoTerminalTestCase: XCTestCase {
    private var pty: PseudoTerminalPair?

    override func setUpWithError() throws {
        try super.setUpWithError()
        pty = try PseudoTerminalPair(columns: 80, rows: 24)
    }

    override func tearDown() {
        pty?.close()
        pty = nil
        super.tearDown()
    }

    /// The terminal side of the pseudo-terminal.
    var slave: Int32 { pty?.slave ?? -1 }

    /// What the terminal was sent since the last call.
    func drain() -> [UInt8] {
        pty?.drain() ?? []
    }
}
