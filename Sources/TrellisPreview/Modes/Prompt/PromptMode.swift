import TrellisLayout
import TrellisRender
import TrellisTerminal

/// The prompt mode: `:` (go to) and `/` (search), `n` and `N`, and the highlight of matches. It
/// owns the open prompt and what the search remembers (``SearchState``), and moves the view only
/// through its context (``PromptContext``, which the session gives it). Every move to an item
/// goes through ``reveal(_:in:)``.
///
/// ```swift
/// mode.open(.search, in: session)
/// mode.handle(.character("r"), in: session)   // .none: still typing
/// mode.findNext(forward: true, in: session)   // "search wrapped", or nil
/// ```
final class PromptMode {
    /// The `:` or `/` prompt, while one is open (it takes every key: ``handle(_:in:)``).
    private(set) var prompt: Prompt?
    /// The last search and its matches (`/`, `n`, `N`).
    private(set) var search = SearchState()

    /// A prompt mode with no prompt open and no search made.
    init() {}

    /// Opens a prompt of `kind` over the status line (not on a screen too small for a layout).
    func open(_ kind: Prompt.Kind, in context: some PromptContext) {
        guard !context.isTooSmall else { return }
        prompt = Prompt(kind: kind)
    }

    /// Gives `event` to the open prompt and returns what it leaves; nil (the key map then has
    /// it) when no prompt is open, and for a resize, which the session always takes.
    func handle(_ event: InputEvent, in context: some PromptContext) -> PreviewOutcome? {
        if case .resize = event { return nil }
        guard var prompt else { return nil }
        switch prompt.handle(event) {
        case .editing:
            self.prompt = prompt
            return PreviewOutcome.none
        case .cancelled:
            self.prompt = nil
            return PreviewOutcome.none
        case .submitted(let text):
            self.prompt = nil
            switch prompt.kind {
            case .goTo:
                let outcome = goTo(text, in: context)
                context.followView()
                return outcome
            case .search:
                return .saying(search(text, in: context))
            }
        }
    }

    /// Draws the open prompt, if any, over the status line of `grid` (row `row`).
    func draw(on grid: inout CellGrid, row: Int) {
        prompt?.draw(on: &grid, row: row)
    }

    // MARK: Go to

    /// Runs `:text`; a text that names no place says why (the message) and moves nothing. An
    /// empty one does nothing. `:p N` shows page `N` as the key `N` does.
    func goTo(_ text: String, in context: some PromptContext) -> PreviewOutcome {
        guard text.contains(where: { $0 != " " }) else { return .none }
        let parsed = GoToCommand.parse(text)
        if !context.countsItems, case .success(let command) = parsed, let outcome = goToUncounted(command, in: context) {
            return outcome
        }
        let viewport = context.viewport
        switch parsed.flatMap({ $0.resolve(counts: itemOrdinals(of: context.page), noun: context.pageNoun, pages: context.pageCount) }) {
        case .failure(let failure): return .message(failure.description)
        case .success(.page(let index)): context.show(index)
        case .success(.item(let indexPath)): reveal(indexPath, in: context)
        case .success(.top): viewport.scrollToTop()
        case .success(.end): viewport.scrollToBottom()
        case .success(.fraction(let fraction)): scroll(toFraction: fraction, in: context)
        }
        return .none
    }

    /// `:` on a page without counts, for the commands that name an item: `:N` says what it
    /// needs, `:S.I` asks the layout. Returns nil for the others (`:P%`, `:top`, `:end`), which
    /// go as on any page; else what it says.
    private func goToUncounted(_ command: GoToCommand, in context: some PromptContext) -> PreviewOutcome? {
        switch command {
        case .ordinal(let n):
            return .message(":\(n) needs the item counts: " + PreviewSession.countsAdvice)
        case .item(let section, let item):
            if section < 0 { return .message("no section \(section) (sections count from 0)") }
            if item < 0 { return .message("no item \(section).\(item) (items count from 0)") }
            if context.viewport.layout.layoutAttributesForItem(at: LayoutIndexPath(item: item, section: section)) == nil {
                return .message("no item \(section).\(item) in the layout")
            }
            reveal(LayoutIndexPath(item: item, section: section), in: context)
            return PreviewOutcome.none
        case .percent, .top, .end, .page:
            return nil
        }
    }

    /// `page`'s item counts per section, as prefix sums (O(sections)).
    private func itemOrdinals(of page: PreviewPage) -> ItemOrdinals {
        let counts = page.itemCounts
        return ItemOrdinals(counts: (0..<counts.numberOfSections).map { counts.numberOfItems(inSection: $0) })
    }

    /// Goes to the item at `indexPath`: the one way to an item (`:`, `/`, `n`, `N`). The layout
    /// is laid out through it (a lazy layout included), then the view scrolls so the item's
    /// leading edge along the scroll axis is at the top (left, for a horizontal layout), or as
    /// near as the content allows; across the other axis the view moves only when the item is
    /// not wholly on screen. With headers pinned to the visible bounds, the item goes just below
    /// its section's header, which stays at the top. While inspecting, the item is selected too.
    /// An item that does not exist moves nothing.
    func reveal(_ indexPath: LayoutIndexPath, in context: some PromptContext) {
        let viewport = context.viewport   // made (and its layout prepared) before the layout is asked
        let layout = context.page.layout
        guard let attributes = layout.layoutAttributesForItem(at: indexPath) else { return }
        let frame = attributes.frame
        let visible = viewport.visibleRect
        let horizontal = context.page.scrollsHorizontally
        let top = context.frameClearOfHeadersPinnedToVisibleBounds(attributes).minY
        let x = horizontal || frame.minX < visible.minX || frame.maxX > visible.maxX ? frame.minX : visible.minX
        let y = !horizontal || frame.minY < visible.minY || frame.maxY > visible.maxY ? top : visible.minY
        viewport.scroll(to: Point(x: x, y: y))
        viewport.revealOrthogonally(attributes)   // an item in an orthogonal section: the section too
        if context.inspection != nil { context.select(Inspection.Element(kind: .cell, indexPath: indexPath)) }
    }

    /// `:P%`: the layout is completed (as `G` does), then the view goes `fraction` of the way
    /// from the top to the end along the scroll axis, rounded up to a whole row (or column) of
    /// the page's scale.
    private func scroll(toFraction fraction: Double, in context: some PromptContext) {
        let viewport = context.viewport   // made (and its layout prepared) before the layout is completed
        context.page.layout.completeLayout()
        let scale = viewport.scale
        if context.page.scrollsHorizontally {
            viewport.scroll(toX: (fraction * viewport.maxOffsetX / scale.x).rounded(.up) * scale.x)
        } else {
            viewport.scroll(toY: (fraction * viewport.maxOffsetY / scale.y).rounded(.up) * scale.y)
        }
    }

    // MARK: Search

    /// Runs `/text`: the first match at or after the top of the view (``searchStart(in:)``),
    /// wrapping to the first of all. An empty text repeats the last pattern. Returns the message,
    /// if any.
    func search(_ text: String, in context: some PromptContext) -> String? {
        let pattern: String
        if text.isEmpty {
            guard let last = search.pattern else { return "no previous search pattern" }
            pattern = last
        } else {
            pattern = text
        }
        search.pattern = pattern
        let start = searchStart(in: context) ?? LayoutIndexPath(item: 0, section: 0)
        guard context.countsItems else {
            return searchLaidOut(pattern, from: start, including: true, forward: true, in: context)
        }
        return go(to: SearchSteps.first(pattern, atOrAfter: start, in: context.page.searcher), pattern, in: context)
    }

    /// `n` (forward) or `N`: the next or previous match after the one gone to last, or, when the
    /// view has moved since (or the page changed), after the top of the view; wrapping at the
    /// ends. Returns the message, if any.
    func findNext(forward: Bool, in context: some PromptContext) -> String? {
        guard let pattern = search.pattern else { return "no previous search pattern: type / and a pattern" }
        let origin: LayoutIndexPath
        if let last = search.current, last.document == context.current, last.source === context.page.layout,
           last.offset == context.viewport.contentOffset {
            origin = last.indexPath
        } else {
            origin = searchStart(in: context) ?? LayoutIndexPath(item: -1, section: 0)
        }
        guard context.countsItems else { return searchLaidOut(pattern, from: origin, including: false, forward: forward, in: context) }
        let searcher = context.page.searcher
        return go(to: forward ? SearchSteps.next(pattern, after: origin, in: searcher)
                              : SearchSteps.previous(pattern, before: origin, in: searcher),
                  pattern, in: context)
    }

    /// The top of the view for a search: the first visible cell in index-path order (so no match
    /// on screen is passed over), nil when no cell is on screen.
    private func searchStart(in context: some PromptContext) -> LayoutIndexPath? {
        context.viewport.visibleElements().lazy.filter { $0.category == .cell }.map(\.indexPath).min()
    }

    /// Reveals `found` and remembers it, or says the pattern is not found; returns the message.
    private func go(to found: SearchSteps.Found?, _ pattern: String, in context: some PromptContext) -> String? {
        guard let found else { return "pattern not found: " + MessageText.escaped(pattern) }
        goToMatch(found.indexPath, in: context)
        return found.wrapped ? "search wrapped" : nil
    }

    /// Reveals the match `found` and remembers it (where `n` goes on from).
    private func goToMatch(_ found: LayoutIndexPath, in context: some PromptContext) {
        reveal(found, in: context)
        search.current = (context.current, context.page.layout, found, context.viewport.contentOffset)
    }

    /// `/`, `n` or `N` on a page without counts: the first match after `origin` (at or after it
    /// when `including`), or the last before it (`forward` false), among the cells laid out near
    /// the view; it is gone to and remembered. When none lies that way:
    ///
    /// - if the whole page lies within reach (its content size is exact and inside the band), the
    ///   search wraps as on a counted page: to the first (or last) match, `search wrapped`, or
    ///   `pattern not found`;
    /// - else the message says what the band holds: no match (`not found within`), only one
    ///   (`only match within`: a visible one is never called not found), or none that way
    ///   (`no later` / `no earlier match within`), with what to adopt to search every item.
    ///
    /// Returns the message, if any.
    private func searchLaidOut(_ pattern: String, from origin: LayoutIndexPath, including: Bool, forward: Bool,
                               in context: some PromptContext) -> String? {
        let searcher = context.page.searcher
        let viewport = context.viewport
        let band = LaidOutCells.reachBand(around: viewport.visibleRect, viewport: viewport)
        let matches = LaidOutCells.cells(in: band, of: viewport.layout).filter { searcher.itemMatches(pattern, at: $0) }
        let ahead = matches.filter { indexPath in
            forward ? (including ? indexPath >= origin : indexPath > origin) : indexPath < origin
        }
        if let found = forward ? ahead.min() : ahead.max() {
            goToMatch(found, in: context)
            return nil
        }
        if LaidOutCells.wholeLayoutLies(in: band, layout: viewport.layout) {
            guard let found = forward ? matches.min() : matches.max() else {
                return "pattern not found: " + MessageText.escaped(pattern)
            }
            goToMatch(found, in: context)
            return "search wrapped"
        }
        let what: String
        switch Set(matches).count {
        case 0: what = "not found"
        case 1: what = "only match"
        default: what = forward ? "no later match" : "no earlier match"
        }
        return "\(what) within \(Int(InspectMode.reachInScreens)) screens: \(MessageText.escaped(pattern)); "
            + "to search every item, " + PreviewSession.countsAdvice
    }

    /// The highlight of the cells matching the last pattern on `page`, for the rasterizer; nil
    /// without one.
    func highlights(on page: PreviewPage) -> CellHighlights? {
        guard search.pattern != nil else { return nil }
        let source = page.layout, searcher = page.searcher
        return CellHighlights { [unowned self] indexPath in self.search.matches(indexPath, in: source, searcher: searcher) }
    }
}

/// What the prompt mode needs of the session: the page shown and its viewport, the pages, and
/// the few moves it asks for (show a page, select an element, follow the view).
protocol PromptContext: AnyObject {
    /// Whether the screen is too small for a layout (no prompt opens then).
    var isTooSmall: Bool { get }
    /// The index of the page shown.
    var current: Int { get }
    /// The page shown.
    var page: PreviewPage { get }
    /// How many pages there are.
    var pageCount: Int { get }
    /// What a page is called (`:p N` beyond the last says `there are only 3 pages`).
    var pageNoun: String { get }
    /// The page shown's viewport.
    var viewport: Viewport { get }
    /// Whether the page shown's items can be counted.
    var countsItems: Bool { get }
    /// Inspect mode's state, nil outside it (a go-to then selects the item).
    var inspection: Inspection? { get }
    /// Shows page `index`.
    func show(_ index: Int)
    /// Selects `element` in inspect mode and scrolls to show it.
    func select(_ element: Inspection.Element)
    /// After a go-to in inspect mode, the selection follows the view.
    func followView()
    /// `attributes`' frame, below any header pinned to the visible bounds over it.
    func frameClearOfHeadersPinnedToVisibleBounds(_ attributes: LayoutAttributes) -> Rect
}

/// The cells a layout has laid out near the view, for the moves on a page whose items cannot be
/// counted: one rect query over ``PreviewSession/reachInScreens`` screens, never a walk.
enum LaidOutCells {
    /// `rect` grown by ``PreviewSession/reachInScreens`` screens (the larger of the view's width
    /// and height) on every side.
    static func reachBand(around rect: Rect, viewport: Viewport) -> Rect {
        let size = viewport.size
        let reach = InspectMode.reachInScreens * max(size.width, size.height, 1)
        return Rect(x: rect.minX - reach, y: rect.minY - reach, width: rect.width + 2 * reach, height: rect.height + 2 * reach)
    }

    /// The index paths of the cells `layout` lays out in `band`: one rect query.
    static func cells(in band: Rect, of layout: any CollectionLayout) -> [LayoutIndexPath] {
        layout.layoutAttributesForElements(in: band).lazy.filter { $0.category == .cell }.map(\.indexPath)
    }

    /// Whether every element of `layout` lies within `band`: its content size is exact and
    /// inside it (so a search of the band is a search of every item).
    static func wholeLayoutLies(in band: Rect, layout: any CollectionLayout) -> Bool {
        guard layout.isContentSizeExact else { return false }
        let size = layout.collectionViewContentSize
        return band.contains(Rect(x: 0, y: 0, width: size.width, height: size.height))
    }
}
