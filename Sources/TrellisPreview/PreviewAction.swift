import TrellisLayout

/// What a key press asks the previewer to do.
package enum PreviewAction: Equatable {
    /// Scroll by rows (negative: up).
    case scrollLines(Int)
    /// Scroll by half pages.
    case scrollHalfPages(Int)
    /// Scroll by pages.
    case scrollPages(Int)
    /// Scroll horizontally by that many cells (a horizontal layout, a section that scrolls orthogonally, a content width wider than the screen).
    case scrollHorizontally(Int)
    /// To the top.
    case top
    /// To the bottom.
    case bottom
    /// The next page (or the previous one).
    case nextPage(forward: Bool)
    /// The n-th page, from 0 (`1`–`9`, `:p N`; `0` is -1, which names none and says how they count).
    case page(Int)
    /// More (or fewer) columns.
    case columns(Int)
    /// Wider (or narrower) spacing.
    case spacing(Int)
    /// A content width that many columns wider (or narrower) than the one shown (`>`, `<`).
    case contentWidth(Int)
    /// Follow the terminal's width again (`\`).
    case followTerminalWidth
    /// Toggle pinned section headers.
    case toggleSectionHeadersPinToVisibleBounds
    /// Toggle right to left.
    case toggleDirection
    /// The next tag alignment.
    case cycleAlignment
    /// The next waterfall item order.
    case cycleOrder
    /// Drop every adjustment: the spec's own values again.
    case resetAdjustments
    /// Show or hide the current spec's warnings.
    case toggleWarnings
    /// Show or hide the list of every error and warning (`!`).
    case toggleDiagnostics
    /// Close the overlay shown (Esc); nothing without one.
    case dismiss
    /// Reload the spec files from disk.
    case reload
    /// Show or hide the help overlay.
    case toggleHelp
    /// Open the `:` (go to) or `/` (search) prompt.
    case openPrompt(Prompt.Kind)
    /// The next (`n`) or previous (`N`) match of the last search.
    case findNext(forward: Bool)
    /// Redraw the whole screen.
    case redraw
    /// The terminal has a new size.
    case resize
    /// Quit.
    case quit
    /// Enter or leave inspect mode (`i`).
    case toggleInspect
    /// Inspecting: move the selection spatially (arrows, `h j k l`).
    case moveSelection(FocusDirection)
    /// Inspecting: select the next (or previous) item in index-path order (Tab, Shift-Tab).
    case nextItem(forward: Bool)
    /// A mouse click on the screen cell at `column`, `row`: select the element there and inspect.
    case click(x: Int, y: Int)
    /// Inspecting: copy the selection's attributes as one JSON line (`y`).
    case copySelection
}
