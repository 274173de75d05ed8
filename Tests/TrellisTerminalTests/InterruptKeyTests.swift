#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest
@testable import TrellisTerminal

/// The terminal's interrupt character (Ctrl-C) is read as ``Key/interrupt`` while curses runs
/// (the tty would otherwise turn it into SIGINT and swallow it), and the tty's own setting is
/// back once curses gives the terminal back.
final class InterruptKeyTests: PseudoTerminalTestCase {
    private var terminal: Terminal?

    override var terminalSize: (columns: Int, rows: Int) { (40, 10) }

    override func tearDown() {
        terminal?.stop()
        terminal = nil
        super.tearDown()
    }

    private func interruptCharacter() throws -> cc_t {
        var modes = termios()
        XCTAssertEqual(tcgetattr(slave, &modes), 0)
        return withUnsafeBytes(of: modes.c_cc) { $0[Int(VINTR)] }
    }

    func testCtrlCIsAKeyWhileCursesRunsAndTheTtyGetsItBack() throws {
        let before = try interruptCharacter()
        XCTAssertEqual(before, 0x03, "a pseudo-terminal's interrupt character is Ctrl-C")
        let terminal = Terminal(deviceOutput: slave, input: slave, term: "xterm-256color")
        try terminal.start()
        self.terminal = terminal
        type("\u{03}j")
        XCTAssertEqual(terminal.nextEvent(orReadable: nil, timeout: .seconds(10)), .event(.key(.interrupt)))
        XCTAssertEqual(terminal.nextEvent(orReadable: nil, timeout: .seconds(10)), .event(.character("j")))
        terminal.interrupt()   // a terminal on a device owns no signals: nothing happens
        type("\u{04}")
        XCTAssertEqual(terminal.nextEvent(orReadable: nil, timeout: .seconds(10)), .event(.character("\u{04}")),
                       "other control characters stay characters")
        terminal.stop()
        XCTAssertEqual(try interruptCharacter(), before, "endwin gives the interrupt character back")
        try terminal.start()
        type("\u{03}")
        XCTAssertEqual(terminal.nextEvent(orReadable: nil, timeout: .seconds(10)), .event(.key(.interrupt)), "and takes it again on resuming")
    }
}
