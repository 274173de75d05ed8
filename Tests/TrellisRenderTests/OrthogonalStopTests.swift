import XCTest
import TrellisLayout
@testable import TrellisRender

/// Rule 24 in the viewport: `h`/`l` settle on the stops of `.groupPagingCentered` (page k centres
/// group k) and `.continuousGroupLeadingBoundary` (a group's leading edge at the section's
/// leading inset); and rule 22: in a horizontally scrolling layout, the sections that scroll
/// vertically are the ones `j`/`k` move.
final class OrthogonalStopTests: XCTestCase {
    /// Groups half the container wide, 3 high, 1 apart, insets 1 left and right: in a view 20
    /// wide the container is 18, a group 9, the pitch 10; then a full-width row.
    private func viewport(_ behavior: LayoutSection.OrthogonalScrollingBehavior, groups: Int = 4) -> Viewport {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        var section = LayoutSection(group: .horizontal(size: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(3)), subitems: [item]))
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 1
        section.contentInsets = EdgeInsets(left: 1, right: 1)
        let row = LayoutSection(group: .horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(3)), subitems: [item]))
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [groups, 1]), sections: [section, row])
        return Viewport(layout: layout, size: Size(width: 20, height: 10), scale: .unit)
    }

    private func offset(_ viewport: Viewport, vertically: Bool = false) -> Double? {
        viewport.orthogonalSectionOnScreen(vertically: vertically).map { viewport.orthogonalOffset(of: $0) }
    }

    func testCentredPagingStepsFromCentredGroupToCentredGroup() {
        let viewport = viewport(.groupPagingCentered)
        // Content 50 wide: the largest offset, 30, centres the last group.
        XCTAssertEqual(viewport.orthogonalSectionOnScreen()?.maximumOffset(viewWidth: 20), 30)
        var offsets: [Double?] = []
        for _ in 0..<4 {
            viewport.scrollOrthogonalSection(by: 1)
            offsets.append(offset(viewport))
        }
        XCTAssertEqual(offsets, [10, 20, 30, 30])
        // At offset 20 group 2 (x 25.5, 9 wide) is shown at 5.5 ... 14.5, centred in the view.
        viewport.scrollOrthogonalSection(by: -1)
        let cells = viewport.visibleElements().filter { $0.kind == .cell && $0.indexPath.section == 0 }
        let group2 = cells.first { $0.indexPath.item == 2 }
        XCTAssertEqual(group2?.frame, Rect(x: 5.5, y: 0, width: 9, height: 3))
        viewport.scrollOrthogonalSection(by: -5)
        XCTAssertEqual(offset(viewport), 0)
    }

    func testLeadingBoundaryStepsAQuarterViewThenSettlesOnAGroupsLeadingEdge() {
        let viewport = viewport(.continuousGroupLeadingBoundary)
        // A quarter of the view is 5; the stops are 0, 10, 20 and the end, 21.
        var offsets: [Double?] = []
        for _ in 0..<3 {
            viewport.scrollOrthogonalSection(by: 1)
            offsets.append(offset(viewport))
        }
        XCTAssertEqual(offsets, [10, 20, 21])
        // Group 1 is at x 11: at offset 10 it is shown at 1, the section's leading inset.
        viewport.scrollOrthogonalSection(by: -1)
        XCTAssertEqual(offset(viewport), 20)
        viewport.scrollOrthogonalSection(by: -1)
        XCTAssertEqual(offset(viewport), 10)
        let group1 = viewport.visibleElements().first { $0.kind == .cell && $0.indexPath == LayoutIndexPath(item: 1, section: 0) }
        XCTAssertEqual(group1?.frame.minX, 1)
        // Four steps at once: 10 + 20 = 30 → the end.
        viewport.scrollOrthogonalSection(by: 4)
        XCTAssertEqual(offset(viewport), 21)
    }

    func testAResizeKeepsALeadingBoundarySectionOnAStop() {
        let viewport = viewport(.continuousGroupLeadingBoundary, groups: 8)
        viewport.scrollOrthogonalSection(by: 1)
        XCTAssertEqual(offset(viewport), 10)
        // 24 wide: container 22, groups 11, pitch 12; content 1 + 8·11 + 7 + 1 = 97, largest offset 73.
        viewport.resize(to: Size(width: 24, height: 10))
        let kept = offset(viewport)!
        XCTAssertEqual(kept.truncatingRemainder(dividingBy: 12), 0, "on a group stop: \(kept)")
    }

    // MARK: Horizontal layouts

    /// A horizontally scrolling layout: a section whose groups (4 wide, half the height) run down
    /// the screen 1 apart, then 6 columns of 6.
    private func horizontalViewport() -> Viewport {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        var vertical = LayoutSection(group: .horizontal(size: LayoutSize(width: .absolute(4), height: .fractionalHeight(0.5)), subitems: [item]))
        vertical.orthogonalScrollingBehavior = .groupPaging
        vertical.interGroupSpacing = 1
        let columns = LayoutSection(group: .vertical(size: LayoutSize(width: .absolute(6), height: .fractionalHeight(1)), subitems: [item]))
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [3, 6]), sections: [vertical, columns], configuration: configuration)
        return Viewport(layout: layout, size: Size(width: 20, height: 10), scale: .unit)
    }

    func testInAHorizontalLayoutTheVerticallyScrollingSectionIsTheOneJAndKMove() {
        let viewport = horizontalViewport()
        XCTAssertNil(viewport.orthogonalSectionOnScreen(), "h/l have no carousel to scroll: they scroll the view")
        let section = viewport.orthogonalSectionOnScreen(vertically: true)
        XCTAssertEqual(section?.section, 0)
        XCTAssertEqual(section?.scrollsVertically, true)
        // 3 groups 5 high, 1 apart: 17 down the screen, 7 past the view's height of 10.
        XCTAssertEqual(section?.maximumOffset(viewWidth: 10), 7)
        viewport.scrollOrthogonalSection(by: 1, vertically: true)
        XCTAssertEqual(offset(viewport, vertically: true), 6, "one group and its spacing")
        // The cells move up by 6: group 1 at the top, group 2 at 6; the columns do not move.
        let cells = viewport.visibleElements().filter { $0.kind == .cell }
        XCTAssertEqual(cells.filter { $0.indexPath.section == 0 }.sorted { $0.indexPath < $1.indexPath }.map(\.frame),
                       [Rect(x: 0, y: 0, width: 4, height: 5), Rect(x: 0, y: 6, width: 4, height: 5)])
        XCTAssertEqual(cells.first { $0.indexPath == LayoutIndexPath(item: 0, section: 1) }?.frame, Rect(x: 4, y: 0, width: 6, height: 10))
        XCTAssertEqual(viewport.shownWithOrthogonalOffset(.cell(at: LayoutIndexPath(item: 2, section: 0), frame: Rect(x: 0, y: 12, width: 4, height: 5))).frame,
                       Rect(x: 0, y: 6, width: 4, height: 5))
        viewport.scrollOrthogonalSection(by: 1, vertically: true)
        XCTAssertEqual(offset(viewport, vertically: true), 7, "clamped to the end")
        viewport.scrollOrthogonalSection(by: -1, vertically: true)
        XCTAssertEqual(offset(viewport, vertically: true), 6)
        XCTAssertEqual(viewport.contentOffset, .zero, "the view itself never moved")
    }

    func testRevealingACellOfAVerticallyScrollingSectionScrollsItDown() {
        let viewport = horizontalViewport()
        // Group 2 is at y 12 ..< 17 unscrolled: on a group stop, 12, clamped to the end, 7.
        viewport.revealOrthogonally(.cell(at: LayoutIndexPath(item: 2, section: 0), frame: Rect(x: 0, y: 12, width: 4, height: 5)))
        XCTAssertEqual(offset(viewport, vertically: true), 7)
        viewport.revealOrthogonally(.cell(at: LayoutIndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 4, height: 5)))
        XCTAssertEqual(offset(viewport, vertically: true), 0)
    }

    func testOnceScrolledSidewaysPastItTheSectionIsNoLongerOnScreen() {
        let viewport = horizontalViewport()
        viewport.scrollHorizontally(byCells: 5)
        XCTAssertNil(viewport.orthogonalSectionOnScreen(vertically: true), "its columns 0 ..< 4 are left of the view")
    }

    func testAVerticallyScrollingBandClipsItsCellsToItsColumns() {
        // A cell reaching left and right of its section's band (columns 2 and 3) is drawn only there.
        var band = OrthogonalSection(section: 0, behavior: .continuous, minY: 2, maxY: 4, contentWidth: 100,
                                     groupWidth: 10, groupPitch: 10, groupCount: 10)
        band.scrollsVertically = true
        let elements = [LayoutAttributes(kind: .cell, indexPath: LayoutIndexPath(item: 0, section: 0), frame: Rect(x: 1, y: 1, width: 6, height: 3)),
                        LayoutAttributes(kind: .cell, indexPath: LayoutIndexPath(item: 0, section: 1), frame: Rect(x: 8, y: 1, width: 6, height: 3))]
        var clipped = CellGrid(width: 16, height: 5)
        Rasterizer().draw(elements, offset: .zero, in: clipped.area, clippingOrthogonal: [band], of: &clipped)
        XCTAssertEqual(clipped.lines(trimmingTrailingSpaces: true), [
            "",
            "  ──    ┌────┐",
            "  0.    │1.0 │",
            "  ──    └────┘",
            "",
        ])
    }

    func testTheHorizontalExtentLeavesOutSectionsThatScrollVertically() {
        let viewport = horizontalViewport()
        // Only the layout's own content width, 4 + 6·6 = 40: the section's 17 run down the screen.
        XCTAssertEqual(viewport.horizontalExtentWithOrthogonalOffsets(of: viewport.visibleRect), 0...40)
    }
}
