import TrellisDoctor
import TrellisLayout

/// Work that finished outside the key loop, handed to the session as an event of the loop
/// (``PreviewSession/receive(_:)``), so that a page's state changes in one place only, between
/// two frames, never while a key is applied. The loop waits for input, a watched file or a
/// deadline; whatever woke it comes in here or as a key.
///
/// A new source of results adds a case and its handling in ``PreviewSession/receive(_:)``, not a
/// field the loop polls: the layout doctor's findings come in this way, from the frames
/// (``frameChecked(_:)``) and from the examination run between keys (``layoutExamined(_:)``).
///
/// ```swift
/// let changed = live.due()
/// if !changed.isEmpty { session.receive(.filesChanged(changed)) }
/// ```
package enum PreviewEvent: Equatable {
    /// The files of these pages (indexes into the pages) changed on disk and have been quiet for
    /// the debounce delay: the pages reload, each keeping its place and adjustments.
    case filesChanged(Set<Int>)
    /// The terminal took the line `y` copied (`delivered`), or could not (it has no clipboard).
    case clipboardDelivered(Bool, line: String)
    /// What a frame's own checks found (``ComposedFrame/layoutCheck``): a new problem shows from
    /// the next frame on.
    case frameChecked(FrameLayoutCheck)
    /// The layout doctor finished examining the layout a page shows
    /// (``PreviewSession/examineLayout(budget:)``); its findings join the `!` list.
    case layoutExamined(LayoutExamined)
}

/// What one frame's checks found on the layout it drew (``LayoutDoctor/frameFindings(_:visibleRect:contentSize:)``
/// over the elements the frame asked for), and which layout at which width that was, so that a
/// result about a layout no longer shown is dropped.
package struct FrameLayoutCheck: Equatable {
    /// The page drawn (an index into the pages).
    package var page: Int
    /// The layout drawn.
    package var layout: ObjectIdentifier
    /// The width it was drawn at, in layout units.
    package var width: Double
    /// What the checks found; empty for a clean frame.
    package var findings: [LayoutFinding]
}

/// A finished examination of the layout a page shows, for ``PreviewSession/receive(_:)``.
package struct LayoutExamined: Equatable {
    /// The page examined (an index into the pages).
    package var page: Int
    /// The checkup it belongs to (``PageState/checkup``): a result whose checkup was replaced is dropped.
    package var checkup: ObjectIdentifier
    /// The examination's report.
    package var report: LayoutDoctorReport
}
