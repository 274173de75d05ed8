import TrellisUIKit
import XCTest

/// The host's counts, insets, traits and environment, with UIKit's values.
@MainActor
final class CollectionViewHostTests: XCTestCase {
    func testADataSourceWithoutNumberOfSectionsHasOneSection() async {
        final class OneSection: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
        }
        let source = OneSection()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        XCTAssertEqual(collectionView.numberOfSections, 0, "no data source, no sections")
        collectionView.dataSource = source
        XCTAssertEqual(collectionView.numberOfSections, 1)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 7)
    }

    func testCountsAreAskedOnceUntilReload() async {
        let source = CountsDataSource([2, 3])
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        collectionView.dataSource = source
        for _ in 0..<5 { _ = collectionView.numberOfItems(inSection: 1) }
        XCTAssertEqual(source.sectionQueries, 1)
        XCTAssertEqual(source.itemQueries, 2)
        collectionView.reloadData()
        _ = collectionView.numberOfSections
        XCTAssertEqual(source.sectionQueries, 2)
    }

    func testElementKindsHaveUIKitsStrings() {
        XCTAssertEqual(UICollectionView.elementKindSectionHeader, "UICollectionElementKindSectionHeader")
        XCTAssertEqual(UICollectionView.elementKindSectionFooter, "UICollectionElementKindSectionFooter")
        XCTAssertEqual(UICollectionView.ElementCategory.decorationView.rawValue, 2)
        XCTAssertEqual(UICollectionView.ScrollDirection.horizontal.rawValue, 1)
    }

    func testBoundsOriginIsTheContentOffset() async {
        let collectionView = UICollectionView(frame: CGRect(x: 5, y: 6, width: 100, height: 200), collectionViewLayout: UICollectionViewLayout())
        XCTAssertEqual(collectionView.bounds, CGRect(x: 0, y: 0, width: 100, height: 200))
        collectionView.contentOffset = CGPoint(x: 3, y: 40)
        XCTAssertEqual(collectionView.bounds.origin, CGPoint(x: 3, y: 40))
        XCTAssertEqual(collectionView.frame, CGRect(x: 5, y: 6, width: 100, height: 200), "scrolling does not move the frame")
        collectionView.bounds.origin.y = 7
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 3, y: 7))
    }

    func testAdjustedContentInsetAddsTheSafeArea() async {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: UICollectionViewLayout())
        collectionView.contentInset = UIEdgeInsets(top: 10, left: 1, bottom: 2, right: 3)
        XCTAssertEqual(collectionView.adjustedContentInset, collectionView.contentInset, "no safe area")
        collectionView.setSafeAreaInsets(UIEdgeInsets(top: 44, left: 20, bottom: 34, right: 20))
        XCTAssertEqual(collectionView.adjustedContentInset, UIEdgeInsets(top: 54, left: 1, bottom: 36, right: 3),
                       "automatic: the vertical safe area, the sides only when the content scrolls sideways")
        collectionView.contentInsetAdjustmentBehavior = .always
        XCTAssertEqual(collectionView.adjustedContentInset, UIEdgeInsets(top: 54, left: 21, bottom: 36, right: 23))
        collectionView.contentInsetAdjustmentBehavior = .never
        XCTAssertEqual(collectionView.adjustedContentInset, collectionView.contentInset)
        XCTAssertEqual(collectionView.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "a plain view's default margins")
    }

    func testTraitsFollowTheWidthByTheDocumentedRule() async {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewLayout())
        XCTAssertEqual(collectionView.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(collectionView.traitCollection.verticalSizeClass, .regular)
        XCTAssertEqual(collectionView.traitCollection.displayScale, 2)
        XCTAssertEqual(collectionView.traitCollection.layoutDirection, .leftToRight)
        collectionView.frame.size.width = 677
        XCTAssertEqual(collectionView.traitCollection.horizontalSizeClass, .compact)
        collectionView.frame.size = CGSize(width: 678, height: 479)
        XCTAssertEqual(collectionView.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(collectionView.traitCollection.verticalSizeClass, .compact)
        XCTAssertEqual(UITraitCollection().horizontalSizeClass, .unspecified)
        XCTAssertEqual(UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 3), UITraitCollection(horizontalSizeClass: .regular)]),
                       UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(displayScale: 3)]))
    }

    func testLayoutDirectionFollowsTheSemanticAttributeThenTheApplication() async {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        XCTAssertEqual(UIApplication.shared.userInterfaceLayoutDirection, .leftToRight)
        XCTAssertEqual(collectionView.effectiveUserInterfaceLayoutDirection, .leftToRight)
        collectionView.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(collectionView.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertEqual(collectionView.traitCollection.layoutDirection, .rightToLeft)
        collectionView.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(collectionView.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    }

    func testTheMainScreen() async {
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(UIScreen.main.scale, 2)
        XCTAssertEqual(UIScreen.main.nativeScale, 2)
    }

    func testRegisteredCellsDequeueAsTheirClass() async {
        final class PhotoCell: UICollectionViewCell {}
        final class Header: UICollectionReusableView {}
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: IndexPath(item: 0, section: 0))
        XCTAssertTrue(cell is PhotoCell)
        XCTAssertEqual(cell.reuseIdentifier, "photo")
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                     withReuseIdentifier: "header", for: IndexPath(item: 0, section: 0))
        XCTAssertTrue(header is Header)
    }
}

/// Cell registrations and selection, as Apple's samples use them: stubs that compile and keep state.
@MainActor
final class CellRegistrationAndSelectionTests: XCTestCase {
    final class TextCell: UICollectionViewCell {
        var text = ""
    }

    func testARegistrationMakesAndConfiguresItsCellClass() async {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        let registration = UICollectionView.CellRegistration<TextCell, Int> { cell, indexPath, item in
            cell.text = "\(indexPath.section).\(item)"
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: "header") { view, kind, _ in
            view.frame.size.height = kind == "header" ? 44 : 0
        }
        let cell = collectionView.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 0, section: 2), item: 9)
        XCTAssertEqual(cell.text, "2.9")
        XCTAssertEqual(collectionView.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 0, section: 0), item: nil).text, "",
                       "no item, no configuration")
        XCTAssertEqual(collectionView.dequeueConfiguredReusableSupplementary(using: header, for: IndexPath(item: 0, section: 0)).frame.height, 44)
    }

    func testSelectionIsKeptAndAReloadClearsIt() async {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        XCTAssertNil(collectionView.indexPathsForSelectedItems)
        collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)], "single selection by default")
        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        collectionView.deselectItem(at: IndexPath(item: 0, section: 0), animated: true)
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
        collectionView.reloadData()
        XCTAssertNil(collectionView.indexPathsForSelectedItems)
    }
}
