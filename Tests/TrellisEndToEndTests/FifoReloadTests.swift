import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A spec that was replaced by a FIFO (issue 12 §3), reloaded by the watcher and by `r`: the
/// reload is refused at once, the error is on the diagnostics line, the last good layout stays,
/// and the previewer keeps answering.
final class FifoReloadTests: EndToEndTestCase {
    func testReloadingAFifoKeepsTheLastGoodLayoutAndStaysResponsive() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/pinterest.json"
        try String(contentsOfFile: Shell.asset("pinterest.json"), encoding: .utf8).write(toFile: path, atomically: true, encoding: .utf8)

        let session = try launchTrellis([path])
        let before = try waitForRender(session, spec: path, width: 80, height: 24, offset: 0)

        try FileManager.default.removeItem(atPath: path)
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        // The watcher reloads it first (issue 14 §3), then `r` again: both refuse at once.
        let watched = session.waitFor("the FIFO refused on the diagnostics line, with no key sent") {
            $0[22].hasPrefix("✗ ") && $0[22].contains("not a regular file (a fifo)")
        }
        XCTAssertEqual(Array(watched[0..<22]), Array(before[0..<22]), "the last good layout did not stay on screen")
        session.send("r")
        let failed = session.waitFor("r refused too") { Screen.status($0) == " reload failed — r to retry" }
        XCTAssertEqual(failed[22], watched[22])
        session.send("j")
        session.waitFor("the next key to scroll the last good layout") { screen in
            Array(screen[0..<21]) == Array(before[1..<22]) && screen[22] == watched[22]
        }
        session.send("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }
}
