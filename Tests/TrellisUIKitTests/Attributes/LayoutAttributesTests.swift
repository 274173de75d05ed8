import TrellisUIKit
import XCTest

/// `UICollectionViewLayoutAttributes`: defaults, the frame's relation to centre and size, copies
/// of the dynamic class, equality.
@MainActor
final class LayoutAttributesTests: XCTestCase {
    final class PhotoAttributes: UICollectionViewLayoutAttributes {
        var photoHeight: CGFloat = 0
        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! PhotoAttributes
            copy.photoHeight = photoHeight
            return copy
        }
        // Nonisolated, as NSObject's isEqual is (the same under Swift 6 on iOS).
        nonisolated override func isEqual(_ object: Any?) -> Bool {
            nonisolated(unsafe) let object = object
            let same = MainActor.assumeIsolated { (object as? PhotoAttributes)?.photoHeight == photoHeight }
            return same && super.isEqual(object)
        }
    }

    func testDefaultsAndCategories() async {
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 4, section: 1))
        XCTAssertEqual(cell.representedElementCategory, .cell)
        XCTAssertNil(cell.representedElementKind)
        XCTAssertEqual(cell.indexPath, IndexPath(item: 4, section: 1))
        XCTAssertEqual(cell.frame, .zero)
        XCTAssertEqual(cell.alpha, 1)
        XCTAssertEqual(cell.zIndex, 0)
        XCTAssertFalse(cell.isHidden)
        XCTAssertTrue(cell.transform.isIdentity)
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 2))
        XCTAssertEqual(header.representedElementCategory, .supplementaryView)
        XCTAssertEqual(header.representedElementKind, UICollectionView.elementKindSectionHeader)
        let background = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 0))
        XCTAssertEqual(background.representedElementCategory, .decorationView)
        XCTAssertEqual(background.representedElementKind, "background")
    }

    func testCentreAndSizeAreTheAuthorityAndFrameFollows() async {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual(attributes.center, CGPoint(x: 25, y: 40))
        XCTAssertEqual(attributes.size, CGSize(width: 30, height: 40))
        XCTAssertEqual(attributes.bounds, CGRect(x: 0, y: 0, width: 30, height: 40))
        attributes.size = CGSize(width: 10, height: 10)
        XCTAssertEqual(attributes.frame, CGRect(x: 20, y: 35, width: 10, height: 10), "a new size keeps the centre")
        attributes.center.x += 5
        XCTAssertEqual(attributes.frame.minX, 25)
        attributes.transform = CGAffineTransform(scaleX: 2, y: 3)
        XCTAssertEqual(attributes.frame, CGRect(x: 20, y: 25, width: 20, height: 30), "the transformed bounds about the centre")
        XCTAssertEqual(attributes.size, CGSize(width: 10, height: 10), "a transform does not change the size")
    }

    func testAFrameSetThroughFrameReadsBackExactly() async {
        // (x + w/2) − w/2 is not x for these in floating point; the frame must not drift.
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        let frame = CGRect(x: 0.1, y: 1.0 / 3.0, width: 0.7, height: 2.0 / 3.0)
        attributes.frame = frame
        XCTAssertEqual(attributes.frame, frame)
        XCTAssertEqual((attributes.copy() as! UICollectionViewLayoutAttributes).frame, frame, "copies keep it")
        attributes.frame.origin.x += 1
        XCTAssertEqual(attributes.frame.minX, 1.1)
        attributes.center = CGPoint(x: 10, y: 10)
        XCTAssertEqual(attributes.frame, CGRect(x: 10 - 0.35, y: 10 - 1.0 / 3.0, width: 0.7, height: 2.0 / 3.0), "a new centre: derived again")
    }

    func testCopiesAreOfTheDynamicClassWithEveryProperty() async {
        let original = PhotoAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 2, section: 3))
        original.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        original.alpha = 0.5
        original.zIndex = 7
        original.isHidden = true
        original.transform = CGAffineTransform(translationX: 1, y: 1)
        original.photoHeight = 120
        let copy = original.copy() as! PhotoAttributes
        XCTAssertFalse(copy === original)
        XCTAssertEqual(copy, original)
        XCTAssertEqual(copy.photoHeight, 120)
        XCTAssertEqual(copy.representedElementKind, "badge")
        XCTAssertEqual(copy.representedElementCategory, .supplementaryView)
        copy.frame.origin.x = 99
        XCTAssertNotEqual(copy, original, "a copy is independent")
        XCTAssertEqual(original.center, CGPoint(x: 2.5, y: 4), "the original keeps its centre")
        let other = original.copy() as! PhotoAttributes
        other.photoHeight = 1
        XCTAssertNotEqual(other, original, "the subclass's isEqual compares its own property")
    }

    func testEqualityNeedsTheSameClass() async {
        let plain = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        let photo = PhotoAttributes(forCellWith: IndexPath(item: 0, section: 0))
        XCTAssertNotEqual(plain, photo)
        XCTAssertEqual(plain, UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(plain.hash, UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)).hash)
    }

    func testALayoutMakesItsAttributesClass() async {
        final class PhotoLayout: UICollectionViewLayout {
            override class var layoutAttributesClass: AnyClass { PhotoAttributes.self }
        }
        let made = (PhotoLayout.layoutAttributesClass as! UICollectionViewLayoutAttributes.Type).init(forCellWith: IndexPath(item: 1, section: 0))
        XCTAssertTrue(made is PhotoAttributes)
        XCTAssertTrue(UICollectionViewLayout.layoutAttributesClass == UICollectionViewLayoutAttributes.self)
        XCTAssertTrue(UICollectionViewLayout.invalidationContextClass == UICollectionViewLayoutInvalidationContext.self)
    }

    func testTheBaseLayoutsDefaults() async {
        let layout = UICollectionViewLayout()
        XCTAssertNil(layout.collectionView)
        XCTAssertEqual(layout.collectionViewContentSize, .zero)
        XCTAssertNil(layout.layoutAttributesForElements(in: .infinite))
        XCTAssertNil(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertFalse(layout.shouldInvalidateLayout(forBoundsChange: .zero))
        XCTAssertFalse(layout.flipsHorizontallyInOppositeLayoutDirection)
        XCTAssertEqual(layout.developmentLayoutDirection, .leftToRight)
        XCTAssertEqual(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 3, y: 4)), CGPoint(x: 3, y: 4))
        XCTAssertEqual(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 3, y: 4), withScrollingVelocity: CGPoint(x: 9, y: 9)),
                       CGPoint(x: 3, y: 4))
        XCTAssertNil(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(layout.targetIndexPath(forInteractivelyMovingItem: IndexPath(item: 2, section: 0), withPosition: .zero),
                       IndexPath(item: 2, section: 0))
        XCTAssertNotNil(UICollectionViewLayout(coder: NSCoder()), "init?(coder:) makes a layout with its defaults")
    }
}
