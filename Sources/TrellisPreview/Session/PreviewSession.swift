import TrellisDoctor
import TrellisLayout
import TrellisRender
import TrellisTerminal

/// The previewer's state and behaviour, without a terminal: pages (specs, in the app), the
/// current one, its viewport, the adjustments, the help overlay, a message for the status line.
/// The terminal loop (``Previewer``) feeds it actions and sizes and draws the grids it composes,
/// so everything here is testable headless.
package final class PreviewSession {
    /// The pages, in order.
    package let documents: [PreviewPage]
    /// The index of the page on screen.
    private(set) var current = 0
    /// The overlay mode (help, warnings, diagnostics), if an overlay is shown. While one is
    /// shown, keys act on it, never on the layout under it, and `q` closes it rather than quitting.
    private(set) var overlayMode: OverlayMode?
    /// Which overlay is shown, if any.
    var overlay: OverlayMode.Kind? { overlayMode?.kind }
    /// How far the overlay's lines are scrolled.
    var overlayOffset: Int { overlayMode?.offset ?? 0 }
    /// Whether the help overlay is shown.
    var showsHelp: Bool { overlay == .help }
    /// A message for the status line (`reloaded`, a refused key), shown until the next action.
    package private(set) var message: String?
    /// The prompt mode: `:` and `/`, `n` and `N`, the match highlight (Modes/Prompt/PromptMode.swift).
    let promptMode = PromptMode()
    /// The `:` or `/` prompt, while one is open (it takes every key: ``takePromptInput(_:)``).
    var prompt: Prompt? { promptMode.prompt }
    /// Inspect mode (Modes/Inspect/InspectMode.swift): the selection, the panel, the moves.
    private(set) lazy var inspectMode = InspectMode(context: self)
    /// Inspect mode's state and selection (`i`); nil outside it.
    var inspection: Inspection? {
        get { inspectMode.inspection }
        set { inspectMode.inspection = newValue }
    }
    /// The key adjustments, shared by every page.
    private(set) var adjustments = Adjustments()
    /// The terminal's width, in cells.
    package private(set) var width: Int
    /// The terminal's height, in cells.
    package private(set) var height: Int
    /// What the session keeps of each page (its viewport, content width, adjustments shown and
    /// reload error), in the pages' order.
    var pageStates: [PageState]
    /// The current page's content width (``PageState/contentWidth``); nil while it follows the
    /// terminal. Set it with `setContentWidth(_:)`, which reflows.
    var contentWidth: Double? { pageStates[current].contentWidth }
    /// How many times the files were reloaded (a loaded page may have changed).
    private var reloads = 0
    /// Each page whose last reload failed, or whose content has not loaded, with its error
    /// (``PageState/reloadError``), in the pages' order.
    var reloadErrors: [(page: Int, error: String)] {
        pageStates.indices.compactMap { index in pageStates[index].reloadError.map { (index, $0) } }
    }
    /// Whether the files are watched (a fixed file loads by itself), for what a page whose
    /// content did not load says.
    package var watchesFiles = false
    /// The last ``counterRanges(of:)`` and what they were worked out for.
    private var cachedCounterRanges: (key: CounterRangesKey, ranges: CounterRanges)?
    /// Whether the status line shows the `2 warnings — press w` notice (`render`, where no key
    /// can be pressed and the warnings go to stderr, turns it off).
    package var showsWarningsNotice = true
    /// What `r` says when no page has a file.
    package var nothingToReloadMessage = "no page has a file to reload"
    /// How long the last frame took to compose.
    private var lastFrameTime: Duration?
    /// The grid frames are composed into, kept so that a frame allocates no new one.
    private var grid = CellGrid(width: 0, height: 0)
    /// What the last composed frame showed: which viewport, at which content cell (x, y), at
    /// which size; nil for a frame without a layout.
    private var lastPlace: Place?
    /// The place the view had before a run of resizes (which viewport, and its anchor), kept
    /// until anything else happens: each size of the run starts from it, so a resize and back
    /// shows the screen it left even where a size on the way scrolled (inspect mode revealing
    /// its selection beside the panel, the content's end clamping the view).
    private var placeBeforeResizes: (viewport: ObjectIdentifier, anchor: ScrollAnchor)?
    /// Where a frame's content comes from, for ``ComposedFrame/scrolledRows``.
    private struct Place: Equatable {
        var viewport: ObjectIdentifier
        var x: Int
        var y: Int
        var width: Int
        var height: Int
    }

    /// The smallest terminal that shows a layout.
    package static let minimumWidth = 10, minimumHeight = 3

    /// Whether the terminal is too small for a layout (it shows ``TooSmallNotice`` instead).
    var isTooSmall: Bool { width < Self.minimumWidth || height < Self.minimumHeight }

    /// How the messages and the help speak of the pages: ``PageWording/page``, or the pages' own words.
    let pageWording: PageWording
    /// What the messages and the help call a page (``PageWording/noun``).
    var pageNoun: String { pageWording.noun }
    /// `h`/`l` on the page shown: an orthogonal section, else the view (``HorizontalScroll``).
    var horizontalScroll: HorizontalScroll {
        let overflows = contentWidth.map { ContentWidth.cells(forWidth: $0, pointsPerCell: pointsPerColumn) > contentArea.width } ?? false
        return HorizontalScroll(page: document, viewport: viewport, contentWidthOverflows: overflows)
    }
    /// The rows the diagnostics line takes from the layout: 1 while a reload failed or the layout
    /// shown has problems (the layout doctor's errors and warnings), else 0.
    var diagnosticsRows: Int { pageStates.contains { $0.reloadError != nil } || !layoutProblems.isEmpty ? 1 : 0 }
    /// The diagnostics line and the `!` list (``Diagnostics``).
    var diagnostics: Diagnostics {
        Diagnostics(errors: reloadErrors.map(\.error), pages: documents, layoutProblems: layoutProblems, layoutTitle: document.displayTitle)
    }
    /// The words for the pages, in the messages and the help.
    var pageWords: PageWords { PageWords(wording: pageWording, count: documents.count) }
    /// The `?` help for the current page (``HelpContent``).
    var helpGroups: [HelpOverlay.Group] { HelpContent.groups(for: document, among: documents, wording: pageWording) }

    /// A session over `documents` on a terminal of `width` x `height` cells; `wording` is how the
    /// messages and the help speak of the pages (nil: the pages' own words, else ``PageWording/page``).
    package init(pages documents: [PreviewPage], width: Int, height: Int, wording: PageWording? = nil) {
        self.documents = documents
        pageWording = wording ?? documents.lazy.compactMap(\.wording).first ?? .page
        self.width = width
        self.height = height
        pageStates = documents.map { PageState(reloadError: $0.loadFailure) }
    }

    /// The current page.
    package var document: PreviewPage { documents[current] }

    /// The current page's viewport.
    package var viewport: Viewport {
        if let viewport = pageStates[current].viewport { return viewport }
        let viewport = Viewport(layout: document.layout, size: contentSize, scale: document.cellScale)
        pageStates[current].viewport = viewport
        document.rereadWarnings()   // the viewport prepared the layout
        return viewport
    }

    /// Applies `action` and returns what the loop does next (``PreviewOutcome``); the message
    /// line shows the outcome's message until the next action.
    @discardableResult
    package func perform(_ action: PreviewAction) -> PreviewOutcome {
        // Any other action makes where the view is now the place a later resize keeps.
        if action != .resize { placeBeforeResizes = nil }
        let outcome = outcome(of: action)
        showMessage(of: outcome)
        return outcome
    }

    /// Takes in work that finished outside the key loop (``PreviewEvent``).
    /// Returns whether the screen may have changed, so the loop draws a frame: always, but for
    /// the layout doctor's results, which change it only when they change the problems (the
    /// diagnostics line, the `!` list).
    @discardableResult
    package func receive(_ event: PreviewEvent) -> Bool {
        switch event {
        case .filesChanged(let pages):
            placeBeforeResizes = nil
            reload(pages)
        case .clipboardDelivered(let delivered, let line):
            placeBeforeResizes = nil
            if !delivered { showMessage(of: .message("not copied (the terminal has no clipboard): " + line)) }
        case .frameChecked(let check):
            guard check.page == current, let checkup = checkup(creating: true),
                  checkup.subject == check.layout, checkup.width == check.width else { return false }
            return showLayoutProblems { checkup.note(frameFindings: check.findings) }
        case .layoutExamined(let examined):
            guard examined.page == current, let checkup = shownCheckup, ObjectIdentifier(checkup) == examined.checkup else { return false }
            return showLayoutProblems { checkup.record(examined.report) }
        }
        return true
    }

    /// The one place the message line changes: it shows what `outcome` says (nothing for most).
    func showMessage(of outcome: PreviewOutcome) {
        message = outcome.message
    }

    /// Applies `action`; returns what it leaves for the loop.
    private func outcome(of action: PreviewAction) -> PreviewOutcome {
        // A terminal too small for the layout shows no overlay either, and its notice says
        // that q quits: then it does.
        if let overlayMode, !isTooSmall {
            self.overlayMode = overlayMode.performing(action, in: self)
            return .none
        }
        if !document.isLoaded, let refusal = LoadFailurePage.refusal(of: action, title: document.displayTitle) {
            return .message(refusal)
        }
        var outcome = PreviewOutcome.none
        switch action {
        case .quit: return .quit
        case .scrollLines(let n):
            // j/k and the wheel move along a layout's only scroll axis; in a horizontally
            // scrolling layout they first scroll its leftmost vertically scrolling section on screen.
            if viewport.scrollsHorizontally {
                let vertical = horizontalScroll.scrollVerticalSection(n)
                if vertical.scrolled { outcome = .saying(vertical.message); break }
                viewport.scrollHorizontally(byCells: n)
            } else {
                viewport.scroll(byLines: n)
            }
        case .scrollHalfPages(let n): viewport.scroll(byHalfPages: n)
        case .scrollPages(let n): viewport.scroll(byPages: n)
        case .scrollHorizontally(let n): outcome = .saying(horizontalScroll.scroll(n))
        case .top: viewport.scrollToTop()
        case .bottom: viewport.scrollToBottom()
        case .nextPage(let forward): show((current + (forward ? 1 : documents.count - 1)) % documents.count)
        case .page(let index):
            if documents.indices.contains(index) { show(index) } else { outcome = .message(pageWords.pageKeyMessage(index)) }
        case .columns(let delta): outcome = .saying(stepColumns(by: delta))
        case .spacing(let delta): outcome = .saying(stepSpacing(by: delta))
        case .contentWidth(let delta): outcome = .saying(stepContentWidth(by: delta))
        case .followTerminalWidth: outcome = .saying(followTerminalWidth())
        case .toggleSectionHeadersPinToVisibleBounds:
            if let refusal = document.refusalIfUnsupported(.sectionHeadersPinToVisibleBounds) { outcome = .message(refusal); break }
            adjust { $0.sectionHeadersPinToVisibleBounds = !($0.sectionHeadersPinToVisibleBounds ?? (document.unadjustedValues.sectionHeadersPinToVisibleBounds ?? false)) }
        case .toggleDirection:
            if let refusal = document.refusalIfUnsupported(.direction) { outcome = .message(refusal); break }
            adjust { $0.direction = ($0.direction ?? document.unadjustedValues.direction ?? .leftToRight) == .leftToRight ? .rightToLeft : .leftToRight }
        case .cycleAlignment:
            if let refusal = document.refusalIfUnsupported(.alignment) { outcome = .message(refusal); break }
            adjust { $0.alignment = Adjustments.next(after: $0.alignment ?? document.unadjustedValues.alignment ?? .left) }
        case .cycleOrder:
            if let refusal = document.refusalIfUnsupported(.order) { outcome = .message(refusal); break }
            adjust { $0.order = Adjustments.next(after: $0.order ?? document.unadjustedValues.order ?? .shortestFirst) }
        case .resetAdjustments: outcome = .saying(resetAdjustments())
        case .reload: outcome = .message(reloadFiles())
        case .toggleHelp: open(.help)
        case .openPrompt(let kind): promptMode.open(kind, in: self)
        case .findNext(let forward): outcome = .saying(promptMode.findNext(forward: forward, in: self))
        case .toggleWarnings:
            if warningLines.isEmpty { outcome = .message("\(document.displayTitle): no warnings") } else { open(.warnings) }
        case .toggleDiagnostics:
            if !diagnostics.lines.isEmpty { open(.diagnostics) }
            else if isTooLargeToExamine {
                outcome = .message("no errors or warnings in the frames shown; layouts over 100,000 items are not examined here: "
                                   + "run trellis doctor")
            }
            else if shownCheckup?.isExamining == true { outcome = .message("no errors or warnings so far; the layout doctor is still examining this layout") }
            else { outcome = .message("no errors or warnings") }
        case .toggleInspect, .moveSelection, .nextItem, .click, .copySelection: outcome = performInspect(action)
        case .dismiss: if inspection != nil { leaveInspect() }
        case .redraw: outcome = .redraw
        case .resize: break
        }
        followScroll(after: action)
        return outcome
    }

    /// Opens the overlay of `kind` at its first line.
    private func open(_ kind: OverlayMode.Kind) {
        overlayMode = OverlayMode(kind)
    }

    /// What `w` lists for the current page: its failed reload's error first (or the error its
    /// content did not load with), then its warnings.
    private var warningLines: [String] {
        (pageStates[current].reloadError.map { [(document.isLoaded ? "reload failed: " : "did not load: ") + $0] } ?? []) + document.warnings
    }

    /// `+`/`-`: one column more or fewer, stepped from where the count takes effect on this
    /// page, so it never runs past the point where the layout stops changing. Returns the
    /// message saying why nothing changed, if so.
    private func stepColumns(by delta: Int) -> String? {
        if let refusal = document.refusalIfUnsupported(.columns) { return refusal }
        guard let range = counterRanges.columns else { return nil }
        let stepped = (adjustments.columnDelta.clamped(to: range) + delta).clamped(to: range)
        if stepped == adjustments.columnDelta.clamped(to: range) {
            return delta < 0 ? "every section has 1 column" : "no more columns fit"
        }
        adjust { $0.columnDelta = stepped }
        return nil
    }

    /// `]`/`[`: every spacing one wider or narrower, stepped like ``stepColumns(by:)``.
    private func stepSpacing(by delta: Int) -> String? {
        if let refusal = document.refusalIfUnsupported(.spacing) { return refusal }
        let range = counterRanges.spacing
        let current = adjustments.spacingDelta.clamped(to: range)
        let stepped = (current + Double(delta)).clamped(to: range)
        if stepped == current {
            return delta < 0 ? "every spacing is 0" : "spacing as wide as the screen"
        }
        adjust { $0.spacingDelta = stepped }
        return nil
    }

    /// Where the counters act on the current page at the current width; worked out over every
    /// section only when the page, the width, the spacing or the file changed, not per frame.
    private var counterRanges: CounterRanges { counterRanges(of: current) }

    /// Where the counters act on page `index` at the current width (cached like ``counterRanges``).
    private func counterRanges(of index: Int) -> CounterRanges {
        // The counters work in cells: the layout's width in columns of that page's scale.
        let width = Int((layoutWidth / Self.pointsPerColumn(of: documents[index])).rounded(.down))
        let key = CounterRangesKey(document: index, width: width, spacingDelta: adjustments.spacingDelta, reloads: reloads)
        if let cached = cachedCounterRanges, cached.key == key { return cached.ranges }
        let ranges = documents[index].counterRanges(width: width, spacingDelta: adjustments.spacingDelta)
        cachedCounterRanges = (key, ranges)
        return ranges
    }

    /// The adjustments as they act on page `index` at the current width.
    private func effectiveAdjustments(of index: Int) -> Adjustments {
        adjustments.isEmpty ? adjustments
            : adjustments.effective(supporting: documents[index].adjustable?.supportedAdjustments ?? [], ranges: counterRanges(of: index))
    }

    /// What ``counterRanges`` depends on.
    private struct CounterRangesKey: Equatable {
        var document: Int
        var width: Int
        var spacingDelta: Double
        var reloads: Int
    }

    /// The terminal now has this size: the layout re-prepares only if the width changed, and the
    /// first visible item stays in view (the viewport anchors it).
    package func resize(width: Int, height: Int) {
        if !isTooSmall, placeBeforeResizes?.viewport != ObjectIdentifier(viewport) {
            placeBeforeResizes = (ObjectIdentifier(viewport), viewport.scrollAnchor())
        }
        self.width = width
        self.height = height
        reflowToContentArea()
        // An overlay keeps its place, within the lines the new size scrolls.
        overlayMode = overlayMode?.following(self)
    }

    /// The content area changed (a resize, a content width): the layout follows, keeping the
    /// place (the viewport anchors it).
    func reflowToContentArea() {
        // A counter may act differently at the new width (fewer columns fit): follow it. Then
        // the layout follows at once, as the next frame would make it, so keys applied before
        // that frame (a coalesced batch) act on the new size.
        guard !isTooSmall else { return }
        showAdjustments()
        fitViewport()
        if let place = placeBeforeResizes, place.viewport == ObjectIdentifier(viewport) { viewport.restore(place.anchor) }
        revealSelection()
    }

    /// The whole screen for the current state; the status line shows the previous frame's time
    /// (the first frame its own: what its layout and drawing took) unless `showingFrameTime` is
    /// false. Composing changes nothing the keys act on: it draws the model as it is (the
    /// viewport was sized when the screen changed, ``fitViewport()``).
    package func compose(showingFrameTime: Bool = true) -> ComposedFrame {
        let clock = ContinuousClock()
        let start = clock.now
        var place: Place?
        var layoutCheck: FrameLayoutCheck?
        if isTooSmall {
            grid = TooSmallNotice.grid(width: width, height: height, minimumWidth: Self.minimumWidth, minimumHeight: Self.minimumHeight)
        } else {
            let status: StatusInfo
            if document.isLoaded {
                let drawn = composeLayout(showingFrameTime: showingFrameTime)
                status = drawn.status
                // Handed back by the loop (``receive(_:)``); a session without the loop, `render`'s, shows no finding.
                layoutCheck = FrameLayoutCheck(page: current, layout: ObjectIdentifier(document.layout),
                                               width: viewport.size.width, findings: drawn.layoutFindings)
            } else {
                status = composeLoadFailure(showingFrameTime: showingFrameTime)
            }
            if showingFrameTime, lastFrameTime == nil {
                // No frame before this one: the status line shows this frame's own time so far.
                var timed = status
                timed.frameTime = clock.now - start
                grid.drawStatusLine(timed, row: height - 1)
            }
            diagnostics.drawLine(on: &grid, row: areaAboveStatus.y + areaAboveStatus.height)
            if document.isLoaded { ContentWidth.drawFrame(contentPlacement, on: &grid) }
            drawInspection(on: &grid)
            if let message { grid.drawMessageLine(message, row: height - 1) }
            if !isTooSmall { promptMode.draw(on: &grid, row: height - 1) }
            overlayMode?.draw(on: &grid, in: self)
            let offset = Rasterizer.offsetCells(viewport.contentOffset, scale: viewport.scale)
            place = Place(viewport: ObjectIdentifier(viewport), x: offset.x, y: offset.y,
                          width: width, height: height)
        }
        var scrolledRows = 0
        if let place, let last = lastPlace, last.viewport == place.viewport, last.x == place.x,
           last.width == place.width, last.height == place.height {
            scrolledRows = place.y - last.y
        }
        // A panel beside or below the content would scroll with it.
        if inspection != nil { scrolledRows = 0 }
        lastPlace = place
        lastFrameTime = clock.now - start
        return ComposedFrame(grid: grid, scrolledRows: scrolledRows, layoutCheck: layoutCheck)
    }

    /// Draws the current page's layout and status line into ``grid``; returns the status and
    /// what the frame's layout checks found.
    private func composeLayout(showingFrameTime: Bool) -> (status: StatusInfo, layoutFindings: [LayoutFinding]) {
        let viewport = viewport   // first: a page's first viewport prepares its layout, and its warnings are read again
        let drawn = composer().draw(viewport: viewport, width: width, height: height, content: contentArea,
                                    lastFrameTime: showingFrameTime ? lastFrameTime : nil, into: &grid)
        return (drawn.status, drawn.layoutFindings)
    }

    /// Draws the current page, whose content did not load, into ``grid``: its error where the
    /// layout would be (over every column, a content width aside), and a status line without a
    /// layout's figures. Returns the status.
    private func composeLoadFailure(showingFrameTime: Bool) -> StatusInfo {
        grid.reset(width: width, height: height)
        LoadFailurePage.draw(title: document.displayTitle, error: pageStates[current].reloadError ?? "", watched: watchesFiles,
                             in: areaAboveStatus, on: &grid)
        let status = composer().statusInfoWithoutLayout(lastFrameTime: showingFrameTime ? lastFrameTime : nil)
        grid.drawStatusLine(status, row: height - 1)
        return status
    }

    /// The composer for the current page (what the status line says).
    func composer() -> ScreenComposer {
        var composer = ScreenComposer(title: document.displayTitle, layoutName: document.layoutName,
                                      // Unknown counts (-1) are left off the status line, not shown as 0.
                                      numberOfSections: document.counts == nil ? -1 : document.numberOfSections,
                                      numberOfItems: document.numberOfItems, labels: document.labels)
        composer.pageIndex = documents.count > 1 ? "[\(current + 1)/\(documents.count)]" : ""
        composer.lengthUnit = document.lengthUnit
        composer.scrollsHorizontally = document.scrollsHorizontally
        composer.adjustments = effectiveAdjustments(of: current).summary(from: document.unadjustedValues)
        let count = document.warnings.count
        let warnings = count == 0 || !showsWarningsNotice ? "" : "\(count) warning\(count == 1 ? "" : "s") — press w"
        let stale = pageStates[current].reloadError == nil ? "" : document.isLoaded ? "reload failed — r to retry" : LoadFailurePage.notice
        let sideways = showsWarningsNotice ? horizontalScroll.notice : ""  // keys, as the warnings notice: not in `render`
        composer.notice = [stale, warnings, sideways].filter { !$0.isEmpty }.joined(separator: " · ")
        composer.contentWidth = contentWidth.map { ContentWidth.statusText(width: $0, unit: composer.lengthUnit) } ?? ""
        composer.rasterizer.highlights = promptMode.highlights(on: document)
        return composer
    }

    /// Shows page `index` (Tab, `1`–`9`, `:p N`).
    func show(_ index: Int) {
        current = index
        // A page whose content did not load has nothing to inspect.
        if !document.isLoaded { leaveInspect() }
        // A page shown again keeps its scroll position; its layout follows the current size and
        // the adjustments made since it was last shown.
        if !showAdjustments() { fitViewport() }
    }

    /// The one place the viewport is resized: the current page's viewport takes the size of the
    /// content area (``contentSize``), re-preparing its layout only if the width changed, and
    /// keeping the place (the viewport anchors it). Every change of the content area (a resize,
    /// a content width, the diagnostics line coming or going, another page shown) ends here;
    /// composing a frame never resizes.
    private func fitViewport() {
        guard !isTooSmall else { return }
        viewport.resize(to: contentSize)
    }

    /// `=`: every adjustment dropped and every page's content width too, so each shows its own
    /// values at the terminal's width again, the page shown keeping its place as a width change
    /// does (the others follow when shown); returns the message saying so when there is nothing
    /// to reset.
    private func resetAdjustments() -> String? {
        guard !adjustments.isEmpty || pageStates.contains(where: { $0.contentWidth != nil }) else {
            return "no adjustments or content width to reset"
        }
        adjustments = Adjustments()
        for index in pageStates.indices { pageStates[index].contentWidth = nil }
        reflowToContentArea()
        return nil
    }

    private func adjust(_ change: (inout Adjustments) -> Void) {
        var changed = adjustments
        change(&changed)
        guard changed != adjustments else { return }
        adjustments = changed
        // In inspect mode the selected element stays in sight wherever the new layout put it.
        if showAdjustments() { revealSelection() }
    }

    /// Rebuilds the current page's layout when the adjustments as they act on it (at this width)
    /// differ from those it was built with, so the screen always shows what the status line says.
    /// Other pages follow when they are shown. Returns whether it rebuilt.
    @discardableResult
    private func showAdjustments() -> Bool {
        guard effectiveAdjustments(of: current) != (pageStates[current].shownAdjustments ?? Adjustments()) else { return false }
        rebuild(current)
        return true
    }

    /// `r`: reloads every page's file from disk (the built-in gallery has none: it says so, and
    /// claims nothing). `reloaded` when every file loaded; else `reload failed — r to retry`
    /// (`reload failed for 2 files — r to retry`), the words the status line keeps while the
    /// stale page is shown; a broken file keeps its last good layout and its error stays on the
    /// diagnostics line (``reload(_:)``). Returns the message.
    private func reloadFiles() -> String {
        let files = Set(documents.indices.filter { documents[$0].filePath != nil })
        guard !files.isEmpty else { return nothingToReloadMessage }
        let failed = reloadPages(files).failed
        return failed == 0 ? "reloaded" : "reload failed\(failed == 1 ? "" : " for \(failed) files") — r to retry"
    }

    /// Reloads the pages' files among `indexes` from disk (`r`, and the watcher for the files that
    /// changed); a built-in page is left alone. Each keeps the place and the adjustments
    /// (``rebuild(_:reloaded:)``); a file that fails keeps its last good layout, and its error
    /// stays (``reloadErrors``) until a reload of it succeeds. A page whose content did not load
    /// tries its loader: the first success makes it a page like the others. When that makes the
    /// diagnostics line appear or go, the layout gives up or takes back its row, keeping the
    /// place as a resize does; in inspect mode the view then scrolls to the selection, as after
    /// a resize. Returns how many failed. A current page that loads at last drops what a key
    /// said while it had no layout. (``receive(_:)`` with ``PreviewEvent/filesChanged(_:)``.)
    @discardableResult
    package func reload(_ indexes: Set<Int>) -> Int {
        let result = reloadPages(indexes)
        if result.currentLoaded { showMessage(of: .none) }
        return result.failed
    }

    /// Reloads the pages among `indexes` (``reload(_:)``, `r`): the one place a page's content,
    /// layout, viewport and reload error change after a load. Returns how many failed, and
    /// whether the current page, whose content had not loaded, now has.
    private func reloadPages(_ indexes: Set<Int>) -> (failed: Int, currentLoaded: Bool) {
        let diagnosticsRowsBefore = diagnosticsRows
        reloads += 1
        var failed = 0, currentLoaded = false
        for index in indexes.sorted() where documents.indices.contains(index) && documents[index].filePath != nil {
            do {
                let wasLoaded = documents[index].isLoaded
                try documents[index].reload()
                // A content width set before the page had content (`--width`) is kept, within
                // what the content's own units allow.
                if !wasLoaded, let width = pageStates[index].contentWidth {
                    pageStates[index].contentWidth = width.clamped(to: ContentWidth.allowedWidths(pointsPerCell: Self.pointsPerColumn(of: documents[index])))
                }
                rebuild(index, reloaded: true)
                pageStates[index].reloadError = nil
                // What a key said of the page while it had nothing laid out is no longer so.
                if !wasLoaded, index == current { currentLoaded = true }
            } catch {
                pageStates[index].reloadError = String(describing: error)
                failed += 1
            }
        }
        if diagnosticsRows != diagnosticsRowsBefore { fitViewport() }
        // In inspect mode the selected element stays in sight wherever the reloaded layout put it.
        if indexes.contains(current) { revealSelection() }
        // The lines of `!` and `w` may have changed; a list left with none closes.
        overlayMode = overlayMode?.following(self)
        return (failed, currentLoaded)
    }

    /// Makes a new layout for page `index` from its page and the adjustments, keeping the place:
    /// the old viewport's ``Viewport/scrollAnchor()`` (first visible cell and its distance to
    /// the top, or the top, or the end) is restored on the new one, as a resize does.
    private func rebuild(_ index: Int, reloaded: Bool = false) {
        let document = documents[index]
        let anchor = pageStates[index].viewport?.scrollAnchor()
        let effective = effectiveAdjustments(of: index)
        document.show(effective)
        pageStates[index].shownAdjustments = effective
        let viewport = Viewport(layout: document.layout, size: contentSize, scale: document.cellScale)
        if let anchor { viewport.restore(anchor) }
        if let old = pageStates[index].viewport { viewport.keepOrthogonalPlaces(of: old) }
        pageStates[index].viewport = viewport
        // The layout doctor's findings were about the layout as it was.
        pageStates[index].checkup = nil
        document.rereadWarnings()   // the new viewport prepared the new layout
    }
}

extension PreviewSession: OverlayMode.Context {
    /// The overlay of `kind`, laid out for the current size.
    func overlay(_ kind: OverlayMode.Kind) -> TextOverlay {
        switch kind {
        case .help: HelpOverlay.overlay(helpGroups, width: width, height: height)
        case .warnings:
            TextOverlay(title: " Warnings — w Esc q close ",
                        lines: warningLines.flatMap { TextOverlay.wrap($0, width: TextOverlay.textWidth(screenWidth: width)) })
        case .diagnostics: diagnostics.overlay(screenWidth: width)
        }
    }

    /// Whether the overlay of `kind` has lines: the help always does.
    func hasLines(_ kind: OverlayMode.Kind) -> Bool {
        switch kind {
        case .help: true
        case .warnings: !warningLines.isEmpty
        case .diagnostics: !diagnostics.lines.isEmpty
        }
    }
}

extension PreviewSession: PromptContext {
    /// The page shown (``document``).
    var page: PreviewPage { document }
    /// How many pages there are.
    var pageCount: Int { documents.count }

    /// Gives `event` to the open prompt (``PromptMode/handle(_:in:)``) and shows what it says;
    /// nil (the key map then has it) when no prompt is open, and for a resize.
    func takePromptInput(_ event: InputEvent) -> PreviewOutcome? {
        guard let outcome = promptMode.handle(event, in: self) else { return nil }
        showMessage(of: outcome)
        return outcome
    }

    /// `/text` (the bench's search): returns the message, if any, as the prompt would show it.
    @discardableResult
    package func search(_ text: String) -> String? {
        promptMode.search(text, in: self)
    }

    /// Goes to the item at `indexPath` as `:S.I` does (``PromptMode/reveal(_:in:)``).
    func reveal(_ indexPath: LayoutIndexPath) {
        promptMode.reveal(indexPath, in: self)
    }
}

extension PreviewSession: InspectContext {
    /// What a page needs to count its items, as the messages say it.
    static let countsAdvice = "adopt ItemCounting (or LayoutDataSourceProviding)"

    /// Whether the current page's items can be counted (else the moves on laid-out cells stand in).
    var countsItems: Bool { document.counts != nil }

    /// Whether the keys act on the selection: inspecting, with no overlay open.
    var inspectKeysActive: Bool { inspectMode.inspectKeysActive }
    /// Which keys apply now: an overlay shown takes only its own keys; inspect mode its moves
    /// before the others (``KeyMap/action(for:mode:)``).
    var keyMode: KeyMode { overlay != nil && !isTooSmall ? .help : inspectKeysActive ? .inspect : .normal }
    /// The selected element (``InspectMode/selection``).
    var selection: Inspection.Element? { inspectMode.selection }

    /// Applies an inspect action (``InspectMode/performInspect(_:)``).
    func performInspect(_ action: PreviewAction) -> PreviewOutcome { inspectMode.performInspect(action) }
    /// Leaves inspect mode.
    func leaveInspect() { inspectMode.leaveInspect() }
    /// Selects `element` and scrolls to show it.
    func select(_ element: Inspection.Element) { inspectMode.select(element) }
    /// Scrolls so the selection is in sight beside the panel (``InspectMode/revealSelection()``).
    func revealSelection() { inspectMode.revealSelection() }
    /// After a scroll, the selection follows the view (``InspectMode/followScroll(after:)``).
    func followScroll(after action: PreviewAction) { inspectMode.followScroll(after: action) }
    /// The selection follows the view (``InspectMode/followView()``).
    func followView() { inspectMode.followView() }
    /// Draws the selection's outline and the panel (``InspectMode/drawInspection(on:)``).
    func drawInspection(on grid: inout CellGrid) { inspectMode.drawInspection(on: &grid) }
    /// `attributes`' frame, below any header pinned to the visible bounds over it.
    func frameClearOfHeadersPinnedToVisibleBounds(_ attributes: LayoutAttributes) -> Rect {
        inspectMode.frameClearOfHeadersPinnedToVisibleBounds(attributes)
    }
}

// MARK: - The screen's parts and the content width (`<`, `>`, `\`, `--width`)

extension PreviewSession {
    /// How many layout units one screen column is for `document`: the page's `scale.x` (points
    /// per column), 1 for a page in cells. Every conversion between columns and layout units takes
    /// it from here (through ``ContentWidth``).
    package static func pointsPerColumn(of document: PreviewPage) -> Double { document.cellScale.x }

    /// How many layout units one screen row is for `document`: the page's `scale.y` (points per
    /// row), 1 for a page in cells. `export` sizes its text by it.
    package static func pointsPerRow(of document: PreviewPage) -> Double { document.cellScale.y }

    /// ``pointsPerColumn(of:)`` of the page shown.
    var pointsPerColumn: Double { Self.pointsPerColumn(of: document) }

    /// A content width as the status line writes it for the page shown: `393pt` for a page in
    /// points, `48` for one in cells.
    func formattedContentWidth(_ width: Double) -> String {
        ContentWidth.format(width) + document.lengthUnit
    }

    /// Where each part of the screen goes, for the current size, diagnostics line and content
    /// width (``ScreenRegions``).
    var regions: ScreenRegions {
        ScreenRegions(width: width, height: height, diagnosticsRows: diagnosticsRows,
                      contentCells: contentWidth.map { ContentWidth.cells(forWidth: $0, pointsPerCell: pointsPerColumn) })
    }

    /// Every column of every row above the status line and the diagnostics line.
    var areaAboveStatus: CellRect { regions.areaAboveStatus }
    /// Where the content and its frame lines go.
    var contentPlacement: ContentWidth.Placement { regions.contentPlacement }
    /// The part of the screen the layout is drawn in (``ScreenRegions/contentArea``).
    var contentArea: CellRect { regions.contentArea }

    /// The width the current page's layout runs at, whatever the rows above the status line: the
    /// diagnostics line's row depends on the layout's problems, which depend on this width.
    private var layoutWidthWithoutDiagnostics: Double {
        contentWidth ?? ContentWidth.width(ofCells: ScreenRegions(width: width, height: height, diagnosticsRows: 0,
                                                                   contentCells: regionsContentCells).contentArea.width,
                                           pointsPerCell: pointsPerColumn)
    }

    /// The cells the current page's content width asks for (``ScreenRegions/contentCells``).
    private var regionsContentCells: Int? {
        contentWidth.map { ContentWidth.cells(forWidth: $0, pointsPerCell: pointsPerColumn) }
    }

    /// The viewport size for ``contentArea``, in layout units: ``layoutWidth`` wide (a content
    /// width's own, when set, else the area's columns times the page's points per column), and
    /// the area's rows times the page's points per row (one unit per cell for a page without
    /// `scale`). The one place where the content area's cells become layout units.
    var contentSize: Size {
        let area = contentArea
        return Size(width: layoutWidth, height: Double(max(0, area.height)) * document.cellScale.y)
    }

    /// The width the layout runs at, in layout units: the content width when one is set (exactly,
    /// also when the screen shows only part of it), else the content area's columns.
    var layoutWidth: Double {
        contentWidth ?? ContentWidth.width(ofCells: contentArea.width, pointsPerCell: pointsPerColumn)
    }

    /// Lays the current page out at `width` of its units from now on (`nil`: follow the
    /// terminal), keeping the place as a resize does. The caller checks the width
    /// (``ContentWidth/allowedWidths(pointsPerCell:)``).
    func setContentWidth(_ width: Double?) {
        pageStates[current].contentWidth = width
        reflowToContentArea()
    }

    /// `--width N`: every page at `width` of its own units (the caller checked it against every
    /// page's scale); the current one reflows now, the others when shown.
    package func setContentWidthOfEveryPage(_ width: Double) {
        for index in pageStates.indices { pageStates[index].contentWidth = width }
        reflowToContentArea()
    }

    /// `<` / `>`: the content `delta` columns narrower or wider, starting from the terminal's
    /// width when it follows the terminal. Returns the message refusing a step past 1 column or
    /// ``ContentWidth/maximumCells`` (nothing changes then), else nil.
    func stepContentWidth(by delta: Int) -> String? {
        let perCell = pointsPerColumn
        let allowed = ContentWidth.allowedWidths(pointsPerCell: perCell)
        // Following the terminal, the layout is as wide as the screen part it may use.
        let current = contentWidth ?? ContentWidth.width(ofCells: areaAboveStatus.width, pointsPerCell: perCell)
        let stepped = (current + Double(delta) * perCell).clamped(to: allowed)
        guard stepped != current else {
            return delta < 0
                ? "the content is \(formattedContentWidth(current)) wide: it cannot be narrower than 1 column"
                : "the content is \(formattedContentWidth(current)) wide: it cannot be wider than \(ContentWidth.maximumCells) columns"
        }
        setContentWidth(stepped)
        return nil
    }

    /// `\`: follow the terminal's width again. Returns the message refusing it when the content
    /// already follows the terminal, else nil.
    func followTerminalWidth() -> String? {
        guard contentWidth != nil else { return "the content already follows the terminal's width (< and > set one)" }
        setContentWidth(nil)
        return nil
    }
}

// MARK: - The layout doctor: the examination between keys, the frames' checks, the problems shown

extension PreviewSession {
    /// Whether the layout doctor has work left on the layout shown: the loop then runs
    /// ``examineLayout(budget:)`` whenever no input is pending, instead of waiting for a key.
    package var isExaminingLayout: Bool {
        guard canExamineLayout, !isTooLargeToExamine else { return false }
        return shownCheckup?.isExamining ?? true   // none yet: the next slice starts one
    }

    /// Runs one slice of the layout doctor's examination of the layout shown, for about
    /// `budget` (``LayoutCheckup/sliceBudget`` in the loop), between keys, on the loop's thread.
    /// The first slice starts the examination: after the page's first frame, at the width shown.
    /// Returns the event that hands the finished report to ``receive(_:)``, or nil while it runs.
    package func examineLayout(budget: Duration) -> PreviewEvent? {
        guard !isTooLargeToExamine, let checkup = checkup(creating: true) else { return nil }
        // The prepares and queries of the layout shown during the slice are the doctor's, not the viewer's.
        let counted = checkup.examinesLayoutShown ? checkup.examined as? any LayoutActivityReporting : nil
        let before = counted?.layoutActivity
        let report = checkup.examine(budget: budget)
        if let counted, let before {
            let doctors = pageStates[current].doctorActivity.flatMap { $0.layout == checkup.subject ? $0.activity : nil } ?? LayoutActivity()
            pageStates[current].doctorActivity = (checkup.subject, doctors + (counted.layoutActivity - before))
        }
        return report.map { .layoutExamined(LayoutExamined(page: current, checkup: ObjectIdentifier(checkup), report: $0)) }
    }

    /// What the layout shown did for the viewer: its counts (``PreviewPage/layoutActivity``)
    /// less what the layout doctor's examinations asked of it.
    var viewerLayoutActivity: LayoutActivity? {
        guard let activity = document.layoutActivity else { return nil }
        guard let doctors = pageStates[current].doctorActivity, doctors.layout == ObjectIdentifier(document.layout) else { return activity }
        return activity - doctors.activity
    }

    /// The layout doctor's errors and warnings on the layout shown, as far as known: the frames'
    /// checks, then the examination's findings too.
    var layoutProblems: [LayoutFinding] { shownCheckup?.problems ?? [] }

    /// Whether the layout shown can be examined: it has loaded, and the screen shows it.
    private var canExamineLayout: Bool { document.isLoaded && !isTooSmall }

    /// The most items of a layout the previewer examines between keys. An examination costs
    /// time in proportion to the items (about 0.3 s of CPU at 100,000 waterfall items in a
    /// release build, 7 to 9 s at a million, in units of up to a second that a key would wait
    /// for): above this the frames' own checks still run, and `trellis doctor` or
    /// `assertLayoutContract` examine the layout.
    static let largestLayoutExamined = 100_000

    /// Whether the layout shown has more items than ``largestLayoutExamined``.
    var isTooLargeToExamine: Bool { document.numberOfItems > Self.largestLayoutExamined }

    /// The current page's checkup when it is about the layout shown at the width shown, else nil.
    private var shownCheckup: LayoutCheckup? {
        guard canExamineLayout, let checkup = pageStates[current].checkup,
              checkup.subject == ObjectIdentifier(document.layout), checkup.width == layoutWidthWithoutDiagnostics else { return nil }
        return checkup
    }

    /// The checkup of the layout shown; with `creating`, a new one when there is none for it (a
    /// new page, layout or width): of a fresh layout when the page makes them
    /// (``FreshLayoutProviding``), else of the layout shown.
    private func checkup(creating: Bool) -> LayoutCheckup? {
        if let checkup = shownCheckup { return checkup }
        guard creating, canExamineLayout else { return nil }
        let layout = document.layout, fresh = document.freshLayoutMaker
        let checkup = LayoutCheckup(subject: layout, examined: fresh?() ?? layout, width: layoutWidthWithoutDiagnostics,
                                    height: contentSize.height, fresh: fresh)
        pageStates[current].checkup = checkup
        return checkup
    }

    /// Applies `change` to the layout shown's problems; when they changed, the diagnostics line
    /// comes or goes (the layout gives up or takes back its row, keeping the place as a resize
    /// does) and an open `!` list follows. Returns whether they changed.
    private func showLayoutProblems(_ change: () -> Bool) -> Bool {
        let rowsBefore = diagnosticsRows
        guard change() else { return false }
        if diagnosticsRows != rowsBefore { fitViewport() }
        overlayMode = overlayMode?.following(self)
        return true
    }
}
