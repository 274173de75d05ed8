import Foundation
import XCTest
import TrellisTestSupport
@testable import trellis
@testable import TrellisPreview

/// The README's keys table and the `?` help name the same keys: every key of a README row is
/// among the help's keys, in the help's own spelling (`Ctrl-D` is `^D`, Down is `↓`), and a row
/// that holds only while inspecting is in the help's Inspect group.
final class HelpListsReadmeKeysTests: XCTestCase {
    /// The README's spelling of a named key, and the help's.
    private static let names: [String: String] = [
        "Down": "↓", "Up": "↑", "Left": "←", "Right": "→", "arrows": "←↓↑→",
        "Space": "Space", "PgDn": "PgDn", "PgUp": "PgUp", "Home": "Home", "End": "End",
        "Tab": "Tab", "Shift-Tab": "S-Tab", "Esc": "Esc", "mouse wheel": "wheel", "mouse click": "click",
    ]

    /// The keys cell of every row of the README's keys table (the table under `## Keys`).
    private func readmeKeyCells() throws -> [String] {
        let readme = try String(contentsOfFile: Shell.packageRoot + "/README.md", encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "\n## Keys\n").dropFirst().first, "README has ## Keys")
        let rows = section.components(separatedBy: "\n").drop { !$0.hasPrefix("| Keys |") }.dropFirst(2).prefix { $0.hasPrefix("|") }
        return rows.map { row in
            // `\|` would be a pipe inside a cell; the keys cell has none.
            String(row.dropFirst().prefix { $0 != "|" }).trimmingCharacters(in: .whitespaces)
        }
    }

    /// The keys a README keys cell names, each in the help's spelling (nil for one it can't read).
    static func keys(ofCell cell: String) -> [String?] {
        let plain = cell.replacingOccurrences(of: "(inspecting)", with: "").trimmingCharacters(in: .whitespaces)
        return plain.replacingOccurrences(of: " / ", with: ", ").components(separatedBy: ", ").flatMap { part -> [String?] in
            let part = part.trimmingCharacters(in: .whitespaces)
            if part.isEmpty { return [] }
            if part == "`1`–`9`" { return ["1-9"] }
            if part.hasPrefix("`"), part.hasSuffix("`"), part.count > 2 {
                // `h j k l` is four keys; `:N` and `\` one each.
                return part.dropFirst().dropLast().split(separator: " ").map(String.init)
            }
            if part.hasPrefix("Ctrl-"), part.count == 6 { return ["^" + part.dropFirst(5)] }
            return [names[part]]
        }
    }

    /// The keys of help entries, one by one: `hjkl ←↓↑→` gives `hjkl`, `←↓↑→` and each of its letters and arrows.
    private static func keys(of entries: [(keys: String, action: String)]) -> Set<String> {
        var keys = Set<String>()
        for entry in entries {
            for token in entry.keys.split(separator: " ").map(String.init) where token != "/" {
                keys.insert(token)
                if token.allSatisfy({ "hjkl←↓↑→".contains($0) }) { keys.formUnion(token.map(String.init)) }
            }
        }
        return keys
    }

    func testTheCellReaderReadsEveryKindOfCell() {
        XCTAssertEqual(Self.keys(ofCell: "`j`, Down / `k`, Up"), ["j", "↓", "k", "↑"])
        XCTAssertEqual(Self.keys(ofCell: "Space, PgDn, `f`, Ctrl-F"), ["Space", "PgDn", "f", "^F"])
        XCTAssertEqual(Self.keys(ofCell: "Tab / Shift-Tab, `1`–`9`"), ["Tab", "S-Tab", "1-9"])
        XCTAssertEqual(Self.keys(ofCell: "`1`–`9`, `:p N`"), ["1-9", ":p", "N"])
        XCTAssertEqual(Self.keys(ofCell: "`h j k l`, arrows (inspecting)"), ["h", "j", "k", "l", "←↓↑→"])
        XCTAssertEqual(Self.keys(ofCell: "`:N`, `:S.I`, `:P%`"), [":N", ":S.I", ":P%"])
        XCTAssertEqual(Self.keys(ofCell: "`\\`"), ["\\"])
        XCTAssertEqual(Self.keys(ofCell: "`/text`"), ["/text"])
        XCTAssertEqual(Self.keys(ofCell: "Meta-X"), [nil], "an unknown name is not taken for a key")
    }

    func testEveryKeyOfTheReadmeKeysTableIsInTheHelp() throws {
        let cells = try readmeKeyCells()
        XCTAssertGreaterThan(cells.count, 20, "the README's keys table was read: \(cells)")
        let help = Self.keys(of: KeyMap.helpEntries)
        let inspect = Self.keys(of: try XCTUnwrap(KeyMap.helpGroups.first { $0.heading == "Inspect" }).entries)
        for cell in cells {
            let keys = Self.keys(ofCell: cell)
            for key in keys {
                let key = try XCTUnwrap(key, "a README key this test can't read, in '\(cell)': add it to names")
                XCTAssertTrue(help.contains(key), "README's '\(cell)' lists \(key), which ? does not: \(help.sorted())")
                if cell.contains("(inspecting)") {
                    XCTAssertTrue(inspect.contains(key), "README's '\(cell)' (inspecting) is under Inspect in ?: \(inspect.sorted())")
                }
            }
        }
    }
}
