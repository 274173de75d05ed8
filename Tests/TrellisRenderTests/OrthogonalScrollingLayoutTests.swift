import XCTest
import TrellisLayout
@testable import TrellisRender

/// A layout written by hand, against TrellisLayout's public protocols only, that says which of its
/// sections scroll orthogonally (``OrthogonalScrollingLayout``): three sections stacked, each row
/// `rowHeight` tall; section 1 is a shelf of `count` cards `cardWidth` wide in one row, which
/// scrolls sideways a card at a time (`groupPaging`). Sections 0 and 2 are one full-width cell.
/// It implements the four members the protocol asks and takes its defaults for the rest.
private final class ShelfLayout: CollectionLayout, OrthogonalScrollingLayout {
    let count: Int
    let cardWidth = 10.0
    let rowHeight = 3.0
    var bounds: Rect = .zero
    private(set) var orthogonalQueries = 0

    init(count: Int) { self.count = count }

    private var shelf: OrthogonalSection {
        OrthogonalSection(section: 1, behavior: .groupPaging, minY: rowHeight, maxY: 2 * rowHeight,
                          contentWidth: Double(count) * cardWidth, groupWidth: cardWidth, groupPitch: cardWidth, groupCount: count)
    }

    func prepare() {}
    var collectionViewContentSize: Size { Size(width: bounds.width, height: 3 * rowHeight) }
    var isContentSizeExact: Bool { true }
    func completeLayout() {}
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { newBounds.width != bounds.width }
    func invalidateLayout() {}
    func invalidateLayout(with context: InvalidationContext) {}
    func contentSize(forWidth width: Double) -> Size { Size(width: width, height: 3 * rowHeight) }
    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? { nil }

    func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        switch indexPath.section {
        case 0 where indexPath.item == 0, 2 where indexPath.item == 0:
            return LayoutAttributes(kind: .cell, indexPath: indexPath,
                                    frame: Rect(x: 0, y: Double(indexPath.section) * rowHeight, width: bounds.width, height: rowHeight))
        case 1 where indexPath.item >= 0 && indexPath.item < count:
            return LayoutAttributes(kind: .cell, indexPath: indexPath,
                                    frame: Rect(x: Double(indexPath.item) * cardWidth, y: rowHeight, width: cardWidth, height: rowHeight))
        default:
            return nil
        }
    }

    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        layoutAttributesForElements(in: rect, orthogonalOffsets: [:])
    }

    // MARK: OrthogonalScrollingLayout

    func orthogonalSections(in rect: Rect) -> [OrthogonalSection] {
        orthogonalQueries += 1
        return shelf.minY < rect.maxY && shelf.maxY > rect.minY ? [shelf] : []
    }

    func orthogonalSection(_ section: Int) -> OrthogonalSection? {
        section == 1 ? shelf : nil
    }

    func layoutAttributesForElements(in rect: Rect, orthogonalOffsets: [Int: Double]) -> [LayoutAttributes] {
        let offset = orthogonalOffsets[1] ?? 0
        var result: [LayoutAttributes] = []
        for section in [0, 2] {
            if let cell = layoutAttributesForItem(at: LayoutIndexPath(item: 0, section: section)), cell.frame.intersects(rect) {
                result.append(cell)
            }
        }
        for item in 0..<count {
            guard var card = layoutAttributesForItem(at: LayoutIndexPath(item: item, section: 1)) else { continue }
            card.frame.origin.x -= offset
            if card.frame.intersects(rect) { result.append(card) }
        }
        return result
    }
}

/// The viewport scrolls the sections of any ``OrthogonalScrollingLayout`` sideways, knowing
/// nothing of its type: a hand-made layout's shelf is found on screen, scrolled a card at a time,
/// shown and hit where it was scrolled to, revealed, and carried over to a new layout.
final class OrthogonalScrollingLayoutTests: XCTestCase {
    private func viewport(count: Int = 8) -> (Viewport, ShelfLayout) {
        let layout = ShelfLayout(count: count)
        return (Viewport(layout: layout, size: Size(width: 40, height: 9)), layout)
    }

    private func shownX(_ viewport: Viewport, item: Int) -> Double? {
        viewport.visibleElements().first { $0.indexPath == LayoutIndexPath(item: item, section: 1) }?.frame.minX
    }

    func testTheShelfIsTheOrthogonalSectionOnScreen() {
        let (viewport, _) = viewport()
        XCTAssertEqual(viewport.orthogonalSectionOnScreen()?.section, 1)
        XCTAssertEqual(viewport.orthogonalSectionOnScreen()?.maximumOffset(viewWidth: 40), 40, "8 cards of 10 in a view of 40")
        XCTAssertEqual(viewport.orthogonalOffset(ofSection: 1), 0, "never scrolled")
    }

    func testAStepScrollsTheShelfOneCardAndTheScreenShowsItMoved() {
        let (viewport, _) = viewport()
        XCTAssertEqual(shownX(viewport, item: 1), 10)
        XCTAssertEqual(viewport.scrollOrthogonalSection(by: 1)?.section, 1)
        XCTAssertEqual(viewport.orthogonalOffset(ofSection: 1), 10, "groupPaging: one card")
        XCTAssertEqual(shownX(viewport, item: 1), 0, "card 1 now at the left edge")
        XCTAssertNil(shownX(viewport, item: 0), "card 0 scrolled out of the view")
        XCTAssertEqual(viewport.visibleElements().filter { $0.indexPath.section != 1 }.map(\.frame.minX), [0, 0],
                       "the other sections never move sideways")
        viewport.scrollOrthogonalSection(by: 100)
        XCTAssertEqual(viewport.orthogonalOffset(ofSection: 1), 40, "clamped to the end")
    }

    func testAHitMeetsTheCardTheScreenShows() {
        let (viewport, _) = viewport()
        viewport.scrollOrthogonalSection(by: 2)
        let hit = viewport.elementsWithOrthogonalOffsets(in: Rect(x: 1, y: 4, width: 1, height: 1))
        XCTAssertEqual(hit.map(\.indexPath), [LayoutIndexPath(item: 2, section: 1)])
        let card = viewport.layout.layoutAttributesForItem(at: LayoutIndexPath(item: 2, section: 1))!
        XCTAssertEqual(viewport.shownWithOrthogonalOffset(card).frame.minX, 0)
    }

    func testRevealingTheLastCardScrollsTheShelfToIt() {
        let (viewport, layout) = viewport()
        viewport.revealOrthogonally(layout.layoutAttributesForItem(at: LayoutIndexPath(item: 7, section: 1))!)
        XCTAssertEqual(viewport.orthogonalOffset(ofSection: 1), 40)
        XCTAssertEqual(shownX(viewport, item: 7), 30)
    }

    func testTheHorizontalExtentIsTheProtocolsDefault() {
        let (viewport, _) = viewport()
        viewport.scrollOrthogonalSection(by: 1)
        XCTAssertEqual(viewport.horizontalExtentWithOrthogonalOffsets(of: Rect(x: 0, y: 3, width: 40, height: 3)), -10...70)
        XCTAssertEqual(viewport.horizontalExtentWithOrthogonalOffsets(of: Rect(x: 0, y: 0, width: 40, height: 3)), 0...40,
                       "rows without the shelf span the content width")
    }

    func testANewLayoutKeepsTheShelfsPlaceThroughTheDefaultScrollsOrthogonally() {
        let (old, _) = viewport()
        old.scrollOrthogonalSection(by: 2)
        let layout = ShelfLayout(count: 8)
        XCTAssertTrue(layout.scrollsOrthogonally(section: 1))
        XCTAssertFalse(layout.scrollsOrthogonally(section: 0))
        XCTAssertFalse(layout.scrollsOrthogonally(section: 3))
        let new = Viewport(layout: layout, size: Size(width: 40, height: 9))
        new.keepOrthogonalPlaces(of: old)
        XCTAssertEqual(new.orthogonalOffset(ofSection: 1), 20)
    }

    func testTheViewportAsksTheLayoutOncePerFrame() {
        let (viewport, layout) = viewport()
        viewport.scrollOrthogonalSection(by: 1)
        let before = layout.orthogonalQueries
        _ = viewport.visibleElements()
        XCTAssertEqual(layout.orthogonalQueries - before, 1, "one query of the sections on screen, never one per item")
    }

    func testALayoutThatDoesNotAdoptTheProtocolHasNoOrthogonalSection() {
        let layout = StubLayout.grid(count: 4)
        let viewport = Viewport(layout: layout, size: Size(width: 40, height: 9))
        XCTAssertNil(viewport.orthogonalSectionOnScreen())
        XCTAssertNil(viewport.scrollOrthogonalSection(by: 1))
        XCTAssertEqual(viewport.visibleElements().count, 4)
    }
}
