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

/// Inspect mode after the QA pass, headless: the panel is an overlay (the layout keeps its size
/// and frames), it never covers the selection (the view scrolls, or the panel changes sides),
/// pinned headers neither hide the selection nor get outlined over, the first selection is in
/// reading order, an empty spec says so, and the style line shows only what applies.
final class InspectOverlayTests: XCTestCase {

    private func asset(_ name: String, width columns: Int, height rows: Int) throws -> PreviewSession {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/\(name)").path
        return PreviewSession(documents: [try SpecDocument(.file(path))], width: columns, height: rows)
    }

    private func session(_ json: String, width columns: Int = 80, height rows: Int = 24) throws -> PreviewSession {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("overlay-\(UUID().uuidString).json")
        try json.write(to: url, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return PreviewSession(documents: [try SpecDocument(.file(url.path))], width: columns, height: rows)
    }




    private func frames(_ session: PreviewSession) -> [String] {
        session.viewport.layout.layoutAttributesForElements(in: Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))
            .map { "\($0.kind.rawValue) \($0.indexPath) \($0.frame)" }.sorted()
    }

    /// The selection's cells on screen.
    private func selectionCells(_ s: PreviewSession) throws -> CellRect {
        let frame = try XCTUnwrap(s.inspectMode.selectionAttributes?.frame)
        return try XCTUnwrap(Rasterizer.cellRect(for: frame, offset: s.viewport.contentOffset, in: s.contentArea, scale: s.viewport.scale))
    }

    /// The panel does not cover the selection, or, when the selection is longer than the
    /// uncovered part, leaves its leading edge uncovered.
    private func assertUncovered(_ s: PreviewSession, _ note: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let cells = try selectionCells(s)
        let panel = try XCTUnwrap(s.inspectMode.panelRect, file: file, line: line)
        let covered = cells.intersection(panel)
        guard !covered.isEmpty else { return }
        let side = InspectorPanel.isSide(width: s.width)
        let lead = side ? CellRect(x: cells.x, y: cells.y, width: 1, height: cells.height)
            : CellRect(x: cells.x, y: cells.y, width: cells.width, height: 1)
        XCTAssertTrue(lead.intersection(panel).isEmpty, "\(note): the panel \(panel) covers the selection \(cells)", file: file, line: line)
        XCTAssertGreaterThan(side ? cells.width : cells.height, (side ? s.contentArea.width : s.contentArea.height) - (side ? panel.width : panel.height),
                             "\(note): only a selection longer than the uncovered part may be covered \(cells) \(panel)", file: file, line: line)
    }

    // MARK: 2. The panel is an overlay

    func testTheSidePanelKeepsTheLayoutSizeAndFrames() throws {
        let s = try asset("sections.json", width: 160, height: 101)
        let (area, size, before) = (s.contentArea, s.viewport.size, frames(s))
        s.press(.character("i"))
        XCTAssertNotNil(s.inspection)
        XCTAssertEqual(s.contentArea, area, "inspecting does not take the content area")
        XCTAssertEqual(s.viewport.size, size)
        XCTAssertEqual(frames(s), before, "every frame stays where it was")
        XCTAssertEqual(s.inspectMode.panelRect?.width, InspectorPanel.sideWidth)
        try assertUncovered(s, "entering")
    }

    func testTheBottomPanelKeepsAHorizontalLayoutsHeightAndGoesToTheTopOverItsLowerRows() throws {
        let s = try asset("horizontal.json", width: 81, height: 29)
        let (area, size, before) = (s.contentArea, s.viewport.size, frames(s))
        s.press(.character("i"))
        XCTAssertEqual(s.contentArea, area)
        XCTAssertEqual(s.viewport.size, size, "81×29 stays 81×29")
        XCTAssertEqual(frames(s), before, "no tag moves")
        try assertUncovered(s, "entering")
        // Down the column until the selection is in the rows the bottom panel would cover: a
        // horizontal layout cannot scroll vertically, so the panel goes to the top.
        var sawTop = false
        for step in 0..<12 {
            s.press(.character("j"))
            try assertUncovered(s, "after \(step + 1) j")
            if s.inspectMode.panelRect?.y == 0 { sawTop = true }
        }
        XCTAssertTrue(sawTop, "the lower rows put the panel at the top")
        XCTAssertEqual(frames(s), before)
    }

    func testTheSidePanelGoesLeftForTheRightColumnOfAVerticalLayout() throws {
        let s = try asset("sections.json", width: 160, height: 40)
        s.press(.character("i"), .character("l"))
        let cells = try selectionCells(s)
        XCTAssertGreaterThan(cells.maxX, 160 - InspectorPanel.sideWidth, "the right column lies under the default panel")
        XCTAssertEqual(s.inspectMode.panelRect?.x, 0, "so the panel goes to the left")
        try assertUncovered(s, "right column")
        s.press(.character("h"))
        XCTAssertEqual(s.inspectMode.panelRect?.x, 160 - InspectorPanel.sideWidth, "back at the right for the left column")
    }

    func testThePanelNeverCoversTheSelectionOverRandomMoves() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SeededGenerator(seed: seed)
        for (name, columns, rows) in [("sections.json", 80, 24), ("sections.json", 160, 30), ("horizontal.json", 81, 29),
                                      ("horizontal.json", 150, 20), ("rtl.json", 60, 18)] {
            let s = try asset(name, width: columns, height: rows)
            let before = frames(s)
            s.press(.character("i"))
            for step in 0..<60 {
                let key = ["h", "j", "k", "l", "\t"].randomElement(using: &random)!
                s.press(key == "\t" ? .key(.tab) : .character(Character(key)))
                try assertUncovered(s, "seed \(seed) \(name) \(columns)×\(rows) step \(step) \(key)")
            }
            XCTAssertEqual(frames(s), before, "seed \(seed) \(name)")
        }
    }

    func testAClickOnThePanelOverTheLayoutSelectsNothing() throws {
        let s = try asset("sections.json", width: 80, height: 24)
        s.press(.character("i"))
        let selected = s.selection
        let panel = try XCTUnwrap(s.inspectMode.panelRect)
        s.press(.mouseClick(x: 5, y: panel.y + 2))
        XCTAssertEqual(s.selection, selected, "the click landed on the panel, not the cell under it")
        XCTAssertNil(s.inspectMode.hitTest(x: 5, y: panel.y + 2))
        s.press(.key(.escape))
        XCTAssertNotNil(s.inspectMode.hitTest(x: 5, y: panel.y + 2), "without the panel there is an element there")
    }

    // MARK: 3. Pinned headers

    func testAGoToThenIKeepsTheSelectionBelowThePinnedHeaderAndTheOutlineOffIt() throws {
        let s = try asset("sticky-headers.json", width: 60, height: 20)
        s.press(":1.3")
        s.press(.key(.enter), .character("i"))
        let cells = try selectionCells(s)
        let lines = s.screenLines(trimmingTrailingSpaces: true)
        let header = try XCTUnwrap(s.viewport.visibleElements().compactMap { element -> CellRect? in
            guard element.kind == .header, element.indexPath.section == s.selection?.indexPath.section,
                  let shown = s.viewport.layout.layoutAttributesForSupplementaryView(ofKind: .header, at: element.indexPath) else { return nil }
            return Rasterizer.cellRect(for: shown.frame, offset: s.viewport.contentOffset, in: s.contentArea, scale: s.viewport.scale)
        }.first)
        XCTAssertGreaterThanOrEqual(cells.y, header.maxY, "the selection \(cells) is below the pinned header \(header)\n" + lines.joined(separator: "\n"))
        for row in header.y..<header.maxY {
            XCTAssertFalse(lines[row].contains("═") || lines[row].contains("╗") || lines[row].contains("╔"),
                           "no outline through the header: \(lines[row])")
        }
    }

    func testTheOutlineIsClippedOutOfAPinnedHeaderOverTheSelection() throws {
        let s = try asset("sticky-headers.json", width: 60, height: 20)
        s.press(.character("i"))
        let selected = try XCTUnwrap(s.selection)
        // Scroll by hand so the selected cell slides under its pinned header.
        s.viewport.scroll(toY: try XCTUnwrap(s.inspectMode.selectionAttributes).frame.minY + 1)
        let lines = s.screenLines(trimmingTrailingSpaces: true)
        XCTAssertEqual(s.selection, selected)
        XCTAssertTrue(lines[1].contains("║"), "the outline's sides below the header: \(lines[1])")
        XCTAssertFalse(["═", "╗", "╔", "║"].contains { lines[0].contains($0) }, "the pinned header on row 0 is not outlined over: \(lines[0])")
    }

    func testTheFirstSelectionIsNotACellHiddenUnderAPinnedHeader() throws {
        let s = try asset("sticky-headers.json", width: 60, height: 20)
        // Scroll so that only the last row of the first cell shows, under its pinned header: by
        // its top it is the first visible cell, but nobody can see it.
        let layout = s.viewport.layout
        let first = try XCTUnwrap(layout.layoutAttributesForItem(at: LayoutIndexPath(item: 0, section: 0)))
        s.viewport.scroll(toY: first.frame.maxY - 1)
        XCTAssertEqual(s.viewport.firstVisibleCell(), first.indexPath)
        let hiding = s.inspectMode.headerFramesPinnedToVisibleBounds(among: s.viewport.visibleElements())
        s.press(.character("i"))
        let frame = try XCTUnwrap(s.inspectMode.selectionAttributes).frame
        let part = frame.intersection(s.viewport.visibleRect)
        XCTAssertFalse(hiding.isEmpty, "the header is pinned over the cell")
        XCTAssertFalse(hiding.contains { $0.contains(part) }, "\(frame) is hidden by a pinned header \(hiding)")
        XCTAssertNotEqual(s.selection?.indexPath, first.indexPath)
    }

    func testAfterAGoToUnderPinnedHeadersIStartsOnTheItemGoneTo() throws {
        let s = try asset("sticky-headers.json", width: 60, height: 20)
        s.press(":1.3")
        s.press(.key(.enter))
        let offset = s.viewport.contentOffset
        s.press(.character("i"))
        XCTAssertEqual(s.selection?.indexPath, LayoutIndexPath(item: 3, section: 1), "the cells above it have their tops under the header")
        XCTAssertEqual(s.viewport.contentOffset, offset, "nothing scrolls")
    }

    // MARK: 4. Nothing to inspect

    func testIOnASpecWithNothingSaysSoAndStaysOut() throws {
        let s = try session(#"{"layout":"waterfall","sections":[]}"#)
        s.press(.character("i"))
        XCTAssertNil(s.inspection, "nothing to select: not in inspect mode")
        XCTAssertTrue(s.screenLines(trimmingTrailingSpaces: true).last?.contains("nothing to inspect") == true, s.screenLines(trimmingTrailingSpaces: true).last ?? "")
    }

    // MARK: 5. Right to left

    func testRightToLeftSelectsTheRightmostCellOfTheTopRowFirst() throws {
        let rtl = try asset("rtl.json", width: 60, height: 20)
        rtl.press(.character("i"))
        XCTAssertEqual(rtl.selection?.indexPath, LayoutIndexPath(item: 0, section: 0), "item 1 at the top right")
        let cells = try selectionCells(rtl)
        XCTAssertGreaterThan(cells.x, 30, "on the right: \(cells)")
        // `d` flips a left-to-right spec: its first cell in reading order is then on the right.
        let s = try session(#"{"layout":"waterfall","columns":2,"itemHeight":3,"sections":[{"items":[{"title":"a"},{"title":"b"}]}]}"#)
        s.press(.character("d"), .character("i"))
        XCTAssertEqual(s.selection?.indexPath, LayoutIndexPath(item: 0, section: 0))
        XCTAssertGreaterThan(try selectionCells(s).x, 30)
    }

    // MARK: 7. The style line

    func testTheStyleLineShowsOnlyWhatAppliesToTheLayout() throws {
        func styleLine(_ json: String) throws -> String {
            let s = try session(json, width: 100)
            s.press(.character("i"))
            let lines = s.screenLines(trimmingTrailingSpaces: true)
            let style = try XCTUnwrap(lines.firstIndex { $0.hasPrefix(" style") })
            return lines[style] + "\n" + lines[style + 1]
        }
        let tags = try styleLine(#"{"layout":"tags","itemHeight":1,"sections":[{"items":[{"title":"a"}]}]}"#)
        XCTAssertFalse(tags.contains("columns"), tags)
        XCTAssertTrue(tags.contains("lineSpacing") && tags.contains("interitemSpacing") && tags.contains("alignment"), tags)
        let grid = try styleLine(#"{"layout":"grid","itemSize":{"width":10,"height":3},"sections":[{"items":[{"title":"a"}]}]}"#)
        XCTAssertTrue(grid.contains("columns") && grid.contains("itemSize 10×3"), grid)
        XCTAssertFalse(grid.contains("order"), grid)
        let waterfall = try styleLine(#"{"layout":"waterfall","columns":2,"sections":[{"items":[{"title":"a"}]}]}"#)
        XCTAssertTrue(waterfall.contains("columns 2") && waterfall.contains("order shortestFirst"), waterfall)
        XCTAssertFalse(waterfall.contains("alignment") || waterfall.contains("itemSize"), waterfall)
    }

    // MARK: 6. Thin selections

    func testAOneRowSelectionHasMarkersAtItsEnds() throws {
        let s = try asset("sections.json", width: 80, height: 24)
        s.press(.character("i"), .character("k"))
        XCTAssertEqual(s.selection?.kind, .header)
        let cells = try selectionCells(s)
        XCTAssertEqual(cells.height, 1)
        let grid = s.compose(showingFrameTime: false).grid
        XCTAssertEqual(grid[cells.x, cells.y].cluster.string, "▶")
        XCTAssertEqual(grid[cells.maxX - 1, cells.y].cluster.string, "◀")
        XCTAssertTrue(grid[cells.x + 1, cells.y].style.bold)
    }
}
