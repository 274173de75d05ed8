import Foundation
import TrellisTestSupport
import XCTest
@testable import TrellisTerminal
#if canImport(Glibc)
import Glibc
#endif

/// ``Terminal/copyToClipboard(_:)`` on a pseudo-terminal: OSC 52 as terminfo's `Ms` spells it,
/// nothing where the terminal has no `Ms`.
final class ClipboardTests: XCTestCase {
    private var master: Int32 = -1
    private var slave: Int32 = -1

    override func setUpWithError() throws {
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            XCTFail("cannot open a pseudo-terminal")
            return
        }
        slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        XCTAssertEqual(ioctl(slave, UInt(TIOCSWINSZ), &size), 0)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    override func tearDown() {
        if slave >= 0 { close(slave) }
        if master >= 0 { close(master) }
    }

    private func drain() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(master, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

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
