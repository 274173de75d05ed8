import XCTest
@testable import TrellisLayout
@testable import TrellisPreview
import TrellisTestSupport

/// The focus rule of ``FocusSearch``, on hand-made layouts: each direction, the score, ties,
/// empty directions, equal centres; and the band search against a brute-force scan.
final class FocusSearchTests: XCTestCase {
    private func cell(_ item: Int, _ x: Double, _ y: Double, _ w: Double = 2, _ h: Double = 2, section: Int = 0) -> LayoutAttributes {
        LayoutAttributes(kind: .cell, indexPath: LayoutIndexPath(item: item, section: section), frame: Rect(x: x, y: y, width: w, height: h))
    }

    private func nearest(_ layout: StubLayout, from item: Int, _ direction: FocusDirection) -> LayoutIndexPath? {
        let from = layout.attributes.first { $0.kind == .cell && $0.indexPath.item == item }!
        return FocusSearch.nearest(to: from, direction: direction, in: layout)?.indexPath
    }

    /// A 3 x 3 grid of 2 x 2 cells, 4 apart: item 4 in the middle.
    private func grid() -> StubLayout {
        StubLayout(attributes: (0..<9).map { cell($0, Double($0 % 3) * 4, Double($0 / 3) * 4) })
    }

    /// A query that gives the selection a frame a rounding error the way of the move (a
    /// right-to-left carousel's shown frames, computed by other arithmetic than the selection's)
    /// still never offers the selection itself: the move goes to the element beside it.
    func testTheSelectionIsNeverItsOwnCandidateWhateverFrameTheQueryGivesIt() {
        let layout = StubLayout(cells: [Rect(x: 10, y: 0, width: 8, height: 2), Rect(x: 0, y: 0, width: 8, height: 2),
                                              Rect(x: 20, y: 0, width: 8, height: 2)])
        let selection = layout.attributes[0]
        for (direction, nudge, expected) in [(FocusDirection.left, -1e-12, 1), (.right, 1e-12, 2)] {
            let shown: (Rect) -> [LayoutAttributes] = { rect in
                layout.layoutAttributesForElements(in: rect).map { element in
                    var element = element
                    if element.indexPath == selection.indexPath { element.frame.origin.x += nudge }
                    return element
                }
            }
            XCTAssertEqual(FocusSearch.nearest(to: selection, direction: direction, in: layout, elements: shown)?.indexPath,
                           LayoutIndexPath(item: expected, section: 0), "\(direction)")
        }
    }

    func testEachDirectionFromTheMiddleOfAGrid() {
        let layout = grid()
        XCTAssertEqual(nearest(layout, from: 4, .up), LayoutIndexPath(item: 1, section: 0))
        XCTAssertEqual(nearest(layout, from: 4, .down), LayoutIndexPath(item: 7, section: 0))
        XCTAssertEqual(nearest(layout, from: 4, .left), LayoutIndexPath(item: 3, section: 0))
        XCTAssertEqual(nearest(layout, from: 4, .right), LayoutIndexPath(item: 5, section: 0))
    }

    func testEmptyDirectionsGiveNothing() {
        let layout = grid()
        XCTAssertNil(nearest(layout, from: 0, .up))
        XCTAssertNil(nearest(layout, from: 0, .left))
        XCTAssertNil(nearest(layout, from: 8, .down))
        XCTAssertNil(nearest(layout, from: 8, .right))
        XCTAssertNil(nearest(StubLayout(attributes: [cell(0, 0, 0)]), from: 0, .down), "a lone element has no neighbour")
    }

    func testScoreIsTheEdgeGapAlongPlusTwiceTheEdgeGapAcross() {
        let from = Rect(x: 0, y: 0, width: 2, height: 2)
        XCTAssertEqual(FocusSearch.score(from: from, to: Rect(x: 3, y: 10, width: 2, height: 2), direction: .down), 8 + 2 * 1, "gap 8 below, 1 to the side")
        XCTAssertEqual(FocusSearch.score(from: from, to: Rect(x: -5, y: -1, width: 2, height: 2), direction: .left), 3 + 2 * 0, "gap 3 left, overlapping across")
        XCTAssertEqual(FocusSearch.score(from: from, to: Rect(x: 0, y: 1.5, width: 2, height: 2), direction: .down), 0, "overlapping along: no gap")
        XCTAssertNil(FocusSearch.score(from: from, to: Rect(x: 8, y: 0, width: 2, height: 2), direction: .down), "level is not below")
        XCTAssertNil(FocusSearch.score(from: from, to: from, direction: .up), "an equal centre lies in no direction")
    }

    /// The gap across counts on both sides of the selection: a candidate before it across the
    /// axis (left of it for up and down, above it for left and right) is as far as its gap says.
    func testTheGapAcrossCountsOnTheSideBeforeTheSelectionToo() {
        let from = Rect(x: 10, y: 10, width: 4, height: 2)
        XCTAssertEqual(FocusSearch.score(from: from, to: Rect(x: 0, y: 14, width: 4, height: 2), direction: .down), 2 + 2 * 6,
                       "gap 2 below, 6 to the left")
        XCTAssertEqual(FocusSearch.score(from: from, to: Rect(x: 2, y: 4, width: 4, height: 2), direction: .up), 4 + 2 * 4,
                       "gap 4 above, 4 to the left")
        XCTAssertEqual(FocusSearch.score(from: from, to: Rect(x: 20, y: 0, width: 2, height: 7), direction: .right), 6 + 2 * 3,
                       "gap 6 to the right, 3 above")
        // Neither is in the beam: the one 2 to the right (score 2 + 4) beats the one 6 to the left (2 + 12).
        let layout = StubLayout(attributes: [cell(0, 10, 10, 4, 2), cell(1, 0, 14, 4, 2), cell(2, 16, 14, 4, 2)])
        XCTAssertEqual(nearest(layout, from: 0, .down), LayoutIndexPath(item: 2, section: 0))
        XCTAssertEqual(nearest(layout, from: 0, .up), nil)
    }

    func testTheBeamIsTheOpenOverlapAcrossTheAxis() {
        let from = Rect(x: 0, y: 0, width: 2, height: 2)
        XCTAssertTrue(FocusSearch.inBeam(from: from, to: Rect(x: 1.9, y: 9, width: 5, height: 1), direction: .down))
        XCTAssertFalse(FocusSearch.inBeam(from: from, to: Rect(x: 2, y: 9, width: 5, height: 1), direction: .down), "touching is not overlapping")
        XCTAssertTrue(FocusSearch.inBeam(from: from, to: Rect(x: 9, y: -5, width: 1, height: 5.5), direction: .right))
    }

    func testAnElementInTheBeamBeatsANearerOneOutsideIt() {
        // From (0, 0) down: item 1 straight below, gap 8 (score 8); item 2 just below but beside
        // (gap 0, 3 across: score 6). Item 1 is in the beam, so it wins.
        let layout = StubLayout(attributes: [cell(0, 0, 0), cell(1, 0, 10), cell(2, 5, 2)])
        XCTAssertEqual(nearest(layout, from: 0, .down), LayoutIndexPath(item: 1, section: 0))
        layout.attributes.removeAll { $0.indexPath.item == 1 }
        XCTAssertEqual(nearest(layout, from: 0, .down), LayoutIndexPath(item: 2, section: 0), "with nothing in the beam the others count")
    }

    func testTiesGoToTheLowestIndexPath() {
        // Items 5 and 2 lie symmetrically below-left and below-right: equal scores.
        let layout = StubLayout(attributes: [cell(0, 10, 0), cell(5, 14, 6), cell(2, 6, 6)])
        XCTAssertEqual(nearest(layout, from: 0, .down), LayoutIndexPath(item: 2, section: 0))
        // A lower section beats a lower item of a later section.
        let sections = StubLayout(attributes: [cell(0, 10, 0), cell(0, 14, 6, section: 2), cell(7, 6, 6, section: 1)])
        XCTAssertEqual(nearest(sections, from: 0, .down), LayoutIndexPath(item: 7, section: 1))
    }

    func testTiesOnOneIndexPathGoHeaderCellFooter() {
        let path = LayoutIndexPath(item: 0, section: 1)
        let frame = Rect(x: 0, y: 10, width: 4, height: 2)
        let elements = [LayoutAttributes(kind: .footer, indexPath: path, frame: frame),
                        LayoutAttributes(kind: .cell, indexPath: path, frame: frame),
                        LayoutAttributes(kind: .header, indexPath: path, frame: frame)]
        let from = cell(0, 0, 0, 4, 2)
        XCTAssertEqual(FocusSearch.nearest(to: from, direction: .down, in: StubLayout(attributes: [from] + elements))?.kind, .header)
        XCTAssertEqual(FocusSearch.nearest(to: from, direction: .down, in: StubLayout(attributes: [from] + elements.dropLast()))?.kind, .cell)
    }

    /// Rule 1 as Android's FocusFinder reads it: both edges along the axis past the selection's.
    func testAnEdgePastOnlyByRoundingNoiseIsNotPast() {
        // A carousel's last card as shown (its right edge computed with a rounding error) and a
        // narrower cell below it whose right edge is the same edge: not to the right of the card.
        let card = Rect(x: 1, y: 2, width: 76.99999999999999, height: 8)
        let below = Rect(x: 52, y: 12, width: 26, height: 3)
        XCTAssertEqual(card.maxX, 77.99999999999999)
        XCTAssertFalse(FocusSearch.isCandidate(from: card, to: below, direction: .right))
        XCTAssertFalse(FocusSearch.isCandidate(from: below, to: card, direction: .left), "nor the card left of it")
        XCTAssertTrue(FocusSearch.isCandidate(from: card, to: Rect(x: 52, y: 12, width: 26.001, height: 3), direction: .right),
                      "a thousandth of a unit is a real step")
        XCTAssertTrue(FocusSearch.isCandidate(from: Rect(x: 1e6, y: 0, width: 1, height: 1),
                                              to: Rect(x: 1e6 + 0.5, y: 0, width: 1, height: 1), direction: .right),
                      "half a unit at a million is past")
    }

    func testACandidateHasBothEdgesAlongTheAxisPastTheSelections() {
        let from = Rect(x: 4, y: 4, width: 2, height: 2)
        let wide = Rect(x: 0, y: 9, width: 20, height: 2)   // centre right of and below the selection
        XCTAssertFalse(FocusSearch.isCandidate(from: from, to: wide, direction: .right), "starts left of the selection")
        XCTAssertFalse(FocusSearch.isCandidate(from: from, to: wide, direction: .left), "ends right of it")
        XCTAssertTrue(FocusSearch.isCandidate(from: from, to: wide, direction: .down))
        XCTAssertFalse(FocusSearch.isCandidate(from: from, to: Rect(x: 4.5, y: 0, width: 1, height: 2), direction: .right),
                       "a narrower element inside the extent: its left edge is past, its right edge is not")
        XCTAssertTrue(FocusSearch.isCandidate(from: from, to: Rect(x: 4.5, y: 0, width: 2, height: 2), direction: .right))
        XCTAssertFalse(FocusSearch.isCandidate(from: from, to: Rect(x: 4, y: 0, width: 5, height: 2), direction: .right),
                       "an equal left edge is not strictly past")
        XCTAssertTrue(FocusSearch.isCandidate(from: from, to: Rect(x: 3, y: 0, width: 2, height: 7), direction: .up) == false,
                      "taller below the selection is not up")
        // A full-width header above a row: nothing lies to its right; from the row's first cell
        // nothing lies to its left (the header starts level with it).
        let layout = StubLayout(attributes: [LayoutAttributes(kind: .header, indexPath: LayoutIndexPath(item: 0, section: 0),
                                                        frame: Rect(x: 0, y: 0, width: 20, height: 1)),
                                       cell(0, 0, 2), cell(1, 10, 2), cell(2, 0, 5, 2, 2, section: 1)])
        let header = layout.attributes[0]
        XCTAssertNil(FocusSearch.nearest(to: header, direction: .right, in: layout))
        XCTAssertNil(FocusSearch.nearest(to: header, direction: .left, in: layout))
        XCTAssertNil(nearest(layout, from: 0, .left))
        XCTAssertEqual(nearest(layout, from: 0, .right), LayoutIndexPath(item: 1, section: 0))
        XCTAssertNil(nearest(layout, from: 1, .right), "the last of its row: the header and the next row are not right of it")
    }

    func testBackgroundsAreNeverSelected() {
        let background = LayoutAttributes(kind: .background, indexPath: LayoutIndexPath(item: 0, section: 0),
                                          frame: Rect(x: 0, y: 3, width: 2, height: 2), zIndex: -1)
        let layout = StubLayout(attributes: [cell(0, 0, 0), background, cell(1, 0, 20)])
        XCTAssertEqual(nearest(layout, from: 0, .down), LayoutIndexPath(item: 1, section: 0))
    }

    func testOverlappingAndEqualCentresAreNotCandidates() {
        // Item 1 has the selection's centre (a larger frame around it), item 2 overlaps it level with it.
        let layout = StubLayout(attributes: [cell(0, 4, 4), cell(1, 3, 3, 4, 4), cell(2, 5, 4, 4, 2), cell(3, 4, 9)])
        XCTAssertEqual(nearest(layout, from: 0, .down), LayoutIndexPath(item: 3, section: 0))
        XCTAssertEqual(nearest(layout, from: 0, .right), LayoutIndexPath(item: 2, section: 0), "an overlapping element right of the centre")
        XCTAssertNil(nearest(layout, from: 0, .up), "the one with an equal centre is in no direction")
        XCTAssertNil(nearest(layout, from: 0, .left))
    }

    func testTheBandGrowsInTheDirectionAndStopsOnceItReachesTheBestScore() {
        let layout = StubLayout(attributes: (0..<1_000).map { cell($0, 0, Double($0) * 3) })
        XCTAssertEqual(nearest(layout, from: 500, .down), LayoutIndexPath(item: 501, section: 0))
        XCTAssertLessThanOrEqual(layout.askedRects.count, 3, "a neighbour 3 away is found within a few rounds")
        for query in layout.askedRects {
            XCTAssertGreaterThanOrEqual(query.minY, 1_500 + 1 - FocusSearch.margin, "the band starts at the centre: \(query)")
            XCTAssertLessThan(query.height, 20, "the band stays near: \(query)")
        }
    }

    /// The band search agrees with a scan of every element, over random frame sets with
    /// overlaps, equal centres, zero sizes and several kinds.
    func testBandSearchMatchesABruteForceScan() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SeededGenerator(seed: seed)
        for round in 0..<300 {
            let count = Int.random(in: 1...40, using: &random)
            let grid = Bool.random(using: &random)   // coarse coordinates: many ties and equal centres
            var elements: [LayoutAttributes] = []
            for index in 0..<count {
                func value(_ range: ClosedRange<Double>) -> Double {
                    grid ? Double(Int.random(in: Int(range.lowerBound)...Int(range.upperBound), using: &random) / 4 * 4)
                        : Double.random(in: range, using: &random)
                }
                let kind = [ElementKind.cell, .cell, .cell, .header, .footer, .background].randomElement(using: &random)!
                // One element per kind and index path, as in a layout: cells by item, the others by section.
                let path = kind == .cell ? LayoutIndexPath(item: index, section: Int.random(in: 0...3, using: &random))
                    : LayoutIndexPath(item: 0, section: 10 + index)
                let frame = Rect(x: value(0...60), y: value(0...200), width: value(0...20), height: value(0...12))
                elements.append(LayoutAttributes(kind: kind, indexPath: path, frame: frame, zIndex: index))
            }
            let layout = StubLayout(attributes: elements)
            let from = elements.randomElement(using: &random)!
            let reach = Bool.random(using: &random) ? Double.infinity : Double.random(in: 1...100, using: &random)
            for direction in FocusDirection.allCases {
                let found = FocusSearch.nearest(to: from, direction: direction, in: layout, maximumReach: reach)
                let expected = Self.bruteForce(from: from, direction: direction, elements: elements, maximumReach: reach)
                XCTAssertEqual(found.map { [$0.kind.rawValue, "\($0.indexPath)", "\($0.frame)"] },
                               expected.map { [$0.kind.rawValue, "\($0.indexPath)", "\($0.frame)"] },
                               "seed \(seed), round \(round), \(direction) from \(from), reach \(reach)")
            }
        }
    }

    /// The rule read literally (among the candidates scoring at most `maximumReach`): every
    /// element whose both edges along the axis lie strictly in the direction; those in the beam (open overlap across
    /// the axis) first; the least `along + 2 × across` over edge gaps; then the least centre
    /// offset across; then the lowest index path; then header, cell, footer.
    static func bruteForce(from: LayoutAttributes, direction: FocusDirection, elements: [LayoutAttributes],
                           maximumReach: Double = .infinity) -> LayoutAttributes? {
        let s = from.frame
        let order: [ElementKind] = [.header, .cell, .footer]
        var best: (LayoutAttributes, key: (Int, Double, Double, Int, Int, Int))?
        for element in elements where element.kind != .background {
            let e = element.frame
            let ahead: Bool, beam: Bool, along: Double, across: Double, offset: Double
            switch direction {
            case .up: ahead = e.minY < s.minY && e.maxY < s.maxY; along = max(0, s.minY - e.maxY)
            case .down: ahead = e.minY > s.minY && e.maxY > s.maxY; along = max(0, e.minY - s.maxY)
            case .left: ahead = e.minX < s.minX && e.maxX < s.maxX; along = max(0, s.minX - e.maxX)
            case .right: ahead = e.minX > s.minX && e.maxX > s.maxX; along = max(0, e.minX - s.maxX)
            }
            if direction == .up || direction == .down {
                beam = e.minX < s.maxX && s.minX < e.maxX
                across = max(0, e.minX - s.maxX, s.minX - e.maxX)
                offset = abs(e.midX - s.midX)
            } else {
                beam = e.minY < s.maxY && s.minY < e.maxY
                across = max(0, e.minY - s.maxY, s.minY - e.maxY)
                offset = abs(e.midY - s.midY)
            }
            guard ahead else { continue }
            let score = along + 2 * across
            guard score <= maximumReach else { continue }
            let key = (beam ? 0 : 1, score, offset, element.indexPath.section, element.indexPath.item, order.firstIndex(of: element.kind)!)
            if best == nil || key < best!.key { best = (element, key) }
        }
        return best?.0
    }
}
