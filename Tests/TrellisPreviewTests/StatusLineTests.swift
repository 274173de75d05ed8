import XCTest
import TrellisTesting
import TrellisLayout
@testable import TrellisPreview
import TrellisRender
import TrellisTestSupport

final class StatusLineTests: XCTestCase {
    private let info = StatusInfo(title: "Photos", layoutName: "WaterfallLayout",
                                  numberOfSections: 3, numberOfItems: 120,
                                  contentSize: Size(width: 80, height: 412), isContentSizeExact: true,
                                  position: .percent(23), visibleCount: 31, frameTime: .microseconds(120))

    func testText() {
        XCTAssertEqual(StatusLine.text(for: info),
                       " Photos │ WaterfallLayout │ 3 sections, 120 items │ 80×412 │ 23% │ 31 visible │ 0.12ms")
    }

    func testEstimateFractionsSingularsAndNoTime() {
        var estimate = info
        estimate.title = ""
        estimate.isContentSizeExact = false
        estimate.contentSize = Size(width: 80, height: 1234.56)
        estimate.numberOfSections = 1
        estimate.numberOfItems = 1
        estimate.position = .top
        estimate.visibleCount = 1
        estimate.frameTime = nil
        XCTAssertEqual(StatusLine.text(for: estimate),
                       " WaterfallLayout │ 1 section, 1 item │ ~80×1235 │ top │ 1 visible", "an estimate in whole units")
        estimate.contentSize = Size(width: 800, height: 4993.1)
        estimate.lengthUnit = "pt"
        XCTAssertEqual(StatusLine.text(for: estimate),
                       " WaterfallLayout │ 1 section, 1 item │ ~800pt×4993pt │ top │ 1 visible", "in points too")
        estimate.contentSize = Size(width: 80.25, height: 96.5)
        XCTAssertTrue(StatusLine.text(for: estimate).contains("~80pt×97pt"), "rounded half up")
        estimate.isContentSizeExact = true
        XCTAssertTrue(StatusLine.text(for: estimate).contains("│ 80.3pt×96.5pt │"), "an exact size keeps its tenth")
    }

    /// Issue 23: an exact size in cells showed a decimal (`80×110.3`, `100×3076.5`) while an
    /// estimate was whole. In cells a size is whole, `floor(v + 0.5)`, the rows the rasterizer
    /// draws for a frame that tall; in points an exact size keeps its tenth.
    func testAnExactSizeInCellsIsWholeAsTheRasterizerRoundsIt() {
        var exact = info
        exact.contentSize = Size(width: 80, height: 110.3)
        XCTAssertTrue(StatusLine.text(for: exact).contains("│ 80×110 │"), StatusLine.text(for: exact))
        exact.contentSize = Size(width: 100, height: 3076.5)
        XCTAssertTrue(StatusLine.text(for: exact).contains("│ 100×3077 │"), StatusLine.text(for: exact))
        exact.contentSize = Size(width: 80.5, height: 2.49)
        XCTAssertTrue(StatusLine.text(for: exact).contains("│ 81×2 │"), StatusLine.text(for: exact))
        exact.lengthUnit = "pt"
        exact.contentSize = Size(width: 393, height: 2410.5)
        XCTAssertTrue(StatusLine.text(for: exact).contains("│ 393pt×2410.5pt │"), "points keep a tenth")
        exact.contentSize = Size(width: 393, height: 2410.54)
        XCTAssertTrue(StatusLine.text(for: exact).contains("│ 393pt×2410.5pt │"), "at most one")
        // Over random heights: the status line says as many rows as a frame of that height,
        // from the top, covers.
        var rng = SeededGenerator(seed: 0x5123)
        var cells = info
        for _ in 0..<500 {
            let height = Double(Int.random(in: 1...400_000, using: &rng)) / 100
            cells.contentSize = Size(width: 80, height: height)
            let rows = Rasterizer.cellRect(for: Rect(x: 0, y: 0, width: 80, height: height), in: CellRect(x: 0, y: 0, width: 80, height: 1))?.height ?? 0
            XCTAssertTrue(StatusLine.text(for: cells).contains("│ 80×\(rows) │"), "height \(height): \(StatusLine.text(for: cells))")
        }
    }

    func testFrameTimes() {
        XCTAssertEqual(StatusLine.formatMilliseconds(.microseconds(120)), "0.12ms")
        XCTAssertEqual(StatusLine.formatMilliseconds(.microseconds(5)), "0.01ms")
        XCTAssertEqual(StatusLine.formatMilliseconds(.zero), "0.00ms")
        XCTAssertEqual(StatusLine.formatMilliseconds(.milliseconds(12) + .microseconds(345)), "12.35ms")
        XCTAssertEqual(StatusLine.formatMilliseconds(.seconds(2)), "2000.00ms")
    }

    func testTruncatedToWidth() {
        let line = StatusLine.text(for: info, width: 30)
        XCTAssertEqual(line, " Photos │ 80×412 │ 23%", "the least important fields go first")
        XCTAssertLessThanOrEqual(TextWidth.displayWidth(of: line), 30)
        XCTAssertEqual(StatusLine.text(for: info, width: 1), "…")
        XCTAssertEqual(StatusLine.text(for: info, width: 0), "")
    }

    func testFieldsLeftOutOneByOneFromTheLeastImportant() {
        var full = info
        full.pageIndex = "[2/4]"
        full.adjustments = "cols+1 gap\u{2212}1"
        full.notice = "2 warnings — press w"
        XCTAssertEqual(StatusLine.text(for: full),
                       " Photos [2/4] │ WaterfallLayout │ 3 sections, 120 items │ 80×412 │ 23% │ cols+1 gap\u{2212}1"
                       + " │ 2 warnings — press w │ 31 visible │ 0.12ms")
        // Each line at exactly its own width: the figures go, then the notice and the
        // adjustments; then the title is cut, and goes.
        let expected = [
            (0, " Photos [2/4] │ WaterfallLayout │ 3 sections, 120 items │ 80×412 │ 23% │ cols+1 gap\u{2212}1 │ 2 warnings — press w │ 31 visible"),
            (0, " Photos [2/4] │ WaterfallLayout │ 3 sections, 120 items │ 80×412 │ 23% │ cols+1 gap\u{2212}1 │ 2 warnings — press w"),
            (0, " Photos [2/4] │ WaterfallLayout │ 80×412 │ 23% │ cols+1 gap\u{2212}1 │ 2 warnings — press w"),
            (0, " Photos [2/4] │ 80×412 │ 23% │ cols+1 gap\u{2212}1 │ 2 warnings — press w"),
            (0, " Photos [2/4] │ 80×412 │ 23% │ cols+1 gap\u{2212}1"),
            (0, " Photos [2/4] │ 80×412 │ 23%"),
            (0, " P… [2/4] │ 80×412 │ 23%"),
            (0, " [2/4] │ 80×412 │ 23%"),
            (0, " [2/4]│80×412│23%"),
            (15, " [2/4]│80×…│23%"),
            (12, " [2/4]│23%"),
        ]
        for (given, line) in expected {
            let width = given > 0 ? given : TextWidth.displayWidth(of: line)
            XCTAssertEqual(StatusLine.text(for: full, width: width), line, "at \(width) columns")
        }
    }

    func testTheTitleIsCutLast() {
        var long = info
        long.title = "Landscapes and mountains of the north"
        long.pageIndex = "[3/13]"
        long.adjustments = "pin"
        let rest = " [3/13] │ 80×412 │ 23%"
        XCTAssertEqual(StatusLine.text(for: long),
                       " Landscapes and mountains of the north [3/13] │ WaterfallLayout │ 3 sections, 120 items │ 80×412 │ 23% │ pin │ 31 visible │ 0.12ms")
        // The figures (frame time, visible count, counts, layout name) go while the title shows whole.
        let whole = " Landscapes and mountains of the north" + rest
        XCTAssertEqual(StatusLine.text(for: long, width: TextWidth.displayWidth(of: whole + " │ pin") + 5), whole + " │ pin")
        // Then the adjustments, before the title is cut.
        XCTAssertEqual(StatusLine.text(for: long, width: TextWidth.displayWidth(of: whole + " │ pin") - 1), whole)
        // Then the title gives way, before the index, the size and the position: 10 columns
        // fewer cut 10 of it.
        let cut = " Landscapes and mountains o…" + rest
        XCTAssertEqual(StatusLine.text(for: long, width: TextWidth.displayWidth(of: whole) - 10), cut)
        // Down to 2 columns of title (`L…`), then it goes.
        let shortest = " L…" + rest
        XCTAssertEqual(StatusLine.text(for: long, width: TextWidth.displayWidth(of: shortest)), shortest)
        XCTAssertEqual(StatusLine.text(for: long, width: TextWidth.displayWidth(of: shortest) - 1), rest, "then the title goes")
    }

    /// Issue 23: the App Store page at 40 columns showed ` [15/15] │ 40×81 │ top`, 18 columns
    /// free, the title gone with the carousel notice; at 45 the title was cut before the notice.
    /// The title outranks the notice: the notice goes first, and the title uses the room.
    func testTheTitleOutranksTheNoticeAndUsesTheRoomItLeaves() {
        var store = StatusInfo(title: "App Store", layoutName: "compositional", numberOfSections: 5, numberOfItems: 36,
                               contentSize: Size(width: 40, height: 81), position: .top, visibleCount: 14,
                               frameTime: .microseconds(640), pageIndex: "[15/15]", notice: "Featured 1/5 h/l")
        XCTAssertEqual(StatusLine.text(for: store, width: 40), " App Store [15/15] │ 40×81 │ top")
        store.contentSize.width = 45
        XCTAssertEqual(StatusLine.text(for: store, width: 45), " App Store [15/15] │ 45×81 │ top", "the notice goes before the title is cut")
        store.contentSize.width = 52
        XCTAssertEqual(StatusLine.text(for: store, width: 52), " App Store [15/15] │ 52×81 │ top │ Featured 1/5 h/l")
        XCTAssertEqual(StatusLine.text(for: store, width: 27), " App… [15/15] │ 52×81 │ top", "cut to the room")
        XCTAssertEqual(StatusLine.text(for: store, width: 25), " A… [15/15] │ 52×81 │ top", "down to 2 columns")
        XCTAssertEqual(StatusLine.text(for: store, width: 24), " [15/15] │ 52×81 │ top", "then it goes")
    }

    /// The adjustments in force go before the title is cut: the title outranks every field
    /// but the index, the size and the position.
    func testTheAdjustmentsGiveWayBeforeTheTitle() {
        var adjusted = info
        adjusted.title = "Sections"
        adjusted.pageIndex = "[1/13]"
        adjusted.adjustments = "cols+1 gap\u{2212}1 pin rtl"
        adjusted.frameTime = nil
        let kept = " Sections [1/13] │ 80×412 │ 23% │ cols+1 gap\u{2212}1 pin rtl"
        XCTAssertEqual(StatusLine.text(for: adjusted, width: TextWidth.displayWidth(of: kept)), kept,
                       "the counts and the layout name go first")
        XCTAssertEqual(StatusLine.text(for: adjusted, width: TextWidth.displayWidth(of: kept) - 3),
                       " Sections [1/13] │ 80×412 │ 23%", "then the adjustments, the title whole")
    }

    /// A narrower screen only ever shows less: over random lines, as the width goes down one
    /// column at a time, no field comes back and the title never grows (QA: the title came back
    /// whole when the adjustments went). And the room is used (issue 23: the title went with 18
    /// columns free): fields are left out in the stated order, and no field left out would fit
    /// in the columns the line leaves unused, unless a field that outranks it is left out too
    /// and would not (showing the lesser one would break the order). The title, which outranks
    /// every field, is never left out while `x…` would fit, and when cut leaves no room unused
    /// (but the column a wide character did not fit in).
    func testANarrowerLineNeverShowsMore() {
        var rng = SeededGenerator(seed: 0x57A7)
        let titles = ["", "S", "Sections", "Landscapes and mountains of the north", "旅行写真集旅行写真集"]
        for round in 0..<100 {
            var line = info
            line.title = titles[Int.random(in: 0..<titles.count, using: &rng)]
            line.pageIndex = Bool.random(using: &rng) ? "[\(Int.random(in: 1...13, using: &rng))/13]" : ""
            line.adjustments = Bool.random(using: &rng) ? "gap+1 pin rtl" : ""
            line.notice = Bool.random(using: &rng) ? ["2 warnings — press w", "Featured 2/5 h/l", "!"][Int.random(in: 0..<3, using: &rng)] : ""
            line.contentWidth = Bool.random(using: &rng) ? "w:48" : ""
            line.frameTime = Bool.random(using: &rng) ? .microseconds(120) : nil
            // Most important first, after the title; the index, the size and the position are never left out.
            let ranked = [line.contentWidth, line.adjustments, line.notice, "WaterfallLayout", "3 sections, 120 items",
                          "31 visible", line.frameTime == nil ? "" : "0.12ms"].filter { !$0.isEmpty }
            let titleWidth = TextWidth.displayWidth(of: line.title)
            var previous = StatusLine.text(for: line)
            for width in stride(from: TextWidth.displayWidth(of: previous), through: 1, by: -1) {
                let text = StatusLine.text(for: line, width: width)
                let context = "round \(round) at \(width): \(previous) -> \(text)"
                XCTAssertLessThanOrEqual(TextWidth.displayWidth(of: text), width, context)
                for part in ranked where text.contains(part) {
                    XCTAssertTrue(previous.contains(part), "'\(part)' came back, \(context)")
                }
                let title = Self.titleColumns(text, line)
                XCTAssertLessThanOrEqual(title, Self.titleColumns(previous, line), "the title grew, \(context)")
                previous = text
                // The order: a field shows only with every field that outranks it, the title first.
                let shown = ranked.map { text.contains($0) }
                for (index, isShown) in shown.enumerated() where isShown {
                    XCTAssertTrue(shown[..<index].allSatisfy { $0 } && (titleWidth == 0 || title > 0),
                                  "'\(ranked[index])' shows while a field that outranks it does not, \(context)")
                }
                // The room, in the spaced line (the packed last resort has no room to give).
                guard text.contains(" │ ") else { continue }
                let unused = width - TextWidth.displayWidth(of: text)
                if titleWidth > 0, title == 0 {
                    let cost = min(titleWidth, StatusLine.minimumTitleWidth) + (line.pageIndex.isEmpty ? 3 : 1)
                    XCTAssertLessThan(unused, cost, "the title was left out with room for it, \(context)")
                } else if title < titleWidth {
                    XCTAssertLessThanOrEqual(unused, 1, "the title was cut shorter than the room, \(context)")
                }
                func fits(_ index: Int) -> Bool { TextWidth.displayWidth(of: ranked[index]) + 3 <= unused }
                for index in ranked.indices where !shown[index] && fits(index) {
                    XCTAssertTrue(ranked.indices.contains { $0 < index && !shown[$0] && !fits($0) },
                                  "'\(ranked[index])' was left out with room for it, \(context)")
                }
            }
        }
    }

    /// The columns of title a status line shows (the text before the index or the first field).
    private static func titleColumns(_ text: String, _ info: StatusInfo) -> Int {
        guard !info.title.isEmpty, let first = info.title.first, text.dropFirst().first == first else { return 0 }
        let end = [info.pageIndex.isEmpty ? nil : " " + info.pageIndex, " │ ", "│"]
            .compactMap { $0 }.compactMap { text.range(of: $0)?.lowerBound }.min() ?? text.endIndex
        return TextWidth.displayWidth(of: String(text[text.index(after: text.startIndex)..<end]))
    }

    func testAHugeTitleIsShownByItsStart() {
        // 5 MB of title (not timed: the line must be right, and it looks at O(width) of it).
        var huge = info
        huge.title = "Big " + String(repeating: "旅行", count: 1_250_000)
        huge.pageIndex = "[1/2]"
        let line = StatusLine.text(for: huge, width: 60)
        XCTAssertEqual(line, " Big 旅行旅行旅行旅行旅行旅行旅行旅行… [1/2] │ 80×412 │ 23%")
        let prefix = StatusLine.displayPrefix(of: huge.title, maxWidth: StatusLine.maxTitleWidth)
        XCTAssertEqual(TextWidth.displayWidth(of: prefix), StatusLine.maxTitleWidth - 1, "wide characters: 4 + 2 × 2045 + …")
        XCTAssertTrue(prefix.hasPrefix("Big 旅行") && prefix.hasSuffix("旅…"))
        huge.title = prefix
        XCTAssertEqual(StatusLine.text(for: huge, width: 60), line, "the prefix made at load shows the same")
        XCTAssertEqual(StatusLine.displayPrefix(of: "abc", maxWidth: 3), "abc")
        XCTAssertEqual(StatusLine.displayPrefix(of: "abcd", maxWidth: 3), "ab…")
        XCTAssertEqual(StatusLine.displayPrefix(of: "abcd", maxWidth: 0), "")
    }

    func testPositions() {
        XCTAssertEqual(ScrollPosition(offset: 0, height: 23, contentHeight: 100), .top)
        XCTAssertEqual(ScrollPosition(offset: 77, height: 23, contentHeight: 100), .end)
        XCTAssertEqual(ScrollPosition(offset: 27, height: 23, contentHeight: 100), .percent(35), "offset / maxOffset")
        XCTAssertEqual(ScrollPosition(offset: 1, height: 23, contentHeight: 108), .percent(1), "one row from the top: 1%, not 22%")
        XCTAssertEqual(ScrollPosition(offset: 1, height: 23, contentHeight: 1000), .percent(1), "never 0% away from the top")
        XCTAssertEqual(ScrollPosition(offset: 0, height: 23, contentHeight: 10), .top, "all fits: top")
        XCTAssertEqual(ScrollPosition(offset: 976.9, height: 23, contentHeight: 1000), .percent(99), "never 100% short of the end")
        XCTAssertEqual(ScrollPosition(offset: 38.5, height: 23, contentHeight: 100), .percent(50))
        XCTAssertEqual(ScrollPosition.percent(7).description, "7%")
        XCTAssertEqual(ScrollPosition.top.description, "top")
        XCTAssertEqual(ScrollPosition.end.description, "end")
        XCTAssertEqual(ScrollPosition.left.description, "left")
        XCTAssertEqual(ScrollPosition.right.description, "right")
    }

    func testDrawnInReverseVideoAcrossTheRow() {
        var grid = CellGrid(width: 40, height: 2)
        grid.drawStatusLine(info, row: 1)
        assertGridSnapshot(of: grid)
        XCTAssertTrue((0..<40).allSatisfy { grid[$0, 1].style == StatusLine.style })
        XCTAssertTrue((0..<40).allSatisfy { grid[$0, 0] == .blank })
        grid.drawStatusLine(info, row: 2)   // outside: nothing
    }

    func testWideTitleCutAtTheEdge() {
        var wide = info
        wide.title = "旅行写真集旅行写真集"
        wide.frameTime = nil
        var grid = CellGrid(width: 30, height: 1)
        grid.drawStatusLine(wide, row: 0)
        XCTAssertEqual(grid.lines(trimmingTrailingSpaces: false), [" 旅行写真集旅… │ 80×412 │ 23% "],
                       "13 columns of title: a wide character does not fit the 13th, the line is padded")
        var narrow = CellGrid(width: 29, height: 1)
        narrow.drawStatusLine(wide, row: 0)
        XCTAssertEqual(narrow.lines(trimmingTrailingSpaces: false), [" 旅行写真集旅… │ 80×412 │ 23%"])
    }
}
