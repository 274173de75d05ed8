import XCTest
import TrellisLayout
import TrellisTestSupport
@testable import TrellisRender

/// Issue 28 §3 in the rasterizer: badges as small boxes with their kind's initial over their
/// cells, decorations of any kind shaded beneath, boundary items of any kind as bars with their
/// title (or kind), list separators and inset-grouped sides, everything in `zIndex` order. The
/// elements are hand-made; which supplementary view is a boundary item, and which section is a
/// list, comes from hand-made ``ElementRoles`` (``TestRoles``), and from a real
/// ``CompositionalLayout``'s sections in the last tests.
final class CompositionalElementsRenderTests: XCTestCase {
    /// Roles given by hand: the boundary kinds, and list appearances by section.
    struct TestRoles: ElementRoles {
        var boundaryKinds: Set<ElementKind> = [.header, .footer]
        var lists: [Int: ListAppearance] = [:]
        func isBoundaryItem(_ element: LayoutAttributes) -> Bool {
            element.category == .supplementaryView && boundaryKinds.contains(element.kind)
        }
        func listAppearance(inSection section: Int) -> ListAppearance? { lists[section] }
    }

    /// Labels with boundary item titles by kind.
    struct BoundaryLabels: RenderLabels {
        var titles: [ElementKind: String]
        func title(forSupplementaryViewOfKind kind: ElementKind, at indexPath: LayoutIndexPath) -> String? { titles[kind] }
        func title(forSection section: Int) -> String? { "Fruit" }
        var text: [String]? = nil
        func textLines(forSupplementaryViewOfKind kind: ElementKind, at indexPath: LayoutIndexPath, width: Double) -> [String]? {
            kind == "banner" ? text : nil
        }
    }

    private func draw(_ elements: [LayoutAttributes], width: Int, height: Int, roles: any ElementRoles = DefaultElementRoles(),
                      labels: any RenderLabels = NoLabels(), scale: LayoutScale = .unit) -> [String] {
        var grid = CellGrid(width: width, height: height)
        var rasterizer = Rasterizer(labels: labels)
        rasterizer.roles = roles
        rasterizer.scale = scale
        rasterizer.draw(elements, offset: .zero, in: grid.area, of: &grid)
        return grid.lines(trimmingTrailingSpaces: false)
    }

    private func badge(_ kind: ElementKind, _ frame: Rect, item: Int = 0, zIndex: Int = 1) -> LayoutAttributes {
        LayoutAttributes(category: .supplementaryView, kind: kind, indexPath: LayoutIndexPath(item: item, section: 0),
                         frame: frame, zIndex: zIndex)
    }

    func testABadgeIsASmallBoxWithItsKindsInitialAtEverySize() {
        let lines = draw([badge("badge", Rect(x: 0, y: 0, width: 3, height: 3)),
                          badge("new", Rect(x: 4, y: 0, width: 3, height: 2)),
                          badge("count", Rect(x: 8, y: 0, width: 4, height: 1)),
                          badge("x", Rect(x: 13, y: 0, width: 2, height: 2)),
                          badge("dot", Rect(x: 16, y: 0, width: 1, height: 1))], width: 18, height: 3)
        XCTAssertEqual(lines, [
            "┌─┐ ┌n┐ [c ] x  d ",
            "│b│ └─┘         ",
            "└─┘               ",
        ].map { $0.padding(toLength: 18, withPad: " ", startingAt: 0) })
    }

    func testANarrowBadgeIsReverseVideoWithItsInitial() {
        var grid = CellGrid(width: 4, height: 2)
        Rasterizer().draw([badge("x", Rect(x: 1, y: 0, width: 2, height: 2))], offset: .zero, in: grid.area, of: &grid)
        XCTAssertEqual(grid[1, 0].symbol, "x")
        for (x, y) in [(1, 0), (2, 0), (1, 1), (2, 1)] { XCTAssertTrue(grid[x, y].style.reverse, "(\(x), \(y))") }
        XCTAssertFalse(grid[0, 0].style.reverse)
    }

    func testBadgeSizesRasterizeByTheScaleLikeEveryElement() {
        // A 20 x 20 point badge at 8 x 16 points per cell, at (100, 10): 2.5 x 1.25 cells round
        // to 3 columns, 1 row, centred on its centre 2 points left of and 4 below its cell's top
        // trailing corner (x 112 → column 14, y 16 → row 1): columns 12 ..< 15 of row 1, the
        // initial on the cell's top-right corner.
        let cell = LayoutAttributes.cell(at: LayoutIndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 16, width: 112, height: 48))
        let lines = draw([cell, badge("badge", Rect(x: 100, y: 10, width: 20, height: 20))], width: 16, height: 4,
                         scale: LayoutScale(x: 8, y: 16))
        XCTAssertEqual(lines, [
            "                ",
            "┌───────────[b] ",
            "│0.0         │  ",
            "└────────────┘  ",
        ])
    }

    /// Issue 28 §3: the gallery's badge (20 x 20 points on a 140 x 110 point cell, anchored to
    /// its top trailing corner, pushed out by 30 % of its size) at every sub-cell position of its
    /// cell, at 8 x 16 points a cell, draws the same: `[b]` on the cell's top border, its `b` on
    /// the cell's top-right corner, above the cell's right border; the rest of the cell intact.
    func testIdenticalBadgesDrawAlikeAtEverySubCellPosition() {
        let scale = LayoutScale(x: 8, y: 16)
        for dx in stride(from: 0.0, to: 8, by: 1) {
            for dy in stride(from: 0.0, to: 16, by: 2.5) {
                let frame = Rect(x: 16 + dx, y: 32 + dy, width: 140, height: 110)
                let cell = LayoutAttributes.cell(at: LayoutIndexPath(item: 0, section: 0), frame: frame)
                let badgeFrame = Rect(x: frame.maxX - 20 + 6, y: frame.minY - 6, width: 20, height: 20)
                let lines = draw([badge("badge", badgeFrame), cell], width: 26, height: 12, scale: scale)
                let place = "(\(dx), \(dy)): \(lines.joined(separator: "\n"))"
                guard let top = lines.firstIndex(where: { $0.contains("┌") }) else { XCTFail(place); continue }
                let row = Array(lines[top]), below = Array(lines[top + 1])
                let trimmed = lines[top].trimmingCharacters(in: .whitespaces)
                XCTAssertTrue(trimmed.hasPrefix("┌─") && trimmed.hasSuffix("─[b]"), place)
                XCTAssertEqual(trimmed.filter { $0 == "b" || $0 == "[" || $0 == "]" }.count, 3, place)
                guard let b = row.firstIndex(of: "b") else { continue }
                XCTAssertEqual(below[b], "│", "the initial on the cell's right border: \(place)")
                XCTAssertEqual(below.lastIndex(of: "│"), b, place)
                XCTAssertEqual(lines.filter { $0.contains("b") }.count, 1, "no other row holds the badge: \(place)")
                XCTAssertTrue(lines.contains { $0.contains("└") && $0.contains("┘") }, place)
            }
        }
    }

    func testDrawOrderFollowsZIndexBadgesOverCellsDecorationsOfAnyKindBeneath() {
        let cell = LayoutAttributes.cell(at: LayoutIndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 8, height: 4))
        let shelf = LayoutAttributes(category: .decorationView, kind: "shelf", indexPath: LayoutIndexPath(item: 0, section: 0),
                                     frame: Rect(x: 0, y: 0, width: 10, height: 5), zIndex: -1)
        let over = badge("new", Rect(x: 6, y: 0, width: 3, height: 3))
        let under = badge("old", Rect(x: 0, y: 0, width: 3, height: 3), zIndex: -5)
        let expected = [
            "┌─────┌─┐░",
            "│0.0  │n│░",
            "│     └─┘░",
            "└──────┘░░",
            "░░░░░░░░░░",
        ]
        // Whatever order the layout returns them in.
        XCTAssertEqual(draw([over, cell, shelf, under], width: 10, height: 5), expected)
        XCTAssertEqual(draw([under, shelf, cell, over], width: 10, height: 5), expected)
        // A badge with a zIndex below the cell's lies under it.
        var sunk = over
        sunk.zIndex = -1
        XCTAssertEqual(draw([sunk, cell, shelf], width: 10, height: 5)[0], "┌──────┐┐░")
    }

    func testABoundaryItemOfAnyKindIsABarWithItsTitleOrKind() {
        let elements = [
            LayoutAttributes(category: .supplementaryView, kind: "banner", indexPath: LayoutIndexPath(item: 0, section: 0),
                             frame: Rect(x: 0, y: 0, width: 12, height: 1), zIndex: 10),
            LayoutAttributes(kind: .header, indexPath: LayoutIndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 1, width: 12, height: 1), zIndex: 10),
            LayoutAttributes.cell(at: LayoutIndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 2, width: 12, height: 3)),
        ]
        let roles = TestRoles(boundaryKinds: [.header, .footer, "banner"])
        XCTAssertEqual(draw(elements, width: 12, height: 5, roles: roles), [
            " banner     ",
            " Section 0  ",
            "┌──────────┐",
            "│0.0       │",
            "└──────────┘",
        ])
        XCTAssertEqual(draw(elements, width: 12, height: 5, roles: roles, labels: BoundaryLabels(titles: ["banner": "Top picks"]))
            .prefix(2), [" Top picks  ", " Fruit      "])
        var grid = CellGrid(width: 12, height: 5)
        var rasterizer = Rasterizer()
        rasterizer.roles = roles
        rasterizer.draw(elements, offset: .zero, in: grid.area, of: &grid)
        XCTAssertTrue(grid[0, 0].style.reverse, "a bar, as a header")
        XCTAssertFalse(grid[1, 0].style.bold, "only a header is bold")
        XCTAssertTrue(grid[1, 1].style.bold)
        // Without the roles, the same kind is a badge.
        XCTAssertEqual(draw(elements, width: 12, height: 5)[0], "[b         ]")
    }

    func testATallBoundaryItemShowsItsTextUnderItsTitle() {
        // A self-sized banner 4 rows high: its title, then the text that sized it.
        let banner = LayoutAttributes(category: .supplementaryView, kind: "banner", indexPath: LayoutIndexPath(item: 0, section: 0),
                                      frame: Rect(x: 0, y: 0, width: 12, height: 4), zIndex: 10)
        let labels = BoundaryLabels(titles: ["banner": "News"], text: ["one line", "two lines", "three", "four"])
        XCTAssertEqual(draw([banner], width: 12, height: 5, roles: TestRoles(boundaryKinds: ["banner"]), labels: labels), [
            " News       ",
            " one line   ",
            " two lines  ",
            " three…     ",
            "            ",
        ])
    }

    func testAPinnedBoundaryItemIsDrawnWhereTheLayoutReportsIt() {
        // The layout's rect query reports a pinned item at the visible bounds' top (y 20 here).
        let pinned = LayoutAttributes(category: .supplementaryView, kind: "banner", indexPath: LayoutIndexPath(item: 0, section: 0),
                                      frame: Rect(x: 0, y: 20, width: 6, height: 1), zIndex: 10)
        let cell = LayoutAttributes.cell(at: LayoutIndexPath(item: 3, section: 0), frame: Rect(x: 0, y: 19, width: 6, height: 3))
        var grid = CellGrid(width: 6, height: 3)
        var rasterizer = Rasterizer()
        rasterizer.roles = TestRoles(boundaryKinds: ["banner"])
        rasterizer.draw([pinned, cell], offset: Point(x: 0, y: 20), in: grid.area, of: &grid)
        XCTAssertEqual(grid.lines(trimmingTrailingSpaces: false), [" ban… ", "└────┘", "      "])
    }

    func testAListShowsASeparatorBetweenRowsNotAfterTheLast() {
        let rows = (0..<3).map { LayoutAttributes.cell(at: LayoutIndexPath(item: $0, section: 0), frame: Rect(x: 0, y: Double($0 * 3), width: 10, height: 3)) }
        let list = ListAppearance(showsSeparators: true, isInsetGrouped: false, numberOfItems: 3, contentWidth: 10)
        XCTAssertEqual(draw(rows, width: 10, height: 9, roles: TestRoles(lists: [0: list])), [
            "┌────────┐",
            "│0.0     │",
            "├────────┤",
            "┌────────┐",
            "│0.1     │",
            "├────────┤",
            "┌────────┐",
            "│0.2     │",
            "└────────┘",
        ])
        var plain = list
        plain.showsSeparators = false
        XCTAssertEqual(draw(rows, width: 10, height: 9, roles: TestRoles(lists: [0: plain]))[2], "└────────┘")
        // Only the rows on screen are drawn: the last row of a longer list still has its separator.
        let more = ListAppearance(showsSeparators: true, isInsetGrouped: false, numberOfItems: 1_000_000, contentWidth: 10)
        XCTAssertEqual(draw(rows, width: 10, height: 9, roles: TestRoles(lists: [0: more]))[8], "├────────┤")
    }

    func testAnInsetGroupedListShadesItsSides() {
        let rows = (0..<2).map { LayoutAttributes.cell(at: LayoutIndexPath(item: $0, section: 0), frame: Rect(x: 2, y: Double($0 * 3), width: 10, height: 3)) }
        let list = ListAppearance(showsSeparators: true, isInsetGrouped: true, numberOfItems: 2, contentWidth: 14)
        XCTAssertEqual(draw(rows, width: 16, height: 7, roles: TestRoles(lists: [0: list])), [
            "░░┌────────┐░░  ",
            "░░│0.0     │░░  ",
            "░░├────────┤░░  ",
            "░░┌────────┐░░  ",
            "░░│0.1     │░░  ",
            "░░└────────┘░░  ",
            "                ",
        ])
    }

    /// The inset is one card per section: the sides are shaded from the header's top to the last
    /// row's bottom, beside the header and the gaps between rows too (rows 1 apart here); a
    /// section that is not inset-grouped, and a badge, shade nothing.
    func testAnInsetGroupedSectionIsOneCardFromItsHeaderToItsLastRowGapsIncluded() {
        let header = LayoutAttributes(category: .supplementaryView, kind: .header, indexPath: LayoutIndexPath(item: 0, section: 0),
                                      frame: Rect(x: 2, y: 0, width: 10, height: 1), zIndex: 10)
        let rows = (0..<2).map { LayoutAttributes.cell(at: LayoutIndexPath(item: $0, section: 0),
                                                       frame: Rect(x: 2, y: 1 + Double($0 * 4), width: 10, height: 3)) }
        let other = LayoutAttributes.cell(at: LayoutIndexPath(item: 0, section: 1), frame: Rect(x: 0, y: 9, width: 14, height: 3))
        let list = ListAppearance(showsSeparators: false, isInsetGrouped: true, numberOfItems: 2, contentWidth: 14)
        XCTAssertEqual(draw([header] + rows + [other], width: 16, height: 12, roles: TestRoles(lists: [0: list])), [
            "░░ Section… ░░  ",
            "░░┌────────┐░░  ",
            "░░│0.0     │░░  ",
            "░░└────────┘░░  ",
            "░░          ░░  ",
            "░░┌────────┐░░  ",
            "░░│0.1     │░░  ",
            "░░└────────┘░░  ",
            "                ",
            "┌────────────┐  ",
            "│1.0         │  ",
            "└────────────┘  ",
        ])
        XCTAssertEqual(ListInsetCard.cards(in: [header] + rows + [other], roles: TestRoles(lists: [0: list])),
                       [ListInsetCard(section: 0, top: 0, bottom: 8, rowsMinX: 2, rowsMaxX: 12, contentWidth: 14)])
        XCTAssertEqual(ListInsetCard(section: 0, top: 0, bottom: 8, rowsMinX: 2, rowsMaxX: 12, contentWidth: 14).sides,
                       [Rect(x: 0, y: 0, width: 2, height: 8), Rect(x: 12, y: 0, width: 2, height: 8)])
        XCTAssertEqual(ListInsetCard.cards(in: rows, roles: TestRoles()), [], "no list")
    }

    /// The same card scrolling sideways (rule 25: the vertical twin turned a quarter): a header
    /// column (0, 2, 1, 10), rows as columns (1 + 4k, 2, 3, 10), in a content 14 high. The card
    /// runs from x 0 to 8 and its sides are the strips above and below the rows: y 0 ..< 2 and
    /// 12 ..< 14, gaps included, never the full height beside the rows.
    func testAnInsetGroupedListScrollingSidewaysShadesAboveAndBelowItsRows() {
        let header = LayoutAttributes(category: .supplementaryView, kind: .header, indexPath: LayoutIndexPath(item: 0, section: 0),
                                      frame: Rect(x: 0, y: 2, width: 1, height: 10), zIndex: 10)
        let rows = (0..<2).map { LayoutAttributes.cell(at: LayoutIndexPath(item: $0, section: 0),
                                                       frame: Rect(x: 1 + Double($0 * 4), y: 2, width: 3, height: 10)) }
        let list = ListAppearance(showsSeparators: false, isInsetGrouped: true, numberOfItems: 2, contentWidth: 8,
                                  isHorizontal: true, contentHeight: 14)
        let card = ListInsetCard(section: 0, top: 0, bottom: 8, rowsMinX: 2, rowsMaxX: 12, contentWidth: 14, isTurned: true)
        XCTAssertEqual(ListInsetCard.cards(in: [header] + rows, roles: TestRoles(lists: [0: list])), [card])
        XCTAssertEqual(card.sides, [Rect(x: 0, y: 0, width: 8, height: 2), Rect(x: 0, y: 12, width: 8, height: 2)])
    }

    /// A list scrolling sideways draws each separator down its row's right edge (`┬│┴`), the
    /// vertical twin's `├──┤` turned a quarter, and none after the last row.
    func testAListScrollingSidewaysDrawsItsSeparatorsBesideItsRows() {
        let rows = (0..<2).map { LayoutAttributes.cell(at: LayoutIndexPath(item: $0, section: 0),
                                                       frame: Rect(x: Double($0 * 5), y: 0, width: 5, height: 4)) }
        let list = ListAppearance(showsSeparators: true, isInsetGrouped: false, numberOfItems: 2, contentWidth: 10,
                                  isHorizontal: true, contentHeight: 4)
        let lines = draw(rows, width: 10, height: 4, roles: TestRoles(lists: [0: list]))
        XCTAssertEqual(lines.map { String(Array($0)[4]) }, ["┬", "│", "│", "┴"], lines.joined(separator: "\n"))
        XCTAssertEqual(lines.map { String(Array($0)[9]) }, ["┐", "│", "│", "┘"], lines.joined(separator: "\n"))
    }

    // MARK: A real compositional layout's roles

    private func compositional() -> CompositionalLayout {
        let badge = LayoutSupplementaryItem(size: LayoutSize(width: .absolute(2), height: .absolute(1)), kind: "badge",
                                            anchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5)))
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)), supplementaryItems: [badge])
        var section = LayoutSection(group: .horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(3)), subitems: [item]))
        section.headerHeight = 1
        var banner = LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)), kind: "banner", alignment: .bottom)
        banner.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [banner]
        section.decorationItems = [.background(kind: "shelf")]
        var list = LayoutListConfiguration(appearance: .insetGrouped)
        list.showsSeparators = false
        var second = section
        second.listConfiguration = list
        let source = TestDataSource([TestDataSource.Section(items: Array(repeating: TestDataSource.Item(), count: 4)),
                                     TestDataSource.Section(items: Array(repeating: TestDataSource.Item(), count: 2))])
        let layout = CompositionalLayout(dataSource: source, sections: [section, second])
        layout.bounds = Rect(x: 0, y: 0, width: 20, height: 10)
        layout.prepare()
        return layout
    }

    func testACompositionalLayoutTellsBadgesFromBoundaryItemsByItsSections() {
        let layout = compositional()
        func supplementary(_ kind: ElementKind, item: Int = 0, section: Int = 0) -> LayoutAttributes {
            LayoutAttributes(category: .supplementaryView, kind: kind, indexPath: LayoutIndexPath(item: item, section: section),
                             frame: Rect(x: 0, y: 0, width: 2, height: 1))
        }
        XCTAssertTrue(layout.isBoundaryItem(supplementary(.header)))
        XCTAssertTrue(layout.isBoundaryItem(supplementary("banner")))
        XCTAssertFalse(layout.isBoundaryItem(supplementary("badge")))
        XCTAssertTrue(layout.isBadge(supplementary("badge", item: 3)))
        XCTAssertEqual(layout.boundaryItem(for: supplementary("banner"))?.alignment, .bottom)
        XCTAssertEqual(layout.boundaryItem(for: supplementary("banner"))?.pinToVisibleBounds, true)
        XCTAssertEqual(layout.boundaryItem(for: supplementary(.header))?.alignment, .top, "the headerHeight shorthand")
        XCTAssertNil(layout.boundaryItem(for: supplementary("banner", item: 1)), "one banner only")
        XCTAssertEqual(layout.supplementaryItem(for: supplementary("badge"))?.anchor.edges, [.top, .trailing])
        XCTAssertEqual(layout.decorationKinds(inSection: 0), [.background, "shelf"])
        XCTAssertNil(layout.listAppearance(inSection: 0))
        XCTAssertEqual(layout.listAppearance(inSection: 1),
                       ListAppearance(showsSeparators: false, isInsetGrouped: true, numberOfItems: 2, contentWidth: 20))
        XCTAssertTrue(ElementRolesLookup.roles(of: layout) is CompositionalLayout)
        XCTAssertTrue(ElementRolesLookup.roles(of: StubLayout(attributes: [])) is DefaultElementRoles)
    }

    func testARealCompositionalListSectionDrawsItsSeparatorsAndInset() {
        // In points at 8 x 16 a cell: rows 48 high (3 rows; a list row is at least 44), full
        // width inside a 16-point (2-column) inset each side, under a 16-point header; the section
        // is an inset-grouped list with separators (its listConfiguration), no top padding, 3 rows.
        let row = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(48)))
        var section = LayoutSection(group: .vertical(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(48)), subitems: [row]))
        section.contentInsets = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        section.headerHeight = 16
        var list = LayoutListConfiguration(appearance: .insetGrouped)
        list.headerTopPadding = 0
        section.listConfiguration = list
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [3]), section: section)
        layout.bounds = Rect(x: 0, y: 0, width: 112, height: 176)
        layout.prepare()
        let elements = layout.layoutAttributesForElements(in: layout.bounds)
        XCTAssertEqual(draw(elements, width: 14, height: 11, roles: ElementRolesLookup.roles(of: layout), scale: LayoutScale(x: 8, y: 16)), [
            "░░ Section… ░░",   // the header follows the section's insets (supplementariesFollowContentInsets); the card includes it
            "░░┌────────┐░░",
            "░░│0.0     │░░",
            "░░├────────┤░░",
            "░░┌────────┐░░",
            "░░│0.1     │░░",
            "░░├────────┤░░",
            "░░┌────────┐░░",
            "░░│0.2     │░░",
            "░░└────────┘░░",
            "              ",
        ])
    }

    // MARK: With the engine's badges, decorations and boundary items (rules 19-21)

    func testARealCompositionalLayoutsBadgesBackgroundAndBoundaryItemsAreDrawn() {
        let badge = LayoutSupplementaryItem(size: LayoutSize(width: .absolute(3), height: .absolute(1)), kind: "badge",
                                            anchor: LayoutAnchor(edges: [.top, .trailing], absoluteOffset: Point(x: 1, y: -1)))
        let item = LayoutItem(size: LayoutSize(width: .absolute(10), height: .fractionalHeight(1)), supplementaryItems: [badge])
        var section = LayoutSection(group: .horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(4)),
                                                       subitems: [item]).interItemSpacing(2))
        section.contentInsets = EdgeInsets(top: 1, left: 1, bottom: 0, right: 1)
        section.boundarySupplementaryItems = [
            LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)), kind: "banner", alignment: .top),
        ]
        section.decorationItems = [.background(kind: "shelf")]
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [2]), section: section)
        layout.bounds = Rect(x: 0, y: 0, width: 26, height: 8)
        layout.prepare()
        let elements = layout.layoutAttributesForElements(in: layout.bounds)
        // The banner (zIndex 10) at y 0 inside the 1-wide insets; the shelf (-1) under the whole
        // section, y 0 ..< 6; cells at y 2 (banner 1 + inset 1), x 1 and 13; each badge 3 x 1 at
        // its cell's top trailing corner moved 1 right and 1 up: x 11 − 3 + 1 = 9, y 1.
        XCTAssertEqual(draw(elements, width: 26, height: 8, roles: ElementRolesLookup.roles(of: layout)), [
            "░ banner                 ░",
            "░░░░░░░░░[b]░░░░░░░░░[b]░░",
            "░┌────────┐░░┌────────┐░░░",
            "░│0.0     │░░│0.1     │░░░",
            "░│        │░░│        │░░░",
            "░└────────┘░░└────────┘░░░",
            "                          ",
            "                          ",
        ])
        let badgeAttributes = elements.first { $0.kind == "badge" }!
        XCTAssertTrue(layout.isBadge(badgeAttributes))
        XCTAssertEqual(layout.supplementaryItem(for: badgeAttributes), badge)
        XCTAssertTrue(layout.isBoundaryItem(elements.first { $0.kind == "banner" }!))
        XCTAssertEqual(Rasterizer.drawingOrder(elements).map { elements[$0].kind.rawValue }, ["shelf", "cell", "cell", "badge", "badge", "banner"])
    }

    func testAnAnchorPlacesABadgeOnItsItem() {
        let item = LayoutSupplementaryItem(size: LayoutSize(width: .absolute(20), height: .fractionalHeight(0.25)), kind: "badge",
                                           anchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
        // On (0, 0, 100, 80): 20 x 20 at the top right (80, 0), then 6 right and 6 up.
        XCTAssertEqual(CompositionalLayout.anchoredFrame(of: item, on: Rect(x: 0, y: 0, width: 100, height: 80)),
                       Rect(x: 86, y: -6, width: 20, height: 20))
        let centred = LayoutSupplementaryItem(size: LayoutSize(width: .absolute(2), height: .absolute(2)), kind: "dot",
                                              anchor: LayoutAnchor(edges: [], absoluteOffset: Point(x: 1, y: 0)))
        XCTAssertEqual(CompositionalLayout.anchoredFrame(of: centred, on: Rect(x: 10, y: 10, width: 10, height: 4)),
                       Rect(x: 15, y: 11, width: 2, height: 2))
    }
}
