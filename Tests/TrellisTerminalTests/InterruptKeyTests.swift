#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest
@testable import TrellisTerminal

/// The terminal's interrupt character (Ctrl-C) is the tty's, turned into SIGINT, unless
/// ``Terminal/readsInterruptAsKey`` is true (the previewer sets it only while a prompt is open):
/// then it is switched off on the tty and read as ``Key/interrupt``. curses' program mode keeps
/// the choice across `endwin` and resuming (Ctrl-Z and `fg`), and `endwin` gives back the
/// tty's own character.
final class InterruptKeyTests: PseudoTerminalTestCase {
    private var terminal: Terminal?

    override var terminalSize: (width: Int, height: Int) { (40, 10) }

    override func tearDown() {
        terminal?.stop()
        terminal = nil
        super.tearDown()
    }

    /// The interrupt character set on the pseudo-terminal now (0, `_POSIX_VDISABLE`, when off).
    private func interruptCharacter() throws -> cc_t {
        var modes = termios()
        XCTAssertEqual(tcgetattr(slave, &modes), 0)
        return withUnsafeBytes(of: modes.c_cc) { $0[Int(VINTR)] }
    }

    /// Waits until what was typed has reached the slave's input (the line discipline takes it
    /// from the master asynchronously), so it was taken under the settings in force now.
    private func waitUntilReadable() {
        var ready = pollfd(fd: slave, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&ready, 1, 10_000), 1, "what was typed never arrived")
    }

    private func next(_ terminal: Terminal) -> TerminalWake? {
        terminal.nextEvent(orReadable: nil, timeout: .seconds(10))
    }

    func testCtrlCIsTheTtysUnlessAskedForAsAKey() throws {
        let original = try interruptCharacter()
        XCTAssertEqual(original, 0x03, "a pseudo-terminal's interrupt character is Ctrl-C")
        let off: cc_t = 0   // _POSIX_VDISABLE on Linux
        let terminal = Terminal(deviceOutput: slave, input: slave, term: "xterm-256color")
        try terminal.start()
        self.terminal = terminal
        XCTAssertFalse(terminal.readsInterruptAsKey)
        XCTAssertEqual(try interruptCharacter(), original, "while curses runs, Ctrl-C stays the tty's SIGINT by default")

        terminal.readsInterruptAsKey = true
        XCTAssertEqual(try interruptCharacter(), off, "asked for as a key: the tty's interrupt character is off")
        terminal.readsInterruptAsKey = true
        XCTAssertEqual(try interruptCharacter(), off, "setting it again changes nothing")
        type("\u{03}j")
        XCTAssertEqual(next(terminal), .event(.key(.interrupt)))
        XCTAssertEqual(next(terminal), .event(.character("j")))
        terminal.interrupt()   // a terminal on a device owns no signals: nothing happens
        type("\u{04}")
        XCTAssertEqual(next(terminal), .event(.character("\u{04}")), "other control characters stay characters")

        terminal.stop()
        XCTAssertEqual(try interruptCharacter(), original, "endwin gives the tty's interrupt character back")
        try terminal.start()
        XCTAssertEqual(try interruptCharacter(), off, "resuming (as after fg) brings back the setting in force: still a key")
        type("\u{03}")
        XCTAssertEqual(next(terminal), .event(.key(.interrupt)))

        type("\u{03}")   // typed while it is a key, read after it is the tty's again
        waitUntilReadable()
        terminal.readsInterruptAsKey = false
        XCTAssertEqual(try interruptCharacter(), original, "switched back: the tty's interrupt character is restored")
        XCTAssertEqual(next(terminal), .event(.key(.interrupt)), "a Ctrl-C already typed is still the key")
        terminal.readsInterruptAsKey = false
        XCTAssertEqual(try interruptCharacter(), original)

        terminal.stop()
        XCTAssertEqual(try interruptCharacter(), original)
        try terminal.start()
        XCTAssertEqual(try interruptCharacter(), original, "resuming brings back the setting in force: the tty's")

        terminal.stop()
        terminal.readsInterruptAsKey = true
        XCTAssertEqual(try interruptCharacter(), original, "set while curses is not active, the tty is left alone")
        try terminal.start()
        XCTAssertEqual(try interruptCharacter(), off, "and it takes effect at the next start")
        terminal.stop()
        XCTAssertEqual(try interruptCharacter(), original)
    }
}
