import XCTest
import TrellisRender
import TrellisSpec
import TrellisTestSupport
@testable import trellis
@testable import TrellisPreview
import TrellisPreviewTestSupport

/// A spec that did not load when the previewer started (issue 23 §4), headless: its page keeps
/// its place, shows its error where its layout would be and on the diagnostics line, and every
/// key that needs a layout says there is none, at any size; a reload that succeeds makes it the
/// spec's page, with the adjustments and the content width in force.
final class UnloadedSpecPageTests: XCTestCase {
    private var directory = ""
    private let broken = #"{ "layout": "#

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-unloaded-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    @discardableResult
    private func write(_ json: String, to name: String) throws -> String {
        let path = directory + "/" + name
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func asset(_ name: String) throws -> String {
        try String(contentsOfFile: Shell.packageRoot + "/assets/" + name, encoding: .utf8)
    }


    private func dump(_ rows: [String]) -> String {
        rows.enumerated().map { String(format: "%3d|", $0.offset) + $0.element + "|" }.joined(separator: "\n")
    }

    /// The error loading `path` gives, and the page the app makes of it.
    private func unloaded(_ path: String) -> (error: String, page: PreviewPage) {
        do {
            _ = try SpecDocument(.file(path))
            XCTFail("\(path) loads")
            return ("", SpecPage.unloadedPage(path: path, error: SpecDiagnostic(severity: .error, file: path, message: "loads")))
        } catch {
            return (error.description, SpecPage.unloadedPage(path: path, error: error))
        }
    }

    /// The photo wall, then a broken spec: the session on them, and the broken spec's error.
    private func wallAndBroken(width columns: Int = 80, height rows: Int = 24) throws -> (session: PreviewSession, path: String, error: String) {
        let wall = try write(try asset("pinterest.json"), to: "wall.json")
        let path = try write(broken, to: "broken.json")
        let (error, page) = unloaded(path)
        let session = PreviewSession(pages: [PreviewPage(SpecPage(try SpecDocument(.file(wall)))), page], width: columns, height: rows)
        return (session, path, error)
    }

    func testTheBrokenSpecsPageShowsItsErrorAndKeepsItsPlace() throws {
        let (session, path, error) = try wallAndBroken()
        XCTAssertTrue(error.hasPrefix(path + ":1:"), error)
        let first = session.screenLines(trimmingTrailingSpaces: true)
        XCTAssertTrue(Screen.status(first).hasPrefix(" Photo wall [1/2] │ waterfall │ "), Screen.status(first))
        XCTAssertEqual(first[22], TextWidth.truncate("✗ " + error, toWidth: 80), "the ✗ line names it from the start")

        XCTAssertNotEqual(session.perform(.nextPage(forward: true)), .quit)
        let page = session.screenLines(trimmingTrailingSpaces: true)
        XCTAssertEqual(Screen.status(page), " broken.json [2/2] │ did not load — r to retry", "no size, position or counts")
        XCTAssertEqual(page[1], " broken.json did not load:", dump(page))
        let wrapped = TextOverlay.wrap(error, width: 78).map { " " + $0 }
        XCTAssertGreaterThan(wrapped.count, 1, "the error is longer than a row: it wraps")
        XCTAssertEqual(Array(page[3..<(3 + wrapped.count)]), wrapped, dump(page))
        XCTAssertEqual(page[4 + wrapped.count], " Fix or create the file, then press r to load it.", "without watching, r loads it")
        XCTAssertEqual(page[22], first[22])
        XCTAssertTrue(page[(5 + wrapped.count)..<22].allSatisfy(\.isEmpty), dump(page))

        session.watchesFiles = true
        XCTAssertEqual(session.screenLines(trimmingTrailingSpaces: true)[4 + wrapped.count], " It loads as soon as the file is fixed or created (r tries again now).")
        XCTAssertNotEqual(session.perform(.page(0)), .quit)
        XCTAssertTrue(Screen.status(session.screenLines(trimmingTrailingSpaces: true)).hasPrefix(" Photo wall [1/2] │ "))
    }

    func testEveryKeyOnThePageSaysWhyItDoesNothingOrActs() throws {
        let (session, _, error) = try wallAndBroken()
        XCTAssertNotEqual(session.perform(.toggleInspect), .quit, "inspect the photo wall")
        XCTAssertNotNil(session.inspection)
        XCTAssertNotEqual(session.perform(.page(1)), .quit)
        XCTAssertNil(session.inspection, "nothing to inspect on the broken spec's page: inspect mode ends")
        let page = session.screenLines(trimmingTrailingSpaces: true)

        let refusals: [(PreviewAction, String)] = [
            (.scrollLines(1), "nothing to scroll"), (.scrollPages(1), "nothing to scroll"), (.bottom, "nothing to scroll"),
            (.scrollHorizontally(1), "nothing to scroll"), (.columns(1), "nothing to adjust"), (.spacing(-1), "nothing to adjust"),
            (.toggleSectionHeadersPinToVisibleBounds, "nothing to adjust"), (.toggleDirection, "nothing to adjust"), (.cycleAlignment, "nothing to adjust"),
            (.cycleOrder, "nothing to adjust"), (.contentWidth(-1), "nothing to lay out at another width"),
            (.followTerminalWidth, "nothing to lay out at another width"), (.openPrompt(.goTo), "nothing to go to"),
            (.openPrompt(.search), "nothing to search"), (.findNext(forward: true), "nothing to search"),
            (.toggleInspect, "nothing to inspect"), (.click(x: 5, y: 3), "nothing to inspect"),
            (.moveSelection(.down), "nothing to inspect"), (.nextItem(forward: true), "nothing to inspect"),
            (.copySelection, "nothing to copy"),
        ]
        for (action, words) in refusals {
            let outcome = session.perform(action)
            XCTAssertEqual(outcome, .message(words + ": broken.json did not load"), "\(action): no quit, no copy")
            XCTAssertEqual(session.message, words + ": broken.json did not load", "\(action)")
            let shown = session.screenLines(trimmingTrailingSpaces: true)
            XCTAssertEqual(Screen.status(shown), " " + words + ": broken.json did not load", "\(action)")
            XCTAssertEqual(Screen.content(shown), Screen.content(page), "\(action) changes nothing on the page")
            XCTAssertNil(session.prompt)
            XCTAssertNil(session.inspection)
        }

        XCTAssertNotEqual(session.perform(.toggleWarnings), .quit)
        XCTAssertEqual(session.overlay, .warnings)
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).joined().contains("did not load: " + error.prefix(40)), dump(session.screenLines(trimmingTrailingSpaces: true)))
        XCTAssertNotEqual(session.perform(.dismiss), .quit)
        XCTAssertNotEqual(session.perform(.toggleDiagnostics), .quit)
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).joined().contains("✗ " + error.prefix(40)), dump(session.screenLines(trimmingTrailingSpaces: true)))
        XCTAssertNotEqual(session.perform(.dismiss), .quit)
        XCTAssertNotEqual(session.perform(.toggleHelp), .quit)
        let help = session.screenLines(trimmingTrailingSpaces: true).joined(separator: "\n")
        XCTAssertTrue(help.contains("more / fewer columns") && help.contains("reload now"), "the keys of the other specs:\n\(help)")
        XCTAssertNotEqual(session.perform(.dismiss), .quit)
        XCTAssertNotEqual(session.perform(.reload), .quit)
        XCTAssertEqual(session.message, "reload failed — r to retry")
        XCTAssertNotEqual(session.perform(.resetAdjustments), .quit, "= acts on every spec")
        XCTAssertEqual(session.message, "no adjustments or content width to reset")

        for (columns, rows) in [(30, 8), (10, 3), (9, 2), (1, 1), (0, 0), (200, 60), (80, 24)] {
            session.resize(width: columns, height: rows)
            XCTAssertEqual(session.screenLines(trimmingTrailingSpaces: true).count, rows, "\(columns)x\(rows)")
        }
        session.resize(width: 200, height: 60)
        let wide = session.screenLines(trimmingTrailingSpaces: true)
        XCTAssertEqual(wide[3], " " + error, "rewrapped to the width: \(dump(wide))")
        XCTAssertEqual(wide[58], "✗ " + error)
        session.resize(width: 80, height: 24)
        XCTAssertEqual(Screen.content(session.screenLines(trimmingTrailingSpaces: true)), Screen.content(page), "back at 80x24, the same page")
    }

    func testAReloadThatSucceedsMakesItTheSpecsPageWithTheAdjustmentsInForce() throws {
        let (session, path, _) = try wallAndBroken()
        XCTAssertNotEqual(session.perform(.columns(1)), .quit, "+ on the photo wall")
        XCTAssertNotEqual(session.perform(.page(1)), .quit)

        try write(#"{"layout": "tags", "sections": [{"items": [{"width": "wide"}]}]}"#, to: "broken.json")
        XCTAssertEqual(session.reload([1]), 1, "still broken, another error")
        let other = unloaded(path).error
        XCTAssertTrue(other.contains("items[0].width"), other)
        XCTAssertEqual(session.screenLines(trimmingTrailingSpaces: true)[22], TextWidth.truncate("✗ " + other, toWidth: 80))
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true)[3].hasPrefix(" " + other.prefix(40)), dump(session.screenLines(trimmingTrailingSpaces: true)))

        let waterfall = #"{"title": "Fixed", "layout": "waterfall", "columns": 2, "sections": [{"items": [{"height": 3}, {"height": 4}, {"height": 2}]}]}"#
        try write(waterfall, to: "broken.json")
        XCTAssertEqual(session.reload([1]), 0)
        let loaded = session.screenLines(trimmingTrailingSpaces: true)
        XCTAssertFalse(loaded.joined().contains("✗"), dump(loaded))
        XCTAssertTrue(Screen.status(loaded).hasPrefix(" Fixed [2/2] │ waterfall │ 1 section, 3 items │ "), Screen.status(loaded))
        XCTAssertTrue(Screen.status(loaded).contains(" │ cols+1"), "the adjustment in force: \(Screen.status(loaded))")
        XCTAssertEqual(session.document.specDocument?.layout.name, "waterfall")

        let fresh = PreviewSession(documents: [try SpecDocument(.file(path))], width: 80, height: 24)
        XCTAssertNotEqual(fresh.perform(.columns(1)), .quit)
        XCTAssertEqual(Screen.content(loaded), Screen.content(fresh.screenLines(trimmingTrailingSpaces: true)), "the spec as it shows when it loads at once")
        XCTAssertNotEqual(session.perform(.toggleInspect), .quit, "a loaded spec can be inspected")
        XCTAssertNotNil(session.selection)
    }

    /// QA: a key on the broken page said `nothing to inspect: broken.json did not load`, and
    /// that line stayed on the status line after the file was fixed and the layout showed.
    func testAMessageThatTheSpecDidNotLoadGoesWhenItLoads() throws {
        let (session, _, _) = try wallAndBroken()
        XCTAssertNotEqual(session.perform(.page(1)), .quit)
        _ = session.perform(.toggleInspect)
        XCTAssertEqual(session.message, "nothing to inspect: broken.json did not load")
        try write(try asset("pinterest.json"), to: "broken.json")
        XCTAssertEqual(session.reload([1]), 0)
        XCTAssertNil(session.message, "the page loaded: nothing says it did not")
        XCTAssertFalse(session.screenLines(trimmingTrailingSpaces: true).joined().contains("did not load"), dump(session.screenLines(trimmingTrailingSpaces: true)))
    }

    /// A missing file is created, not fixed: the hint says both (here without watching; the
    /// watched hint is pinned above).
    func testTheHintSaysTheFileLoadsWhenFixedOrCreated() throws {
        let missing = directory + "/missing.json"
        let session = PreviewSession(pages: [unloaded(missing).page], width: 80, height: 24)
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).contains(" Fix or create the file, then press r to load it."), dump(session.screenLines(trimmingTrailingSpaces: true)))
    }

    /// `--width` set before the spec loaded: kept, in the spec's units, within what they allow.
    func testAContentWidthSetBeforeTheSpecLoadedIsKeptWithinItsUnits() throws {
        let tags = try write(try asset("tags.json"), to: "tags.json")
        let path = try write(broken, to: "broken.json")
        let session = PreviewSession(pages: [PreviewPage(SpecPage(try SpecDocument(.file(tags)))), unloaded(path).page], width: 80, height: 24)
        session.setContentWidthOfEveryPage(4)   // 4 columns of tags
        XCTAssertNotEqual(session.perform(.page(1)), .quit)
        XCTAssertFalse(session.screenLines(trimmingTrailingSpaces: true).joined().contains("│ w:"), "no width on a page with nothing laid out")
        try write(try asset("pinterest.json"), to: "broken.json")   // 8 points to a column
        XCTAssertEqual(session.reload([1]), 0)
        XCTAssertEqual(session.contentWidth, 8, "4pt is less than a column: one column of 8pt")
        XCTAssertTrue(Screen.status(session.screenLines(trimmingTrailingSpaces: true)).contains("w:8pt"), Screen.status(session.screenLines(trimmingTrailingSpaces: true)))
    }

    /// The app opens the good specs and a page for each spec that does not load; only when none
    /// loads does it refuse, with the first spec's error.
    func testWhenNoSpecLoadsThePreviewCommandGivesTheFirstError() throws {
        let first = try write(broken, to: "first.json")
        let missing = directory + "/missing.json"
        do {
            try PreviewCommand.run([first, missing])
            XCTFail("the previewer started")
        } catch {
            XCTAssertEqual(error.status, 2)
            XCTAssertEqual(error.message, unloaded(first).error)
            XCTAssertEqual(error.hint, "Run 'trellis validate \(first)' to see every problem.")
        }
    }
}
