import Foundation
import TrellisTestSupport
import XCTest
@testable import TrellisTerminal
#if canImport(Glibc)
import Glibc
#endif

/// ``Terminal/copyToClipboard(_:)`` on a pseudo-terminal: OSC 52 as terminfo's `Ms` spells it,
/// nothing where the terminal has no `Ms`.
final class ClipboardTests: PseudoTerminalTestCase {
    func testTmuxGetsOSC52WithTheTextInBase64() throws {
        let terminal = Terminal(deviceOutput: slave, input: slave, term: "tmux-256color")
        try terminal.start()
        defer { terminal.stop() }
        _ = drain()
        let text = "{\"kind\": \"cell\", \"section\": 0, \"item\": 3}"
        XCTAssertEqual(terminal.copyToClipboard(text), .sent)
        let sent = drain()
        let expected = Array("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}".utf8)
        XCTAssertEqual(sent, expected, String(decoding: sent, as: UTF8.self))
    }

    func testATerminalWithoutMsGetsNothing() throws {
        let terminal = Terminal(deviceOutput: slave, input: slave, term: "vt100")
        try terminal.start()
        defer { terminal.stop() }
        _ = drain()
        XCTAssertEqual(terminal.copyToClipboard("x"), .unsupported)
        XCTAssertEqual(drain(), [])
    }

    func testAStoppedTerminalSendsNothing() {
        let terminal = Terminal(deviceOutput: slave, input: slave, term: "tmux-256color")
        XCTAssertEqual(terminal.copyToClipboard("x"), .failed)
        XCTAssertEqual(drain(), [])
    }
}
