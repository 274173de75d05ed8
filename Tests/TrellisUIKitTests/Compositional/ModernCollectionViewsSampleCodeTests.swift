import TrellisLayout
import TrellisTesting
import TrellisUIKit
import XCTest
@testable import TrellisUIKitCore

/// A decoration view class, as Apple's sample registers for its section backgrounds.
final class SectionBackgroundDecorationView: UICollectionReusableView {}

/// The layout code of Apple's "Implementing Modern Collection Views" sample, view controller by
/// view controller, as Apple writes it (only the import differs; `subitem:count:`, deprecated in
/// iOS 16, goes through `deprecatedForms` so that the build stays free of deprecation warnings),
/// laid out through a collection view with frames worked out by hand from the rules of
/// docs/layouts.md ("Compositional").
@MainActor
final class ModernCollectionViewsSampleCodeTests: XCTestCase {
    /// A collection view of `width` x `height` over `layout` and `counts`, laid out.
    private func host(_ layout: UICollectionViewLayout, counts: [Int], width: CGFloat, height: CGFloat = 800) -> (UICollectionView, SectionCounts) {
        let counts = SectionCounts(counts)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        collectionView.dataSource = counts
        collectionView.layoutIfNeeded()
        return (collectionView, counts)
    }

    /// `actual` is `expected` to within rounding.
    private func assertFrame(_ actual: CGRect?, _ expected: CGRect, _ message: String = "", line: UInt = #line) {
        guard let actual else { return XCTFail("no frame; expected \(expected) \(message)", line: line) }
        for (a, e) in [(actual.minX, expected.minX), (actual.minY, expected.minY), (actual.width, expected.width), (actual.height, expected.height)] {
            XCTAssertEqual(a, e, accuracy: 1e-9, "\(actual) is not \(expected) \(message)", line: line)
        }
    }

    // MARK: ItemBadgeSupplementaryViewController

    static let badgeElementKind = "badge-element-kind"

    func createBadgeLayout() -> UICollectionViewLayout {
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20),
                                              heightDimension: .absolute(20))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: badgeSize,
            elementKind: ModernCollectionViewsSampleCodeTests.badgeElementKind,
            containerAnchor: badgeAnchor)

        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                             heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                              heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)

        let layout = UICollectionViewCompositionalLayout(section: section)
        return layout
    }

    /// Rule 19, the issue's example: on a cell at (25, 25, 78.25, 60.6), the 20 × 20 badge at the
    /// top trailing corner, moved (0.3, −0.3) of its size, lies at (89.25, 19, 20, 20).
    func testItemBadges() async {
        let (collectionView, _) = host(createBadgeLayout(), counts: [6], width: 393)
        let layout = collectionView.collectionViewLayout
        // 393 less 40 of insets: slots of 88.25, groups 0.2 × 353 = 70.6 high, cells inset by 5.
        assertFrame(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 25, y: 25, width: 78.25, height: 60.6))
        let badge = layout.layoutAttributesForSupplementaryView(ofKind: Self.badgeElementKind, at: IndexPath(item: 0, section: 0))
        assertFrame(badge?.frame, CGRect(x: 89.25, y: 19, width: 20, height: 20))
        XCTAssertEqual(badge?.representedElementCategory, .supplementaryView)
        XCTAssertEqual(badge?.representedElementKind, Self.badgeElementKind)
        XCTAssertEqual(badge?.zIndex, 1, "over the cells")
        // Item 5, second row, second column: the cell at (113.25, 95.6), its badge 64.25 and −6 from there.
        assertFrame(layout.layoutAttributesForSupplementaryView(ofKind: Self.badgeElementKind, at: IndexPath(item: 5, section: 0))?.frame,
                    CGRect(x: 177.5, y: 89.6, width: 20, height: 20))
        let all = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 393, height: 800)) ?? []
        XCTAssertEqual(all.filter { $0.representedElementKind == Self.badgeElementKind }.count, 6, "one badge per item")
        XCTAssertEqual(layout.trellisWarnings, [])
    }

    // MARK: SectionDecorationViewController

    static let sectionBackgroundDecorationElementKind = "section-background-element-kind"

    func createDecorationLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                             heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                              heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)

        let sectionBackgroundDecoration = NSCollectionLayoutDecorationItem.background(
            elementKind: ModernCollectionViewsSampleCodeTests.sectionBackgroundDecorationElementKind)
        sectionBackgroundDecoration.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [sectionBackgroundDecoration]

        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(
            SectionBackgroundDecorationView.self,
            forDecorationViewOfKind: ModernCollectionViewsSampleCodeTests.sectionBackgroundDecorationElementKind)
        return layout
    }

    /// Rule 20, the issue's example: a section 393 wide and 260 high (10 + 5 × 44 + 4 × 5 + 10)
    /// with a background inset by 5 gives (5, 5, 383, 250).
    func testSectionBackgroundDecoration() async {
        let (collectionView, _) = host(createDecorationLayout(), counts: [5, 5], width: 393)
        let layout = collectionView.collectionViewLayout
        let kind = Self.sectionBackgroundDecorationElementKind
        let background = layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(background?.frame, CGRect(x: 5, y: 5, width: 383, height: 250))
        XCTAssertEqual(background?.representedElementCategory, .decorationView)
        XCTAssertEqual(background?.representedElementKind, kind)
        XCTAssertEqual(background?.zIndex, 0, "UIKit's default")
        XCTAssertEqual(layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 5, y: 265, width: 383, height: 250))
        let cell = layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))
        XCTAssertEqual(cell?.frame, CGRect(x: 10, y: 206, width: 373, height: 44))
        XCTAssertEqual(cell?.zIndex, 1, "raised over the background, as UIKit does")
        let shown = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 393, height: 100)) ?? []
        XCTAssertTrue(shown.contains { $0.representedElementCategory == .decorationView && $0.indexPath == IndexPath(item: 0, section: 0) })
        XCTAssertEqual(layout.trellisWarnings, [])
    }

    // MARK: PinnedSectionHeaderFooterViewController

    static let sectionHeaderElementKind = "section-header-element-kind"
    static let sectionFooterElementKind = "section-footer-element-kind"

    func createPinnedLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                             heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                              heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)

        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                              heightDimension: .estimated(44)),
            elementKind: ModernCollectionViewsSampleCodeTests.sectionHeaderElementKind,
            alignment: .top)
        let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                              heightDimension: .estimated(44)),
            elementKind: ModernCollectionViewsSampleCodeTests.sectionFooterElementKind,
            alignment: .bottom)
        sectionHeader.pinToVisibleBounds = true
        sectionHeader.zIndex = 2
        section.boundarySupplementaryItems = [sectionHeader, sectionFooter]

        let layout = UICollectionViewCompositionalLayout(section: section)
        return layout
    }

    /// Rule 21: the header and footer follow the insets (280 of 300), the header pins at the
    /// visible top while its section is in view, the footer scrolls.
    func testPinnedSectionHeaders() async {
        let (collectionView, _) = host(createPinnedLayout(), counts: [5, 5], width: 300, height: 200)
        let layout = collectionView.collectionViewLayout
        let first = IndexPath(item: 0, section: 0)
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: Self.sectionHeaderElementKind, at: first)?.frame,
                       CGRect(x: 10, y: 0, width: 280, height: 44))
        // Items at 44 + 49k; the last ends at 284, the footer after it, section 1 at 328.
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame, CGRect(x: 10, y: 240, width: 280, height: 44))
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: Self.sectionFooterElementKind, at: first)?.frame,
                       CGRect(x: 10, y: 284, width: 280, height: 44))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame, CGRect(x: 10, y: 372, width: 280, height: 44))

        let shown = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 100, width: 300, height: 200)) ?? []
        let pinned = shown.first { $0.representedElementKind == Self.sectionHeaderElementKind && $0.indexPath.section == 0 }
        XCTAssertEqual(pinned?.frame, CGRect(x: 10, y: 100, width: 280, height: 44), "pinned at the visible top")
        XCTAssertEqual(pinned?.zIndex, 2)
        let footer = shown.first { $0.representedElementKind == Self.sectionFooterElementKind && $0.indexPath.section == 0 }
        XCTAssertEqual(footer?.frame.minY, 284, "the footer does not pin")
        XCTAssertEqual(layout.trellisWarnings, [])
    }

    /// Rule 21: a footer that pins stays at the visible bottom while its section is in view, in
    /// the rect query and in the single query, which follows the collection view's scrolling.
    func testPinnedSectionFooter() async {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: itemSize, subitems: [item]))
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                                   heightDimension: .absolute(30)),
                                                                 elementKind: Self.sectionFooterElementKind, alignment: .bottom)
        footer.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [footer]
        let pinning = UICollectionViewCompositionalLayout(section: section)
        let (collectionView, _) = host(pinning, counts: [10, 10], width: 300, height: 200)
        let first = IndexPath(item: 0, section: 0)
        // Section 0: 10 rows of 44 (0 to 440), the footer placed at 440; seen from 0 to 200 it sits at 170.
        let shown = pinning.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 200)) ?? []
        XCTAssertEqual(shown.first { $0.representedElementKind == Self.sectionFooterElementKind }?.frame, CGRect(x: 0, y: 170, width: 300, height: 30))
        XCTAssertEqual(pinning.layoutAttributesForSupplementaryView(ofKind: Self.sectionFooterElementKind, at: first)?.frame,
                       CGRect(x: 0, y: 170, width: 300, height: 30))
        let prepares = collectionView.activity.prepares
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(pinning.layoutAttributesForSupplementaryView(ofKind: Self.sectionFooterElementKind, at: first)?.frame,
                       CGRect(x: 0, y: 440, width: 300, height: 30), "seen from 300 to 500: at its place")
        XCTAssertEqual(collectionView.activity.prepares, prepares, "scrolling does not prepare again")
    }

    // MARK: InsetItemsGridViewController

    func createInsetGridLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
                                             heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                              heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)

        let layout = UICollectionViewCompositionalLayout(section: section)
        return layout
    }

    func testInsetItemsGrid() async {
        let (collectionView, _) = host(createInsetGridLayout(), counts: [7], width: 393)
        let layout = collectionView.collectionViewLayout
        // Slots of 78.6 square, cells inset by 5.
        assertFrame(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 5, y: 5, width: 68.6, height: 68.6))
        assertFrame(layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame, CGRect(x: 83.6, y: 83.6, width: 68.6, height: 68.6))
        XCTAssertEqual(layout.trellisWarnings, [])
    }

    // MARK: OrthogonalScrollBehaviorViewController

    enum SectionKind: Int, CaseIterable {
        case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered, none
        func orthogonalScrollingBehavior() -> UICollectionLayoutSectionOrthogonalScrollingBehavior {
            switch self {
            case .none:
                return UICollectionLayoutSectionOrthogonalScrollingBehavior.none
            case .continuous:
                return UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous
            case .continuousGroupLeadingBoundary:
                return UICollectionLayoutSectionOrthogonalScrollingBehavior.continuousGroupLeadingBoundary
            case .paging:
                return UICollectionLayoutSectionOrthogonalScrollingBehavior.paging
            case .groupPaging:
                return UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging
            case .groupPagingCentered:
                return UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered
            }
        }
    }
    static let headerElementKind = "header-element-kind"

    func createOrthogonalLayout() -> UICollectionViewLayout {
        let config = UICollectionViewCompositionalLayoutConfiguration()
        config.interSectionSpacing = 20

        let layout = UICollectionViewCompositionalLayout(sectionProvider: {
            (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            guard let sectionKind = SectionKind(rawValue: sectionIndex) else { fatalError("unknown section kind") }

            let leadingItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7),
                                                  heightDimension: .fractionalHeight(1.0)))
            leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)

            let trailingItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                  heightDimension: .fractionalHeight(0.3)))
            trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let trailingGroup = deprecatedForms.vertical(
                NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3),
                                       heightDimension: .fractionalHeight(1.0)),
                trailingItem, 2)

            let orthogonallyScrolls = sectionKind.orthogonalScrollingBehavior() != UICollectionLayoutSectionOrthogonalScrollingBehavior.none
            let containerGroupFractionalWidth = orthogonallyScrolls ? CGFloat(0.85) : CGFloat(1.0)
            let containerGroup = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(containerGroupFractionalWidth),
                                                  heightDimension: .fractionalHeight(0.4)),
                subitems: [leadingItem, trailingGroup])
            let section = NSCollectionLayoutSection(group: containerGroup)
            section.orthogonalScrollingBehavior = sectionKind.orthogonalScrollingBehavior()

            let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                  heightDimension: .estimated(44)),
                elementKind: ModernCollectionViewsSampleCodeTests.headerElementKind,
                alignment: .top)
            section.boundarySupplementaryItems = [sectionHeader]
            return section

        }, configuration: config)
        return layout
    }

    /// Rules 12, 21, 22 and 24: groups 0.85 × 400 = 340 wide and 0.4 × 500 = 200 high under a
    /// 44-point header, sections 244 high and 20 apart; `.groupPagingCentered` shifts its groups
    /// by (400 − 340) / 2 = 30; the last section does not scroll and stacks its full-width groups.
    func testOrthogonalScrollingBehaviours() async {
        let (collectionView, _) = host(createOrthogonalLayout(), counts: Array(repeating: 6, count: 6), width: 400, height: 500)
        let layout = collectionView.collectionViewLayout as! UICollectionViewCompositionalLayout
        func cell(_ item: Int, _ section: Int) -> CGRect? { layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame }
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: Self.headerElementKind, at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 0, width: 400, height: 44))
        assertFrame(cell(0, 0), CGRect(x: 10, y: 54, width: 218, height: 180))
        assertFrame(cell(1, 0), CGRect(x: 248, y: 54, width: 82, height: 80))
        assertFrame(cell(2, 0), CGRect(x: 248, y: 154, width: 82, height: 80))
        assertFrame(cell(3, 0), CGRect(x: 350, y: 54, width: 218, height: 180), "the second group beside the first, past the width")
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: Self.headerElementKind, at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 0, y: 264, width: 400, height: 44))
        assertFrame(cell(0, 1), CGRect(x: 10, y: 318, width: 218, height: 180), "continuousGroupLeadingBoundary places as continuous")
        assertFrame(cell(0, 3), CGRect(x: 10, y: 846, width: 218, height: 180))
        assertFrame(cell(0, 4), CGRect(x: 40, y: 1110, width: 218, height: 180), "groupPagingCentered: shifted by 30")
        assertFrame(cell(3, 4), CGRect(x: 380, y: 1110, width: 218, height: 180))
        assertFrame(cell(0, 5), CGRect(x: 10, y: 1374, width: 260, height: 180))
        assertFrame(cell(3, 5), CGRect(x: 10, y: 1574, width: 260, height: 180), "no sideways scrolling: groups stack")
        let backing = layout.backingOrthogonalLayout
        XCTAssertEqual(backing?.orthogonalSection(1)?.behavior, .continuousGroupLeadingBoundary)
        XCTAssertEqual(backing?.orthogonalSection(4)?.behavior, .groupPagingCentered)
        XCTAssertNil(backing?.orthogonalSection(5))
        XCTAssertEqual(layout.trellisWarnings, [])
    }

    // MARK: The list samples (SimpleListViewController, ListAppearancesViewController)

    private var appearance = UICollectionLayoutListConfiguration.Appearance.plain

    func createSimpleListLayout() -> UICollectionViewLayout {
        let config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        return UICollectionViewCompositionalLayout.list(using: config)
    }

    private func createListAppearancesLayout() -> UICollectionViewLayout {
        return UICollectionViewCompositionalLayout() { [weak self] sectionIndex, layoutEnvironment in
            guard let self = self else { return nil }
            var config = UICollectionLayoutListConfiguration(appearance: self.appearance)
            config.headerMode = .firstItemInSection
            return NSCollectionLayoutSection.list(using: config, layoutEnvironment: layoutEnvironment)
        }
    }

    /// The model's list section for `configuration`, as the model builds it directly.
    private func modelList(_ configuration: LayoutListConfiguration, counts: [Int], width: Double, height: Double) -> CompositionalLayout {
        final class Counts: LayoutDataSource {
            let counts: [Int]
            init(_ counts: [Int]) { self.counts = counts }
            var numberOfSections: Int { counts.count }
            func numberOfItems(inSection section: Int) -> Int { counts[section] }
        }
        var layoutConfiguration = CompositionalLayoutConfiguration()
        layoutConfiguration.contentInsetsReference = .safeArea
        let model = CompositionalLayout(dataSource: Counts(counts), configuration: layoutConfiguration) { _, environment in
            LayoutSection.list(using: configuration, environment: environment)
        }
        model.collectionViewInsets = CollectionViewInsets(layoutMargins: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        model.bounds = Rect(x: 0, y: 0, width: width, height: height)
        model.prepare()
        model.completeLayout()
        return model
    }

    /// Rule 25 under UIKit's names: the same frames as the model's own list section, for every
    /// appearance and mode; the section carries its list configuration for the viewers.
    func testListsLayOutAsTheModelsLists() async {
        let appearances: [(UICollectionLayoutListConfiguration.Appearance, LayoutListConfiguration.Appearance)] = [
            (.plain, .plain), (.grouped, .grouped), (.insetGrouped, .insetGrouped), (.sidebar, .sidebar), (.sidebarPlain, .sidebarPlain)]
        for (uiKitAppearance, modelAppearance) in appearances {
            for (headerMode, footerMode) in [(UICollectionLayoutListConfiguration.HeaderMode.none, UICollectionLayoutListConfiguration.FooterMode.none),
                                             (.supplementary, .supplementary), (.firstItemInSection, .none)] {
                var config = UICollectionLayoutListConfiguration(appearance: uiKitAppearance)
                config.headerMode = headerMode
                config.footerMode = footerMode
                config.headerTopPadding = headerMode == .supplementary ? 12 : nil
                config.showsSeparators = footerMode == .none
                let layout = UICollectionViewCompositionalLayout.list(using: config)
                _ = host(layout, counts: [3, 2], width: 390, height: 600)

                var model = LayoutListConfiguration(appearance: modelAppearance)
                model.headerMode = headerMode == .none ? .none : headerMode == .supplementary ? .supplementary : .firstItemInSection
                model.footerMode = footerMode == .supplementary ? .supplementary : .none
                model.headerTopPadding = headerMode == .supplementary ? 12 : nil
                model.showsSeparators = footerMode == .none
                let direct = modelList(model, counts: [3, 2], width: 390, height: 600)
                let everything = CGRect(x: -1000, y: -1000, width: 100_000, height: 100_000)
                let uiKitLines = (layout.layoutAttributesForElements(in: everything) ?? []).map { "\($0.representedElementKind ?? "cell") \($0.indexPath) \($0.frame)" }
                let modelLines = direct.layoutAttributesForElements(in: Rect(everything)).map { attributes -> String in
                    let made = UICollectionViewLayoutAttributes.make(from: attributes)
                    return "\(made.representedElementKind ?? "cell") \(made.indexPath) \(made.frame)"
                }
                XCTAssertEqual(uiKitLines, modelLines, "\(uiKitAppearance) \(headerMode) \(footerMode)")
                XCTAssertEqual((layout.backingOrthogonalLayout as? CompositionalLayout)?.layoutSection(at: 1)?.listConfiguration, model)
                XCTAssertEqual(layout.trellisWarnings, [])
            }
        }
    }

    /// Rule 25, by hand: rows are full width and 44 points at least (their estimate stands when
    /// no cell measures itself), with no gap; `.insetGrouped` insets them 20 points at the sides
    /// under 35 points of padding; a plain list has neither; `.firstItemInSection` places the
    /// first item as a row.
    func testListRowsByHand() async {
        let simple = createSimpleListLayout()
        _ = host(simple, counts: [3, 1], width: 390)
        let rows = (0..<3).compactMap { simple.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        XCTAssertEqual(rows, [CGRect(x: 20, y: 35, width: 350, height: 44), CGRect(x: 20, y: 79, width: 350, height: 44),
                              CGRect(x: 20, y: 123, width: 350, height: 44)])
        XCTAssertEqual(simple.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame, CGRect(x: 20, y: 202, width: 350, height: 44),
                       "the second section after 167 and its own 35 of padding")

        appearance = .plain
        let plain = createListAppearancesLayout()
        _ = host(plain, counts: [3], width: 390)
        let plainRows = (0..<3).compactMap { plain.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        XCTAssertEqual(plainRows, [CGRect(x: 0, y: 0, width: 390, height: 44), CGRect(x: 0, y: 44, width: 390, height: 44),
                                   CGRect(x: 0, y: 88, width: 390, height: 44)])
        XCTAssertEqual((plain.backingOrthogonalLayout as? CompositionalLayout)?.layoutSection(at: 0)?.listConfiguration?.headerMode, .firstItemInSection)
        XCTAssertEqual(plain.trellisWarnings, [])
    }

    /// The list configuration's other members are stored as UIKit stores them.
    func testListConfigurationDefaultsAndStoredMembers() async {
        var config = UICollectionLayoutListConfiguration(appearance: .sidebar)
        XCTAssertEqual(config.appearance, .sidebar)
        XCTAssertTrue(config.showsSeparators)
        XCTAssertEqual(config.headerMode, .none)
        XCTAssertEqual(config.footerMode, .none)
        XCTAssertNil(config.headerTopPadding)
        XCTAssertNil(config.backgroundColor)
        XCTAssertEqual(config.separatorConfiguration.topSeparatorVisibility, .automatic)
        config.backgroundColor = .systemGroupedBackground
        config.separatorConfiguration.color = .tertiarySystemFill
        config.trailingSwipeActionsConfigurationProvider = { indexPath in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
        }
        XCTAssertEqual(config.backgroundColor, .systemGroupedBackground)
        XCTAssertEqual(config.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 0))?.actions.first?.title, "Delete")
        XCTAssertNil(config.leadingSwipeActionsConfigurationProvider)
    }

    // MARK: The layout doctor

    private func examined(_ layout: UICollectionViewLayout, counts: [Int], width: CGFloat = 393, height: CGFloat = 852) -> [String] {
        let dataSource = SectionCounts(counts)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        collectionView.dataSource = dataSource
        // (A rect query keeps an element that only touches the rect on Linux, whose CGRect.intersects
        // counts a shared edge: `rect-extra` is Foundation's, not the layout's.)
        return LayoutDoctor.examine(collectionView).findings.filter { $0.severity != .info && $0.check != "rect-extra" }
            .map { "\($0.check): \($0.message)" }
    }

    /// The layout doctor examines the samples through the collection view: badges, backgrounds,
    /// pinned headers, the orthogonal behaviours and lists keep the layout contract.
    func testTheSamplesKeepTheContract() async {
        XCTAssertEqual(examined(createBadgeLayout(), counts: [40]), [])
        XCTAssertEqual(examined(createDecorationLayout(), counts: [5, 5, 5, 5, 5]), [])
        XCTAssertEqual(examined(createPinnedLayout(), counts: [5, 5, 5, 5, 5, 5, 5, 5]), [])
        XCTAssertEqual(examined(createOrthogonalLayout(), counts: Array(repeating: 18, count: 6), width: 400, height: 500), [])
        XCTAssertEqual(examined(createSimpleListLayout(), counts: [30, 30]), [])
    }
}
