import TrellisPreview
import TrellisRender
import TrellisTerminal

/// The one way the tests drive a ``PreviewSession``: events in as the terminal loop gives them
/// (``InputBatch``, one batch per call), screens out as it draws them (``PreviewSession/compose(showingFrameTime:)``
/// without the frame time, so screens compare equal). Shared by TrellisPreviewTests and
/// TrellisAppTests, in place of each test file's own `press`, `type` and `screen`.
///
/// ```swift
/// let session = PreviewSession(pages: [page], width: 40, height: 12)
/// session.press("jj")
/// session.type(":50")           // `:` then `50` then Enter
/// XCTAssertTrue(session.screenLines()[0].contains("row 2"))
/// ```
extension PreviewSession {
    /// Presses each character of `keys`, in one batch; returns what the loop would do next.
    @discardableResult
    package func press(_ keys: String) -> [PreviewOutcome] {
        press(keys.map { InputEvent.character($0) })
    }

    /// Gives `events` to the session in one batch; returns what the loop would do next.
    @discardableResult
    package func press(_ events: InputEvent...) -> [PreviewOutcome] {
        press(events)
    }

    /// Gives `events` to the session in one batch; returns what the loop would do next.
    @discardableResult
    package func press(_ events: [InputEvent]) -> [PreviewOutcome] {
        InputBatch.apply(events, to: self)
    }

    /// Types `text` (a prompt's key and its text, such as `:50` or `/row`) and Enter, in one batch.
    @discardableResult
    package func type(_ text: String) -> [PreviewOutcome] {
        press(text.map { InputEvent.character($0) } + [.key(.enter)])
    }

    /// The screen as the next frame shows it, without the frame time: one string per row.
    package func screenLines(trimmingTrailingSpaces: Bool = false) -> [String] {
        let grid = compose(showingFrameTime: false).grid
        return trimmingTrailingSpaces ? grid.lines(trimmingTrailingSpaces: true) : grid.plainText().components(separatedBy: "\n")
    }

    /// The screen as the next frame shows it, without the frame time, as one text.
    package func screenText() -> String {
        compose(showingFrameTime: false).grid.plainText()
    }
}

extension PreviewSession {
    /// The screen as the loop draws the next frame (``Previewer``): composed, what its layout
    /// checks found handed back (``PreviewEvent/frameChecked(_:)``), and composed again when that
    /// was a new problem, as the loop draws it at once. One string per row, without the frame time.
    package func drawnLines(trimmingTrailingSpaces: Bool = false) -> [String] {
        let frame = compose(showingFrameTime: false)
        if let check = frame.layoutCheck, receive(.frameChecked(check)) {
            return screenLines(trimmingTrailingSpaces: trimmingTrailingSpaces)
        }
        return trimmingTrailingSpaces ? frame.grid.lines(trimmingTrailingSpaces: true) : frame.grid.plainText().components(separatedBy: "\n")
    }

    /// Runs slices of the layout doctor's examination of the layout shown, as the loop does while
    /// no input is pending, until it is done or `maximumSlices` have run, handing its report to
    /// the session as the loop does. Returns how many slices ran.
    @discardableResult
    package func runLayoutExamination(slices maximumSlices: Int = .max, budget: Duration = .milliseconds(4)) -> Int {
        var slices = 0
        while slices < maximumSlices, isExaminingLayout {
            slices += 1
            if let examined = examineLayout(budget: budget) { receive(examined) }
        }
        return slices
    }
}
