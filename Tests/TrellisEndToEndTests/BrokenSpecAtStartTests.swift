import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A spec that does not load when the previewer starts (issue 23 §4): broken, missing, or a FIFO
/// where a file was. The other specs open; the broken one keeps its place in Tab order and in
/// `[n/N]`, shows its error where its layout would be, is named on the `✗` line, and loads as
/// soon as it is fixed (watched), or on `r` (`--no-watch`). Only when no spec loads does the
/// previewer refuse to start, with the one-line error it always gave, exit status 2.
final class BrokenSpecAtStartTests: EndToEndTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = try Shell.makeTemporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Writes `text` to `name` in the test's directory; returns the path.
    @discardableResult
    private func write(_ text: String, to name: String) throws -> String {
        let path = directory + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func asset(_ name: String) throws -> String {
        try String(contentsOfFile: Shell.asset(name), encoding: .utf8)
    }

    /// The message `trellis validate` gives for `path`, without `trellis: error: `.
    private func loadError(of path: String) throws -> String {
        let validate = try Shell.runTrellis(["validate", path])
        XCTAssertEqual(validate.status, 2, validate.stderr)
        let prefix = "trellis: error: "
        let first = try XCTUnwrap(validate.stderr.split(separator: "\n").first.map(String.init))
        XCTAssertTrue(first.hasPrefix(prefix + path), first)
        return String(first.dropFirst(prefix.count))
    }

    /// Whether the rows above the `✗` line hold `message` (wrapped to the view: compared without
    /// the spaces and line breaks the wrapping may take or add).
    private func body(_ screen: [String], shows message: String) -> Bool {
        let shown = screen.dropLast(2).joined().filter { !$0.isWhitespace }
        return shown.contains(message.filter { !$0.isWhitespace })
    }

    /// The photo wall opens beside a broken spec; Tab goes to the broken one, which shows its
    /// error as its page; saved fixed, it becomes the tags spec with no key sent.
    func testTheGoodSpecOpensAndTheBrokenOneShowsItsErrorUntilItIsFixed() throws {
        let good = try write(try asset("pinterest.json"), to: "wall.json")
        let broken = try write(#"{ "layout": "#, to: "broken.json")
        let error = try loadError(of: broken)
        XCTAssertTrue(error.hasPrefix(broken + ":1:"), "the error names the place: \(error)")
        let errorLine = Screen.truncate("✗ " + error, toWidth: 80)

        let session = try launchTrellis([good, broken])
        let render = try Shell.render(good, width: 80, height: 24)
        let first = session.waitFor("the photo wall, the broken spec named on the ✗ line") { screen in
            Array(screen[0..<22]) == Array(render[0..<22]) && screen[22] == errorLine
                && Screen.status(screen).hasPrefix(" Photo wall [1/2] │ waterfall │ ")
        }
        XCTAssertEqual(first.count, 24)

        session.send("Tab")
        let page = session.waitFor("the broken spec's page: its error where its layout would be") { screen in
            Screen.status(screen).hasPrefix(" broken.json [2/2] │ ") && self.body(screen, shows: error)
        }
        XCTAssertEqual(page[22], errorLine, "the ✗ line stays")
        XCTAssertTrue(Screen.status(page).contains("did not load — r to retry"), Screen.status(page))
        XCTAssertFalse(Screen.status(page).contains("×"), "no content size for a spec that did not load: \(Screen.status(page))")
        XCTAssertFalse(Screen.showsBoxes(page), Screen.dump(page))

        let tags = try write(try asset("tags.json"), to: "tags-copy.json")
        let expected = try Shell.render(tags, width: 80, height: 24)
        XCTAssertEqual(rename(tags, broken), 0)
        let loaded = session.waitFor("the fixed spec's layout, with no key sent") { screen in
            Screen.content(screen) == Screen.content(expected) && Screen.status(screen).hasPrefix(" Tags [2/2] │ tags │ ")
        }
        XCTAssertFalse(loaded.joined().contains("✗"), Screen.dump(loaded))
        session.send("Tab")
        session.waitFor("Tab back to the photo wall, the whole view its own again") { screen in
            Screen.content(screen) == Screen.content(render) && Screen.status(screen).hasPrefix(" Photo wall [1/2] │ ")
        }
        session.send("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    /// With `--no-watch` nothing reloads by itself: `r` retries, says it failed while the file is
    /// broken, and loads the spec once it is fixed.
    func testWithoutWatchingRRetriesTheBrokenSpec() throws {
        let good = try write(try asset("pinterest.json"), to: "wall.json")
        let broken = try write(#"{"layout": "tags", "sections": [{"items": [{"width": "wide"}]}]}"#, to: "tags.json")
        let error = try loadError(of: broken)

        let session = try launchTrellis(["--no-watch", broken, good])
        let page = session.waitFor("the broken spec first, as [1/2]") { screen in
            Screen.status(screen).hasPrefix(" tags.json [1/2] │ ") && self.body(screen, shows: error)
        }
        XCTAssertEqual(page[22], Screen.truncate("✗ " + error, toWidth: 80))
        session.send("r")
        session.waitFor("r to say the spec still does not load") { Screen.status($0) == " reload failed — r to retry" }

        let fixed = try asset("tags.json")
        let expected = try Shell.render(Shell.asset("tags.json"), width: 80, height: 24)
        try fixed.write(toFile: broken, atomically: true, encoding: .utf8)
        session.send("r")
        let loaded = session.waitFor("r to load the fixed spec") { screen in
            Screen.content(screen) == Screen.content(expected) && Screen.status(screen) == " reloaded"
        }
        XCTAssertFalse(loaded.joined().contains("✗"), Screen.dump(loaded))
        session.send("j")
        session.waitFor("the status line of the loaded spec") { Screen.status($0).hasPrefix(" Tags [1/2] │ tags │ ") }
    }

    /// Opens the photo wall and `path`, which does not load (its error names it); `key` goes to
    /// `path`'s page, which shows the error; then the tags spec is renamed to `path`, and its
    /// layout shows with no key sent.
    private func assertLoadsOnceARegularFileIsThere(_ path: String, goingThereWith key: String,
                                                    file: StaticString = #filePath, line: UInt = #line) throws {
        let good = try write(try asset("pinterest.json"), to: "wall.json")
        let error = try loadError(of: path)
        let name = String(path.split(separator: "/").last ?? "")
        let session = try launchTrellis([good, path], file: file, line: line)
        session.waitFor("the photo wall, \(name) on the ✗ line", file: file, line: line) { $0[22] == Screen.truncate("✗ " + error, toWidth: 80) }
        session.send(key)
        session.waitFor("the page of \(name)", file: file, line: line) { screen in
            Screen.status(screen).hasPrefix(" \(name) [2/2] │ ") && self.body(screen, shows: error)
        }
        let tags = try write(try asset("tags.json"), to: "tags-copy.json")
        let expected = try Shell.render(tags, width: 80, height: 24)
        XCTAssertEqual(rename(tags, path), 0, file: file, line: line)
        session.waitFor("the layout of the file now at \(name), with no key sent", file: file, line: line) { screen in
            Screen.content(screen) == Screen.content(expected) && Screen.status(screen).hasPrefix(" Tags [2/2] │ ")
        }
    }

    /// A file that is not there yet: its page says so, and it loads when it is created.
    func testAMissingFileLoadsWhenItIsCreated() throws {
        let missing = directory + "/later.json"
        XCTAssertTrue(try loadError(of: missing).hasSuffix("No such file or directory"))
        try assertLoadsOnceARegularFileIsThere(missing, goingThereWith: "2")
    }

    /// A FIFO where a spec should be is refused at once, as on reload (FifoReloadTests), and
    /// loads once a regular file takes its place.
    func testAFifoLoadsOnceARegularFileTakesItsPlace() throws {
        let fifo = directory + "/pipe.json"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertTrue(try loadError(of: fifo).hasSuffix("not a regular file (a fifo)"))
        try assertLoadsOnceARegularFileIsThere(fifo, goingThereWith: "Tab")
    }

    /// No spec loads: the previewer never takes the terminal, and says what it always said, the
    /// first spec's error (with the hint to `validate` when it has a place), exit status 2.
    func testWhenNoSpecLoadsItRefusesWithTheFirstError() throws {
        let broken = try write(#"{ "layout": "#, to: "broken.json")
        let missing = directory + "/missing.json"
        let cases: [(arguments: [String], stderr: String)] = [
            ([broken, missing], "trellis: error: \(try loadError(of: broken))\nRun 'trellis validate \(broken)' to see every problem."),
            ([missing, broken], "trellis: error: \(try loadError(of: missing))"),
        ]
        // (The shell pane reads stderr back without its last newline.)
        for (arguments, expected) in cases {
            let shell = try openShell()
            let modes = shell.tmux.terminalModes()
            let outcome = try shell.finish(try shell.startTrellis(arguments, captureStderr: true))
            XCTAssertEqual(outcome.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(outcome.stderr, expected, arguments.joined(separator: " "))
            XCTAssertEqual(outcome.ttyAfter, outcome.ttyBefore)
            XCTAssertEqual(shell.tmux.terminalModes(), modes)
            shell.kill()
        }
    }
}
