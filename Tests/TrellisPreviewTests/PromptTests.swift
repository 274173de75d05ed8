import XCTest
import TrellisLayout
import TrellisRender
import TrellisTerminal
@testable import TrellisPreview
import TrellisPreviewTestSupport

/// The `:` and `/` prompt: editing, cancelling as less does, and the input routing (keys typed
/// into an open prompt never reach the key map).
final class PromptTests: XCTestCase {
    /// A page of 50 rows, 3 cells tall each, at 80x24.
    private static func stripSession() -> PreviewSession {
        PreviewSession(pages: [PreviewPage(title: "Strip", layout: StripLayout(count: 50), label: { "row \($0.item)" })],
                       width: 80, height: 24)
    }

    func testTypingEditingAndSubmitting() {
        var prompt = Prompt(kind: .goTo)
        for character in "12x" { XCTAssertEqual(prompt.handle(.character(character)), .editing) }
        XCTAssertEqual(prompt.handle(.key(.backspace)), .editing)
        XCTAssertEqual(prompt.text, "12")
        XCTAssertEqual(prompt.handle(.key(.down)), .editing, "keys with no meaning do nothing")
        XCTAssertEqual(prompt.handle(.mouseWheel(up: true)), .editing)
        XCTAssertEqual(prompt.handle(.character("\u{07}")), .editing, "a control character is not typed")
        XCTAssertEqual(prompt.handle(.character("\u{202E}")), .editing, "nor a bidi override")
        XCTAssertEqual(prompt.text, "12")
        XCTAssertEqual(prompt.handle(.key(.enter)), .submitted("12"))
    }

    func testEscCancelsAndBackspaceOnAnEmptyPromptCancels() {
        var prompt = Prompt(kind: .search)
        _ = prompt.handle(.character("a"))
        XCTAssertEqual(prompt.handle(.key(.escape)), .cancelled)
        var other = Prompt(kind: .search)
        _ = other.handle(.character("a"))
        XCTAssertEqual(other.handle(.key(.backspace)), .editing)
        XCTAssertEqual(other.handle(.key(.backspace)), .cancelled, "as less does")
    }

    /// Ctrl-C at the prompt cancels it, as in less and vim (it does not quit the previewer); the
    /// next Ctrl-C, with no prompt open, interrupts as before, and the keys after it are dropped.
    func testCtrlCCancelsThePromptAndOutsideItInterrupts() throws {
        var prompt = Prompt(kind: .goTo)
        _ = prompt.handle(.character("7"))
        XCTAssertEqual(prompt.handle(.key(.interrupt)), .cancelled)
        let session = Self.stripSession()
        for kind in ["/", ":"] {
            let outcome = InputBatch.apply([.character(Character(kind)), .character("5"), .key(.interrupt), .character("j")], to: session)
            XCTAssertEqual(outcome, [], "Ctrl-C at the \(kind) prompt neither quits nor interrupts")
            XCTAssertNil(session.prompt, "Ctrl-C closed the \(kind) prompt")
            XCTAssertNil(session.message)
        }
        XCTAssertEqual(session.viewport.contentOffset.y, 2, "nothing typed ran; the j after each Ctrl-C did")
        let outcome = InputBatch.apply([.key(.interrupt), .character("j")], to: session)
        XCTAssertEqual(outcome, [.interrupt], "Ctrl-C with no prompt open interrupts; it does not quit")
        XCTAssertEqual(session.viewport.contentOffset.y, 2, "the keys after it are dropped")
        _ = session.perform(.toggleHelp)
        XCTAssertEqual(InputBatch.apply([.key(.interrupt)], to: session), [.interrupt], "over the help too")
    }

    func testCtrlUClearsTheLine() {
        var prompt = Prompt(kind: .search)
        for character in "fern" { _ = prompt.handle(.character(character)) }
        _ = prompt.handle(.character("\u{15}"))
        XCTAssertEqual(prompt.text, "")
        XCTAssertEqual(prompt.handle(.key(.enter)), .submitted(""))
    }

    func testALongPromptShowsItsEnd() {
        var prompt = Prompt(kind: .search)
        for character in "abcdefghijklmnop" { _ = prompt.handle(.character(character)) }
        var grid = CellGrid(width: 10, height: 2)
        prompt.draw(on: &grid, row: 1)
        XCTAssertEqual(grid.lines(trimmingTrailingSpaces: false)[1], "/ijklmnop ")
        XCTAssertEqual(grid[9, 1].style, CellStyle(reverse: true), "the cursor")
        for _ in 0..<1000 { _ = prompt.handle(.character("x")) }
        XCTAssertEqual(prompt.text.count, Prompt.maximumLength)
    }

    func testKeysTypedIntoThePromptNeverReachTheKeyMap() throws {
        let session = Self.stripSession()
        let outcome = InputBatch.apply([.character(":"), .character("q"), .character("j"), .character("G"), .key(.down)], to: session)
        XCTAssertFalse(outcome.contains(.quit), "q typed into the prompt does not quit")
        XCTAssertEqual(session.prompt?.text, "qjG")
        XCTAssertEqual(session.viewport.contentOffset.y, 0, "j, G and Down did not scroll")
        let screen = session.screenLines(trimmingTrailingSpaces: true)
        XCTAssertEqual(screen.last, ":qjG", "the prompt replaces the status line")
        session.press(.resize(width: 30, height: 10))
        XCTAssertEqual(session.width, 30, "a resize still reaches the session")
        XCTAssertEqual(session.prompt?.text, "qjG", "and keeps the prompt")
        session.press(.key(.escape), .character("j"))
        XCTAssertNil(session.prompt)
        XCTAssertEqual(session.viewport.contentOffset.y, 1, "after Esc, keys reach the key map again")
        XCTAssertTrue(session.screenLines(trimmingTrailingSpaces: true).last!.contains(" │ "), "the status line is back")
    }

    func testAnOverlayKeepsItsKeys() throws {
        let session = Self.stripSession()
        session.press("?:")
        XCTAssertNil(session.prompt, ": on the help overlay opens no prompt")
    }

    func testKeyMapAndHelp() throws {
        XCTAssertEqual(KeyMap.action(for: .character(":")), .openPrompt(.goTo))
        XCTAssertEqual(KeyMap.action(for: .character("/")), .openPrompt(.search))
        XCTAssertEqual(KeyMap.action(for: .character("n")), .findNext(forward: true))
        XCTAssertEqual(KeyMap.action(for: .character("N")), .findNext(forward: false))
        let group = try XCTUnwrap(KeyMap.helpGroups().first { $0.heading == "Go to & search" }, "? lists : / n N")
        let keys = group.entries.flatMap { $0.keys.split(separator: " ") }.filter { $0 != "/" }
        XCTAssertEqual(keys, [":N", ":S.I", ":P%", ":top", ":end", "/text", "n", "N"])
        let actions = group.entries.map(\.action).joined(separator: " · ")
        for meaning in ["item N", "item I of S", "percent", "top", "end", "search", "next / previous match"] {
            XCTAssertTrue(actions.contains(meaning), "? says what \(meaning) is: \(actions)")
        }
    }
}
