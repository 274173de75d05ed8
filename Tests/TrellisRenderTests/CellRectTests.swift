import XCTest
@testable import TrellisRender

/// `CellRect`, the whole-cell rectangle of clipping and rasterized frames, with hand-written cases.
final class CellRectTests: XCTestCase {
    func testNegativeSizesCountAsZero() {
        XCTAssertEqual(CellRect(x: 3, y: 4, width: -2, height: -1), CellRect(x: 3, y: 4, width: 0, height: 0))
        XCTAssertEqual(CellRect(minX: 5, minY: 5, maxX: 2, maxY: 9), CellRect(x: 5, y: 5, width: 0, height: 4))
        XCTAssertTrue(CellRect(x: 0, y: 0, width: 0, height: 3).isEmpty)
        XCTAssertTrue(CellRect(x: 0, y: 0, width: 3, height: 0).isEmpty)
        XCTAssertFalse(CellRect(x: -3, y: -3, width: 1, height: 1).isEmpty)
    }

    func testContainsIsHalfOpen() {
        let rect = CellRect(x: 2, y: 1, width: 3, height: 2)   // columns 2...4, rows 1...2
        XCTAssertTrue(rect.contains(x: 2, y: 1), "the top-left cell")
        XCTAssertTrue(rect.contains(x: 4, y: 2), "the bottom-right cell")
        XCTAssertFalse(rect.contains(x: 5, y: 1), "the column just right")
        XCTAssertFalse(rect.contains(x: 2, y: 3), "the row just below")
        XCTAssertFalse(rect.contains(x: 1, y: 1), "the column just left")
        XCTAssertFalse(CellRect(x: 0, y: 0, width: 0, height: 5).contains(x: 0, y: 0), "an empty rect holds no cell")
        XCTAssertTrue(CellRect(x: -5, y: -5, width: 2, height: 2).contains(x: -4, y: -4), "negative origins")
    }

    func testIntersection() {
        let a = CellRect(x: 0, y: 0, width: 10, height: 5)
        XCTAssertEqual(a.intersection(CellRect(x: 5, y: 2, width: 10, height: 10)), CellRect(x: 5, y: 2, width: 5, height: 3))
        XCTAssertEqual(a.intersection(CellRect(x: 2, y: 1, width: 2, height: 2)), CellRect(x: 2, y: 1, width: 2, height: 2), "inside")
        XCTAssertEqual(a.intersection(a), a)
        XCTAssertTrue(a.intersection(CellRect(x: 10, y: 0, width: 5, height: 5)).isEmpty, "touching on the right")
        XCTAssertTrue(a.intersection(CellRect(x: 0, y: 5, width: 10, height: 1)).isEmpty, "touching below")
        XCTAssertTrue(a.intersection(CellRect(x: 20, y: 20, width: 1, height: 1)).isEmpty, "apart")
        XCTAssertEqual(a.intersection(CellRect(x: -3, y: -3, width: 5, height: 5)), CellRect(x: 0, y: 0, width: 2, height: 2),
                       "a negative origin clipped to the grid")
        XCTAssertTrue(a.intersection(CellRect(x: 3, y: 3, width: 0, height: 0)).isEmpty, "a zero-size rect")
        let huge = CellRect(x: -1_000_000, y: -1_000_000, width: 2_000_000, height: 2_000_000)
        XCTAssertEqual(huge.intersection(a), a, "a huge rect around the grid")
        XCTAssertEqual(CellGrid(width: 7, height: 3).area, CellRect(x: 0, y: 0, width: 7, height: 3))
    }
}
