import XCTest
import TrellisLayout
import TrellisPreview
import TrellisTesting
@testable import TrellisRender

/// The sideways scrolling of orthogonal sections (Viewport+Orthogonal.swift): `h`/`l` move the
/// topmost one on screen by one group (paging kinds) or a quarter of the view (continuous), each
/// section keeps its place as a fraction across a resize, and the frame shows each section
/// shifted by its offset and clipped to the view.
final class OrthogonalScrollingTests: XCTestCase {
    /// One cell per group: a group `groupWidth` wide (30, or a fraction of the view) and 4 tall,
    /// 2 apart, inset 1 left and right, under a header of 1.
    private func orthogonalSection(_ behavior: LayoutSection.OrthogonalScrollingBehavior,
                          groupWidth: LayoutDimension = .absolute(30), groupHeight: Double = 4) -> LayoutSection {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        var section = LayoutSection(group: .horizontal(size: LayoutSize(width: groupWidth, height: .absolute(groupHeight)), subitems: [item]))
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 2
        section.contentInsets = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
        section.headerHeight = 1
        return section
    }

    /// Full-width rows 3 tall.
    private var list: LayoutSection {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        return LayoutSection(group: .horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(3)), subitems: [item]))
    }

    private func viewport(_ sections: [LayoutSection], items: [Int], width: Double = 40, height: Double = 11,
                          scale: LayoutScale = .unit) -> Viewport {
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: items), sections: sections)
        return Viewport(layout: layout, size: Size(width: width, height: height), scale: scale)
    }

    /// The sideways offset of the topmost orthogonal section on screen.
    private func offset(_ viewport: Viewport) -> Double? {
        viewport.orthogonalSectionOnScreen().map { viewport.orthogonalOffset(of: $0) }
    }

    func testPagingMovesOneGroupAndLandsOnGroupStarts() {
        for behavior in [LayoutSection.OrthogonalScrollingBehavior.paging, .groupPaging] {
            // 10 groups: content 1 + 10·30 + 9·2 + 1 = 320 wide, so the largest offset is 280.
            let viewport = viewport([orthogonalSection(behavior), list], items: [10, 20])
            XCTAssertEqual(viewport.orthogonalSectionOnScreen()?.maximumOffset(viewWidth: 40), 280)
            XCTAssertEqual(offset(viewport), 0)
            viewport.scrollOrthogonalSection(by: 1)
            XCTAssertEqual(offset(viewport), 32, "\(behavior): one group and its spacing")
            viewport.scrollOrthogonalSection(by: 1)
            XCTAssertEqual(offset(viewport), 64)
            viewport.scrollOrthogonalSection(by: -1)
            XCTAssertEqual(offset(viewport), 32)
            viewport.scrollOrthogonalSection(by: 100)
            XCTAssertEqual(offset(viewport), 280, "clamped to the end")
            viewport.scrollOrthogonalSection(by: -1)
            XCTAssertEqual(offset(viewport), 256, "back to the last group start before the end")
            viewport.scrollOrthogonalSection(by: -100)
            XCTAssertEqual(offset(viewport), 0, "clamped to the start")
            XCTAssertEqual(viewport.contentOffset, .zero, "the vertical scroll never moves")
        }
    }

    func testContinuousMovesAQuarterOfTheViewInWholeColumns() {
        let viewport = viewport([orthogonalSection(.continuous), list], items: [10, 20], width: 42)
        viewport.scrollOrthogonalSection(by: 1)
        XCTAssertEqual(offset(viewport), 10, "42 / 4 = 10.5 columns, rounded down")
        viewport.scrollOrthogonalSection(by: 2)
        XCTAssertEqual(offset(viewport), 30)
        // In points: 40 columns of 8 points, a quarter is 10 columns, 80 points.
        // Groups 64 points tall (4 rows): a band the screen shows (one under a row would not count).
        let scaled = self.viewport([orthogonalSection(.continuous, groupWidth: .absolute(240), groupHeight: 64), list], items: [10, 20],
                                   width: 320, height: 176, scale: LayoutScale(x: 8, y: 16))
        scaled.scrollOrthogonalSection(by: 1)
        XCTAssertEqual(offset(scaled), 80)
    }

    func testTheTopmostOrthogonalSectionOnScreenScrollsAndTheOthersKeepTheirPlace() {
        // Sections: 0 from 0 to 5 (band 1 … 5), 1 from 5 to 14, 2 from 14 to 19 (band 15 … 19).
        let viewport = viewport([orthogonalSection(.paging), list, orthogonalSection(.groupPaging)], items: [10, 3, 10], height: 11)
        XCTAssertEqual(viewport.orthogonalSectionsOnScreen().map(\.section), [0])
        viewport.scrollOrthogonalSection(by: 2)
        XCTAssertEqual(viewport.orthogonalOffset(ofSection: 0), 64)
        XCTAssertEqual(viewport.orthogonalOffset(ofSection: 2), 0)
        // Scrolled down past the first carousel (its band ends at 1 + 4 = 5): the second one moves.
        viewport.scroll(toY: 6)
        XCTAssertEqual(viewport.orthogonalSectionOnScreen()?.section, 2)
        viewport.scrollOrthogonalSection(by: 1)
        XCTAssertEqual(viewport.orthogonalOffset(ofSection: 2), 32)
        XCTAssertEqual(viewport.orthogonalOffset(ofSection: 0), 64, "kept while off screen")
        viewport.scroll(toY: 0)
        XCTAssertEqual(offset(viewport), 64, "and still there when back")
    }

    func testWithNoOrthogonalSectionOnScreenNothingScrolls() {
        let viewport = viewport([list, orthogonalSection(.paging)], items: [20, 10])
        XCTAssertNil(viewport.orthogonalSectionOnScreen())
        XCTAssertNil(viewport.scrollOrthogonalSection(by: 1))
        viewport.scrollToBottom()
        XCTAssertEqual(viewport.orthogonalSectionOnScreen()?.section, 1)
    }

    func testAResizeSnapsAPagingSectionToTheNearestGroupStart() {
        // Groups 0.9 of the container: a group start scales differently from the largest offset.
        for behavior in [LayoutSection.OrthogonalScrollingBehavior.paging, .groupPaging] {
            let viewport = viewport([orthogonalSection(behavior, groupWidth: .fractionalWidth(0.9)), list], items: [5, 20], width: 80)
            viewport.scrollOrthogonalSection(by: 2)
            for width in [100.0, 61, 83, 80] {
                viewport.resize(to: Size(width: width, height: 11))
                let section = viewport.orthogonalSectionOnScreen()!
                let offset = viewport.orthogonalOffset(of: section)
                XCTAssertEqual(offset, 2 * section.groupPitch, accuracy: 1e-9, "\(behavior) at width \(width): on a group start")
                viewport.scrollOrthogonalSection(by: 1)
                XCTAssertEqual(viewport.orthogonalOffset(of: section), min(3 * section.groupPitch, section.maximumOffset(viewWidth: width)),
                               accuracy: 1e-9, "\(behavior) at width \(width): the next step goes one whole group")
                viewport.scrollOrthogonalSection(by: -1)
            }
            viewport.scrollOrthogonalSection(by: 100)
            viewport.resize(to: Size(width: 97, height: 11))
            let end = viewport.orthogonalSectionOnScreen()!
            XCTAssertEqual(viewport.orthogonalOffset(of: end), end.maximumOffset(viewWidth: 97), "the end stays the end")
        }
    }

    func testASectionShowingNoWholeRowIsNotOnScreen() {
        // A list 10.6 tall, then the carousel's header (1): its band starts at 11.6, which the
        // screen rounds to row 12, the first row below a view 12 rows tall.
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let tall = LayoutSection(group: .horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(10.6)), subitems: [item]))
        let viewport = viewport([tall, orthogonalSection(.paging)], items: [1, 10], height: 12)
        XCTAssertEqual(viewport.orthogonalSectionsOnScreen().map(\.section), [1], "its band meets the view by 0.4")
        XCTAssertNil(viewport.orthogonalSectionOnScreen(), "but no row of it is shown")
        XCTAssertNil(viewport.scrollOrthogonalSection(by: 1))
        viewport.resize(to: Size(width: 40, height: 13))
        XCTAssertEqual(viewport.orthogonalSectionOnScreen()?.section, 1, "one row shown: it counts")
    }

    func testAnOrthogonalSectionThatFitsLeavesTheKeysToTheNextOne() {
        // Section 0: two groups 10 wide, 1 + 10 + 2 + 10 + 1 = 24 columns in a view 40 wide.
        let viewport = viewport([orthogonalSection(.paging, groupWidth: .absolute(10)), orthogonalSection(.continuous)], items: [2, 10], height: 12)
        XCTAssertEqual(viewport.orthogonalSectionsOnScreen().map(\.section), [0, 1])
        XCTAssertEqual(viewport.orthogonalSectionOnScreen()?.section, 1)
        XCTAssertEqual(viewport.scrollOrthogonalSection(by: 1)?.section, 1)
        XCTAssertEqual(viewport.orthogonalOffset(ofSection: 1), 10)
        XCTAssertEqual(viewport.orthogonalOffset(ofSection: 0), 0)
    }

    func testAPinnedHeaderStaysOverItsOwnOrthogonalSection() {
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [10, 20]), sections: [orthogonalSection(.paging), list])
        layout.sectionHeadersPinToVisibleBounds = true
        let viewport = Viewport(layout: layout, size: Size(width: 40, height: 11))
        viewport.scrollOrthogonalSection(by: 1)
        viewport.scroll(toY: 2)   // the header (row 0) pinned over the carousel's band (rows 1 … 5)
        let composer = ScreenComposer(title: "carousel", layoutName: "compositional", numberOfSections: 2, numberOfItems: 30)
        let lines = composer.renderScreen(viewport: viewport, width: 40, height: 12).lines(trimmingTrailingSpaces: true)
        let header = Rasterizer.cellRect(for: viewport.layout.layoutAttributesForSupplementaryView(ofKind: .header, at: LayoutIndexPath(item: 0, section: 0))!.frame,
                                         offset: viewport.contentOffset, in: CellRect(x: 0, y: 0, width: 40, height: 11))!
        XCTAssertEqual(header.y, 0)
        XCTAssertFalse(lines[0].contains("│") || lines[0].contains("┌") || lines[0].contains("─"), "the header, not a card: \(lines[0])")
    }

    func testAResizeKeepsEachSectionsPositionAsAFraction() {
        // Groups half the section container wide: every length scales with the view.
        let viewport = viewport([orthogonalSection(.continuous, groupWidth: .fractionalWidth(0.5)), list], items: [10, 20])
        viewport.scrollOrthogonalSection(by: 5)
        let section = viewport.orthogonalSectionOnScreen()!
        let fraction = viewport.orthogonalOffset(of: section) / section.maximumOffset(viewWidth: 40)
        XCTAssertEqual(viewport.orthogonalOffset(of: section), 50)
        for width in [61.0, 23, 40] {
            viewport.resize(to: Size(width: width, height: 11))
            let resized = viewport.orthogonalSectionOnScreen()!
            XCTAssertEqual(viewport.orthogonalOffset(of: resized) / resized.maximumOffset(viewWidth: width), fraction,
                           accuracy: 1e-12, "at width \(width)")
        }
        XCTAssertEqual(offset(viewport), 50, "back at the first width, back at the same offset")
        // The end stays the end.
        viewport.scrollOrthogonalSection(by: 1_000)
        viewport.resize(to: Size(width: 57, height: 11))
        let end = viewport.orthogonalSectionOnScreen()!
        XCTAssertEqual(viewport.orthogonalOffset(of: end), end.maximumOffset(viewWidth: 57))
    }

    func testTheFrameShowsEachSectionShiftedByItsOffset() {
        let viewport = viewport([orthogonalSection(.paging), list], items: [10, 20])
        viewport.scrollOrthogonalSection(by: 1)
        let cells = viewport.visibleElements().filter { $0.kind == .cell && $0.indexPath.section == 0 }
        // Group k lies at 1 + 32k unscrolled; 32 to the left, group 1 is at 1 and group 2 at 33.
        XCTAssertEqual(cells.map(\.indexPath.item).sorted(), [1, 2])
        XCTAssertEqual(cells.first { $0.indexPath.item == 1 }?.frame, Rect(x: 1, y: 1, width: 30, height: 4))
        XCTAssertEqual(cells.first { $0.indexPath.item == 2 }?.frame, Rect(x: 33, y: 1, width: 30, height: 4))
        XCTAssertEqual(viewport.layout.layoutAttributesForItem(at: LayoutIndexPath(item: 1, section: 0))?.frame.minX, 33,
                       "the layout's own frames stay unscrolled")
        let composer = ScreenComposer(title: "carousel", layoutName: "compositional", numberOfSections: 2, numberOfItems: 30)
        assertGridSnapshot(of: composer.renderScreen(viewport: viewport, width: 40, height: 12), named: "orthogonal_paged_once")
    }

    func testAMillionItemOrthogonalSectionAsksOnlyForWhatIsVisible() {
        let viewport = viewport([orthogonalSection(.continuous), list], items: [1_000_000, 20])
        viewport.scrollOrthogonalSection(by: 1_000_000_000)
        let section = viewport.orthogonalSectionOnScreen()!
        XCTAssertEqual(section.groupCount, 1_000_000)
        let cells = viewport.visibleElements().filter { $0.kind == .cell && $0.indexPath.section == 0 }
        XCTAssertEqual(cells.map(\.indexPath.item).sorted(), [999_998, 999_999], "the last two cards, nothing else")
    }

    func testRevealingACellScrollsItsSectionAsLittleAsShowsIt() {
        // Group k at 1 + 32k, 30 wide, in a view 40 wide.
        let continuous = viewport([orthogonalSection(.continuous), list], items: [10, 20])
        let layout = continuous.layout
        continuous.revealOrthogonally(layout.layoutAttributesForItem(at: LayoutIndexPath(item: 2, section: 0))!)
        XCTAssertEqual(offset(continuous), 65 + 30 - 40, "its right edge at the view's")
        continuous.revealOrthogonally(layout.layoutAttributesForItem(at: LayoutIndexPath(item: 1, section: 0))!)
        XCTAssertEqual(offset(continuous), 33, "its left edge at the view's")
        continuous.revealOrthogonally(layout.layoutAttributesForItem(at: LayoutIndexPath(item: 0, section: 1))!)
        XCTAssertEqual(offset(continuous), 33, "a cell of another section moves nothing")
        // Paging lands on group starts, the way it moves.
        let paging = viewport([orthogonalSection(.paging), list], items: [10, 20])
        paging.revealOrthogonally(paging.layout.layoutAttributesForItem(at: LayoutIndexPath(item: 2, section: 0))!)
        XCTAssertEqual(offset(paging), 64)
        paging.revealOrthogonally(paging.layout.layoutAttributesForItem(at: LayoutIndexPath(item: 1, section: 0))!)
        XCTAssertEqual(offset(paging), 32)
        // Right to left the frames are mirrored, and the offset still counts from the start.
        let mirrored = CompositionalLayout(dataSource: TestDataSource(counts: [10, 20]), sections: [orthogonalSection(.continuous), list])
        mirrored.direction = .rightToLeft
        let rtl = Viewport(layout: mirrored, size: Size(width: 40, height: 11))
        rtl.revealOrthogonally(mirrored.layoutAttributesForItem(at: LayoutIndexPath(item: 2, section: 0))!)
        XCTAssertEqual(offset(rtl), 55)
        let shown = rtl.visibleElements().first { $0.indexPath == LayoutIndexPath(item: 2, section: 0) }
        XCTAssertEqual(shown?.frame.minX, 0, "wholly on screen, at its left edge")
    }

    func testABandClipsItsCellsToItsRows() {
        // A cell reaching above and below its section's band (rows 2 and 3) is drawn only there.
        let band = OrthogonalSection(section: 0, behavior: .continuous, minY: 2, maxY: 4, contentWidth: 100,
                                     groupWidth: 10, groupPitch: 10, groupCount: 10)
        let elements = [LayoutAttributes(kind: .cell, indexPath: LayoutIndexPath(item: 0, section: 0), frame: Rect(x: 1, y: 1, width: 8, height: 5)),
                        LayoutAttributes(kind: .cell, indexPath: LayoutIndexPath(item: 0, section: 1), frame: Rect(x: 11, y: 1, width: 8, height: 5))]
        var clipped = CellGrid(width: 20, height: 7)
        Rasterizer().draw(elements, offset: .zero, in: clipped.area, clippingOrthogonal: [band], of: &clipped)
        XCTAssertEqual(clipped.lines(trimmingTrailingSpaces: true), [
            "",
            "           ┌──────┐",
            " │0.0   │  │1.0   │",
            " │      │  │      │",
            "           │      │",
            "           └──────┘",
            "",
        ])
        // Without orthogonal sections, exactly the plain draw.
        var plain = CellGrid(width: 20, height: 7), same = CellGrid(width: 20, height: 7)
        Rasterizer().draw(elements, offset: .zero, in: plain.area, of: &plain)
        Rasterizer().draw(elements, offset: .zero, in: same.area, clippingOrthogonal: [], of: &same)
        XCTAssertEqual(plain.lines(trimmingTrailingSpaces: false), same.lines(trimmingTrailingSpaces: false))
    }
}
