import Foundation
import XCTest

/// The commands do what the docs say (issue 11 §6): `validate` reports every problem of a file
/// in one run, a waterfall item without `height` takes `itemHeight`, and `attributes` of a
/// horizontally scrolling spec uses the viewport `render --size 80x24` uses.
final class SpecsSayWhatDocsSayTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = try Shell.makeTemporaryDirectory()
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func write(_ name: String, _ text: String) throws -> String {
        let path = directory + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testValidateReportsATypoAndEveryErrorInOneRun() throws {
        let path = try write("typo.json", """
            {"layout": "waterfall", "columns": 0,
             "sections": [{"items": [{"hieght": 3}, {"height": "tall"}]}, {"title": 7, "items": []}]}
            """)
        let good = Shell.asset("tags.json")
        let result = try Shell.runTrellis(["validate", path, good])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, """
            trellis: error: \(path):1:36: columns: expected an integer from 1 to 1000, got 0
            trellis: warning: \(path):2:27: sections[0].items[0].hieght: unknown key (did you mean "height"?)
            trellis: error: \(path):2:52: sections[0].items[1].height: expected a number from 0 to 1000000, got "tall"
            trellis: error: \(path):2:73: sections[1].title: expected a string, got 7

            """)
    }

    func testValidateListsFiftyProblemsPerFileThenCountsTheRest() throws {
        let items = Array(repeating: #"{"height": -1}"#, count: 70).joined(separator: ",\n")
        let path = try write("many.json", "{\"sections\": [{\"items\": [\n\(items)]}]}")
        let other = try write("other.json", #"{"colums": 2, "sections": []}"#)
        let result = try Shell.runTrellis(["validate", path, other])
        XCTAssertEqual(result.status, 2)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 52, result.stderr)
        guard lines.count == 52 else { return }
        XCTAssertEqual(lines[0], "trellis: error: \(path):2:12: sections[0].items[0].height: expected a number from 0 to 1000000, got -1")
        XCTAssertEqual(lines[49], "trellis: error: \(path):51:12: sections[0].items[49].height: expected a number from 0 to 1000000, got -1")
        XCTAssertEqual(lines[50], "trellis: note: \(path): … and 20 more")
        XCTAssertEqual(lines[51], #"trellis: warning: \#(other):1:2: colums: unknown key (did you mean "columns"?)"#)
    }

    func testWarningsAloneAreStatusZero() throws {
        let path = try write("warn.json", #"{"colums": 2, "sections": []}"#)
        let result = try Shell.runTrellis(["validate", path])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1)
    }

    func testAWaterfallItemWithoutHeightIsItemHeightTall() throws {
        let path = try write("h.json", #"{"layout":"waterfall","itemHeight":3,"sections":[{"items":[{},{}]}]}"#)
        let result = try Shell.runTrellis(["attributes", path, "--width", "20"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            {"contentSize": {"width": 20, "height": 3},
             "attributes": [
              {"kind": "cell", "category": "cell", "section": 0, "item": 0, "x": 0, "y": 0, "width": 10, "height": 3, "zIndex": 0},
              {"kind": "cell", "category": "cell", "section": 0, "item": 1, "x": 10, "y": 0, "width": 10, "height": 3, "zIndex": 0}
             ]}

            """)
    }

    func testAttributesOfAHorizontalSpecUseTheViewportOfRender80x24() throws {
        let spec = Shell.asset("horizontal.json")
        let plain = try Shell.runTrellis(["attributes", spec, "--width", "80"])
        let explicit = try Shell.runTrellis(["attributes", spec, "--width", "80", "--height", "23"])
        let taller = try Shell.runTrellis(["attributes", spec, "--width", "80", "--height", "24"])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertEqual(plain.stdout, explicit.stdout)
        XCTAssertNotEqual(plain.stdout, taller.stdout, "the spec should depend on the height for this test to mean something")
    }
}
