import TrellisLayout
import XCTest
@testable import TrellisRender

/// Text from a spec is shown, never obeyed: every control, bidirectional and zero-width
/// character becomes one U+FFFD cell, in the width function and in every writer, and a cluster
/// is kept whole in one cell (issues 11 §3 and 12 §4).
final class VisibleTextTests: XCTestCase {
    /// Every character that must never reach the terminal as it is.
    static let hostile: [Unicode.Scalar] = {
        var values: [UInt32] = Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F)
        values += [0x061C, 0x200E, 0x200F] + Array(0x202A...0x202E) + Array(0x2066...0x2069)
        values += Array(0x200B...0x200F) + [0xFEFF]
        return values.compactMap(Unicode.Scalar.init)
    }()

    func testEachHostileCharacterIsOneReplacementColumn() {
        for scalar in Self.hostile {
            let text = String(Character(scalar))
            XCTAssertEqual(TextWidth.displayWidth(of: text), 1, "U+\(String(scalar.value, radix: 16))")
            XCTAssertEqual(TextWidth.displayWidth(of: "a" + text + "b"), 3, "U+\(String(scalar.value, radix: 16))")
            var grid = CellGrid(width: 5, height: 1)
            let end = grid.setString("a" + text + "b", x: 0, y: 0)
            XCTAssertEqual(end, 3)
            XCTAssertEqual(grid.lines(), ["a\u{FFFD}b"], "U+\(String(scalar.value, radix: 16))")
        }
    }

    func testAStrayJoinerIsShownButAnEmojiJoinerIsPartOfThePicture() {
        XCTAssertEqual(TextWidth.visiblePieces(of: "a\u{200D}"), ["a", "\u{FFFD}"])
        XCTAssertEqual(TextWidth.visiblePieces(of: "👩‍💻"), ["👩‍💻"])
        XCTAssertEqual(TextWidth.width(of: "👩‍💻"), 2)
        var grid = CellGrid(width: 6, height: 1)
        grid.setString("x👩‍💻y\u{200D}", x: 0, y: 0)
        XCTAssertEqual(grid.lines(), ["x👩‍💻y\u{FFFD}"])
        XCTAssertEqual(grid[1, 0].symbol, "👩‍💻")
    }

    func testEmojiClusterWidths() {
        XCTAssertEqual(TextWidth.width(of: "🇫🇷"), 2, "a flag")
        XCTAssertEqual(TextWidth.width(of: "🇫"), 2, "a lone regional indicator")
        XCTAssertEqual(TextWidth.width(of: "✈️"), 2, "VS16")
        XCTAssertEqual(TextWidth.width(of: "🌶️"), 2, "VS16")
        XCTAssertEqual(TextWidth.width(of: "1️⃣"), 2, "keycap")
        XCTAssertEqual(TextWidth.width(of: "👍🏽"), 2, "skin tone")
        XCTAssertEqual(TextWidth.displayWidth(of: "[🇫🇷 FR]"), 7)
    }

    /// A cluster of more scalars than a terminal cell holds is U+FFFD in the cluster's width.
    func testOverlongClustersAreReplacedInTheirWidth() {
        let family = "👨‍👩‍👧‍👦"
        XCTAssertEqual(family.unicodeScalars.count, 7)
        XCTAssertEqual(TextWidth.visiblePieces(of: Character(family)), ["\u{FFFD}", " "])
        XCTAssertEqual(TextWidth.width(of: Character(family)), 2)
        let zalgo = "Z\u{324}\u{354}\u{367}\u{311}\u{313}"
        XCTAssertEqual(TextWidth.visiblePieces(of: Character(zalgo)), ["\u{FFFD}"])
        var grid = CellGrid(width: 8, height: 1)
        grid.setString("[" + family + "]" + zalgo, x: 0, y: 0)
        XCTAssertEqual(grid.lines(), ["[\u{FFFD} ]\u{FFFD}"])
    }

    /// Random strings over an alphabet of hostile, emoji, CJK, combining and ASCII characters:
    /// the writer places exactly ``TextWidth/displayWidth(of:)`` columns, no cell holds a hostile
    /// character (a joiner inside an emoji sequence aside) or more than five scalars, and each
    /// cell's symbol measures as wide as the cell.
    func testRandomTextIsPlacedAsMeasured() {
        let alphabet: [String] = Self.hostile.map { String(Character($0)) }
            + ["a", "Z", " ", "中", "한", "é", "\u{301}", "\u{2060}", "👍", "🏽", "\u{200D}", "💻", "🇫", "🇷", "✈", "\u{FE0F}",
               "1", "\u{20E3}", "👩", "ｶ"]
        for seed in propertySeeds(count: 200) {
            var random = SeededGenerator(seed: seed)
            let text = (0..<Int.random(in: 0...24, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined()
            let width = TextWidth.displayWidth(of: text)
            var grid = CellGrid(width: width + 2, height: 1)
            let end = grid.setString(text, x: 1, y: 0)
            let message = "seed \(seed): \(text.unicodeScalars.map { String($0.value, radix: 16) })"
            if text.first.map({ TextWidth.width(of: $0) }) != 0 {
                XCTAssertEqual(end, 1 + width, message)
            }
            for cell in grid.cells {
                let scalars = Array(cell.symbol.unicodeScalars)
                XCTAssertLessThanOrEqual(scalars.count, TextWidth.maximumScalarsPerCell, message)
                for (index, scalar) in scalars.enumerated() where TextWidth.isInvisibleControl(scalar) {
                    let emojiJoiner = scalar == "\u{200D}" && index + 1 < scalars.count && scalars[index + 1].properties.isEmoji
                    XCTAssertTrue(emojiJoiner, "a hostile U+\(String(scalar.value, radix: 16)) in a cell; " + message)
                }
            }
            for cell in grid.cells where !cell.isContinuation {
                XCTAssertEqual(TextWidth.displayWidth(of: cell.symbol), Int(cell.width), "cell \(cell.symbol.debugDescription); " + message)
            }
        }
    }

    /// The rasterizer draws hostile titles, section titles and texts as U+FFFD.
    func testRasterizerShowsHostileTitlesAsReplacement() {
        let title = "a\u{202E}b\u{9B}c\u{200B}d\u{1B}e"
        let labels = StaticLabels(items: [LayoutIndexPath(item: 0, section: 0): title], sections: [0: "S\u{2066}x"])
        let rasterizer = Rasterizer(labels: labels)
        var grid = CellGrid(width: 20, height: 5)
        rasterizer.draw([supplementary(.header, section: 0, 0, 0, 20, 1), cell(0, 0, 1, 14, 3)], offset: .zero,
                        in: grid.area, of: &grid)
        let text = grid.plainText()
        XCTAssertTrue(text.contains("a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e"), text)
        XCTAssertTrue(text.contains("S\u{FFFD}x"), text)
        for scalar in text.unicodeScalars where scalar != "\n" {
            XCTAssertFalse(TextWidth.isInvisibleControl(scalar), "U+\(String(scalar.value, radix: 16)) in:\n\(text)")
        }
    }
}
