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

    private func assertExactEnd(_ spec: String, width columns: Int, height rows: Int, file: StaticString = #filePath, line: UInt = #line) throws {
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
        try assertExactEnd(spec, width: 60, height: 8)
    }

    func testTheSectionsAssetReachesItsLastFooter() throws {
        try assertExactEnd(Shell.asset("sections.json"), width: 100, height: 30)
    }

    /// `render` with `options` on `spec` at 40x8: the status and the output.
    private func render(_ spec: String, _ options: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let result = try Shell.runTrellis(["render", spec, "--size", "40x8"] + options)
        return (result.status, result.stdout, result.stderr)
    }

    /// On a spec that scrolls only sideways, `--offset` moves along that axis, as j/k do in the
    /// previewer (QA of issue 11, item 4: it was ignored).
    func testOffsetScrollsAHorizontalSpecAlongX() throws {
        let spec = Shell.asset("horizontal.json")
        let left = try render(spec, [])
        let offset = try render(spec, ["--offset", "5"])
        XCTAssertEqual(offset.status, 0, offset.stderr)
        XCTAssertNotEqual(offset.stdout, left.stdout, "--offset 5 left the view at the left")
        XCTAssertEqual(offset.stdout, try render(spec, ["--offset-x", "5"]).stdout)
        XCTAssertEqual(try render(spec, ["--offset", "1000000000"]).stdout, try render(spec, ["--offset-x", "1000000000"]).stdout)
        XCTAssertTrue(try render(spec, ["--offset", "1000000000"]).stdout.hasSuffix("│ right\n"))
    }

    /// Both offsets on a spec with one axis: which one counts is not guessed.
    func testBothOffsetsOnAHorizontalSpecAreRefused() throws {
        let both = try render(Shell.asset("horizontal.json"), ["--offset", "5", "--offset-x", "3"])
        XCTAssertEqual(both.status, 2)
        XCTAssertEqual(both.stdout, "")
        XCTAssertTrue(both.stderr.hasPrefix("trellis: error: --offset and --offset-x both scroll "), both.stderr)
    }

    /// `--offset-x` on a spec that scrolls vertically is clamped to 0, as the help says.
    func testOffsetXOnAVerticalSpecIsClamped() throws {
        let spec = Shell.asset("tags.json")
        XCTAssertEqual(try render(spec, ["--offset-x", "7"]).stdout, try render(spec, []).stdout)
        XCTAssertTrue(try Shell.runTrellis(["help", "render"]).stdout.contains("clamped to 0"))
    }

    /// render's status line has no warnings notice (no key can be pressed): the warnings go to
    /// stderr, as `help render` says.
    func testRenderPrintsWarningsOnStderrAndNoNotice() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let spec = directory + "/typo.json"
        try #"{"layout":"grid","hieght":1,"sections":[{"items":[{}]}]}"#.write(toFile: spec, atomically: true, encoding: .utf8)
        let result = try render(spec, [])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix(" typo.json │ grid │ 40×3 │ top\n"), result.stdout)
        XCTAssertTrue(result.stderr.contains("hieght: unknown key"), result.stderr)
    }
}
