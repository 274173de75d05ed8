import Foundation
import XCTest

/// `r` reloads the spec files (here with `--no-watch`, so nothing reloads but `r`): a broken file
/// keeps the last good layout on screen, its error stays on the line above the status line
/// through key presses; once fixed, `r` shows `reloaded` and the error goes.
final class ReloadTests: EndToEndTestCase {
    func testBrokenSpecKeepsLastGoodLayoutAndReloadsOnceFixed() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/pinterest.json"
        let good = try String(contentsOfFile: Shell.asset("pinterest.json"), encoding: .utf8)
        try good.write(toFile: path, atomically: true, encoding: .utf8)

        let session = try launchTrellis(["--no-watch", path])
        session.press("j", times: 5)
        let before = try waitForRender(session, spec: path, width: 80, height: 24, offset: 5)

        let broken = #"{ "layout": "#
        try broken.write(toFile: path, atomically: true, encoding: .utf8)
        // What the app reports for this file elsewhere: `trellis validate` on stderr.
        let validate = try Shell.runTrellis(["validate", path])
        XCTAssertEqual(validate.status, 2)
        let prefix = "trellis: error: "
        let message = try XCTUnwrap(validate.stderr.split(separator: "\n").first.map(String.init))
        XCTAssertTrue(message.hasPrefix(prefix + path + ":1:"), "unexpected validate message: \(message)")
        let expectedLine = Screen.truncate("✗ " + message.dropFirst(prefix.count), toWidth: 80)

        session.send("r")
        let failed = session.waitFor("the reload error above the status line") { $0[22] == expectedLine }
        XCTAssertEqual(Screen.status(failed), " reload failed — r to retry")
        XCTAssertEqual(Array(failed[0..<22]), Array(before[0..<22]), "the last good layout did not stay on screen")
        session.send("j")
        session.waitFor("the next key to clear the message, keep the error and keep scrolling the last good layout") { screen in
            Array(screen[0..<21]) == Array(before[1..<22]) && screen[22] == expectedLine
                && Screen.status(screen).hasPrefix(" Photo wall │ ") && Screen.status(screen).contains("reload failed — r to retry")
        }

        try good.write(toFile: path, atomically: true, encoding: .utf8)
        session.send("r")
        let reloaded = session.waitFor("'reloaded' on the status line") { Screen.status($0) == " reloaded" }
        XCTAssertFalse(reloaded.joined().contains("✗"), "the error went")
        let expected = try Shell.render(path, width: 80, height: 24, offset: 6)
        XCTAssertEqual(Screen.content(reloaded), Screen.content(expected), "the reloaded layout is not at the same place")
        XCTAssertTrue(session.isRunning)
    }
}
