import TrellisUIKit
@testable import TrellisUIKitCore
import TrellisLayout
import TrellisTestSupport
@testable import TrellisPreview
import TrellisPreviewTestSupport
import XCTest

/// Issue 26 §4, TrellisPreview: a page made from a UIKit layout (through ``UIKitLayoutAdapter``)
/// takes every previewer feature, driven by keys as a person presses them: scrolling, `G`,
/// resize, content width, inspect (frames in points, the prepare count), go-to, warnings under
/// `w`, and carousels.
@MainActor
final class AdapterPreviewTests: XCTestCase {
    private let dataSource = CountsDataSource([7, 30])

    private func session(_ layout: ShelfLayout, width: Int = 80, height: Int = 24) -> (PreviewSession, UIKitLayoutAdapter) {
        let adapter = UIKitLayoutAdapter(layout: layout, dataSource: dataSource)
        let page = PreviewPage(title: "Shelf", layout: adapter, label: { "item \($0.section).\($0.item)" })
        return (PreviewSession(pages: [page], width: width, height: height), adapter)
    }

    private func text(_ s: PreviewSession) -> String { s.screenLines(trimmingTrailingSpaces: true).joined(separator: "\n") }

    func testThePageShowsTheLayoutInPointsEightAColumnAndSixteenARow() async {
        let layout = ShelfLayout()
        let (s, adapter) = session(layout)
        let lines = s.screenLines(trimmingTrailingSpaces: true)
        XCTAssertEqual(adapter.bounds.size, Size(width: 640, height: 368), "80 columns of 8 points, 23 rows of 16")
        XCTAssertTrue(lines[0].hasPrefix(" Section 0"), "the UIKit header kind is a section header:\n" + lines.joined(separator: "\n"))
        XCTAssertTrue(lines[1].hasPrefix("┌"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines[1].contains("┌item 0.1─") && lines[2].hasPrefix("│item 0.0 "), "two columns of 316 points:\n" + lines.joined(separator: "\n"))
        XCTAssertTrue(lines[23].contains("640pt×"), "the status line gives the size in points: " + lines[23])
        XCTAssertTrue(lines[23].contains("37 items"), "the collection view's counts: " + lines[23])
        XCTAssertTrue(lines[23].contains("ShelfLayout") && !lines[23].contains("Adapter"),
                      "the status line names the UIKit layout, not the adapter: " + lines[23])
        XCTAssertEqual(layout.prepareCount, 1)
    }

    func testSectionTitlesNameTheHeadersWhenThePageGivesThem() async {
        let adapter = UIKitLayoutAdapter(layout: ShelfLayout(), dataSource: dataSource)
        let page = PreviewPage(title: "Shelf", layout: adapter, label: { "item \($0.section).\($0.item)" },
                               sectionTitle: { ["Fruit", "Vegetables"][$0] })
        let lines = PreviewSession(pages: [page], width: 80, height: 24).screenLines(trimmingTrailingSpaces: true)
        XCTAssertTrue(lines[0].hasPrefix(" Fruit"), "the section's title, not Section 0:\n" + lines.joined(separator: "\n"))
    }

    func testScrollingAndGNeverPrepareAgainAndGShowsTheEnd() async {
        let layout = ShelfLayout()
        let (s, _) = session(layout)
        s.press("jjjj ")
        _ = s.screenLines()
        s.press("G")
        let end = text(s)
        XCTAssertTrue(end.contains("item 1.29"), "G shows the last item:\n" + end)
        XCTAssertEqual(layout.prepareCount, 1, "the layout invalidates on width changes only")
    }

    func testAResizeIsANewFrameAndPreparesOnlyWhenTheWidthChanges() async {
        let layout = ShelfLayout()
        let (s, adapter) = session(layout)
        s.press(.resize(width: 80, height: 30))
        _ = s.screenLines()
        XCTAssertEqual(layout.prepareCount, 1, "a taller view keeps the layout")
        XCTAssertEqual(adapter.collectionView.frame.size, CGSize(width: 640, height: 464))
        s.press(.resize(width: 60, height: 30))
        let narrow = s.screenLines(trimmingTrailingSpaces: true)
        XCTAssertEqual(layout.prepareCount, 2, "a narrower one prepares once")
        XCTAssertTrue(narrow[29].contains("480pt×"), narrow[29])
    }

    func testTheContentWidthStepsByAColumnOfPoints() async {
        let layout = ShelfLayout()
        let (s, adapter) = session(layout)
        _ = s.screenLines()
        s.press("<")
        _ = s.screenLines()
        s.press("<")
        _ = s.screenLines()
        XCTAssertEqual(adapter.bounds.width, 624, "two columns of 8 points narrower")
        XCTAssertEqual(layout.prepareCount, 3, "each new width prepares once")
        XCTAssertTrue(s.screenLines()[23].contains("624pt"), s.screenLines()[23])
        s.press(">>")
        _ = s.screenLines()
        XCTAssertEqual(adapter.bounds.width, 640)
        XCTAssertEqual(layout.prepareCount, 5, "each new width prepares once, in one batch too (the place kept at each asks where the first cell went)")
    }

    func testInspectGivesFramesInPointsAndHowManyTimesTheLayoutPrepared() async {
        let layout = ShelfLayout()
        let (s, adapter) = session(layout)
        s.press("i")
        let panel = s.screenLines(trimmingTrailingSpaces: true)
        XCTAssertTrue(panel.contains(" cell 0.0"), panel.joined(separator: "\n"))
        XCTAssertTrue(panel.contains(" frame  x 0.00pt  y 16.00pt  width 316.00pt  height 64.00pt  zIndex 0"), panel.joined(separator: "\n"))
        let activity = adapter.layoutActivity
        XCTAssertTrue(panel.contains(" layout prepared 1 time · queries: \(activity.rectQueryCount) rect, \(activity.itemQueryCount) item, "
                                     + "\(activity.supplementaryQueryCount) supplementary"), panel.joined(separator: "\n"))
        s.press(.resize(width: 70, height: 24))
        let resized = s.screenLines(trimmingTrailingSpaces: true)
        XCTAssertTrue(resized.contains { $0.hasPrefix(" layout prepared 2 times") }, resized.joined(separator: "\n"))
        XCTAssertTrue(resized.contains(" frame  x 0.00pt  y 16.00pt  width 276.00pt  height 64.00pt  zIndex 0"), resized.joined(separator: "\n"))
    }

    func testGoToAsksTheLayoutForTheItem() async {
        let layout = ShelfLayout()
        let (s, adapter) = session(layout)
        _ = s.screenLines()
        let before = adapter.layoutActivity.itemQueryCount
        s.type(":1.5")
        let lines = s.screenLines(trimmingTrailingSpaces: true)
        XCTAssertGreaterThan(adapter.layoutActivity.itemQueryCount, before, "as scrollToItem asks layoutAttributesForItem(at:)")
        XCTAssertTrue(lines[0...2].contains { $0.contains("item 1.5") }, "the item at the top:\n" + lines.joined(separator: "\n"))
        XCTAssertEqual(layout.prepareCount, 1)
    }

    func testAFocusMoveAsksAWiderRectAndNeverPrepares() async {
        let layout = RecordingLayout()
        let adapter = UIKitLayoutAdapter(layout: layout, dataSource: CountsDataSource([40]))
        let s = PreviewSession(pages: [PreviewPage(title: "Rows", layout: adapter, label: { "row \($0.item)" })], width: 80, height: 24)
        s.press("i")
        _ = s.screenLines()
        layout.clear()
        s.press("j")
        let lines = s.screenLines(trimmingTrailingSpaces: true)
        XCTAssertTrue(lines.contains(" cell 0.1"), lines.joined(separator: "\n"))
        let visible = "elements(0,\(Int(adapter.bounds.minY)),640,368)"
        let rects = layout.log.filter { $0.hasPrefix("elements") && $0 != visible }
        XCTAssertFalse(rects.isEmpty, "the move searches a band of its own, as scrolling there would show it: " + layout.log.joined(separator: " "))
        XCTAssertFalse(layout.log.contains("prepare"))
        XCTAssertFalse(layout.log.contains("invalidate"))
    }

    func testTheLayoutsWarningsAreListedUnderW() async {
        let (s, _) = session(WarnedShelfLayout())
        XCTAssertTrue(s.screenLines()[23].contains("1 warning — press w"), s.screenLines()[23])
        s.press("w")
        XCTAssertTrue(text(s).contains("ShelfLayout.decorationAnimation is not modelled"), text(s))
    }

    func testAWarningTheLayoutKnowsOnlyOncePreparedIsListedToo() async {
        let (s, _) = session(LateWarnedShelfLayout())
        XCTAssertTrue(s.screenLines()[23].contains("1 warning — press w"), s.screenLines()[23])
        s.press("w")
        XCTAssertTrue(text(s).contains("NSCollectionLayoutSection.visibleItemsInvalidationHandler"), text(s))
    }

    func testACarouselOfABackedLayoutScrollsSideways() async {
        let layout = CarouselBackedLayout(counts: [6, 8])
        let adapter = UIKitLayoutAdapter(layout: layout, dataSource: CountsDataSource([6, 8]))
        let s = PreviewSession(pages: [PreviewPage(title: "Home", layout: adapter, label: { "card \($0.section).\($0.item)" })],
                               width: 80, height: 24)
        let before = s.screenLines(trimmingTrailingSpaces: true)
        XCTAssertTrue(before[2].hasPrefix(" │card 0.0 ") && !before[2].contains("card 0.3"), before.joined(separator: "\n"))
        let rects = adapter.layoutActivity.rectQueryCount
        s.press("l")
        let after = s.screenLines(trimmingTrailingSpaces: true)
        XCTAssertTrue(after[2].hasPrefix(" │card 0.1 ") && !after[2].contains("card 0.0"), "the carousel moved a group:\n" + after.joined(separator: "\n"))
        XCTAssertTrue(after[23].contains("section 0 2/6"), after[23])
        XCTAssertEqual(after[6], before[6], "the list below stays")
        XCTAssertGreaterThan(adapter.layoutActivity.rectQueryCount, rects, "the shifted query is counted")
        XCTAssertEqual(adapter.layoutActivity.prepareCount, 1)
    }
}

/// A UIKit layout backed by a Trellis compositional layout, as TrellisUIKit's compositional
/// layout is: a carousel of cards 40% of the width, 64 points tall (group paging), above a list of
/// 32-point rows.
@MainActor
private final class CarouselBackedLayout: UICollectionViewLayout {
    let backing: CompositionalLayout

    init(counts: [Int]) {
        var carousel = LayoutSection(group: LayoutGroup.horizontal(size: LayoutSize(width: .fractionalWidth(0.4), height: .absolute(64)),
                                                                   subitems: [LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))]))
        carousel.orthogonalScrollingBehavior = .groupPaging
        carousel.interGroupSpacing = 8
        carousel.contentInsets = EdgeInsets(top: 16, left: 8, bottom: 16, right: 8)
        let list = LayoutSection(group: LayoutGroup.horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(32)),
                                                               subitems: [LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))]))
        backing = CompositionalLayout(dataSource: TestDataSource(counts: counts), sections: [carousel, list])
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override func prepare() {
        super.prepare()
        backing.bounds = Rect(collectionView?.bounds ?? .zero)
        backing.invalidateLayout()
        backing.prepare()
        backing.completeLayout()
    }

    override var collectionViewContentSize: CGSize { CGSize(backing.collectionViewContentSize) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        backing.layoutAttributesForElements(in: Rect(rect)).map { UICollectionViewLayoutAttributes.make(from: $0) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        backing.layoutAttributesForItem(at: indexPath.layoutIndexPath).map { UICollectionViewLayoutAttributes.make(from: $0) }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }

    override var backingOrthogonalLayout: (any OrthogonalScrollingLayout)? { backing }
}
