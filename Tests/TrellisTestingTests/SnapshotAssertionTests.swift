import Foundation
import XCTest
import TrellisLayout
@testable import TrellisTesting

/// The library's behaviour on files: recording, matching, mismatching, record mode, names and
/// counters, widths, windows, the 2,000-row cut and byte-identical output. Every assertion runs
/// against a test file path in a temporary directory and collects its failures instead of
/// failing, so each rule's failure text is checked exactly.
final class SnapshotAssertionTests: XCTestCase {
    private var directory = ""
    private var artifacts = ""
    private var failures: [String] = []

    override func setUpWithError() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-testing-\(UUID().uuidString)").path
        directory = root + "/Tests/AppTests"
        artifacts = root + "/artifacts"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        failures = []
        AssertionCounter.shared.reset()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent)
    }

    /// An assertion as `testMosaic()` in `Tests/AppTests/MosaicTests.swift` makes it.
    private func assertion(test: String = "testMosaic()", environment: [String: String] = [:]) -> SnapshotAssertion {
        var environment = environment
        environment["TRELLIS_SNAPSHOT_ARTIFACTS"] = artifacts
        return SnapshotAssertion(testFile: directory + "/MosaicTests.swift", testName: test, environment: environment) {
            self.failures.append($0)
        }
    }

    private func reference(_ name: String) -> String { directory + "/__Snapshots__/MosaicTests/" + name }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    func testAMissingReferenceIsRecordedAndFails() {
        assertion().check("one\ntwo\n", named: nil, record: false)
        XCTAssertEqual(failures, ["recorded a new snapshot \(reference("testMosaic.1.txt")); run the test again"])
        XCTAssertEqual(contents(reference("testMosaic.1.txt")), "one\ntwo\n")
    }

    func testAMatchPasses() throws {
        try SnapshotComparison.write("one\ntwo\n", to: reference("testMosaic.1.txt"))
        assertion().check("one\ntwo\n", named: nil, record: false)
        XCTAssertEqual(failures, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: artifacts), "nothing written for a match")
    }

    func testAMismatchShowsTheDifferingLinesAndWritesTheActualFileOutsideTheTree() throws {
        let old = "--- header\n┌0.0─┐┌0.1─┐|\n│    ││    │|\n└────┘└────┘|\nsame\n"
        let new = "--- header\n┌0.0─┐┌0.2─┐|\n│    ││    │|\n└────┘└────┘|\nsame\nextra\n"
        try SnapshotComparison.write(old, to: reference("testMosaic.1.txt"))
        assertion().check(new, named: nil, record: false)
        let artifact = artifacts + "/MosaicTests/testMosaic.1.txt"
        XCTAssertEqual(failures, ["""
            snapshot testMosaic.1.txt does not match \(reference("testMosaic.1.txt")) (2 lines differ; - reference, + actual):
            -2: ┌0.0─┐┌0.1─┐|
            +2: ┌0.0─┐┌0.2─┐|
                         ^ column 10
            +6: extra
            the actual snapshot is in \(artifact); copy it over the reference if the change is right
            """])
        XCTAssertEqual(contents(artifact), new, "the whole actual file")
        XCTAssertEqual(contents(reference("testMosaic.1.txt")), old, "the reference is left alone")
    }

    func testTheDiffShowsTheFirstTwentyDifferingLinesAndMarksWideColumns() {
        let old = (1...30).map { "row \($0) 中文a" }.joined(separator: "\n") + "\n"
        let new = (1...30).map { "row \($0) 中文b" }.joined(separator: "\n") + "\n"
        let diff = SnapshotDiff.text(reference: old, actual: new)
        let lines = SnapshotDiff.lines(diff)
        XCTAssertEqual(lines.count, 20 * 3 + 1)
        XCTAssertEqual(Array(lines.prefix(3)), ["- 1: row 1 中文a", "+ 1: row 1 中文b", "               ^ column 11"])
        XCTAssertEqual(lines[57], "-20: row 20 中文a")
        XCTAssertEqual(lines.last, "… and 10 more differing lines")
    }

    func testRecordModeRewritesEveryReferenceItTouchesAndFails() throws {
        try SnapshotComparison.write("old\n", to: reference("testMosaic.1.txt"))
        assertion(environment: ["TRELLIS_RECORD": "1"]).check("new\n", named: nil, record: false)
        assertion().check("new too\n", named: "second", record: true)
        XCTAssertEqual(failures, [
            "recorded the snapshot \(reference("testMosaic.1.txt")) (record mode: TRELLIS_RECORD=1 or record: true); "
                + "review it, then run the test again without record mode",
            "recorded a new snapshot \(reference("testMosaic.second.txt")); run the test again",
        ])
        XCTAssertEqual(contents(reference("testMosaic.1.txt")), "new\n")
        XCTAssertEqual(contents(reference("testMosaic.second.txt")), "new too\n")
        failures = []
        AssertionCounter.shared.reset()
        assertion(environment: ["TRELLIS_RECORD": "0"]).check("new\n", named: nil, record: false)
        XCTAssertEqual(failures, [], "TRELLIS_RECORD=0 is not record mode")
    }

    func testNamedReplacesTheCounter() {
        assertion().check("a\n", named: "wide screen/1", record: false)
        assertion().check("b\n", named: nil, record: false)
        XCTAssertEqual(contents(reference("testMosaic.wide_screen_1.txt")), "a\n")
        XCTAssertEqual(contents(reference("testMosaic.1.txt")), "b\n", "a named assertion does not count")
    }

    func testSeveralAssertionsInOneTestCountFromOneAndEachTestHasItsOwnCount() {
        for text in ["a\n", "b\n", "c\n"] { assertion().check(text, named: nil, record: false) }
        assertion(test: "testOther()").check("d\n", named: nil, record: false)
        XCTAssertEqual(contents(reference("testMosaic.1.txt")), "a\n")
        XCTAssertEqual(contents(reference("testMosaic.2.txt")), "b\n")
        XCTAssertEqual(contents(reference("testMosaic.3.txt")), "c\n")
        XCTAssertEqual(contents(reference("testOther.1.txt")), "d\n")
        XCTAssertEqual(failures.count, 4, "each one recorded")
    }

    func testWidthsWriteOnePicturePerWidth() {
        let layout = TilesLayout(count: 5)
        assertion().check(layout, widths: [10, 20, 31], height: nil, offset: 0, format: .picture, label: nil,
                          named: nil, record: false)
        assertion().check(layout, widths: [20], height: nil, offset: 0, format: .picture, label: nil,
                          named: "tiles", namesEachWidth: true, record: false)
        XCTAssertEqual(failures.count, 4)
        for (name, width) in [("1", 10), ("2", 20), ("3", 31), ("tiles-20", 20)] {
            let text = contents(reference("testMosaic.\(name).txt"))
            XCTAssertEqual(text, LayoutSnapshot.text(of: TilesLayout(count: 5), width: width, height: nil, offset: 0,
                                                     format: .picture, label: nil))
            XCTAssertEqual(text?.hasPrefix("--- TilesLayout, width \(width), content size \(width)×"), true, text ?? "")
        }
    }

    func testTheOutputIsByteIdenticalAcrossRuns() {
        for format in [SnapshotFormat.picture, .attributes] {
            assertion().check(TilesLayout(count: 7, tileHeight: 2.5), widths: [23], height: nil, offset: 0, format: format,
                              label: { "tile \($0.item)" }, named: "run", namesEachWidth: false, record: true)
            let first = FileManager.default.contents(atPath: reference("testMosaic.run.txt"))
            assertion().check(TilesLayout(count: 7, tileHeight: 2.5), widths: [23], height: nil, offset: 0, format: format,
                              label: { "tile \($0.item)" }, named: "run", namesEachWidth: false, record: false)
            XCTAssertEqual(FileManager.default.contents(atPath: reference("testMosaic.run.txt")), first)
            XCTAssertEqual(failures.count, 1, "recorded once, then matched: \(failures)")
            failures = []
        }
    }
}
