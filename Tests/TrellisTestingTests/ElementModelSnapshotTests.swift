import XCTest
import TrellisLayout
import TrellisTestSupport
@testable import TrellisTesting

/// A layout with a badge on each item and a decoration of its own kind (``BadgedLayout``) in
/// both snapshot formats: the listing names each element's kind and category, other kinds after
/// Trellis's own by name; the picture draws the badge and the ribbon and leaves the hidden badge
/// out. The references are in `__Snapshots__/ElementModelSnapshotTests/`.
final class ElementModelSnapshotTests: XCTestCase {
    func testTheListingNamesEveryElementsCategoryAndKind() {
        XCTAssertEqual(LayoutSnapshot.text(of: BadgedLayout.layout(), width: 30, height: nil, offset: 0, format: .attributes, label: nil), """
            {"contentSize": {"width": 30, "height": 8},
             "attributes": [
              {"kind": "cell", "category": "cell", "section": 0, "item": 0, "x": 1, "y": 1, "width": 12, "height": 5, "zIndex": 0},
              {"kind": "cell", "category": "cell", "section": 0, "item": 1, "x": 16, "y": 1, "width": 13, "height": 5, "zIndex": 0},
              {"kind": "badge", "category": "supplementaryView", "section": 0, "item": 0, "x": 8, "y": 0, "width": 7, "height": 3, "zIndex": 1},
              {"kind": "badge", "category": "supplementaryView", "section": 0, "item": 1, "x": 23, "y": 0, "width": 7, "height": 3, "zIndex": 1, "isHidden": true},
              {"kind": "ribbon", "category": "decorationView", "section": 0, "item": 0, "x": 0, "y": 0, "width": 30, "height": 8, "zIndex": -1}
             ]}

            """)
    }

    func testTheListingOrderIsTheKindsOrderThenTheCategoryThenTheIndexPath() {
        let path = LayoutIndexPath(item: 0, section: 0)
        let elements = [
            LayoutAttributes(category: .decorationView, kind: "badge", indexPath: path, frame: .zero),
            LayoutAttributes(category: .supplementaryView, kind: "badge", indexPath: LayoutIndexPath(item: 1, section: 0), frame: .zero),
            LayoutAttributes(category: .supplementaryView, kind: "badge", indexPath: path, frame: .zero),
            LayoutAttributes(kind: .background, indexPath: path, frame: .zero),
            LayoutAttributes(kind: "anchor", indexPath: path, frame: .zero),
            LayoutAttributes(kind: .header, indexPath: path, frame: .zero),
            LayoutAttributes.cell(at: path, frame: .zero),
        ]
        let listed = elements.sorted(by: LayoutSnapshot.listingOrder).map { "\($0.kind) \($0.category) \($0.indexPath.item)" }
        XCTAssertEqual(listed, ["cell cell 0", "header supplementaryView 0", "background decorationView 0", "anchor supplementaryView 0",
                                "badge supplementaryView 0", "badge supplementaryView 1", "badge decorationView 0"])
    }

    func testBothFormatsAgainstCommittedReferences() {
        assertLayoutSnapshot(of: BadgedLayout.layout(), width: 30)                        // .1
        assertLayoutSnapshot(of: BadgedLayout.layout(), width: 30, as: .attributes)       // .2
    }

    /// The badges and bands a placer adds through the engine (``BadgedListLayout``), in both
    /// formats: the listing names their categories and kinds, the picture draws the badges over
    /// the cells and the bands under them (references `.1` and `.2` of this test).
    func testAPlacersBadgesAndBandsThroughTheEngineInBothFormats() {
        func layout() -> BadgedListLayout {
            BadgedListLayout(dataSource: TestDataSource(counts: [2, 1], style: SectionStyle(headerHeight: 1)))
        }
        assertLayoutSnapshot(of: layout(), width: 12)                        // .1
        assertLayoutSnapshot(of: layout(), width: 12, as: .attributes)       // .2
    }
}
