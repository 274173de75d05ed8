import Foundation
import XCTest

/// Tags in Chinese (and Japanese and Korean) take two columns per character: the brackets must
/// sit where display widths put them, and no row may be wider than the terminal.
final class WideCharacterTests: EndToEndTestCase {
    func testChineseTagsLineUpByDisplayWidth() throws {
        let session = try launchTrellis()
        session.send("2")
        let screen = session.waitFor("the tags spec with the row of cities") { screen in
            Screen.statusShowsSpec(screen, title: "Tags", number: 2, layout: "tags")
                && screen.contains { $0.contains("[北京] [上海]") }
        }
        let cities = ["北京", "上海", "广州", "深圳", "杭州", "成都", "Tokyo 東京", "Seoul 서울"]
        let row = try XCTUnwrap(screen.first { $0.contains("[北京] [上海]") })
        XCTAssertEqual(row, " " + cities.map { "[\($0)]" }.joined(separator: " "))
        // Section inset 1, then each tag is its title's display width + 2 brackets, 1 column apart.
        var opening: [Int] = [], closing: [Int] = []
        var x = 1
        for city in cities {
            opening.append(x)
            closing.append(x + Screen.width(of: city) + 1)
            x += Screen.width(of: city) + 3
        }
        XCTAssertEqual(Screen.columns(of: "[", in: row), opening, "'[' columns in: \(row)")
        XCTAssertEqual(Screen.columns(of: "]", in: row), closing, "']' columns in: \(row)")
        XCTAssertEqual(opening, [1, 8, 15, 22, 29, 36, 43, 56])
        assertTagRowsLineUp(screen, width: 80)

        session.resize(width: 40, height: 24)
        let narrow = session.waitFor("the tags reflowed to 40 columns") { screen in
            // (Until the app redraws, tmux shows the old rows cut at 40 columns.)
            screen.count == 24 && Screen.status(screen).hasPrefix(" Tags [2/")
                && screen.contains(" [北京] [上海] [广州] [深圳] [杭州]") && screen.contains(" [成都] [Tokyo 東京] [Seoul 서울]")
        }
        assertTagRowsLineUp(narrow, width: 40)
    }

    /// Every row fits in `columns`; in every row of tags the first `[` is at column 1, each next
    /// one 2 columns after the previous `]`, and each tag's brackets enclose its text's width.
    private func assertTagRowsLineUp(_ screen: [String], width columns: Int, file: StaticString = #filePath, line: UInt = #line) {
        for (index, row) in screen.enumerated() {
            XCTAssertLessThanOrEqual(Screen.width(of: row), columns, "row \(index) is wider than \(columns): \(row)",
                                     file: file, line: line)
            guard index < screen.count - 1, row.hasPrefix(" [") else { continue }
            let cells = Screen.cells(row)
            let opening = Screen.columns(of: "[", in: row), closing = Screen.columns(of: "]", in: row)
            XCTAssertEqual(opening.count, closing.count, "row \(index): \(row)", file: file, line: line)
            XCTAssertEqual(opening.first, 1, "row \(index): \(row)", file: file, line: line)
            for (tag, (open, close)) in zip(opening, closing).enumerated() {
                let text = cells[(open + 1)..<close].joined()
                XCTAssertEqual(close - open - 1, Screen.width(of: text), "row \(index), tag '\(text)'", file: file, line: line)
                if tag > 0 {
                    XCTAssertEqual(open, closing[tag - 1] + 2, "row \(index), tag '\(text)': \(row)", file: file, line: line)
                }
            }
        }
    }
}
