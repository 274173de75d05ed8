import Foundation
import XCTest

/// The base of the end-to-end tests: starts trellis (or a shell) in a tmux server of its own
/// and kills the server when the test ends, passed or failed.
class EndToEndTestCase: XCTestCase {
    /// Starts `trellis ARGUMENTS` full-screen in a `columns` x `rows` pane and waits for its
    /// first frame (`waitForFrame: false` for a screen without a status line).
    func launchTrellis(_ arguments: [String] = [], width columns: Int = 80, height rows: Int = 24,
                       waitForFrame: Bool = true,
                       file: StaticString = #filePath, line: UInt = #line) throws -> TmuxSession {
        let session = try TmuxSession.trellis(arguments, width: columns, height: rows)
        addTeardownBlock { session.kill() }
        if waitForFrame { self.waitForFrame(session, file: file, line: line) }
        return session
    }

    /// Starts an interactive shell in a `columns` x `rows` pane and waits for its prompt.
    func openShell(width columns: Int = 80, height rows: Int = 24, file: StaticString = #filePath, line: UInt = #line) throws -> ShellPane {
        let shell = try ShellPane(width: columns, height: rows)
        addTeardownBlock { shell.kill() }
        shell.waitForPrompt(file: file, line: line)
        return shell
    }

    /// Waits until the previewer shows a frame: the alternate screen and a status line on the
    /// last row, and the screen holds still.
    @discardableResult
    func waitForFrame(_ session: TmuxSession, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        session.waitForStable("a frame with a status line", file: file, line: line) { screen in
            Screen.status(screen).contains(" │ ") && session.alternateOn()
        }
    }

    /// Waits until the screen is what `trellis render SPEC --size COLSxROWS --offset Y` prints,
    /// the frame time at the end of the status line aside; returns the screen.
    ///
    /// With `contentSizeRefined`, the status line's content-size field is left out too: a lazy
    /// layout's size is an estimate (`~80×108`) until the end has been reached once (`G`), and
    /// `render` always starts fresh.
    @discardableResult
    func waitForRender(_ session: TmuxSession, spec: String, width columns: Int, height rows: Int, offset: Int,
                       contentSizeRefined: Bool = false,
                       what: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        var expected = try Shell.render(spec, width: columns, height: rows, offset: offset)
        let maskSize: ([String]) -> [String] = { screen in
            guard contentSizeRefined, let status = screen.last else { return screen }
            var fields = status.components(separatedBy: " │ ")
            if fields.count > 3 { fields[3] = "SIZE" }
            return screen.dropLast() + [fields.joined(separator: " │ ")]
        }
        expected = maskSize(expected)
        XCTAssertEqual(expected.count, rows, "trellis render printed \(expected.count) rows", file: file, line: line)
        let shown = session.waitFor(what ?? "the screen of 'trellis render \(spec) --size \(columns)x\(rows) --offset \(offset)'",
                                     file: file, line: line) { screen in
            let screen = maskSize(screen)
            return screen.count == rows && Screen.content(screen) == Screen.content(expected)
                && Screen.statusMatches(previewer: Screen.status(screen), render: Screen.status(expected), width: columns)
        }
        let screen = maskSize(shown)
        if Screen.content(screen) != Screen.content(expected) || screen.count != rows {
            XCTFail("expected (trellis render):\n\(Screen.dump(expected))", file: file, line: line)
        } else if !Screen.statusMatches(previewer: Screen.status(screen), render: Screen.status(expected), width: columns) {
            XCTFail("status line differs beyond the frame time:\n  previewer: \(Screen.status(screen))\n  render:    \(Screen.status(expected))",
                    file: file, line: line)
        }
        return shown
    }
}
