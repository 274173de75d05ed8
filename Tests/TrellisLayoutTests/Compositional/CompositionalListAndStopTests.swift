import XCTest
@testable import TrellisLayout

/// Rule 24 (`.groupPagingCentered` frames, and the stops of both new behaviours) and rule 25
/// (list sections) of the compositional layout.
final class CompositionalListAndStopTests: XCTestCase {
    // MARK: Rule 24

    /// Groups half the container wide, 3 high, 1 apart, insets 1 left and right: in a view 20
    /// wide the container is 18, a group 9, the pitch 10.
    private func carousel(_ behavior: LayoutSection.OrthogonalScrollingBehavior) -> LayoutSection {
        var section = LayoutSection(group: .horizontal(size: size(.fractionalWidth(0.5), .absolute(3)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 1
        section.contentInsets = EdgeInsets(left: 1, right: 1)
        return section
    }

    func testGroupPagingCenteredShiftsTheGroupsSoThatGroupZeroIsCentred() {
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [4]), section: carousel(.groupPagingCentered)).prepared(width: 20)
        // (18 − 9) / 2 = 4.5 right of the inset: 1 + 4.5 = 5.5, then every 10.
        XCTAssertEqual(layout.cellFrames(), [rect(5.5, 0, 9, 3), rect(15.5, 0, 9, 3), rect(25.5, 0, 9, 3), rect(35.5, 0, 9, 3)])
        // Group 0's centre is the view's: 5.5 + 4.5 = 10.
        let info = layout.orthogonalSection(0)!
        XCTAssertEqual(info.leadingShift, 4.5)
        // 1 + 2·4.5 + 4·9 + 3·1 + 1 = 50: the largest offset, 30, centres the last group.
        XCTAssertEqual(info.contentWidth, 50)
        XCTAssertEqual(info.maximumOffset(viewWidth: 20), 30)
        // Page k centres group k: at offset 20, group 2 is shown at 25.5 − 20 = 5.5.
        XCTAssertEqual(info.stopOffset(ofGroup: 2, viewWidth: 20), 20)
        XCTAssertEqual(info.stopOffset(ofGroup: 3, viewWidth: 20), 30)
        XCTAssertEqual(info.stopOffset(ofGroup: 9, viewWidth: 20), 30, "clamped to the end")
        let shown = layout.layoutAttributesForElements(in: rect(0, 0, 20, 3), orthogonalOffsets: [0: 20])
            .filter { $0.kind == .cell }.sorted(by: canonicalOrder)
        XCTAssertEqual(shown.map(\.indexPath.item), [1, 2, 3])
        XCTAssertEqual(shown.map(\.frame.minX), [-4.5, 5.5, 15.5])
    }

    func testASelfSizingCentredSectionIsShiftedToo() {
        var section = carousel(.groupPagingCentered)
        section.group.size = size(.fractionalWidth(0.5), .estimated(3))
        section.group.subitems = [.item(item(.fractionalWidth(1), .estimated(3)))]
        let source = TestDataSource(heights: [2, 4])
        let layout = CompositionalLayout(dataSource: source, section: section).prepared(width: 20)
        XCTAssertEqual(layout.cellFrames(), [rect(5.5, 0, 9, 2), rect(15.5, 0, 9, 4)])
    }

    func testAGroupWiderThanItsContainerIsNotShifted() {
        var section = carousel(.groupPagingCentered)
        section.group.size = size(.absolute(30), .absolute(3))
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [2]), section: section).prepared(width: 20)
        XCTAssertEqual(layout.cellFrames(), [rect(1, 0, 30, 3), rect(32, 0, 30, 3)])
        XCTAssertEqual(layout.orthogonalSection(0)?.leadingShift, 0)
    }

    func testTheOtherBehavioursAreNotShifted() {
        for behavior in [LayoutSection.OrthogonalScrollingBehavior.continuous, .paging, .groupPaging, .continuousGroupLeadingBoundary] {
            let layout = CompositionalLayout(dataSource: TestDataSource(counts: [2]), section: carousel(behavior)).prepared(width: 20)
            XCTAssertEqual(layout.cellFrames(), [rect(1, 0, 9, 3), rect(11, 0, 9, 3)], "\(behavior)")
            XCTAssertEqual(layout.orthogonalSection(0)?.contentWidth, 1 + 9 + 1 + 9 + 1, "\(behavior)")
        }
    }

    func testLeadingBoundaryStopsPutAGroupsLeadingEdgeAtTheInset() {
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [4]), section: carousel(.continuousGroupLeadingBoundary))
            .prepared(width: 20)
        let info = layout.orthogonalSection(0)!
        // Groups at 1, 11, 21, 31; content 1 + 4·9 + 3 + 1 = 41; largest offset 21.
        XCTAssertEqual(info.maximumOffset(viewWidth: 20), 21)
        XCTAssertTrue(info.stopsAtGroups)
        // At offset 10, group 1 (x 11) is shown at 1: the section's leading inset.
        XCTAssertEqual(info.stop(near: 4, viewWidth: 20), 0)
        XCTAssertEqual(info.stop(near: 5, viewWidth: 20), 10)
        XCTAssertEqual(info.stop(near: 14.9, viewWidth: 20), 10)
        XCTAssertEqual(info.stop(near: 16, viewWidth: 20), 20)
        XCTAssertEqual(info.stop(near: 20.6, viewWidth: 20), 20)
        XCTAssertEqual(info.stop(near: 99, viewWidth: 20), 21, "the end is a stop")
        XCTAssertEqual(info.stop(near: -3, viewWidth: 20), 0)
        XCTAssertEqual(info.nextStop(from: 0, forward: true, viewWidth: 20), 10)
        XCTAssertEqual(info.nextStop(from: 12, forward: true, viewWidth: 20), 20)
        XCTAssertEqual(info.nextStop(from: 20, forward: true, viewWidth: 20), 21)
        XCTAssertEqual(info.nextStop(from: 21, forward: true, viewWidth: 20), 21)
        XCTAssertEqual(info.nextStop(from: 21, forward: false, viewWidth: 20), 20)
        XCTAssertEqual(info.nextStop(from: 12, forward: false, viewWidth: 20), 10)
        XCTAssertEqual(info.nextStop(from: 0, forward: false, viewWidth: 20), 0)
        // Many steps at once, in O(1): from 12, two on is 30 → the end; two back from the end, 10.
        XCTAssertEqual(info.stop(steps: 2, from: 12, viewWidth: 20), 21)
        XCTAssertEqual(info.stop(steps: -2, from: 21, viewWidth: 20), 10)
        XCTAssertEqual(info.stop(steps: -1_000_000, from: 21, viewWidth: 20), 0)
        XCTAssertEqual(info.stop(steps: 0, from: 12, viewWidth: 20), 12)
    }

    func testAContinuousSectionStopsAnywhere() {
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [4]), section: carousel(.continuous)).prepared(width: 20)
        let info = layout.orthogonalSection(0)!
        XCTAssertFalse(info.stopsAtGroups)
        XCTAssertEqual(info.stop(near: 7.25, viewWidth: 20), 7.25)
        XCTAssertEqual(info.stop(near: 99, viewWidth: 20), 21)
        XCTAssertEqual(info.stop(near: .nan, viewWidth: 20), 0)
    }

    // MARK: Rule 25

    private func list(_ appearance: LayoutListConfiguration.Appearance,
                      configure: (inout LayoutListConfiguration) -> Void = { _ in }) -> LayoutSection {
        var configuration = LayoutListConfiguration(appearance: appearance)
        configure(&configuration)
        return .list(using: configuration, environment: LayoutEnvironment(container: LayoutContainer(contentSize: Size(width: 393, height: 852))))
    }

    func testPlainRowsAreFullWidthSelfSizedAndAtLeast44() {
        let source = TestDataSource(items: [[.init(height: 30), .init(height: 60), .init(), .init(text: 2000)]])
        let layout = CompositionalLayout(dataSource: source, section: list(.plain)).prepared(width: 393, height: 852)
        // 30 → 44; 60; no data → the estimate, 44; text 2000 at 393 − 2: ceil(2000 / 391) + 2 = 8 → 44.
        XCTAssertEqual(layout.cellFrames(), [rect(0, 0, 393, 44), rect(0, 44, 393, 60), rect(0, 104, 393, 44), rect(0, 148, 393, 44)])
        layout.completeLayout()
        XCTAssertEqual(layout.collectionViewContentSize.height, 192)
    }

    func testInsetGroupedSectionsAreInset20AndPadded35() {
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [2, 2]), section: list(.insetGrouped)).prepared(width: 393, height: 852)
        // Section 0: 35 down, rows 393 − 40 = 353 wide at x 20; it ends at 35 + 88 = 123.
        XCTAssertEqual(layout.cellFrames(section: 0), [rect(20, 35, 353, 44), rect(20, 79, 353, 44)])
        // Section 1: 123 + 35 = 158.
        XCTAssertEqual(layout.cellFrames(section: 1), [rect(20, 158, 353, 44), rect(20, 202, 353, 44)])
        layout.completeLayout()
        XCTAssertEqual(layout.collectionViewContentSize.height, 246)
    }

    func testGroupedSectionsAreFullWidthAndPadded35() {
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [1, 1]), section: list(.grouped)).prepared(width: 393, height: 852)
        XCTAssertEqual(layout.cellFrames(section: 0), [rect(0, 35, 393, 44)])
        XCTAssertEqual(layout.cellFrames(section: 1), [rect(0, 114, 393, 44)])
    }

    func testSidebarsAndHeaderTopPadding() {
        let sidebar = CompositionalLayout(dataSource: TestDataSource(counts: [1]), section: list(.sidebar)).prepared(width: 393, height: 852)
        XCTAssertEqual(sidebar.cellFrames(), [rect(10, 10, 373, 44)])
        let plainSidebar = CompositionalLayout(dataSource: TestDataSource(counts: [1]), section: list(.sidebarPlain)).prepared(width: 393, height: 852)
        XCTAssertEqual(plainSidebar.cellFrames(), [rect(0, 0, 393, 44)])
        // headerTopPadding replaces the appearance's padding; a bad one counts as 0.
        let padded = CompositionalLayout(dataSource: TestDataSource(counts: [1]), section: list(.grouped) { $0.headerTopPadding = 10 })
            .prepared(width: 393, height: 852)
        XCTAssertEqual(padded.cellFrames(), [rect(0, 10, 393, 44)])
        let bad = CompositionalLayout(dataSource: TestDataSource(counts: [1]), section: list(.insetGrouped) { $0.headerTopPadding = -5 })
            .prepared(width: 393, height: 852)
        XCTAssertEqual(bad.cellFrames(), [rect(20, 0, 353, 44)])
    }

    func testHeaderAndFooterModesAddBoundaryItems() {
        let section = list(.insetGrouped) { $0.headerMode = .supplementary; $0.footerMode = .supplementary }
        XCTAssertEqual(section.boundarySupplementaryItems, [
            LayoutBoundaryItem(size: size(.fractionalWidth(1), .estimated(38)), kind: .header, alignment: .top),
            LayoutBoundaryItem(size: size(.fractionalWidth(1), .estimated(28)), kind: .footer, alignment: .bottom),
        ])
        XCTAssertTrue(section.supplementariesFollowContentInsets, "they follow the 20-point side insets")
        XCTAssertEqual(list(.plain) { $0.headerMode = .supplementary }.boundarySupplementaryItems.first?.size.height, .estimated(28))
        XCTAssertEqual(list(.plain).boundarySupplementaryItems, [])
    }

    func testFirstItemInSectionIsARowLikeTheOthers() {
        let section = list(.plain) { $0.headerMode = .firstItemInSection; $0.showsSeparators = false }
        XCTAssertEqual(section.boundarySupplementaryItems, [])
        XCTAssertEqual(section.listConfiguration?.headerMode, .firstItemInSection)
        XCTAssertEqual(section.listConfiguration?.showsSeparators, false, "kept for viewers")
        let layout = CompositionalLayout(dataSource: TestDataSource(heights: [20, 50]), section: section).prepared(width: 393, height: 852)
        XCTAssertEqual(layout.cellFrames(), [rect(0, 0, 393, 44), rect(0, 44, 393, 50)])
    }

    func testListMetricsAreTheDocumentedDefaults() {
        let expected: [(LayoutListConfiguration.Appearance, side: Double, padding: Double, header: Double)] = [
            (.plain, 0, 0, 28), (.grouped, 0, 35, 38), (.insetGrouped, 20, 35, 38), (.sidebar, 10, 10, 38), (.sidebarPlain, 0, 0, 28),
        ]
        for (appearance, side, padding, header) in expected {
            let configuration = LayoutListConfiguration(appearance: appearance)
            XCTAssertEqual(configuration.minimumRowHeight, 44)
            XCTAssertEqual(configuration.sideInset, side, "\(appearance)")
            XCTAssertEqual(configuration.topPadding, padding, "\(appearance)")
            XCTAssertEqual(configuration.headerEstimatedHeight, header, "\(appearance)")
            XCTAssertEqual(configuration.footerEstimatedHeight, 28)
        }
    }

    func testAListInsideEffectiveInsetsAddsItsSideInset() {
        var configuration = CompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .safeArea
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [1]), section: list(.insetGrouped), configuration: configuration)
        layout.collectionViewInsets = CollectionViewInsets(safeAreaInsets: EdgeInsets(left: 47, right: 47))
        layout.bounds = rect(0, 0, 852, 393)
        layout.prepare()
        // 47 + 20 at each side: 852 − 134 = 718 wide.
        XCTAssertEqual(layout.cellFrames(), [rect(67, 35, 718, 44)])
    }
}
