import TrellisUIKit
import XCTest
@testable import TrellisUIKitCore

/// UIKit's compositional description classes: their defaults, accessors, copies and reference
/// semantics, as Apple documents them.
@MainActor
final class CompositionalClassesTests: XCTestCase {
    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    func testDimensionAccessors() async {
        let cases: [(NSCollectionLayoutDimension, [Bool], CGFloat)] = [
            (.fractionalWidth(0.5), [true, false, false, false, false], 0.5),
            (.fractionalHeight(0.25), [false, true, false, false, false], 0.25),
            (.absolute(44), [false, false, true, false, false], 44),
            (.estimated(60), [false, false, false, true, false], 60),
            (.uniformAcrossSiblings(estimate: 30), [false, false, false, false, true], 30),
        ]
        for (dimension, flags, value) in cases {
            XCTAssertEqual([dimension.isFractionalWidth, dimension.isFractionalHeight, dimension.isAbsolute, dimension.isEstimated,
                            dimension.isUniformAcrossSiblings], flags, "\(dimension)")
            XCTAssertEqual(dimension.dimension, value)
            XCTAssertEqual(dimension.copy() as? NSCollectionLayoutDimension, dimension, "a copy is equal")
        }
        XCTAssertNotEqual(NSCollectionLayoutDimension.absolute(1), NSCollectionLayoutDimension.estimated(1))
    }

    func testSizeAndSpacing() async {
        let layoutSize = size(.fractionalWidth(1), .absolute(44))
        XCTAssertTrue(layoutSize.widthDimension.isFractionalWidth)
        XCTAssertEqual(layoutSize.heightDimension.dimension, 44)
        XCTAssertEqual(layoutSize.copy() as? NSCollectionLayoutSize, layoutSize)

        let fixed = NSCollectionLayoutSpacing.fixed(8), flexible = NSCollectionLayoutSpacing.flexible(4)
        XCTAssertTrue(fixed.isFixed)
        XCTAssertFalse(fixed.isFlexible)
        XCTAssertEqual(fixed.spacing, 8)
        XCTAssertTrue(flexible.isFlexible)
        XCTAssertEqual(flexible.spacing, 4)

        let edges = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .fixed(2), bottom: nil)
        XCTAssertEqual(edges.leading?.isFlexible, true)
        XCTAssertNil(edges.top)
        XCTAssertEqual(edges.trailing?.spacing, 2)
    }

    func testItemDefaultsAndReferenceSemantics() async {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        XCTAssertEqual(item.contentInsets, .zero)
        XCTAssertNil(item.edgeSpacing)
        XCTAssertTrue(item.supplementaryItems.isEmpty)
        XCTAssertTrue(item.layoutSize.widthDimension.isFractionalWidth)

        // `let item = …; item.contentInsets = …` changes the one item every holder sees.
        let holder = [item]
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(holder[0].contentInsets, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))

        // A copy is a separate item.
        let copy = item.copy() as! NSCollectionLayoutItem
        copy.contentInsets = .zero
        XCTAssertEqual(item.contentInsets.leading, 2)

        // Edge spacing is copied when set (UIKit's @NSCopying).
        let spacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(1), top: nil, trailing: nil, bottom: nil)
        item.edgeSpacing = spacing
        XCTAssertFalse(item.edgeSpacing === spacing)
        XCTAssertEqual(item.edgeSpacing?.leading?.spacing, 1)

        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let badged = NSCollectionLayoutItem(layoutSize: size(.absolute(40), .absolute(40)), supplementaryItems: [badge])
        XCTAssertEqual(badged.supplementaryItems.map(\.elementKind), ["badge"])
    }

    func testGroups() async {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item, item])
        XCTAssertEqual(row.subitems.count, 2)
        XCTAssertTrue(row.subitems[0] === item)
        XCTAssertNil(row.interItemSpacing, "no spacing by default")
        XCTAssertTrue(row.supplementaryItems.isEmpty)
        XCTAssertEqual(row.contentInsets, .zero)

        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)),
                                                      repeatingSubitem: item, count: 3)
        XCTAssertEqual(column.subitems.count, 1, "the subitem, once")
        let spacing = NSCollectionLayoutSpacing.fixed(10)
        column.interItemSpacing = spacing
        XCTAssertFalse(column.interItemSpacing === spacing, "copied when set")
        XCTAssertEqual(column.interItemSpacing?.spacing, 10)

        // A group's supplementary items are settable, unlike an item's.
        column.supplementaryItems = [NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(1), .absolute(1)), elementKind: "frame",
                                                                        containerAnchor: NSCollectionLayoutAnchor(edges: .all))]
        XCTAssertEqual(column.supplementaryItems.count, 1)

        // The factories return the class they are called on: a group is an item.
        let asItem: NSCollectionLayoutItem = row
        XCTAssertTrue(asItem is NSCollectionLayoutGroup)
        XCTAssertTrue(NSCollectionLayoutGroup.custom(layoutSize: size(.absolute(10), .absolute(10))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 5, height: 5), zIndex: 2)]
        }.subitems.isEmpty)

        let copy = row.copy() as! NSCollectionLayoutGroup
        XCTAssertFalse(copy.subitems[0] === item, "a group copies its subitems")
        XCTAssertTrue(row.visualDescription().hasPrefix("horizontal group .fractionalWidth(1.0) x .absolute(44.0)"))
    }

    func testDeprecatedCountFormStillMakesAGroup() async {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = deprecatedForms.horizontal(size(.fractionalWidth(1), .absolute(44)), item, 3)
        XCTAssertEqual(group.subitems.count, 1)
        XCTAssertTrue(group.subitems[0] === item)
    }

    func testSectionDefaultsAndReferenceSemantics() async {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        XCTAssertEqual(section.contentInsets, .zero)
        XCTAssertEqual(section.interGroupSpacing, 0)
        XCTAssertEqual(section.orthogonalScrollingBehavior, .none)
        XCTAssertEqual(section.contentInsetsReference, .automatic)
        XCTAssertTrue(section.boundarySupplementaryItems.isEmpty)
        XCTAssertTrue(section.decorationItems.isEmpty)
        XCTAssertTrue(section.supplementariesFollowContentInsets)
        XCTAssertNil(section.visibleItemsInvalidationHandler)

        let same = section
        section.interGroupSpacing = 12
        XCTAssertEqual(same.interGroupSpacing, 12)

        XCTAssertEqual(UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered.rawValue, 5)
        XCTAssertEqual(UIContentInsetsReference.readableContent.rawValue, 4)
        XCTAssertEqual(NSRectAlignment.topTrailing.rawValue, 8)
        XCTAssertEqual(NSDirectionalRectEdge.all, [.top, .leading, .bottom, .trailing])
    }

    func testAListSectionKeepsItsConfigurationThroughACopy() async {
        final class Environment: NSObject, NSCollectionLayoutEnvironment {
            let container: any NSCollectionLayoutContainer = CompositionalContainer(contentSize: CGSize(width: 390, height: 800), contentInsets: .zero)
            let traitCollection = UITraitCollection()
        }
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.footerMode = .supplementary
        configuration.headerTopPadding = 0
        let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: Environment())
        XCTAssertEqual(section.listConfiguration?.appearance, .grouped)
        let copy = section.copy() as! NSCollectionLayoutSection
        XCTAssertEqual(copy.listConfiguration?.footerMode, .supplementary)
        XCTAssertEqual(copy.listConfiguration?.headerTopPadding, 0)
        let model = configuration.layoutListConfiguration
        XCTAssertEqual(model.appearance, .grouped)
        XCTAssertEqual(model.footerMode, .supplementary)
        XCTAssertEqual(model.headerMode, .none)
        XCTAssertEqual(model.headerTopPadding, 0)
        XCTAssertNil(NSCollectionLayoutSection(group: section.group).listConfiguration)
    }

    func testBoundaryAndDecorationItems() async {
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .estimated(44)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        XCTAssertEqual(header.elementKind, "UICollectionElementKindSectionHeader")
        XCTAssertEqual(header.alignment, .top)
        XCTAssertEqual(header.offset, .zero)
        XCTAssertTrue(header.extendsBoundary, "UIKit: default is YES")
        XCTAssertFalse(header.pinToVisibleBounds, "UIKit: default is NO")
        XCTAssertEqual(header.zIndex, 1)
        let moved = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(10)), elementKind: "f",
                                                                alignment: .bottom, absoluteOffset: CGPoint(x: 0, y: 5))
        XCTAssertEqual(moved.offset, CGPoint(x: 0, y: 5))
        header.pinToVisibleBounds = true
        let copy = header.copy() as! NSCollectionLayoutBoundarySupplementaryItem
        XCTAssertTrue(copy.pinToVisibleBounds)
        XCTAssertEqual(copy.elementKind, header.elementKind)

        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        XCTAssertEqual(background.elementKind, "background")
        XCTAssertEqual(background.zIndex, 0, "UIKit: default is 0")

        let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        XCTAssertTrue(anchor.isFractionalOffset)
        XCTAssertFalse(anchor.isAbsoluteOffset)
        XCTAssertEqual(anchor.edges, [.top, .trailing])
        XCTAssertFalse(NSCollectionLayoutAnchor(edges: .top).isAbsoluteOffset)
    }

    func testConfigurationDefaultsAndCopies() async {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        XCTAssertEqual(configuration.scrollDirection, .vertical)
        XCTAssertEqual(configuration.interSectionSpacing, 0)
        XCTAssertTrue(configuration.boundarySupplementaryItems.isEmpty)
        XCTAssertEqual(configuration.contentInsetsReference, .safeArea, "UIKit's header: default is UIContentInsetsReferenceSafeArea")

        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item]))
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        configuration.interSectionSpacing = 30
        XCTAssertEqual(layout.configuration.interSectionSpacing, 0, "the layout keeps a copy")
        layout.configuration.interSectionSpacing = 40
        XCTAssertEqual(layout.configuration.interSectionSpacing, 0, "changing the getter's copy has no effect, as in UIKit")
        layout.configuration = configuration
        XCTAssertEqual(layout.configuration.interSectionSpacing, 30)
    }
}

/// The forms deprecated in iOS 16 (`subitem:count:`), called through a protocol whose witnesses
/// are deprecated, so that tests use them without a deprecation warning in the build.
@MainActor
protocol DeprecatedGroupForms {
    func horizontal(_ size: NSCollectionLayoutSize, _ item: NSCollectionLayoutItem, _ count: Int) -> NSCollectionLayoutGroup
    func vertical(_ size: NSCollectionLayoutSize, _ item: NSCollectionLayoutItem, _ count: Int) -> NSCollectionLayoutGroup
}

@MainActor
private struct DeprecatedGroupFormsCaller: DeprecatedGroupForms {
    @available(*, deprecated, message: "calls the form deprecated in iOS 16")
    func horizontal(_ size: NSCollectionLayoutSize, _ item: NSCollectionLayoutItem, _ count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: count)
    }

    @available(*, deprecated, message: "calls the form deprecated in iOS 16")
    func vertical(_ size: NSCollectionLayoutSize, _ item: NSCollectionLayoutItem, _ count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup.vertical(layoutSize: size, subitem: item, count: count)
    }
}

/// `subitem:count:`, without a deprecation warning at the call site.
@MainActor let deprecatedForms: any DeprecatedGroupForms = DeprecatedGroupFormsCaller()
