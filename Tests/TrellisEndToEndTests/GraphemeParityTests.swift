import Foundation
import XCTest

/// The previewer draws whole grapheme clusters exactly as `trellis render` prints them: flags,
/// skin tones, ZWJ sequences, VS16 emoji, keycaps, combining marks, CJK, and the control,
/// bidirectional and zero-width characters that are shown as U+FFFD.
///
/// Terminals do not agree on the width of every emoji (tmux 3.3a draws `✈️` in one column and
/// `👍🏽` in four), so the previewer's screen is compared with what the same tmux shows for
/// `render`'s output printed in a pane of the same size: any difference is then the
/// previewer's, not the terminal's. (The rows leave room at the right, so no terminal wraps.)
final class GraphemeParityTests: EndToEndTestCase {
    /// Tag titles: one hard case each.
    static let titles = [
        "👍🏽 ok", "🇫🇷 FR", "🇯🇵 JP", "👩‍💻 dev", "✈️ fly", "🌶️ hot", "1️⃣ one", "#️⃣ hash",
        "é café", "e\u{301}\u{302} marks", "中文 CJK", "한국어", "ｶﾀｶﾅ half",
        "👨‍👩‍👧‍👦 six+", "a\u{202E}b rlo", "c\u{9B}d csi", "e\u{200B}f zw", "g\u{7}h bel", "i\u{2066}j iso",
        "\u{FEFF}bom", "k\u{200F}l rlm", "m\u{1B}[31mn esc",
    ]

    private func writeSpec(in directory: String) throws -> String {
        let items = Self.titles.map { ["title": $0] }
        let spec: [String: Any] = [
            "title": "Graphemes", "layout": "tags", "interitemSpacing": 1, "lineSpacing": 0,
            "sections": [["inset": ["top": 1, "left": 1, "bottom": 0, "right": 12], "items": items]],
        ]
        let path = directory + "/graphemes.json"
        try JSONSerialization.data(withJSONObject: spec).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// What this tmux shows for `trellis render SPEC --size COLSxROWS --offset Y` printed in a
    /// pane of that size (the last newline left out, so nothing scrolls).
    private func renderShown(spec: String, width columns: Int, height rows: Int, offset: Int, directory: String) throws -> [String] {
        let result = try Shell.runTrellis(["render", spec, "--size", "\(columns)x\(rows)", "--offset", "\(offset)"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let file = directory + "/render-\(offset).txt"
        try String(result.stdout.dropLast()).write(toFile: file, atomically: true, encoding: .utf8)
        let pane = try TmuxSession(command: "cat \(Shell.quote(file)); exec sleep 600", width: columns, height: rows)
        defer { pane.kill() }
        return pane.waitForStable("render's output printed") { screen in
            screen.contains { !$0.isEmpty } && Screen.status(screen).contains("│")
        }
    }

    func testPreviewerShowsWhatRenderPrints() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let spec = try writeSpec(in: directory)
        let (columns, rows) = (80, 4)  // 5 rows of tags in 3 rows of view: offsets 0 to 2
        let session = try launchTrellis([spec], width: columns, height: rows)
        for (key, offset) in [(nil, 0), ("j", 1), ("j", 2), ("g", 0)] {
            let expected = try renderShown(spec: spec, width: columns, height: rows, offset: offset, directory: directory)
            XCTAssertEqual(expected.count, rows)
            if let key { session.send(key) }
            let shown = session.waitFor("the previewer at offset \(offset) as tmux shows render's output") { screen in
                Screen.content(screen) == Screen.content(expected)
                    && Screen.statusMatches(previewer: Screen.status(screen), render: Screen.status(expected), width: columns)
            }
            XCTAssertEqual(Screen.content(shown), Screen.content(expected), "offset \(offset):\n\(Screen.dump(shown))\nrender:\n\(Screen.dump(expected))")
        }
    }

    /// The clusters `render` prints: every picture whole, and U+FFFD for each control,
    /// bidirectional and zero-width character, and for a cluster of more scalars than a curses
    /// cell holds (in its width).
    func testRenderPrintsWholeClustersAndReplacesControls() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let spec = try writeSpec(in: directory)
        let lines = try Shell.render(spec, width: 80, height: 12)
        let text = lines.joined(separator: "\n")
        for whole in ["[👍🏽 ok]", "[🇫🇷 FR]", "[\u{FFFD}  six+]", "[👩‍💻 dev]", "[✈️ fly]", "[🌶️ hot]", "[1️⃣ one]", "[#️⃣ hash]",
                      "[e\u{301}\u{302} marks]", "[a\u{FFFD}b rlo]", "[c\u{FFFD}d csi]", "[e\u{FFFD}f zw]",
                      "[g\u{FFFD}h bel]", "[i\u{FFFD}j iso]", "[\u{FFFD}bom]", "[k\u{FFFD}l rlm]", "[m\u{FFFD}[31mn esc]"] {
            XCTAssertTrue(text.contains(whole), "render does not print \(whole):\n\(text)")
        }
        for hostile: Unicode.Scalar in ["\u{202E}", "\u{9B}", "\u{200B}", "\u{7}", "\u{2066}", "\u{FEFF}", "\u{200F}", "\u{1B}"] {
            XCTAssertFalse(text.unicodeScalars.contains(hostile), "render printed U+\(String(hostile.value, radix: 16))")
        }
    }

    /// Self-sizing texts in boxes and a section title with the corpus: the same on both sides.
    ///
    /// Inside a box a run of blanks follows the text, and curses may send it as a cursor move to
    /// the grid's column rather than as spaces; where this tmux disagrees with the grid (`✈️` one
    /// column, `👍🏽` four) the previewer then keeps the box's right edge in place while the
    /// printed line shifts it. So the texts hold what tmux 3.3a draws at the grid's widths:
    /// flags, ZWJ sequences, marks, CJK and every replaced character.
    func testTextsShowWhatRenderPrints() throws {
        let directory = try Shell.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let agreed = Self.titles.filter { title in !["👍🏽", "✈️", "🌶️", "1️⃣", "#️⃣"].contains { title.contains($0) } }
        let texts = stride(from: 0, to: agreed.count, by: 3).map { agreed[$0..<min($0 + 3, agreed.count)].joined(separator: " ") }
        let spec: [String: Any] = [
            "title": "Texts", "layout": "waterfall", "columns": 2, "lineSpacing": 1, "interitemSpacing": 1, "header": 1,
            "sections": [["title": "Corpus \u{202E}\u{9B} 🇫🇷", "items": texts.enumerated().map { ["title": "t\u{200B}\($0.offset)", "text": $0.element] }]],
        ]
        let path = directory + "/texts.json"
        try JSONSerialization.data(withJSONObject: spec).write(to: URL(fileURLWithPath: path))
        let (columns, rows) = (70, 30)
        let expected = try renderShown(spec: path, width: columns, height: rows, offset: 0, directory: directory)
        let printed = try Shell.render(path, width: columns, height: rows).joined(separator: "\n")
        XCTAssertTrue(printed.contains("Corpus \u{FFFD}\u{FFFD} 🇫🇷"), printed)
        XCTAssertTrue(printed.contains("t\u{FFFD}0"), printed)
        XCTAssertFalse(printed.unicodeScalars.contains { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)
                                                                      || [0x202E, 0x200B, 0x2066, 0x200F, 0xFEFF].contains($0.value)) },
                       printed)
        let session = try launchTrellis([path], width: columns, height: rows)
        let shown = session.waitFor("the previewer as tmux shows render's output") { screen in
            Screen.content(screen) == Screen.content(expected)
                && Screen.statusMatches(previewer: Screen.status(screen), render: Screen.status(expected), width: columns)
        }
        XCTAssertEqual(Screen.content(shown), Screen.content(expected), "\(Screen.dump(shown))\nrender:\n\(Screen.dump(expected))")
    }

    /// Under `LC_ALL=C` the previewer picks a UTF-8 locale itself and shows CJK, emoji and
    /// U+FFFD as `render` prints them (not blanks).
    func testLCAllCStillShowsEveryCharacter() throws {
        let spec = "assets/tags.json"
        let session = try TmuxSession.trellis([spec], width: 80, height: 24, extraEnvironment: "LC_ALL=C")
        addTeardownBlock { session.kill() }
        let screen = try waitForRender(session, spec: spec, width: 80, height: 24, offset: 0,
                                       what: "the tags spec under LC_ALL=C as render prints it")
        XCTAssertTrue(screen.joined().contains("北京"), Screen.dump(screen))
    }
}
