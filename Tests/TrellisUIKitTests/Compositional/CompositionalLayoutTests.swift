import TrellisUIKit
import XCTest
@testable import TrellisUIKitCore

/// A data source of fixed counts, as a test's collection view needs.
@MainActor
final class SectionCounts: NSObject, UICollectionViewDataSource {
    var counts: [Int]

    init(_ counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
}

/// `UICollectionViewCompositionalLayout` laid out through a collection view: Apple's "Implementing
/// Modern Collection Views" shapes with frames worked out by hand, the environment the provider
/// sees, the life cycle, self-sizing and the warnings for what is not modelled.
@MainActor
final class CompositionalLayoutTests: XCTestCase {
    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// A collection view of `width` x `height` over `layout` and `counts`, laid out.
    private func host(_ layout: UICollectionViewLayout, counts: [Int], width: CGFloat = 400, height: CGFloat = 500)
        -> (UICollectionView, SectionCounts) {
        let counts = SectionCounts(counts)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        collectionView.dataSource = counts
        collectionView.layoutIfNeeded()
        return (collectionView, counts)
    }

    private func frame(_ layout: UICollectionViewLayout, _ item: Int, _ section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// `actual` is `expected` to within rounding (0.7 × 340 − 20 is 217.99999999999997 in doubles).
    private func assertFrame(_ actual: CGRect?, _ expected: CGRect, _ message: String = "", line: UInt = #line) {
        guard let actual else { return XCTFail("no frame; expected \(expected)", line: line) }
        for (a, e) in [(actual.minX, expected.minX), (actual.minY, expected.minY), (actual.width, expected.width), (actual.height, expected.height)] {
            XCTAssertEqual(a, e, accuracy: 1e-9, "\(actual) is not \(expected) \(message)", line: line)
        }
    }

    // MARK: Apple's shapes

    /// GridViewController: five square items a row.
    func testGrid() async {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1.0), .fractionalWidth(0.2)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (collectionView, _) = host(layout, counts: [12], width: 320)
        XCTAssertEqual(frame(layout, 0), CGRect(x: 0, y: 0, width: 64, height: 64))
        XCTAssertEqual(frame(layout, 4), CGRect(x: 256, y: 0, width: 64, height: 64))
        XCTAssertEqual(frame(layout, 5), CGRect(x: 0, y: 64, width: 64, height: 64))
        XCTAssertEqual(frame(layout, 11), CGRect(x: 64, y: 128, width: 64, height: 64))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 320, height: 192), "the partial last group keeps its height")
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 320, height: 192))
        XCTAssertTrue(layout.trellisWarnings.isEmpty)
    }

    /// InsetItemsGridViewController: the same grid, each cell inset by 5 in its slot.
    func testInsetItemsGrid() async {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1.0), .fractionalWidth(0.2)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        _ = host(layout, counts: [6], width: 320)
        XCTAssertEqual(frame(layout, 0), CGRect(x: 5, y: 5, width: 54, height: 54))
        XCTAssertEqual(frame(layout, 5), CGRect(x: 5, y: 69, width: 54, height: 54))
    }

    /// TwoColumnViewController: two equal slots a row (`subitem:count:`), 10 apart, in a section inset by 10.
    func testTwoColumns() async {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0), .fractionalHeight(1.0)))
        let group = deprecatedForms.horizontal(size(.fractionalWidth(1.0), .absolute(44)), item, 2)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let layout = UICollectionViewCompositionalLayout(section: section)
        _ = host(layout, counts: [5], width: 320)
        // Slots: (300 − 10) / 2 = 145, the spacing shrinking them, `count` kept.
        XCTAssertEqual(frame(layout, 0), CGRect(x: 10, y: 10, width: 145, height: 44))
        XCTAssertEqual(frame(layout, 1), CGRect(x: 165, y: 10, width: 145, height: 44))
        XCTAssertEqual(frame(layout, 2), CGRect(x: 10, y: 64, width: 145, height: 44))
        XCTAssertEqual(frame(layout, 4), CGRect(x: 10, y: 118, width: 145, height: 44))
        XCTAssertEqual(layout.collectionViewContentSize.height, 172)
    }

    /// `repeatingSubitem:count:` repeats the item at its own size, whether or not the group is
    /// longer: three items of 0.25 leave a quarter of the group empty, and no fourth item joins.
    func testRepeatingSubitemKeepsItsOwnSizeAndCount() async {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1.0), .absolute(50)),
                                                       repeatingSubitem: item, count: 3)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        _ = host(layout, counts: [4], width: 400)
        XCTAssertEqual(frame(layout, 2), CGRect(x: 200, y: 0, width: 100, height: 50))
        XCTAssertEqual(frame(layout, 3), CGRect(x: 0, y: 50, width: 100, height: 50), "the fourth item starts the next group")

        // The same item in a `subitems:` group repeats while it fits: four a row.
        let cycling = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group:
            .horizontal(layoutSize: size(.fractionalWidth(1.0), .absolute(50)), subitems: [item])))
        _ = host(cycling, counts: [4], width: 400)
        XCTAssertEqual(frame(cycling, 3), CGRect(x: 300, y: 0, width: 100, height: 50))

        // Too long for the group: fitting is the caller's responsibility, every repetition is placed.
        let wide = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1.0)))
        let over = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group:
            .horizontal(layoutSize: size(.fractionalWidth(1.0), .absolute(50)), repeatingSubitem: wide, count: 3)))
        _ = host(over, counts: [3], width: 400)
        XCTAssertEqual(frame(over, 2), CGRect(x: 400, y: 0, width: 200, height: 50))
    }

    /// NestedGroupsViewController: a wide item beside a column of two, groups 0.4 of the height.
    func testNestedGroups() async {
        let leading = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1.0)))
        leading.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailing = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0), .fractionalHeight(0.3)))
        trailing.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingGroup = deprecatedForms.vertical(size(.fractionalWidth(0.3), .fractionalHeight(1.0)), trailing, 2)
        let nested = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1.0), .fractionalHeight(0.4)),
                                                        subitems: [leading, trailingGroup])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: nested))
        _ = host(layout, counts: [5], width: 400, height: 500)
        XCTAssertEqual(frame(layout, 0), CGRect(x: 10, y: 10, width: 260, height: 180))
        XCTAssertEqual(frame(layout, 1), CGRect(x: 290, y: 10, width: 100, height: 80))
        XCTAssertEqual(frame(layout, 2), CGRect(x: 290, y: 110, width: 100, height: 80))
        XCTAssertEqual(frame(layout, 3), CGRect(x: 10, y: 210, width: 260, height: 180))
        XCTAssertEqual(frame(layout, 4), CGRect(x: 290, y: 210, width: 100, height: 80))
    }

    /// OrthogonalScrollingViewController: the nested group 0.85 wide, scrolling sideways; frames
    /// unscrolled, past the width, and the model backs the adapter's carousels.
    func testOrthogonalSection() async {
        let leading = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1.0)))
        leading.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailing = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0), .fractionalHeight(0.3)))
        trailing.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingGroup = deprecatedForms.vertical(size(.fractionalWidth(0.3), .fractionalHeight(1.0)), trailing, 2)
        let container = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.85), .fractionalHeight(0.4)),
                                                           subitems: [leading, trailingGroup])
        let section = NSCollectionLayoutSection(group: container)
        section.orthogonalScrollingBehavior = .continuous
        let layout = UICollectionViewCompositionalLayout(section: section)
        _ = host(layout, counts: [6, 3], width: 400, height: 500)
        // The group is 340 x 200; the second instance starts at x = 340, beside the first.
        assertFrame(frame(layout, 0), CGRect(x: 10, y: 10, width: 218, height: 180))
        assertFrame(frame(layout, 3), CGRect(x: 350, y: 10, width: 218, height: 180))
        assertFrame(frame(layout, 0, 1), CGRect(x: 10, y: 210, width: 218, height: 180), "one row per orthogonal section")
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 400, height: 400))
        let visible = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 400, height: 200)) ?? []
        XCTAssertEqual(Set(visible.map(\.indexPath)), [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
                                                       IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
        let backing = layout.backingOrthogonalLayout
        XCTAssertNotNil(backing)
        XCTAssertEqual(backing?.orthogonalSection(0)?.groupWidth, 340)
        XCTAssertEqual(backing?.orthogonalSection(0)?.behavior, .continuous)
        XCTAssertTrue(layout.trellisWarnings.isEmpty)
    }

    /// SectionHeadersFootersViewController: a header and a footer in their own kinds, following
    /// the section's insets.
    func testSectionHeadersAndFooters() async {
        let headerKind = "section-header-element-kind", footerKind = "section-footer-element-kind"
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0), .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1.0), .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let headerFooterSize = size(.fractionalWidth(1.0), .estimated(44))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerFooterSize, elementKind: headerKind, alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerFooterSize, elementKind: footerKind, alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        let layout = UICollectionViewCompositionalLayout(section: section)
        _ = host(layout, counts: [2, 1], width: 300)
        let first = IndexPath(item: 0, section: 0)
        let headerAttributes = layout.layoutAttributesForSupplementaryView(ofKind: headerKind, at: first)
        XCTAssertEqual(headerAttributes?.frame, CGRect(x: 10, y: 0, width: 280, height: 44))
        XCTAssertEqual(headerAttributes?.representedElementKind, headerKind)
        XCTAssertEqual(headerAttributes?.representedElementCategory, .supplementaryView)
        XCTAssertEqual(headerAttributes?.zIndex, 1, "the boundary item's zIndex")
        XCTAssertEqual(frame(layout, 0), CGRect(x: 10, y: 54, width: 280, height: 44))
        XCTAssertEqual(frame(layout, 1), CGRect(x: 10, y: 103, width: 280, height: 44))
        // The footer: after the last group (147) and the bottom inset.
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: footerKind, at: first)?.frame,
                       CGRect(x: 10, y: 157, width: 280, height: 44))
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: headerKind, at: IndexPath(item: 0, section: 1))?.frame.minY, 201)
        XCTAssertNil(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: first),
                     "only the boundary item's own kind answers")
        // Section by section: the header first, then the cells, then the footer.
        let all = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 1000)) ?? []
        XCTAssertEqual(all.prefix(4).map { $0.representedElementKind ?? "cell" }, [headerKind, "cell", "cell", footerKind])
        XCTAssertTrue(layout.trellisWarnings.isEmpty, "\(layout.trellisWarnings)")
    }

    /// PinnedSectionHeaderFooterViewController: pinned headers stay at the top of the visible
    /// rect while their section is in view.
    func testPinnedHeaders() async {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0), .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1.0), .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1.0), .absolute(30)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        _ = host(layout, counts: [10, 10], width: 300, height: 200)
        let shown = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 100, width: 300, height: 200)) ?? []
        let pinned = shown.first { $0.representedElementKind == UICollectionView.elementKindSectionHeader && $0.indexPath.section == 0 }
        XCTAssertEqual(pinned?.frame, CGRect(x: 0, y: 100, width: 300, height: 30), "pinned at the rect's top")
        XCTAssertEqual(pinned?.zIndex, 2)
        XCTAssertTrue(layout.trellisWarnings.isEmpty)
    }

    // MARK: The environment and the life cycle

    func testProviderGetsTheEnvironmentForEverySectionOnEachPrepare() async {
        var calls: [(Int, CGSize, CGSize, NSDirectionalEdgeInsets)] = []
        var traits: [UITraitCollection] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            traits.append(environment.traitCollection)
            calls.append((index, environment.container.contentSize, environment.container.effectiveContentSize,
                          environment.container.effectiveContentInsets))
            let columns = environment.container.effectiveContentSize.width > 300 ? 4 : 2
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)),
                                                                                 heightDimension: .absolute(40)))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                                  heightDimension: .absolute(40)),
                                                                subitems: [item]))
        }
        let counts = SectionCounts([3, 5, 2])
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: layout)
        collectionView.contentInset = UIEdgeInsets(top: 5, left: 10, bottom: 0, right: 20)
        collectionView.dataSource = counts
        XCTAssertTrue(calls.isEmpty, "nothing is asked before the first layout pass")
        collectionView.layoutIfNeeded()
        XCTAssertEqual(calls.map(\.0), [0, 1, 2], "every section, in order, on prepare")
        XCTAssertEqual(calls[0].1, CGSize(width: 400, height: 600), "the container: the bounds size")
        XCTAssertEqual(calls[0].2, CGSize(width: 370, height: 595), "less the content insets")
        XCTAssertEqual(calls[0].3, NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 0, trailing: 20))
        XCTAssertEqual(traits.first?.horizontalSizeClass, collectionView.traitCollection.horizontalSizeClass, "the collection view's traits")
        // Laid out in the content area, 370 wide: four columns of 92.5.
        XCTAssertEqual(frame(layout, 1, 1), CGRect(x: 92.5, y: 40, width: 92.5, height: 40))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 370, height: 40 + 80 + 40))

        calls.removeAll()
        collectionView.contentOffset = CGPoint(x: 0, y: 50)
        collectionView.layoutIfNeeded()
        XCTAssertTrue(calls.isEmpty, "a scroll does not prepare again")

        collectionView.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(calls.map(\.0), [0, 1, 2], "a width change prepares again")
        XCTAssertEqual(calls[0].2.width, 270)
        XCTAssertEqual(frame(layout, 1, 1), CGRect(x: 135, y: 80, width: 135, height: 40), "two columns now")

        calls.removeAll()
        collectionView.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(calls.count, 3, "a provider sees the height: a height change prepares again")
        XCTAssertEqual(calls[0].1.height, 500)

        calls.removeAll()
        counts.counts = [1]
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(calls.map(\.0), [0], "reloadData prepares again with the new counts")
    }

    func testBoundsChangesOfAFixedSection() async {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(40)))
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group:
            .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])))
        let (collectionView, _) = host(layout, counts: [40], width: 200, height: 300)
        let prepares = collectionView.activity.prepares
        XCTAssertFalse(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 100, width: 200, height: 300)), "a scroll")
        XCTAssertFalse(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 200, height: 250)),
                       "a height change, when no size depends on the height")
        XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 201, height: 300)), "a width change")
        collectionView.contentOffset = CGPoint(x: 0, y: 120)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.activity.prepares, prepares, "scrolling never prepares")
        collectionView.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.activity.prepares, prepares + 1)
        XCTAssertEqual(frame(layout, 1), CGRect(x: 50, y: 0, width: 50, height: 40))

        let tall = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group:
            .horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)), subitems: [item])))
        _ = host(tall, counts: [4], width: 200, height: 300)
        XCTAssertTrue(tall.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 200, height: 250)),
                      "a fractional height depends on the height")
    }

    func testSelfSizingCellsTakeTheirMeasuredHeight() async {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 5, bottom: 10, trailing: 5)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 2
        let layout = UICollectionViewCompositionalLayout(section: section)
        let counts = SectionCounts([3])
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
        collectionView.dataSource = counts
        collectionView.layoutIfNeeded()
        // Before measuring: the estimate; the vertical insets are ignored on the estimated axis, as in UIKit.
        XCTAssertEqual(frame(layout, 1), CGRect(x: 5, y: 46, width: 190, height: 44))
        collectionView.sizeProvider = .sizes { indexPath, proposed in CGSize(width: proposed.size.width, height: CGFloat(20 * (indexPath.item + 1))) }
        collectionView.layoutIfNeeded()
        XCTAssertEqual(frame(layout, 0), CGRect(x: 5, y: 0, width: 190, height: 20))
        XCTAssertEqual(frame(layout, 1), CGRect(x: 5, y: 22, width: 190, height: 40))
        XCTAssertEqual(frame(layout, 2), CGRect(x: 5, y: 64, width: 190, height: 60))
        XCTAssertEqual(layout.collectionViewContentSize.height, 124)
        let original = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!
        let wider = original.copy() as! UICollectionViewLayoutAttributes
        wider.size = CGSize(width: 10, height: 20)
        XCTAssertFalse(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: wider, withOriginalAttributes: original),
                       "the width is not estimated: a measured width does not count")
        collectionView.sizeProvider = nil
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(frame(layout, 1), CGRect(x: 5, y: 46, width: 190, height: 44), "reloadData forgets the measured sizes")
    }

    // MARK: Warnings

    func testBadgeBackgroundAndOtherUnmodelledMembersWarn() async {
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge-element-kind",
                                                        containerAnchor: badgeAnchor)
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1.0)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1.0), .fractionalWidth(0.2)), subitems: [item])
        group.interItemSpacing = .flexible(4)
        let section = NSCollectionLayoutSection(group: group)
        section.decorationItems = [.background(elementKind: "background-element-kind")]
        section.orthogonalScrollingBehavior = .groupPagingCentered
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in index == 0 ? section : nil })
        _ = host(layout, counts: [4, 2])
        let warnings = layout.trellisWarnings
        XCTAssertEqual(warnings, [
            "section 0: NSCollectionLayoutSpacing.flexible(4.0) as interItemSpacing is not modelled: laid out as .fixed(4.0)",
            "section 0: NSCollectionLayoutItem.supplementaryItems (\"badge-element-kind\") is not modelled: no badge or other supplementary view is placed",
            "section 0: orthogonalScrollingBehavior .groupPagingCentered is not modelled: it scrolls as .groupPaging, without the insets that centre each group",
            "section 0: NSCollectionLayoutSection.decorationItems (\"background-element-kind\") is not modelled: no decoration view is placed",
            "section 1: the section provider returned nil: the section places no items",
        ])
        XCTAssertNil(layout.layoutAttributesForSupplementaryView(ofKind: "badge-element-kind", at: IndexPath(item: 0, section: 0)))
        XCTAssertNil(layout.layoutAttributesForDecorationView(ofKind: "background-element-kind", at: IndexPath(item: 0, section: 0)))
        XCTAssertNil(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)), "the nil section places nothing")
        XCTAssertEqual(frame(layout, 2), CGRect(x: 208, y: 0, width: 100, height: 80), "laid out as fixed spacing 4")
        XCTAssertEqual(frame(layout, 3), CGRect(x: 400, y: 0, width: 100, height: 80), "a fourth would end at 412: the next group, beside")
    }

    func testCustomGroupsEdgeSpacingAndTheOtherDeclaredMembersWarn() async {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 40)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: nil, bottom: nil)
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(40)), subitems: [item])
        row.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        let rows = NSCollectionLayoutSection(group: row)
        rows.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        rows.visibleItemsInvalidationHandler = { items, offset, environment in }
        let custom = NSCollectionLayoutSection(group: .custom(layoutSize: size(.fractionalWidth(1), .absolute(100))) { environment in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 50, height: 50))]
        })
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? rows : custom }
        _ = host(layout, counts: [2, 3])
        XCTAssertEqual(layout.trellisWarnings, [
            "section 0: NSCollectionLayoutGroup.contentInsets is not modelled: a group's subitems fill its whole size",
            "section 0: NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:) in NSCollectionLayoutItem.layoutSize is not modelled: laid out as .estimated(40.0)",
            "section 0: NSCollectionLayoutItem.edgeSpacing is not modelled: laid out without it",
            "section 0: orthogonalScrollingBehavior .continuousGroupLeadingBoundary is not modelled: it scrolls as .continuous, never coming to rest on a group's edge",
            "section 0: NSCollectionLayoutSection.visibleItemsInvalidationHandler is not modelled: it is never called",
            "section 1: NSCollectionLayoutGroup.custom(layoutSize:itemProvider:) is not modelled: the group places no items",
        ])
        XCTAssertEqual(frame(layout, 1), CGRect(x: 200, y: 0, width: 200, height: 40), "uniform laid out as its estimate")
        XCTAssertNil(frame(layout, 0, 1), "a custom group places no items")
        XCTAssertEqual(layout.backingOrthogonalLayout?.orthogonalSection(0)?.behavior, .continuous)
    }

    func testContentInsetsReferenceWarnsOnlyWhenItWouldInset() async {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0), .absolute(10)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1.0), .absolute(10)), subitems: [item]))
        // The configuration's default, .safeArea, adds nothing without a safe area.
        let plain = UICollectionViewCompositionalLayout(section: section)
        _ = host(plain, counts: [1])
        XCTAssertTrue(plain.trellisWarnings.isEmpty)

        section.contentInsetsReference = .layoutMargins
        let margins = UICollectionViewCompositionalLayout(section: section)
        _ = host(margins, counts: [1])
        XCTAssertEqual(margins.trellisWarnings.count, 1)
        XCTAssertTrue(margins.trellisWarnings[0].hasPrefix("the section (every section): NSCollectionLayoutSection.contentInsetsReference .layoutMargins is not modelled"),
                      margins.trellisWarnings[0])

        section.contentInsetsReference = .readableContent
        let readable = UICollectionViewCompositionalLayout(section: section)
        _ = host(readable, counts: [1])
        XCTAssertEqual(readable.trellisWarnings, [
            "the section (every section): NSCollectionLayoutSection.contentInsetsReference .readableContent is not modelled: the section is laid out inside the collection view's content insets",
        ])
    }

    func testBoundaryItemAndConfigurationWarnings() async {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0), .absolute(10)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1.0), .absolute(10)), subitems: [item]))
        let leading = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.absolute(20), .absolute(10)), elementKind: "side", alignment: .leading)
        let narrow = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(0.5), .absolute(10)), elementKind: "h", alignment: .top)
        narrow.extendsBoundary = false
        section.boundarySupplementaryItems = [leading, narrow]
        section.supplementariesFollowContentInsets = false
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 8
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        _ = host(layout, counts: [1], width: 200)
        XCTAssertEqual(layout.trellisWarnings, [
            "UICollectionViewCompositionalLayoutConfiguration.scrollDirection .horizontal is not modelled: the layout scrolls vertically",
            "UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing 8.0 is not modelled: sections stack with no gap",
            "the section (every section): NSCollectionLayoutBoundarySupplementaryItem \"side\" with alignment .leading is not modelled: only .top headers and .bottom footers are placed",
            "the section (every section): NSCollectionLayoutBoundarySupplementaryItem \"h\" width .fractionalWidth(0.5) is not modelled: it spans the section's width, 200.0",
            "the section (every section): NSCollectionLayoutBoundarySupplementaryItem \"h\" extendsBoundary false is not modelled: it adds to the section's extent",
            "the section (every section): NSCollectionLayoutSection.supplementariesFollowContentInsets false is not modelled: headers and footers follow the content insets",
        ])
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: "h", at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 0, width: 200, height: 10))
    }
}

/// Layout code in the form Apple's "Implementing Modern Collection Views" sample writes it (its
/// DistinctSections and AdaptiveSections view controllers, and the orthogonal behaviours one),
/// compiled and laid out unchanged.
@MainActor
final class ModernCollectionViewsSampleTests: XCTestCase {
    enum SectionLayoutKind: Int, CaseIterable {
        case list, grid5, grid3
        var columnCount: Int {
            switch self {
            case .grid3: return 3
            case .grid5: return 5
            case .list: return 1
            }
        }
    }

    /// DistinctSectionsViewController.createLayout(), with its explicitly typed closure.
    func createDistinctLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { (sectionIndex: Int,
            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            guard let sectionLayoutKind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }
            let columns = sectionLayoutKind.columnCount

            // The group auto-calculates the actual item width to make
            // the requested number of columns fit, so this widthDimension is ignored.
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                 heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

            let groupHeight = columns == 1 ?
                NSCollectionLayoutDimension.absolute(44) :
                NSCollectionLayoutDimension.fractionalWidth(0.2)
            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                  heightDimension: groupHeight)
            let group = deprecatedForms.horizontal(groupSize, item, columns)

            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            return section
        }
        return layout
    }

    /// AdaptiveSectionsViewController.createLayout(): columns from the container's width.
    func createAdaptiveLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { (sectionIndex: Int,
            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            let wide = layoutEnvironment.container.effectiveContentSize.width > 500
            let columns = wide ? 4 : 2
            // Ported to iOS 16's repeatingSubitem: the item is a column wide (subitem:count: ignored its width).
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                  heightDimension: .absolute(wide ? 88 : 44))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: columns)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            return section
        }
        return layout
    }

    func testDistinctSections() async {
        let counts = SectionCounts([2, 5, 3])
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), collectionViewLayout: createDistinctLayout())
        collectionView.dataSource = counts
        collectionView.layoutIfNeeded()
        let layout = collectionView.collectionViewLayout
        // List: one slot a row, 44 high, in 360; grid of 5: slots of 72, rows 0.2 × 360 = 72 high.
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 22, y: 66, width: 356, height: 40))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 1))?.frame, CGRect(x: 310, y: 150, width: 68, height: 68))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 2))?.frame, CGRect(x: 262, y: 262, width: 116, height: 68))
        XCTAssertTrue(layout.trellisWarnings.isEmpty)
    }

    func testAdaptiveSectionsFollowTheContainerWidth() async {
        let counts = SectionCounts([4])
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 600, height: 800), collectionViewLayout: createAdaptiveLayout())
        collectionView.dataSource = counts
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame,
                       CGRect(x: 447, y: 12, width: 141, height: 84))
        collectionView.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame,
                       CGRect(x: 202, y: 56, width: 186, height: 40))
    }
}
