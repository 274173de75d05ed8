import XCTest
@testable import TrellisLayout

/// Rules 9–11, 13 and 14 of the compositional layout: headers, footers, sections, bad values, direction.
final class CompositionalSectionTests: XCTestCase {
    private let fullWidthRow = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(2)),
                                                      subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])

    private func framedSection(_ group: LayoutGroup) -> LayoutSection {
        var section = LayoutSection(group: group)
        section.contentInsets = EdgeInsets(top: 1, left: 2, bottom: 2, right: 3)
        section.headerHeight = 2
        section.footerHeight = 1
        return section
    }

    private func supplementary(_ layout: CompositionalLayout, _ kind: ElementKind, _ section: Int) -> Rect? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: LayoutIndexPath(item: 0, section: section))?.frame
    }

    // MARK: Rules 9 and 10: header and footer

    func testTheHeaderFollowsTheInsetsHorizontallyAndSitsAboveTheTopInset() {
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [2, 1]), section: framedSection(fullWidthRow))
            .prepared(width: 20)
        XCTAssertEqual(supplementary(layout, .header, 0), rect(2, 0, 15, 2))
        // contentTop = 0 + 2 + 1.
        XCTAssertEqual(layout.cellFrames(), [rect(2, 3, 15, 2), rect(2, 5, 15, 2)])
    }

    func testTheFooterFollowsTheBottomInsetWhichCountsOnce() {
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [2, 1]), section: framedSection(fullWidthRow))
            .prepared(width: 20)
        // Groups end at 7; inset.bottom 2; the footer at 9, the section ends at 10.
        XCTAssertEqual(supplementary(layout, .footer, 0), rect(2, 9, 15, 1))
        XCTAssertEqual(supplementary(layout, .header, 1), rect(2, 10, 15, 2))
        XCTAssertNil(supplementary(layout, .background, 0))
    }

    func testWithoutAFooterTheSectionEndsAfterTheBottomInset() {
        var section = framedSection(fullWidthRow)
        section.footerHeight = 0
        section.headerHeight = 0
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [1, 1]), section: section).prepared(width: 20)
        XCTAssertEqual(layout.cellFrames(section: 1), [rect(2, 1 + 2 + 2 + 1, 15, 2)])
        XCTAssertNil(supplementary(layout, .footer, 0))
        XCTAssertEqual(layout.collectionViewContentSize.height, 10)
    }

    // MARK: Rule 11: sections and content size

    func testSectionsStackWithNoGapAndTheContentIsAsWideAsTheView() {
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [2, 1]), section: framedSection(fullWidthRow))
            .prepared(width: 20)
        // Section 0: 10 long; section 1: 2 + 1 + 2 + 2 + 1 = 8.
        XCTAssertEqual(layout.cellFrames(section: 1), [rect(2, 13, 15, 2)])
        XCTAssertEqual(layout.collectionViewContentSize, Size(width: 20, height: 18))
        XCTAssertTrue(layout.isContentSizeExact)
    }

    func testAnEmptySectionIsItsHeaderInsetsAndFooter() {
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [0, 1]), section: framedSection(fullWidthRow))
            .prepared(width: 20)
        XCTAssertEqual(supplementary(layout, .footer, 0), rect(2, 2 + 1 + 2, 15, 1))
        XCTAssertEqual(supplementary(layout, .header, 1), rect(2, 6, 15, 2))
        XCTAssertEqual(layout.collectionViewContentSize.height, 6 + 8)
    }

    func testSectionsPastTheListTakeTheLastOneAndAProviderSeesTheContainer() {
        let narrow = LayoutSection(group: LayoutGroup.horizontal(size: size(.absolute(4), .absolute(1)),
                                                                 subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        let listed = CompositionalLayout(dataSource: TestDataSource(counts: [1, 1, 1]), sections: [fullWidthRowSection, narrow])
            .prepared(width: 20)
        XCTAssertEqual(listed.cellFrames(section: 2), [rect(0, 3, 4, 1)])
        var seen: [(Int, Size)] = []
        let provided = CompositionalLayout(dataSource: TestDataSource(counts: [1, 1])) { index, environment in
            seen.append((index, environment.container.contentSize))
            return index == 0 ? self.fullWidthRowSection : narrow
        }.prepared(width: 20, height: 7)
        XCTAssertEqual(provided.cellFrames(section: 1), [rect(0, 2, 4, 1)])
        XCTAssertEqual(seen.map(\.0), [0, 1])
        XCTAssertEqual(seen.map(\.1), [Size(width: 20, height: 7), Size(width: 20, height: 7)])
    }

    private var fullWidthRowSection: LayoutSection { LayoutSection(group: fullWidthRow) }

    // MARK: Rule 13: bad values never trap

    func testBadSpacingsAndSizesCountAsZero() {
        var section = LayoutSection(group: LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(.nan)),
                                                                  subitems: [item(.fractionalWidth(0.5), .absolute(-3))])
                                        .interItemSpacing(.fixed(-.infinity)))
        section.interGroupSpacing = -5
        section.headerHeight = .nan
        section.footerHeight = -1
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [3]), section: section).prepared(width: 10)
        XCTAssertEqual(layout.cellFrames(), [rect(0, 0, 5, 0), rect(5, 0, 5, 0), rect(0, 0, 5, 0)])
        XCTAssertEqual(layout.collectionViewContentSize.height, 0)
    }

    func testSubitemsOfZeroLengthMakeOnePassInsteadOfAnEndlessCycle() {
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(1)),
                                           subitems: [item(.absolute(0), .fractionalHeight(1)), item(.fractionalWidth(.nan), .fractionalHeight(1))])
        let layout = CompositionalLayout.single(group, count: 3).prepared(width: 10)
        XCTAssertEqual(layout.cellFrames(), [rect(0, 0, 0, 1), rect(0, 0, 0, 1), rect(0, 1, 0, 1)])
    }

    func testOnePassOfZeroLengthSubitemsHoldsEachEvenPastTheGroupsEnd() {
        let group = LayoutGroup.horizontal(size: size(.absolute(1), .absolute(1)),
                                           subitems: [item(.absolute(0), .fractionalHeight(1)), item(.absolute(0), .fractionalHeight(1))])
            .interItemSpacing(5)
        let layout = CompositionalLayout.single(group, count: 3).prepared(width: 10)
        XCTAssertEqual(layout.cellFrames(), [rect(0, 0, 0, 1), rect(5, 0, 0, 1), rect(0, 1, 0, 1)])
    }

    func testAGroupWithNoItemSlotPlacesNoItemAndDoesNotHang() {
        let empty = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(1)), subitems: [])
        let nested = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(1)),
                                            subitems: [LayoutGroup.vertical(size: size(.absolute(1), .absolute(1)), subitems: [])])
        let selfSizing = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .estimated(1)),
                                                subitems: [LayoutGroup.vertical(size: size(.absolute(1), .absolute(1)), subitems: [])])
        for group in [empty, nested, selfSizing] {
            var section = LayoutSection(group: group)
            section.headerHeight = 1
            let layout = CompositionalLayout(dataSource: TestDataSource(counts: [5, 1]), section: section).prepared(width: 10)
            XCTAssertEqual(layout.cellFrames(), [])
            XCTAssertEqual(layout.collectionViewContentSize.height, 2)
            XCTAssertEqual(layout.allAttributes().filter { $0.kind == .cell }.count, 0)
        }
        let none = CompositionalLayout(dataSource: TestDataSource(counts: [3]), sections: []).prepared(width: 10)
        XCTAssertEqual(none.cellFrames(), [])
        XCTAssertEqual(none.collectionViewContentSize.height, 0)
    }

    func testHugeCountsAndTinyFractionsStopAtTheSlotLimit() {
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(1)),
                                           subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: .max)
        let layout = CompositionalLayout.single(group, count: 3).prepared(width: 10)
        XCTAssertEqual(layout.cellFrames().count, 3)
        XCTAssertEqual(layout.collectionViewContentSize.height, 1)
    }

    // MARK: Rule 14: direction

    func testRightToLeftMirrorsEveryFrame() {
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(2)),
                                           subitems: [item(.fractionalWidth(0.25), .fractionalHeight(1))])
        let source = TestDataSource(counts: [3])
        let section = framedSection(group)
        let ltr = CompositionalLayout(dataSource: source, section: section).prepared(width: 20)
        let rtl = CompositionalLayout(dataSource: source, section: section)
        rtl.direction = .rightToLeft
        rtl.prepared(width: 20)
        let mirrored = ltr.allAttributes().map { attributes -> LayoutAttributes in
            var copy = attributes
            copy.frame.origin.x = 20 - attributes.frame.minX - attributes.frame.width
            return copy
        }
        XCTAssertEqual(rtl.allAttributes(), mirrored)
        XCTAssertEqual(rtl.cellFrames()[0], rect(20 - 2 - 3.75, 3, 3.75, 2))
    }

    /// Rule 14: vertical by default; the configuration's `scrollDirection` turns a layout
    /// horizontal (rule 22, CompositionalConfigurationTests).
    func testCompositionalLayoutsScrollVerticallyUnlessConfiguredHorizontal() {
        XCTAssertTrue(CompositionalLayout.supportsHorizontalScrolling)
        let layout = CompositionalLayout.single(fullWidthRow, count: 1)
        XCTAssertFalse(layout.isHorizontal)
        layout.configuration.scrollDirection = .horizontal
        XCTAssertTrue(layout.isHorizontal)
    }
}
