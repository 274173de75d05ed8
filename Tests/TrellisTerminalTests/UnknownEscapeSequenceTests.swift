#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest
@testable import TrellisTerminal

/// Escape sequences curses does not know are never turned into key presses, except the cursor
/// and editing keys curses' terminfo entry spells otherwise: the whole CSI or SS3 sequence is
/// read and, naming no key, discarded, control strings (OSC, DCS, APC, PM, SOS) through their terminator,
/// Alt combinations too, and a lone Escape still arrives as Escape.
/// On a pseudo-terminal whose `TERM` is tmux-256color (`kmous=\E[M`, so curses does not know
/// SGR mouse reports), as in tmux.
final class UnknownEscapeSequenceTests: PseudoTerminalTestCase {
    private var terminal: Terminal?

    override var terminalSize: (width: Int, height: Int) { (40, 10) }

    private func start(term: String) throws {
        let terminal = Terminal(deviceOutput: slave, input: slave, term: term)
        try terminal.start()
        self.terminal = terminal
    }

    override func tearDown() {
        terminal?.stop()
        terminal = nil
        super.tearDown()
    }

    /// Every event up to and including the first `j`, then asserts nothing more is pending.
    private func eventsThroughJ(file: StaticString = #filePath, line: UInt = #line) -> [InputEvent] {
        var events: [InputEvent] = []
        while case .event(let event)? = terminal!.nextEvent(orReadable: nil, timeout: .seconds(10)) {
            events.append(event)
            if event == .character("j") { break }
        }
        XCTAssertEqual(terminal!.nextEvent(orReadable: nil, timeout: .zero), .timedOut, "input left over", file: file, line: line)
        return events
    }

    func testSGRMouseReportsAndModifiedKeysAreDiscardedWhole() throws {
        try start(term: "tmux-256color")
        for sequence in ["\u{1B}[<0;10;10M", "\u{1B}[<64;10;10M", "\u{1B}[<0;300;2m", "\u{1B}[25;5~", "\u{1B}[1;9P",
                         "\u{1B}O5Q", "\u{1B}[?1;2c", "\u{1B}[ q", "\u{1B}[1;5E", "\u{1B}[2A"] {
            type(sequence + "j")
            XCTAssertEqual(eventsThroughJ(), [.character("j")], "for \(sequence.debugDescription)")
        }
    }

    /// Cursor and editing keys in the spelling of the other keypad mode (tmux-256color's Down is
    /// `ESC O B`; a terminal that lost keypad mode sends `ESC [ B`), or with a modifier, are the
    /// keys they name (``Key/init(escapeSequence:)``), in order among the keys around them.
    func testCursorKeysCursesDidNotDecodeAreKeys() throws {
        try start(term: "tmux-256color")
        type("\u{1B}[B\u{1B}[A\u{1B}[C\u{1B}[D\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~\u{1B}[Zj")
        XCTAssertEqual(eventsThroughJ(), [.key(.down), .key(.up), .key(.right), .key(.left), .key(.home), .key(.end),
                                          .key(.home), .key(.end), .key(.home), .key(.end), .key(.backTab), .character("j")])
        type("\u{1B}[1;5B\u{1B}O5A\u{1B}[5;2~\u{1B}[6;5~k\u{1B}[<0;1;1M\u{1B}[Bj")
        XCTAssertEqual(eventsThroughJ(), [.key(.down), .key(.up), .key(.pageUp), .key(.pageDown), .character("k"),
                                          .key(.down), .character("j")], "modified, and after a discarded mouse report")
    }

    func testManySequencesInOneWriteAreAllDiscarded() throws {
        try start(term: "tmux-256color")
        type(String(repeating: "\u{1B}[<0;10;10M\u{1B}[<0;10;10m", count: 20) + "j")
        XCTAssertEqual(eventsThroughJ(), [.character("j")])
    }

    func testAltCombinationsAreDiscarded() throws {
        try start(term: "tmux-256color")
        type("\u{1B}q\u{1B}<\u{1B}1\u{1B}éj")
        XCTAssertEqual(eventsThroughJ(), [.character("j")])
    }

    func testALoneEscapeIsStillEscapeAndKnownKeysStillWork() throws {
        try start(term: "tmux-256color")
        type("\u{1B}")
        XCTAssertEqual(terminal!.nextEvent(orReadable: nil, timeout: .seconds(10)), .event(.key(.escape)))
        type("\u{1B}OA\u{1B}[6~j")  // keypad mode: tmux-256color's Up is ESC O A
        XCTAssertEqual(eventsThroughJ(), [.key(.up), .key(.pageDown), .character("j")])
        type("\u{1B}\u{1B}OBj")
        XCTAssertEqual(eventsThroughJ(), [.key(.escape), .key(.down), .character("j")],
                       "Escape before a key curses knows: both, in order")
        type("\u{1B}[Ma!!j")
        XCTAssertEqual(eventsThroughJ(), [.mouseWheel(up: false), .character("j")], "the X10 wheel curses knows here")
    }

    func testAnSGRWheelIsStillTheWheelWhereCursesKnowsIt() throws {
        try start(term: "xterm-256color")
        type("\u{1B}[<65;10;10M\u{1B}[<0;300;2Mj")
        XCTAssertEqual(eventsThroughJ(), [.mouseWheel(up: false), .mouseClick(x: 299, y: 1), .character("j")])
    }

    /// A long run of parameter bytes is discarded only up to the bound; the rest is read again.
    func testTheDiscardIsBounded() throws {
        try start(term: "tmux-256color")
        type("\u{1B}[" + String(repeating: "1", count: Terminal.longestDiscardedSequence + 5) + "j")
        XCTAssertEqual(eventsThroughJ().count, 6, "five digits past the bound, then j")
    }

    /// An OSC colour reply, ended by BEL or by ST (`ESC \`): none of its characters is a key.
    func testOSCStringsAreDiscardedThroughBELOrST() throws {
        try start(term: "tmux-256color")
        for string in ["\u{1B}]11;rgb:0/0/0\u{07}", "\u{1B}]11;rgb:0/0/0\u{1B}\\", "\u{1B}]0;title j q\u{1B}\\",
                       "\u{1B}]11;rgb:0/0/0\u{9C}"] {
            type(string + "j")
            XCTAssertEqual(eventsThroughJ(), [.character("j")], "for \(string.debugDescription)")
        }
    }

    /// DCS (`ESC P q ESC \`, which quit the previewer when `q` ran), APC, PM and SOS strings.
    func testDCSAPCPMAndSOSStringsAreDiscarded() throws {
        try start(term: "tmux-256color")
        for string in ["\u{1B}Pq\u{1B}\\", "\u{1B}P1$r0;1m\u{1B}\\", "\u{1B}_Gi=1;OK\u{1B}\\",
                       "\u{1B}^privacy q\u{1B}\\", "\u{1B}Xstart q\u{07}"] {
            type(string + "j")
            XCTAssertEqual(eventsThroughJ(), [.character("j")], "for \(string.debugDescription)")
        }
    }

    /// A string whose rest arrives in a second write, while the first part is being discarded.
    func testAStringSplitAcrossTwoWritesIsDiscardedWhole() throws {
        try start(term: "tmux-256color")
        type("\u{1B}]11;rgb:0/0")
        let rest = DispatchWorkItem { [self] in type("/0\u{1B}\\j") }
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(5), execute: rest)
        XCTAssertEqual(eventsThroughJ(), [.character("j")])
        rest.wait()
    }

    /// A string whose terminator never comes ends when nothing more arrives within the wait; a
    /// key pressed after that is a key again.
    func testAnUnterminatedStringEndsWhenNothingMoreArrives() throws {
        try start(term: "tmux-256color")
        type("\u{1B}]11;rgb:0/0/0")
        XCTAssertEqual(terminal!.nextEvent(orReadable: nil, timeout: .milliseconds(500)), .timedOut)
        type("j")
        XCTAssertEqual(eventsThroughJ(), [.character("j")])
        type("\u{1B}Pq")
        XCTAssertEqual(terminal!.nextEvent(orReadable: nil, timeout: .milliseconds(500)), .timedOut)
        type("\u{1B}OAj")  // Up, in keypad mode
        XCTAssertEqual(eventsThroughJ(), [.key(.up), .character("j")], "a key curses knows, after an unterminated DCS")
    }

    /// An unterminated string is discarded only up to the bound; the rest is read as keys again.
    func testTheStringDiscardIsBounded() throws {
        try start(term: "tmux-256color")
        type("\u{1B}]" + String(repeating: "1", count: Terminal.longestDiscardedString + 5) + "j")
        XCTAssertEqual(eventsThroughJ().count, 6, "five digits past the bound, then j")
    }
}
