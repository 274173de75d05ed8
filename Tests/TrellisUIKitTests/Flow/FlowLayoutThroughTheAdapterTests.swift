import TrellisLayout
import TrellisRender
import TrellisUIKit
import XCTest

/// The flow layout as the previewer drives it, through the adapter and a viewport: the frames it
/// shows are the flow layout's, a pinned header follows the scroll, and scrolling prepares only
/// when pinning makes it.
@MainActor
final class FlowLayoutThroughTheAdapterTests: XCTestCase {
    private func make(pinned: Bool) -> (UIKitLayoutAdapter, UICollectionViewFlowLayout, Viewport) {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 32)
        layout.sectionHeadersPinToVisibleBounds = pinned
        let metrics = FlowMetrics(Array(repeating: flowSection(sizes(40, 96, 48), header: 32), count: 3))
        let adapter = UIKitLayoutAdapter(layout: layout, dataSource: metrics, delegate: metrics)
        let viewport = Viewport(layout: adapter, size: Size(width: 320, height: 480), scale: adapter.cellScale)
        return (adapter, layout, viewport)
    }

    func testTheViewportShowsTheFlowLayoutsFrames() async {
        let (_, layout, viewport) = make(pinned: false)
        let shown = viewport.visibleElements()
        let own = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480)) ?? []
        XCTAssertEqual(shown.map(\.frame), own.map { Rect($0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height) })
        XCTAssertEqual(shown.first?.kind, .header)
        XCTAssertEqual(shown.first?.zIndex, 10)
    }

    func testAPinnedHeaderFollowsTheScrollAndEveryScrollPrepares() async {
        let (adapter, _, viewport) = make(pinned: true)
        _ = viewport.visibleElements()
        let prepares = adapter.layoutActivity.prepareCount
        for step in 1...10 {
            viewport.scroll(byLines: 2)
            let header = viewport.visibleElements().first
            XCTAssertEqual(header?.kind, .header, "step \(step)")
            XCTAssertEqual(header?.frame.minY, viewport.visibleRect.minY, "step \(step): at the visible top")
        }
        XCTAssertEqual(adapter.layoutActivity.prepareCount, prepares + 10)
    }

    func testWithoutPinningAScrollNeverPrepares() async {
        let (adapter, _, viewport) = make(pinned: false)
        _ = viewport.visibleElements()
        let prepares = adapter.layoutActivity.prepareCount
        for _ in 1...10 {
            viewport.scroll(byLines: 2)
            _ = viewport.visibleElements()
        }
        XCTAssertEqual(adapter.layoutActivity.prepareCount, prepares)
        viewport.resize(to: Size(width: 400, height: 480))
        _ = viewport.visibleElements()
        XCTAssertEqual(adapter.layoutActivity.prepareCount, prepares + 1, "a new width prepares once")
    }
}

private extension Rect {
    init(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
        self.init(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
    }
}
