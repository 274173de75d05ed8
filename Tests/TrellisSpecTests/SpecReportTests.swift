import XCTest
@testable import TrellisSpec

/// `SpecLoader.check` reports every problem of a file in one run (issue 11 §6): the decoder
/// goes on after an error, so a typo and every bad value come out together, in file order.
final class SpecReportTests: XCTestCase {
    func testATypoAndABadValueAreReportedInTheSameRun() {
        let json = """
        {"layout": "waterfall", "columns": 0,
         "sections": [{"items": [{"hieght": 3}, {"height": -1}]}]}
        """
        let report = SpecLoader.check(Array(json.utf8), file: "typo.json")
        XCTAssertEqual(report.errors.map(\.description), [
            "typo.json:1:36: columns: expected an integer from 1 to 1000, got 0",
            "typo.json:2:52: sections[0].items[1].height: expected a number from 0 to 1000000, got -1",
        ])
        XCTAssertEqual(report.warnings.map(\.description), [
            #"typo.json:2:27: sections[0].items[0].hieght: unknown key (did you mean "height"?)"#,
        ])
        XCTAssertEqual(report.problems.map(\.line), [1, 2, 2])
        XCTAssertEqual(report.problems.map(\.column), [36, 27, 52])
        XCTAssertFalse(report.isValid)
        XCTAssertEqual(report.count, 3)
    }

    func testTheFirstErrorIsTheOneLoadThrows() {
        let json = #"{"layout": "tags", "title": 5, "sections": [{"columns": "x", "items": [{}, {"width": true}]}, 7]}"#
        let report = SpecLoader.check(Array(json.utf8), file: "a.json")
        XCTAssertEqual(report.errors.map(\.message), [
            "expected a string, got 5",
            #"expected an integer from 1 to 1000, got "x""#,
            #"missing key "width" (a tag needs a width or a "title" to measure)"#,
            "expected a number from 0 to 1000000, got true",
            "expected an object (a section), got 7",
        ])
        XCTAssertThrowsError(try SpecLoader.parse(json: json, file: "a.json")) { error in
            XCTAssertEqual(error as? SpecDiagnostic, report.errors.first)
        }
    }

    func testMissingKeysInsetsAndSizesGoOn() {
        let json = #"{"layout": "grid", "inset": {"top": "a", "left": -2}, "itemSize": {"width": "w"}, "sections": [{"title": 1}]}"#
        let report = SpecLoader.check(Array(json.utf8), file: "m.json")
        XCTAssertEqual(report.errors.map(\.path), ["inset.top", "inset.left", "itemSize.width", "sections[0].title", "sections[0]"])
        XCTAssertEqual(report.errors.last?.message, #"missing key "items" (an array of items)"#)
        let noSections = SpecLoader.check(Array(#"{"columns": -1}"#.utf8), file: "n.json")
        XCTAssertEqual(noSections.errors.map(\.description), [
            "n.json:1:13: columns: expected an integer from 1 to 1000, got -1",
            #"n.json:1:1: missing key "sections" (an array of sections)"#,
        ])
        XCTAssertEqual(noSections.problems.map(\.column), [1, 13], "in the order of the file")
    }

    func testAFileThatDoesNotParseHasOneError() {
        let report = SpecLoader.check(Array(#"{"sections": [1,]}"#.utf8), file: "s.json")
        XCTAssertEqual(report.errors.count, 1)
        XCTAssertEqual(report.errors.first?.message, "invalid JSON: trailing comma before ']'")
        XCTAssertEqual(SpecLoader.check(path: "/nonexistent/x.json").errors.map(\.description),
                       ["/nonexistent/x.json: cannot open: No such file or directory"])
    }

    func testAGoodFileHasNoProblem() throws {
        let report = SpecLoader.check(Array(#"{"layout": "tags", "sections": [{"items": [{"title": "a"}]}]}"#.utf8), file: "g.json")
        XCTAssertEqual(report, SpecReport())
        XCTAssertTrue(report.isValid)
    }

    func testThousandsOfErrorsAreListedUpToTheLimitAndCounted() {
        let items = Array(repeating: #"{"height": "x", "hieght": 1}"#, count: 1000).joined(separator: ",")
        let report = SpecLoader.check(Array(#"{"sections": [{"items": [\#(items)]}]}"#.utf8), file: "many.json")
        XCTAssertEqual(report.errors.count, SpecLimits.maxWarnings)
        XCTAssertEqual(report.warnings.count, SpecLimits.maxWarnings)
        XCTAssertEqual(report.count, 2000)
    }
}
