import XCTest
@testable import TrellisSpec

/// A duplicate key: only the value that is used (the last) is checked; the values it replaces
/// get the duplicate warning and nothing else (QA of issue 11, item 6).
final class DuplicateKeyTests: XCTestCase {
    private func check(_ json: String) -> SpecReport {
        SpecLoader.check(Array(json.utf8), file: "dup.json")
    }

    /// Each spec holds one bad value replaced by a good one: it loads, with one duplicate warning.
    func testAReplacedBadValueIsNotAnError() throws {
        let specs: [(json: String, warnedPath: String)] = [
            (#"{"columns":0,"columns":3,"sections":[]}"#, "columns"),
            (#"{"layout":"nope","layout":"tags","sections":[]}"#, "layout"),
            (#"{"title":5,"title":"ok","sections":[]}"#, "title"),
            (#"{"sections":7,"sections":[]}"#, "sections"),
            (#"{"sections":[{"items":[{"height":-1}]}],"sections":[]}"#, "sections"),
            (#"{"inset":{"top":-1},"inset":{"top":1},"sections":[]}"#, "inset"),
            (#"{"inset":{"top":-1,"top":1},"sections":[]}"#, "inset.top"),
            (#"{"layout":"grid","itemSize":{"width":"x"},"itemSize":{"width":2,"height":1},"sections":[]}"#, "itemSize"),
            (#"{"layout":"grid","itemSize":{"width":-2,"width":2,"height":1},"sections":[]}"#, "itemSize.width"),
            (#"{"sections":[{"columns":0,"columns":2,"items":[]}]}"#, "sections[0].columns"),
            (#"{"sections":[{"items":5,"items":[]}]}"#, "sections[0].items"),
            (#"{"sections":[{"items":[{"height":-1}],"items":[]}]}"#, "sections[0].items"),
            (#"{"sections":[{"order":"x","order":"leftToRight","items":[]}]}"#, "sections[0].order"),
            (#"{"sections":[{"items":[{"height":"tall","height":3}]}]}"#, "sections[0].items[0].height"),
            (#"{"sections":[{"items":[{"height":-1,"title":"a","height":3}]}]}"#, "sections[0].items[0].height"),
            (#"{"layout":"tags","sections":[{"items":[{"width":-1,"width":4}]}]}"#, "sections[0].items[0].width"),
            (#"{"sections":[{"items":[{"fullSpan":1,"fullSpan":true}]}]}"#, "sections[0].items[0].fullSpan"),
        ]
        for (json, path) in specs {
            let report = check(json)
            XCTAssertEqual(report.errors.map(\.description), [], json)
            XCTAssertEqual(report.warnings.map(\.path), [path], json)
            XCTAssertEqual(report.warnings.map(\.message), ["duplicate key (the last value is used)"], json)
            XCTAssertNoThrow(try SpecLoader.parse(json: json, file: "dup.json"), json)
        }
    }

    /// The value used is checked as ever: a good value replaced by a bad one is an error, at
    /// the bad value.
    func testTheValueUsedIsStillChecked() {
        let report = check(#"{"columns":3,"columns":0,"sections":[{"items":[{"height":3,"height":-1}]}]}"#)
        XCTAssertEqual(report.errors.map(\.description), [
            "dup.json:1:24: columns: expected an integer from 1 to 1000, got 0",
            "dup.json:1:69: sections[0].items[0].height: expected a number from 0 to 1000000, got -1",
        ])
        XCTAssertEqual(report.warnings.map(\.path), ["columns", "sections[0].items[0].height"])
    }

    /// The last value wins when a key comes three times, and each repeat is warned about.
    func testThreeTimesTheLastWins() throws {
        let json = #"{"columns":0,"columns":"x","columns":4,"sections":[{"items":[{"height":-1,"height":"x","height":2}]}]}"#
        let (spec, warnings) = try SpecLoader.parse(json: json, file: "dup.json")
        XCTAssertEqual(spec.style.sectionStyle.columns, 4)
        XCTAssertEqual(spec.sections[0].items[0].height, 2)
        XCTAssertEqual(warnings.count, 4)
    }

    /// Items replaced by a duplicate `items` do not count against the item limit either.
    func testReplacedItemsAreNotCounted() throws {
        let many = Array(repeating: "{}", count: SpecLimits.maxItems + 1).joined(separator: ",")
        let json = #"{"sections":[{"items":["# + many + #"],"items":[{"height":1}]}]}"#
        let report = check(json)
        XCTAssertEqual(report.errors.map(\.description), [])
    }
}
