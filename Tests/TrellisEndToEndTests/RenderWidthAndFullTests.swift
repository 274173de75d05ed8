import Foundation
import XCTest

/// `render --width` and `render --full` and `--width` of the previewer on the command line
/// (issue 15 §3 and §4): what a script gets, and the usage errors.
final class RenderWidthAndFullTests: XCTestCase {
    private func run(_ arguments: [String]) throws -> Shell.Result {
        try Shell.runTrellis(arguments)
    }

    private func lines(_ text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    func testFullPrintsTheWholeContentThenTheStatusLine() throws {
        let attributes = try run(["attributes", "assets/sections.json", "--width", "80"])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(attributes.stdout.utf8)) as? [String: Any])
        let height = try XCTUnwrap(((json["contentSize"] as? [String: Any])?["height"] as? NSNumber)?.doubleValue)
        let full = try run(["render", "assets/sections.json", "--size", "80x24", "--full"])
        XCTAssertEqual(full.status, 0, full.stderr)
        let rows = lines(full.stdout)
        XCTAssertEqual(rows.count, Int((height + 0.5).rounded(.down)) + 1, "every content row, then the status line")
        XCTAssertTrue(rows.last?.hasPrefix(" Sections │ waterfall │ ") ?? false, rows.last ?? "")
        XCTAssertFalse(rows.last?.contains("~") ?? true, "the whole layout is laid out: its size is exact")
        // The first screen of it is the plain render's, the status line aside.
        let plain = lines(try run(["render", "assets/sections.json", "--size", "80x24"]).stdout)
        XCTAssertEqual(Array(rows.prefix(23)), Array(plain.prefix(23)))
    }

    func testFullOfAHorizontalSpecIsAsWideAsItsContent() throws {
        let full = try run(["render", "assets/horizontal.json", "--size", "40x10", "--full"])
        XCTAssertEqual(full.status, 0, full.stderr)
        let rows = lines(full.stdout)
        XCTAssertEqual(rows.count, 10)
        let attributes = try run(["attributes", "assets/horizontal.json", "--width", "40", "--height", "9"])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(attributes.stdout.utf8)) as? [String: Any])
        let width = try XCTUnwrap(((json["contentSize"] as? [String: Any])?["width"] as? NSNumber)?.doubleValue)
        let widest = rows.dropLast().map { Screen.width(of: $0) }.max() ?? 0
        XCTAssertGreaterThan(widest, 40, "wider than the screen asked for")
        XCTAssertLessThanOrEqual(widest, Int(width), "no wider than the content")
        XCTAssertTrue(rows.last?.contains("\(Int(width))×9") ?? false, "\(rows.last ?? "") for content width \(width)")
    }

    func testUsageErrors() throws {
        let cases: [([String], String)] = [
            (["render", "assets/tags.json", "--size", "40x10", "--full", "--offset", "3"],
             "trellis: error: --full shows the whole content: --offset and --offset-x have nothing to scroll"),
            (["render", "assets/horizontal.json", "--size", "40x10", "--full", "--width", "30"],
             "trellis: error: --full shows the whole width of a spec that scrolls sideways: give --full or --width, not both"),
            (["render", "assets/tags.json", "--size", "40x10", "--width", "5000"],
             "trellis: error: --width: expected a number from 1 to 4096, got '5000'"),
            (["render", "assets/tags.json", "--size", "40x10", "--width", "0.4"],
             "trellis: error: --width: expected a number from 1 to 4096, got '0.4'"),
            (["preview", "--width", "wide", "assets/tags.json"],
             "trellis: error: --width: expected a number from 1 to 4096, got 'wide'"),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertEqual(result.stderr.components(separatedBy: "\n").first, message, "\(arguments)")
        }
    }

    func testAContentTallerThanRendersLimitIsRefused() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/tall.json"
        let items = Array(repeating: #"{"height": 1}"#, count: 100_000).joined(separator: ",")
        try #"{"layout": "waterfall", "columns": 1, "lineSpacing": 1, "sections": [{"items": [\#(items)]}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let result = try run(["render", path, "--size", "20x10", "--full"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "trellis: error: --full: the whole content is 199999 rows tall at 20 columns; render prints at most "
                       + "100000 rows and 8388608 cells\nTry 'trellis help render' or 'trellis --help'.\n")
    }

    /// `trellis --width N SPEC` is `trellis preview --width N SPEC` (here without a terminal).
    func testTheWidthOptionLeadsToThePreviewer() throws {
        for arguments in [["--width", "40", "assets/tags.json"], ["--width=40", "assets/tags.json"], ["assets/tags.json", "--width", "40"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.hasPrefix("trellis: error: the previewer needs a terminal"), "\(arguments): \(result.stderr)")
        }
    }
}
