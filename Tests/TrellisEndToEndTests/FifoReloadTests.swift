import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// `r` on a spec that was replaced by a FIFO (issue 12 §3): the reload is refused at once, the
/// error is on the status line, the last good layout stays, and the previewer keeps answering.
final class FifoReloadTests: EndToEndTestCase {
    func testReloadingAFifoKeepsTheLastGoodLayoutAndStaysResponsive() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/pinterest.json"
        try String(contentsOfFile: Shell.asset("pinterest.json"), encoding: .utf8).write(toFile: path, atomically: true, encoding: .utf8)

        let session = try launchTrellis([path])
        let before = try waitForRender(session, spec: path, columns: 80, rows: 24, offset: 0)

        try FileManager.default.removeItem(atPath: path)
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        session.send("r")
        let failed = session.waitFor("the FIFO refused on the status line") {
            Screen.status($0).contains("not a regular file (a fifo)")
        }
        XCTAssertEqual(Screen.content(failed), Screen.content(before), "the last good layout did not stay on screen")
        session.send("j")
        session.waitFor("the next key to scroll the last good layout") { screen in
            Array(screen[0..<22]) == Array(before[1..<23])
        }
        session.send("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }
}
