import XCTest
@testable import TrellisLayout

/// Rules 1–7 of the compositional layout (docs/layouts.md, "Compositional"), each on a layout
/// made by hand.
final class CompositionalRuleTests: XCTestCase {
    private let accuracy = 1e-9

    private func assertFrames(_ actual: [Rect], _ expected: [Rect], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, "frame count: \(actual)", file: file, line: line)
        for (a, e) in zip(actual, expected) {
            XCTAssertEqual(a.minX, e.minX, accuracy: accuracy, "\(a) != \(e)", file: file, line: line)
            XCTAssertEqual(a.minY, e.minY, accuracy: accuracy, "\(a) != \(e)", file: file, line: line)
            XCTAssertEqual(a.width, e.width, accuracy: accuracy, "\(a) != \(e)", file: file, line: line)
            XCTAssertEqual(a.height, e.height, accuracy: accuracy, "\(a) != \(e)", file: file, line: line)
        }
    }

    // MARK: Rule 1: dimensions

    func testDimensionsResolveAgainstTheirContainer() {
        XCTAssertEqual(LayoutDimension.fractionalWidth(0.5).resolved(width: 20, height: 10), 10)
        XCTAssertEqual(LayoutDimension.fractionalHeight(0.5).resolved(width: 20, height: 10), 5)
        XCTAssertEqual(LayoutDimension.absolute(3).resolved(width: 20, height: 10), 3)
        XCTAssertEqual(LayoutDimension.estimated(4).resolved(width: 20, height: 10), 4)
    }

    func testBadDimensionsCountAsZeroAndHugeFractionsAreClamped() {
        for bad in [-1, .nan, .infinity, -.infinity] as [Double] {
            XCTAssertEqual(LayoutDimension.absolute(bad).resolved(width: 20, height: 10), 0, "\(bad)")
            XCTAssertEqual(LayoutDimension.fractionalWidth(bad).resolved(width: 20, height: 10), 0, "\(bad)")
            XCTAssertEqual(LayoutDimension.estimated(bad).resolved(width: 20, height: 10), 0, "\(bad)")
        }
        XCTAssertEqual(LayoutDimension.fractionalWidth(5000).resolved(width: 1, height: 1), 1000)
        XCTAssertEqual(LayoutDimension.fractionalHeight(5000).resolved(width: 1, height: 2), 2000)
    }

    // MARK: Rule 2: the section container

    func testTheGroupResolvesAgainstTheViewLessTheSectionInsets() {
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(0.5), .fractionalHeight(0.5)),
                                           subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let layout = CompositionalLayout.single(group, count: 1) {
            $0.contentInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        }.prepared(width: 20, height: 12)
        // Container (20 - 2 - 4, 12 - 1 - 3) = (14, 8): the group is 7 x 4.
        assertFrames(layout.cellFrames(), [rect(2, 1, 7, 4)])
        XCTAssertEqual(layout.collectionViewContentSize, Size(width: 20, height: 8))
    }

    // MARK: Rule 3: groups stack

    func testGroupsStackWithTheirSpacingAndAPartialLastGroupKeepsItsHeight() {
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(3)),
                                           subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let layout = CompositionalLayout.single(group, count: 5) { $0.interGroupSpacing = 2 }.prepared(width: 10)
        assertFrames(layout.cellFrames(), [rect(0, 0, 5, 3), rect(5, 0, 5, 3), rect(0, 5, 5, 3), rect(5, 5, 5, 3),
                                           rect(0, 10, 5, 3)])
        // The last group holds one item and still takes its whole height.
        XCTAssertEqual(layout.collectionViewContentSize.height, 13)
    }

    // MARK: Rule 4: subitems without count

    func testOneItemOfAFifthMakesFivePerRowAtAnyWidth() {
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(1)),
                                           subitems: [item(.fractionalWidth(0.2), .fractionalHeight(1))])
        for width in [10, 7, 13, 1, 3.3, 99.9, 0.7, 31.1] as [Double] {
            let frames = CompositionalLayout.single(group, count: 10).prepared(width: width).cellFrames()
            XCTAssertEqual(frames.map(\.minY), [0, 0, 0, 0, 0, 1, 1, 1, 1, 1], "width \(width)")
            for (i, frame) in frames.enumerated() {
                XCTAssertEqual(frame.minX, Double(i % 5) * 0.2 * width, accuracy: 1e-9, "width \(width)")
            }
        }
    }

    func testSpacingLiesBetweenEveryTwoNeighboursNestedGroupsIncluded() {
        let column = LayoutGroup.vertical(size: size(.absolute(4), .fractionalHeight(1)),
                                          subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let group = LayoutGroup.horizontal(size: size(.absolute(20), .absolute(2)),
                                           subitems: [item(.absolute(3), .fractionalHeight(1)), column,
                                                      item(.absolute(3), .fractionalHeight(1))]).interItemSpacing(1)
        let frames = CompositionalLayout.single(group, count: 6).prepared(width: 30).cellFrames()
        // Slots 0..3, 4..8 (two cells), 9..12, then the cycle: 13..16; the column would end at 21 > 20.
        assertFrames(frames, [rect(0, 0, 3, 2), rect(4, 0, 4, 1), rect(4, 1, 4, 1), rect(9, 0, 3, 2), rect(13, 0, 3, 2),
                              rect(0, 2, 3, 2)])
    }

    func testASubitemThatDoesNotFitEndsTheGroupEvenInTheFirstPass() {
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(1)),
                                           subitems: [item(.fractionalWidth(0.6), .fractionalHeight(1)),
                                                      item(.fractionalWidth(0.3), .fractionalHeight(1)),
                                                      item(.fractionalWidth(0.6), .fractionalHeight(1))])
        let frames = CompositionalLayout.single(group, count: 4).prepared(width: 10).cellFrames()
        assertFrames(frames, [rect(0, 0, 6, 1), rect(6, 0, 3, 1), rect(0, 1, 6, 1), rect(6, 1, 3, 1)])
    }

    func testAFirstSlotThatDoesNotFitIsPlacedAnyway() {
        let group = LayoutGroup.horizontal(size: size(.absolute(5), .absolute(2)),
                                           subitems: [item(.absolute(8), .fractionalHeight(1))])
        let frames = CompositionalLayout.single(group, count: 2).prepared(width: 30).cellFrames()
        assertFrames(frames, [rect(0, 0, 8, 2), rect(0, 2, 8, 2)])
    }

    func testAcrossTheAxisEachSlotStartsAtTheGroupOriginWithItsOwnSize() {
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(4)),
                                           subitems: [item(.absolute(2), .absolute(1)), item(.absolute(2), .fractionalHeight(0.5)),
                                                      item(.absolute(2), .fractionalHeight(2))])
        let frames = CompositionalLayout.single(group, count: 3).prepared(width: 6).cellFrames()
        assertFrames(frames, [rect(0, 0, 2, 1), rect(2, 0, 2, 2), rect(4, 0, 2, 8)])
    }

    func testAVerticalGroupCyclesDownwards() {
        let group = LayoutGroup.vertical(size: size(.absolute(5), .absolute(10)),
                                         subitems: [item(.fractionalWidth(1), .absolute(3))]).interItemSpacing(1)
        let frames = CompositionalLayout.single(group, count: 3).prepared(width: 20).cellFrames()
        // 0..3, 4..7, and 8..11 would pass 10: two per group.
        assertFrames(frames, [rect(0, 0, 5, 3), rect(0, 4, 5, 3), rect(0, 10, 5, 3)])
    }

    // MARK: Rule 5: count

    func testACountGroupSplitsItsLengthIntoEqualSlots() {
        let group = LayoutGroup.horizontal(size: size(.absolute(10), .absolute(2)),
                                           subitem: item(.fractionalWidth(0.9), .fractionalHeight(0.5)), count: 3)
            .interItemSpacing(1)
        let frames = CompositionalLayout.single(group, count: 4).prepared(width: 20).cellFrames()
        let slot = 8.0 / 3
        assertFrames(frames, [rect(0, 0, slot, 1), rect(slot + 1, 0, slot, 1), rect(2 * (slot + 1), 0, slot, 1),
                              rect(0, 2, slot, 1)])
    }

    func testACountSlotIsNeverShorterThanZero() {
        let group = LayoutGroup.horizontal(size: size(.absolute(10), .absolute(2)),
                                           subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 3)
            .interItemSpacing(10)
        let frames = CompositionalLayout.single(group, count: 3).prepared(width: 20).cellFrames()
        assertFrames(frames, [rect(0, 0, 0, 2), rect(10, 0, 0, 2), rect(20, 0, 0, 2)])
    }

    func testACountBelowOneCountsAsOne() {
        let group = LayoutGroup.horizontal(size: size(.absolute(10), .absolute(2)),
                                           subitem: item(.fractionalWidth(0.5), .fractionalHeight(1)), count: 0)
        let frames = CompositionalLayout.single(group, count: 2).prepared(width: 20).cellFrames()
        assertFrames(frames, [rect(0, 0, 10, 2), rect(0, 2, 10, 2)])
    }

    func testNestedGroupsInACountGroupResolveAgainstTheSlot() {
        let column = LayoutGroup.vertical(size: size(.fractionalWidth(0.1), .fractionalHeight(1)),
                                          subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let group = LayoutGroup.horizontal(size: size(.absolute(12), .absolute(4)), subitem: column, count: 2)
        let frames = CompositionalLayout.single(group, count: 5).prepared(width: 20).cellFrames()
        // Each column takes its slot's 6 x 4, whatever its own width says; its items are 6 x 2.
        assertFrames(frames, [rect(0, 0, 6, 2), rect(0, 2, 6, 2), rect(6, 0, 6, 2), rect(6, 2, 6, 2), rect(0, 4, 6, 2)])
    }

    func testAVerticalCountGroupSplitsItsHeight() {
        let group = LayoutGroup.vertical(size: size(.absolute(4), .absolute(9)),
                                         subitem: item(.fractionalWidth(0.5), .absolute(100)), count: 3)
        let frames = CompositionalLayout.single(group, count: 3).prepared(width: 20).cellFrames()
        assertFrames(frames, [rect(0, 0, 2, 3), rect(0, 3, 2, 3), rect(0, 6, 2, 3)])
    }

    // MARK: Rule 6: item insets

    func testACellIsItsSlotInsetByTheItemsInsets() {
        let group = LayoutGroup.horizontal(size: size(.absolute(10), .absolute(4)),
                                           subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1),
                                                           insets: EdgeInsets(top: 1, left: 2, bottom: 0.5, right: 1))])
        let frames = CompositionalLayout.single(group, count: 2).prepared(width: 20).cellFrames()
        assertFrames(frames, [rect(2, 1, 2, 2.5), rect(7, 1, 2, 2.5)])
    }

    func testInsetsLargerThanTheSlotLeaveASizeOfZero() {
        let group = LayoutGroup.horizontal(size: size(.absolute(10), .absolute(4)),
                                           subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1),
                                                           insets: EdgeInsets(top: 3, left: 4, bottom: 3, right: 4))])
        let frames = CompositionalLayout.single(group, count: 2).prepared(width: 20).cellFrames()
        assertFrames(frames, [rect(4, 3, 0, 0), rect(9, 3, 0, 0)])
    }

    func testNegativeInsetsCountAsZero() {
        let group = LayoutGroup.horizontal(size: size(.absolute(10), .absolute(4)),
                                           subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1),
                                                           insets: EdgeInsets(top: -3, left: .nan, bottom: .infinity, right: -1))])
        let frames = CompositionalLayout.single(group, count: 1).prepared(width: 20).cellFrames()
        assertFrames(frames, [rect(0, 0, 5, 4)])
    }

    // MARK: Rule 7: items fill slots depth-first

    func testItemsFillTheSlotsDepthFirstThenTheNextInstance() {
        // The nested mosaic: a large item, then a column of two small ones.
        let column = LayoutGroup.vertical(size: size(.fractionalWidth(0.5), .fractionalHeight(1)),
                                          subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(6)),
                                           subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1),
                                                           insets: EdgeInsets(left: 1, right: 1)), column])
        let frames = CompositionalLayout.single(group, count: 5).prepared(width: 20).cellFrames()
        assertFrames(frames, [rect(1, 0, 8, 6), rect(10, 0, 10, 3), rect(10, 3, 10, 3), rect(1, 6, 8, 6), rect(10, 6, 10, 3)])
    }
}

/// The groups a validator warns about: those whose first slot does not fit (rule 4).
final class CompositionalOverflowTests: XCTestCase {
    func testTheGroupsWhoseFirstSlotDoesNotFitAreNamedByPath() {
        let fits = item(.fractionalWidth(0.5), .fractionalHeight(1))
        let tooWide = item(.absolute(30), .fractionalHeight(1))
        let inner = LayoutGroup.vertical(size: size(.absolute(4), .fractionalHeight(1)), subitems: [item(.fractionalWidth(1), .absolute(9))])
        let group = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(6)), subitems: [fits, inner])
        XCTAssertEqual(LayoutSection(group: group).firstSlotOverflows(viewSize: Size(width: 20, height: 10)).map(\.path), [[1]])
        let outer = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(6)), subitems: [tooWide])
        XCTAssertEqual(LayoutSection(group: outer).firstSlotOverflows(viewSize: Size(width: 20, height: 10)).map(\.path), [[]])
        XCTAssertEqual(LayoutSection(group: outer).firstSlotOverflows(viewSize: Size(width: 40, height: 10)).map(\.path), [])
        // In a count group, a nested group takes the slot's length: 10 wide, its 30-wide item overflows.
        let counted = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(6)),
                                             subitem: LayoutGroup.horizontal(size: size(.absolute(99), .fractionalHeight(1)),
                                                                             subitems: [tooWide]), count: 2)
        XCTAssertEqual(LayoutSection(group: counted).firstSlotOverflows(viewSize: Size(width: 20, height: 10)).map(\.path), [[0]])
    }

    func testAnOverflowSaysByHowMuchAndAGroupThatGrowsNeverOverflows() {
        let tall = item(.fractionalWidth(1), .absolute(9))
        let fixed = LayoutGroup.vertical(size: size(.fractionalWidth(1), .absolute(4)), subitems: [tall])
        XCTAssertEqual(LayoutSection(group: fixed).firstSlotOverflows(viewSize: Size(width: 20, height: 10)),
                       [.init(path: [], axis: .vertical, slotLength: 9, groupLength: 4)])
        // A vertical group of estimated height takes its content's height (rule 8): nothing overflows.
        let growing = LayoutGroup.vertical(size: size(.fractionalWidth(1), .estimated(4)), subitems: [tall])
        XCTAssertEqual(LayoutSection(group: growing).firstSlotOverflows(viewSize: Size(width: 20, height: 10)), [])
    }
}
