import XCTest
import TrellisTestSupport
import TrellisLayout
import TrellisRender
import TrellisSpec
@testable import trellis
@testable import TrellisPreview

/// A content width other than the terminal's (issue 15 §3): where the content goes, the keys
/// `<` `>` `\`, the place kept on every change, and the status line's `w:N`.
final class ContentWidthTests: XCTestCase {
    private func screen(_ columns: Int, _ rows: Int = 24) -> CellRect {
        CellRect(x: 0, y: 0, width: columns, height: rows - 1)
    }

    private func asset(_ name: String) throws -> SpecDocument {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try SpecDocument(.file(root.appendingPathComponent("assets/\(name).json").path))
    }

    private func status(_ session: PreviewSession) -> String {
        session.compose(showingFrameTime: false).grid.lines(trimmingTrailingSpaces: true).last ?? ""
    }

    private func fields(_ session: PreviewSession) -> [String] {
        status(session).split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    // MARK: - Geometry

    func testFollowingTheTerminalTakesTheWholeAreaWithoutFrames() {
        let placement = ContentWidth.placement(contentCells: nil, in: screen(80))
        XCTAssertEqual(placement, ContentWidth.Placement(content: screen(80), frameColumns: []))
    }

    func testAnEvenSpareIsSplitEvenly() {
        // 80 - 40 = 40 spare: 19 blank, frame, 40 content, frame, 19 blank.
        let placement = ContentWidth.placement(contentCells: 40, in: screen(80))
        XCTAssertEqual(placement.content, CellRect(x: 20, y: 0, width: 40, height: 23))
        XCTAssertEqual(placement.frameColumns, [19, 60])
    }

    func testAnOddSpareColumnGoesToTheRight() {
        // 81 - 40 = 41 spare: 20 left of the content (frame included), 21 right of it.
        let placement = ContentWidth.placement(contentCells: 40, in: screen(81))
        XCTAssertEqual(placement.content.x, 20)
        XCTAssertEqual(placement.frameColumns, [19, 60])
        XCTAssertEqual(81 - placement.content.maxX, 21)
        // An odd content width on an even screen: 80 - 41 = 39 spare, 19 left, 20 right.
        let odd = ContentWidth.placement(contentCells: 41, in: screen(80))
        XCTAssertEqual(odd.content, CellRect(x: 19, y: 0, width: 41, height: 23))
        XCTAssertEqual(odd.frameColumns, [18, 60])
    }

    func testContentThatJustFitsWithItsFramesFillsTheScreen() {
        let placement = ContentWidth.placement(contentCells: 78, in: screen(80))
        XCTAssertEqual(placement.content, CellRect(x: 1, y: 0, width: 78, height: 23))
        XCTAssertEqual(placement.frameColumns, [0, 79])
    }

    func testContentWiderThanTheScreenShowsItsLeftPartAfterTheLeftFrame() {
        for wanted in [79, 80, 81, 200, 4096] {
            let placement = ContentWidth.placement(contentCells: wanted, in: screen(80))
            XCTAssertEqual(placement.content, CellRect(x: 1, y: 0, width: 79, height: 23), "\(wanted) columns")
            XCTAssertEqual(placement.frameColumns, [0], "\(wanted) columns: only the left frame is on screen")
        }
    }

    /// Over random screens and widths: the content stays on screen, the frames hug it, the
    /// margins differ by at most one (the right one larger), and a width that fits shows whole.
    func testPlacementPropertiesOverRandomSizes() {
        for seed: UInt64 in 1...2_000 {
            var rng = SeededGenerator(seed: seed)
            let columns = Int.random(in: 1...300, using: &rng), rows = Int.random(in: 2...60, using: &rng)
            let wanted = Int.random(in: 1...(Bool.random(using: &rng) ? 320 : 5_000), using: &rng)
            let area = screen(columns, rows)
            let placement = ContentWidth.placement(contentCells: wanted, in: area)
            let content = placement.content, context = "seed \(seed): \(wanted) columns on \(columns)x\(rows)"
            XCTAssertEqual(content.y, 0, context)
            XCTAssertEqual(content.height, rows - 1, context)
            XCTAssertGreaterThanOrEqual(content.x, 0, context)
            XCTAssertLessThanOrEqual(content.maxX, columns, context)
            if wanted + 2 <= columns {
                XCTAssertEqual(content.width, wanted, context)
                XCTAssertEqual(placement.frameColumns, [content.x - 1, content.maxX], context)
                let left = content.x - 1, right = columns - content.maxX - 1
                XCTAssertTrue(right == left || right == left + 1, "\(context): margins \(left) and \(right)")
            } else {
                XCTAssertEqual(placement.frameColumns, [0], context)
                XCTAssertEqual(content.x, 1, context)
                XCTAssertEqual(content.width, min(wanted, columns - 1), context)
            }
        }
    }

    func testWidthsBecomeColumnsByTheRasterizersRounding() {
        XCTAssertEqual(ContentWidth.cells(forWidth: 48, pointsPerCell: 1), 48)
        XCTAssertEqual(ContentWidth.cells(forWidth: 48.4, pointsPerCell: 1), 48)
        XCTAssertEqual(ContentWidth.cells(forWidth: 48.5, pointsPerCell: 1), 49)
        XCTAssertEqual(ContentWidth.cells(forWidth: 0.2, pointsPerCell: 1), 1, "at least one column")
        XCTAssertEqual(ContentWidth.cells(forWidth: 393, pointsPerCell: 8), 49, "an iPhone at scale 8")
        XCTAssertEqual(ContentWidth.cells(forWidth: 1032, pointsPerCell: 8), 129)
        XCTAssertEqual(ContentWidth.cells(forWidth: 1e300, pointsPerCell: 1), ContentWidth.maximumCells)
        XCTAssertEqual(ContentWidth.width(ofCells: 49, pointsPerCell: 8), 392)
        XCTAssertEqual(ContentWidth.allowedWidths(pointsPerCell: 8), 8...32_768)
    }

    // MARK: - The session

    func testAContentWidthCentresTheLayoutAtExactlyThatWidth() throws {
        let session = PreviewSession(documents: [try asset("sections")], width: 80, height: 24)
        session.setContentWidth(40)
        XCTAssertEqual(session.contentArea, CellRect(x: 20, y: 0, width: 40, height: 23))
        XCTAssertEqual(session.contentSize, Size(width: 40, height: 23))
        let grid = session.compose(showingFrameTime: false).grid
        XCTAssertEqual(session.viewport.size.width, 40)
        XCTAssertEqual(session.document.layout.bounds.width, 40, "the layout runs at the content width")
        for row in 0..<23 {
            for column in [19, 60] {
                XCTAssertEqual(grid[column, row].symbol, "│", "frame at \(column),\(row)")
                XCTAssertTrue(grid[column, row].style.dim, "the frame is dim")
            }
            for column in Array(0..<19) + Array(61..<80) {
                XCTAssertEqual(grid[column, row].symbol, " ", "margin at \(column),\(row)")
            }
        }
        XCTAssertTrue(fields(session).contains("w:40"), status(session))
    }

    func testAWidthWiderThanTheScreenStillLaysOutAtThatWidth() throws {
        let session = PreviewSession(documents: [try asset("sections")], width: 40, height: 12)
        session.setContentWidth(100)
        XCTAssertEqual(session.contentArea, CellRect(x: 1, y: 0, width: 39, height: 11))
        _ = session.compose(showingFrameTime: false).grid
        XCTAssertEqual(session.document.layout.bounds.width, 100)
        XCTAssertTrue(fields(session).contains("w:100"), status(session))
    }

    func testGreaterAndLessStartFromTheTerminalWidthAndBackslashFollowsItAgain() throws {
        let session = PreviewSession(documents: [try asset("sections")], width: 80, height: 24)
        XCTAssertNil(session.contentWidth)
        XCTAssertNotEqual(session.perform(.contentWidth(1)), .quit)
        XCTAssertEqual(session.contentWidth, 81)
        XCTAssertNotEqual(session.perform(.followTerminalWidth), .quit)
        XCTAssertNil(session.contentWidth)
        XCTAssertNotEqual(session.perform(.contentWidth(-1)), .quit)
        XCTAssertEqual(session.contentWidth, 79)
        XCTAssertNotEqual(session.perform(.contentWidth(-1)), .quit)
        XCTAssertEqual(session.contentWidth, 78)
        XCTAssertEqual(session.contentArea, CellRect(x: 1, y: 0, width: 78, height: 23))
        XCTAssertTrue(fields(session).contains("w:78"), status(session))
        XCTAssertNotEqual(session.perform(.followTerminalWidth), .quit)
        XCTAssertEqual(session.contentArea, CellRect(x: 0, y: 0, width: 80, height: 23))
        XCTAssertFalse(status(session).contains("w:"), status(session))
    }

    func testAKeyThatCannotActSaysWhy() throws {
        let session = PreviewSession(documents: [try asset("sections")], width: 80, height: 24)
        XCTAssertNotEqual(session.perform(.followTerminalWidth), .quit)
        XCTAssertEqual(session.message, "the content already follows the terminal's width (< and > set one)")
        session.setContentWidth(2)
        XCTAssertNotEqual(session.perform(.contentWidth(-1)), .quit)
        XCTAssertEqual(session.contentWidth, 1)
        XCTAssertNil(session.message)
        XCTAssertNotEqual(session.perform(.contentWidth(-1)), .quit)
        XCTAssertEqual(session.contentWidth, 1)
        XCTAssertEqual(session.message, "the content is 1 wide: it cannot be narrower than 1 column")
        XCTAssertTrue(status(session).contains("cannot be narrower"), "the message shows on the status line")
        session.setContentWidth(Double(ContentWidth.maximumCells))
        XCTAssertNotEqual(session.perform(.contentWidth(1)), .quit)
        XCTAssertEqual(session.contentWidth, Double(ContentWidth.maximumCells))
        XCTAssertEqual(session.message, "the content is 4096 wide: it cannot be wider than 4096 columns")
    }

    /// A spec in points says its width in points when `<` or `>` cannot act, as the status does.
    func testAKeyThatCannotActSaysTheWidthInPoints() throws {
        let session = PreviewSession(documents: [try asset("pinterest")], width: 80, height: 24)
        session.setContentWidth(8)
        XCTAssertNotEqual(session.perform(.contentWidth(-1)), .quit)
        XCTAssertEqual(session.contentWidth, 8)
        XCTAssertEqual(session.message, "the content is 8pt wide: it cannot be narrower than 1 column")
        session.setContentWidth(32_768)
        XCTAssertNotEqual(session.perform(.contentWidth(1)), .quit)
        XCTAssertEqual(session.message, "the content is 32768pt wide: it cannot be wider than 4096 columns")
    }

    /// Narrowing and widening keep the place as a resize does: the first visible cell stays on
    /// screen at every step, and back at the starting width the offset is the one before.
    /// (The photo wall is in points at 8 x 16: 100 columns are 800 points, a key steps 8.)
    func testEveryWidthChangeKeepsThePlace() throws {
        let session = PreviewSession(documents: [try asset("pinterest")], width: 100, height: 30)
        session.viewport.scroll(toY: 60 * 16)
        let start = session.viewport.contentOffset
        let anchor = try XCTUnwrap(session.viewport.scrollAnchor().item)
        for keys in [[-1, 1], [-1, -1, -1, 1, 1, 1], [1, 1, -1, -1], Array(repeating: -1, count: 30) + Array(repeating: 1, count: 30)] {
            session.setContentWidth(nil)
            XCTAssertEqual(session.viewport.contentOffset, start)
            for key in keys {
                XCTAssertNotEqual(session.perform(.contentWidth(key)), .quit)
                let frame = try XCTUnwrap(session.document.layout.layoutAttributesForItem(at: anchor)?.frame)
                XCTAssertTrue(frame.intersects(session.viewport.visibleRect),
                              "\(anchor) left the screen at width \(session.contentWidth ?? -1) (keys \(keys))")
            }
            XCTAssertEqual(session.contentWidth, 100 * 8, "back at the terminal's width in points, set (keys \(keys))")
            XCTAssertEqual(session.viewport.contentOffset, start, "keys \(keys)")
        }
        XCTAssertNotEqual(session.perform(.followTerminalWidth), .quit)
        XCTAssertEqual(session.viewport.contentOffset, start, "\\ keeps the place too")
    }

    /// Issue 23: `=` left `w:60`, and with only a content width set said `no adjustments to
    /// reset`. It resets every adjustment and every spec's content width: the layout follows
    /// the terminal again, keeping the place as every width change does.
    func testResetAlsoFollowsTheTerminalAndKeepsThePlace() throws {
        let session = PreviewSession(documents: [try asset("pinterest"), try asset("sections")], width: 100, height: 30)
        session.viewport.scroll(toY: 60 * 16)
        let start = session.viewport.contentOffset
        let anchor = try XCTUnwrap(session.viewport.scrollAnchor().item)
        for _ in 0..<20 { XCTAssertNotEqual(session.perform(.contentWidth(-1)), .quit) }
        XCTAssertTrue(fields(session).contains("w:640pt"), status(session))
        XCTAssertNotEqual(session.perform(.resetAdjustments), .quit)
        XCTAssertNil(session.message)
        XCTAssertNil(session.contentWidth)
        XCTAssertEqual(session.contentArea, CellRect(x: 0, y: 0, width: 100, height: 29))
        XCTAssertFalse(status(session).contains("w:"), status(session))
        XCTAssertEqual(session.viewport.contentOffset, start, "back at the terminal's width, the offset of before")
        let frame = try XCTUnwrap(session.document.layout.layoutAttributesForItem(at: anchor)?.frame)
        XCTAssertTrue(frame.intersects(session.viewport.visibleRect))
        XCTAssertNotEqual(session.perform(.resetAdjustments), .quit)
        XCTAssertEqual(session.message, "no adjustments or content width to reset")
        // Adjustments and widths together; the other spec's width goes too.
        XCTAssertNotEqual(session.perform(.spacing(1)), .quit)
        XCTAssertNotEqual(session.perform(.contentWidth(-3)), .quit)
        XCTAssertNotEqual(session.perform(.nextPage(forward: true)), .quit)
        XCTAssertNotEqual(session.perform(.contentWidth(-3)), .quit)
        XCTAssertNotEqual(session.perform(.resetAdjustments), .quit)
        XCTAssertFalse(status(session).contains("w:") || status(session).contains("gap"), status(session))
        XCTAssertNotEqual(session.perform(.nextPage(forward: true)), .quit)
        XCTAssertNil(session.contentWidth, "every spec's width is reset")
        XCTAssertFalse(status(session).contains("w:") || status(session).contains("gap"), status(session))
    }

    func testTheEndStaysTheEndAcrossWidthChanges() throws {
        let session = PreviewSession(documents: [try asset("pinterest")], width: 80, height: 24)
        XCTAssertNotEqual(session.perform(.bottom), .quit)
        for key in [-5, -1, 3, 7] {
            XCTAssertNotEqual(session.perform(.contentWidth(key)), .quit)
            XCTAssertTrue(session.viewport.isAtBottom, "width \(session.contentWidth ?? -1)")
        }
    }

    /// (The photo wall is in points at 8 x 16: a width of 400 points is 50 columns.)
    func testAResizeKeepsTheContentWidthAndRecentresIt() throws {
        let session = PreviewSession(documents: [try asset("pinterest")], width: 80, height: 24)
        session.setContentWidth(400)
        session.viewport.scroll(toY: 20 * 16)
        let offset = session.viewport.contentOffset
        session.resize(width: 120, height: 24)
        XCTAssertEqual(session.contentArea, CellRect(x: 35, y: 0, width: 50, height: 23))
        XCTAssertEqual(session.document.layout.bounds.width, 400, "the layout does not follow the terminal")
        XCTAssertEqual(session.viewport.contentOffset, offset, "a resize of the terminal alone does not reflow")
        XCTAssertTrue(fields(session).contains("w:400pt"), status(session))
    }

    /// `+` stops where the layout stops changing at the content width, not at the terminal's
    /// (the photo wall is in points: 80 points are 10 columns).
    func testTheColumnCounterFollowsTheContentWidth() throws {
        let session = PreviewSession(documents: [try asset("pinterest")], width: 200, height: 24)
        session.setContentWidth(80)
        for _ in 0..<20 { _ = session.perform(.columns(1)) }
        XCTAssertEqual(session.message, "no more columns fit", "at 10 columns the counter stops early")
        XCTAssertLessThan(session.composer().adjustments.count, 8, session.composer().adjustments)
    }

    func testKeysMapToTheActions() {
        XCTAssertEqual(KeyMap.action(for: .character(">")), .contentWidth(1))
        XCTAssertEqual(KeyMap.action(for: .character("<")), .contentWidth(-1))
        XCTAssertEqual(KeyMap.action(for: .character("\\")), .followTerminalWidth)
        let help = KeyMap.helpLines(SpecPage.wording(watched: true)).joined(separator: "\n")
        XCTAssertTrue(help.contains(#/\n> / < +content width ±1\n/#), help)
        XCTAssertTrue(help.contains(#/\n\\ +terminal's width\n/#), help)
    }

    /// Several specs of different scales (the gallery: the photo wall in points among specs in
    /// cells): `--width` must fit every one, and a refusal names the range that fits them all,
    /// whichever spec refuses it (not 1 to 4096 for one width and 8 to 32768 for another).
    func testOptionNamesTheWidthsThatFitEverySpec() throws {
        let documents = [try asset("pinterest"), try asset("tags")]
        XCTAssertEqual(try ContentWidthOption.parse("393", option: PreviewCommand.Option.width, command: "preview", documents: documents), 393)
        XCTAssertEqual(try ContentWidthOption.parse("8", option: PreviewCommand.Option.width, command: "preview", documents: documents), 8)
        XCTAssertEqual(try ContentWidthOption.parse("4096", option: PreviewCommand.Option.width, command: "preview", documents: documents), 4096)
        for bad in ["5", "20000"] {
            for order in [documents, documents.reversed()] {
                XCTAssertThrowsError(try ContentWidthOption.parse(bad, option: PreviewCommand.Option.width, command: "preview", documents: order), bad) { error in
                    XCTAssertEqual((error as? CommandFailure)?.message, "--width: expected a number from 8 to 4096, got '\(bad)'")
                }
            }
        }
    }

    /// Scales so far apart that no width fits both: one clear refusal, whatever the width.
    func testOptionRefusesEveryWidthWhenNoneFitsEverySpec() throws {
        let json = #"{"layout": "waterfall", "scale": {"x": 0.001, "y": 1}, "sections": [{"items": [{"height": 2}]}]}"#
        let spec = try SpecLoader.parse(Array(json.utf8), file: "tiny.json", measure: LayoutFactory.measure).spec
        let tiny = try SpecDocument(.builtIn(name: "tiny", make: { spec }))
        XCTAssertEqual(try ContentWidthOption.parse("4", option: PreviewCommand.Option.width, command: "preview", documents: [tiny]), 4)
        for bad in ["4", "8"] {
            XCTAssertThrowsError(try ContentWidthOption.parse(bad, option: PreviewCommand.Option.width, command: "preview", documents: [tiny, try asset("pinterest")])) { error in
                XCTAssertEqual((error as? CommandFailure)?.message,
                               "--width: no content width fits every spec (their scales ask for at least 8 and at most 4.1); open them apart")
            }
        }
    }

    func testOptionRefusesWidthsOutsideOneToTheMostColumns() throws {
        let document = try asset("tags")
        XCTAssertEqual(try ContentWidthOption.parse("48.5", option: RenderCommand.Option.width, command: "render", documents: [document]), 48.5)
        XCTAssertNil(try ContentWidthOption.parse(nil, option: RenderCommand.Option.width, command: "render", documents: [document]))
        for bad in ["0", "0.5", "-3", "4097", "nan", "inf", "wide", ""] {
            XCTAssertThrowsError(try ContentWidthOption.parse(bad, option: RenderCommand.Option.width, command: "render", documents: [document]), bad) { error in
                let failure = error as? CommandFailure
                XCTAssertEqual(failure?.status, 2)
                XCTAssertEqual(failure?.message, "--width: expected a number from 1 to 4096, got '\(bad)'")
            }
        }
    }

    // MARK: - Several specs

    func testEachSpecKeepsAContentWidthOfItsOwn() throws {
        // The photo wall is in points (8 per column), sections in cells: a width set with the
        // keys on one must not reach the other in the other's units.
        let session = PreviewSession(documents: [try asset("pinterest"), try asset("sections")], width: 80, height: 24)
        XCTAssertNotEqual(session.perform(.contentWidth(1)), .quit)
        XCTAssertEqual(session.contentWidth, 648)
        XCTAssertNotEqual(session.perform(.nextPage(forward: true)), .quit)
        XCTAssertNil(session.contentWidth, "sections still follows the terminal")
        XCTAssertEqual(session.viewport.size.width, 80)
        XCTAssertFalse(fields(session).contains { $0.hasPrefix("w:") })
        XCTAssertNotEqual(session.perform(.contentWidth(-1)), .quit)
        XCTAssertEqual(session.contentWidth, 79)
        XCTAssertNotEqual(session.perform(.nextPage(forward: true)), .quit)
        XCTAssertEqual(session.contentWidth, 648, "the photo wall kept its own")
        XCTAssertTrue(fields(session).contains("w:648pt"))
    }

    func testTheWidthOptionSetsEverySpecInItsOwnUnits() throws {
        let session = PreviewSession(documents: [try asset("pinterest"), try asset("sections")], width: 80, height: 24)
        session.setContentWidthOfEveryPage(400)
        XCTAssertEqual(session.viewport.size.width, 400)
        XCTAssertTrue(fields(session).contains("w:400pt"))
        XCTAssertNotEqual(session.perform(.nextPage(forward: true)), .quit)
        XCTAssertEqual(session.contentWidth, 400)
        XCTAssertTrue(fields(session).contains("w:400"))
    }
}
