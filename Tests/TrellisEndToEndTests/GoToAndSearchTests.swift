import Foundation
import XCTest

/// `:` go to and `/` search in the real previewer: what a person typing them sees.
///
/// The spec is one column of 3-row items, no spacing, in sections of 10, 20, 0, 300 and 20
/// items: the item numbered k across sections starts at row 3k. Titles are `sS iI`, and every
/// item whose I is 7 more than a multiple of 40 ends in ` fern` (items 7, 17, 37, 77, …, 317, 337).
final class GoToAndSearchTests: EndToEndTestCase {
    private var spec = ""

    override func setUpWithError() throws {
        let directory = try Shell.makeTemporaryDirectory()
        spec = directory + "/goto.json"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: directory) }
        let sections = [10, 20, 0, 300, 20].enumerated().map { section, count in
            let items = (0..<count).map { item in
                #"{"height": 3, "title": "s\#(section) i\#(item)\#(item % 40 == 7 ? " fern" : "")"}"#
            }
            return #"{"items": ["# + items.joined(separator: ", ") + "]}"
        }
        let json = #"{"title": "goto", "layout": "waterfall", "columns": 1, "lineSpacing": 0, "sections": ["#
            + sections.joined(separator: ",\n") + "]}\n"
        try json.write(toFile: spec, atomically: true, encoding: .utf8)
    }

    /// Waits for the screen `trellis render` shows at `offset`, with `status` on the last row
    /// instead of the status line when given (a message or the prompt).
    @discardableResult
    private func expect(_ session: TmuxSession, offset: Int, status: String? = nil, _ what: String,
                        file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        guard let status else {
            return try waitForRender(session, spec: spec, width: 80, height: 24, offset: offset, contentSizeRefined: true,
                                     what: what, file: file, line: line)
        }
        let expected = try Shell.render(spec, width: 80, height: 24, offset: offset)
        return session.waitFor(what, file: file, line: line) { screen in
            Screen.content(screen) == Screen.content(expected) && screen.last == status
        }
    }

    func testGoToEveryForm() throws {
        let session = try launchTrellis([spec])
        session.type(":1.5")
        session.waitFor("the prompt to show what was typed") { $0.last == ":1.5" }
        session.send("Enter")
        try expect(session, offset: 45, ":1.5: section 1 item 5 (item 15) at the top")
        session.type(":250")
        session.send("Enter")
        try expect(session, offset: 750, ":250: item 250, section 3 item 220, at the top")
        session.type(":50%")
        session.send("Enter")
        session.waitFor("the status line to show 50%") { Screen.statusShows($0, position: "50%") }
        session.type(":end")
        session.send("Enter")
        try expect(session, offset: 1027, ":end: the last screen")
        session.type(":top")
        session.send("Enter")
        try expect(session, offset: 0, ":top: the first screen")
        session.type(":349")
        session.send("Enter")
        try expect(session, offset: 1027, "the last item goes as near the top as the content allows")
    }

    func testABadPlaceSaysWhyAndMovesNothing() throws {
        let session = try launchTrellis([spec])
        session.type(":0.3")
        session.send("Enter")
        try expect(session, offset: 9, "item 0.3 at the top")
        session.type(":3.999")
        session.send("Enter")
        try expect(session, offset: 9, status: " no item 3.999 (section 3 has 300 items)", "the message, nothing moved")
        session.type(":2.0")
        session.send("Enter")
        try expect(session, offset: 9, status: " no item 2.0 (section 2 is empty)", "an empty section")
        session.type(":fern")
        session.send("Enter")
        try expect(session, offset: 9, status: " :fern is not a place to go to (try :12, :2.5, :50%, :top, :end or :p 2)", "garbage")
        session.send("j")
        try expect(session, offset: 10, "a key clears the message and acts")
    }

    func testEscAndBackspaceInThePrompt() throws {
        let session = try launchTrellis([spec])
        let first = waitForFrame(session)
        session.type(":12")
        session.waitFor("the prompt") { $0.last == ":12" && Screen.content($0) == Screen.content(first) }
        session.send("BSpace")
        session.waitFor("Backspace to delete a character") { $0.last == ":1" }
        session.send("Escape")
        session.waitFor("Esc to close the prompt, nothing moved") { $0 == first || (Screen.content($0) == Screen.content(first) && Screen.statusShows($0, position: "top")) }
        session.type(":")
        session.waitFor("an empty prompt") { $0.last == ":" }
        session.send("BSpace")
        session.waitFor("Backspace on an empty prompt to close it") { Screen.statusShows($0, position: "top") }
        session.type("/jq")
        session.waitFor("q and j typed into the prompt, not acted on") { $0.last == "/jq" && Screen.content($0) == Screen.content(first) }
        session.send("Escape")
        session.waitFor("Esc to close the search prompt") { Screen.statusShows($0, position: "top") }
        try expect(session, offset: 0, "still the first screen")
    }

    func testSearchNextPreviousWrapAndNotFound() throws {
        let session = try launchTrellis([spec])
        session.type("/fern")
        session.waitFor("the search prompt") { $0.last == "/fern" }
        session.send("Enter")
        try expect(session, offset: 21, "/fern: the first match, s0 i7 (item 7), at the top")
        session.send("n")
        try expect(session, offset: 51, "n: s1 i7 (item 17)")
        session.send("N")
        try expect(session, offset: 21, "N: back to s0 i7")
        session.send("N")
        try expect(session, offset: 1011, status: " search wrapped", "N from the first match wraps to the last, s4 i7 (item 337)")
        session.send("n")
        try expect(session, offset: 21, status: " search wrapped", "n from the last match wraps to the first")
        session.type("/")
        session.send("Enter")
        try expect(session, offset: 21, "an empty / repeats the search from the top of the view")
        session.type("/FERN")
        session.send("Enter")
        try expect(session, offset: 21, status: " pattern not found: FERN", "a capital makes the search case-sensitive")
        session.type("/S1 I")
        session.send("Enter")
        try expect(session, offset: 21, status: " pattern not found: S1 I", "still case-sensitive")
        session.type("/s1 i1")
        session.send("Enter")
        try expect(session, offset: 33, "lowercase finds s1 i1 (item 11) from the top of the view")
    }

    func testMatchesOnScreenAreShownInReverseVideo() throws {
        let session = try launchTrellis([spec])
        session.type("/fern")
        session.send("Enter")
        try expect(session, offset: 21, "the first match at the top")
        // tmux shows attributes as SGR sequences with -e, each where it changes (it carries
        // over from row to row): follow them to the start of a row.
        let styled = session.command(["capture-pane", "-p", "-e"])?.stdout.components(separatedBy: "\n") ?? []
        let matchRow = try XCTUnwrap(styled.firstIndex { $0.contains("s0 i7 fern") }, "\(styled)")
        XCTAssertTrue(Self.isReverse(atStartOf: matchRow, styled), "the match is in reverse video: \(styled[matchRow].debugDescription)")
        let otherRow = try XCTUnwrap(styled.firstIndex { $0.contains("s0 i8") })
        XCTAssertFalse(Self.isReverse(atStartOf: otherRow, styled), "another item is not: \(styled[otherRow].debugDescription)")
    }

    /// Whether reverse video (SGR 7) is on at the first character of row `row` of `rows`
    /// (captured with escapes): every SGR before it, from the top of the screen, is applied.
    private static func isReverse(atStartOf row: Int, _ rows: [String]) -> Bool {
        var reverse = false
        for (index, line) in rows.prefix(row + 1).enumerated() {
            var rest = Substring(line)
            while let range = rest.range(of: "\u{1B}\\[[0-9;]*m", options: .regularExpression) {
                if index == row, range.lowerBound != rest.startIndex { break }   // past the row's first character
                let parameters = rest[range].dropFirst(2).dropLast().split(separator: ";", omittingEmptySubsequences: false)
                for parameter in parameters {
                    if parameter == "" || parameter == "0" || parameter == "27" { reverse = false }
                    if parameter == "7" { reverse = true }
                }
                rest = rest[range.upperBound...]
            }
        }
        return reverse
    }
}
