import TrellisLayout
import TrellisRender

/// What the session keeps of one page besides the page itself: its viewport, its content width,
/// the adjustments its layout was last built with, and the error its last reload failed with.
/// The session holds one per page, in the pages' order (``PreviewSession/pageStates``), so what
/// belongs to a page changes in one place.
///
/// ```swift
/// var state = PageState()
/// state.contentWidth = 48      // `<`/`>` on this page, or `--width` on every page
/// state.reloadError = "a.json:3:14: …"
/// ```
struct PageState {
    /// The page's viewport, made when the page is first shown (and remade by a rebuild, keeping
    /// the place); nil before.
    var viewport: Viewport?
    /// The page's content width, in its own units, when it does not follow the terminal:
    /// `--width` sets every page's, `<`, `>` and `\` the current one's (pages in points and in
    /// cells open side by side each keep a width of their own).
    var contentWidth: Double?
    /// The adjustments the page's layout was last built with
    /// (``Adjustments/effective(supporting:ranges:)``); nil: the page as loaded.
    var shownAdjustments: Adjustments?
    /// The error of the page's last failed reload (it shows its last good layout, so the
    /// diagnostics line shows the error, the status line says it is stale and `w` lists it),
    /// until a reload of it succeeds; or the error its content did not load with
    /// (``PreviewPage/isLoaded``), which it shows instead of a layout (``LoadFailurePage``).
    var reloadError: String?
    /// The layout doctor's findings on the layout shown, at the width shown (``LayoutCheckup``);
    /// nil before the page's first frame, and after a change that makes them another layout's.
    var checkup: LayoutCheckup?
    /// What the layout doctor's examinations asked of the layout on screen (when it examines that
    /// one), and which layout that is: the inspector leaves it out of the layout's counts, which
    /// tell what the viewer asked.
    var doctorActivity: (layout: ObjectIdentifier, activity: LayoutActivity)?
}
