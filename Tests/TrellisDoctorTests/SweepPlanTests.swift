@testable import TrellisDoctor
import TrellisLayout
import XCTest

/// The rects of the sweep: every page, the last one ending at the end; sideways pages; random rects from the seed.
final class SweepPlanTests: XCTestCase {
    func testPagesCoverTheContentAndTheLastEndsAtTheEnd() {
        XCTAssertEqual(SweepPlan.starts(100, 23), [0, 23, 46, 69, 77])
        XCTAssertEqual(SweepPlan.starts(46, 23), [0, 23])
        XCTAssertEqual(SweepPlan.starts(10, 23), [0], "content shorter than a page: one page")
        XCTAssertEqual(SweepPlan.starts(.infinity, 23), [0])
        XCTAssertEqual(SweepPlan.starts(1_000, 10, limit: 4), [0, 247.5, 495, 742.5, 990], "past the limit, spread evenly")
    }

    func testTheSweepHasPagesThenSidewaysPagesThenRandomRects() {
        let band = OrthogonalSection(section: 0, behavior: .continuous, minY: 0, maxY: 3, contentWidth: 100,
                                     groupWidth: 20, groupPitch: 21, groupCount: 5)
        let plan = SweepPlan(content: Rect(x: 0, y: 0, width: 100, height: 50), contentWidth: 40,
                             page: Size(width: 40, height: 23), orthogonalBands: [(band, 0...100)], randomRects: 3, seed: 7)
        let rects = plan.rects()
        XCTAssertEqual(rects.prefix(3).map(\.rect), [Rect(x: 0, y: 0, width: 40, height: 23), Rect(x: 0, y: 23, width: 40, height: 23),
                                                     Rect(x: 0, y: 27, width: 40, height: 23)])
        XCTAssertEqual(rects.dropFirst(3).prefix(3).map(\.rect), [Rect(x: 0, y: 0, width: 40, height: 3), Rect(x: 40, y: 0, width: 40, height: 3),
                                                                 Rect(x: 60, y: 0, width: 40, height: 3)])
        XCTAssertEqual(rects.count, 9)
        XCTAssertEqual(rects.suffix(3).map(\.rect), plan.rects().suffix(3).map(\.rect), "the same seed, the same rects")
        for (rect, origin) in rects {
            XCTAssertTrue((0...60).contains(origin.x) && (0...27).contains(origin.y), "\(rect): bounds within the scroll range")
        }
    }
}
