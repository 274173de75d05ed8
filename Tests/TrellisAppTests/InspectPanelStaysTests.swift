import Foundation
import XCTest
import TrellisLayout
import TrellisRender
import TrellisTerminal
import TrellisTestSupport
@testable import trellis
@testable import TrellisPreview

/// In inspect mode the panel stays on screen whatever scrolls the view: `G`, `g`, End, Home,
/// PgDn, PgUp, Space, `b`, Ctrl-D, Ctrl-U, the wheel and `:N`, as for `j`/`k`; the selection
/// follows the scroll and stays in sight beside the panel.
final class InspectPanelStaysTests: XCTestCase {
    private func asset(_ name: String, width columns: Int, height rows: Int) throws -> PreviewSession {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/\(name)").path
        return PreviewSession(documents: [try SpecDocument(.file(path))], width: columns, height: rows)
    }

    private static let keys: [(String, [InputEvent])] = [
        ("G", [.character("G")]), ("g", [.character("g")]), ("End", [.key(.end)]), ("Home", [.key(.home)]),
        ("PgDn", [.key(.pageDown)]), ("PgUp", [.key(.pageUp)]), ("Space", [.character(" ")]), ("b", [.character("b")]),
        ("Ctrl-D", [.character("\u{04}")]), ("Ctrl-U", [.character("\u{15}")]), ("wheel", [.mouseWheel(up: false)]),
        ("j", [.character("j")]), ("k", [.character("k")]), (":5", [.character(":"), .character("5"), .key(.enter)]),
        (":end", [.character(":"), .character("e"), .character("n"), .character("d"), .key(.enter)]),
        (":50%", [.character(":"), .character("5"), .character("0"), .character("%"), .key(.enter)]),
    ]

    /// Whether the screen shows the panel: its heading line.
    private func showsPanel(_ screen: [String]) -> Bool {
        screen.contains { $0.contains("── Inspect ──") || $0.contains("Inspect ─") }
    }

    func testThePanelStaysAfterEveryScrollKeyOverRandomSequences() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SeededGenerator(seed: seed)
        let names = ["sections.json", "pinterest.json", "sticky-headers.json", "horizontal.json", "app-store.json", "grid.json",
                     "tags.json", "self-sizing.json", "full-span.json", "rtl.json"]
        for name in names {
            for (columns, rows) in [(80, 24), (150, 30)] {
                let s = try asset(name, width: columns, height: rows)
                _ = InputBatch.apply([.character("i")], to: s)
                var pressed: [String] = ["i"]
                for _ in 0..<16 {
                    let (label, events) = Self.keys.randomElement(using: &random)!
                    pressed.append(label)
                    _ = InputBatch.apply(events, to: s)
                    let screen = s.compose(showingFrameTime: false).grid.lines(trimmingTrailingSpaces: true)
                    let context = "\(name) at \(columns)x\(rows) after \(pressed.joined(separator: " ")) (seed \(seed))"
                    guard showsPanel(screen), s.inspection != nil, let frame = s.inspectMode.shownSelectionAttributes?.frame else {
                        return XCTFail("no panel or no selection: \(context):\n" + screen.joined(separator: "\n"))
                    }
                    let uncovered = s.inspectMode.uncoveredRect(besides: s.inspectMode.panelRect)
                    let part = frame.intersection(uncovered)
                    XCTAssertTrue(part.width > 0 && part.height > 0 || (frame.width == 0 || frame.height == 0) && uncovered.contains(frame),
                                  "the selection \(frame) is out of sight in \(uncovered): \(context)")
                }
            }
        }
    }

    /// `:end`, `:top` and `:P%` in inspect mode take the selection along as `G`, `g` and the page
    /// keys do (they left it behind off screen, the panel describing an item no longer shown).
    func testAGoToAPlaceTakesTheSelectionAlongAsTheKeysDo() throws {
        func typed(_ text: String) -> [InputEvent] { text.map { InputEvent.character($0) } + [.key(.enter)] }
        for name in ["sections.json", "pinterest.json", "sticky-headers.json"] {
            let cases: [(String, InputEvent, [InputEvent])] = [(":end", .character("G"), [.character("i")]),
                                                               (":100%", .character("G"), [.character("i")]),
                                                               (":top", .character("g"), [.character("G"), .character("i")])]
            for (command, key, start) in cases {
                let byKey = try asset(name, width: 80, height: 24), byCommand = try asset(name, width: 80, height: 24)
                for s in [byKey, byCommand] { _ = InputBatch.apply(start, to: s) }
                let before = byCommand.viewport.contentOffset
                _ = InputBatch.apply([key], to: byKey)
                _ = InputBatch.apply(typed(command), to: byCommand)
                XCTAssertNotEqual(byCommand.viewport.contentOffset, before, "\(command) in \(name) scrolled")
                XCTAssertEqual(byCommand.viewport.contentOffset, byKey.viewport.contentOffset, "\(command) in \(name)")
                XCTAssertEqual(byCommand.selection, byKey.selection, "\(command) in \(name) selects what \(key) selects")
                XCTAssertNotNil(byCommand.selection)
            }
        }
    }
}
