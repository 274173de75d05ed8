import TrellisUIKit
import TrellisLayout
@testable import TrellisTesting
import XCTest

/// Issue 28 §3 over UIKit: ``UIKitLayoutAdapter`` says what its backing compositional layout
/// says of its elements (``ElementRoles``), so that a picture of a `UICollectionViewCompositionalLayout`
/// draws a boundary item of a custom kind (Apple's `"section-header-element-kind"`) as a header
/// bar, an item's supplementary item as a badge, and a list section's separators. The snapshot
/// was reviewed by eye.
@MainActor
final class AdapterElementRolesTests: XCTestCase {
    static let headerKind = "section-header-element-kind"
    static let badgeKind = "badge-element-kind"

    /// Section 0: two 64-point cards a row, each with a 16 × 16 badge at its top trailing corner,
    /// under a 16-point header of Apple's custom kind; section 1: a plain list (separators shown).
    private func layout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            if sectionIndex == 1 {
                let config = UICollectionLayoutListConfiguration(appearance: .plain)
                return NSCollectionLayoutSection.list(using: config, layoutEnvironment: environment)
            }
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(16), heightDimension: .absolute(16)),
                elementKind: Self.badgeKind,
                containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                                heightDimension: .fractionalHeight(1)),
                                              supplementaryItems: [badge])
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(64)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(16)),
                elementKind: Self.headerKind, alignment: .top)]
            return section
        }
    }

    private func adapter() -> UIKitLayoutAdapter {
        UIKitLayoutAdapter(layout: layout(), dataSource: CountsDataSource([2, 3]))
    }

    func testTheAdapterSaysWhatItsCompositionalLayoutSays() async {
        let adapter = adapter()
        adapter.bounds = Rect(x: 0, y: 0, width: 240, height: 400)
        let elements = adapter.layoutAttributesForElements(in: adapter.bounds)
        let header = elements.first { $0.kind == ElementKind(rawValue: Self.headerKind) }
        let badge = elements.first { $0.kind == ElementKind(rawValue: Self.badgeKind) }
        XCTAssertEqual(header?.frame, Rect(x: 0, y: 0, width: 240, height: 16))
        XCTAssertEqual(badge?.frame, Rect(x: 104, y: 16, width: 16, height: 16), "item 0 at (0, 16, 120, 64), its top trailing corner")
        guard let header, let badge else { return XCTFail("no header or badge in \(elements)") }
        // Called on the adapter (a method reference such as `header.map(adapter.isBoundaryItem)`
        // would pick the protocol's nonisolated default), and through the protocol, as the pictures ask.
        let roles: any ElementRoles = ElementRolesLookup.roles(of: adapter)
        XCTAssertTrue(adapter.isBoundaryItem(header), "a custom kind the section lays out at its boundary")
        XCTAssertTrue(roles.isBoundaryItem(header))
        XCTAssertTrue(adapter.isBadge(badge))
        XCTAssertTrue(roles.isBadge(badge))
        XCTAssertEqual(adapter.boundaryItem(for: header)?.alignment, .top)
        XCTAssertEqual(roles.supplementaryItem(for: badge)?.anchor.edges, [.top, .trailing])
        XCTAssertEqual(adapter.decorationKinds(inSection: 0), [.background])
        XCTAssertNil(adapter.listAppearance(inSection: 0))
        XCTAssertEqual(adapter.listAppearance(inSection: 1),
                       ListAppearance(showsSeparators: true, isInsetGrouped: false, numberOfItems: 3, contentWidth: 240))
        XCTAssertTrue(ElementRolesLookup.roles(of: adapter) is UIKitLayoutAdapter)
    }

    func testAnyOtherUIKitLayoutHasTheDefaultRoles() async {
        let flow = UIKitLayoutAdapter(layout: UICollectionViewFlowLayout(), dataSource: CountsDataSource([2]))
        let custom = LayoutAttributes(category: .supplementaryView, kind: ElementKind(rawValue: Self.headerKind),
                                      indexPath: LayoutIndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertFalse(flow.isBoundaryItem(custom), "no compositional layout behind it: a custom kind is a badge")
        XCTAssertTrue(flow.isBoundaryItem(LayoutAttributes(category: .supplementaryView, kind: .header, indexPath: custom.indexPath,
                                                           frame: custom.frame)))
        XCTAssertNil(flow.listAppearance(inSection: 0))
        XCTAssertEqual(flow.decorationKinds(inSection: 0), [.background])
    }

    /// The picture: the custom-kind header a bar with its kind, the badges `[b]`-style boxes with
    /// their initial on the cards' corners, the list's rows with separators between them, not
    /// after the last.
    func testAPictureDrawsTheHeaderAsABarTheBadgesAsBadgesAndTheListsSeparators() async {
        let text = LayoutSnapshot.text(of: adapter(), width: 30, height: nil, offset: 0, format: .picture, label: nil)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(Array(lines.dropFirst().prefix(13)), [
            " section-header-element-kind  |",   // a bar (reverse video), not a badge `[s]`
            "┌────────────b ┌────────────b |",   // 16-point badges: 2 columns, a reverse-video initial
            "│0.0          ││0.1          │|",
            "│             ││             │|",
            "└─────────────┘└─────────────┘|",
            "┌────────────────────────────┐|",
            "│1.0                         │|",
            "├────────────────────────────┤|",   // the list's separators: under rows 0 and 1
            "┌────────────────────────────┐|",
            "│1.1                         │|",
            "├────────────────────────────┤|",
            "┌1.2─────────────────────────┐|",   // not under the last row
            "└────────────────────────────┘|",
        ], text)
        assertLayoutSnapshot(of: adapter(), width: 30)
    }
}
