import TrellisTestSupport
import XCTest
@testable import TrellisSpec

/// ``ItemColumns`` keeps every item as it was given, whichever columns appear late.
final class ItemColumnsTests: XCTestCase {
    func testRandomItemsComeBackAsTheyWent() {
        for seed in 0..<UInt64(200) {
            var g = SeededGenerator(seed: 0x1C0 &+ seed)
            let strings: [String?] = [nil, "", "fern", "été 中文", "❤️\n2"]
            let items = (0..<Int.random(in: 0...40, using: &g)).map { _ in
                ItemSpec(height: Bool.random(using: &g) ? Double(Int.random(in: 0...9, using: &g)) : nil,
                         width: Int.random(in: 0..<4, using: &g) == 0 ? 2.5 : nil,
                         title: Int.random(in: 0..<3, using: &g) == 0 ? strings.randomElement(using: &g)! : nil,
                         text: Int.random(in: 0..<3, using: &g) == 0 ? strings.randomElement(using: &g)! : nil,
                         fullSpan: Int.random(in: 0..<5, using: &g) == 0)
            }
            var columns = ItemColumns(items.prefix(items.count / 2))
            columns.append(contentsOf: items.dropFirst(items.count / 2))
            XCTAssertEqual(columns.items, items, "seed \(0x1C0 &+ seed)")
            XCTAssertEqual(columns, ItemColumns(items), "seed \(0x1C0 &+ seed)")
        }
    }

    func testAColumnNoItemUsesIsNotStored() {
        let columns = ItemColumns((0..<1000).map { ItemSpec(height: Double($0 % 9), title: "item \($0)") })
        XCTAssertTrue(columns.widths.isEmpty)
        XCTAssertTrue(columns.textEnds.isEmpty)
        XCTAssertEqual(columns.heights.count, 1000)
        XCTAssertEqual(columns.title(at: 999), "item 999")
    }

    func testAbsentAndPresentValuesAreDistinct() {
        let a = ItemColumns([ItemSpec(title: ""), ItemSpec()])
        let b = ItemColumns([ItemSpec(), ItemSpec(title: "")])
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(a.title(at: 0), "")
        XCTAssertNil(a.title(at: 1))
        XCTAssertEqual(ItemColumns([ItemSpec(height: nil)]), ItemColumns([ItemSpec()]))
    }
}
