import TrellisLayout
import TrellisRender

/// `h`/`l` (and Left/Right) in a compositional spec: they scroll the topmost section on screen
/// that scrolls sideways (an orthogonal section, such as a carousel) by one step of its own
/// (``Viewport/scrollOrthogonalSection(by:)``); with none on screen they scroll the view, as in
/// any other spec. The status line names that section and its place.
extension PreviewSession {
    /// Scrolls sideways by `steps` (positive: `l`, to the right on screen): the topmost
    /// orthogonal section on screen that can scroll when there is one, else the view by columns
    /// (saying why when that cannot move either, ``scrollViewHorizontally(_:)``).
    /// The keys move the view over the carousel the way they point, as inspect mode's moves do:
    /// `l` shows what lies to the right. In a right-to-left layout, whose carousels start at the
    /// right, that is toward the start, so the steps are turned around. A carousel already at
    /// its end that way says so, `Featured: last card` (`Featured: first card` back at its
    /// start), as the keys do when nothing scrolls sideways. Returns the message, if any.
    func scrollHorizontally(_ steps: Int) -> String? {
        let towardEnd = document.direction == .rightToLeft ? -steps : steps
        let before = viewport.orthogonalSectionOnScreen().map { viewport.orthogonalOffset(of: $0) }
        guard let section = viewport.scrollOrthogonalSection(by: towardEnd) else { return scrollViewHorizontally(steps) }
        if towardEnd != 0, viewport.orthogonalOffset(of: section) == before {
            return orthogonalTitle(of: section) + (towardEnd > 0 ? ": last card" : ": first card")
        }
        return nil
    }

    /// The status line's word on the topmost orthogonal section on screen: its title (else
    /// `section N`, cut to ``maxOrthogonalTitleWidth`` columns), the group at its left edge of how
    /// many, and the keys: `Featured 2/5 h/l`. Empty when none is on screen.
    var orthogonalNotice: String {
        guard let section = viewport.orthogonalSectionOnScreen() else { return "" }
        return orthogonalTitle(of: section)
            + " \(Self.groupNumber(of: section, offset: viewport.orthogonalOffset(of: section)))/\(section.groupCount) h/l"
    }

    /// What the status line and the messages call an orthogonal section: its title, else
    /// `section N`, cut to ``maxOrthogonalTitleWidth`` columns.
    private func orthogonalTitle(of section: OrthogonalSection) -> String {
        let title = document.labels.title(forSection: section.section).flatMap { $0.isEmpty ? nil : $0 }
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
}
