import XCTest
import TrellisLayout
@testable import TrellisRender

/// ``Viewport/scrollToReveal(_:)``: the least scroll that shows a frame whole, or its top when
/// it is taller than the view.
final class RevealTests: XCTestCase {
    /// 100 items 10 x 3 in a 40 x 10 view: rows of 4, content 75 high.
    private func viewport(at y: Double) -> Viewport {
        let viewport = Viewport(layout: StubLayout.grid(count: 100), size: Size(width: 40, height: 10))
        viewport.scroll(toY: y)
        return viewport
    }

    func testAFrameInViewMovesNothing() {
        let v = viewport(at: 20)
        v.scrollToReveal(Rect(x: 0, y: 20, width: 10, height: 10))
        XCTAssertEqual(v.contentOffset.y, 20)
        v.scrollToReveal(Rect(x: 30, y: 24, width: 10, height: 3))
        XCTAssertEqual(v.contentOffset.y, 20)
    }

    func testAFrameBelowComesToTheBottomEdge() {
        let v = viewport(at: 20)
        v.scrollToReveal(Rect(x: 0, y: 30, width: 10, height: 3))
        XCTAssertEqual(v.contentOffset.y, 23, "its bottom (33) at the view's bottom")
    }

    func testAFrameAboveComesToTheTopEdge() {
        let v = viewport(at: 20)
        v.scrollToReveal(Rect(x: 0, y: 12, width: 10, height: 3))
        XCTAssertEqual(v.contentOffset.y, 12)
        v.scrollToReveal(Rect(x: 0, y: 18, width: 10, height: 3))
        XCTAssertEqual(v.contentOffset.y, 12, "partly hidden below? no: 18..21 is inside 12..22")
    }

    func testAFrameTallerThanTheViewShowsItsTop() {
        let v = viewport(at: 20)
        v.scrollToReveal(Rect(x: 0, y: 40, width: 10, height: 25))
        XCTAssertEqual(v.contentOffset.y, 40)
        v.scrollToReveal(Rect(x: 0, y: 5, width: 10, height: 25))
        XCTAssertEqual(v.contentOffset.y, 5)
    }

    func testTheOffsetIsClampedToTheContent() {
        let v = viewport(at: 0)
        v.scrollToReveal(Rect(x: 0, y: 72, width: 10, height: 3))
        XCTAssertEqual(v.contentOffset.y, 65, "75 - 10: the end")
        v.scrollToReveal(Rect(x: 0, y: -4, width: 10, height: 3))
        XCTAssertEqual(v.contentOffset.y, 0)
    }

    /// Random frames and views: afterwards the frame is inside the view (or its top is at the
    /// top), and no smaller move would have done.
    func testRevealIsMinimalOverRandomFrames() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SeededGenerator(seed: seed)
        for _ in 0..<500 {
            let start = Double(Int.random(in: 0...65, using: &random))
            let v = viewport(at: start)
            let frame = Rect(x: 0, y: Double(Int.random(in: 0...74, using: &random)), width: 10,
                             height: Double(Int.random(in: 1...14, using: &random)))
            guard frame.maxY <= 75 else { continue }
            v.scrollToReveal(frame)
            let y = v.contentOffset.y
            if frame.height <= 10 {
                XCTAssertTrue(frame.minY >= y && frame.maxY <= y + 10, "seed \(seed): \(frame) not shown at \(y)")
                let needed = frame.minY < start ? start - frame.minY : max(0, frame.maxY - (start + 10))
                XCTAssertEqual(abs(y - start), needed, "seed \(seed): moved more than needed for \(frame) from \(start)")
            } else {
                XCTAssertEqual(y, min(frame.minY, 65), "seed \(seed): a tall frame shows its top")
            }
        }
    }
}
