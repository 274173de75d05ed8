import Foundation
import XCTest

/// The status line ends with the frame time (issue 23 §14): the first screen already shows it,
/// the time its own frame took, before any key is pressed.
final class FrameTimeTests: EndToEndTestCase {
    /// The status line `render` prints for the same screen, then ` │ N.NNms`.
    private func assertFrameTime(_ screen: [String], after render: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let status = Screen.status(screen).trimmingTrailingBlanks()
        let head = Screen.status(render).trimmingTrailingBlanks() + " │ "
        XCTAssertTrue(status.hasPrefix(head), "expected \(head)…, got \(status)", file: file, line: line)
        let time = String(status.dropFirst(head.count))
        XCTAssertNotNil(time.wholeMatch(of: try Regex(#"\d+\.\d\dms"#)), "no frame time at the end of \(status)", file: file, line: line)
    }

    func testTheFirstScreenShowsItsFrameTimeBeforeAnyKey() throws {
        let spec = "assets/sections.json"
        let session = try launchTrellis([spec], width: 120, height: 30)
        let first = session.waitForStable("the first screen, no key sent") { Screen.status($0).contains(" │ ") }
        try assertFrameTime(first, after: try Shell.render(spec, width: 120, height: 30))
    }

    /// A first page whose spec did not load shows the frame time too.
    func testTheFirstScreenOfASpecThatDidNotLoadShowsItsFrameTime() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let missing = directory + "/missing.json"
        let session = try launchTrellis([missing, "assets/sections.json"], width: 120, height: 30, waitForFrame: false)
        let first = session.waitForStable("the first screen, no key sent") { Screen.status($0).hasPrefix(" missing.json [1/2] │ ") }
        let status = Screen.status(first).trimmingTrailingBlanks()
        XCTAssertNotNil(status.firstMatch(of: try Regex(#" │ \d+\.\d\dms$"#)), "no frame time at the end of \(status)")
    }
}
