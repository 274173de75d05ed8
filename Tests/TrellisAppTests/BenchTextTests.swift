import Foundation
import XCTest
import TrellisLayout
import TrellisSpec
import TrellisTestSupport
@testable import trellis

/// The benchmark's `text` row: its generated spec is what the row says (short self-sizing texts,
/// some wider than their column), it runs through the previewer's path, and `trellis bench`
/// prints it in the table and in `--json` beside the other layouts. No time is asserted.
final class BenchTextTests: XCTestCase {
    func testTheGeneratedSpecIsShortSelfSizingTexts() throws {
        let (spec, warnings) = try SpecLoader.parse(BenchTextSpec.json(items: 1_000), file: "bench.json")
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(spec.layout, .waterfall)
        let items = spec.sections.flatMap(\.items)
        XCTAssertEqual(items.count, 1_000)
        XCTAssertTrue(items.allSatisfy { $0.height == nil && $0.text != nil }, "every item sizes itself to its text")
        let lengths = items.map { $0.text!.count }
        XCTAssertLessThanOrEqual(lengths.max()!, 26, "short texts: at most 3 words")
        // At 80 columns a cell's interior is 17 columns: most texts fit, some wrap.
        let wrapping = lengths.filter { $0 > 17 }.count
        XCTAssertGreaterThan(wrapping, 20)
        XCTAssertLessThan(wrapping, 500)
        XCTAssertEqual(BenchTextSpec.json(items: 1_000), BenchTextSpec.json(items: 1_000), "a fixed seed")
    }

    func testTheRowLoadsAFileAndLaysOutToTheEnd() throws {
        let before = try temporaryBenchFiles()
        let result = try BenchTextRunner(items: 300, repeats: 3).run()
        XCTAssertEqual(result.items, 300)
        for spread in [result.load, result.firstScreen, result.end, result.reflowEnd] {
            XCTAssertLessThanOrEqual(spread.min, spread.median)
            XCTAssertLessThanOrEqual(spread.median, spread.max)
            XCTAssertGreaterThan(spread.max, 0)
            XCTAssertGreaterThanOrEqual(spread.cpuMedian, 0)
        }
        XCTAssertEqual(try temporaryBenchFiles(), before, "the temporary spec file is removed")
    }

    func testBenchPrintsTheTextRowInTheTableAndInJSON() throws {
        let table = try Shell.run(Shell.trellis, ["bench", "--layout", "text", "--items", "500", "--repeat", "1"])
        XCTAssertEqual(table.status, 0, table.stderr)
        for figure in ["load", "first screen", "G (end)", "reflow@end"] {
            XCTAssertTrue(table.stdout.contains("     text       500 " + String(repeating: " ", count: 13 - figure.count) + figure),
                          "a line for \(figure):\n\(table.stdout)")
        }

        let json = try Shell.run(Shell.trellis, ["bench", "--items", "500", "--repeat", "1", "--json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let results = try XCTUnwrap(object?["results"] as? [[String: Any]], json.stdout)
        XCTAssertEqual(results.compactMap { $0["layout"] as? String }, ["waterfall", "tags", "text"])
        XCTAssertNotNil(results[0]["prepare"], "the other rows are unchanged")
        let text = results[2]
        XCTAssertEqual(text["items"] as? Int, 500)
        for key in ["load", "firstScreen", "end", "reflowEnd"] {
            let spread = try XCTUnwrap(text[key] as? [String: Double], "\(key) in \(text)")
            XCTAssertEqual(Set(spread.keys), ["min", "median", "max", "cpu"])
        }
    }

    /// The benchmark's temporary files now in /tmp.
    private func temporaryBenchFiles() throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: "/tmp").filter { $0.hasPrefix("trellis-bench-") })
    }
}
