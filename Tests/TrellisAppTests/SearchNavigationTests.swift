import XCTest
import TrellisTestSupport
import TrellisLayout
import TrellisRender
import TrellisSpec
import TrellisTerminal
@testable import trellis
@testable import TrellisPreview
import TrellisPreviewTestSupport

/// `/`, `n` and `N`: the order of matches, wrapping both ways with its notice, the start at the
/// top of the view, an empty `/` repeating the last pattern, and the messages.
final class SearchNavigationTests: XCTestCase {
    /// Items by index path with a title each, searched by plain String matching.
    private struct Titles: ItemSearching {
        var sections: [[String]]
        var numberOfSections: Int { sections.count }
        private var all: [LayoutIndexPath] {
            sections.indices.flatMap { s in sections[s].indices.map { LayoutIndexPath(item: $0, section: s) } }
        }
        func itemMatches(_ pattern: String, at indexPath: LayoutIndexPath) -> Bool {
            SearchPattern(pattern).matches(sections[indexPath.section][indexPath.item])
        }
        func firstItem(matching pattern: String, in range: Range<LayoutIndexPath>) -> LayoutIndexPath? {
            all.first { range.contains($0) && itemMatches(pattern, at: $0) }
        }
        func lastItem(matching pattern: String, in range: Range<LayoutIndexPath>) -> LayoutIndexPath? {
            all.last { range.contains($0) && itemMatches(pattern, at: $0) }
        }
    }

    private let titles = Titles(sections: [["fern", "oak"], [], ["Fern", "moss", "fern"]])
    private func path(_ section: Int, _ item: Int) -> LayoutIndexPath { LayoutIndexPath(item: item, section: section) }

    func testForwardInIndexPathOrderAndWrapping() {
        let fern = "fern"
        XCTAssertEqual(SearchSteps.first(fern, atOrAfter: path(0, 0), in: titles), .init(indexPath: path(0, 0), wrapped: false))
        XCTAssertEqual(SearchSteps.first(fern, atOrAfter: path(0, 1), in: titles), .init(indexPath: path(2, 0), wrapped: false))
        XCTAssertEqual(SearchSteps.next(fern, after: path(0, 0), in: titles), .init(indexPath: path(2, 0), wrapped: false))
        XCTAssertEqual(SearchSteps.next(fern, after: path(2, 0), in: titles), .init(indexPath: path(2, 2), wrapped: false))
        XCTAssertEqual(SearchSteps.next(fern, after: path(2, 2), in: titles), .init(indexPath: path(0, 0), wrapped: true))
        XCTAssertEqual(SearchSteps.first(fern, atOrAfter: path(2, 3), in: titles), .init(indexPath: path(0, 0), wrapped: true))
    }

    func testBackwardAndWrapping() {
        let fern = "fern"
        XCTAssertEqual(SearchSteps.previous(fern, before: path(2, 2), in: titles), .init(indexPath: path(2, 0), wrapped: false))
        XCTAssertEqual(SearchSteps.previous(fern, before: path(2, 0), in: titles), .init(indexPath: path(0, 0), wrapped: false))
        XCTAssertEqual(SearchSteps.previous(fern, before: path(0, 0), in: titles), .init(indexPath: path(2, 2), wrapped: true))
    }

    func testSmartCaseAndTheOnlyMatch() {
        let capital = "Fern"
        XCTAssertEqual(SearchSteps.first(capital, atOrAfter: path(0, 0), in: titles), .init(indexPath: path(2, 0), wrapped: false))
        XCTAssertEqual(SearchSteps.next(capital, after: path(2, 0), in: titles), .init(indexPath: path(2, 0), wrapped: true),
                       "the only match wraps onto itself")
        XCTAssertEqual(SearchSteps.previous(capital, before: path(2, 0), in: titles), .init(indexPath: path(2, 0), wrapped: true))
        XCTAssertNil(SearchSteps.first("pine", atOrAfter: path(0, 0), in: titles))
        XCTAssertNil(SearchSteps.next("pine", after: path(0, 0), in: titles))
        XCTAssertNil(SearchSteps.previous("pine", before: path(0, 0), in: titles))
    }

    /// Over random specs (empty sections too) and every origin, the steps over the real data
    /// source agree with walking a list of every match.
    func testStepsOverRandomSpecsAgreeWithAListOfMatches() throws {
        for seed in 0..<UInt64(150) {
            var g = SeededGenerator(seed: 0x5734 &+ seed)
            let words = ["fern", "FERN", "moss", "oak", "Fern"]
            let counts = (0..<Int.random(in: 1...4, using: &g)).map { _ in Int.random(in: 0...6, using: &g) }
            var titles: [[String]] = []
            for count in counts { titles.append((0..<count).map { _ in words.randomElement(using: &g)! }) }
            let sections = titles.map { SectionSpec(columns: ItemColumns($0.map { ItemSpec(height: 1, title: $0) })) }
            let source = SpecDataSource(spec: LayoutSpec(sections: sections))
            let pattern = SearchPattern(["fern", "Fern", "oak", "pine"].randomElement(using: &g)!)
            let all = titles.indices.flatMap { s in titles[s].indices.map { path(s, $0) } }
            let matches = all.filter { pattern.matches(titles[$0.section][$0.item]) }
            let origins = all + [path(0, -1), path(titles.count, 0)]
            for origin in origins {
                let context = "seed \(0x5734 &+ seed), \(pattern.text) from \(origin) in \(titles)"
                let after = matches.first { $0 > origin }.map { SearchSteps.Found(indexPath: $0, wrapped: false) }
                    ?? matches.first.map { SearchSteps.Found(indexPath: $0, wrapped: true) }
                XCTAssertEqual(SearchSteps.next(pattern.text, after: origin, in: source), after, context)
                let atOrAfter = matches.first { $0 >= origin }.map { SearchSteps.Found(indexPath: $0, wrapped: false) }
                    ?? matches.first.map { SearchSteps.Found(indexPath: $0, wrapped: true) }
                XCTAssertEqual(SearchSteps.first(pattern.text, atOrAfter: origin, in: source), atOrAfter, context)
                let before = matches.last { $0 < origin }.map { SearchSteps.Found(indexPath: $0, wrapped: false) }
                    ?? matches.last.map { SearchSteps.Found(indexPath: $0, wrapped: true) }
                XCTAssertEqual(SearchSteps.previous(pattern.text, before: origin, in: source), before, context)
            }
        }
    }

    // MARK: In the session



    /// The item at the top of the view.
    private func top(_ session: PreviewSession) -> LayoutIndexPath? { session.viewport.firstVisibleCell() }

    func testSearchNextPreviousWrapAndNotFound() throws {
        // Items 3 rows tall in one column; "item 5", "item 15", ... "item 45" match "5".
        let session = try GoToTests.session(GoToTests.listJSON([50]))
        session.type("/5")
        XCTAssertEqual(top(session), path(0, 5))
        XCTAssertNil(session.message)
        session.press(InputEvent.character("n"))
        XCTAssertEqual(top(session), path(0, 15))
        session.press(InputEvent.character("N"))
        XCTAssertEqual(top(session), path(0, 5))
        session.press(InputEvent.character("N"))
        XCTAssertEqual(session.message, "search wrapped")
        XCTAssertEqual(session.document.layout.layoutAttributesForItem(at: path(0, 45))?.frame.minY.isLess(than: session.viewport.contentOffset.y + 11), true,
                       "the last match, item 45, is on screen")
        session.press(InputEvent.character("n"))
        XCTAssertEqual(top(session), path(0, 5), "n from the last match wraps to the first")
        XCTAssertEqual(session.message, "search wrapped")
        let before = session.viewport.contentOffset
        session.type("/pine")
        XCTAssertEqual(session.message, "pattern not found: pine")
        XCTAssertEqual(session.viewport.contentOffset, before, "nothing moves")
        session.press(InputEvent.character("n"))
        XCTAssertEqual(session.message, "pattern not found: pine")
    }

    func testEnterStartsAtTheTopOfTheView() throws {
        let session = try GoToTests.session(GoToTests.listJSON([50]))
        session.type(":20")
        session.type("/item 2")
        XCTAssertEqual(top(session), path(0, 20), "at or after the first visible cell")
        session.type(":30")
        session.type("/item 2")
        XCTAssertEqual(top(session), path(0, 2), "wrapped to the first match from the top")
        XCTAssertEqual(session.message, "search wrapped")
    }

    func testAnEmptySearchRepeatsTheLastPattern() throws {
        let session = try GoToTests.session(GoToTests.listJSON([50]))
        session.type("/")
        XCTAssertEqual(session.message, "no previous search pattern")
        session.press(InputEvent.character("n"))
        XCTAssertEqual(session.message, "no previous search pattern: type / and a pattern")
        session.type("/item 3")
        XCTAssertEqual(top(session), path(0, 3))
        session.type(":10")
        session.type("/")
        XCTAssertEqual(top(session), path(0, 30), "the last pattern, from the top of the view")
    }

    func testNAfterScrollingGoesOnFromTheTopOfTheView() throws {
        let session = try GoToTests.session(GoToTests.listJSON([50]))
        session.type("/5")
        session.type(":30")
        session.press(InputEvent.character("n"))
        XCTAssertEqual(top(session), path(0, 35), "after the first visible cell, not after the last match")
    }

    func testMatchesOnScreenAreHighlighted() throws {
        let session = try GoToTests.session(GoToTests.listJSON([50]))
        session.type("/item 1")
        let grid = session.compose().grid
        let lines = grid.lines(trimmingTrailingSpaces: true)
        func row(_ title: String) throws -> Int { try XCTUnwrap(lines.firstIndex { $0.hasPrefix("│\(title) ") }, title) }
        XCTAssertEqual(try row("item 1"), 1, "item 1 is at the top")
        XCTAssertEqual(grid[0, 0].style, CellHighlights.matchStyle, "item 1 matches: its box")
        XCTAssertEqual(grid[1, 1].style, CellHighlights.matchStyle, "and its title")
        XCTAssertEqual(grid[1, try row("item 2")].style, .plain, "item 2 does not")
        _ = InputBatch.apply([.character("n")], to: session)
        let next = session.compose().grid
        XCTAssertTrue(next.lines(trimmingTrailingSpaces: true)[1].hasPrefix("│item 10 "))
        XCTAssertEqual(next[1, 1].style, CellHighlights.matchStyle)
        XCTAssertEqual(next[1, 4].style, CellHighlights.matchStyle, "item 11 matches too")
    }
}
