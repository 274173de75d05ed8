import XCTest
@testable import TrellisLayout

/// Rule 12 of the compositional layout: orthogonal sections, and what a viewer gets to scroll them.
final class CompositionalOrthogonalTests: XCTestCase {
    /// Groups half the container wide (4 of 8), 3 high, 1 apart, below a header of 1 and an inset of 1.
    private func orthogonalSection(_ behavior: LayoutSection.OrthogonalScrollingBehavior = .groupPaging,
                          group: LayoutGroup? = nil) -> LayoutSection {
        var section = LayoutSection(group: group ?? LayoutGroup.horizontal(size: size(.fractionalWidth(0.5), .absolute(3)),
                                                                           subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 1
        section.contentInsets = EdgeInsets(top: 1, left: 1, bottom: 0, right: 1)
        section.headerHeight = 1
        return section
    }

    private func listSection() -> LayoutSection {
        LayoutSection(group: LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(1)),
                                                    subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
    }

    func testGroupsLieAlongXUnscrolledPastTheViewsWidth() {
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [5, 1]), sections: [orthogonalSection(), listSection()])
            .prepared(width: 10)
        XCTAssertEqual(layout.cellFrames(), [rect(1, 2, 4, 3), rect(6, 2, 4, 3), rect(11, 2, 4, 3), rect(16, 2, 4, 3), rect(21, 2, 4, 3)])
        // The section's content height is its group's: the next section starts at 2 + 3.
        XCTAssertEqual(layout.cellFrames(section: 1), [rect(0, 5, 10, 1)])
        XCTAssertEqual(layout.collectionViewContentSize, Size(width: 10, height: 6))
    }

    func testTheGroupsResolveAgainstTheInsetContainerInEveryBehaviour() {
        for behavior in [LayoutSection.OrthogonalScrollingBehavior.continuous, .paging, .groupPaging] {
            let layout = CompositionalLayout(dataSource: TestDataSource(counts: [2]), section: orthogonalSection(behavior)).prepared(width: 10)
            XCTAssertEqual(layout.cellFrames(), [rect(1, 2, 4, 3), rect(6, 2, 4, 3)], "\(behavior)")
        }
    }

    func testTheViewerGetsTheBandTheContentWidthAndThePitch() {
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [5, 1]), sections: [orthogonalSection(), listSection()])
            .prepared(width: 10)
        let expected = OrthogonalSection(section: 0, behavior: .groupPaging, minY: 2, maxY: 5, contentWidth: 1 + 5 * 4 + 4 + 1,
                                         groupWidth: 4, groupPitch: 5, groupCount: 5)
        XCTAssertEqual(layout.orthogonalSection(0), expected)
        XCTAssertNil(layout.orthogonalSection(1))
        XCTAssertNil(layout.orthogonalSection(7))
        XCTAssertEqual(layout.orthogonalSections(in: rect(0, 0, 10, 24)), [expected])
        XCTAssertEqual(layout.orthogonalSections(in: rect(0, 5, 10, 24)), [])
        XCTAssertEqual(expected.maximumOffset(viewWidth: 10), 16)
    }

    func testAQueryWithOrthogonalOffsetsShowsTheScrolledCells() {
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [5, 1]), sections: [orthogonalSection(), listSection()])
            .prepared(width: 10)
        let view = rect(0, 0, 10, 24)
        let unscrolled = layout.layoutAttributesForElements(in: view).filter { $0.kind == .cell }.sorted(by: canonicalOrder)
        XCTAssertEqual(unscrolled.map(\.indexPath.item), [0, 1, 0])
        let scrolled = layout.layoutAttributesForElements(in: view, orthogonalOffsets: [0: 10, 1: 99]).sorted(by: canonicalOrder)
        XCTAssertEqual(scrolled.filter { $0.kind == .cell && $0.indexPath.section == 0 }.map(\.frame), [rect(1, 2, 4, 3), rect(6, 2, 4, 3)])
        XCTAssertEqual(scrolled.filter { $0.kind == .cell && $0.indexPath.section == 0 }.map(\.indexPath.item), [2, 3])
        // The header and the vertical section do not move sideways.
        XCTAssertEqual(scrolled.filter { $0.kind == .header }.map(\.frame), [rect(1, 0, 8, 1)])
        XCTAssertEqual(scrolled.filter { $0.indexPath.section == 1 }.map(\.frame), [rect(0, 5, 10, 1)])
    }

    func testTheContentHeightIsTheTallestGroup() {
        let group = LayoutGroup.horizontal(size: size(.absolute(4), .estimated(1)), subitems: [item(.fractionalWidth(1), .estimated(1))])
        var section = orthogonalSection(.continuous, group: group)
        section.footerHeight = 1
        let source = TestDataSource(items: [[.init(height: 2), .init(height: 7), .init(height: 3)]])
        let layout = CompositionalLayout(dataSource: source, section: section).prepared(width: 10)
        XCTAssertEqual(layout.cellFrames(), [rect(1, 2, 4, 2), rect(6, 2, 4, 7), rect(11, 2, 4, 3)])
        XCTAssertEqual(layout.orthogonalSection(0)?.maxY, 9)
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: .footer, at: LayoutIndexPath(item: 0, section: 0))?.frame,
                       rect(1, 9, 8, 1))
    }

    func testRightToLeftMirrorsOrthogonalSectionsTooAndOffsetsMoveThemRight() {
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [5]), section: orthogonalSection())
        layout.direction = .rightToLeft
        layout.prepared(width: 10)
        XCTAssertEqual(layout.cellFrames(), [rect(5, 2, 4, 3), rect(0, 2, 4, 3), rect(-5, 2, 4, 3), rect(-10, 2, 4, 3), rect(-15, 2, 4, 3)])
        let scrolled = layout.layoutAttributesForElements(in: rect(0, 0, 10, 24), orthogonalOffsets: [0: 10])
            .filter { $0.kind == .cell }.sorted(by: canonicalOrder)
        XCTAssertEqual(scrolled.map(\.indexPath.item), [2, 3])
        XCTAssertEqual(scrolled.map(\.frame), [rect(5, 2, 4, 3), rect(0, 2, 4, 3)])
    }

    func testAMillionItemOrthogonalSectionIsArithmetic() {
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [1_000_000]), section: orthogonalSection()).prepared(width: 10)
        XCTAssertEqual(layout.orthogonalSection(0)?.groupCount, 1_000_000)
        let far = layout.layoutAttributesForElements(in: rect(0, 0, 10, 24), orthogonalOffsets: [0: 5 * 999_998])
            .filter { $0.kind == .cell }.map(\.indexPath.item).sorted()
        XCTAssertEqual(far, [999_998, 999_999])
        XCTAssertLessThanOrEqual(layout.retainedBytes, 8 * 1_000_000)
    }
}
