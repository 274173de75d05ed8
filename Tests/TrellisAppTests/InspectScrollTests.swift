import Foundation
import XCTest
import TrellisLayout
import TrellisRender
import TrellisSpec
import TrellisTerminal
import TrellisTestSupport
@testable import trellis
@testable import TrellisPreview
import TrellisPreviewTestSupport

/// Inspect mode after the second QA pass, headless: moves go only to elements wholly that way
/// (Android's candidacy), a scroll key leaves no selection behind off screen, `i` starts on the
/// first cell whose top is in sight without scrolling, and a grid's panel shows the columns
/// the grid lays out.
final class InspectScrollTests: XCTestCase {

    private func asset(_ name: String, width columns: Int = 100, height rows: Int = 30) throws -> PreviewSession {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/\(name)").path
        return PreviewSession(documents: [try SpecDocument(.file(path))], width: columns, height: rows)
    }




    private func cells(_ s: PreviewSession, section: Int) -> [LayoutAttributes] {
        let layout = s.viewport.layout
        layout.completeLayout()
        return layout.layoutAttributesForElements(in: Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))
            .filter { $0.kind == .cell && $0.indexPath.section == section }
    }

    private func cell(_ s: PreviewSession, titled title: String) throws -> Inspection.Element {
        let source = s.document.specDocument!.dataSource
        for section in 0..<source.numberOfSections {
            for item in 0..<source.numberOfItems(inSection: section)
            where source.item(at: LayoutIndexPath(item: item, section: section))?.title == title {
                return Inspection.Element(kind: .cell, indexPath: LayoutIndexPath(item: item, section: section))
            }
        }
        throw MissingFixture("the spec has no cell titled \(title)")
    }

    /// From `element`, `key` selects nothing new and says so.
    private func assertNothing(_ s: PreviewSession, from element: Inspection.Element, _ key: Character, _ words: String,
                               file: StaticString = #filePath, line: UInt = #line) {
        if s.inspection == nil { s.press(.character("i")) }
        s.select(element)
        s.press(.character(key))
        XCTAssertEqual(s.selection, element, "\(key) from \(element.label) moved", file: file, line: line)
        XCTAssertEqual(s.message, "nothing \(words) within 8 screens", file: file, line: line)
    }

    // MARK: 1. Candidates lie wholly in the direction

    func testSectionsMovesNeverLeaveForAnElementNotThatWay() throws {
        let s = try asset("sections.json")
        s.press("ik")
        XCTAssertEqual(s.selection?.label, "header 0.0")
        s.press(.character("l"))
        XCTAssertEqual(s.selection?.label, "header 0.0")
        XCTAssertEqual(s.message, "nothing to the right within 8 screens")
        assertNothing(s, from: try cell(s, titled: "Lakes"), "l", "to the right")
        assertNothing(s, from: try cell(s, titled: "Espresso"), "h", "to the left")
        assertNothing(s, from: Inspection.Element(kind: .footer, indexPath: LayoutIndexPath(item: 0, section: 0)), "h", "to the left")
        assertNothing(s, from: Inspection.Element(kind: .footer, indexPath: LayoutIndexPath(item: 0, section: 0)), "l", "to the right")
    }

    func testTagsFirstOfARowHasNothingToItsLeft() throws {
        let s = try asset("tags.json")
        let all = cells(s, section: 0)
        let left = try XCTUnwrap(all.map(\.frame.minX).min())
        let rowStarts = all.filter { $0.frame.minX == left }.sorted { $0.frame.minY < $1.frame.minY }
        XCTAssertGreaterThan(rowStarts.count, 1)
        for start in rowStarts.dropFirst() {
            assertNothing(s, from: Inspection.Element(start), "h", "to the left")
        }
    }

    func testHorizontalLastColumnHasNothingToItsRight() throws {
        let s = try asset("horizontal.json")
        let all = cells(s, section: 2)
        let lastColumn = try XCTUnwrap(all.map(\.frame.minX).max())
        let column = all.filter { $0.frame.minX == lastColumn }
        XCTAssertGreaterThan(column.count, 1, "a column of several cells")
        XCTAssertGreaterThan(Set(column.map(\.frame.maxX)).count, 1, "of several widths")
        for cell in column {
            assertNothing(s, from: Inspection.Element(cell), "l", "to the right")
        }
    }

    // MARK: 2. A scroll key takes the selection along

    func testGAfterSelectingTheHeaderSelectsInSightWithoutScrollingBack() throws {
        let s = try asset("sections.json")
        s.press("ik")
        s.press(.character("G"))
        let end = s.viewport.contentOffset
        let selected = try XCTUnwrap(s.inspectMode.selectionAttributes)
        XCTAssertNotEqual(s.selection?.label, "header 0.0")
        XCTAssertGreaterThanOrEqual(selected.frame.minY, end.y, "in sight at the end: \(selected.frame) at \(end)")
        s.press(.character("j"))
        XCTAssertGreaterThanOrEqual(s.viewport.contentOffset.y, end.y - 1, "the next move stays at the end")
        s.press(.character("g"))
        XCTAssertEqual(s.viewport.contentOffset.y, 0)
        XCTAssertLessThan(try XCTUnwrap(s.inspectMode.selectionAttributes).frame.minY, Double(s.viewport.size.height))
    }

    func testEveryScrollKeyKeepsTheSelectionInSightAndNeverScrollsForIt() throws {
        let keys: [(String, InputEvent)] = [("Space", .character(" ")), ("b", .character("b")), ("PgDn", .key(.pageDown)),
                                            ("PgUp", .key(.pageUp)), ("Ctrl-D", .character("\u{04}")), ("Ctrl-U", .character("\u{15}")),
                                            ("G", .character("G")), ("g", .character("g")), ("wheel", .mouseWheel(up: false))]
        let s = try asset("sections.json", width: 80, height: 24)
        let twin = try asset("sections.json", width: 80, height: 24)   // not inspecting: where the keys alone scroll
        s.press(.character("i"))
        for _ in 0..<3 {
            for (name, key) in keys {
                let before = s.selection
                s.press(key)
                twin.press(key)
                let offset = twin.viewport.contentOffset
                let frame = try XCTUnwrap(s.inspectMode.selectionAttributes?.frame, name)
                let uncovered = s.inspectMode.uncoveredRect(besides: s.inspectMode.panelRect)
                let part = frame.intersection(uncovered)
                XCTAssertTrue(part.width > 0 && part.height > 0, "\(name): \(frame) out of sight in \(uncovered)")
                XCTAssertEqual(s.viewport.contentOffset, offset, "\(name): the selection moved the view")
                if let before, let old = before.attributes(in: s.viewport.layout),
                   old.frame.intersection(uncovered).height > 0 {
                    XCTAssertEqual(s.selection, before, "\(name): a selection still in sight stays")
                }
            }
        }
    }

    func testAWheelStepThatKeepsTheSelectionInSightKeepsIt() throws {
        let s = try asset("sections.json", width: 80, height: 24)
        s.press(.character("i"), .character("j"))
        let selected = s.selection
        s.press(.mouseWheel(up: false))
        XCTAssertEqual(s.selection, selected)
    }

    // MARK: 3. `i` starts where the person looks

    func testIStartsOnTheFirstCellWhoseTopIsInSightWithoutScrolling() throws {
        let s = try asset("sections.json")
        s.press("jjj")
        let offset = s.viewport.contentOffset
        s.press(.character("i"))
        XCTAssertEqual(s.viewport.contentOffset, offset, "i does not scroll")
        let frame = try XCTUnwrap(s.inspectMode.selectionAttributes?.frame)
        XCTAssertGreaterThanOrEqual(frame.minY, offset.y, "its top is in sight: \(frame)")
    }

    func testIAtTheEndStaysAtTheEnd() throws {
        let s = try asset("sections.json")
        s.press(.character("G"))
        let offset = s.viewport.contentOffset
        s.press(.character("i"))
        XCTAssertEqual(s.viewport.contentOffset, offset)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(s.inspectMode.selectionAttributes?.frame).minY, offset.y)
    }

    func testIAfterAGoToSelectsTheItemGoneTo() throws {
        let s = try asset("sections.json")
        s.press(":0.8")
        s.press(.key(.enter))
        let offset = s.viewport.contentOffset
        s.press(.character("i"))
        XCTAssertEqual(s.selection?.label, "cell 0.8")
        XCTAssertEqual(s.viewport.contentOffset, offset)
    }

    /// Over random offsets: `i` never scrolls when a cell's top is in sight, and selects the
    /// first such cell in reading order.
    func testIOverRandomOffsetsSelectsTheFirstTopInSight() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SeededGenerator(seed: seed)
        for name in ["sections.json", "sticky-headers.json", "pinterest.json", "grid.json"] {
            let s = try asset(name, width: 80, height: 24)
            let height = s.viewport.layout.collectionViewContentSize.height
            for _ in 0..<20 {
                s.viewport.scroll(toY: Double.random(in: 0...max(0, height), using: &random).rounded(.down))
                let offset = s.viewport.contentOffset
                s.press(.character("i"))
                let elements = s.viewport.visibleElements()
                let covers = s.inspectMode.headerFramesPinnedToVisibleBounds(among: elements)
                let uncovered = s.inspectMode.uncoveredRect(besides: s.inspectMode.panelPlaces()?.preferred)
                let inSight = elements.filter { $0.kind == .cell && InspectMode.isTopInSight($0.frame, in: uncovered, covers: covers) }
                if let first = inSight.min(by: { InspectMode.readingOrder($0, $1, rightToLeft: false) }) {
                    XCTAssertEqual(s.selection?.indexPath, first.indexPath, "seed \(seed), \(name) at \(offset)")
                    XCTAssertEqual(s.viewport.contentOffset, offset, "seed \(seed), \(name): i scrolled")
                }
                s.press(.character("i"))
            }
        }
    }

    // MARK: 4. A grid's columns

    func testTheGridPanelShowsTheColumnsTheGridLaysOut() throws {
        let s = try asset("grid.json", width: 100, height: 30)
        s.press(.character("i"))
        let text = s.screenLines(trimmingTrailingSpaces: true).joined(separator: "\n")
        let grid = try XCTUnwrap(s.document.layout as? GridLayout)
        let columns = grid.columns(inSection: s.selection?.indexPath.section ?? 0)
        let perRow = cells(s, section: 0).filter { $0.frame.minY == cells(s, section: 0)[0].frame.minY }.count
        XCTAssertEqual(columns, perRow)
        XCTAssertEqual(columns, 7)
        XCTAssertTrue(text.contains("columns 7"), text)
        XCTAssertFalse(text.contains("columns 2"), text)
    }
}
