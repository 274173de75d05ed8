import TrellisLayout
import TrellisTestSupport
import XCTest
@testable import TrellisSpec

/// Tags whose widths are derived from their printable ASCII titles (``ItemColumns/TitleWidths``)
/// instead of stored: every way of reading a width gives what a stored column gives, before and
/// after items are appended and a width is set.
final class TitleWidthsTests: XCTestCase {
    /// 1 column a printable ASCII character, 2 a scalar otherwise.
    private static func measure(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ((0x20...0x7E).contains($1.value) ? 1 : 2) }
    }

    /// A tags spec of `count` items with printable ASCII titles (some empty, some with a text).
    private static func plainTags(_ g: inout SeededGenerator, count: Int, scale: Bool) -> [UInt8] {
        let words = ["fern", "a quiet lake", "~", "", "x y z", "0123456789abcdefghij"]
        let items = (0..<count).map { _ in
            let title = (0..<Int.random(in: 1...3, using: &g)).map { _ in words.randomElement(using: &g)! }.joined()
            return Int.random(in: 0..<5, using: &g) == 0 ? "{\"title\": \"\(title)\", \"text\": \"t\"}" : "{\"title\": \"\(title)\"}"
        }
        let scaleKey = scale ? "\"scale\": {\"x\": 3, \"y\": 2}, " : ""
        return Array(("{\"layout\": \"tags\", \(scaleKey)\"sections\": [{\"items\": [" + items.joined(separator: ",\n")
            + "]}, {\"items\": [{\"title\": \"é\"}, {\"title\": \"b\"}]}]}").utf8)
    }

    /// The spec the full parser and decoder make of `bytes`, whose widths are all stored.
    private static func reference(_ bytes: [UInt8]) throws -> LayoutSpec {
        let document = try JSONParser.parse(bytes, file: "w.json")
        return try SpecDecoder.decode(document, file: "w.json", measure: measure).0
    }

    func testPlainTitlesKeepNoWidthsAndReadAsStoredOnes() throws {
        for seed in 0..<UInt64(8) {
            var g = SeededGenerator(seed: 0x717E &+ seed)
            let bytes = Self.plainTags(&g, count: Int.random(in: 1...6_000, using: &g), scale: seed % 2 == 0)
            let reference = try Self.reference(bytes)
            let fast = try XCTUnwrap(SpecLoader.fastDecode(bytes, file: "w.json", measure: Self.measure, printableASCIIWidth: 1))
            XCTAssertEqual(fast, reference, "seed \(seed)")
            let columns = fast.sections[0].columns
            XCTAssertNotNil(columns.titleWidths, "seed \(seed): plain titles keep no widths")
            XCTAssertTrue(columns.widths.isEmpty, "seed \(seed)")
            XCTAssertNil(fast.sections[1].columns.titleWidths, "seed \(seed): a non-ASCII title is measured and stored")
            XCTAssertEqual(columns.items, reference.sections[0].items, "seed \(seed)")

            // The data source's bulk widths, over runs that start and end anywhere.
            let fastSource = SpecDataSource(spec: fast, measure: Self.measure)
            let referenceSource = SpecDataSource(spec: reference, measure: Self.measure)
            for _ in 0..<20 {
                let start = Int.random(in: 0..<columns.count, using: &g)
                let range = start..<Int.random(in: start...min(columns.count, start + 5_000), using: &g)
                XCTAssertEqual(Self.widths(fastSource, range), Self.widths(referenceSource, range), "seed \(seed) \(range)")
            }
        }
    }

    func testAppendedItemsAndASetWidthFollowTheDerivedOnes() throws {
        var g = SeededGenerator(seed: 0xA11D)
        let bytes = Self.plainTags(&g, count: 3_000, scale: true)
        let fast = try XCTUnwrap(SpecLoader.fastDecode(bytes, file: "w.json", measure: Self.measure, printableASCIIWidth: 1))
        let reference = try Self.reference(bytes)
        XCTAssertNotNil(fast.sections[0].columns.titleWidths)
        let appended = [ItemSpec(title: "new"), ItemSpec(width: 7, title: "wide"), ItemSpec(title: "été"),
                        ItemSpec(width: 3), ItemSpec(title: "r", aspectRatio: 2)]
        // Appended through the data source (infinite scroll), one at a time and in a batch.
        let fastSource = SpecDataSource(spec: fast, measure: Self.measure)
        let referenceSource = SpecDataSource(spec: reference, measure: Self.measure)
        for source in [fastSource, referenceSource] {
            source.appendItems([appended[0]], toSection: 0)
            source.appendItems(Array(appended[1...]), toSection: 0)
        }
        let count = 3_000 + appended.count
        XCTAssertEqual(Self.widths(fastSource, 0..<count), Self.widths(referenceSource, 0..<count))
        XCTAssertEqual(Self.widths(fastSource, 2_990..<count), Self.widths(referenceSource, 2_990..<count))
        for item in 2_990..<count {
            let path = LayoutIndexPath(item: item, section: 0)
            XCTAssertEqual(fastSource.widthForItem(at: path), referenceSource.widthForItem(at: path), "item \(item)")
            XCTAssertEqual(fastSource.item(at: path), referenceSource.item(at: path), "item \(item)")
        }
        // Columns appended to directly, then a width set: the derived widths are stored first.
        var columns = fast.sections[0].columns
        var expected = reference.sections[0].columns
        columns.append(contentsOf: appended)
        expected.append(contentsOf: appended)
        XCTAssertEqual(columns, expected)
        columns.setWidth(42, at: 10)
        expected.setWidth(42, at: 10)
        XCTAssertNil(columns.titleWidths)
        XCTAssertEqual(columns.items, expected.items)
    }

    private static func widths(_ source: SpecDataSource, _ range: Range<Int>) -> [Double] {
        [Double](unsafeUninitializedCapacity: range.count) { buffer, count in
            source.widthsForItems(range, inSection: 0, into: buffer)
            count = range.count
        }
    }
}
