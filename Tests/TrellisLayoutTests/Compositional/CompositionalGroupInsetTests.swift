import XCTest
@testable import TrellisLayout

/// Rule 16 of the compositional layout: a group keeps its resolved size in its parent; its
/// subitems are laid out in its frame inset by its content insets, and their fractions resolve
/// against that inset frame.
final class CompositionalGroupInsetTests: XCTestCase {
    private func inset(_ group: LayoutGroup, _ insets: EdgeInsets) -> LayoutGroup {
        var group = group
        group.contentInsets = insets
        return group
    }

    func testFractionalSubitemsResolveAgainstTheSectionGroupsInsetFrame() {
        let half = item(.fractionalWidth(0.5), .fractionalHeight(1))
        let group = inset(.horizontal(size: size(.fractionalWidth(1), .absolute(6)), subitems: [half]),
                          EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
        let layout = CompositionalLayout.single(group, count: 3)
        layout.prepared(width: 24)
        // The group is 24 x 6; inside its insets 20 x 4 at (2, 1): halves 10 wide, 4 tall.
        // Instance 1 starts at y 6, the group's full height.
        XCTAssertEqual(layout.cellFrames(), [rect(2, 1, 10, 4), rect(12, 1, 10, 4), rect(2, 7, 10, 4)])
        XCTAssertEqual(layout.collectionViewContentSize.height, 12)
    }

    func testANestedGroupKeepsItsSizeAndInsetsItsSubitems() {
        let column = inset(.vertical(size: size(.fractionalWidth(0.5), .fractionalHeight(1)),
                                     subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))]),
                           EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(8)),
                                           subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1)), column])
        let layout = CompositionalLayout.single(group, count: 3)
        layout.prepared(width: 20)
        // The column is 10 x 8 at x 10; inside its insets 8 x 6 at (11, 1): halves 3 tall.
        XCTAssertEqual(layout.cellFrames(), [rect(0, 0, 10, 8), rect(11, 1, 8, 3), rect(11, 4, 8, 3)])
    }

    func testACountGroupDividesItsInsetLength() {
        let group = inset(LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(2)),
                                                 subitem: item(.absolute(1), .fractionalHeight(1)), count: 3).interItemSpacing(1),
                          EdgeInsets(left: 1, right: 1))
        let layout = CompositionalLayout.single(group, count: 3)
        layout.prepared(width: 13)
        // 13 − 2 = 11 inside: slots (11 − 2) / 3 = 3 long at 1, 5 and 9.
        XCTAssertEqual(layout.cellFrames(), [rect(1, 0, 3, 2), rect(5, 0, 3, 2), rect(9, 0, 3, 2)])
    }

    func testCyclingFitsTheInsetLength() {
        let group = inset(.horizontal(size: size(.fractionalWidth(1), .absolute(1)), subitems: [item(.absolute(5), .absolute(1))]),
                          EdgeInsets(left: 2, right: 2))
        let layout = CompositionalLayout.single(group, count: 4)
        layout.prepared(width: 20)
        // 16 inside: three slots of 5 fit (15); a fourth would end at 20 > 16.
        XCTAssertEqual(layout.cellFrames(), [rect(2, 0, 5, 1), rect(7, 0, 5, 1), rect(12, 0, 5, 1), rect(2, 1, 5, 1)])
    }

    func testInsetsOfASelfSizingGroupMoveItsCellsSideways() {
        let group = inset(.horizontal(size: size(.fractionalWidth(1), .estimated(2)),
                                      subitems: [item(.fractionalWidth(0.5), .estimated(2))]),
                          EdgeInsets(top: 3, left: 1, bottom: 3, right: 1))
        let source = TestDataSource(items: [[.init(height: 4), .init(height: 2)]])
        let layout = CompositionalLayout(dataSource: source, section: LayoutSection(group: group))
        layout.prepared(width: 22)
        // 20 inside the sides: halves 10 wide at 1 and 11. The estimated height drops the top and
        // bottom insets (rule 15): the group is as tall as its tallest slot, 4.
        XCTAssertEqual(layout.cellFrames(), [rect(1, 0, 10, 4), rect(11, 0, 10, 2)])
        XCTAssertEqual(layout.collectionViewContentSize.height, 4)
    }

    func testTheNeverFittingSlotWarningCountsGroupInsets() {
        let row = inset(.horizontal(size: size(.fractionalWidth(1), .absolute(4)),
                                    subitems: [item(.absolute(40), .absolute(1)), item(.absolute(40), .absolute(1))]),
                        EdgeInsets(left: 1, right: 1))
        // 40 + 40 = 80 fits a row 80 wide, but not the 78 inside its insets.
        XCTAssertEqual(LayoutSection(group: row).slotOverflows(viewSize: Size(width: 80, height: 23)),
                       [.init(path: [], slot: 1, axis: .horizontal, terms: [.absolute(40), .absolute(0), .absolute(40)],
                              lengths: [40, 0, 40], farEdge: 80, groupLength: 78, atEveryWidth: false, insets: 2)])
        let wider = inset(row, EdgeInsets())
        XCTAssertEqual(LayoutSection(group: wider).slotOverflows(viewSize: Size(width: 80, height: 23)), [])
    }
}
