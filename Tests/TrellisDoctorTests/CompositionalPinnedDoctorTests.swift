import TrellisDoctor
import TrellisLayout
import TrellisTestSupport
import XCTest

/// The layout doctor on compositional layouts whose boundary items pin (rule 21): it reads
/// ``CompositionalLayout/pinsBoundaryItems`` and compares a pinned view's own query with the
/// query of the same bounds, so pinned headers and pinned footers pass `item-mismatch`; a layout
/// whose own query puts a pinned header elsewhere is still caught.
final class CompositionalPinnedDoctorTests: XCTestCase {
    /// Three sections of 30 rows 1 high, each with a header and a footer (1 high, full width)
    /// that pin to the visible bounds (`pinToVisibleBounds` on each item).
    static func pinnedLayout() -> CompositionalLayout {
        let row = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)))
        var section = LayoutSection(group: LayoutGroup.vertical(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)),
                                                                subitems: [row]))
        section.boundarySupplementaryItems = [
            LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)), kind: .header, alignment: .top,
                               pinToVisibleBounds: true),
            LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)), kind: .footer, alignment: .bottom,
                               pinToVisibleBounds: true),
        ]
        return CompositionalLayout(dataSource: TestDataSource(counts: [30, 30, 30]), section: section)
    }

    func testPinnedHeadersAndFootersAreExaminedClean() {
        let layout = Self.pinnedLayout()
        XCTAssertTrue(layout.pinsBoundaryItems)
        // No `pinsSupplementaries`: the doctor reads `pinsBoundaryItems`.
        let report = LayoutDoctor.examine(layout, width: 20, height: 10, options: .init(fresh: { Self.pinnedLayout() }))
        XCTAssertEqual(report.findings, [], report.lines.joined(separator: "\n"))
    }

    func testAPinnedHeaderWhoseOwnQueryIsElsewhereIsCaught() {
        let report = LayoutDoctor.examine(MisplacedHeaderLayout(), width: 20, height: 10,
                                          options: .init(fresh: { MisplacedHeaderLayout() }, pinsSupplementaries: true))
        let mismatches = report.findings.filter { $0.check == "item-mismatch" }
        // At the examined width and again at a width of 1 (the doctor's edge widths).
        XCTAssertEqual(mismatches.count, 2, report.lines.joined(separator: "\n"))
        // Section 0's header is in view at (0, 0) in the query of the bounds; its own query says (0, 1).
        XCTAssertTrue(mismatches.first?.message.contains("header 0.0 at (0, 1, 20, 1), not (0, 0, 20, 1)") ?? false,
                      report.lines.joined(separator: "\n"))
    }
}

/// ``CompositionalPinnedDoctorTests/pinnedLayout()`` whose own query for a header answers one
/// point lower than the rect queries: broken on purpose.
private final class MisplacedHeaderLayout: CollectionLayout {
    let base = CompositionalPinnedDoctorTests.pinnedLayout()
    var bounds: Rect {
        get { base.bounds }
        set { base.bounds = newValue }
    }
    func prepare() { base.prepare() }
    var collectionViewContentSize: Size { base.collectionViewContentSize }
    var isContentSizeExact: Bool { base.isContentSizeExact }
    func completeLayout() { base.completeLayout() }
    func completeLayout(through rect: Rect) { base.completeLayout(through: rect) }
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { base.layoutAttributesForElements(in: rect) }
    func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? { base.layoutAttributesForItem(at: indexPath) }
    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        guard var attributes = base.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) else { return nil }
        if kind == .header, indexPath.section == 0 { attributes.frame.origin.y += 1 }
        return attributes
    }
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { base.shouldInvalidateLayout(forBoundsChange: newBounds) }
    func invalidateLayout() { base.invalidateLayout() }
    func invalidateLayout(with context: InvalidationContext) { base.invalidateLayout(with: context) }
    func contentSize(forWidth width: Double) -> Size { base.contentSize(forWidth: width) }
}
