import XCTest
@testable import TrellisLayout

/// The geometry helpers, with hand-written cases: `Rect.intersects` is the expected value of the
/// property tests (layouts, the spatial index, the overlap detector), so it is pinned here on
/// its own, and so are mirroring, transposing, insets and safe lengths.
final class GeometryTests: XCTestCase {
    private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    /// Asserts `a.intersects(b)` is `expected`, both ways round.
    private func assertIntersects(_ a: Rect, _ b: Rect, _ expected: Bool, _ why: String,
                                  file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.intersects(b), expected, "\(a) ∩ \(b): \(why)", file: file, line: line)
        XCTAssertEqual(b.intersects(a), expected, "\(b) ∩ \(a): \(why) (symmetric)", file: file, line: line)
    }

    func testIntersectsOverlapAndContainment() {
        assertIntersects(rect(0, 0, 10, 10), rect(5, 5, 10, 10), true, "overlapping corners")
        assertIntersects(rect(0, 0, 10, 10), rect(2, 2, 3, 3), true, "one inside the other")
        assertIntersects(rect(0, 0, 10, 10), rect(0, 0, 10, 10), true, "the same rect")
        assertIntersects(rect(0, 0, 10, 2), rect(4, -5, 2, 20), true, "a cross")
        assertIntersects(rect(0, 0, 10, 10), rect(9.5, 9.5, 1, 1), true, "half a unit of overlap")
    }

    func testIntersectsIsOpenAtTouchingEdges() {
        assertIntersects(rect(0, 0, 10, 10), rect(10, 0, 5, 10), false, "touching on the right edge")
        assertIntersects(rect(0, 0, 10, 10), rect(0, 10, 10, 5), false, "touching on the bottom edge")
        assertIntersects(rect(0, 0, 10, 10), rect(-5, 0, 5, 10), false, "touching on the left edge")
        assertIntersects(rect(0, 0, 10, 10), rect(0, -5, 10, 5), false, "touching on the top edge")
        assertIntersects(rect(0, 0, 10, 10), rect(10, 10, 5, 5), false, "touching at a corner")
        assertIntersects(rect(0, 0, 10, 10), rect(11, 0, 5, 10), false, "apart")
        assertIntersects(rect(0, 0, 10, 10), rect(0, 20, 10, 5), false, "apart, below")
    }

    func testIntersectsWithZeroSizes() {
        assertIntersects(rect(5, 0, 0, 10), rect(0, 0, 10, 10), true, "a zero-width rect strictly inside")
        assertIntersects(rect(0, 5, 10, 0), rect(0, 0, 10, 10), true, "a zero-height rect strictly inside")
        assertIntersects(rect(5, 5, 0, 0), rect(0, 0, 10, 10), true, "a point strictly inside")
        assertIntersects(rect(0, 0, 0, 10), rect(0, 0, 10, 10), false, "a zero-width rect on the left edge")
        assertIntersects(rect(10, 0, 0, 10), rect(0, 0, 10, 10), false, "a zero-width rect on the right edge")
        assertIntersects(rect(5, 0, 0, 10), rect(5, 0, 0, 10), false, "two zero-width rects on one line")
        assertIntersects(rect(5, 5, 0, 0), rect(5, 5, 0, 0), false, "a point with itself")
        assertIntersects(rect(0, 5, 10, 0), rect(5, 0, 0, 10), true, "segments crossing: zero extent on different axes")
        assertIntersects(Rect.zero, rect(-1, -1, 2, 2), true, "the zero rect inside a rect around the origin")
    }

    func testIntersectsWithNegativeOriginsAndHugeValues() {
        assertIntersects(rect(-20, -20, 15, 15), rect(-10, -10, 20, 20), true, "negative origins overlapping")
        assertIntersects(rect(-20, -20, 10, 10), rect(-10, -10, 20, 20), false, "negative origins touching at a corner")
        assertIntersects(rect(-1e15, -1e15, 2e15, 2e15), rect(0, 0, 1, 1), true, "a huge rect around a small one")
        assertIntersects(rect(1e15, 1e15, 1, 1), rect(0, 0, 1e15, 1e15), false, "touching at a huge corner")
        assertIntersects(rect(0, 0, .infinity, .infinity), rect(1e300, 1e300, 1, 1), true, "an infinite rect")
        assertIntersects(rect(0, 0, 10, .nan), rect(0, 0, 10, 10), false, "a NaN height intersects nothing")
        assertIntersects(rect(.nan, 0, 10, 10), rect(0, 0, 10, 10), false, "a NaN origin intersects nothing")
    }

    func testIntersectionIsTheOverlapAndEmptyWhereTheyDoNotMeet() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(a.intersection(Rect(x: 5, y: 2, width: 10, height: 3)), Rect(x: 5, y: 2, width: 5, height: 3))
        XCTAssertEqual(a.intersection(a), a)
        let apart = a.intersection(Rect(x: 20, y: 4, width: 5, height: 2))
        XCTAssertEqual(apart.width, 0, "apart across x: no width")
        XCTAssertEqual(apart.height, 2)
        XCTAssertEqual(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)).width, 0, "touching edges share no area")
    }

    func testContainsIsClosedAtTheEdges() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertTrue(a.contains(a))
        XCTAssertTrue(a.contains(Rect(x: 10, y: 0, width: 0, height: 10)), "a zero-width rect on the right edge")
        XCTAssertTrue(a.contains(Rect(x: 2, y: 3, width: 4, height: 5)))
        XCTAssertFalse(a.contains(Rect(x: 2, y: 3, width: 9, height: 5)))
        XCTAssertFalse(a.contains(Rect(x: -0.5, y: 0, width: 1, height: 1)))
    }

    func testMirrored() {
        XCTAssertEqual(rect(0, 3, 10, 2).mirrored(inWidth: 40), rect(30, 3, 10, 2), "left edge to right edge")
        XCTAssertEqual(rect(30, 3, 10, 2).mirrored(inWidth: 40), rect(0, 3, 10, 2))
        XCTAssertEqual(rect(15, 0, 10, 1).mirrored(inWidth: 40), rect(15, 0, 10, 1), "a centred rect stays")
        XCTAssertEqual(rect(0, 0, 0, 0).mirrored(inWidth: 40), rect(40, 0, 0, 0), "zero size")
        XCTAssertEqual(rect(-5, -2, 10, 4).mirrored(inWidth: 20), rect(15, -2, 10, 4), "negative origin")
        XCTAssertEqual(rect(0, 0, 50, 1).mirrored(inWidth: 40), rect(-10, 0, 50, 1), "wider than the container")
        XCTAssertEqual(rect(1, 7, 2.5, 1).mirrored(inWidth: 0), rect(-3.5, 7, 2.5, 1), "zero-width container")
        XCTAssertEqual(rect(1e15, 0, 1, 1).mirrored(inWidth: 1e15 + 1), rect(0, 0, 1, 1), "huge values")
        let frame = rect(3.25, 9, 7.5, 2)
        XCTAssertEqual(frame.mirrored(inWidth: 33).mirrored(inWidth: 33), frame, "mirroring twice is the identity")
    }

    func testTransposed() {
        XCTAssertEqual(rect(1, 2, 3, 4).transposed, rect(2, 1, 4, 3))
        XCTAssertEqual(rect(-5, 7, 0, 10).transposed, rect(7, -5, 10, 0), "negative origin, zero width")
        XCTAssertEqual(Rect.zero.transposed, .zero)
        XCTAssertEqual(rect(1e15, 0, 1, 1e15).transposed, rect(0, 1e15, 1e15, 1))
        XCTAssertEqual(rect(1, 2, 3, 4).transposed.transposed, rect(1, 2, 3, 4), "transposing twice is the identity")
        XCTAssertTrue(rect(0, 0, 10, 2).transposed.intersects(rect(1, 5, 1, 1)), "(5, 1) lies in the transposed rect")
        XCTAssertFalse(rect(0, 0, 10, 2).transposed.intersects(rect(5, 1, 1, 1)))
    }

    func testTransposedStyleTurnsInsetsAndItemSizeAQuarter() {
        var style = ResolvedSectionStyle(SectionStyle(inset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
                                                      itemSize: Size(width: 5, height: 6)))
        style = style.transposed
        XCTAssertEqual(style.inset, EdgeInsets(top: 2, left: 1, bottom: 4, right: 3))
        XCTAssertEqual(style.itemSize, Size(width: 6, height: 5))
    }

    func testInsetsSanitized() {
        XCTAssertEqual(EdgeInsets(top: 1, left: 2.5, bottom: 0, right: 4).sanitized, EdgeInsets(top: 1, left: 2.5, bottom: 0, right: 4))
        XCTAssertEqual(EdgeInsets(top: -1, left: .nan, bottom: .infinity, right: -.infinity).sanitized, .zero,
                       "negative, NaN and infinite sides count as 0")
        XCTAssertEqual(EdgeInsets(top: 1e300, left: -0.0, bottom: .leastNonzeroMagnitude, right: 0).sanitized,
                       EdgeInsets(top: .maximumLayoutLength, left: 0, bottom: .leastNonzeroMagnitude, right: 0),
                       "huge sides are capped")
        XCTAssertEqual(EdgeInsets(), .zero)
    }

    func testLayoutLength() {
        XCTAssertEqual(3.5.layoutLength, 3.5)
        XCTAssertEqual(0.0.layoutLength, 0)
        XCTAssertEqual((-0.0).layoutLength, 0)
        XCTAssertEqual((-2.0).layoutLength, 0)
        XCTAssertEqual(Double.nan.layoutLength, 0)
        XCTAssertEqual(Double.infinity.layoutLength, 0)
        XCTAssertEqual((-Double.infinity).layoutLength, 0)
        XCTAssertEqual(1e15.layoutLength, 1e15, "the largest length itself")
        XCTAssertEqual(1e16.layoutLength, 1e15)
        XCTAssertEqual(Double.greatestFiniteMagnitude.layoutLength, 1e15)
    }
}
