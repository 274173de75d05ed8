import XCTest
@testable import TrellisLayout

/// Rule 17 of the compositional layout: edge spacing around slots and flexible spacing. Along
/// the group's axis a slot takes its leading edge, its length and its trailing edge; flexible
/// edges and flexible gaps share the leftover equally. Across the axis the free space is shared
/// by the flexible edges the same way.
final class CompositionalEdgeSpacingTests: XCTestCase {
    private func spaced(_ item: LayoutItem, _ edges: LayoutEdgeSpacing) -> LayoutItem {
        var item = item
        item.edgeSpacing = edges
        return item
    }

    private let flexibleSides = LayoutEdgeSpacing(leading: .flexible(0), trailing: .flexible(0))

    func testFlexibleLeadingAndTrailingEdgesCentreALoneItem() {
        let card = spaced(item(.absolute(12), .fractionalHeight(1)), flexibleSides)
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(3)), subitems: [card])
        let layout = CompositionalLayout.single(group, count: 2)
        layout.prepared(width: 20)
        // A second card would end at 24 > 20: one a group. Leftover 20 − 12 = 8, two shares of 4.
        XCTAssertEqual(layout.cellFrames(), [rect(4, 0, 12, 3), rect(4, 3, 12, 3)])
    }

    func testFlexibleEdgesShareTheLeftoverEqually() {
        let cell = spaced(item(.absolute(6), .fractionalHeight(1)), flexibleSides)
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(1)), subitems: [cell])
        let layout = CompositionalLayout.single(group, count: 3)
        layout.prepared(width: 21)
        // Three fit (18 ≤ 21); leftover 3 in six shares of 0.5: 0.5, 6 + 1.5 = 7.5, 12 + 2.5 = 14.5.
        XCTAssertEqual(layout.cellFrames(), [rect(0.5, 0, 6, 1), rect(7.5, 0, 6, 1), rect(14.5, 0, 6, 1)])
    }

    func testFlexibleInterItemSpacingJustifiesARow() {
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(1)),
                                           subitems: [item(.absolute(4), .fractionalHeight(1))]).interItemSpacing(.flexible(1))
        let layout = CompositionalLayout.single(group, count: 5)
        layout.prepared(width: 22)
        // At the minimum 1: 0, 5, 10, 15, the fourth ending at 19; a fifth would end at 24 > 22.
        // Leftover 3 in three gaps: 2 apart.
        XCTAssertEqual(layout.cellFrames(), [rect(0, 0, 4, 1), rect(6, 0, 4, 1), rect(12, 0, 4, 1), rect(18, 0, 4, 1),
                                             rect(0, 1, 4, 1)])
    }

    func testFlexibleGapsShareWithFlexibleEdges() {
        let cell = spaced(item(.absolute(4), .fractionalHeight(1)), LayoutEdgeSpacing(leading: .flexible(0)))
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(1)), subitems: [cell]).interItemSpacing(.flexible(0))
        let layout = CompositionalLayout.single(group, count: 3)
        layout.prepared(width: 14)
        // Three fit (12); leftover 2 in five shares (three leading edges, two gaps) of 0.4.
        XCTAssertEqual(layout.cellFrames(), [rect(0.4, 0, 4, 1), rect(5.2, 0, 4, 1), rect(10, 0, 4, 1)])
    }

    func testFixedEdgesCountInTheFitTest() {
        let cell = spaced(item(.absolute(3), .fractionalHeight(1)), LayoutEdgeSpacing(leading: .fixed(1), trailing: .fixed(1)))
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(1)), subitems: [cell])
        let layout = CompositionalLayout.single(group, count: 3)
        layout.prepared(width: 12)
        // Slots of 1 + 3 + 1 = 5: two fit (10); a third would end at 15 > 12.
        XCTAssertEqual(layout.cellFrames(), [rect(1, 0, 3, 1), rect(6, 0, 3, 1), rect(1, 1, 3, 1)])
    }

    func testAcrossTheAxisFixedTopMovesDownAndFlexibleEdgesShareTheFreeSpace() {
        let square = item(.absolute(2), .absolute(2))
        let group = LayoutGroup.horizontal(size: size(.absolute(10), .absolute(6)), subitems: [
            spaced(square, LayoutEdgeSpacing(top: .fixed(1))),                       // down by 1
            spaced(square, LayoutEdgeSpacing(top: .flexible(0), bottom: .flexible(0))), // centred: (6 − 2) / 2
            spaced(square, LayoutEdgeSpacing(top: .flexible(0))),                     // pushed to the bottom
            spaced(square, LayoutEdgeSpacing(bottom: .fixed(1))),                     // stays at the top
            spaced(square, LayoutEdgeSpacing(top: .flexible(1), bottom: .fixed(1))),  // 1 + all of 6 − 4
        ])
        let layout = CompositionalLayout.single(group, count: 5)
        layout.prepared(width: 20)
        XCTAssertEqual(layout.cellFrames(), [rect(0, 1, 2, 2), rect(2, 2, 2, 2), rect(4, 4, 2, 2), rect(6, 0, 2, 2), rect(8, 3, 2, 2)])
    }

    func testAVerticalGroupUsesTopAndBottomAlongAndLeadingAcross() {
        let cell = spaced(item(.absolute(4), .absolute(6)),
                          LayoutEdgeSpacing(leading: .fixed(1), top: .flexible(0), bottom: .flexible(0)))
        let group = LayoutGroup.vertical(size: size(.fractionalWidth(1), .absolute(10)), subitems: [cell])
        let layout = CompositionalLayout.single(group, count: 1)
        layout.prepared(width: 20)
        // Leftover 10 − 6 = 4 in two shares: y 2. The fixed leading edge moves it right by 1.
        XCTAssertEqual(layout.cellFrames(), [rect(1, 2, 4, 6)])
    }

    func testFlexibleEdgesCentreAcrossTheContentHeightOfASelfSizingGroup() {
        let tall = item(.fractionalWidth(0.5), .estimated(1))
        let short = spaced(item(.fractionalWidth(0.5), .estimated(1)), LayoutEdgeSpacing(top: .flexible(0), bottom: .flexible(0)))
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .estimated(1)), subitems: [tall, short])
        let source = TestDataSource(items: [[.init(height: 6), .init(height: 2)]])
        let layout = CompositionalLayout(dataSource: source, section: LayoutSection(group: group))
        layout.prepared(width: 10)
        // The group is as tall as its tallest slot, 6: the short one is centred in it.
        XCTAssertEqual(layout.cellFrames(), [rect(0, 0, 5, 6), rect(5, 2, 5, 2)])
    }

    func testAPartlyFilledInstanceSharesItsLeftoverAsAFullOne() {
        let fixed = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(1)),
                                           subitems: [item(.absolute(4), .fractionalHeight(1))]).interItemSpacing(.flexible(1))
        let selfSizing = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .estimated(1)),
                                                subitems: [item(.absolute(4), .estimated(1))]).interItemSpacing(.flexible(1))
        for group in [fixed, selfSizing] {
            let layout = CompositionalLayout.single(group, count: 2)
            layout.prepared(width: 22)
            // A full row holds four, 2 apart (as above): the two items are where a full row has them.
            XCTAssertEqual(layout.cellFrames(), [rect(0, 0, 4, 1), rect(6, 0, 4, 1)])
        }
    }

    func testANestedGroupsEdgesMoveItsCells() {
        var column = LayoutGroup.vertical(size: size(.absolute(4), .fractionalHeight(1)),
                                          subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        column.edgeSpacing = LayoutEdgeSpacing(leading: .fixed(2), top: .fixed(1))
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(4)),
                                           subitems: [item(.absolute(3), .fractionalHeight(1)), column])
        let layout = CompositionalLayout.single(group, count: 3)
        layout.prepared(width: 20)
        // The column starts at 3 + 2 = 5 and 1 down; its own size stays 4 x 4 (halves 2 tall).
        XCTAssertEqual(layout.cellFrames(), [rect(0, 0, 3, 4), rect(5, 1, 4, 2), rect(5, 3, 4, 2)])
    }

    func testACountGroupIgnoresEdgeSpacingAndFlexibleSpacingTakesItsMinimum() {
        let cell = spaced(item(.absolute(1), .fractionalHeight(1)), LayoutEdgeSpacing(leading: .fixed(2), top: .flexible(3)))
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(2)), subitem: cell, count: 2)
            .interItemSpacing(.flexible(1))
        let layout = CompositionalLayout.single(group, count: 2)
        layout.prepared(width: 11)
        // Slots (11 − 1) / 2 = 5 at 0 and 6, as with no edges and a fixed spacing of 1.
        XCTAssertEqual(layout.cellFrames(), [rect(0, 0, 5, 2), rect(6, 0, 5, 2)])
    }

    func testTheSectionsOwnGroupIgnoresItsEdgeSpacing() {
        var group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(1)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        group.edgeSpacing = LayoutEdgeSpacing(leading: .fixed(2), top: .fixed(2))
        let layout = CompositionalLayout.single(group, count: 1)
        layout.prepared(width: 10)
        XCTAssertEqual(layout.cellFrames(), [rect(0, 0, 10, 1)])
    }

    func testRightToLeftMirrorsTheLeadingEdge() {
        let cell = spaced(item(.absolute(3), .fractionalHeight(1)), LayoutEdgeSpacing(leading: .fixed(2)))
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(1)), subitems: [cell])
        let layout = CompositionalLayout.single(group, count: 1)
        layout.direction = .rightToLeft
        layout.prepared(width: 10)
        // Left to right (2, 0, 3, 1); mirrored: 10 − 2 − 3 = 5.
        XCTAssertEqual(layout.cellFrames(), [rect(5, 0, 3, 1)])
    }

    func testTheNeverFittingSlotWarningCountsEdgeSpacing() {
        let half = LayoutItem(size: size(.absolute(40), .absolute(1)), edgeSpacing: LayoutEdgeSpacing(leading: .flexible(1)))
        let row = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(4)), subitems: [half, half])
        // 1 + 40 + 0 + 1 + 40 = 82 > 80: the flexible edges count their minimum.
        XCTAssertEqual(LayoutSection(group: row).slotOverflows(viewSize: Size(width: 80, height: 23)),
                       [.init(path: [], slot: 1, axis: .horizontal,
                              terms: [.absolute(1), .absolute(40), .absolute(0), .absolute(1), .absolute(40)],
                              lengths: [1, 40, 0, 1, 40], farEdge: 82, groupLength: 80, atEveryWidth: false)])
        let plain = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(4)), subitems: [item(.absolute(40), .absolute(1))])
        XCTAssertEqual(LayoutSection(group: plain).slotOverflows(viewSize: Size(width: 80, height: 23)), [])
    }
}
