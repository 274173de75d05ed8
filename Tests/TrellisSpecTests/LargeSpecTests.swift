import XCTest
import TrellisLayout
@testable import TrellisSpec

/// Big inputs, generated at test time into a temporary directory (nothing big is committed).
///
/// No wall-clock time is asserted; the time is printed.
final class LargeSpecTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-spec-tests-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// The size of the big spec: 50 MB, as the issue asks (about 3 s in a debug build).
    private static let bigTarget = 50_000_000

    func testFiftyMegabyteSpecLoads() throws {
        let target = Self.bigTarget
        var bytes: [UInt8] = []
        bytes.reserveCapacity(target + 1000)
        bytes += Array(#"{"title": "big", "layout": "waterfall", "columns": 3, "sections": ["#.utf8)
        var items = 0
        var sections = 0
        while bytes.count < target {
            if sections > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += Array("\n  {\"title\": \"section \(sections)\", \"header\": 2, \"items\": [\n".utf8)
            for k in 0..<10_000 {
                if k > 0 { bytes += Array(",\n".utf8) }
                bytes += Array("    {\"height\": \(k % 17 + 1).5, \"title\": \"photo \(items) — été\"}".utf8)
                items += 1
            }
            bytes += Array("\n  ]}".utf8)
            sections += 1
        }
        bytes += Array("\n]}\n".utf8)
        let path = try write(bytes, "big.json")

        let start = Date()
        let (spec, warnings) = try SpecLoader.load(path: path)
        let seconds = Date().timeIntervalSince(start)
        print("LargeSpecTests: loaded \(bytes.count / 1_000_000) MB, \(items) items in \(String(format: "%.2f", seconds)) s")

        XCTAssertEqual(warnings, [])
        XCTAssertEqual(spec.sections.count, sections)
        XCTAssertEqual(spec.itemCount, items)
        XCTAssertEqual(spec.sections[1].items[3], ItemSpec(height: 4.5, title: "photo 10003 — été"))
        XCTAssertEqual(spec.sections[0].style.sectionStyle.headerHeight, 2)
    }

    func testAnErrorNearTheEndOfABigFileHasItsPlace() throws {
        var text = #"{"sections": [{"items": ["#
        text += String(repeating: "\n{\"height\": 1},", count: 200_000)
        text += "\n{\"height\": -1}]}]}"
        let path = try write(Array(text.utf8), "late-error.json")
        XCTAssertThrowsError(try SpecLoader.load(path: path)) { error in
            XCTAssertEqual("\(error)", "\(path):200002:12: sections[0].items[200000].height: expected a number from 0 to 1000000, got -1")
        }
    }

    func testTooManyItemsAreRefusedBeforeDecoding() throws {
        // Two sections; the limit is crossed in the second. Items are not even objects: the
        // count is checked before any item is looked at.
        var text = #"{"sections": [{"items": ["#
        text += String(repeating: "0,", count: 1_000_000) + "0]},\n  {\"items\": ["
        text += String(repeating: "0,", count: SpecLimits.maxItems - 1_000_001 - 1) + "0,0]}]}"
        let path = try write(Array(text.utf8), "too-many.json")
        XCTAssertThrowsError(try SpecLoader.load(path: path)) { error in
            XCTAssertEqual("\(error)", "\(path):2:13: sections[1].items: too many items: 2000001 in all sections, the limit is 2000000")
        }
    }

    func testExactlyTheItemLimitIsAccepted() throws {
        let json = #"{"layout": "grid", "sections": [{"items": ["#
            + String(repeating: "{},", count: SpecLimits.maxItems - 1) + "{}]}]}"
        XCTAssertEqual(try SpecLoader.parse(json: json, file: "g.json").spec.itemCount, SpecLimits.maxItems)
    }

    func testDeepNestingInAValueIsRefusedWithoutCrashing() throws {
        let depth = 200_000
        let text = #"{"sections": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        let path = try write(Array(text.utf8), "deep.json")
        XCTAssertThrowsError(try SpecLoader.load(path: path)) { error in
            XCTAssertEqual("\(error)", "\(path):1:525: invalid JSON: nesting deeper than 512 levels")
        }
    }
    func testTooManySectionsAreRefusedBeforeDecoding() {
        let json = #"{"sections": ["# + String(repeating: #"{"items":[]},"#, count: SpecLimits.maxSections) + #"{"items":[]}]}"#
        XCTAssertThrowsError(try SpecLoader.parse(json: json, file: "s.json")) { error in
            XCTAssertEqual("\(error)", "s.json:1:14: sections: too many sections: 100001, the limit is 100000")
        }
    }

    func testTheValueLimitIsCheckedForEveryValue() {
        XCTAssertThrowsError(try JSONParser.parse(Array("[0,0,0,0]".utf8), file: "j.json", maxValues: 3)) { error in
            XCTAssertEqual("\(error)", "j.json:1:6: too many JSON values: the limit is 3")
        }
        XCTAssertThrowsError(try JSONParser.parse(Array(#"{"a": 1, "b": 2}"#.utf8), file: "j.json", maxValues: 3)) { error in
            XCTAssertEqual("\(error)", "j.json:1:10: too many JSON values: the limit is 3", "keys count")
        }
        XCTAssertNoThrow(try JSONParser.parse(Array("[0,0,0]".utf8), file: "j.json", maxValues: 4))
    }

    func testAFileOverTheSizeLimitIsNotRead() throws {
        let path = directory.appendingPathComponent("sparse.json").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(SpecLimits.maxFileSize + 1))  // sparse: no disk used
        try handle.close()
        XCTAssertThrowsError(try SpecLoader.load(path: path)) { error in
            XCTAssertEqual("\(error)", "\(path): file too large: 268435457 bytes, the limit is 268435456")
        }
    }
}
