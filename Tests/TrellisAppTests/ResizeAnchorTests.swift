import XCTest
import TrellisTestSupport
import TrellisLayout
import TrellisRender
import TrellisSpec
@testable import trellis
@testable import TrellisPreview

/// A resize, or a rebuild of the layout after `+ - [ ] a o p d r`, keeps your place: the first
/// visible cell keeps its distance to the top, the top stays the top and the end stays the end.
final class ResizeAnchorTests: XCTestCase {
    /// Item heights do not depend on the width (waterfall, tags and grid of fixed sizes, whole
    /// and half cells): any sequence of widths that ends at the starting width restores
    /// the starting offset exactly, and the anchor cell is on screen after every step.
    func testWidthsThatReturnRestoreTheOffsetAndKeepTheAnchorOnScreen() throws {
        var steps = 0, anchored = 0
        for seed: UInt64 in 1...150 {
            for kind in ["waterfall", "tags", "grid"] {
                var rng = SeededGenerator(seed: seed &* 31 &+ UInt64(kind.count))
                let spec = RandomLayoutSpecs.spec(kind, &rng)
                let document = try SpecDocument(.builtIn(name: kind) { spec })
                let columns = Int.random(in: 10...120, using: &rng), rows = Int.random(in: 3...40, using: &rng)
                let viewport = Viewport(layout: document.layout, size: Viewport.contentSize(width: columns, height: rows))
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: viewport.scrollToTop()
                case 1: viewport.scrollToBottom()
                default: viewport.scroll(toY: Double(Int.random(in: 0...400, using: &rng)))
                }
                let start = viewport.contentOffset
                let anchor = viewport.scrollAnchor()
                let widths = (0..<Int.random(in: 1...5, using: &rng)).map { _ in Int.random(in: 10...120, using: &rng) } + [columns]
                for width in widths {
                    let context = "seed \(seed) \(kind) \(columns)x\(rows) at \(start.y), widths \(widths), now \(width)"
                    viewport.fitToScreen(width: width, height: rows)
                    steps += 1
                    if anchor.edgeY == nil, let item = anchor.item {
                        let frame = try XCTUnwrap(document.layout.layoutAttributesForItem(at: item)?.frame, context)
                        XCTAssertTrue(frame.intersects(viewport.visibleRect), "the anchor \(item) is on screen: \(context)")
                        anchored += 1
                    }
                    if anchor.edgeY == .end { XCTAssertTrue(viewport.isAtBottom, "the end stays the end: \(context)") }
                    if anchor.edgeY == .start { XCTAssertEqual(viewport.contentOffset.y, 0, "the top stays the top: \(context)") }
                }
                XCTAssertEqual(viewport.contentOffset, start, "seed \(seed) \(kind) \(columns)x\(rows), widths \(widths)")
            }
        }
        XCTAssertGreaterThan(anchored, 300, "many steps away from the top and the end")
        XCTAssertGreaterThan(steps, 1_500)
    }

    private func gallery(width columns: Int, height rows: Int) throws -> PreviewSession {
        PreviewSession(documents: try Gallery.documents(), width: columns, height: rows)
    }

    /// The resize repro of the issue, headless: gallery at 100x30, `3`, Space x5, then
    /// 101 and back to 100, three times.
    func testGalleryWaterfallKeepsItsTopItemAcrossResizes() throws {
        let session = try gallery(width: 100, height: 30)
        _ = session.perform(.page(2))
        for _ in 0..<5 { _ = session.perform(.scrollPages(1)) }
        let start = session.viewport.contentOffset
        let first = session.viewport.firstVisibleCell()
        for _ in 0..<3 {
            for width in [101, 100] {
                session.resize(width: width, height: 30)
                _ = session.compose(showingFrameTime: false).grid
            }
            XCTAssertEqual(session.viewport.contentOffset, start)
            XCTAssertEqual(session.viewport.firstVisibleCell(), first)
        }
    }

    /// `+ - [ ] a o p d`: a rebuilt layout restores the place, and a change undone returns to the
    /// same offset; from the end, a rebuild stays at the end.
    func testRebuildsKeepThePlace() throws {
        let session = try gallery(width: 100, height: 30)
        _ = session.perform(.page(2))
        for _ in 0..<5 { _ = session.perform(.scrollPages(1)) }
        let start = session.viewport.contentOffset
        let pairs: [(PreviewAction, PreviewAction)] = [(.columns(1), .columns(-1)), (.columns(-1), .columns(1)),
                                                       (.spacing(1), .spacing(-1)), (.toggleDirection, .toggleDirection),
                                                       (.toggleSectionHeadersPinToVisibleBounds, .toggleSectionHeadersPinToVisibleBounds)]
        for (there, back) in pairs {
            _ = session.perform(there)
            let anchor = session.viewport.scrollAnchor()
            if let item = anchor.item {
                let frame = try XCTUnwrap(session.viewport.layout.layoutAttributesForItem(at: item)?.frame)
                XCTAssertTrue(frame.intersects(session.viewport.visibleRect), "\(there): the anchor stays on screen")
            }
            _ = session.perform(back)
            XCTAssertEqual(session.viewport.contentOffset, start, "\(there) then \(back)")
        }
        _ = session.perform(.bottom)
        for action in [PreviewAction.columns(1), .spacing(1), .columns(-2)] {
            _ = session.perform(action)
            XCTAssertTrue(session.viewport.isAtBottom, "\(action) from the end stays at the end")
        }
    }

    func testAWidthChangeFromTheEndStaysAtTheEnd() throws {
        let session = try gallery(width: 100, height: 30)
        _ = session.perform(.page(2))
        _ = session.perform(.bottom)
        for width in [101, 100, 80, 120, 100] {
            session.resize(width: width, height: 30)
            _ = session.compose(showingFrameTime: false).grid
            XCTAssertTrue(session.viewport.isAtBottom, "width \(width)")
        }
    }
}
