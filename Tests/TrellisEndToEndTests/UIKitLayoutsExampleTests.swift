import Foundation
import XCTest

/// Issue 26 §5 as a user lives it: `Examples/UIKitLayouts`, classic UIKit layouts written as
/// for iOS with only their import changed (each of four as its original is written, then fixed,
/// issue 27 §2), builds with `swift build` (depending on this checkout
/// by `../..`), its own tests pass, and its executable shows each layout on a page of the
/// previewer, through TrellisUIKit's adapter at 8 points a column and 16 a row: run from a shell,
/// scrolled, resized, paged through, quit, and the terminal given back as it was.
final class UIKitLayoutsExampleTests: EndToEndTestCase {
    private let example = ExamplePackage.uikitLayouts

    /// The package's snapshot and behaviour tests, run by SwiftPM as a user runs them.
    func testTheExamplesOwnTestsPass() throws {
        let build = try example.sourceBuildOutput()
        XCTAssertTrue(build.stdout.contains("Build complete"), build.stdout)
        XCTAssertFalse((build.stdout + build.stderr).contains("warning:"),
                       "UIKit code with only its import changed builds without a warning in Swift 6:\n\(build.stdout)\n\(build.stderr)")
        let result = try ExamplePackage.run(["test", "--skip-build"], package: example.source, timeout: 300)
        XCTAssertEqual(result.status, 0, "the example's tests:\n\(result.stdout)\n\(result.stderr)")
        XCTAssertTrue(result.stdout.contains("Executed 18 tests, with 0 failures"), result.stdout)
        XCTAssertTrue((result.stdout + result.stderr).contains("Test run with 1 test"), "the Swift Testing test ran too")
    }

    func testEachLayoutOnItsPageScrollsResizesAndTheTerminalIsGivenBack() throws {
        let executable = try example.previewExecutable()
        let shell = try openShell()
        let tmux = shell.tmux
        let modes = tmux.terminalModes()
        XCTAssertEqual(modes["alternate_on"], "0")
        let run = try shell.startTrellis([], executable: executable)
        shell.waitForPreviewer()

        // 1. The classic waterfall (the status line names the UIKit layout's class), 640 points at
        // 80 columns: two columns of 308 points (38.5 columns)
        // under the header, each card at the top of the shorter column, so card 4 goes right
        // (the right column ended first) and card 5 left.
        let waterfall = tmux.waitFor("the classic waterfall's first cards") { screen in
            Screen.status(screen).hasPrefix(" Waterfall, classic [1/9] │ ClassicWaterfallLayout │ ") && Screen.status(screen).contains(" 640pt×")
                && Screen.boxes(in: screen).contains { $0.label == "2 col #5" }
        }
        let cards = Dictionary(Screen.boxes(in: waterfall).map { ($0.label ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(cards["2 col #0"].map { [$0.row, $0.column] }, [2, 1], Screen.dump(waterfall))
        XCTAssertEqual(cards["2 col #1"].map { [$0.row, $0.column] }, [2, 41], Screen.dump(waterfall))
        XCTAssertEqual(cards["2 col #4"]?.column, 41, "card 4 in the right column, the shorter one:\n\(Screen.dump(waterfall))")
        XCTAssertEqual(cards["2 col #5"]?.column, 1, "card 5 in the left column:\n\(Screen.dump(waterfall))")

        // j: everything one row up; the classic waterfall invalidates on every bounds change, so
        // the scroll prepared it again, and the inspector counts more than one prepare.
        tmux.send("j")
        tmux.waitFor("the waterfall one row up") { screen in
            Array(Screen.content(screen).prefix(20)) == Array(Screen.content(waterfall).dropFirst().prefix(20))
        }
        tmux.send("i")
        let inspector = tmux.waitFor("the inspector of the classic waterfall") { screen in
            screen.contains { $0.contains("layout prepared") && $0.contains(" times ·") }
        }
        let prepares = inspector.lazy.compactMap { line -> Int? in
            guard let range = line.range(of: #"layout prepared (\d+) times"#, options: .regularExpression) else { return nil }
            return Int(line[range].split(separator: " ")[2])
        }.first
        XCTAssertGreaterThanOrEqual(prepares ?? 0, 2, "a scroll prepares the classic waterfall again:\n\(Screen.dump(inspector))")
        tmux.send("Escape")
        tmux.waitFor("the inspector closed") { screen in
            !screen.contains { $0.contains("layout prepared") } && Screen.status(screen).hasPrefix(" Waterfall, classic [1/9] │")
        }

        // 2. The fixed waterfall: the same cards. The layout's own invalidation decides what is
        // prepared again, and the inspector says how often it was: a scroll and a new height (the
        // collection view's frame, as a resize sets it) never, since WaterfallLayout invalidates
        // on a new width only.
        tmux.send("Tab")
        let fixed = tmux.waitFor("the fixed waterfall") { screen in
            Screen.status(screen).hasPrefix(" Waterfall, fixed [2/9] │ WaterfallLayout │ ") && Screen.status(screen).contains(" 640pt×")
                && Screen.boxes(in: screen).contains { $0.label == "2 col #5" }
        }
        XCTAssertEqual(Screen.boxes(in: fixed), Screen.boxes(in: waterfall), "the classic and fixed waterfalls show the same cards")
        tmux.send("j")
        tmux.waitFor("the fixed waterfall one row up") { screen in
            Array(Screen.content(screen).prefix(20)) == Array(Screen.content(waterfall).dropFirst().prefix(20))
        }
        let fixedPage = " Waterfall, fixed [2/9] │"
        tmux.resize(width: 80, height: 20)
        tmux.waitFor("the previewer at 80x20") { $0.count == 20 && Screen.status($0).hasPrefix(fixedPage) }
        expectPrepares("1 time", after: "a scroll and a new height", on: fixedPage, in: tmux)

        // 60 columns: the collection view is 480 points wide, the layout prepares again (a new
        // width), and the columns are 228 points: the right one starts at column 31.
        tmux.resize(width: 60, height: 20)
        let narrow = tmux.waitFor("the waterfall reflowed at 480 points") { screen in
            screen.count == 20 && Screen.status(screen).contains("│ 480pt×")
                && Screen.boxes(in: screen).contains { $0.column == 31 && $0.label?.hasPrefix("2 col #") == true }
        }
        XCTAssertFalse(Screen.boxes(in: narrow).contains { $0.column == 41 }, Screen.dump(narrow))
        expectPrepares("2 times", after: "a new width", on: fixedPage, in: tmux)

        // 3 and 4. Tags, classic then fixed, left-aligned: every line starts at the left inset, one
        // column in.
        for (index, version) in ["classic", "fixed"].enumerated() {
            tmux.send("Tab")
            let tags = tmux.waitFor("the \(version) tags page") { screen in
                Screen.status(screen).hasPrefix(" Tags, \(version) [\(3 + index)/9] │") && Screen.boxes(in: screen).contains { $0.label == "orange" }
            }
            let tagBoxes = Screen.boxes(in: tags)
            XCTAssertEqual(tagBoxes.first { $0.label == "red" }.map { [$0.row, $0.column] }, [1, 1], Screen.dump(tags))
            XCTAssertEqual(tagBoxes.first { $0.label == "orange" }?.column, 1, "a new line starts at the left:\n\(Screen.dump(tags))")
            for line in Set(tagBoxes.map(\.row)) {
                let boxes = tagBoxes.filter { $0.row == line }.sorted { $0.column < $1.column }
                XCTAssertEqual(boxes.first?.column, 1, "the line at row \(line) starts at the left:\n\(Screen.dump(tags))")
                for (left, right) in zip(boxes, boxes.dropFirst()) {
                    XCTAssertEqual(right.column, left.column + left.width + 1, "\(right) follows \(left):\n\(Screen.dump(tags))")
                }
            }
        }

        // 5 and 6. The photo wall, classic then fixed: three columns, photos 0, 1 and 2 side by
        // side at the top.
        for (index, version) in ["classic", "fixed"].enumerated() {
            tmux.send("Tab")
            let photos = tmux.waitFor("the \(version) photo wall") { screen in
                Screen.status(screen).hasPrefix(" Photo wall, \(version) [\(5 + index)/9] │") && Screen.boxes(in: screen).contains { $0.label == "photo 2" }
            }
            let firstRow = Screen.boxes(in: photos).filter { $0.row == 0 }.map { $0.label ?? "" }
            XCTAssertEqual(firstRow, ["photo 0", "photo 1", "photo 2"], Screen.dump(photos))
        }

        // 7 and 8. The left-aligned flow subclass, classic then fixed: the flow layout's lines,
        // each item right after the one before it, one column apart, instead of spread across
        // the line; the short chip of the first line (no photo) is centred on it, a row lower.
        for (index, version) in ["classic", "fixed"].enumerated() {
            tmux.send("Tab")
            let searches = tmux.waitFor("the \(version) left-aligned flow") { screen in
                Screen.status(screen).hasPrefix(" Left-aligned flow, \(version) [\(7 + index)/9] │")
                    && Screen.boxes(in: screen).contains { $0.label == "sofa" }
            }
            let line = Screen.boxes(in: searches).filter { (1...2).contains($0.row) }.sorted { $0.column < $1.column }
            XCTAssertEqual(line.map { $0.label ?? "" }, ["sofa", "reading lamp", "oak table", "rug"], Screen.dump(searches))
            XCTAssertEqual(line.map(\.row), [1, 1, 1, 2], Screen.dump(searches))
            XCTAssertEqual(line.first?.column, 1)
            for (left, right) in zip(line, line.dropFirst()) {
                XCTAssertEqual(right.column, left.column + left.width + 1, "\(right) follows \(left):\n\(Screen.dump(searches))")
            }
        }

        // 9. The compositional home screen: the mosaic, then (a page down) the carousel, whose
        // cards page one at a time with l.
        tmux.send("Tab")
        let mosaic = tmux.waitFor("the home screen's mosaic") { screen in
            Screen.status(screen).hasPrefix(" Home screen [9/9] │") && Screen.boxes(in: screen).contains { $0.label == "Featured 3" }
        }
        // One large item, 70 % of the width, beside a column of two small ones.
        let featured = Dictionary(Screen.boxes(in: mosaic).map { ($0.label ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        if let large = featured["Featured 1"], let top = featured["Featured 2"], let bottom = featured["Featured 3"] {
            XCTAssertEqual(top.row, large.row, Screen.dump(mosaic))
            XCTAssertGreaterThan(top.column, large.column + large.width, "the small items beside the large one:\n\(Screen.dump(mosaic))")
            XCTAssertEqual(bottom.column, top.column, Screen.dump(mosaic))
            XCTAssertGreaterThan(bottom.row, top.row, Screen.dump(mosaic))
            XCTAssertGreaterThan(large.width, 2 * top.width, Screen.dump(mosaic))
        } else {
            XCTFail("the mosaic's three first items:\n\(Screen.dump(mosaic))")
        }
        tmux.send("Space")
        let carousel = tmux.waitFor("the carousel") { screen in
            Screen.boxes(in: screen).contains { $0.label == "Card 1" } && Screen.status(screen).contains("section 1 1/6")
        }
        let card = try XCTUnwrap(Screen.boxes(in: carousel).first { $0.label == "Card 1" }, Screen.dump(carousel))
        tmux.send("l")
        tmux.waitFor("the carousel one card on") { screen in
            Screen.boxes(in: screen).contains { $0.label == "Card 2" && $0.column == card.column && $0.row == card.row }
                && Screen.status(screen).contains("section 1 2/6")
        }

        // Tab goes round to the first page; q quits with status 0 and gives the terminal back.
        tmux.send("Tab")
        tmux.waitFor("the waterfall again") { Screen.status($0).hasPrefix(" Waterfall, classic [1/9] │") }
        tmux.send("q")
        let outcome = try shell.finish(run)
        XCTAssertEqual(outcome.status, 0, "q should exit with status 0")
        XCTAssertFalse(tmux.alternateOn(), "the alternate screen is still on")
        XCTAssertEqual(tmux.terminalModes(), modes, "terminal modes differ from before the example ran")
        XCTAssertEqual(outcome.ttyAfter, outcome.ttyBefore, "terminal settings (stty -g) differ from before the example ran")
        XCTAssertFalse(outcome.ttyAfter.isEmpty)
        shell.assertUsable()
    }

    /// Opens the inspector (`i`), waits for its panel to say the layout prepared `times`, and
    /// closes it (Esc), back on the page whose status line starts with `page`.
    private func expectPrepares(_ times: String, after what: String, on page: String, in tmux: TmuxSession,
                                file: StaticString = #filePath, line: UInt = #line) {
        tmux.send("i")
        tmux.waitFor("the inspector: prepared \(times) after \(what)", file: file, line: line) { screen in
            screen.contains { $0.contains("layout prepared \(times) ·") }
        }
        tmux.send("Escape")
        tmux.waitFor("the inspector closed", file: file, line: line) { screen in
            !screen.contains { $0.contains("layout prepared") } && Screen.status(screen).hasPrefix(page)
        }
    }
}
