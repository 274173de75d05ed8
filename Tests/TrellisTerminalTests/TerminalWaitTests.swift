#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest
@testable import TrellisTerminal

/// ``Terminal/nextEvent(orReadable:timeout:)`` on a pseudo-terminal: it wakes for a key, for
/// another descriptor with no key pressed, or at the time-out; a SIGWINCH during the wait is
/// still the resize event; keys with no meaning do not end the input, a hang-up does.
final class TerminalWaitTests: PseudoTerminalTestCase {
    private var terminal: Terminal!

    override var terminalSize: (width: Int, height: Int) { (40, 10) }

    override func setUpWithError() throws {
        try super.setUpWithError()
        terminal = Terminal(deviceOutput: slave, input: slave, term: "xterm-256color")
        try terminal.start()
    }

    override func tearDown() {
        terminal.stop()
        terminal = nil
        super.tearDown()
    }

    func testAKeyEndsTheWait() {
        type("j")
        XCTAssertEqual(terminal.nextEvent(orReadable: nil, timeout: .seconds(10)), .event(.character("j")))
    }

    func testAReadableDescriptorEndsTheWaitWithNoKeyButAKeyComesFirst() {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        defer { close(ends[0]); close(ends[1]) }
        XCTAssertEqual(write(ends[1], "x", 1), 1)
        XCTAssertEqual(terminal.nextEvent(orReadable: ends[0], timeout: .seconds(10)), .readable)
        type("k")
        XCTAssertEqual(terminal.nextEvent(orReadable: ends[0], timeout: .seconds(10)), .event(.character("k")),
                       "input already there is read first")
        XCTAssertEqual(terminal.nextEvent(orReadable: ends[0], timeout: .seconds(10)), .readable,
                       "then the descriptor, still readable")
    }

    func testNothingHappeningEndsTheWaitAtTheTimeOut() {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        defer { close(ends[0]); close(ends[1]) }
        XCTAssertEqual(terminal.nextEvent(orReadable: ends[0], timeout: .milliseconds(30)), .timedOut)
        XCTAssertEqual(terminal.nextEvent(orReadable: nil, timeout: .zero), .timedOut)
        type("q")
        XCTAssertEqual(terminal.nextEvent(orReadable: nil, timeout: .zero), .event(.character("q")),
                       "a key already there is read even with no time left")
    }

    /// The wait sits in poll(2); a SIGWINCH interrupts it (EINTR) and must still become the
    /// resize event with the new size, as in ``Terminal/nextEvent()``.
    func testASIGWINCHDuringTheWaitIsTheResizeEvent() {
        var size = winsize(ws_row: 12, ws_col: 50, ws_xpixel: 0, ws_ypixel: 0)
        XCTAssertEqual(ioctl(master, UInt(TIOCSWINSZ), &size), 0)
        let waiting = pthread_self()
        let signaller = Thread {
            usleep(100_000)
            pthread_kill(waiting, SIGWINCH)
        }
        signaller.start()
        XCTAssertEqual(terminal.nextEvent(orReadable: nil, timeout: .seconds(10)), .event(.resize(width: 50, height: 12)))
        XCTAssertEqual(terminal.size.width, 50)
        XCTAssertEqual(terminal.size.height, 12)
    }

    /// Input that curses reads but that means nothing here (the keypad's centre key, `KEY_B2`;
    /// Shift-Left is Left now), arriving in many rounds, is not the end of input: the wait goes
    /// on to the next key.
    func testKeysWithNoMeaningDoNotEndTheInput() {
        let master = self.master
        let typist = Thread {
            let keypadCentre = Array("\u{1B}Ou".utf8)  // kb2 of xterm-256color
            for _ in 0..<(Terminal.failuresBeforeEndOfInput * 3) {
                _ = write(master, keypadCentre, keypadCentre.count)
                usleep(40_000)
            }
            _ = write(master, "j", 1)
        }
        typist.start()
        XCTAssertEqual(terminal.nextEvent(orReadable: nil, timeout: .seconds(20)), .event(.character("j")))
    }

    func testAHangUpEndsTheInput() {
        hangUp()
        XCTAssertNil(terminal.nextEvent(orReadable: nil, timeout: .seconds(10)))
    }
}
