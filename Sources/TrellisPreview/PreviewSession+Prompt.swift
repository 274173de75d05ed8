import TrellisLayout
import TrellisRender
import TrellisTerminal

/// `:` and `/`: the prompt, go to, search, `n` and `N`, and the highlight of matches. Every
/// move to an item goes through ``reveal(_:)``.
extension PreviewSession {
    /// Opens a prompt of `kind` over the status line (not on a screen too small for a layout).
    func openPrompt(_ kind: Prompt.Kind) {
        guard !isTooSmall else { return }
        prompt = Prompt(kind: kind)
    }

    /// Gives `event` to the open prompt and returns true; false (the key map then has it) when
    /// no prompt is open, and for a resize, which the session always takes.
    func takePromptInput(_ event: InputEvent) -> Bool {
        if case .resize = event { return false }
        guard var prompt else { return false }
        message = nil
        switch prompt.handle(event) {
        case .editing: self.prompt = prompt
        case .cancelled: self.prompt = nil
        case .submitted(let text):
            self.prompt = nil
            switch prompt.kind {
            case .goTo: goTo(text); followView()
            case .search: search(text)
            }
        }
        return true
    }

    /// Draws the open prompt, if any, over the status line of `grid`.
    func drawPrompt(on grid: inout CellGrid) {
        guard let prompt, !isTooSmall else { return }
        prompt.draw(on: &grid, row: rows - 1)
    }

    // MARK: Go to

    /// Runs `:text`; a text that names no place says why in the status line and moves nothing.
    /// An empty one does nothing. `:p N` shows page `N` as the key `N` does.
    func goTo(_ text: String) {
        guard text.contains(where: { $0 != " " }) else { return }
        let parsed = GoToCommand.parse(text)
        if !countsItems, case .success(let command) = parsed, goToUncounted(command) { return }
        switch parsed.flatMap({ $0.resolve(counts: itemOrdinals, noun: pageNoun, pages: documents.count) }) {
        case .failure(let failure): message = failure.description
        case .success(.page(let index)): show(index)
        case .success(.item(let indexPath)): reveal(indexPath)
        case .success(.top): viewport.scrollToTop()
        case .success(.end): viewport.scrollToBottom()
        case .success(.fraction(let fraction)): scroll(toFraction: fraction)
        }
    }

    /// The current spec's item counts per section, as prefix sums (O(sections)).
    var itemOrdinals: ItemOrdinals {
        let counts = document.itemCounts
        return ItemOrdinals(counts: (0..<counts.numberOfSections).map { counts.numberOfItems(inSection: $0) })
    }

    /// Goes to the item at `indexPath`: the one way to an item (`:`, `/`, `n`, `N`). The layout
    /// is laid out through it (a lazy layout included), then the view scrolls so the item's
    /// leading edge along the scroll axis is at the top (left, for a sideways layout), or as
    /// near as the content allows; across the other axis the view moves only when the item is
    /// not wholly on screen. With pinned headers, the item goes just below its section's header,
    /// which stays at the top. While inspecting, the item is selected too. An item that does not
    /// exist moves nothing.
    func reveal(_ indexPath: IndexPath) {
        let viewport = self.viewport   // made (and its layout prepared) before the layout is asked
        let layout = document.layout
        guard let attributes = layout.layoutAttributesForItem(at: indexPath) else { return }
        let frame = attributes.frame
        let visible = viewport.visibleRect
        let sideways = document.scrollsHorizontally
        let top = framePinnedHeaderFree(attributes).minY
        let x = sideways || frame.minX < visible.minX || frame.maxX > visible.maxX ? frame.minX : visible.minX
        let y = !sideways || frame.minY < visible.minY || frame.maxY > visible.maxY ? top : visible.minY
        viewport.scroll(to: Point(x: x, y: y))
        viewport.revealOrthogonally(attributes)   // an item in a carousel: the carousel too
        if inspection != nil { select(Inspection.Element(kind: .cell, indexPath: indexPath)) }
    }

    /// `:P%`: the layout is completed (as `G` does), then the view goes `fraction` of the way
    /// from the top to the end along the scroll axis, rounded up to a whole row (or column) of
    /// the spec's scale.
    private func scroll(toFraction fraction: Double) {
        let viewport = self.viewport   // made (and its layout prepared) before the layout is completed
        document.layout.completeLayout()
        let scale = viewport.scale
        if document.scrollsHorizontally {
            viewport.scroll(toX: (fraction * viewport.maxOffsetX / scale.x).rounded(.up) * scale.x)
        } else {
            viewport.scroll(toY: (fraction * viewport.maxOffsetY / scale.y).rounded(.up) * scale.y)
        }
    }

    // MARK: Search

    /// Runs `/text`: the first match at or after the top of the view (``searchStart``), wrapping
    /// to the first of all. An empty text repeats the last pattern.
    package func search(_ text: String) {
        let pattern: String
        if text.isEmpty {
            guard let last = searchState.pattern else {
                message = "no previous search pattern"
                return
            }
            pattern = last
        } else {
            pattern = text
        }
        searchState.pattern = pattern
        guard countsItems else {
            return searchLaidOut(pattern, from: searchStart ?? IndexPath(item: 0, section: 0), including: true, forward: true)
        }
        go(to: SearchSteps.first(pattern, atOrAfter: searchStart ?? IndexPath(item: 0, section: 0), in: document.searcher),
           pattern)
    }

    /// `n` (forward) or `N`: the next or previous match after the one gone to last, or, when the
    /// view has moved since (or the spec changed), after the top of the view; wrapping at the ends.
    func findNext(forward: Bool) {
        guard let pattern = searchState.pattern else {
            message = "no previous search pattern: type / and a pattern"
            return
        }
        let origin: IndexPath
        if let last = searchState.current, last.document == current, last.source === document.layout,
           last.offset == viewport.contentOffset {
            origin = last.indexPath
        } else {
            origin = searchStart ?? IndexPath(item: -1, section: 0)
        }
        guard countsItems else { return searchLaidOut(pattern, from: origin, including: false, forward: forward) }
        let searcher = document.searcher
        go(to: forward ? SearchSteps.next(pattern, after: origin, in: searcher)
                       : SearchSteps.previous(pattern, before: origin, in: searcher),
           pattern)
    }

    /// The top of the view for a search: the first visible cell in index-path order (so no match
    /// on screen is passed over), nil when no cell is on screen.
    var searchStart: IndexPath? {
        viewport.visibleElements().lazy.filter { $0.kind == .cell }.map(\.indexPath).min()
    }

    /// Reveals `found` and remembers it, or says the pattern is not found.
    private func go(to found: SearchSteps.Found?, _ pattern: String) {
        guard let found else {
            message = "pattern not found: " + MessageText.escaped(pattern)
            return
        }
        reveal(found.indexPath)
        searchState.current = (current, document.layout, found.indexPath, viewport.contentOffset)
        if found.wrapped { message = "search wrapped" }
    }

    /// The highlight of the cells matching the last pattern, for the rasterizer; nil without one.
    var searchHighlights: CellHighlights? {
        guard searchState.pattern != nil else { return nil }
        let source = document.layout, searcher = document.searcher
        return CellHighlights { [unowned self] indexPath in self.searchState.matches(indexPath, in: source, searcher: searcher) }
    }
}
