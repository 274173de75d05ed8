import TrellisLayout
import TrellisRender
import TrellisSpec

/// The previewer's state and behaviour, without a terminal: specs, the current one, its viewport,
/// the adjustments, the help overlay, a message for the status line. The terminal loop feeds it
/// actions and sizes and draws the grids it composes, so everything here is testable headless.
final class PreviewSession {
    /// The specs, in order.
    let documents: [SpecDocument]
    /// The index of the spec on screen.
    private(set) var current = 0
    /// Whether the help overlay is shown.
    private(set) var showsHelp = false
    /// A message for the status line (a reload error), shown until the next action.
    private(set) var message: String?
    /// The key adjustments, shared by every spec.
    private(set) var adjustments = Adjustments()
    /// The terminal size.
    private(set) var columns: Int
    private(set) var rows: Int
    /// Each spec's viewport, made when the spec is first shown.
    private var viewports: [Int: Viewport] = [:]
    /// How long the last frame took to compose.
    private var lastFrameTime: Duration?

    /// The smallest terminal that shows a layout.
    static let minimumColumns = 10, minimumRows = 3

    init(documents: [SpecDocument], columns: Int, rows: Int) {
        self.documents = documents
        self.columns = columns
        self.rows = rows
    }

    /// The current spec.
    var document: SpecDocument { documents[current] }

    /// The current spec's viewport.
    var viewport: Viewport {
        if let viewport = viewports[current] { return viewport }
        let viewport = Viewport(layout: document.layout, size: Viewport.contentSize(columns: columns, rows: rows))
        viewports[current] = viewport
        return viewport
    }

    /// Applies `action`; returns false when the session should end.
    func perform(_ action: PreviewAction) -> Bool {
        message = nil
        switch action {
        case .quit: return false
        case .scrollLines(let n): viewport.scroll(byLines: n)
        case .scrollHalfPages(let n): viewport.scroll(byHalfPages: n)
        case .scrollPages(let n): viewport.scroll(byPages: n)
        case .scrollColumns(let n): viewport.scroll(byColumns: n)
        case .top: viewport.scrollToTop()
        case .bottom: viewport.scrollToBottom()
        case .nextSpec(let forward): show((current + (forward ? 1 : documents.count - 1)) % documents.count)
        case .spec(let index): if index < documents.count { show(index) }
        case .columns(let delta): adjust { $0.columnDelta = max(-50, min(50, $0.columnDelta + delta)) }
        case .spacing(let delta): adjust { $0.spacingDelta = max(-10, min(20, $0.spacingDelta + Double(delta))) }
        case .togglePinnedHeaders: adjust { $0.pinHeaders = !($0.pinHeaders ?? (document.spec.style.pinHeaders ?? false)) }
        case .toggleDirection:
            adjust { $0.direction = ($0.direction ?? document.spec.style.direction ?? .leftToRight) == .leftToRight ? .rightToLeft : .leftToRight }
        case .cycleAlignment: adjust { $0.alignment = Adjustments.next(after: $0.alignment ?? .left) }
        case .cycleOrder: adjust { $0.order = Adjustments.next(after: $0.order ?? .shortestFirst) }
        case .reload: reload()
        case .toggleHelp: showsHelp.toggle()
        case .redraw, .resize: break
        }
        return true
    }

    /// The terminal now has this size: the layout re-prepares only if the width changed, and the
    /// first visible item stays in view (the viewport anchors it).
    func resize(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The whole screen for the current state; the status line shows the previous frame's time
    /// unless `showingFrameTime` is false.
    func compose(showingFrameTime: Bool = true) -> CellGrid {
        let clock = ContinuousClock()
        let start = clock.now
        var grid: CellGrid
        if columns < Self.minimumColumns || rows < Self.minimumRows {
            grid = TooSmallNotice.grid(columns: columns, rows: rows, minimumColumns: Self.minimumColumns, minimumRows: Self.minimumRows)
        } else {
            grid = composer().renderScreen(viewport: viewport, columns: columns, rows: rows,
                                             lastFrameTime: showingFrameTime ? lastFrameTime : nil)
            if let message { grid.drawMessageLine(message, row: rows - 1) }
            if showsHelp { HelpOverlay.draw(KeyMap.helpLines, on: &grid) }
        }
        lastFrameTime = clock.now - start
        return grid
    }

    /// The composer for the current spec (what the status line says).
    func composer() -> ScreenComposer {
        ScreenComposer(title: document.title + specPosition, layoutName: document.layout.name,
                       numberOfSections: document.dataSource.numberOfSections,
                       numberOfItems: document.spec.itemCount, labels: document.dataSource)
    }

    /// ` [2/4]` when there are several specs.
    private var specPosition: String {
        documents.count > 1 ? " [\(current + 1)/\(documents.count)]" : ""
    }

    private func show(_ index: Int) {
        current = index
        // A spec shown again keeps its scroll position; its layout follows the current size.
        viewport.resize(columns: columns, rows: rows)
    }

    private func adjust(_ change: (inout Adjustments) -> Void) {
        var changed = adjustments
        change(&changed)
        guard changed != adjustments else { return }
        adjustments = changed
        for index in documents.indices where index == current || viewports[index] != nil {
            rebuild(index)
        }
    }

    /// Reloads every file spec from disk; a broken one keeps its last good layout and the error
    /// goes to the status line.
    private func reload() {
        var errors: [String] = []
        for (index, document) in documents.enumerated() {
            do {
                try document.reload()
                rebuild(index, reloaded: true)
            } catch {
                errors.append(error.description)
            }
        }
        message = errors.first.map { errors.count > 1 ? "\($0) (+\(errors.count - 1) more)" : $0 } ?? "reloaded"
    }

    /// Makes a new layout for spec `index` from its spec and the adjustments, keeping the place:
    /// the old viewport's ``Viewport/scrollAnchor()`` (first visible cell and its distance to
    /// the top, or the top, or the end) is restored on the new one, as a resize does.
    private func rebuild(_ index: Int, reloaded: Bool = false) {
        let document = documents[index]
        let anchor = viewports[index]?.scrollAnchor()
        document.replace(with: adjustments.applied(to: document.loadedSpec))
        let viewport = Viewport(layout: document.layout, size: Viewport.contentSize(columns: columns, rows: rows))
        if let anchor { viewport.restore(anchor) }
        viewports[index] = viewport
    }
}
