import Foundation
import XCTest

/// `trellis render --offset Y` shows exactly the screen of `min(Y, realMaxOffset)`: every offset up
/// to the real largest one moves the view, and every offset past it shows the real end.
final class RenderOffsetTests: XCTestCase {
    private func content(_ spec: String, _ size: String, _ offset: String) throws -> [String] {
        let result = try Shell.runTrellis(["render", spec, "--size", size, "--offset", offset])
        XCTAssertEqual(result.status, 0, result.stderr)
        return Array(result.stdout.components(separatedBy: "\n").dropLast(2))   // the status line and the final newline
    }

    /// The real content height at `width`, from `trellis attributes` (a completed layout).
    private func contentHeight(_ spec: String, width: Int) throws -> Double {
        let result = try Shell.runTrellis(["attributes", spec, "--width", "\(width)"])
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let size = try XCTUnwrap(json?["contentSize"] as? [String: Any])
        return try XCTUnwrap((size["height"] as? NSNumber)?.doubleValue)
    }

    private func assertExactEnd(_ spec: String, columns: Int, rows: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let maxOffset = Int(try contentHeight(spec, width: columns)) - (rows - 1)
        XCTAssertGreaterThan(maxOffset, 1, file: file, line: line)
        let size = "\(columns)x\(rows)"
        let end = try content(spec, size, "\(maxOffset)")
        XCTAssertNotEqual(try content(spec, size, "\(maxOffset - 1)"), end,
                          "--offset \(maxOffset - 1) and \(maxOffset) show the same screen: the view stopped short", file: file, line: line)
        for beyond in ["\(maxOffset + 1)", "500", "1000000000"] {
            XCTAssertEqual(try content(spec, size, beyond), end, "--offset \(beyond) is not the real end", file: file, line: line)
        }
    }

    func testAShortLazySpecReachesItsLastSection() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let spec = directory + "/hb30.json"
        try #"{"layout":"waterfall","sections":[{"header":30,"items":[{"height":3}]},{"header":2,"items":[{"height":5}]}]}"#
            .write(toFile: spec, atomically: true, encoding: .utf8)
        XCTAssertEqual(try contentHeight(spec, width: 60), 40)
        let screen = try content(spec, "60x8", "33")
        XCTAssertEqual(screen.first, " Section 1", "offset 33 starts with section 1's header:\n\(screen.joined(separator: "\n"))")
        try assertExactEnd(spec, columns: 60, rows: 8)
    }

    func testTheSectionsAssetReachesItsLastFooter() throws {
        try assertExactEnd(Shell.asset("sections.json"), columns: 100, rows: 30)
    }
}
