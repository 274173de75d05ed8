import TrellisTestSupport
import TrellisUIKit
import XCTest

/// Subclasses as iOS code writes them: the left-aligned flow layout that calls `super`, copies
/// the attributes and edits them (the AlignedCollectionViewFlowLayout pattern), a custom
/// attributes class, and what happens to attributes edited without copying.
@MainActor
final class FlowLayoutSubclassTests: XCTestCase {
    /// The common left-aligned flow layout, verbatim as apps write it, recording what `super`
    /// answered before its edit.
    final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
        var fromSuper: [UICollectionViewLayoutAttributes] = []

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            guard let original = super.layoutAttributesForElements(in: rect) else { return nil }
            let attributes = original.map { $0.copy() as! UICollectionViewLayoutAttributes }
            fromSuper = attributes.map { $0.copy() as! UICollectionViewLayoutAttributes }
            var leftMargin = sectionInset.left
            var maxY: CGFloat = -1.0
            attributes.forEach { layoutAttribute in
                guard layoutAttribute.representedElementCategory == .cell else { return }
                if layoutAttribute.frame.origin.y >= maxY {
                    leftMargin = sectionInset.left
                }
                layoutAttribute.frame.origin.x = leftMargin
                leftMargin += layoutAttribute.frame.width + minimumInteritemSpacing
                maxY = max(layoutAttribute.frame.maxY, maxY)
            }
            return attributes
        }
    }

    func testALeftAlignedSubclassSeesExactlyTheFlowLayoutsFramesBeforeItsEdit() async {
        for seed in UInt64(1)...150 {
            var random = SeededGenerator(seed: seed)
            var (sections, width) = FlowGeometryTests.randomSections(&random)
            // The subclass reads the layout's own inset and spacing: one for every section.
            let inset = FlowReference.UIEdgeInsetsValue(top: 3, left: 8, bottom: 5, right: 4)
            for index in sections.indices {
                sections[index].inset = inset
                sections[index].interitemSpacing = 6
            }
            let layout = LeftAlignedFlowLayout()
            layout.sectionInset = UIEdgeInsets(top: 3, left: 8, bottom: 5, right: 4)
            layout.minimumInteritemSpacing = 6
            let metrics = FlowMetrics(sections)
            let collectionView = makeCollectionView(layout, metrics, width: width, height: 100_000)
            let expected = FlowReference.layOut(sections, width: width)
            var expectedFrames: [CGRect] = []
            var isCell: [Bool] = []
            for number in sections.indices {
                if let header = expected.headers[number] { expectedFrames.append(header); isCell.append(false) }
                expectedFrames += expected.items[number]
                isCell += expected.items[number].map { _ in true }
                if let footer = expected.footers[number] { expectedFrames.append(footer); isCell.append(false) }
            }
            let edited = layout.layoutAttributesForElements(in: collectionView.bounds) ?? []
            XCTAssertEqual(layout.fromSuper.map(\.frame), expectedFrames, "seed \(seed): super's frames are §2's, exactly")
            // The edit, replayed on the reference's frames: what the subclass returns.
            var leftMargin: CGFloat = 8
            var maxY: CGFloat = -1
            let expectedEdited = zip(expectedFrames, isCell).map { frame, isCell -> CGRect in
                guard isCell else { return frame }
                if frame.minY >= maxY { leftMargin = 8 }
                var moved = frame
                moved.origin.x = leftMargin
                leftMargin += moved.width + 6
                maxY = max(moved.maxY, maxY)
                return moved
            }
            XCTAssertEqual(edited.map(\.frame), expectedEdited, "seed \(seed)")
            XCTAssertEqual(edited.filter { $0.representedElementCategory == .cell }.map { layout.layoutAttributesForItem(at: $0.indexPath)?.frame },
                           zip(expectedFrames, isCell).filter(\.1).map(\.0), "seed \(seed): the item query keeps §2's frames (rule 11)")
        }
    }

    func testALeftAlignedSubclassOnAHandExample() async {
        let layout = LeftAlignedFlowLayout()
        layout.minimumInteritemSpacing = 10
        let metrics = FlowMetrics([flowSection([CGSize(width: 100, height: 20), CGSize(width: 60, height: 20), CGSize(width: 150, height: 20),
                                                CGSize(width: 40, height: 20)])])
        _ = makeCollectionView(layout, metrics)
        XCTAssertEqual(layout.fromSuper.map(\.frame.minX), [0, 240, 0, 162], "§2: justified, then the grid gaps of six copies of 40 (12)")
        XCTAssertEqual(layout.allAttributes().map(\.frame.minX), [0, 110, 0, 160], "left-aligned by the subclass")
    }

    func testAttributesAreOfTheLayoutsAttributesClass() async {
        final class TintedAttributes: UICollectionViewLayoutAttributes {
            var tint = 0
            override func copy(with zone: NSZone? = nil) -> Any {
                let copy = super.copy(with: zone) as! TintedAttributes
                copy.tint = tint
                return copy
            }
        }
        final class TintedFlowLayout: UICollectionViewFlowLayout {
            override class var layoutAttributesClass: AnyClass { TintedAttributes.self }
        }
        let layout = TintedFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 10)
        layout.footerReferenceSize = CGSize(width: 0, height: 10)
        let counts = FlowCounts([3])
        _ = makeCollectionView(layout, counts)
        let all = layout.allAttributes()
        XCTAssertEqual(all.count, 5)
        XCTAssertTrue(all.allSatisfy { $0 is TintedAttributes })
        XCTAssertTrue(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) is TintedAttributes)
        XCTAssertTrue(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter,
                                                                  at: IndexPath(item: 0, section: 0)) is TintedAttributes)
    }

    func testEveryQueryMakesNewAttributesSoUncopiedEditsDoNotStick() async {
        // UIKit caches its attributes (and logs a "cached frame mismatch" when a subclass edits
        // them uncopied); Trellis makes them afresh: an edit never reaches the layout's frames.
        final class EditsWithoutCopying: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let attributes = super.layoutAttributesForElements(in: rect)
                attributes?.forEach { $0.frame.origin.x += 1000 }
                return attributes
            }
        }
        let layout = EditsWithoutCopying()
        let counts = FlowCounts([4])
        _ = makeCollectionView(layout, counts)
        let first = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 100)) ?? []
        let second = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 100)) ?? []
        XCTAssertEqual(first.map(\.frame.minX), second.map(\.frame.minX), "the edit is applied once per query, never accumulated")
        XCTAssertEqual(first.first?.frame.minX, 1000)
        XCTAssertFalse(zip(first, second).contains { $0 === $1 }, "new objects every query")
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX, 0, "the layout's frames are untouched")
        let item = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        item?.frame.origin.y = 500
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY, 0)
    }

    func testAPrepareOverrideThatSetsTheItemSizeBeforeSuper() async {
        // The other common pattern: size items from the bounds in prepare(), then call super.
        final class ThreeColumns: UICollectionViewFlowLayout {
            override func prepare() {
                if let collectionView {
                    let width = (collectionView.bounds.width - 2 * minimumInteritemSpacing) / 3
                    itemSize = CGSize(width: width, height: width)
                }
                super.prepare()
            }
        }
        let layout = ThreeColumns()
        let counts = FlowCounts([7])
        let collectionView = makeCollectionView(layout, counts, width: 320)
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
                       CGRect(x: 220, y: 0, width: 100, height: 100))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame,
                       CGRect(x: 0, y: 220, width: 100, height: 100), "the last line lines up with the columns")
        collectionView.frame.size.width = 230
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame,
                       CGRect(x: 80, y: 80, width: 70, height: 70))
    }
}
