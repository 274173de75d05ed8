import TrellisLayout
import TrellisRender

/// `h`/`l` (and Left/Right) on the page shown: they scroll the topmost section on screen that
/// scrolls orthogonally (such as a carousel) by one step of its own
/// (``Viewport/scrollOrthogonalSection(by:)``); with none on screen they scroll the view
/// horizontally, saying why when nothing can move. The status line names that section and its
/// place (``notice``).
///
/// ```swift
/// let message = session.horizontalScroll.scroll(1)   // "Featured: last card" at its end
/// ```
struct HorizontalScroll {
    /// The page shown.
    let page: PreviewPage
    /// Its viewport.
    let viewport: Viewport
    /// Whether a content width wider than the screen shows only part of the layout.
    let contentWidthOverflows: Bool

    /// Scrolls sideways by `steps` (positive: `l`, to the right on screen): the topmost
    /// orthogonal section on screen that can scroll when there is one, else the view by columns
    /// (saying why when that cannot move either, ``scrollViewHorizontally(_:)``).
    /// The keys move the view over the carousel the way they point, as inspect mode's moves do:
    /// `l` shows what lies to the right. In a right-to-left layout, whose carousels start at the
    /// right, that is toward the start, so the steps are turned around. A carousel already at
    /// its end that way says so, `Featured: last card` (`Featured: first card` back at its
    /// start), as the keys do when nothing scrolls sideways. Returns the message, if any.
    func scroll(_ steps: Int) -> String? {
        let towardEnd = page.direction == .rightToLeft ? -steps : steps
        let before = viewport.orthogonalSectionOnScreen().map { viewport.orthogonalOffset(of: $0) }
        guard let section = viewport.scrollOrthogonalSection(by: towardEnd) else { return scrollViewHorizontally(steps) }
        if towardEnd != 0, viewport.orthogonalOffset(of: section) == before {
            return orthogonalTitle(of: section) + (towardEnd > 0 ? ": last card" : ": first card")
        }
        return nil
    }

    /// `j`/`k` (and the wheel) in a horizontally scrolling layout (rule 22), whose orthogonal
    /// sections scroll vertically: they scroll the leftmost such section on screen that can
    /// scroll by one step of its own (``Viewport/scrollOrthogonalSection(by:vertically:)``), as
    /// `h`/`l` scroll a carousel; one already at its end that way says so (`Featured: last card`).
    /// `scrolled` is false when no such section is on screen: the keys then scroll the view as
    /// before.
    func scrollVerticalSection(_ steps: Int) -> (scrolled: Bool, message: String?) {
        let before = viewport.orthogonalSectionOnScreen(vertically: true).map { viewport.orthogonalOffset(of: $0) }
        guard let section = viewport.scrollOrthogonalSection(by: steps, vertically: true) else { return (false, nil) }
        if steps != 0, viewport.orthogonalOffset(of: section) == before {
            return (true, orthogonalTitle(of: section) + (steps > 0 ? ": last card" : ": first card"))
        }
        return (true, nil)
    }

    /// The status line's word on the topmost orthogonal section on screen: its title (else
    /// `section N`, cut to ``maxOrthogonalTitleWidth`` columns), the group at its left edge of how
    /// many, and the keys: `Featured 2/5 h/l`; in a horizontally scrolling layout, the leftmost
    /// section that scrolls vertically, `Featured 2/5 j/k`. Empty when none is on screen.
    var notice: String {
        if let section = viewport.orthogonalSectionOnScreen() {
            return orthogonalTitle(of: section)
                + " \(Self.groupNumber(of: section, offset: viewport.orthogonalOffset(of: section)))/\(section.groupCount) h/l"
        }
        guard let section = viewport.orthogonalSectionOnScreen(vertically: true) else { return "" }
        return orthogonalTitle(of: section)
            + " \(Self.groupNumber(of: section, offset: viewport.orthogonalOffset(of: section)))/\(section.groupCount) j/k"
    }

    /// What the status line and the messages call an orthogonal section: its title, else
    /// `section N`, cut to ``maxOrthogonalTitleWidth`` columns.
    private func orthogonalTitle(of section: OrthogonalSection) -> String {
        let title = page.labels.title(forSection: section.section).flatMap { $0.isEmpty ? nil : $0 }
            ?? "section \(section.section)"
        return StatusLine.displayPrefix(of: title, maxWidth: Self.maxOrthogonalTitleWidth)
    }

    /// The most columns of a section's title the status line shows.
    static let maxOrthogonalTitleWidth = 24

    /// The group, from 1, whose start is nearest the left edge of `section` scrolled by `offset`
    /// (0 when it has none).
    static func groupNumber(of section: OrthogonalSection, offset: Double) -> Int {
        guard section.groupCount > 0 else { return 0 }
        guard section.groupPitch > 0 else { return 1 }
        return min(section.groupCount, Int((offset / section.groupPitch + 0.5).rounded(.down)) + 1)
    }

    // MARK: - The view, where no orthogonal section scrolls

    /// Scrolls the view `steps` columns sideways (positive: right), for `h`/`l` with no carousel
    /// on screen to scroll (``scrollHorizontally(_:)``); when the view cannot scroll sideways at all
    /// (the layout is no wider than the view), says why (``nothingToScrollHorizontallyMessage``). At an edge
    /// of a layout that does scroll sideways it says nothing, as `j` at the end does. Returns the
    /// message, if any.
    func scrollViewHorizontally(_ steps: Int) -> String? {
        viewport.scrollHorizontally(byCells: steps)
        return viewport.maxOffsetX <= 0 ? nothingToScrollHorizontallyMessage : nil
    }

    /// Why `h`/`l` moved nothing: a content width wider than the screen shows only its left
    /// part; a compositional layout has no carousel (an orthogonal section wider than the view)
    /// on screen; any other layout fits the width. O(1).
    var nothingToScrollHorizontallyMessage: String {
        if contentWidthOverflows {
            return "a content width does not pan sideways; \\ fits it to the screen"
        }
        return page.layout is CompositionalLayout
            ? "nothing to scroll sideways: no carousel on screen is wider than the view"
            : "nothing to scroll sideways: the layout fits the width"
    }
}
