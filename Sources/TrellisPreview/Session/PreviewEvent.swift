/// Work that finished outside the key loop, handed to the session as an event of the loop
/// (``PreviewSession/receive(_:)``), so that a page's state changes in one place only, between
/// two frames, never while a key is applied. The loop waits for input, a watched file or a
/// deadline; whatever woke it comes in here or as a key.
///
/// A later source of results (the layout doctor's findings, say) adds a case and its handling
/// in ``PreviewSession/receive(_:)``, not a field the loop polls.
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
}
