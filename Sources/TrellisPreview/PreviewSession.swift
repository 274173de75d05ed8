import TrellisLayout
import TrellisRender

/// The previewer's state and behaviour, without a terminal: pages (specs, in the app), the
/// current one, its viewport, the adjustments, the help overlay, a message for the status line.
/// The terminal loop (``Previewer``) feeds it actions and sizes and draws the grids it composes,
/// so everything here is testable headless.
package final class PreviewSession {
    /// The pages, in order.
    package let documents: [PreviewPage]
    /// The index of the spec on screen.
    private(set) var current = 0
    /// The overlays a key can open over the layout.
    enum Overlay: Equatable {
        /// Every key (`?`).
        case help
        /// The current spec's warnings (`w`).
        case warnings
        /// Every file's reload error and every spec's warnings (`!`).
        case diagnostics
    }

    /// The overlay shown, if any. While one is shown, keys act on it, never on the layout
    /// under it, and `q` closes it rather than quitting.
    private(set) var overlay: Overlay?
    /// How far the overlay's lines are scrolled.
    private(set) var overlayOffset = 0
    /// Whether the help overlay is shown.
    var showsHelp: Bool { overlay == .help }
    /// A message for the status line (`reloaded`, a refused key), shown until the next action.
    package var message: String?
    /// The `:` or `/` prompt, while one is open (it takes every key: ``takePromptInput(_:)``).
    var prompt: Prompt?
    /// The last search and its matches (`/`, `n`, `N`).
    var searchState = SearchState()
    /// Inspect mode and its selection (`i`); nil outside it (PreviewSession+Inspect.swift).
    var inspection: Inspection?
    /// Text `y` asked to put on the terminal's clipboard, for the terminal loop to send.
    var clipboardRequest: String?
    /// The key adjustments, shared by every spec.
    private(set) var adjustments = Adjustments()
    /// The terminal size.
    package private(set) var columns: Int
    package private(set) var rows: Int
    /// Each spec's content width, in its own units, when it does not follow the terminal:
    /// `--width` sets every spec's, `<`, `>` and `\` the current one's (specs in points and in
    /// cells open side by side each keep a width of their own). Set it with
    /// `setContentWidth(_:)`, which reflows (PreviewSession+ContentWidth.swift).
    var contentWidths: [Int: Double] = [:]
    /// The current spec's content width (``contentWidths``); nil while it follows the terminal.
    var contentWidth: Double? { contentWidths[current] }
    /// Each spec's viewport, made when the spec is first shown.
    private var viewports: [Int: Viewport] = [:]
    /// How many times the files were reloaded (a loaded spec may have changed).
    private var reloads = 0
    /// The error of each spec whose last reload failed (it shows its last good layout, so the
    /// diagnostics line shows the error, the status line says it is stale and `w` lists the
    /// error), until a reload of it succeeds; and of each page whose content has not loaded
    /// (``PreviewPage/isLoaded``), which shows it instead of a layout (``LoadFailurePage``).
    private(set) var reloadErrors: [Int: String] = [:]
    /// Whether the files are watched (a fixed file loads by itself), for what a page whose
    /// content did not load says.
    package var watchesFiles = false
    /// The last ``counterRanges(of:)`` and what they were worked out for.
    private var cachedCounterRanges: (key: CounterRangesKey, ranges: CounterRanges)?
    /// The adjustments each spec's layout was last built with (``Adjustments/effective(on:ranges:)``);
    /// a spec not listed shows its spec as loaded.
    private var shownAdjustments: [Int: Adjustments] = [:]
    /// Whether the status line shows the `2 warnings — press w` notice (`render`, where no key
    /// can be pressed and the warnings go to stderr, turns it off).
    package var showsWarningsNotice = true
    /// What `r` says when no page has a file.
    package var nothingToReloadMessage = "no page has a file to reload"
    /// How long the last frame took to compose.
    private var lastFrameTime: Duration?
    /// The grid frames are composed into, kept so that a frame allocates no new one.
    private var grid = CellGrid(width: 0, height: 0)
    /// What the last composed frame showed: which viewport, at which content column and row, at
    /// which size; nil for a frame without a layout.
    private var lastPlace: Place?
    /// How many rows the content moved up from the previous composed frame to the last one (down
    /// when negative): nonzero only when the same layout of the same size moved vertically. A hint
    /// for ``Terminal/draw(_:scrolledRows:)``, which scrolls the terminal instead of redrawing.
    package private(set) var scrolledRows = 0

    /// Where a frame's content comes from, for ``scrolledRows``.
    private struct Place: Equatable {
        var viewport: ObjectIdentifier
        var column: Int
        var row: Int
        var columns: Int
        var rows: Int
    }

    /// The smallest terminal that shows a layout.
    package static let minimumColumns = 10, minimumRows = 3

    /// Whether the terminal is too small for a layout (it shows ``TooSmallNotice`` instead).
    var isTooSmall: Bool { columns < Self.minimumColumns || rows < Self.minimumRows }

    /// What the messages and the help call a page: `page`, or the pages' own word (the app's `spec`).
    let pageNoun: String

    package init(pages documents: [PreviewPage], columns: Int, rows: Int) {
        self.documents = documents
        pageNoun = documents.lazy.compactMap(\.noun).first ?? "page"
        self.columns = columns
        self.rows = rows
        for (index, page) in documents.enumerated() { reloadErrors[index] = page.loadFailure }
    }

    /// The current spec.
    package var document: PreviewPage { documents[current] }

    /// The current spec's viewport.
    package var viewport: Viewport {
        if let viewport = viewports[current] { return viewport }
        let viewport = Viewport(layout: document.layout, size: contentSize, scale: document.cellScale)
        viewports[current] = viewport
        return viewport
    }

    /// Applies `action`; returns false when the session should end.
    package func perform(_ action: PreviewAction) -> Bool {
        message = nil
        // A terminal too small for the layout shows no overlay either, and its notice says
        // that q quits: then it does.
        if overlay != nil, !isTooSmall {
            performOnOverlay(action)
            return true
        }
        if !document.isLoaded, let refusal = LoadFailurePage.refusal(of: action, title: document.displayTitle) {
            message = refusal
            return true
        }
        switch action {
        case .quit: return false
        case .scrollLines(let n):
            // j/k and the wheel move along a layout's only scroll axis.
            if viewport.scrollsHorizontally { viewport.scrollHorizontally(byCells: n) } else { viewport.scroll(byLines: n) }
        case .scrollHalfPages(let n): viewport.scroll(byHalfPages: n)
        case .scrollPages(let n): viewport.scroll(byPages: n)
        case .scrollHorizontally(let n): scrollSideways(n)
        case .top: viewport.scrollToTop()
        case .bottom: viewport.scrollToBottom()
        case .nextPage(let forward): show((current + (forward ? 1 : documents.count - 1)) % documents.count)
        case .page(let index):
            if documents.indices.contains(index) { show(index) } else { message = pageKeyMessage(index) }
        case .columns(let delta): stepColumns(by: delta)
        case .spacing(let delta): stepSpacing(by: delta)
        case .contentWidth(let delta): message = stepContentWidth(by: delta)
        case .followTerminalWidth: message = followTerminalWidth()
        case .toggleSectionHeadersPinToVisibleBounds:
            guard supports(.sectionHeadersPinToVisibleBounds) else { break }
            adjust { $0.sectionHeadersPinToVisibleBounds = !($0.sectionHeadersPinToVisibleBounds ?? (unadjustedValues.sectionHeadersPinToVisibleBounds ?? false)) }
        case .toggleDirection:
            guard supports(.direction) else { break }
            adjust { $0.direction = ($0.direction ?? unadjustedValues.direction ?? .leftToRight) == .leftToRight ? .rightToLeft : .leftToRight }
        case .cycleAlignment:
            guard supports(.alignment) else { break }
            adjust { $0.alignment = Adjustments.next(after: $0.alignment ?? unadjustedValues.alignment ?? .left) }
        case .cycleOrder:
            guard supports(.order) else { break }
            adjust { $0.order = Adjustments.next(after: $0.order ?? unadjustedValues.order ?? .shortestFirst) }
        case .resetAdjustments: resetAdjustments()
        case .reload: reloadFiles()
        case .toggleHelp: open(.help)
        case .openPrompt(let kind): openPrompt(kind)
        case .findNext(let forward): findNext(forward: forward)
        case .toggleWarnings:
            if warningLines.isEmpty { message = "\(document.displayTitle): no warnings" } else { open(.warnings) }
        case .toggleDiagnostics:
            if diagnosticsLines.isEmpty { message = "no errors or warnings" } else { open(.diagnostics) }
        case .toggleInspect, .moveSelection, .nextItem, .click, .copySelection: performInspect(action)
        case .dismiss: if inspection != nil { leaveInspect() }
        case .redraw, .resize: break
        }
        followScroll(after: action)
        return true
    }

    /// A key while an overlay is shown: `?`, `w`, Esc and `q` close (or switch) it, the
    /// scrolling keys scroll its lines, and nothing reaches the layout under it.
    private func performOnOverlay(_ action: PreviewAction) {
        let page = max(1, TextOverlay.textRows(screenRows: rows))
        switch action {
        case .quit, .dismiss: overlay = nil
        case .toggleHelp: if overlay == .help { overlay = nil } else { open(.help) }
        case .toggleWarnings: if overlay == .warnings { overlay = nil } else if !warningLines.isEmpty { open(.warnings) }
        case .toggleDiagnostics: if overlay == .diagnostics { overlay = nil } else if !diagnosticsLines.isEmpty { open(.diagnostics) }
        case .scrollLines(let n): scrollOverlay(to: overlayOffset + n)
        case .scrollHalfPages(let n): scrollOverlay(to: overlayOffset + n * max(1, page / 2))
        case .scrollPages(let n): scrollOverlay(to: overlayOffset + n * page)
        case .top: scrollOverlay(to: 0)
        case .bottom: scrollOverlay(to: Int.max)
        default: break
        }
    }

    private func open(_ overlay: Overlay) {
        self.overlay = overlay
        overlayOffset = 0
    }

    private func scrollOverlay(to offset: Int) {
        guard let content = overlayContent() else { return }
        overlayOffset = max(0, min(offset, content.maxOffset(screenRows: rows)))
    }

    /// The overlay shown, laid out for the current size.
    private func overlayContent() -> TextOverlay? {
        switch overlay {
        case .help: HelpOverlay.overlay(helpGroups, columns: columns, rows: rows)
        case .warnings:
            TextOverlay(title: " Warnings — w Esc q close ",
                        lines: warningLines.flatMap { TextOverlay.wrap($0, width: TextOverlay.textColumns(screenColumns: columns)) })
        case .diagnostics: diagnosticsOverlay()
        case nil: nil
        }
    }

    /// What `w` lists for the current spec: its failed reload's error first (or the error its
    /// content did not load with), then its warnings.
    private var warningLines: [String] {
        (reloadErrors[current].map { [(document.isLoaded ? "reload failed: " : "did not load: ") + $0] } ?? []) + document.warnings
    }

    /// `+`/`-`: one column more or fewer, stepped from where the count takes effect on this
    /// spec, so it never runs past the point where the layout stops changing.
    private func stepColumns(by delta: Int) {
        guard supports(.columns), let range = counterRanges.columns else { return }
        let stepped = (adjustments.columnDelta.clamped(to: range) + delta).clamped(to: range)
        if stepped == adjustments.columnDelta.clamped(to: range) {
            message = delta < 0 ? "every section has 1 column" : "no more columns fit"
            return
        }
        adjust { $0.columnDelta = stepped }
    }

    /// `]`/`[`: every spacing one wider or narrower, stepped like ``stepColumns(by:)``.
    private func stepSpacing(by delta: Int) {
        guard supports(.spacing) else { return }
        let range = counterRanges.spacing
        let current = adjustments.spacingDelta.clamped(to: range)
        let stepped = (current + Double(delta)).clamped(to: range)
        if stepped == current {
            message = delta < 0 ? "every spacing is 0" : "spacing as wide as the screen"
            return
        }
        adjust { $0.spacingDelta = stepped }
    }

    /// Where the counters act on the current spec at the current width; worked out over every
    /// section only when the spec, the width, the spacing or the file changed, not per frame.
    private var counterRanges: CounterRanges { counterRanges(of: current) }

    /// Where the counters act on spec `index` at the current width (cached like ``counterRanges``).
    private func counterRanges(of index: Int) -> CounterRanges {
        // The counters work in cells: the layout's width in columns of that spec's scale.
        let width = Int((layoutWidth / Self.pointsPerColumn(of: documents[index])).rounded(.down))
        let key = CounterRangesKey(document: index, columns: width, spacingDelta: adjustments.spacingDelta, reloads: reloads)
        if let cached = cachedCounterRanges, cached.key == key { return cached.ranges }
        let ranges = Self.counterRanges(of: documents[index], width: width, spacingDelta: adjustments.spacingDelta)
        cachedCounterRanges = (key, ranges)
        return ranges
    }

    /// The adjustments as they act on spec `index` at the current width.
    private func effectiveAdjustments(of index: Int) -> Adjustments {
        adjustments.isEmpty ? adjustments
            : adjustments.effective(supporting: documents[index].adjustable?.supportedAdjustments ?? [], ranges: counterRanges(of: index))
    }

    /// What ``counterRanges`` depends on.
    private struct CounterRangesKey: Equatable {
        var document: Int
        var columns: Int
        var spacingDelta: Double
        var reloads: Int
    }

    /// The terminal now has this size: the layout re-prepares only if the width changed, and the
    /// first visible item stays in view (the viewport anchors it).
    package func resize(width columns: Int, height rows: Int) {
        self.columns = columns
        self.rows = rows
        reflowToContentArea()
        // An overlay keeps its place, within the lines the new size scrolls.
        scrollOverlay(to: overlayOffset)
    }

    /// The content area changed (a resize, a content width): the layout follows, keeping the
    /// place (the viewport anchors it).
    func reflowToContentArea() {
        // A counter may act differently at the new width (fewer columns fit): follow it. Then
        // the layout follows at once, as the next frame would make it, so keys applied before
        // that frame (a coalesced batch) act on the new size.
        guard !isTooSmall else { return }
        showAdjustments()
        viewport.resize(to: contentSize)
        revealSelection()
    }

    /// The whole screen for the current state; the status line shows the previous frame's time
    /// (the first frame its own: what its layout and drawing took) unless `showingFrameTime` is
    /// false.
    package func compose(showingFrameTime: Bool = true) -> CellGrid {
        let clock = ContinuousClock()
        let start = clock.now
        var place: Place?
        if isTooSmall {
            grid = TooSmallNotice.grid(columns: columns, rows: rows, minimumColumns: Self.minimumColumns, minimumRows: Self.minimumRows)
        } else {
            let status = document.isLoaded ? composeLayout(showingFrameTime: showingFrameTime)
                                           : composeLoadFailure(showingFrameTime: showingFrameTime)
            if showingFrameTime, lastFrameTime == nil {
                // No frame before this one: the status line shows this frame's own time so far.
                var timed = status
                timed.frameTime = clock.now - start
                grid.drawStatusLine(timed, row: rows - 1)
            }
            drawDiagnosticsLine(on: &grid)
            if document.isLoaded { ContentWidth.drawFrame(contentPlacement, on: &grid) }
            drawInspection(on: &grid)
            if let message { grid.drawMessageLine(message, row: rows - 1) }
            drawPrompt(on: &grid)
            overlayContent()?.draw(on: &grid, offset: overlayOffset)
            let offset = Rasterizer.offsetCells(viewport.contentOffset, scale: viewport.scale)
            place = Place(viewport: ObjectIdentifier(viewport), column: offset.column, row: offset.row,
                          columns: columns, rows: rows)
        }
        scrolledRows = 0
        if let place, let last = lastPlace, last.viewport == place.viewport, last.column == place.column,
           last.columns == place.columns, last.rows == place.rows {
            scrolledRows = place.row - last.row
        }
        // A panel beside or below the content would scroll with it.
        if inspection != nil { scrolledRows = 0 }
        lastPlace = place
        lastFrameTime = clock.now - start
        return grid
    }

    /// Draws the current page's layout and status line into ``grid``; returns the status.
    private func composeLayout(showingFrameTime: Bool) -> StatusInfo {
        composer().render(viewport: viewport, columns: columns, rows: rows, content: contentArea, layoutSize: contentSize,
                          lastFrameTime: showingFrameTime ? lastFrameTime : nil, into: &grid).status
    }

    /// Draws the current page, whose content did not load, into ``grid``: its error where the
    /// layout would be (over every column, a content width aside), and a status line without a
    /// layout's figures. Returns the status.
    private func composeLoadFailure(showingFrameTime: Bool) -> StatusInfo {
        grid.reset(width: columns, height: rows)
        LoadFailurePage.draw(title: document.displayTitle, error: reloadErrors[current] ?? "", watched: watchesFiles,
                             in: areaAboveStatus, on: &grid)
        let status = composer().statusInfoWithoutLayout(lastFrameTime: showingFrameTime ? lastFrameTime : nil)
        grid.drawStatusLine(status, row: rows - 1)
        return status
    }

    /// The composer for the current spec (what the status line says).
    func composer() -> ScreenComposer {
        var composer = ScreenComposer(title: document.displayTitle, layoutName: document.layoutName,
                                      // Unknown counts (-1) are left off the status line, not shown as 0.
                                      numberOfSections: document.counts == nil ? -1 : document.numberOfSections,
                                      numberOfItems: document.numberOfItems, labels: document.labels)
        composer.specIndex = documents.count > 1 ? "[\(current + 1)/\(documents.count)]" : ""
        composer.lengthUnit = document.lengthUnit
        composer.adjustments = effectiveAdjustments(of: current).summary(from: unadjustedValues)
        let count = document.warnings.count
        let warnings = count == 0 || !showsWarningsNotice ? "" : "\(count) warning\(count == 1 ? "" : "s") — press w"
        let stale = reloadErrors[current] == nil ? "" : document.isLoaded ? "reload failed — r to retry" : LoadFailurePage.notice
        let sideways = showsWarningsNotice ? sidewaysNotice : ""  // keys, as the warnings notice: not in `render`
        composer.notice = [stale, warnings, sideways].filter { !$0.isEmpty }.joined(separator: " · ")
        composer.contentWidth = contentWidth.map { ContentWidth.statusText(width: $0, unit: composer.lengthUnit) } ?? ""
        composer.rasterizer.highlights = searchHighlights
        return composer
    }

    /// Shows page `index` (Tab, `1`–`9`, `:p N`).
    func show(_ index: Int) {
        current = index
        // A page whose content did not load has nothing to inspect.
        if !document.isLoaded { leaveInspect() }
        // A spec shown again keeps its scroll position; its layout follows the current size and
        // the adjustments made since it was last shown.
        if !showAdjustments() { viewport.resize(to: contentSize) }
    }

    /// `=`: every adjustment dropped and every page's content width too, so each shows its own
    /// values at the terminal's width again, the page shown keeping its place as a width change
    /// does (the others follow when shown); says so when there is nothing to reset.
    private func resetAdjustments() {
        guard !adjustments.isEmpty || !contentWidths.isEmpty else {
            message = "no adjustments or content width to reset"
            return
        }
        adjustments = Adjustments()
        contentWidths = [:]
        reflowToContentArea()
    }

    private func adjust(_ change: (inout Adjustments) -> Void) {
        var changed = adjustments
        change(&changed)
        guard changed != adjustments else { return }
        adjustments = changed
        // In inspect mode the selected element stays in sight wherever the new layout put it.
        if showAdjustments() { revealSelection() }
    }

    /// Rebuilds the current spec's layout when the adjustments as they act on it (at this width)
    /// differ from those it was built with, so the screen always shows what the status line says.
    /// Other specs follow when they are shown. Returns whether it rebuilt.
    @discardableResult
    private func showAdjustments() -> Bool {
        guard effectiveAdjustments(of: current) != (shownAdjustments[current] ?? Adjustments()) else { return false }
        rebuild(current)
        return true
    }

    /// `r`: reloads every spec file from disk (the built-in gallery has none: it says so, and
    /// claims nothing). `reloaded` when every file loaded; else `reload failed — r to retry`
    /// (`reload failed for 2 files — r to retry`), the words the status line keeps while the
    /// stale spec is shown; a broken file keeps its last good layout and its error stays on the
    /// diagnostics line (``reload(_:)``).
    private func reloadFiles() {
        let files = Set(documents.indices.filter { documents[$0].filePath != nil })
        guard !files.isEmpty else {
            message = nothingToReloadMessage
            return
        }
        let failed = reload(files)
        message = failed == 0 ? "reloaded" : "reload failed\(failed == 1 ? "" : " for \(failed) files") — r to retry"
    }

    /// Reloads the spec files among `indexes` from disk (`r`, and the watcher for the files that
    /// changed); a built-in spec is left alone. Each keeps the place and the adjustments
    /// (``rebuild(_:reloaded:)``); a file that fails keeps its last good layout, and its error
    /// stays (``reloadErrors``) until a reload of it succeeds. A page whose content did not load
    /// tries its loader: the first success makes it a page like the others. When that makes the
    /// diagnostics line appear or go, the layout gives up or takes back its row, keeping the
    /// place as a resize does; in inspect mode the view then scrolls to the selection, as after
    /// a resize. Returns how many failed.
    @discardableResult
    package func reload(_ indexes: Set<Int>) -> Int {
        let diagnosticsRowsBefore = diagnosticsRows
        reloads += 1
        var failed = 0
        for index in indexes.sorted() where documents.indices.contains(index) && documents[index].filePath != nil {
            do {
                let wasLoaded = documents[index].isLoaded
                try documents[index].reload()
                // A content width set before the page had content (`--width`) is kept, within
                // what the content's own units allow.
                if !wasLoaded, let width = contentWidths[index] {
                    contentWidths[index] = width.clamped(to: ContentWidth.allowedWidths(pointsPerColumn: Self.pointsPerColumn(of: documents[index])))
                }
                rebuild(index, reloaded: true)
                reloadErrors[index] = nil
                // What a key said of the page while it had nothing laid out is no longer so.
                if !wasLoaded, index == current { message = nil }
            } catch {
                reloadErrors[index] = String(describing: error)
                failed += 1
            }
        }
        if diagnosticsRows != diagnosticsRowsBefore, !isTooSmall { viewport.resize(to: contentSize) }
        // In inspect mode the selected element stays in sight wherever the reloaded layout put it.
        if indexes.contains(current) { revealSelection() }
        // The lines of `!` and `w` may have changed; a list left with none closes.
        if overlay == .diagnostics && diagnosticsLines.isEmpty || overlay == .warnings && warningLines.isEmpty { overlay = nil }
        scrollOverlay(to: overlayOffset)
        return failed
    }

    /// Makes a new layout for spec `index` from its spec and the adjustments, keeping the place:
    /// the old viewport's ``Viewport/scrollAnchor()`` (first visible cell and its distance to
    /// the top, or the top, or the end) is restored on the new one, as a resize does.
    private func rebuild(_ index: Int, reloaded: Bool = false) {
        let document = documents[index]
        let anchor = viewports[index]?.scrollAnchor()
        let effective = effectiveAdjustments(of: index)
        document.show(effective)
        shownAdjustments[index] = effective
        let viewport = Viewport(layout: document.layout, size: contentSize, scale: document.cellScale)
        if let anchor { viewport.restore(anchor) }
        if let old = viewports[index] { viewport.keepOrthogonalPlaces(of: old) }
        viewports[index] = viewport
    }
}
