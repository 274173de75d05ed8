import XCTest
@testable import TrellisLayout

/// Rule 18 of the compositional layout: `uniformAcrossSiblings(estimate:)` self-sizes each item,
/// then every such item of the group instance takes the largest of their lengths.
final class CompositionalUniformTests: XCTestCase {
    private typealias Item = TestDataSource.Item

    private func layout(_ group: LayoutGroup, _ items: [Item]) -> CompositionalLayout {
        CompositionalLayout(dataSource: TestDataSource(items: [items]), section: LayoutSection(group: group))
    }

    func testEachInstancesItemsTakeTheirTallestHeight() {
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .estimated(1)),
                                           subitems: [item(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 1))])
        let layout = layout(group, [Item(height: 3), Item(height: 5), Item(height: 2), Item(height: 4)])
        layout.prepared(width: 10)
        // Instance 0: 3 and 5 → both 5. Instance 1: 2 and 4 → both 4, starting at 5.
        XCTAssertEqual(layout.cellFrames(), [rect(0, 0, 5, 5), rect(5, 0, 5, 5), rect(0, 5, 5, 4), rect(5, 5, 5, 4)])
        XCTAssertEqual(layout.collectionViewContentSize.height, 9)
    }

    func testAUniformWidthTakesTheWidestAlongTheAxis() {
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(1)),
                                           subitems: [item(.uniformAcrossSiblings(estimate: 2), .fractionalHeight(1))])
        let layout = layout(group, [Item(width: 3), Item(width: 5), Item(width: 2)])
        layout.prepared(width: 20)
        // Own widths 3, 5, 2 all fit; the widest is 5: three slots of 5.
        XCTAssertEqual(layout.cellFrames(), [rect(0, 0, 5, 1), rect(5, 0, 5, 1), rect(10, 0, 5, 1)])
    }

    func testAnEstimatedSiblingKeepsItsOwnHeight() {
        let uniform = item(.fractionalWidth(1.0 / 3), .uniformAcrossSiblings(estimate: 1))
        let own = item(.fractionalWidth(1.0 / 3), .estimated(1))
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .estimated(1)), subitems: [uniform, own])
        let layout = layout(group, [Item(height: 2), Item(height: 6), Item(height: 4)])
        layout.prepared(width: 9)
        // Slots uniform, own, uniform (the cycle): the uniform ones 2 and 4 → both 4; the other keeps 6.
        XCTAssertEqual(layout.cellFrames(), [rect(0, 0, 3, 4), rect(3, 0, 3, 6), rect(6, 0, 3, 4)])
        XCTAssertEqual(layout.collectionViewContentSize.height, 6)
    }

    func testSiblingsAreTheItemsOfOneGroupInstance() {
        // Two columns, each a nested group: the uniform rows are siblings within a column only.
        let column = LayoutGroup.vertical(size: size(.fractionalWidth(0.5), .estimated(1)),
                                          subitems: [item(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 1))])
        let pair = LayoutGroup.vertical(size: size(.fractionalWidth(0.5), .estimated(1)),
                                        subitems: [item(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 1)),
                                                   item(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 1))])
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .estimated(1)), subitems: [column, pair])
        let layout = layout(group, [Item(height: 7), Item(height: 1), Item(height: 3)])
        layout.prepared(width: 10)
        // The first column holds one pass (its height is estimated): item 0, 7 tall. The second
        // holds items 1 and 2, 1 and 3 → both 3.
        XCTAssertEqual(layout.cellFrames(), [rect(0, 0, 5, 7), rect(5, 0, 5, 3), rect(5, 3, 5, 3)])
    }
}
