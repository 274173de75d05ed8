import Foundation
import XCTest
import TrellisLayout
import TrellisRender
import TrellisSpec
import TrellisTerminal
@testable import trellis
@testable import TrellisPreview
import TrellisPreviewTestSupport

/// Inspect mode, headless: entering and leaving, the first selection, spatial moves with the
/// view following, Tab through the items, a click, `y`, and the panel taking screen space.
final class InspectModeTests: XCTestCase {

    /// A session over a spec written to a temporary file.
    private func session(_ json: String, width columns: Int = 80, height rows: Int = 24) throws -> PreviewSession {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("inspect-\(UUID().uuidString).json")
        try json.write(to: url, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return PreviewSession(documents: [try SpecDocument(.file(url.path))], width: columns, height: rows)
    }

    /// A two-column waterfall of `count` items of height 4 (item `i` titled `t<i>`), lineSpacing
    /// 1, interitemSpacing 2, a header and footer of 1: item `2k` in column 0 at `y = 1 + 5k`.
    private func waterfall(count: Int = 40, width columns: Int = 80, height rows: Int = 24, sections: Int = 1, emptyMiddle: Bool = false) throws -> PreviewSession {
        func items(_ n: Int) -> String { (0..<n).map { "{\"height\": 4, \"title\": \"t\($0)\"}" }.joined(separator: ", ") }
        let body = (0..<sections).map { s in
            "{\"header\": 1, \"footer\": 1, \"title\": \"S\(s)\", \"items\": [\(emptyMiddle && s == 1 ? "" : items(count))]}"
        }.joined(separator: ", ")
        return try session("{\"layout\": \"waterfall\", \"columns\": 2, \"lineSpacing\": 1, \"interitemSpacing\": 2, \"sections\": [\(body)]}",
                           width: columns, height: rows)
    }



    private func selected(_ session: PreviewSession) -> String? { session.selection.map(\.label) }

    func testIEntersWithTheFirstVisibleCellAndIOrEscapeLeaves() throws {
        let s = try waterfall()
        s.viewport.scroll(toY: 12)   // item 4 (y 11..15) is cut at the top: item 6 (y 16) is the first whose top shows
        XCTAssertEqual(s.viewport.firstVisibleCell(), LayoutIndexPath(item: 4, section: 0))
        s.press(.character("i"))
        XCTAssertNotNil(s.inspection)
        XCTAssertEqual(s.selection?.indexPath, LayoutIndexPath(item: 6, section: 0))
        XCTAssertEqual(s.viewport.contentOffset.y, 12, "i does not scroll")
        XCTAssertEqual(s.selection?.kind, .cell)
        s.press(.character("i"))
        XCTAssertNil(s.inspection, "i leaves")
        s.press(.character("i"), .key(.escape))
        XCTAssertNil(s.inspection, "Esc leaves")
    }

    func testTheSelectionIsOutlinedAndThePanelTakesTheBottomRows() throws {
        let s = try waterfall()
        let before = s.screenLines(trimmingTrailingSpaces: true)
        s.press(.character("i"))
        let lines = s.screenLines(trimmingTrailingSpaces: true)
        XCTAssertEqual(lines.count, 24)
        XCTAssertEqual(s.contentArea, CellRect(x: 0, y: 0, width: 80, height: 23), "the panel is drawn over the content area")
        XCTAssertEqual(s.inspectMode.panelRect, CellRect(x: 0, y: 16, width: 80, height: 7), "7 panel rows above the status line")
        XCTAssertEqual(s.viewport.size, Size(width: 80, height: 23), "the viewport keeps its size")
        XCTAssertTrue(lines[1].hasPrefix("╔"), "item 0 outlined: \(lines[1])")
        XCTAssertEqual(lines[2].replacingOccurrences(of: "║", with: "│"), before[2], "nothing moves, only the border changes")
        XCTAssertTrue(lines[16].contains("Inspect"), lines[16])
        XCTAssertEqual(lines[17], " cell 0.0 · column 0 · size from height")
        XCTAssertEqual(lines[18], " frame  x 0.00  y 1.00  width 39.00  height 4.00  zIndex 0")
        XCTAssertEqual(lines[19], " title  t0")
        XCTAssertEqual(lines[20], " text   —")
        XCTAssertEqual(lines[21], " style  section 0 · columns 2 · order shortestFirst")
        XCTAssertEqual(lines[22], " space  lineSpacing 1 · interitemSpacing 2 · inset t/l/b/r 0/0/0/0")
        s.press(.key(.escape))
        XCTAssertEqual(s.screenLines(trimmingTrailingSpaces: true), before, "leaving gives the rows back")
    }

    func testMovesAreSpatialAndTheViewFollowsAsLittleAsPossible() throws {
        let s = try waterfall()
        s.press(.character("i"))
        // From item 0 right: item 1 beside it is in its beam; the full-width header (nearer by
        // centres) is not.
        s.press(.character("l"))
        XCTAssertEqual(s.selection?.indexPath, LayoutIndexPath(item: 1, section: 0))
        s.press(.character("k"))
        XCTAssertEqual(s.selection?.kind, .header, "up from item 1: the header over it")
        s.press(.key(.up))
        XCTAssertEqual(s.message, "nothing above within 8 screens", "an empty direction stays and says so")
        XCTAssertEqual(s.selection?.kind, .header)
        s.press(.key(.down))
        XCTAssertEqual(s.selection?.indexPath, LayoutIndexPath(item: 0, section: 0), "items 0 and 1 tie (gap 0, centres 20.5 off): the lower index path")
        s.press(.key(.down), .key(.down), .key(.right))
        XCTAssertEqual(s.selection?.indexPath, LayoutIndexPath(item: 5, section: 0))
        s.press(.character("j"), .character("h"), .character("k"))
        XCTAssertEqual(s.selection?.indexPath, LayoutIndexPath(item: 4, section: 0), "down to 7, left to 6, up to 4")
        XCTAssertEqual(s.viewport.contentOffset.y, 4, "item 7 (y 16..20) brought its bottom to the bottom of the 16 rows above the panel")
        // Down the column: the view scrolls only once the selection would leave it.
        s.press(.character("j"))
        XCTAssertEqual(s.selection?.indexPath, LayoutIndexPath(item: 6, section: 0), "item 6: y 16..20")
        XCTAssertEqual(s.viewport.contentOffset.y, 4, "in view: nothing moves")
        s.press(.character("j"))
        XCTAssertEqual(s.viewport.contentOffset.y, 9, "item 8 (21..25): five rows more")
        s.press(.character("k"), .character("k"))
        XCTAssertEqual(s.selection?.indexPath, LayoutIndexPath(item: 4, section: 0))
        XCTAssertEqual(s.viewport.contentOffset.y, 9, "item 4 (11..15) is in view: nothing moves")
        s.press(.character("k"), .character("k"))
        XCTAssertEqual(s.selection?.indexPath, LayoutIndexPath(item: 0, section: 0))
        XCTAssertEqual(s.viewport.contentOffset.y, 1, "item 0's top (1) at the top")
    }

    func testOutsideInspectModeTheMovingKeysStillScrollAndTabSwitchesSpecs() throws {
        let s = try waterfall()
        s.press(.character("j"))
        XCTAssertEqual(s.viewport.contentOffset.y, 1)
        XCTAssertNil(s.inspection)
        XCTAssertEqual(KeyMap.action(for: .key(.tab)), .nextPage(forward: true))
        XCTAssertEqual(KeyMap.action(for: .key(.tab), inspecting: true), .nextItem(forward: true))
        XCTAssertEqual(KeyMap.action(for: .key(.backTab), inspecting: true), .nextItem(forward: false))
        XCTAssertEqual(KeyMap.action(for: .character("l"), inspecting: true), .moveSelection(.right))
        XCTAssertEqual(KeyMap.action(for: .key(.pageDown), inspecting: true), .scrollPages(1), "paging still scrolls")
    }

    func testAnotherSpecSelectsItsFirstVisibleCell() throws {
        let paths = ["assets/sections.json", "assets/pinterest.json"].map { AdjustmentsAcrossSpecsTests.packageRoot + "/" + $0 }
        let s = PreviewSession(documents: try paths.map { try SpecDocument(.file($0)) }, width: 80, height: 24)
        s.press(.character("i"), .character("j"), .character("j"))
        XCTAssertNotEqual(s.selection?.indexPath, LayoutIndexPath(item: 0, section: 0))
        s.press(.character("2"))
        XCTAssertNotNil(s.inspection, "still inspecting")
        XCTAssertEqual(s.selection, Inspection.Element(kind: .cell, indexPath: LayoutIndexPath(item: 0, section: 0)), "pinterest's first cell")
        XCTAssertTrue(s.screenLines(trimmingTrailingSpaces: true)[17].hasPrefix(" cell 0.0 · column 0"), s.screenLines(trimmingTrailingSpaces: true)[17])
    }

    func testAResizeKeepsTheSelectionInSight() throws {
        let s = try waterfall(width: 150, height: 40)
        s.press(.character("i"))
        for _ in 0..<14 { s.press(.character("j")) }
        XCTAssertEqual(s.selection?.indexPath, LayoutIndexPath(item: 28, section: 0))
        for (columns, rows) in [(80, 24), (150, 40), (60, 12), (100, 30)] {
            s.resize(width: columns, height: rows)
            let frame = try XCTUnwrap(s.inspectMode.selectionAttributes?.frame)
            let visible = s.viewport.visibleRect
            XCTAssertTrue(frame.minY >= visible.minY && frame.maxY <= visible.maxY, "\(columns)x\(rows): \(frame) in \(visible)")
        }
    }

    func testTheInspectKeys() {
        XCTAssertEqual(KeyMap.action(for: .character("i")), .toggleInspect)
        XCTAssertEqual(KeyMap.action(for: .character("i"), inspecting: true), .toggleInspect)
        XCTAssertEqual(KeyMap.action(for: .character("y"), inspecting: true), .copySelection)
        XCTAssertEqual(KeyMap.action(for: .key(.escape), inspecting: true), .dismiss)
        XCTAssertEqual(KeyMap.action(for: .mouseClick(x: 3, y: 4)), .click(x: 3, y: 4))
        for (event, direction) in [(InputEvent.character("k"), FocusDirection.up), (.key(.up), .up), (.character("j"), .down),
                                   (.key(.down), .down), (.character("h"), .left), (.key(.left), .left),
                                   (.character("l"), .right), (.key(.right), .right)] {
            XCTAssertEqual(KeyMap.action(for: event, inspecting: true), .moveSelection(direction), "\(event)")
        }
    }

    func testAClickOnAPinnedHeaderSelectsIt() throws {
        let s = try waterfall()
        _ = s.perform(.toggleSectionHeadersPinToVisibleBounds)
        s.viewport.scroll(toY: 30)
        _ = s.screenLines(trimmingTrailingSpaces: true)
        s.press(.mouseClick(x: 10, y: 0))
        XCTAssertEqual(s.selection?.kind, .header, "the header pinned on row 0")
        s.press(.mouseClick(x: 10, y: 1))
        XCTAssertEqual(s.selection?.kind, .cell, "the row under it is a cell")
    }

    func testTabStepsThroughItemsSkippingEmptySectionsAndStopsAtTheEnds() throws {
        let s = try waterfall(count: 2, sections: 3, emptyMiddle: true)
        s.press(.character("i"))
        XCTAssertEqual(s.selection?.indexPath, LayoutIndexPath(item: 0, section: 0))
        s.press(.key(.backTab))
        XCTAssertEqual(s.message, "no previous item: this is the first")
        XCTAssertEqual(s.selection?.indexPath, LayoutIndexPath(item: 0, section: 0))
        s.press(.key(.tab))
        XCTAssertEqual(s.selection?.indexPath, LayoutIndexPath(item: 1, section: 0))
        s.press(.key(.tab))
        XCTAssertEqual(s.selection?.indexPath, LayoutIndexPath(item: 0, section: 2), "section 1 is empty")
        s.press(.key(.tab), .key(.tab))
        XCTAssertEqual(s.selection?.indexPath, LayoutIndexPath(item: 1, section: 2))
        XCTAssertEqual(s.message, "no next item: this is the last")
        s.press(.key(.backTab), .key(.backTab))
        XCTAssertEqual(s.selection?.indexPath, LayoutIndexPath(item: 1, section: 0))
        // From a header, the section's first item is next.
        s.press(.character("g"), .key(.up), .key(.up))
        XCTAssertEqual(s.selection?.kind, .header)
        s.press(.key(.tab))
        XCTAssertEqual(s.selection, Inspection.Element(kind: .cell, indexPath: LayoutIndexPath(item: 0, section: 0)))
    }

    func testAClickSelectsTheElementThereAndEntersInspectMode() throws {
        let s = try waterfall()
        _ = s.screenLines(trimmingTrailingSpaces: true)
        s.press(.mouseClick(x: 45, y: 7))   // column 1 (x 41..80), item 3 (y 6..10)
        XCTAssertNotNil(s.inspection)
        XCTAssertEqual(s.selection, Inspection.Element(kind: .cell, indexPath: LayoutIndexPath(item: 3, section: 0)))
        s.press(.mouseClick(x: 10, y: 0))
        XCTAssertEqual(s.selection?.kind, .header, "the header on row 0")
        s.press(.mouseClick(x: 40, y: 3))
        XCTAssertEqual(s.selection?.kind, .header, "the gap between the columns selects nothing new")
        s.press(.mouseClick(x: 10, y: 20))
        XCTAssertEqual(s.selection?.kind, .header, "a click on the panel selects nothing")
    }

    func testYCopiesTheAttributesLineOfTrellisAttributes() throws {
        let s = try waterfall()
        XCTAssertEqual(InputBatch.apply([.character("y")], to: s), [], "nothing for the clipboard")
        XCTAssertEqual(s.message, "y copies the selection: press i to inspect first")
        s.press(.character("i"), .key(.tab))
        let line = "{\"kind\": \"cell\", \"category\": \"cell\", \"section\": 0, \"item\": 1, \"x\": 41, \"y\": 1, \"width\": 39, \"height\": 4, \"zIndex\": 0}"
        XCTAssertEqual(InputBatch.apply([.character("y")], to: s), [.copy(line)])
        XCTAssertEqual(s.message, line)
        s.receive(.clipboardDelivered(false, line: line))
        XCTAssertEqual(s.message, "not copied (the terminal has no clipboard): " + line)
        // The same line as `trellis attributes` prints for the element.
        let document = AttributesCommand.json(contentSize: Size(width: 80, height: 1), attributes: [try XCTUnwrap(s.inspectMode.selectionAttributes)])
        XCTAssertTrue(document.contains("\n  " + line + "\n"), document)
    }

    func testAWideTerminalPutsThePanelAtTheSide() throws {
        let s = try waterfall(width: 150, height: 30)
        s.press(.character("i"))
        XCTAssertEqual(s.contentArea, CellRect(x: 0, y: 0, width: 150, height: 29), "the panel is an overlay")
        XCTAssertEqual(s.inspectMode.panelRect, CellRect(x: 150 - InspectorPanel.sideWidth, y: 0, width: InspectorPanel.sideWidth, height: 29))
        let lines = s.screenLines(trimmingTrailingSpaces: true)
        XCTAssertTrue(lines[0].contains("┌"), lines[0])
        XCTAssertTrue(lines[1].hasSuffix(" cell 0.0 · column 0"), lines[1])
        XCTAssertTrue(lines.contains { $0.hasSuffix("│ height       4.00") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.hasSuffix("│ width       74.00") }, "(150 - 2) / 2: " + lines.joined(separator: "\n"))
        s.press(.key(.escape))
        XCTAssertEqual(s.contentArea.width, 150)
    }

    func testThePanelNeverCoversTheSelection() throws {
        let s = try waterfall()
        s.viewport.scroll(toY: 2)
        // Click item 8 (y 21..25) low on the screen, under where the panel will be.
        _ = s.screenLines(trimmingTrailingSpaces: true)
        s.press(.mouseClick(x: 5, y: 20))
        XCTAssertEqual(s.selection?.indexPath, LayoutIndexPath(item: 8, section: 0))
        let frame = try XCTUnwrap(s.inspectMode.selectionAttributes?.frame)
        let visible = s.viewport.visibleRect
        XCTAssertTrue(frame.minY >= visible.minY && frame.maxY <= visible.maxY, "\(frame) in \(visible)")
    }

    func testThePanelTextForTagsAndSelfSizingText() throws {
        let s = try session("""
            {"layout": "tags", "lineSpacing": 1, "interitemSpacing": 1, "sections": [{"items": [
              {"title": "alpha"}, {"title": "beta", "height": 3}, {"title": "gamma"}, {"title": "delta"}]}]}
            """, width: 20)
        s.press(.character("i"), .character("j"))
        let lines = s.screenLines(trimmingTrailingSpaces: true)
        XCTAssertTrue(lines.contains(" cell 0.2 · row 1 …"), "cut to 20 columns: " + lines.joined(separator: "\n"))
        s.resize(width: 60, height: 24)
        XCTAssertTrue(s.screenLines(trimmingTrailingSpaces: true).contains(" cell 0.2 · row 0 · size from width, itemHeight"), s.screenLines(trimmingTrailingSpaces: true).joined(separator: "\n"))
        let text = try session("""
            {"layout": "waterfall", "columns": 1, "sections": [{"items": [{"text": "a quiet lake\\nat dawn"}]}]}
            """)
        text.press(.character("i"))
        let panel = text.screenLines(trimmingTrailingSpaces: true)
        XCTAssertTrue(panel.contains(" cell 0.0 · column 0 · size from text"), panel.joined(separator: "\n"))
        XCTAssertTrue(panel.contains(" text   a quiet lake↵at dawn"), panel.joined(separator: "\n"))
    }

    func testInspectorDetailsSizeSources() {
        XCTAssertEqual(InspectorDetails.sizeSources(of: .cell, item: ItemSpecFixture.height, layout: .waterfall), [.height])
        XCTAssertEqual(InspectorDetails.sizeSources(of: .cell, item: ItemSpecFixture.text, layout: .waterfall), [.text])
        XCTAssertEqual(InspectorDetails.sizeSources(of: .cell, item: ItemSpecFixture.bare, layout: .waterfall), [.itemHeight])
        XCTAssertEqual(InspectorDetails.sizeSources(of: .cell, item: ItemSpecFixture.bare, layout: .tags), [.width, .itemHeight])
        XCTAssertEqual(InspectorDetails.sizeSources(of: .cell, item: ItemSpecFixture.bare, layout: .grid), [.itemSize])
        XCTAssertEqual(InspectorDetails.sizeSources(of: .header, item: nil, layout: .tags), [.header])
    }

    /// docs/spec-format.md's precedence: `height` (or a tag's `width`), then `aspectRatio` (the
    /// item's, else its section's), then `text`, then `itemHeight`; a grid ignores ratios.
    func testAnAspectRatioIsTheSizeSourceWhereItSetsTheSize() {
        let own = TrellisSpec.ItemSpec(title: "x", aspectRatio: 1.5)
        let ownAndText = TrellisSpec.ItemSpec(title: "x", text: "hello", aspectRatio: 1.5)
        let heightAndRatio = TrellisSpec.ItemSpec(height: 3, aspectRatio: 1.5)
        XCTAssertEqual(InspectorDetails.sizeSources(of: .cell, item: own, layout: .waterfall), [.aspectRatio])
        XCTAssertEqual(InspectorDetails.sizeSources(of: .cell, item: ownAndText, layout: .waterfall), [.aspectRatio], "before text")
        XCTAssertEqual(InspectorDetails.sizeSources(of: .cell, item: ItemSpecFixture.bare, sectionRatio: 1, layout: .waterfall),
                       [.aspectRatio], "the section's ratio")
        XCTAssertEqual(InspectorDetails.sizeSources(of: .cell, item: ItemSpecFixture.text, sectionRatio: 1, layout: .waterfall),
                       [.aspectRatio], "the section's ratio before the item's text")
        XCTAssertEqual(InspectorDetails.sizeSources(of: .cell, item: heightAndRatio, layout: .waterfall), [.height], "height first")
        XCTAssertEqual(InspectorDetails.sizeSources(of: .cell, item: ItemSpecFixture.height, sectionRatio: 1, layout: .waterfall), [.height])
        XCTAssertEqual(InspectorDetails.sizeSources(of: .cell, item: own, layout: .tags), [.aspectRatio, .itemHeight],
                       "a tag's width is itemHeight / ratio")
        XCTAssertEqual(InspectorDetails.sizeSources(of: .cell, item: ItemSpecFixture.bare, sectionRatio: 2, layout: .tags),
                       [.aspectRatio, .itemHeight])
        XCTAssertEqual(InspectorDetails.sizeSources(of: .cell, item: TrellisSpec.ItemSpec(width: 5, title: "x", aspectRatio: 2), layout: .tags),
                       [.width, .itemHeight], "a tag's own width first")
        XCTAssertEqual(InspectorDetails.sizeSources(of: .cell, item: heightAndRatio, layout: .tags), [.width, .height],
                       "a tag with a height takes its width from its title")
        XCTAssertEqual(InspectorDetails.sizeSources(of: .cell, item: own, sectionRatio: 1, layout: .grid), [.itemSize], "a grid ignores ratios")
        XCTAssertEqual(InspectorDetails.sizeSources(of: .header, item: nil, sectionRatio: 1, layout: .waterfall), [.header])
    }

    func testThePanelSaysAspectRatioForTheAspectRatioSpec() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let document = try SpecDocument(.file(root.appendingPathComponent("assets/aspect-ratio.json").path))
        let s = PreviewSession(documents: [document], width: 80, height: 24)
        s.press(.character("i"))
        XCTAssertTrue(s.screenLines(trimmingTrailingSpaces: true).contains(" cell 0.0 · column 0 · size from aspectRatio"), "dune's own 1.3333:\n" + s.screenLines(trimmingTrailingSpaces: true).joined(separator: "\n"))
        for _ in 0..<5 { s.press(.key(.tab)) }
        XCTAssertEqual(selected(s), "cell 0.5")
        XCTAssertTrue(s.screenLines(trimmingTrailingSpaces: true).contains { $0.hasPrefix(" cell 0.5 · column") && $0.hasSuffix("· size from aspectRatio") },
                      "tide square takes its section's 1:\n" + s.screenLines(trimmingTrailingSpaces: true).joined(separator: "\n"))
    }

    func testPanelLinesAreCutToTheWidth() {
        XCTAssertEqual(InspectorPanel.oneLine(String(repeating: "x", count: 1_000_000), 10).count, 11, "only what can show")
        XCTAssertEqual(InspectorPanel.oneLine(nil, 10), "—")
        XCTAssertEqual(InspectorPanel.fixed(25.333333), "25.33")
        for line in InspectorPanel.lines(nil, width: 12, tall: false) { XCTAssertLessThanOrEqual(TextWidth.displayWidth(of: line), 12) }
    }
}

/// Items for the size-source rule.
private enum ItemSpecFixture {
    static let height = TrellisSpec.ItemSpec(height: 3)
    static let text = TrellisSpec.ItemSpec(text: "hello")
    static let bare = TrellisSpec.ItemSpec(title: "x")
}
