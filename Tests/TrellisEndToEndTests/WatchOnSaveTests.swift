import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Live reload on save (issue 14 §3), as a person sees it: edit a spec file in another window and
/// the previewer shows the new layout within a second, with no key sent, however the editor
/// writes; a broken file's error stays above the status line through key presses until the file
/// is fixed; several are counted and `!` lists them; `--no-watch` waits for `r`; quitting while
/// watching gives the terminal back.
final class WatchOnSaveTests: EndToEndTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = try Shell.makeTemporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private var photoWall: String {
        get throws { try String(contentsOfFile: Shell.asset("pinterest.json"), encoding: .utf8) }
    }

    /// The photo wall with another title and another label on a cell in view (the frames stay,
    /// so the place kept is the same offset).
    private func edited(_ title: String) throws -> String {
        try photoWall.replacingOccurrences(of: "Photo wall", with: title)
            .replacingOccurrences(of: #""fern 4""#, with: "\"fern: \(title)\"")
    }

    /// Rewrites `path` in place: the same inode, truncated and written (as `vim` with
    /// `backupcopy=yes`, or `echo >`).
    private func writeInPlace(_ text: String, to path: String) throws {
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    /// Writes a temporary file beside `path` and renames it over `path` (most editors).
    private func writeAndRename(_ text: String, to path: String) throws {
        try text.write(toFile: path + ".swp~", atomically: false, encoding: .utf8)
        XCTAssertEqual(rename(path + ".swp~", path), 0)
    }

    /// What `trellis render` shows for `text` at `offset`, rendered from a copy (so the watched
    /// file is written only when the test is ready to wait).
    private func rendering(_ text: String, offset: Int) throws -> [String] {
        let copy = directory + "/render-\(UUID().uuidString.prefix(6)).json"
        try text.write(toFile: copy, atomically: true, encoding: .utf8)
        return try Shell.render(copy, width: 80, height: 24, offset: offset)
    }

    /// Waits up to `timeout` seconds, with no key sent, for the layout of `expected` (and its
    /// title on the status line).
    @discardableResult
    private func waitForLayout(_ session: TmuxSession, _ expected: [String], title: String, timeout: Double = 1,
                               file: StaticString = #filePath, line: UInt = #line) -> [String] {
        session.waitFor("the new layout of '\(title)', with no key sent", timeout: timeout, file: file, line: line) { screen in
            Screen.content(screen) == Screen.content(expected) && Screen.status(screen).hasPrefix(" \(title) │ ")
        }
    }

    /// The error line `trellis validate` gives for `path`, as the diagnostics line shows it.
    private func errorLine(for path: String) throws -> String {
        let validate = try Shell.runTrellis(["validate", path])
        XCTAssertEqual(validate.status, 2)
        let message = try XCTUnwrap(validate.stderr.split(separator: "\n").first.map(String.init))
        XCTAssertTrue(message.hasPrefix("trellis: error: " + path + ":1:"), message)
        return Screen.truncate("✗ " + message.dropFirst("trellis: error: ".count), toWidth: 80)
    }

    func testASaveInPlaceByRenameOrByDeleteAndCreateShowsTheNewLayoutWithNoKey() throws {
        let path = directory + "/wall.json"
        try photoWall.write(toFile: path, atomically: true, encoding: .utf8)
        let session = try launchTrellis([path])
        session.press("j", times: 5)
        try waitForRender(session, spec: path, width: 80, height: 24, offset: 5)

        let inPlace = try edited("Edited in place")
        let expectedInPlace = try rendering(inPlace, offset: 5)
        try writeInPlace(inPlace, to: path)
        waitForLayout(session, expectedInPlace, title: "Edited in place")

        let renamed = try edited("Renamed over")
        let expectedRenamed = try rendering(renamed, offset: 5)
        try writeAndRename(renamed, to: path)
        waitForLayout(session, expectedRenamed, title: "Renamed over")

        let recreated = try photoWall
        let expectedRecreated = try rendering(recreated, offset: 5)
        XCTAssertEqual(unlink(path), 0)
        try recreated.write(toFile: path, atomically: false, encoding: .utf8)
        waitForLayout(session, expectedRecreated, title: "Photo wall")
        XCTAssertTrue(session.isRunning)
    }

    /// The fallback for where inotify is missing: the file's state, checked twice a second.
    func testTheModificationTimeFallbackShowsTheNewLayoutWithNoKey() throws {
        let path = directory + "/wall.json"
        try photoWall.write(toFile: path, atomically: true, encoding: .utf8)
        let session = try TmuxSession.trellis([path], extraEnvironment: "TRELLIS_WATCH=poll")
        addTeardownBlock { session.kill() }
        try waitForRender(session, spec: path, width: 80, height: 24, offset: 0)
        let text = try edited("Polled")
        let expected = try rendering(text, offset: 0)
        try writeAndRename(text, to: path)
        waitForLayout(session, expected, title: "Polled")
    }

    func testABrokenFilesErrorStaysThroughKeysUntilItIsFixed() throws {
        let path = directory + "/wall.json"
        try photoWall.write(toFile: path, atomically: true, encoding: .utf8)
        let session = try launchTrellis([path])
        let before = try waitForRender(session, spec: path, width: 80, height: 24, offset: 0)

        try writeInPlace(#"{ "layout": "#, to: path)
        let error = try errorLine(for: path)
        let failed = session.waitFor("the error line above the status line, with no key sent", timeout: 1) { $0[22] == error }
        XCTAssertEqual(Array(failed[0..<22]), Array(before[0..<22]), "the last good layout stays")
        XCTAssertTrue(Screen.status(failed).contains("reload failed — r to retry"), Screen.status(failed))

        session.send("j")
        session.waitFor("j to scroll the last good layout, the error staying") { screen in
            Array(screen[0..<21]) == Array(before[1..<22]) && screen[22] == error
        }
        session.send("Escape")
        session.send("C-l")
        let afterKeys = session.waitForStable("the screen after more keys")
        XCTAssertEqual(afterKeys[22], error, "a key does not clear the error")

        try writeAndRename(try photoWall, to: path)
        session.waitFor("the error gone once the file is valid again", timeout: 1) { screen in
            !screen.joined().contains("✗") && Screen.status(screen).hasPrefix(" Photo wall │ ")
        }
        try waitForRender(session, spec: path, width: 80, height: 24, offset: 1)
    }

    func testSeveralBrokenFilesAreCountedAndBangListsThem() throws {
        let a = directory + "/a.json", b = directory + "/b.json"
        try photoWall.write(toFile: a, atomically: true, encoding: .utf8)
        try #"{"title": "B", "hieght": 2, "sections": [{"items": [{"height": 2}]}]}"#.write(toFile: b, atomically: true, encoding: .utf8)
        let session = try launchTrellis([a, b])
        try writeAndRename(#"{ "layout": "#, to: a)
        try writeAndRename(#"{"sections": [{"items": [{"height": -1}]}]}"#, to: b)
        session.waitFor("the count of problems") { $0[22] == "✗ 2 problems — press ! to list" }

        session.send("!")
        let listed = session.waitFor("! to list both errors and the warning") { screen in
            let text = screen.joined(separator: "\n")
            return text.contains("✗ \(a):1:") && text.contains("✗ \(b):1:") && text.contains("warning: \(b):1:")
        }
        XCTAssertTrue(listed.joined().contains("errors"), Screen.dump(listed))
        session.send("Escape")
        session.waitFor("Esc to close the list, the count staying") { screen in
            !screen.joined().contains("warning:") && screen[22] == "✗ 2 problems — press ! to list"
        }
        try writeAndRename(try photoWall, to: a)
        session.waitFor("one error left, shown whole") { $0[22].hasPrefix("✗ \(b):1:") }
    }

    /// `--no-watch`: a save is not reloaded until `r`. A watching previewer on the same file is
    /// the clock: once it shows the save, the other has had the time to show it too.
    func testNoWatchReloadsOnlyOnR() throws {
        let path = directory + "/wall.json"
        try photoWall.write(toFile: path, atomically: true, encoding: .utf8)
        let unwatched = try launchTrellis(["--no-watch", path])
        let watched = try launchTrellis([path])
        let before = try waitForRender(unwatched, spec: path, width: 80, height: 24, offset: 0)

        let text = try edited("Saved")
        let expected = try rendering(text, offset: 0)
        try writeAndRename(text, to: path)
        waitForLayout(watched, expected, title: "Saved")
        unwatched.send("C-l")
        let stale = unwatched.waitForStable("the --no-watch previewer after Ctrl-L")
        XCTAssertEqual(Screen.content(stale), Screen.content(before), "--no-watch reloaded without r")
        XCTAssertTrue(Screen.status(stale).hasPrefix(" Photo wall │ "), Screen.status(stale))

        unwatched.send("r")
        unwatched.waitFor("r to reload") { Screen.status($0) == " reloaded" && Screen.content($0) == Screen.content(expected) }
    }

    /// Quitting while watching (after a reload on save) leaves the terminal as it was found.
    func testQuitWhileWatchingRestoresTheTerminal() throws {
        let path = directory + "/wall.json"
        try photoWall.write(toFile: path, atomically: true, encoding: .utf8)
        let shell = try openShell()
        let modes = shell.tmux.terminalModes()
        let run = try shell.startTrellis([path])
        shell.waitForPreviewer()
        try writeAndRename(try edited("Reloaded"), to: path)
        shell.tmux.waitFor("the reload on save") { Screen.status($0).hasPrefix(" Reloaded │ ") }
        shell.tmux.send("q")
        let outcome = try shell.finish(run)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertFalse(shell.tmux.alternateOn(), "the alternate screen is still on")
        XCTAssertEqual(shell.tmux.terminalModes(), modes, "terminal modes differ from before trellis")
        XCTAssertEqual(outcome.ttyAfter, outcome.ttyBefore, "terminal settings (stty -g) differ from before trellis")
        shell.assertUsable()
    }
}
