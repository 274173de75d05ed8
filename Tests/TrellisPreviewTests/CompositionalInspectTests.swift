import XCTest
import TrellisLayout
import TrellisRender
import TrellisTestSupport
@testable import TrellisPreview
import TrellisPreviewTestSupport

/// Issue 28 §3 in inspect mode: the arrows move among cells and boundary items (a `"banner"`
/// of the section's own, not only headers), never to a badge or a decoration; Tab reaches each
/// cell's badges after it and a section's decorations after its content, empty sections
/// included; the panel gives the kind, a badge's anchor or a boundary item's alignment, and
/// the zIndex. The layout is hand-made (``RolesLayout``: fixed attributes, roles and counts);
/// the anchors and alignments come from a real ``CompositionalLayout``'s sections.
final class CompositionalInspectTests: XCTestCase {
    /// A ``StubLayout`` that says which supplementary views are boundary items (``boundaryKinds``)
    /// and counts its items.
    final class RolesLayout: CollectionLayout, ElementRoles, ItemCounting {
        let stub: StubLayout
        let counts: [Int]
        let boundaryKinds: Set<ElementKind>
        init(_ attributes: [LayoutAttributes], counts: [Int], boundaryKinds: Set<ElementKind>) {
            stub = StubLayout(attributes: attributes)
            self.counts = counts
            self.boundaryKinds = boundaryKinds
        }
        var bounds: Rect { get { stub.bounds } set { stub.bounds = newValue } }
        func prepare() { stub.prepare() }
        var collectionViewContentSize: Size { stub.collectionViewContentSize }
        var isContentSizeExact: Bool { stub.isContentSizeExact }
        func completeLayout() { stub.completeLayout() }
        func completeLayout(through rect: Rect) { stub.completeLayout(through: rect) }
        func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { stub.layoutAttributesForElements(in: rect) }
        func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? { stub.layoutAttributesForItem(at: indexPath) }
        func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? {
            stub.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        }
        func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? {
            stub.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
        }
        func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { stub.shouldInvalidateLayout(forBoundsChange: newBounds) }
        func invalidateLayout() { stub.invalidateLayout() }
        func invalidateLayout(with context: InvalidationContext) { stub.invalidateLayout(with: context) }
        func contentSize(forWidth width: Double) -> Size { stub.contentSize(forWidth: width) }
        func isBoundaryItem(_ element: LayoutAttributes) -> Bool {
            element.category == .supplementaryView && boundaryKinds.contains(element.kind)
        }
        var numberOfSections: Int { counts.count }
        func numberOfItems(inSection section: Int) -> Int { counts[section] }
    }

    private static func path(_ section: Int, _ item: Int) -> LayoutIndexPath { LayoutIndexPath(item: item, section: section) }

    /// ```text
    /// y 0  banner 0.0 (a boundary item, full width)
    /// y 1  ┌0.0────┐a b       cell 0.0 (0, 1, 10, 3) with badges "a" (zIndex 1) and "b" (zIndex 2)
    /// y 5  ┌0.1────┐          cell 0.1 (0, 5, 10, 3); background 0.0 (0, 1, 20, 7) under both
    /// y 9  background 1.0     section 1 is empty: only its background (0, 9, 20, 1)
    /// y 10 ┌2.0────┐          cell 2.0 (0, 10, 10, 3)
    /// ```
    static let elements: [LayoutAttributes] = [
        LayoutAttributes(category: .supplementaryView, kind: "banner", indexPath: path(0, 0), frame: Rect(x: 0, y: 0, width: 20, height: 1), zIndex: 10),
        LayoutAttributes(category: .decorationView, kind: .background, indexPath: path(0, 0), frame: Rect(x: 0, y: 1, width: 20, height: 7), zIndex: -1),
        .cell(at: path(0, 0), frame: Rect(x: 0, y: 1, width: 10, height: 3)),
        LayoutAttributes(category: .supplementaryView, kind: "b", indexPath: path(0, 0), frame: Rect(x: 12, y: 1, width: 1, height: 1), zIndex: 2),
        LayoutAttributes(category: .supplementaryView, kind: "a", indexPath: path(0, 0), frame: Rect(x: 10, y: 1, width: 1, height: 1), zIndex: 1),
        .cell(at: path(0, 1), frame: Rect(x: 0, y: 5, width: 10, height: 3)),
        LayoutAttributes(category: .decorationView, kind: .background, indexPath: path(1, 0), frame: Rect(x: 0, y: 9, width: 20, height: 1), zIndex: -1),
        .cell(at: path(2, 0), frame: Rect(x: 0, y: 10, width: 10, height: 3)),
    ]

    private let banner = Inspection.Element(category: .supplementaryView, kind: "banner", indexPath: path(0, 0))
    private let badgeA = Inspection.Element(category: .supplementaryView, kind: "a", indexPath: path(0, 0))
    private let badgeB = Inspection.Element(category: .supplementaryView, kind: "b", indexPath: path(0, 0))
    private let background0 = Inspection.Element(category: .decorationView, kind: .background, indexPath: path(0, 0))
    private let background1 = Inspection.Element(category: .decorationView, kind: .background, indexPath: path(1, 0))
    private func cell(_ section: Int, _ item: Int) -> Inspection.Element { Inspection.Element(kind: .cell, indexPath: Self.path(section, item)) }

    private func layout() -> RolesLayout {
        RolesLayout(Self.elements, counts: [2, 0, 1], boundaryKinds: [.header, .footer, "banner"])
    }

    func testTabStepsThroughCellsTheirBadgesAndEachSectionsDecorations() {
        let layout = layout()
        layout.prepare()
        let order = TabOrder(layout: layout, roles: layout, counts: layout)
        let forward = [cell(0, 0), badgeA, badgeB, cell(0, 1), background0, background1, cell(2, 0)]
        for (from, to) in zip(forward, forward.dropFirst()) {
            XCTAssertEqual(order.step(from: from, forward: true), to, "Tab from \(from.label)")
            XCTAssertEqual(order.step(from: to, forward: false), from, "Shift-Tab from \(to.label)")
        }
        XCTAssertNil(order.step(from: cell(2, 0), forward: true), "the last")
        XCTAssertNil(order.step(from: cell(0, 0), forward: false), "the first")
        XCTAssertEqual(order.step(from: banner, forward: true), cell(0, 0), "a boundary item at the top opens its section")
        XCTAssertEqual(order.badges(ofItem: Self.path(0, 0)), [badgeA, badgeB], "by zIndex")
    }

    func testArrowsMoveAmongCellsAndBoundaryItemsTabReachesTheRestAndThePanelSaysTheZIndex() {
        let s = PreviewSession(pages: [PreviewPage(title: "Roles", layout: layout())], width: 80, height: 24)
        s.press("i")
        XCTAssertEqual(s.selection, cell(0, 0))
        s.press(.character("k"))
        XCTAssertEqual(s.selection, banner, "up from the first cell: the section's banner, a boundary item")
        XCTAssertTrue(s.screenText().contains(" banner 0.0 · supplementary view · boundary item\n"), s.screenText())
        XCTAssertTrue(s.screenText().contains(" frame  x 0.00  y 0.00  width 20.00  height 1.00  zIndex 10\n"), s.screenText())
        s.press(.character("j"))
        XCTAssertEqual(s.selection, cell(0, 0))
        s.press(.character("l"))
        XCTAssertEqual(s.selection, cell(0, 0), "nothing but badges to the right: arrows never select them")
        s.press(.key(.tab))
        XCTAssertEqual(s.selection, badgeA)
        XCTAssertTrue(s.screenText().contains(" frame  x 10.00  y 1.00  width 1.00  height 1.00  zIndex 1\n"), s.screenText())
        s.press(.key(.tab), .key(.tab), .key(.tab))
        XCTAssertEqual(s.selection, background0)
        XCTAssertTrue(s.screenText().contains(" background 0.0 · decoration view\n"), s.screenText())
        XCTAssertTrue(s.screenText().contains("height 7.00  zIndex -1\n"), s.screenText())
        s.press(.key(.tab))
        XCTAssertEqual(s.selection, background1, "an empty section's background")
        s.press(.mouseClick(x: 12, y: 1))
        XCTAssertEqual(s.selection, badgeB, "a click selects a badge")
    }

    func testThePanelGivesABadgesAnchorAndABoundaryItemsAlignment() {
        let badge = LayoutSupplementaryItem(size: LayoutSize(width: .absolute(2), height: .absolute(1)), kind: "badge",
                                            anchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5)))
        let count = LayoutSupplementaryItem(size: LayoutSize(width: .absolute(3), height: .absolute(1)), kind: "count",
                                            anchor: LayoutAnchor(edges: [.bottom], absoluteOffset: Point(x: 2, y: -1)), zIndex: 3)
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(3)), supplementaryItems: [badge, count])
        var section = LayoutSection(group: .horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(3)), subitems: [item]))
        section.headerHeight = 1
        var banner = LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)), kind: "banner",
                                        alignment: .bottomTrailing, extendsBoundary: false)
        banner.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [banner]
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [4]), section: section)
        layout.bounds = Rect(x: 0, y: 0, width: 20, height: 10)
        layout.prepare()
        func placement(_ kind: ElementKind) -> String? {
            InspectorPanel.placement(of: LayoutAttributes(category: .supplementaryView, kind: kind, indexPath: Self.path(0, 0),
                                                          frame: Rect(x: 0, y: 0, width: 2, height: 1)), roles: layout)
        }
        XCTAssertEqual(placement("badge"), "anchor top trailing, offset 50% -50%")
        XCTAssertEqual(placement("count"), "anchor bottom, offset 2 -1")
        XCTAssertEqual(placement("banner"), "alignment bottomTrailing, pinned, overlays")
        XCTAssertEqual(placement(.header), "alignment top")
        XCTAssertNil(InspectorPanel.placement(of: .cell(at: Self.path(0, 0), frame: .zero), roles: layout))
        let attributes = LayoutAttributes(category: .supplementaryView, kind: "count", indexPath: Self.path(0, 0),
                                          frame: Rect(x: 6, y: 2, width: 3, height: 1), zIndex: 3)
        XCTAssertEqual(InspectorPanel.lines((attributes, InspectorFacts()), width: 100, tall: false, placement: placement("count")).prefix(2),
                       ["count 0.0 · supplementary view · anchor bottom, offset 2 -1",
                        "frame  x 6.00  y 2.00  width 3.00  height 1.00  zIndex 3"])
        XCTAssertEqual(Array(InspectorPanel.lines((attributes, InspectorFacts()), width: 40, tall: true, placement: placement("count"))[5...6]),
                       ["zIndex 3", "place  anchor bottom, offset 2 -1"])
    }

    func testInspectingARealCompositionalLayoutsBadgesBackgroundAndBanner() {
        // A banner (boundary item) above two cards, each with a 3 x 1 badge at its top trailing
        // corner moved (1, -1), and a "shelf" background: the engine's elements (rules 19-21).
        let badge = LayoutSupplementaryItem(size: LayoutSize(width: .absolute(3), height: .absolute(1)), kind: "badge",
                                            anchor: LayoutAnchor(edges: [.top, .trailing], absoluteOffset: Point(x: 1, y: -1)))
        let item = LayoutItem(size: LayoutSize(width: .absolute(10), height: .fractionalHeight(1)), supplementaryItems: [badge])
        var section = LayoutSection(group: .horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(4)),
                                                       subitems: [item]).interItemSpacing(2))
        section.contentInsets = EdgeInsets(top: 1, left: 1, bottom: 0, right: 1)
        var banner = LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)), kind: "banner", alignment: .top)
        banner.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [banner]
        section.decorationItems = [.background(kind: "shelf")]
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [2]), section: section)
        let s = PreviewSession(pages: [PreviewPage(title: "Badges", layout: layout)], width: 80, height: 24)
        let badge0 = Inspection.Element(category: .supplementaryView, kind: "badge", indexPath: Self.path(0, 0))
        let badge1 = Inspection.Element(category: .supplementaryView, kind: "badge", indexPath: Self.path(0, 1))
        let shelf = Inspection.Element(category: .decorationView, kind: "shelf", indexPath: Self.path(0, 0))
        let bannerElement = Inspection.Element(category: .supplementaryView, kind: "banner", indexPath: Self.path(0, 0))
        s.press("i")
        XCTAssertEqual(s.selection, cell(0, 0))
        s.press(.key(.tab))
        XCTAssertEqual(s.selection, badge0)
        XCTAssertTrue(s.screenText().contains(" badge 0.0 · supplementary view · anchor top trailing, offset 1 -1\n"), s.screenText())
        XCTAssertTrue(s.screenText().contains(" frame  x 9.00  y 1.00  width 3.00  height 1.00  zIndex 1\n"), s.screenText())
        s.press(.key(.tab), .key(.tab))
        XCTAssertEqual(s.selection, badge1)
        s.press(.key(.tab))
        XCTAssertEqual(s.selection, shelf, "the section's background after its items")
        XCTAssertTrue(s.screenText().contains(" shelf 0.0 · decoration view\n"), s.screenText())
        s.press(.key(.backTab), .key(.backTab))
        XCTAssertEqual(s.selection, cell(0, 1))
        s.press(.character("k"))
        XCTAssertEqual(s.selection, bannerElement, "up from a card: the banner, not the badge between")
        XCTAssertTrue(s.screenText().contains(" banner 0.0 · supplementary view · alignment top, pinned\n"), s.screenText())
        XCTAssertTrue(s.screenText().contains("zIndex 10\n"), s.screenText())
        s.press(.mouseClick(x: 10, y: 1))
        XCTAssertEqual(s.selection, badge0, "a click on the badge")
    }
}
