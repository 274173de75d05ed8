import TrellisUIKit
import XCTest

/// Rule 7 (pinned headers and footers), rule 9 (which bounds changes invalidate), and what a
/// scroll or a resize costs, counted through the collection view.
@MainActor
final class FlowLayoutPinningTests: XCTestCase {
    /// Three sections, each a 20-point header, two lines of five 50-point items (10 apart) and
    /// a 20-point footer: 150 points each. Section 0: header 0..<20, lines 20..<70 and 80..<130,
    /// footer 130..<150; section 1: header 150..<170, lines 170..<220 and 230..<280, footer 280..<300.
    private func pinnedLayout(headers: Bool, footers: Bool, footer: CGFloat = 20,
                              layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout()) -> (UICollectionViewFlowLayout, FlowMetrics, UICollectionView) {
        layout.sectionHeadersPinToVisibleBounds = headers
        layout.sectionFootersPinToVisibleBounds = footers
        let metrics = FlowMetrics(Array(repeating: flowSection(sizes(10, 50, 50), header: 20, footer: footer), count: 3))
        let collectionView = makeCollectionView(layout, metrics, width: 300, height: 100)
        return (layout, metrics, collectionView)
    }

    private func headerY(_ layout: UICollectionViewLayout, _ section: Int) -> CGFloat? {
        layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame.minY
    }

    private func footerY(_ layout: UICollectionViewLayout, _ section: Int) -> CGFloat? {
        layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))?.frame.minY
    }

    private func visible(_ layout: UICollectionViewLayout, _ collectionView: UICollectionView) -> [String] {
        (layout.layoutAttributesForElements(in: collectionView.bounds) ?? []).map { attributes in
            switch attributes.representedElementKind {
            case UICollectionView.elementKindSectionHeader?: "h\(attributes.indexPath.section)@\(attributes.frame.minY)"
            case UICollectionView.elementKindSectionFooter?: "f\(attributes.indexPath.section)@\(attributes.frame.minY)"
            default: "\(attributes.indexPath.section).\(attributes.indexPath.item)"
            }
        }
    }

    // MARK: Rule 7

    func testAPinnedHeaderStaysAtTheVisibleTopUntilItsSectionsEndPushesIt() async {
        let (layout, _, collectionView) = pinnedLayout(headers: true, footers: false)
        XCTAssertEqual(headerY(layout, 0), 0)
        collectionView.contentOffset.y = 50
        collectionView.layoutIfNeeded()
        XCTAssertEqual(headerY(layout, 0), 50, "at the visible top")
        XCTAssertEqual(visible(layout, collectionView), ["h0@50.0", "0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "f0@130.0"],
                       "reported though its own place (0..<20) is off screen, before its section's cells")
        collectionView.contentOffset.y = 140
        collectionView.layoutIfNeeded()
        XCTAssertEqual(headerY(layout, 0), 110, "pushed up: its bottom stays at the section's footer top (130)")
        XCTAssertEqual(headerY(layout, 1), 150, "the next header at its own place, below the visible top")
        collectionView.contentOffset.y = 200
        collectionView.layoutIfNeeded()
        XCTAssertEqual(headerY(layout, 1), 200)
        XCTAssertFalse(visible(layout, collectionView).contains { $0.hasPrefix("h0") }, "section 0 is off screen, its header too")
        collectionView.contentOffset.y = 0
        collectionView.layoutIfNeeded()
        XCTAssertEqual(headerY(layout, 1), 150, "never above its own place")
    }

    func testAPinnedFooterStaysAtTheVisibleBottomUntilItsSectionsStartPushesIt() async {
        let (layout, _, collectionView) = pinnedLayout(headers: false, footers: true)
        // Visible bottom 100: the footer's own place is 130.
        XCTAssertEqual(footerY(layout, 0), 80)
        XCTAssertTrue(visible(layout, collectionView).contains("f0@80.0"))
        collectionView.contentOffset.y = 100
        collectionView.layoutIfNeeded()
        XCTAssertEqual(footerY(layout, 0), 130, "never below its own place")
        XCTAssertEqual(footerY(layout, 1), 180, "section 1's footer at the visible bottom (200 − 20)")
        collectionView.contentOffset.y = 80
        collectionView.layoutIfNeeded()
        XCTAssertEqual(footerY(layout, 1), 170, "pushed down by its section's start: its header's bottom at 170")
    }

    func testPinningRespectsTheAdjustedContentInset() async {
        let layout = UICollectionViewFlowLayout()
        layout.sectionHeadersPinToVisibleBounds = true
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 100), collectionViewLayout: layout)
        collectionView.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        let metrics = FlowMetrics([flowSection(sizes(10, 50, 50), header: 20)])
        collectionView.dataSource = metrics
        collectionView.delegate = metrics
        collectionView.contentOffset.y = 20
        collectionView.layoutIfNeeded()
        XCTAssertEqual(headerY(layout, 0), 50, "below the top content inset, as a navigation bar's")
    }

    func testPinnedHeadersAlongAHorizontalLayout() async {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.sectionHeadersPinToVisibleBounds = true
        let metrics = FlowMetrics(Array(repeating: flowSection(sizes(10, 50, 50), header: 20), count: 2), horizontal: true)
        let collectionView = makeCollectionView(layout, metrics, width: 100, height: 300)
        collectionView.contentOffset.x = 60
        collectionView.layoutIfNeeded()
        let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(header?.frame, CGRect(x: 60, y: 0, width: 20, height: 300))
        XCTAssertEqual(header?.zIndex, 10)
    }

    // MARK: Rule 9

    func testWithoutPinningOnlyAWidthChangeInvalidates() async {
        let layout = UICollectionViewFlowLayout()
        let counts = FlowCounts([10])
        let collectionView = makeCollectionView(layout, counts, width: 300, height: 100)
        let bounds = collectionView.bounds
        XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 301, height: 100)))
        XCTAssertFalse(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 300, height: 500)))
        XCTAssertFalse(layout.shouldInvalidateLayout(forBoundsChange: bounds.offsetBy(dx: 0, dy: 40)))
        layout.scrollDirection = .horizontal
        XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 300, height: 101)), "horizontal: the height")
        XCTAssertFalse(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 900, height: 100)))
    }

    func testWithPinningEveryBoundsChangeInvalidates() async {
        for (headers, footers) in [(true, false), (false, true)] {
            let (layout, _, collectionView) = pinnedLayout(headers: headers, footers: footers)
            let bounds = collectionView.bounds
            XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: bounds.offsetBy(dx: 0, dy: 1)))
            XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: bounds.offsetBy(dx: 1, dy: 0)))
            XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 300, height: 500)))
            XCTAssertFalse(layout.shouldInvalidateLayout(forBoundsChange: bounds))
            let scroll = layout.invalidationContext(forBoundsChange: bounds.offsetBy(dx: 0, dy: 1)) as? UICollectionViewFlowLayoutInvalidationContext
            XCTAssertEqual(scroll?.invalidateFlowLayoutDelegateMetrics, false, "a scroll keeps the metrics")
            XCTAssertEqual(scroll?.invalidateFlowLayoutAttributes, false, "and the frames")
            let resize = layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 0, width: 320, height: 100)) as? UICollectionViewFlowLayoutInvalidationContext
            XCTAssertEqual(resize?.invalidateFlowLayoutDelegateMetrics, true)
            XCTAssertEqual(resize?.invalidateFlowLayoutAttributes, true)
        }
    }

    // MARK: Prepare counts through the host

    func testAScrollNeverPreparesWithoutPinning() async {
        let layout = CountingFlowLayout()
        let metrics = FlowMetrics([flowSection(sizes(200, 50, 50), header: 20)])
        let collectionView = makeCollectionView(layout, metrics, width: 300, height: 100)
        XCTAssertEqual(layout.prepares, 1)
        let calls = metrics.delegateCalls
        let before = layout.cellFrames()
        for step in 1...20 {
            collectionView.contentOffset.y = CGFloat(step) * 37
            collectionView.layoutIfNeeded()
        }
        collectionView.frame.size.height = 400
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.prepares, 1, "scrolls and a height change prepare nothing")
        XCTAssertEqual(metrics.delegateCalls, calls, "nor ask the delegate")
        XCTAssertEqual(layout.cellFrames(), before)
    }

    func testWithPinningEveryScrollPreparesWithoutAskingTheDelegate() async {
        let layout = CountingFlowLayout()
        let (_, metrics, collectionView) = pinnedLayout(headers: true, footers: false, layout: layout)
        XCTAssertEqual(layout.prepares, 1)
        let calls = metrics.delegateCalls
        let before = layout.cellFrames()
        for step in 1...20 {
            collectionView.contentOffset.y = CGFloat(step) * 17
            collectionView.layoutIfNeeded()
            XCTAssertEqual(layout.prepares, 1 + step, "one prepare per scroll, as in UIKit")
        }
        XCTAssertEqual(metrics.delegateCalls, calls, "the metrics are kept: a scroll costs no delegate call")
        XCTAssertEqual(layout.cellFrames(), before, "and the cells do not move")
    }

    func testAWidthChangePreparesOnceAndAsksTheDelegateAgain() async {
        let layout = CountingFlowLayout()
        let metrics = FlowMetrics([flowSection(sizes(20, 50, 50), header: 20)])
        let collectionView = makeCollectionView(layout, metrics, width: 300, height: 100)
        let sizeCalls = metrics.calls["size"]
        collectionView.frame.size.width = 200
        collectionView.layoutIfNeeded()
        collectionView.layoutIfNeeded()
        _ = layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))
        XCTAssertEqual(layout.prepares, 2, "the width change prepares once")
        XCTAssertEqual(metrics.calls["size"], (sizeCalls ?? 0) * 2, "every size asked again, once")
        XCTAssertEqual(layout.collectionViewContentSize.width, 200)
        XCTAssertEqual(layout.allAttributes().first?.frame.width, 200, "the header spans the new width")
    }
}
