import Foundation
import TrellisUIKit
import XCTest

/// Issue 26 §1: code written for UIKit compiles here. This layout overrides every member §1 lists,
/// with UIKit's exact signatures, as an iOS subclass would (Swift on Linux cannot override a
/// member declared in an extension, so this also pins that each is declared in the class body).
/// `Foundation` is imported beside TrellisUIKit, as iOS files do: no name is ambiguous.
@MainActor
final class EverythingOverridden: UICollectionViewLayout {
    var calls: Set<String> = []

    override init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    override class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }
    override func prepare() { super.prepare(); calls.insert("prepare") }
    override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: 100) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { calls.insert("elements"); return [] }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { newBounds.width != collectionView?.bounds.width }
    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        context.contentSizeAdjustment = .zero
        return context
    }
    override func invalidateLayout() { calls.insert("invalidateLayout"); super.invalidateLayout() }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { super.invalidateLayout(with: context) }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / 100).rounded() * 100)
    }
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    override func finalizeCollectionViewUpdates() {}
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    override func finalizeAnimatedBoundsChange() {}
    override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                         withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }
    override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }
    override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath { previousIndexPath }
}

/// A context subclass as UIKit code writes one: an overridden `invalidateEverything` getter.
final class EverythingContext: UICollectionViewLayoutInvalidationContext {
    override var invalidateEverything: Bool { true }
}

@MainActor
final class OverridableSurfaceTests: XCTestCase {
    func testOverridesAreCalledThroughTheHost() async {
        let layout = EverythingOverridden()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        collectionView.layoutIfNeeded()
        layout.invalidateLayout()
        XCTAssertEqual(layout.calls, ["prepare", "elements", "invalidateLayout"])
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 320, height: 100))
        XCTAssertTrue(EverythingContext().invalidateEverything)
        XCTAssertEqual(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 260), withScrollingVelocity: .zero), CGPoint(x: 0, y: 300))
    }

    func testFoundationsIndexPathIsTheOneInUse() {
        let path: Foundation.IndexPath = IndexPath(item: 1, section: 2)
        XCTAssertEqual(path.item, 1)
        XCTAssertEqual(path.section, 2)
        let geometry: (CGFloat, CGPoint, CGSize, CGRect) = (1, .zero, .zero, .zero)
        XCTAssertEqual(geometry.0, 1)
    }
}
