import XCTest
@testable import TrellisPreview

/// The overlay mode on its own, over a stand-in context: which keys close, switch and scroll it.
final class OverlayModeTests: XCTestCase {
    /// A screen of `rows` rows whose overlays have `lines` lines each (none: an empty list).
    private struct Screen: OverlayMode.Context {
        var height = 10
        var lines: [OverlayMode.Kind: Int] = [.help: 30, .warnings: 3, .diagnostics: 0]
        func overlay(_ kind: OverlayMode.Kind) -> TextOverlay {
            TextOverlay(title: " T ", lines: (0..<(lines[kind] ?? 0)).map { "line \($0)" })
        }
        func hasLines(_ kind: OverlayMode.Kind) -> Bool { kind == .help || (lines[kind] ?? 0) > 0 }
    }

    func testItsKeyEscAndQClose() {
        let screen = Screen()
        for close: PreviewAction in [.toggleHelp, .dismiss, .quit] {
            XCTAssertNil(OverlayMode(.help).performing(close, in: screen), "\(close)")
        }
        XCTAssertNil(OverlayMode(.warnings).performing(.toggleWarnings, in: screen))
    }

    func testAnotherListsKeySwitchesOnlyToAListWithLines() {
        let screen = Screen()
        XCTAssertEqual(OverlayMode(.help).performing(.toggleWarnings, in: screen)?.kind, .warnings)
        XCTAssertEqual(OverlayMode(.help).performing(.toggleDiagnostics, in: screen)?.kind, .help, "no diagnostics: it stays")
        XCTAssertEqual(OverlayMode(.warnings).performing(.toggleHelp, in: screen)?.kind, .help)
    }

    func testScrollingStaysWithinTheLines() throws {
        let screen = Screen()
        let last = screen.overlay(.help).maxOffset(screenHeight: screen.height)
        XCTAssertGreaterThan(last, 0)
        var mode = OverlayMode(.help)
        mode = try XCTUnwrap(mode.performing(.scrollLines(1), in: screen))
        XCTAssertEqual(mode.offset, 1)
        mode = try XCTUnwrap(mode.performing(.bottom, in: screen))
        XCTAssertEqual(mode.offset, last)
        mode = try XCTUnwrap(mode.performing(.scrollPages(5), in: screen))
        XCTAssertEqual(mode.offset, last)
        mode = try XCTUnwrap(mode.performing(.top, in: screen))
        XCTAssertEqual(mode.offset, 0)
        XCTAssertEqual(mode.performing(.columns(1), in: screen), mode, "other keys do nothing")
    }

    func testAListLeftWithoutLinesClosesAndATallerScreenPullsTheOffsetBack() throws {
        var screen = Screen()
        let mode = try XCTUnwrap(OverlayMode(.help).performing(.bottom, in: screen))
        screen.height = 100
        XCTAssertEqual(mode.following(screen)?.offset, 0, "everything fits: back to the first line")
        screen.lines[.warnings] = 0
        XCTAssertNil(OverlayMode(.warnings).following(screen))
    }
}

/// What an outcome says on the message line.
final class PreviewOutcomeTests: XCTestCase {
    func testOnlyMessagesAndCopiesSaySomething() {
        XCTAssertEqual(PreviewOutcome.message("reloaded").message, "reloaded")
        XCTAssertEqual(PreviewOutcome.copy("{}").message, "{}", "a copied line is shown too")
        for quiet: PreviewOutcome in [.none, .redraw, .quit, .interrupt] { XCTAssertNil(quiet.message, "\(quiet)") }
        XCTAssertEqual(PreviewOutcome.saying(nil), PreviewOutcome.none)
        XCTAssertEqual(PreviewOutcome.saying("x"), .message("x"))
    }
}
