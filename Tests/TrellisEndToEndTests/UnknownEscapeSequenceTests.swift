import Foundation
import XCTest

/// Escape sequences the terminal's curses does not know (an SGR mouse report under
/// tmux-256color, a modified key), control strings (an OSC colour reply, a DCS reply) and Alt
/// combinations change nothing on screen: their bytes are
/// never run as keys (`<` narrowing the content, digits and `;` switching specs). The previewer
/// still answers the next key.
final class UnknownEscapeSequenceTests: EndToEndTestCase {
    private let spec = "assets/sections.json"

    /// The bytes, as `tmux send-keys -H` takes them.
    private let sequences = [
        "1b 5b 3c 30 3b 31 30 3b 31 30 4d",  // ESC [ < 0 ; 10 ; 10 M: an SGR left click
        "1b 5b 3c 36 34 3b 31 30 3b 31 30 4d",  // ESC [ < 64 ; 10 ; 10 M: an SGR wheel notch
        "1b 5b 32 35 3b 35 7e",  // ESC [ 25 ; 5 ~: Ctrl-F13
        "1b 4f 35 51",  // ESC O 5 Q: an SS3 sequence with a parameter
        "1b 3c",  // Alt-<
        "1b 32",  // Alt-2
    ]

    func testUnknownSequencesChangeNothingAndJStillMoves() throws {
        let session = try launchTrellis([spec])
        let before = waitForFrame(session)
        for sequence in sequences {
            session.command(["send-keys", "-H"] + sequence.split(separator: " ").map(String.init))
        }
        session.send("j")
        try waitForRender(session, spec: spec, width: 80, height: 24, offset: 1,
                          what: "j to move one row, and nothing else to have happened")
        session.send("k")
        session.waitFor("k to bring back the first screen unchanged") { $0 == before }
    }

    /// The QA's bytes: an OSC colour reply ended by ST, whose `:` opened the prompt `:0/0/0`, and
    /// a DCS `ESC P q ESC \`, whose `q` quit the previewer. Neither may change the screen or stop
    /// the previewer; `j` still moves one row and `k` brings back the first screen.
    func testOSCAndDCSStringsChangeNothingAndJStillMoves() throws {
        let session = try launchTrellis([spec])
        let before = waitForFrame(session)
        for string in ["1b 5d 31 31 3b 72 67 62 3a 30 2f 30 2f 30 1b 5c",  // ESC ] 11;rgb:0/0/0 ESC \
                       "1b 50 71 1b 5c"] {  // ESC P q ESC \
            session.command(["send-keys", "-H"] + string.split(separator: " ").map(String.init))
        }
        session.send("j")
        try waitForRender(session, spec: spec, width: 80, height: 24, offset: 1,
                          what: "j to move one row, with no prompt open and the previewer still running")
        session.send("k")
        session.waitFor("k to bring back the first screen unchanged") { $0 == before }
    }

    /// A terminal that sends the normal-mode cursor keys (`ESC [ B`, where tmux-256color's Down
    /// is `ESC O B`): Down scrolls the view one row as `j` does, and in inspect mode it moves the
    /// selection down, from Mountains (cell 0.0) to Glacier (cell 0.4).
    func testNormalModeCursorKeysScrollAndMoveTheSelection() throws {
        let session = try launchTrellis([spec])
        session.command(["send-keys", "-H", "1b", "5b", "42"])  // ESC [ B
        try waitForRender(session, spec: spec, width: 80, height: 24, offset: 1, what: "ESC [ B to scroll one row, as j")
        session.command(["send-keys", "-H", "1b", "5b", "41"])  // ESC [ A
        try waitForRender(session, spec: spec, width: 80, height: 24, offset: 0, what: "ESC [ A to scroll back, as k")
        session.send("i")
        session.waitFor("i to select Mountains") { $0.contains { $0.hasPrefix(" cell 0.0 ·") } }
        session.command(["send-keys", "-H", "1b", "5b", "42"])
        session.waitFor("ESC [ B to select Glacier, below Mountains") { screen in
            screen.contains { $0.hasPrefix(" cell 0.4 ·") } && screen.contains { $0.hasPrefix(" title  Glacier") }
        }
    }
}
