import Foundation
import TrellisTestSupport
import XCTest

/// The lean frame: the previewer scrolls the terminal and writes only what changed, and takes
/// every pending key before drawing. What a person sees must still be exactly the frame
/// `trellis render` prints for the same place, after any keys, at any speed.
final class LeanFrameTests: EndToEndTestCase {
    /// A burst of keys sent at once (coalesced into few frames) ends on the screen of the place
    /// they lead to.
    func testBurstOfKeysEndsWhereOneByOneWould() throws {
        let spec = "assets/sections.json"
        let session = try launchTrellis([spec])
        session.press("j", times: 60)
        try waitForContent(session, spec: spec, width: 80, height: 24, offset: 60)
        session.press("k", times: 45)
        try waitForContent(session, spec: spec, width: 80, height: 24, offset: 15)
        session.command(["send-keys"] + Array(repeating: ["j", "j", "k"], count: 20).flatMap { $0 })
        try waitForContent(session, spec: spec, width: 80, height: 24, offset: 35)
    }

    /// Random scrolling keys, one or a few at a time: every screen equals `render`'s at the
    /// offset the keys lead to (scrolled frames equal full frames), wide characters and pinned
    /// headers (drawn over scrolled rows) included.
    func testRandomScrollingShowsTheFullFrame() throws {
        for (spec, columns, rows, maximum) in [("assets/sections.json", 80, 24, 80), ("assets/grid.json", 70, 18, 5),
                                               ("assets/sticky-headers.json", 80, 24, 40)] {
            for seed in UInt64(1)...2 {
                var generator = SeededGenerator(seed: seed)
                let session = try launchTrellis([spec], width: columns, height: rows)
                let half = (rows - 1) / 2
                var offset = 0
                for step in 0..<12 {
                    var keys: [String] = []
                    for _ in 0..<Int.random(in: 1...4, using: &generator) {
                        let choices: [(String, Int)] = [("j", 1), ("k", -1), ("Down", 1), ("Up", -1), ("C-d", half), ("C-u", -half)]
                        let (key, delta) = choices.randomElement(using: &generator)!
                        guard offset + delta >= 0, offset + delta <= maximum else { continue }
                        keys.append(key)
                        offset += delta
                    }
                    guard !keys.isEmpty else { continue }
                    session.command(["send-keys"] + keys)
                    try waitForContent(session, spec: spec, width: columns, height: rows, offset: offset,
                                       what: "\(spec) seed \(seed) step \(step): offset \(offset) after \(keys)")
                }
                session.kill()
            }
        }
    }

    /// The previewer writes its frames itself (curses does not know what the screen shows), so
    /// every repaint comes from its own last frame: after scrolling with j and k, bytes written
    /// to the terminal by someone else are painted over by Ctrl-L, and Ctrl-Z then `fg` and a
    /// resize there and back show the frame of the place the keys led to.
    func testScrolledFrameIsRepaintedAfterCtrlLSuspendAndResize() throws {
        let spec = "assets/sections.json"
        let shell = try openShell(width: 80, height: 24)
        let run = try shell.startTrellis([spec], unsetting: ["SWIFT_BACKTRACE"])
        shell.waitForPreviewer()
        shell.tmux.press("j", times: 9)
        shell.tmux.press("k", times: 2)
        try waitForContent(shell.tmux, spec: spec, width: 80, height: 24, offset: 7, what: "offset 7 after 9 j and 2 k")

        // Someone else writes to the terminal: a clear and a word, then Ctrl-L.
        let tty = shell.tmux.format("#{pane_tty}")
        let other = try XCTUnwrap(FileHandle(forWritingAtPath: tty), "cannot open \(tty)")
        other.write(Data("\u{1B}[2J\u{1B}[5;5HSOMEONE ELSE".utf8))
        try other.close()
        shell.tmux.waitFor("the other write on screen") { screen in screen.contains { $0.contains("SOMEONE ELSE") } }
        shell.tmux.send("C-l")
        try waitForContent(shell.tmux, spec: spec, width: 80, height: 24, offset: 7, what: "offset 7 after Ctrl-L")
        shell.tmux.send("j")
        try waitForContent(shell.tmux, spec: spec, width: 80, height: 24, offset: 8, what: "a j after Ctrl-L")

        shell.tmux.send("C-z")
        shell.tmux.waitFor("the shell reporting the stopped job") { screen in
            screen.contains { $0.hasPrefix("[1]+") && $0.contains("Stopped") }
        }
        shell.enter("fg")
        try waitForContent(shell.tmux, spec: spec, width: 80, height: 24, offset: 8, what: "offset 8 after Ctrl-Z and fg")
        shell.tmux.send("k")
        try waitForContent(shell.tmux, spec: spec, width: 80, height: 24, offset: 7, what: "a k after fg")

        shell.tmux.resize(width: 60, height: 24)
        shell.tmux.waitFor("the frame at 60 columns") { screen in Screen.status(screen).contains("60×") }
        shell.tmux.resize(width: 80, height: 24)
        let back = shell.tmux.waitForStable("the frame at 80 columns again") { screen in
            Screen.status(screen).contains("80×")  // the content size: laid out for 80 columns
        }
        let offset = try XCTUnwrap((0...20).first { offset in
            (try? Shell.render(spec, width: 80, height: 24, offset: offset)).map { Screen.content($0) == Screen.content(back) } ?? false
        }, "the screen after resizing back is the frame of no offset:\n\(Screen.dump(back))")
        shell.tmux.send("j")
        try waitForContent(shell.tmux, spec: spec, width: 80, height: 24, offset: offset + 1, what: "a j after the resizes")

        shell.tmux.send("q")
        let outcome = try shell.finish(run)
        XCTAssertEqual(outcome.status, 0)
        shell.assertUsable()
    }

    /// Waits until the content rows (all but the status line, whose content-size estimate and
    /// percentage depend on how much of a lazy layout was seen) are what `trellis render` prints
    /// at `offset`.
    private func waitForContent(_ session: TmuxSession, spec: String, width columns: Int, height rows: Int, offset: Int,
                                what: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        let expected = try Shell.render(spec, width: columns, height: rows, offset: offset)
        let shown = session.waitFor(what ?? "\(spec) at offset \(offset)", file: file, line: line) { screen in
            screen.count == rows && Screen.content(screen) == Screen.content(expected)
        }
        if Screen.content(shown) != Screen.content(expected) {
            XCTFail("expected (trellis render):\n\(Screen.dump(expected))", file: file, line: line)
        }
    }
}
