import Foundation
import XCTest
import TrellisLayout
import TrellisRender
import TrellisTerminal
@testable import TrellisPreview
import TrellisPreviewTestSupport
@testable import trellis

/// `h`/`l` and Left/Right with nothing to scroll sideways say why in the message line, as the
/// other keys that do nothing do (PreviewSession+SidewaysFeedback.swift); where something
/// scrolls, or at the edge of a layout that scrolls sideways, they say nothing.
final class OrthogonalFeedbackTests: XCTestCase {
    private func asset(_ name: String, width columns: Int = 80, height rows: Int = 24) throws -> PreviewSession {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/\(name)").path
        return PreviewSession(documents: [try SpecDocument(.file(path))], width: columns, height: rows)
    }


    private static let keys: [(String, InputEvent)] = [("h", .character("h")), ("l", .character("l")),
                                                       ("Left", .key(.left)), ("Right", .key(.right))]

    func testAVerticalLayoutThatFitsTheWidthSaysSo() throws {
        for name in ["sections.json", "pinterest.json", "tags.json"] {
            let session = try asset(name)
            let before = session.screenLines(trimmingTrailingSpaces: true)
            for (label, key) in Self.keys {
                XCTAssertEqual(InputBatch.apply([key], to: session), [])
                let screen = session.screenLines(trimmingTrailingSpaces: true)
                XCTAssertEqual(session.message, "nothing to scroll sideways: the layout fits the width", "\(label) in \(name)")
                XCTAssertEqual(screen.last, " nothing to scroll sideways: the layout fits the width", "\(label) in \(name)")
                XCTAssertEqual(screen.dropLast(), before.dropLast(), "\(label) in \(name) moved nothing")
            }
            _ = InputBatch.apply([.character("j")], to: session)
            XCTAssertNil(session.message, "the next key takes the message away")
        }
    }

    func testACompositionalLayoutWithNoOrthogonalSectionOnScreenSaysSo() throws {
        let session = try asset("app-store.json")
        _ = InputBatch.apply([.character("l")], to: session)
        XCTAssertNil(session.message, "the carousel on screen scrolled")
        _ = InputBatch.apply([.character("G")], to: session)
        XCTAssertNil(session.viewport.orthogonalSectionOnScreen(), "no carousel at the end")
        for (label, key) in Self.keys {
            _ = InputBatch.apply([key], to: session)
            XCTAssertEqual(session.message, "nothing to scroll sideways: no carousel on screen is wider than the view", label)
        }
    }

    /// A carousel on screen whose cards all fit the view does not scroll either: the words say
    /// "wider than the view", not that there is no carousel.
    func testAnOrthogonalSectionThatFitsTheViewSaysSo() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fits-\(UUID().uuidString.prefix(8)).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try #"{"layout": "compositional", "sections": [{"scrolling": "paging", "header": 1, "title": "Fits", "group": {"axis": "horizontal", "width": {"absolute": 10}, "height": {"absolute": 4}, "subitems": [{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}]}, "items": [{"title": "a"}, {"title": "b"}]}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let session = PreviewSession(documents: [try SpecDocument(.file(path))], width: 80, height: 24)
        let before = session.screenLines(trimmingTrailingSpaces: true)
        XCTAssertTrue(before.contains { $0.contains("│a       ││b       │") }, before.joined(separator: "\n"))
        _ = InputBatch.apply([.character("l")], to: session)
        XCTAssertEqual(session.message, "nothing to scroll sideways: no carousel on screen is wider than the view")
        XCTAssertEqual(session.screenLines(trimmingTrailingSpaces: true).dropLast(), before.dropLast(), "nothing moved")
    }

    /// A layout that scrolls sideways says nothing at its edges, as `j` at the end says nothing.
    func testALayoutThatScrollsHorizontallySaysNothingAtItsEdges() throws {
        let session = try asset("horizontal.json")
        XCTAssertGreaterThan(session.viewport.maxOffsetX, 0)
        _ = InputBatch.apply([.character("h")], to: session)
        XCTAssertNil(session.message, "h at the left edge")
        _ = InputBatch.apply([.character("l")], to: session)
        XCTAssertNil(session.message)
        XCTAssertGreaterThan(session.viewport.contentOffset.x, 0)
        _ = InputBatch.apply([.key(.end), .character("l")], to: session)
        XCTAssertNil(session.message, "l at the right edge")
    }

    /// A content width wider than the screen shows its left part and does not scroll sideways
    /// (README): the keys say so, and how to fit it; a narrower one fits the width.
    func testAContentWidthWiderThanTheScreenSaysItIsCut() throws {
        let session = try asset("sections.json", width: 40)
        session.setContentWidthOfEveryPage(80)
        _ = InputBatch.apply([.character("l")], to: session)
        XCTAssertEqual(session.message, "a content width does not pan sideways; \\ fits it to the screen")
        XCTAssertEqual(session.viewport.contentOffset.x, 0)
        session.setContentWidthOfEveryPage(30)
        _ = InputBatch.apply([.character("h")], to: session)
        XCTAssertEqual(session.message, "nothing to scroll sideways: the layout fits the width")
    }

    /// In inspect mode the keys move the selection and say their own words.
    func testInspectModeKeepsItsOwnWords() throws {
        let session = try asset("sections.json")
        _ = InputBatch.apply([.character("i"), .character("h")], to: session)
        XCTAssertEqual(session.message, "nothing to the left within 8 screens")
    }
}
