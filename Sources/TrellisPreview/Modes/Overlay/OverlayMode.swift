import TrellisRender

/// The overlay mode: a list of lines over the layout, opened by a key (`?` the help, `w` the
/// page's warnings, `!` every error and warning), scrolled by the scrolling keys, and closed by
/// its key, Esc or `q`. While it is shown, keys act on it, never on the layout under it. It owns
/// which overlay is shown and how far its lines are scrolled, and asks the session only for
/// what it needs (``Context``): the screen's height, and each overlay's lines laid out for the
/// screen.
///
/// ```swift
/// var mode = OverlayMode(.help)
/// mode = mode.performing(.scrollLines(1), in: session) ?? closed
/// ```
struct OverlayMode: Equatable {
    /// Which overlay.
    enum Kind: Equatable {
        /// Every key (`?`).
        case help
        /// The current page's warnings (`w`).
        case warnings
        /// Every file's reload error and every page's warnings (`!`).
        case diagnostics
    }

    /// What the overlay mode needs of the session.
    protocol Context {
        /// The screen's height, in cells.
        var height: Int { get }
        /// The overlay of `kind`, laid out for the screen's size.
        func overlay(_ kind: Kind) -> TextOverlay
        /// Whether the overlay of `kind` has any line (one without is not opened).
        func hasLines(_ kind: Kind) -> Bool
    }

    /// The overlay shown.
    private(set) var kind: Kind
    /// How far its lines are scrolled.
    private(set) var offset = 0

    /// The overlay of `kind`, at its first line.
    init(_ kind: Kind) {
        self.kind = kind
    }

    /// The overlay shown after `action` (nil: closed): `?`, `w`, `!`, Esc and `q` close it or
    /// switch to another, the scrolling keys scroll its lines, and every other key does nothing.
    func performing(_ action: PreviewAction, in context: some Context) -> OverlayMode? {
        let page = max(1, TextOverlay.textHeight(screenHeight: context.height))
        switch action {
        case .quit, .dismiss: return nil
        case .toggleHelp: return kind == .help ? nil : OverlayMode(.help)
        case .toggleWarnings: return toggling(.warnings, in: context)
        case .toggleDiagnostics: return toggling(.diagnostics, in: context)
        case .scrollLines(let n): return scrolled(to: offset + n, in: context)
        case .scrollHalfPages(let n): return scrolled(to: offset + n * max(1, page / 2), in: context)
        case .scrollPages(let n): return scrolled(to: offset + n * page, in: context)
        case .top: return scrolled(to: 0, in: context)
        case .bottom: return scrolled(to: Int.max, in: context)
        default: return self
        }
    }

    /// `w` or `!` over an overlay: closes its own, else opens it when it has lines.
    private func toggling(_ other: Kind, in context: some Context) -> OverlayMode? {
        if kind == other { return nil }
        return context.hasLines(other) ? OverlayMode(other) : self
    }

    /// This overlay scrolled to `offset`, within the lines the screen can scroll.
    func scrolled(to offset: Int, in context: some Context) -> OverlayMode {
        var scrolled = self
        scrolled.offset = max(0, min(offset, context.overlay(kind).maxOffset(screenHeight: context.height)))
        return scrolled
    }

    /// This overlay after the screen or the lists changed: nil when a list it shows has no
    /// line left (`w`, `!`), else at its place within what the new size scrolls.
    func following(_ context: some Context) -> OverlayMode? {
        if kind != .help, !context.hasLines(kind) { return nil }
        return scrolled(to: offset, in: context)
    }

    /// Draws the overlay over `grid`.
    func draw(on grid: inout CellGrid, in context: some Context) {
        context.overlay(kind).draw(on: &grid, offset: offset)
    }
}
