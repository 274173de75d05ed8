import TrellisUIKit
import XCTest

/// Issue 26 §2's numbered rules, one or more tests each, through a collection view and a
/// delegate as an iOS app has them. Frames are compared exactly. (Rule 7 and 9 are in
/// FlowLayoutPinningTests, rule 8 in FlowLayoutSelfSizingTests.)
@MainActor
final class FlowLayoutRuleTests: XCTestCase {
    private func frames(_ sections: [FlowReference.Section], width: CGFloat = 300,
                        configure: (UICollectionViewFlowLayout) -> Void = { _ in }) -> (UICollectionViewFlowLayout, FlowMetrics, UICollectionView) {
        let layout = UICollectionViewFlowLayout()
        configure(layout)
        let metrics = FlowMetrics(sections)
        let collectionView = makeCollectionView(layout, metrics, width: width)
        return (layout, metrics, collectionView)
    }

    private func item(_ layout: UICollectionViewLayout, _ section: Int, _ item: Int) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    private func header(_ layout: UICollectionViewLayout, _ section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
    }

    private func footer(_ layout: UICollectionViewLayout, _ section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))?.frame
    }

    // MARK: Rule 1

    func testRule1SectionsStackFromZero() async {
        let (layout, _, _) = frames([flowSection(sizes(1, 50, 40)), flowSection(sizes(1, 50, 30))])
        XCTAssertEqual(item(layout, 0, 0)?.minY, 0, "the first section starts at y = 0")
        XCTAssertEqual(item(layout, 1, 0)?.minY, 40, "the next section starts where the first ends")
        XCTAssertEqual(layout.collectionViewContentSize.height, 70)
    }

    // MARK: Rule 2

    func testRule2HeaderSpansTheFullWidthOutsideTheInsetThenTheTopInset() async {
        let inset = FlowReference.UIEdgeInsetsValue(top: 7, left: 20, bottom: 0, right: 30)
        let (layout, _, _) = frames([flowSection(sizes(1, 50, 50), inset: inset, header: 25)])
        XCTAssertEqual(header(layout, 0), CGRect(x: 0, y: 0, width: 300, height: 25), "(0, y, W, h), whatever width the reference size asks")
        XCTAssertEqual(item(layout, 0, 0)?.minY, 32, "y += h, then y += inset.top")
    }

    func testRule2NoHeaderOfZeroHeightButTheTopInsetStill() async {
        let inset = FlowReference.UIEdgeInsetsValue(top: 7, left: 0, bottom: 0, right: 0)
        let (layout, _, _) = frames([flowSection(sizes(1, 50, 50), inset: inset, header: 0)])
        XCTAssertNil(header(layout, 0))
        XCTAssertFalse(layout.allAttributes().contains { $0.representedElementKind == UICollectionView.elementKindSectionHeader })
        XCTAssertEqual(item(layout, 0, 0)?.minY, 7)
    }

    // MARK: Rule 3

    func testRule3AnItemJoinsTheLineWhileItFits() async {
        // A = 300: 100 + 10 + 100 = 210, + 10 + 100 = 320 > 300.
        let (layout, _, _) = frames([flowSection(sizes(3, 100, 20))])
        XCTAssertEqual(item(layout, 0, 1)?.minY, 0)
        XCTAssertEqual(item(layout, 0, 2)?.minY, 30, "the third starts a new line")
    }

    func testRule3AnItemThatFitsExactlyJoins() async {
        // 100 + 10 + 100 + 10 + 100 = 320 ≤ A = 320.
        let (layout, _, _) = frames([flowSection(sizes(3, 100, 20))], width: 320)
        XCTAssertEqual(item(layout, 0, 2), CGRect(x: 220, y: 0, width: 100, height: 20))
    }

    func testRule3TheSectionInsetNarrowsTheLine() async {
        // A = 320 − 5 − 5 = 310 < 320: the third no longer fits.
        let inset = FlowReference.UIEdgeInsetsValue(top: 0, left: 5, bottom: 0, right: 5)
        let (layout, _, _) = frames([flowSection(sizes(3, 100, 20), inset: inset)], width: 320)
        XCTAssertEqual(item(layout, 0, 2)?.minY, 30)
    }

    func testRule3AnItemWiderThanTheLineIsClampedAndAlone() async {
        let inset = FlowReference.UIEdgeInsetsValue(top: 0, left: 10, bottom: 0, right: 10)
        let (layout, _, _) = frames([flowSection([CGSize(width: 40, height: 20), CGSize(width: 500, height: 30), CGSize(width: 40, height: 20)],
                                                 inset: inset)])
        XCTAssertEqual(item(layout, 0, 1), CGRect(x: 10, y: 30, width: 280, height: 30), "clamped to A = 280, on a line of its own")
        XCTAssertEqual(item(layout, 0, 2)?.minY, 70)
    }

    func testRule3TheFirstItemOfALineAlwaysJoins() async {
        let (layout, _, _) = frames([flowSection(sizes(2, 400, 20))])
        XCTAssertEqual(item(layout, 0, 0), CGRect(x: 0, y: 0, width: 300, height: 20))
        XCTAssertEqual(item(layout, 0, 1), CGRect(x: 0, y: 30, width: 300, height: 20))
    }

    // MARK: Rule 4

    func testRule4ALineIsAsTallAsItsTallestItemAndItemsAreCentred() async {
        let (layout, _, _) = frames([flowSection([CGSize(width: 50, height: 20), CGSize(width: 50, height: 40), CGSize(width: 50, height: 31),
                                                  CGSize(width: 290, height: 10)])])
        XCTAssertEqual(item(layout, 0, 0)?.minY, 10)
        XCTAssertEqual(item(layout, 0, 1)?.minY, 0)
        XCTAssertEqual(item(layout, 0, 2)?.minY, 4.5)
        XCTAssertEqual(item(layout, 0, 3)?.minY, 50, "the next line: 40 + 10 below")
    }

    // MARK: Rule 5

    func testRule5aAFullLineIsJustifiedAndTheGap46Point5StaysExact() async {
        // A = 200: 30 + 40 + 37 + 2 × 10 = 127, L = 73, gap = 10 + 73 / 2 = 46.5.
        let (layout, _, _) = frames([flowSection([CGSize(width: 30, height: 10), CGSize(width: 40, height: 10),
                                                  CGSize(width: 37, height: 10), CGSize(width: 70, height: 10)])], width: 200)
        XCTAssertEqual(item(layout, 0, 0)?.minX, 0, "the first starts at inset.left")
        XCTAssertEqual(item(layout, 0, 1)?.minX, 76.5, "30 + 46.5")
        XCTAssertEqual(item(layout, 0, 2)?.minX, 163, "76.5 + 40 + 46.5")
        XCTAssertEqual(item(layout, 0, 2)?.maxX, 200, "the last ends at W − inset.right")
        let attributes = layout.allAttributes()
        XCTAssertEqual(attributes[1].frame.minX - attributes[0].frame.maxX, 46.5, "not rounded to a pixel")
    }

    func testRule5aJustifiedWithinTheInsets() async {
        let inset = FlowReference.UIEdgeInsetsValue(top: 0, left: 12, bottom: 0, right: 8)
        let (layout, _, _) = frames([flowSection(sizes(4, 90, 10), inset: inset)])
        // A = 280: three of 90 fit (290 > 280? 90 + 10 + 90 + 10 + 90 = 290 > 280: two fit).
        XCTAssertEqual(item(layout, 0, 0)?.minX, 12)
        XCTAssertEqual(item(layout, 0, 1)?.maxX, 292, "the last ends at W − inset.right")
    }

    func testRule5bALoneItemOnALineThatIsNotTheLastIsCentred() async {
        let inset = FlowReference.UIEdgeInsetsValue(top: 0, left: 10, bottom: 0, right: 30)
        let (layout, _, _) = frames([flowSection(sizes(2, 150, 10), inset: inset)])
        // A = 260, L = 110: x = 10 + 55.
        XCTAssertEqual(item(layout, 0, 0)?.minX, 65)
        XCTAssertEqual(item(layout, 0, 1)?.minX, 10, "the last line starts at inset.left (5c)")
    }

    func testRule5cAGridsLastLineLinesUpWithTheColumnsAbove() async {
        // A = 300: five of 50 fit (290), L = 10, gaps 12.5.
        let (layout, _, _) = frames([flowSection(sizes(7, 50, 50))])
        let columns: [CGFloat] = [0, 62.5, 125, 187.5, 250]
        for (index, x) in columns.enumerated() { XCTAssertEqual(item(layout, 0, index)?.minX, x) }
        XCTAssertEqual(item(layout, 0, 5)?.minX, 0)
        XCTAssertEqual(item(layout, 0, 6)?.minX, 62.5, "the last line keeps the full line's gaps")
    }

    func testRule5cALastLineWhoseLastItemFillsALineAloneUsesTheMinimumSpacing() async {
        // Copies of 250 fit once in 300: n′ = 1, so the gaps are minimumInteritemSpacing.
        let (layout, _, _) = frames([flowSection([CGSize(width: 20, height: 10), CGSize(width: 250, height: 10)], interitem: 7)])
        XCTAssertEqual(item(layout, 0, 0)?.minX, 0)
        XCTAssertEqual(item(layout, 0, 1)?.minX, 27)
    }

    func testRule5cKeepsTheMinimumSpacingWhereCopiesOfTheLastItemWouldOverflow() async {
        // Copies of the last item (10 wide) make n′ = 5, L′ = 10: gaps of 12.5 would carry this
        // mixed line to 105 in a width of 100, so the gaps stay minimumInteritemSpacing (as UIKit
        // lays out a last line of mixed widths).
        let (layout, _, _) = frames([flowSection([CGSize(width: 60, height: 10), CGSize(width: 10, height: 10), CGSize(width: 10, height: 10)])],
                                    width: 100)
        XCTAssertEqual(item(layout, 0, 1)?.minX, 70)
        XCTAssertEqual(item(layout, 0, 2)?.minX, 90)
    }

    func testRule5cNeverCarriesALastLinePastTheRightInset() async {
        // A new user's tags: 320 points, insets of 16, the default spacing; the second line's
        // copies of 72 would give gaps of 36 and put the last tag at 300…372.
        let widths: [CGFloat] = [64, 64, 48, 72, 64, 64, 48, 72]
        let inset = FlowReference.UIEdgeInsetsValue(top: 0, left: 16, bottom: 0, right: 16)
        let (layout, _, _) = frames([flowSection(widths.map { CGSize(width: $0, height: 40) }, inset: inset)], width: 320)
        for index in widths.indices {
            XCTAssertLessThanOrEqual(item(layout, 0, index)!.maxX, 304, "item \(index) inside W − inset.right")
        }
        XCTAssertEqual((4..<8).map { item(layout, 0, $0)!.minX }, [16, 90, 164, 222], "the last line at the minimum spacing")
    }

    // MARK: Rule 6

    func testRule6LinesBottomInsetFooterAndTheNextSection() async {
        let inset = FlowReference.UIEdgeInsetsValue(top: 3, left: 0, bottom: 11, right: 0)
        let (layout, _, _) = frames([flowSection(sizes(2, 200, 20), inset: inset, line: 6, header: 5, footer: 9),
                                     flowSection(sizes(1, 10, 10), header: 4)])
        XCTAssertEqual(item(layout, 0, 0)?.minY, 8)
        XCTAssertEqual(item(layout, 0, 1)?.minY, 34, "minimumLineSpacing apart: 8 + 20 + 6")
        XCTAssertEqual(footer(layout, 0), CGRect(x: 0, y: 65, width: 300, height: 9), "after the last line, y += inset.bottom")
        XCTAssertEqual(header(layout, 1), CGRect(x: 0, y: 74, width: 300, height: 4), "the next section starts after the footer")
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 300, height: 88))
    }

    func testRule6AnEmptySectionStillHasItsInsetsHeaderAndFooter() async {
        let inset = FlowReference.UIEdgeInsetsValue(top: 3, left: 0, bottom: 4, right: 0)
        let (layout, _, _) = frames([flowSection([], inset: inset, header: 10, footer: 20)])
        XCTAssertEqual(header(layout, 0)?.minY, 0)
        XCTAssertEqual(footer(layout, 0)?.minY, 17)
        XCTAssertEqual(layout.collectionViewContentSize.height, 37)
    }

    func testRule6WIsTheBoundsLessTheContentInset() async {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 10)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        collectionView.contentInset = UIEdgeInsets(top: 5, left: 10, bottom: 0, right: 20)
        let counts = FlowCounts([1])
        collectionView.dataSource = counts
        collectionView.layoutIfNeeded()
        XCTAssertEqual(header(layout, 0), CGRect(x: 0, y: 0, width: 270, height: 10))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 270, height: 60))
    }

    func testSectionInsetReferenceFromSafeAreaAndLayoutMargins() async {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 10)
        layout.itemSize = CGSize(width: 300, height: 10)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        collectionView.setSafeAreaInsets(UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 14))
        let counts = FlowCounts([1])
        collectionView.dataSource = counts
        collectionView.layoutIfNeeded()
        XCTAssertEqual(header(layout, 0), CGRect(x: 0, y: 0, width: 300, height: 10), ".fromContentInset: the sides' safe area is not taken")

        layout.sectionInsetReference = .fromSafeArea
        collectionView.layoutIfNeeded()
        XCTAssertEqual(header(layout, 0), CGRect(x: 30, y: 0, width: 256, height: 10), "W from the safe area")
        XCTAssertEqual(item(layout, 0, 0), CGRect(x: 30, y: 10, width: 256, height: 10), "clamped to the safe area's width")
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 300, height: 20), "the content still spans the bounds")

        layout.sectionInsetReference = .fromLayoutMargins
        collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 40)
        collectionView.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        collectionView.layoutIfNeeded()
        // Per side the larger: left max(20, 16) = 20 (the content inset), right max(0, 40) = 40.
        XCTAssertEqual(header(layout, 0), CGRect(x: 0, y: 0, width: 240, height: 10), "the content inset respected at a minimum")
        XCTAssertEqual(layout.collectionViewContentSize.width, 280)
    }

    // MARK: Rule 10

    func testRule10HeaderCellsInOrderThenFooterSectionBySection() async {
        let (layout, _, _) = frames([flowSection(sizes(4, 60, 10), header: 5, footer: 5), flowSection(sizes(2, 60, 10), header: 5, footer: 5)])
        let names = layout.allAttributes().map { attributes -> String in
            switch attributes.representedElementKind {
            case UICollectionView.elementKindSectionHeader?: "h\(attributes.indexPath.section)"
            case UICollectionView.elementKindSectionFooter?: "f\(attributes.indexPath.section)"
            default: "\(attributes.indexPath.section).\(attributes.indexPath.item)"
            }
        }
        XCTAssertEqual(names, ["h0", "0.0", "0.1", "0.2", "0.3", "f0", "h1", "1.0", "1.1", "f1"])
        XCTAssertEqual(layout.allAttributes().map(\.zIndex), [10, 0, 0, 0, 0, 10, 10, 0, 0, 10], "headers and footers above cells")
    }

    func testRectQueryAnswersWhatMeetsTheRect() async {
        let (layout, _, _) = frames([flowSection(sizes(30, 50, 50), header: 20)])
        // Lines at 20, 80, 140, …; the rect meets the lines at 80 and 140 only.
        let attributes = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 100, width: 300, height: 60)) ?? []
        XCTAssertEqual(attributes.map(\.indexPath.item), Array(5..<15))
        let touching = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 130, width: 300, height: 10)) ?? []
        XCTAssertEqual(touching.count, 0, "only touching the lines above and below: nothing")
    }

    // MARK: Rule 11

    func testRule11ItsOwnQueriesNeverGoThroughAnOverriddenRectQuery() async {
        final class ShiftedRectQuery: UICollectionViewFlowLayout {
            var rectQueries = 0
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                rectQueries += 1
                return super.layoutAttributesForElements(in: rect)?.map {
                    let copy = $0.copy() as! UICollectionViewLayoutAttributes
                    copy.frame.origin.x += 100
                    return copy
                }
            }
        }
        let layout = ShiftedRectQuery()
        layout.headerReferenceSize = CGSize(width: 0, height: 10)
        let counts = FlowCounts([3])
        _ = makeCollectionView(layout, counts)
        let queriesBefore = layout.rectQueries
        XCTAssertEqual(item(layout, 0, 0), CGRect(x: 0, y: 10, width: 50, height: 50), "the flow layout's own frame, unshifted")
        XCTAssertEqual(header(layout, 0), CGRect(x: 0, y: 0, width: 300, height: 10))
        XCTAssertEqual(layout.rectQueries, queriesBefore)
        XCTAssertEqual(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 100))?.first?.frame.minX, 100,
                       "the rect query is the subclass's, inconsistent with the item query as on a device")
    }

    func testQueriesOutsideTheLayoutAnswerNil() async {
        let (layout, _, _) = frames([flowSection(sizes(2, 50, 50), header: 10)])
        XCTAssertNil(item(layout, 0, 2))
        XCTAssertNil(item(layout, 1, 0))
        XCTAssertNil(item(layout, -1, 0))
        XCTAssertNil(footer(layout, 0), "no footer: a reference size of 0")
        XCTAssertNil(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0)))
        XCTAssertNil(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0)))
    }

    // MARK: Horizontal scrolling

    func testHorizontalScrollingIsVerticalWithTheAxesSwapped() async {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 40, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 7, bottom: 15, right: 3)
        layout.headerReferenceSize = CGSize(width: 12, height: 999)
        layout.footerReferenceSize = CGSize(width: 6, height: 999)
        let counts = FlowCounts([5, 1])
        let collectionView = makeCollectionView(layout, counts, width: 400, height: 200)
        // Columns: A = 200 − 5 − 15 = 180 holds three of 50 (170), L = 10, gaps 15.
        XCTAssertEqual(header(layout, 0), CGRect(x: 0, y: 0, width: 12, height: 200), "a header spans the height, its width from the reference")
        XCTAssertEqual(item(layout, 0, 0), CGRect(x: 19, y: 5, width: 40, height: 50))
        XCTAssertEqual(item(layout, 0, 1), CGRect(x: 19, y: 70, width: 40, height: 50))
        XCTAssertEqual(item(layout, 0, 2), CGRect(x: 19, y: 135, width: 40, height: 50), "justified down to H − inset.bottom")
        XCTAssertEqual(item(layout, 0, 3), CGRect(x: 69, y: 5, width: 40, height: 50), "the next column, minimumLineSpacing to the right")
        XCTAssertEqual(item(layout, 0, 4), CGRect(x: 69, y: 70, width: 40, height: 50), "the last column lines up with the rows")
        XCTAssertEqual(footer(layout, 0), CGRect(x: 112, y: 0, width: 6, height: 200))
        XCTAssertEqual(header(layout, 1)?.minX, 118)
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 118 + 12 + 7 + 40 + 3 + 6, height: 200))
        XCTAssertEqual(collectionView.contentSize, layout.collectionViewContentSize)
    }
}
