import TrellisUIKit
import XCTest

/// The flow layout's properties with UIKit's defaults (issue 26 §2's table), its constants and
/// enums, its invalidation context, and the delegate's defaults.
@MainActor
final class FlowLayoutDefaultsTests: XCTestCase {
    func testItemSizeIs50By50() async {
        XCTAssertEqual(UICollectionViewFlowLayout().itemSize, CGSize(width: 50, height: 50))
    }

    func testMinimumLineSpacingIs10() async {
        XCTAssertEqual(UICollectionViewFlowLayout().minimumLineSpacing, 10)
    }

    func testMinimumInteritemSpacingIs10() async {
        XCTAssertEqual(UICollectionViewFlowLayout().minimumInteritemSpacing, 10)
    }

    func testSectionInsetIsZero() async {
        XCTAssertEqual(UICollectionViewFlowLayout().sectionInset, .zero)
    }

    func testHeaderAndFooterReferenceSizesAreZero() async {
        XCTAssertEqual(UICollectionViewFlowLayout().headerReferenceSize, .zero)
        XCTAssertEqual(UICollectionViewFlowLayout().footerReferenceSize, .zero)
    }

    func testScrollDirectionIsVertical() async {
        XCTAssertEqual(UICollectionViewFlowLayout().scrollDirection, .vertical)
    }

    func testEstimatedItemSizeIsZeroAndAutomaticSizeExists() async {
        XCTAssertEqual(UICollectionViewFlowLayout().estimatedItemSize, .zero)
        XCTAssertEqual(UICollectionViewFlowLayout.automaticSize, CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertNotEqual(UICollectionViewFlowLayout.automaticSize, .zero)
    }

    func testSectionInsetReferenceIsFromContentInset() async {
        XCTAssertEqual(UICollectionViewFlowLayout().sectionInsetReference, .fromContentInset)
        XCTAssertEqual(UICollectionViewFlowLayout.SectionInsetReference.fromContentInset.rawValue, 0)
        XCTAssertEqual(UICollectionViewFlowLayout.SectionInsetReference.fromSafeArea.rawValue, 1)
        XCTAssertEqual(UICollectionViewFlowLayout.SectionInsetReference.fromLayoutMargins.rawValue, 2)
    }

    func testPinningIsOff() async {
        XCTAssertFalse(UICollectionViewFlowLayout().sectionHeadersPinToVisibleBounds)
        XCTAssertFalse(UICollectionViewFlowLayout().sectionFootersPinToVisibleBounds)
    }

    func testInvalidationContextClassIsTheFlowContextAndItsPropertiesDefaultToTrue() async {
        XCTAssertTrue(UICollectionViewFlowLayout.invalidationContextClass == UICollectionViewFlowLayoutInvalidationContext.self)
        let context = UICollectionViewFlowLayoutInvalidationContext()
        XCTAssertTrue(context.invalidateFlowLayoutDelegateMetrics)
        XCTAssertTrue(context.invalidateFlowLayoutAttributes)
        XCTAssertFalse(context.invalidateEverything)
        let layout = UICollectionViewFlowLayout()
        let counts = FlowCounts([1])
        let collectionView = makeCollectionView(layout, counts)
        XCTAssertTrue(layout.invalidationContext(forBoundsChange: collectionView.bounds.insetBy(dx: 10, dy: 0))
                      is UICollectionViewFlowLayoutInvalidationContext)
    }

    func testLayoutDirectionAnswersAreUIKits() async {
        let layout = UICollectionViewFlowLayout()
        XCTAssertEqual(layout.developmentLayoutDirection, .leftToRight)
        XCTAssertTrue(layout.flipsHorizontallyInOppositeLayoutDirection)
        XCTAssertTrue(UICollectionViewFlowLayout.layoutAttributesClass == UICollectionViewLayoutAttributes.self)
    }

    func testWithoutADelegateTheLayoutsOwnValuesApply() async {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 20)
        layout.sectionInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        layout.minimumLineSpacing = 5
        layout.headerReferenceSize = CGSize(width: 0, height: 6)
        layout.footerReferenceSize = CGSize(width: 0, height: 7)
        let counts = FlowCounts([4])
        _ = makeCollectionView(layout, counts)
        let expected = FlowReference.layOut([flowSection(sizes(4, 100, 20), inset: .init(top: 1, left: 2, bottom: 3, right: 4), line: 5,
                                                         header: 6, footer: 7)], width: 300)
        XCTAssertEqual((0..<4).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }, expected.items[0])
        XCTAssertEqual(layout.collectionViewContentSize, expected.contentSize)
    }

    func testTheDelegatesDefaultsReturnTheLayoutsValues() async {
        final class Silent: NSObject, UICollectionViewDelegateFlowLayout {}
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 11, height: 12)
        layout.sectionInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        layout.minimumLineSpacing = 13
        layout.minimumInteritemSpacing = 14
        layout.headerReferenceSize = CGSize(width: 15, height: 16)
        layout.footerReferenceSize = CGSize(width: 17, height: 18)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        let delegate = Silent()
        let path = IndexPath(item: 0, section: 0)
        XCTAssertEqual(delegate.collectionView(collectionView, layout: layout, sizeForItemAt: path), CGSize(width: 11, height: 12))
        XCTAssertEqual(delegate.collectionView(collectionView, layout: layout, insetForSectionAt: 0), UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(delegate.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: 0), 13)
        XCTAssertEqual(delegate.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: 0), 14)
        XCTAssertEqual(delegate.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: 0), CGSize(width: 15, height: 16))
        XCTAssertEqual(delegate.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: 0), CGSize(width: 17, height: 18))
        let other = UICollectionViewLayout()
        XCTAssertEqual(delegate.collectionView(collectionView, layout: other, sizeForItemAt: path), CGSize(width: 50, height: 50),
                       "UIKit's defaults for a layout that is not a flow layout")
        XCTAssertEqual(delegate.collectionView(collectionView, layout: other, minimumLineSpacingForSectionAt: 0), 10)
    }

    func testADelegateThatImplementsSomeMethodsGetsTheLayoutsValuesForTheRest() async {
        final class SizesOnly: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: 100 + CGFloat(indexPath.item) * 20, height: 30)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        let source = SizesOnly()
        _ = makeCollectionView(layout, source)
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 155, y: 5, width: 120, height: 30),
                       "the delegate's widths with the layout's inset and spacing (5c: copies of 120 fit twice in 290, gap 50)")
    }

    func testSettingAPropertyToANewValueInvalidatesTheLayout() async {
        let layout = CountingFlowLayout()
        let counts = FlowCounts([3])
        let collectionView = makeCollectionView(layout, counts)
        XCTAssertEqual(layout.prepares, 1)
        let changes: [(UICollectionViewFlowLayout) -> Void] = [
            { $0.itemSize = CGSize(width: 60, height: 60) }, { $0.minimumLineSpacing = 1 }, { $0.minimumInteritemSpacing = 1 },
            { $0.sectionInset = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1) }, { $0.headerReferenceSize = CGSize(width: 1, height: 1) },
            { $0.footerReferenceSize = CGSize(width: 1, height: 1) }, { $0.estimatedItemSize = CGSize(width: 1, height: 1) },
            { $0.scrollDirection = .horizontal }, { $0.sectionInsetReference = .fromSafeArea },
            { $0.sectionHeadersPinToVisibleBounds = true }, { $0.sectionFootersPinToVisibleBounds = true },
        ]
        for (number, change) in changes.enumerated() {
            change(layout)
            collectionView.layoutIfNeeded()
            XCTAssertEqual(layout.prepares, number + 2, "change \(number)")
        }
        layout.itemSize = CGSize(width: 60, height: 60)
        layout.minimumLineSpacing = 1
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.prepares, changes.count + 1, "setting the same value changes nothing")
        layout.estimatedItemSize = .zero
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size, CGSize(width: 60, height: 60),
                       "the frames follow the new values")
    }
}
