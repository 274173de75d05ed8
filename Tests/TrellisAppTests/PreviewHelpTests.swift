import XCTest
import TrellisLayout
import TrellisRender
import TrellisTerminal
@testable import trellis
@testable import TrellisPreview
import TrellisPreviewTestSupport

/// The help overlay, headless: what closes it, that nothing under it moves, and that every key
/// can be read on a small terminal.
final class PreviewHelpTests: XCTestCase {
    private func gallery(width columns: Int = 80, height rows: Int = 24) throws -> PreviewSession {
        PreviewSession(documents: try Gallery.documents(), width: columns, height: rows)
    }


    func testQuestionMarkEscapeAndQCloseTheHelp() throws {
        let session = try gallery()
        for close in [PreviewAction.toggleHelp, .quit, KeyMap.action(for: .key(.escape))] {
            XCTAssertNotEqual(session.perform(.toggleHelp), .quit)
            XCTAssertTrue(session.showsHelp)
            XCTAssertNotEqual(session.perform(try XCTUnwrap(close)), .quit, "\(String(describing: close)) under the help does not quit")
            XCTAssertFalse(session.showsHelp, "\(String(describing: close)) closes the help")
        }
        XCTAssertEqual(session.perform(.quit), .quit, "q quits once the help is closed")
    }

    func testQQuitsATerminalTooSmallForTheHelpAsItsNoticeSays() throws {
        let session = try gallery()
        XCTAssertNotEqual(session.perform(.toggleHelp), .quit)
        session.resize(width: 9, height: 3)
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).joined().contains("q"), "the notice names q")
        XCTAssertEqual(session.perform(.quit), .quit)
    }

    func testNoKeyActsOnTheLayoutUnderTheHelp() throws {
        let session = try gallery()
        XCTAssertNotEqual(session.perform(.toggleHelp), .quit)
        let before = (session.current, session.adjustments, session.viewport.contentOffset)
        let actions: [PreviewAction] = [.scrollLines(1), .scrollPages(1), .scrollHalfPages(1), .scrollHorizontally(1), .bottom,
                                        .nextPage(forward: true), .page(2), .columns(1), .spacing(1),
                                        .toggleSectionHeadersPinToVisibleBounds, .toggleDirection, .cycleAlignment, .cycleOrder]
        for action in actions {
            XCTAssertNotEqual(session.perform(action), .quit)
            XCTAssertTrue(session.showsHelp, "\(action) leaves the help open")
        }
        XCTAssertEqual(session.current, before.0)
        XCTAssertEqual(session.adjustments, before.1)
        XCTAssertEqual(session.viewport.contentOffset, before.2)
    }

    /// At `columns` x `rows` the help, scrolled with `j`, shows every key, `q quit` among them,
    /// and never draws over the status line.
    private func assertEveryKeyReachable(width columns: Int, height rows: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let session = try gallery(width: columns, height: rows)
        let status = Screen.status(session.screenLines(trimmingTrailingSpaces: true))
        XCTAssertNotEqual(session.perform(.toggleHelp), .quit)
        var seen = Set<String>()
        var previous: [String] = []
        for _ in 0..<200 {
            let shown = session.screenLines(trimmingTrailingSpaces: true)
            XCTAssertEqual(shown.count, rows, file: file, line: line)
            XCTAssertEqual(Screen.status(shown), status, "the status line stays", file: file, line: line)
            for row in shown { seen.insert(row) }
            if shown == previous { break }
            previous = shown
            XCTAssertNotEqual(session.perform(.scrollLines(1)), .quit)
        }
        let all = seen.joined(separator: "\n")
        XCTAssertTrue(seen.contains { $0.range(of: #"q +quit"#, options: .regularExpression) != nil },
                      "q quit is reachable at \(columns)x\(rows):\n\(all)", file: file, line: line)
        for action in ["top / bottom", "redraw", "reload"] {
            XCTAssertTrue(all.contains(action), "'\(action)' reachable at \(columns)x\(rows):\n\(all)", file: file, line: line)
        }
        let cut = seen.filter { $0.hasPrefix("│") && $0.contains("…") }
        XCTAssertEqual(cut, [], "no line of the help is cut: it wraps", file: file, line: line)
    }

    func testEveryKeyReachableAt30x8() throws {
        try assertEveryKeyReachable(width: 30, height: 8)
    }

    func testEveryKeyReachableAt20x6() throws {
        try assertEveryKeyReachable(width: 20, height: 6)
    }

    func testTheFirstKAfterATallerResizeScrollsTheHelpUp() throws {
        let session = try gallery(width: 30, height: 8)
        XCTAssertNotEqual(session.perform(.toggleHelp), .quit)
        XCTAssertNotEqual(session.perform(.bottom), .quit)
        session.resize(width: 30, height: 20)
        let atEnd = session.screenLines(trimmingTrailingSpaces: true)
        XCTAssertNotEqual(session.perform(.scrollLines(-1)), .quit)
        XCTAssertNotEqual(session.screenLines(trimmingTrailingSpaces: true), atEnd, "k moves the help at once")
    }

    /// Whether `row` shows `keys` and, after spaces, `action`: an entry as a person reads it.
    private static func shows(_ row: String, _ entry: (keys: String, action: String)) -> Bool {
        let pattern = "(^|[ │])" + NSRegularExpression.escapedPattern(for: entry.keys) + " {2,}"
            + NSRegularExpression.escapedPattern(for: entry.action) + "( |│|$)"
        return row.range(of: pattern, options: .regularExpression) != nil
    }

    /// At `columns` x `rows`, `?` shows every key with what it does, every heading, and no
    /// scroll indicator: all on one page.
    private func assertEveryKeyOnOnePage(width columns: Int, height rows: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let session = try gallery(width: columns, height: rows)
        XCTAssertNotEqual(session.perform(.toggleHelp), .quit)
        let shown = session.screenLines(trimmingTrailingSpaces: true)
        let dump = shown.joined(separator: "\n")
        for entry in KeyMap.helpEntries(SpecPage.wording(watched: true)) {
            XCTAssertTrue(shown.contains { Self.shows($0, entry) },
                          "'\(entry.keys)  \(entry.action)' on the page at \(columns)x\(rows):\n\(dump)", file: file, line: line)
        }
        for group in KeyMap.helpGroups(SpecPage.wording(watched: true)) where !group.heading.isEmpty {
            XCTAssertTrue(dump.contains(group.heading), "'\(group.heading)' at \(columns)x\(rows)", file: file, line: line)
        }
        XCTAssertFalse(dump.contains("j/k"), "nothing to scroll at \(columns)x\(rows):\n\(dump)", file: file, line: line)
    }

    func testEveryKeyOnOnePageAtTheStandard80x24() throws {
        try assertEveryKeyOnOnePage(width: 80, height: 24)
    }

    func testEveryKeyOnOnePageAt100x30() throws {
        try assertEveryKeyOnOnePage(width: 100, height: 30)
    }

    func testWideShortTerminalShowsEveryKeyInMoreColumns() throws {
        try assertEveryKeyOnOnePage(width: 160, height: 16)
    }

    func testATallTerminalShowsOneColumn() throws {
        let lines = HelpOverlay.lines(KeyMap.helpGroups(SpecPage.wording(watched: true)), width: 80, height: 60)
        XCTAssertEqual(lines.first, "Scroll")
        XCTAssertTrue(lines.contains("q                quit"), lines.joined(separator: "\n"))
        try assertEveryKeyOnOnePage(width: 80, height: 60)
    }

    func testOnANarrowTerminalEachGroupPadsItsOwnKeys() {
        let lines = HelpOverlay.lines(KeyMap.helpGroups(SpecPage.wording(watched: true)), width: 40, height: 20)
        XCTAssertTrue(lines.contains("j ↓ / k ↑        one row down / up"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains("p      pin headers"), lines.joined(separator: "\n"))
        XCTAssertLessThanOrEqual(lines.map(TextWidth.displayWidth(of:)).max() ?? 0, 36)
    }

    func testHeadingsAreBoldAndNothingElseIs() throws {
        let session = try gallery()
        XCTAssertNotEqual(session.perform(.toggleHelp), .quit)
        let grid = session.compose(showingFrameTime: false).grid
        let shown = session.screenLines(trimmingTrailingSpaces: true)
        for (y, row) in shown.enumerated() {
            guard let start = row.range(of: "Adjust") else { continue }
            let x = TextWidth.displayWidth(of: String(row[..<start.lowerBound]))
            XCTAssertTrue(grid[x, y].style.bold, "the heading Adjust is bold")
            XCTAssertFalse(grid[x, y + 1].style.bold, "its first key is not")
            return
        }
        XCTFail("no heading Adjust at 80x24:\n\(shown.joined(separator: "\n"))")
    }
}
