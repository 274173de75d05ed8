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

    // MARK: Rule 4: one pass (repeatingSubitem)

    func testARepeatingGroupHoldsCountCopiesAtTheirOwnSizeAndNoMore() {
        // Three of 0.25 in a group of 20: a quarter stays empty, no fourth joins (a cycling group takes four).
        let group = LayoutGroup.horizontal(size: size(.absolute(20), .absolute(2)),
                                           repeatingSubitem: item(.fractionalWidth(0.25), .fractionalHeight(1)), count: 3)
            .interItemSpacing(1)
        XCTAssertFalse(group.repeatsSubitems)
        XCTAssertEqual(group.subitems.count, 3)
        let frames = CompositionalLayout.single(group, count: 4).prepared(width: 20).cellFrames()
        assertFrames(frames, [rect(0, 0, 5, 2), rect(6, 0, 5, 2), rect(12, 0, 5, 2), rect(0, 2, 5, 2)])
    }

    func testARepeatingGroupPlacesEveryCopyEvenPastItsEnd() {
        let group = LayoutGroup.vertical(size: size(.absolute(4), .absolute(5)),
                                         repeatingSubitem: item(.fractionalWidth(1), .absolute(2)), count: 3)
        let frames = CompositionalLayout.single(group, count: 3).prepared(width: 20).cellFrames()
        assertFrames(frames, [rect(0, 0, 4, 2), rect(0, 2, 4, 2), rect(0, 4, 4, 2)])
        XCTAssertEqual(LayoutSection(group: group).slotOverflows(viewSize: Size(width: 20, height: 20)).count, 0,
                       "fitting is the caller's responsibility: no overflow is reported past the first slot")
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
        XCTAssertEqual(LayoutSection(group: group).slotOverflows(viewSize: Size(width: 20, height: 10)).map(\.path), [[1]])
        let outer = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(6)), subitems: [tooWide])
        XCTAssertEqual(LayoutSection(group: outer).slotOverflows(viewSize: Size(width: 20, height: 10)).map(\.path), [[]])
        XCTAssertEqual(LayoutSection(group: outer).slotOverflows(viewSize: Size(width: 40, height: 10)).map(\.path), [])
        // In a count group, a nested group takes the slot's length: 10 wide, its 30-wide item overflows.
        let counted = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(6)),
                                             subitem: LayoutGroup.horizontal(size: size(.absolute(99), .fractionalHeight(1)),
                                                                             subitems: [tooWide]), count: 2)
        XCTAssertEqual(LayoutSection(group: counted).slotOverflows(viewSize: Size(width: 20, height: 10)).map(\.path), [[0]])
    }

    func testAnOverflowSaysByHowMuchAndAGroupThatGrowsNeverOverflows() {
        let tall = item(.fractionalWidth(1), .absolute(9))
        let fixed = LayoutGroup.vertical(size: size(.fractionalWidth(1), .absolute(4)), subitems: [tall])
        XCTAssertEqual(LayoutSection(group: fixed).slotOverflows(viewSize: Size(width: 20, height: 10)),
                       [.init(path: [], slot: 0, axis: .vertical, terms: [.absolute(9)], lengths: [9], farEdge: 9, groupLength: 4,
                              atEveryWidth: true)])
        // A vertical group of estimated height takes its content's height (rule 8): nothing overflows.
        let growing = LayoutGroup.vertical(size: size(.fractionalWidth(1), .estimated(4)), subitems: [tall])
        XCTAssertEqual(LayoutSection(group: growing).slotOverflows(viewSize: Size(width: 20, height: 10)), [])
    }

    /// The hero beside two small ones: `0.6·W + 1 + 0.4·W` is more than `W` at every
    /// width, so the nested pair is never filled and each group holds the hero alone.
    func testALaterSlotThatNeverFitsIsNamedWithItsSumAtEveryWidth() {
        let hero = item(.fractionalWidth(0.6), .fractionalHeight(1))
        let pair = LayoutGroup.vertical(size: size(.fractionalWidth(0.4), .fractionalHeight(1)),
                                        subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let row = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(4)), subitems: [hero, pair]).interItemSpacing(1)
        XCTAssertEqual(LayoutSection(group: row).slotOverflows(viewSize: Size(width: 80, height: 23)),
                       [.init(path: [], slot: 1, axis: .horizontal, terms: [.fractionalWidth(0.6), .absolute(1), .fractionalWidth(0.4)],
                              lengths: [48, 1, 32], farEdge: 81, groupLength: 80, atEveryWidth: true)])
        // What the layout does with it: three heroes stacked, one a group.
        XCTAssertEqual(CompositionalLayout.single(row, count: 3).prepared(width: 40).cellFrames(),
                       [rect(0, 0, 24, 4), rect(0, 4, 24, 4), rect(0, 8, 24, 4)])
        // Without the spacing the pair fits at every width: nothing to say.
        XCTAssertEqual(LayoutSection(group: row.interItemSpacing(0)).slotOverflows(viewSize: Size(width: 80, height: 23)), [])
    }

    func testASlotOfFixedLengthInAGroupThatGrowsWithTheWidthOverflowsOnlyAtSomeWidths() {
        let row = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(3)),
                                         subitems: [item(.absolute(50), .fractionalHeight(1)), item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let overflows = LayoutSection(group: row).slotOverflows(viewSize: Size(width: 80, height: 23))
        XCTAssertEqual(overflows.map(\.slot), [1])
        XCTAssertEqual(overflows.first?.farEdge, 90)
        XCTAssertEqual(overflows.first?.atEveryWidth, false, "at 100 and more it fits")
        XCTAssertEqual(LayoutSection(group: row).slotOverflows(viewSize: Size(width: 100, height: 23)), [])
        // The subitems after a slot that never fits are never looked at, nor the groups in them.
        let inner = LayoutGroup.horizontal(size: size(.absolute(4), .fractionalHeight(1)), subitems: [item(.absolute(9), .absolute(1))])
        let cut = LayoutGroup.horizontal(size: size(.absolute(10), .absolute(3)),
                                         subitems: [item(.absolute(6), .absolute(1)), item(.absolute(6), .absolute(1)), inner])
        XCTAssertEqual(LayoutSection(group: cut).slotOverflows(viewSize: Size(width: 80, height: 23)).map { [$0.path, [$0.slot]] },
                       [[[], [1]]])
    }

    func testASlotAfterASelfSizingOneIsNotNamedWhatTheItemsDecide() {
        // A tag row: whether the second tag fits depends on the first tag's width.
        let tags = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(1)),
                                          subitems: [item(.estimated(50), .absolute(1)), item(.absolute(40), .absolute(1))])
        XCTAssertEqual(LayoutSection(group: tags).slotOverflows(viewSize: Size(width: 80, height: 23)), [])
        // Past a fixed first slot, a self-sizing one that overflows at its estimate is not named either.
        let fixedFirst = LayoutGroup.horizontal(size: size(.fractionalWidth(1), .absolute(1)),
                                                subitems: [item(.absolute(50), .absolute(1)), item(.estimated(40), .absolute(1))])
        XCTAssertEqual(LayoutSection(group: fixedFirst).slotOverflows(viewSize: Size(width: 80, height: 23)), [])
    }

    /// The check against the layout itself, over random trees of fixed sizes: a slot is named
    /// (or lies after a named one, or inside one) exactly when the layout never fills it, that
    /// is when replacing it by a slot far longer than any group changes no frame. A slot named
    /// at every width is never filled at other sizes either.
    func testTheSlotsNamedAreExactlyTheSlotsTheLayoutNeverFills() {
        var named = 0, everywhere = 0, checked = 0
        for seed: UInt64 in 1...300 {
            var rng = SeededGenerator(seed: seed)
            let section = RandomTrees.section(&rng)
            let view = Size(width: Double(Int.random(in: 1...100, using: &rng)), height: Double(Int.random(in: 1...40, using: &rng)))
            let overflows = section.slotOverflows(viewSize: view).filter { $0.slot > 0 }
            named += overflows.count
            let frames = Self.frames(section, view)
            for (path, group) in section.group.allGroups() where group.count == nil {
                for slot in 1..<group.subitems.count {
                    var replaced = section
                    let horizontal = group.axis == .horizontal
                    replaced.group = section.group.replacingSubitem(at: path, slot, with: .item(item(.absolute(horizontal ? 1e6 : 1),
                                                                                                     .absolute(horizontal ? 1 : 1e6))))
                    XCTAssertEqual(Self.neverFilled(path, slot, overflows), Self.frames(replaced, view) == frames,
                                   "seed \(seed), view \(view), group \(path), slot \(slot): \(section.group)")
                    checked += 1
                }
            }
            // Every width (and height) at which the section's container is not empty.
            let insets = section.contentInsets
            for overflow in overflows where overflow.atEveryWidth {
                everywhere += 1
                for _ in 0..<3 {
                    let other = Size(width: insets.left + insets.right + Double(Int.random(in: 1...400, using: &rng)),
                                     height: insets.top + insets.bottom + Double(Int.random(in: 1...200, using: &rng)))
                    XCTAssertTrue(Self.neverFilled(overflow.path, overflow.slot, section.slotOverflows(viewSize: other)),
                                  "seed \(seed): \(overflow) at \(other)")
                }
            }
        }
        XCTAssertGreaterThan(named, 20, "the trees have slots that never fit often enough")
        XCTAssertGreaterThan(everywhere, 5)
        XCTAssertGreaterThan(checked, 200)
    }

    /// Whether `overflows` say the layout never fills subitem `slot` of the group at `path`: it
    /// is at or after the named slot of its group, or inside a slot at or after the named slot
    /// of an enclosing group.
    private static func neverFilled(_ path: [Int], _ slot: Int, _ overflows: [LayoutSection.SlotOverflow]) -> Bool {
        let cuts = Dictionary(overflows.filter { $0.slot > 0 }.map { ($0.path, $0.slot) }, uniquingKeysWith: { first, _ in first })
        let full = path + [slot]
        return full.indices.contains { depth in cuts[Array(full[..<depth])].map { full[depth] >= $0 } ?? false }
    }

    /// Every cell frame of `section` laid out alone over enough items to fill several instances.
    private static func frames(_ section: LayoutSection, _ view: Size) -> [Rect] {
        let layout = CompositionalLayout(dataSource: TestDataSource(counts: [400]), section: section)
        return layout.prepared(width: view.width, height: view.height).cellFrames()
    }
}

extension LayoutGroup {
    /// This group and every group nested in it, with their paths of subitem indices.
    func allGroups(path: [Int] = []) -> [([Int], LayoutGroup)] {
        var groups = [(path, self)]
        for (index, subitem) in subitems.enumerated() {
            if case .group(let nested) = subitem { groups += nested.allGroups(path: path + [index]) }
        }
        return groups
    }

    /// This group with the subitem `slot` of the group at `path` replaced by `subitem`.
    func replacingSubitem(at path: [Int], _ slot: Int, with subitem: LayoutSubitem) -> LayoutGroup {
        var group = self
        if let first = path.first {
            guard case .group(let nested) = subitems[first] else { return self }
            group.subitems[first] = .group(nested.replacingSubitem(at: Array(path.dropFirst()), slot, with: subitem))
        } else {
            group.subitems[slot] = subitem
        }
        return group
    }
}
