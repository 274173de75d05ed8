import TrellisLayout
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

    // MARK: Translation into the model

    /// The model's section `index`, as the UIKit layout built it.
    private func modelSection(_ layout: UICollectionViewCompositionalLayout, _ index: Int) -> LayoutSection? {
        (layout.backingOrthogonalLayout as? CompositionalLayout)?.layoutSection(at: index)
    }

    func testEveryModelledMemberBecomesTheModelsOwnWithoutAWarning() async {
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .fractionalHeight(0.5)), elementKind: "badge-element-kind",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        badge.zIndex = 4
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .uniformAcrossSiblings(estimate: 40)), supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .fixed(2), trailing: .flexible(1), bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(40)), subitems: [item])
        group.interItemSpacing = .flexible(4)
        group.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(0.5), .estimated(30)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .topTrailing,
                                                                 absoluteOffset: CGPoint(x: -3, y: 2))
        header.extendsBoundary = false
        header.pinToVisibleBounds = true
        let side = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.absolute(20), .fractionalHeight(1)), elementKind: "side", alignment: .leading)
        section.boundarySupplementaryItems = [header, side]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "section-background-element-kind")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        section.supplementariesFollowContentInsets = false
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 8
        configuration.contentInsetsReference = .readableContent
        configuration.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "layout-header", alignment: .top)]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        _ = host(layout, counts: [4])
        XCTAssertEqual(layout.trellisWarnings, [])

        var expectedItem = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.25), height: .uniformAcrossSiblings(estimate: 40)),
                                      contentInsets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
                                      edgeSpacing: LayoutEdgeSpacing(leading: .flexible(0), top: .fixed(2), trailing: .flexible(1)),
                                      supplementaryItems: [LayoutSupplementaryItem(
                                        size: LayoutSize(width: .absolute(20), height: .fractionalHeight(0.5)), kind: "badge-element-kind",
                                        anchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)), zIndex: 4)])
        expectedItem.contentInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        var expectedGroup = LayoutGroup.horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(40)), subitems: [expectedItem])
        expectedGroup.interItemSpacing = .flexible(4)
        expectedGroup.contentInsets = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        var expected = LayoutSection(group: expectedGroup)
        expected.orthogonalScrollingBehavior = .groupPagingCentered
        expected.boundarySupplementaryItems = [
            LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(30)), kind: .header, alignment: .topTrailing,
                               offset: Point(x: -3, y: 2), extendsBoundary: false, pinToVisibleBounds: true, zIndex: 1),
            LayoutBoundaryItem(size: LayoutSize(width: .absolute(20), height: .fractionalHeight(1)), kind: "side", alignment: .leading, zIndex: 1),
        ]
        expected.decorationItems = [LayoutDecorationItem(kind: "section-background-element-kind", contentInsets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5),
                                                         zIndex: 0)]
        expected.supplementariesFollowContentInsets = false
        XCTAssertEqual(modelSection(layout, 0), expected)

        let model = layout.backingOrthogonalLayout as? CompositionalLayout
        XCTAssertEqual(model?.configuration.scrollDirection, .horizontal)
        XCTAssertEqual(model?.configuration.interSectionSpacing, 8)
        XCTAssertEqual(model?.configuration.contentInsetsReference, .readableContent)
        XCTAssertEqual(model?.configuration.boundarySupplementaryItems,
                       [LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), kind: "layout-header", alignment: .top, zIndex: 1)])
        XCTAssertEqual(model?.collectionViewInsets, CollectionViewInsets(layoutMargins: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)),
                       "no content inset, no safe area: the view's default margins")
    }

    func testTheCollectionViewsInsetsReachTheModelFromTheContentArea() async {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(10)))
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group:
            .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item])))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        collectionView.contentInset = UIEdgeInsets(top: 5, left: 10, bottom: 0, right: 0)
        collectionView.setSafeAreaInsets(UIEdgeInsets(top: 20, left: 30, bottom: 10, right: 30))
        collectionView.layoutMargins = UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16)
        let counts = SectionCounts([1])
        collectionView.dataSource = counts
        collectionView.layoutIfNeeded()
        // The adjusted insets hold the content inset and the safe area's top and bottom (the
        // content is not wider than the bounds): what remains is the safe area's sides.
        let model = layout.backingOrthogonalLayout as? CompositionalLayout
        XCTAssertEqual(model?.collectionViewInsets, CollectionViewInsets(
            contentInsets: .zero, safeAreaInsets: EdgeInsets(top: 0, left: 30, bottom: 0, right: 30),
            layoutMargins: EdgeInsets(top: 4, left: 46, bottom: 4, right: 46)))
        XCTAssertEqual(model?.bounds.width, 390, "the content area: 400 less the content inset's 10")
    }

    func testWhatStaysOutOfScopeWarns() async {
        let anchored = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge-element-kind",
                                                           containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]),
                                                           itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
        anchored.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(40)), supplementaryItems: [anchored])
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])
        row.supplementaryItems = [NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(10), .absolute(10)), elementKind: "group-badge",
                                                                      containerAnchor: NSCollectionLayoutAnchor(edges: [.top]))]
        let rows = NSCollectionLayoutSection(group: row)
        rows.visibleItemsInvalidationHandler = { items, offset, environment in }
        rows.contentInsetsReference = .layoutMargins
        let nowhere = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(10)), elementKind: "nowhere", alignment: .none)
        let padded = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(10)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        padded.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        rows.boundarySupplementaryItems = [nowhere, padded]
        let custom = NSCollectionLayoutSection(group: .custom(layoutSize: size(.fractionalWidth(1), .absolute(100))) { environment in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 50, height: 50))]
        })
        let layout = UICollectionViewCompositionalLayout { index, _ in index < 2 ? [rows, custom][index] : nil }
        _ = host(layout, counts: [2, 3, 1])
        XCTAssertEqual(layout.trellisWarnings, [
            "section 0: NSCollectionLayoutGroup.supplementaryItems (\"group-badge\") is not modelled: no supplementary view is placed on a group",
            "section 0: NSCollectionLayoutSupplementaryItem \"badge-element-kind\" itemAnchor is not modelled: placed by its containerAnchor alone",
            "section 0: NSCollectionLayoutSupplementaryItem \"badge-element-kind\" contentInsets are not modelled: it fills its whole size",
            "section 0: NSCollectionLayoutBoundarySupplementaryItem \"nowhere\" with alignment .none is not modelled: it is not placed",
            "section 0: NSCollectionLayoutBoundarySupplementaryItem \"UICollectionElementKindSectionHeader\" contentInsets are not modelled: it fills its whole size",
            "section 0: NSCollectionLayoutSection.visibleItemsInvalidationHandler is not modelled: it is never called",
            "section 0: NSCollectionLayoutSection.contentInsetsReference .layoutMargins is not modelled per section: the section follows the configuration's .safeArea",
            "section 1: NSCollectionLayoutGroup.custom(layoutSize:itemProvider:) is not modelled: the group places no items",
            "section 2: the section provider returned nil: the section places no items",
        ])
        XCTAssertEqual(modelSection(layout, 0)?.boundarySupplementaryItems.map(\.kind), [.header], "the .none item is left out")
        XCTAssertEqual(modelSection(layout, 0)?.group.subitems.first.map { subitem -> [ElementKind] in
            if case .item(let item) = subitem { return item.supplementaryItems.map(\.kind) }
            return []
        }, ["badge-element-kind"], "placed by its container anchor")
        XCTAssertEqual(frame(layout, 1), CGRect(x: 200, y: 10, width: 200, height: 40), "under the header")
        XCTAssertNil(frame(layout, 0, 1), "a custom group places no items")
        XCTAssertNil(frame(layout, 0, 2), "the nil section places nothing")
    }

    // MARK: Rules under UIKit's names, frames by hand

    /// Rule 16: the subitems lie in the group's frame inset by its content insets, their
    /// fractions resolved against the inset frame.
    func testGroupContentInsetsHoldFractionalSubitems() async {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        group.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        _ = host(layout, counts: [3], width: 400)
        // The inset frame is (20, 10, 360, 80): halves of 180.
        XCTAssertEqual(frame(layout, 0), CGRect(x: 20, y: 10, width: 180, height: 80))
        XCTAssertEqual(frame(layout, 1), CGRect(x: 200, y: 10, width: 180, height: 80))
        XCTAssertEqual(frame(layout, 2), CGRect(x: 20, y: 110, width: 180, height: 80), "the group keeps its 100 in the section")
    }

    /// Rule 17: flexible gaps share the leftover; flexible edges centre a slot along and across the axis.
    func testFlexibleSpacingAndEdgesCentre() async {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(40)))
        let spread = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), repeatingSubitem: item, count: 3)
        spread.interItemSpacing = .flexible(0)
        let spreadLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: spread))
        _ = host(spreadLayout, counts: [3], width: 400)
        // Leftover 400 − 300 = 100, two gaps of 50.
        XCTAssertEqual(frame(spreadLayout, 1), CGRect(x: 150, y: 0, width: 100, height: 40))
        XCTAssertEqual(frame(spreadLayout, 2), CGRect(x: 300, y: 0, width: 100, height: 40))

        let centred = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(40)))
        centred.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0))
        let one = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), repeatingSubitem: centred, count: 1)
        let centredLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: one))
        _ = host(centredLayout, counts: [1], width: 400)
        // Along: leftover 300, two flexible edges of 150; across: (100 − 40) / 2 = 30.
        XCTAssertEqual(frame(centredLayout, 0), CGRect(x: 150, y: 30, width: 100, height: 40))
    }

    /// Rule 18: every item of the group takes the largest self-sized height among them.
    func testUniformAcrossSiblingsTakesTheTallest() async {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .uniformAcrossSiblings(estimate: 30)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(30)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let counts = SectionCounts([3])
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        collectionView.dataSource = counts
        collectionView.sizeProvider = .sizes { indexPath, proposed in CGSize(width: proposed.size.width, height: [20, 60, 40][indexPath.item]) }
        collectionView.layoutIfNeeded()
        XCTAssertEqual(frame(layout, 0), CGRect(x: 0, y: 0, width: 100, height: 60))
        XCTAssertEqual(frame(layout, 2), CGRect(x: 200, y: 0, width: 100, height: 60))
        XCTAssertEqual(layout.trellisWarnings, [])
    }

    /// Rule 21: boundary items of every top alignment stack in order above the top inset, narrower
    /// ones aligned in the inset width, offsets moving them without moving the content.
    func testBoundaryItemsStackAlignAndMove() async {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let title = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(0.5), .absolute(20)), elementKind: "title",
                                                                alignment: .topTrailing)
        let note = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.absolute(100), .absolute(10)), elementKind: "note",
                                                               alignment: .top, absoluteOffset: CGPoint(x: 5, y: 3))
        note.zIndex = 7
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(12)),
                                                                 elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        section.boundarySupplementaryItems = [title, note, footer]
        let layout = UICollectionViewCompositionalLayout(section: section)
        _ = host(layout, counts: [2, 1], width: 300)
        let first = IndexPath(item: 0, section: 0)
        // Inside the insets: 280 wide from x = 10. The title, 140 wide, at the trailing edge.
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: "title", at: first)?.frame, CGRect(x: 150, y: 0, width: 140, height: 20))
        // The note below it, centred ((280 − 100) / 2 = 90 from the left inset), then moved (5, 3).
        let noteAttributes = layout.layoutAttributesForSupplementaryView(ofKind: "note", at: first)
        XCTAssertEqual(noteAttributes?.frame, CGRect(x: 105, y: 23, width: 100, height: 10))
        XCTAssertEqual(noteAttributes?.zIndex, 7)
        XCTAssertEqual(noteAttributes?.representedElementCategory, .supplementaryView)
        // The content after 30 of boundary items and the top inset; the footer after the bottom inset.
        XCTAssertEqual(frame(layout, 0), CGRect(x: 10, y: 40, width: 280, height: 44))
        XCTAssertEqual(frame(layout, 1), CGRect(x: 10, y: 84, width: 280, height: 44))
        let footerAttributes = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: first)
        XCTAssertEqual(footerAttributes?.frame, CGRect(x: 10, y: 138, width: 280, height: 12))
        XCTAssertEqual(footerAttributes?.representedElementKind, UICollectionView.elementKindSectionFooter)
        XCTAssertEqual(frame(layout, 0, 1), CGRect(x: 10, y: 190, width: 280, height: 44), "section 1 starts at 150")
        XCTAssertEqual(layout.trellisWarnings, [])
    }

    /// Rule 22: layout-wide boundary items around all sections, and the spacing between sections.
    func testLayoutWideHeaderAndInterSectionSpacing() async {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(40)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item]))
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "layout-header", alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(16)), elementKind: "layout-footer", alignment: .bottom),
        ]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        _ = host(layout, counts: [2, 1], width: 300)
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: "layout-header", at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 0, width: 300, height: 30))
        XCTAssertEqual(frame(layout, 0), CGRect(x: 0, y: 30, width: 300, height: 40))
        XCTAssertEqual(frame(layout, 0, 1), CGRect(x: 0, y: 130, width: 300, height: 40), "80 of section 0, then 20 of spacing")
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: "layout-footer", at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 170, width: 300, height: 16))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 300, height: 186))
    }

    /// Rule 23: the configuration's `contentInsetsReference` insets the container by the safe
    /// area beyond the adjusted content insets, the layout margins, or the readable width.
    func testContentInsetsReferenceMakesTheEnvironment() async {
        func laidOut(_ reference: UIContentInsetsReference, width: CGFloat) -> (environment: (CGSize, NSDirectionalEdgeInsets)?, frame: CGRect?) {
            var seen: (CGSize, NSDirectionalEdgeInsets)?
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.contentInsetsReference = reference
            let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
                seen = (environment.container.effectiveContentSize, environment.container.effectiveContentInsets)
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: item.layoutSize, subitems: [item]))
            }, configuration: configuration)
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 300), collectionViewLayout: layout)
            collectionView.setSafeAreaInsets(UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
            let counts = SectionCounts([1])
            collectionView.dataSource = counts
            collectionView.layoutIfNeeded()
            return (seen, frame(layout, 0))
        }
        let safe = laidOut(.safeArea, width: 400)
        XCTAssertEqual(safe.environment?.0, CGSize(width: 360, height: 300))
        XCTAssertEqual(safe.environment?.1, NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        XCTAssertEqual(safe.frame, CGRect(x: 20, y: 0, width: 360, height: 44))
        XCTAssertEqual(laidOut(.none, width: 400).frame, CGRect(x: 0, y: 0, width: 400, height: 44))
        // The margins (8 each side by default) inside the safe area.
        XCTAssertEqual(laidOut(.layoutMargins, width: 400).frame, CGRect(x: 28, y: 0, width: 344, height: 44))
        // The readable width is 672 at most, centred: (1000 − 672) / 2 = 164 each side.
        XCTAssertEqual(laidOut(.readableContent, width: 1000).frame, CGRect(x: 164, y: 0, width: 672, height: 44))
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
