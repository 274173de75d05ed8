import TrellisDoctor
import TrellisLayout
import TrellisRender

/// One composed screen: the grid and what went into it.
public struct Frame {
    /// The whole screen, `width` x `height` cells: content rows, then the status line.
    public var grid: CellGrid
    /// What the status line shows.
    public var status: StatusInfo
    /// The index paths of the visible cells drawn as overlapping another cell.
    public var overlappingCells: Set<LayoutIndexPath>
    /// What the layout doctor's frame checks found on the elements drawn (`rect-extra`,
    /// `invalid-frame`: ``LayoutDoctor/frameFindings(_:visibleRect:contentSize:)``); empty for a
    /// clean frame.
    public var layoutFindings: [LayoutFinding] = []
}

/// Composes the whole terminal screen: the visible part of the layout above, the status line
/// on the last row.
///
/// Rendering never changes the model: the composer draws the viewport at the size it has and
/// never resizes it, so drawing never prepares the layout. Fitted to the screen first
/// (``Viewport/fitToScreen(width:height:)``), the layout's width is the terminal's full width
/// and the viewport the terminal's rows minus the status line: at 80x24 the layout is prepared
/// at width 80, content rows `offset ..< offset + 23` appear on screen rows 0–22 and the status
/// line on row 23. A terminal of 1 row shows only the status line; one of 0 rows or columns
/// gives an empty grid.
///
/// Per frame the layout is asked once, for the visible rect; the work is
/// O(visible elements + screen cells).
///
/// ```swift
/// let composer = ScreenComposer(title: page.title, layoutName: "waterfall",
///                               numberOfSections: 3, numberOfItems: 120, labels: dataSource)
/// viewport.fitToScreen(width: 80, height: 24)   // drawing never resizes the viewport
/// let grid = composer.renderScreen(viewport: viewport, width: 80, height: 24,
///                                  lastFrameTime: .microseconds(120))
/// print(grid.plainText(), terminator: "")
/// ```
public struct ScreenComposer {
    /// The page's title, for the status line.
    public var title: String
    /// The layout's name, for the status line.
    public var layoutName: String
    /// The number of sections, for the status line; negative when unknown (no counts shown).
    public var numberOfSections: Int
    /// The number of items in all sections, for the status line.
    public var numberOfItems: Int
    /// Which page of several, such as `[2/4]`, for the status line (empty: none).
    public var pageIndex = ""
    /// The live adjustments in force, for the status line (empty: none).
    public var adjustments = ""
    /// A notice such as `2 warnings — press w`, for the status line (empty: none).
    public var notice = ""
    /// A content width other than the screen's, such as `w:48`, for the status line (empty: none).
    public var contentWidth = ""
    /// The unit of the content size on the status line (`pt` for a page in points; empty: cells).
    public var lengthUnit = ""
    /// Whether the layout scrolls horizontally, as the page declares it: the position then reads
    /// `left`/`right` (``ScrollPosition/init(_:scrollsHorizontally:)``).
    public var scrollsHorizontally = false
    /// Draws the elements (labels and palette).
    public var rasterizer: Rasterizer

    /// Creates a composer.
    public init(title: String, layoutName: String, numberOfSections: Int, numberOfItems: Int,
                labels: any RenderLabels = NoLabels(), palette: SectionPalette = .standard) {
        self.title = title
        self.layoutName = layoutName
        self.numberOfSections = numberOfSections
        self.numberOfItems = numberOfItems
        self.rasterizer = Rasterizer(labels: labels, palette: palette)
    }

    /// The whole `width` x `height` screen for `viewport`, drawn at the size the viewport has.
    ///
    /// Asks the viewport's layout once for the visible elements, draws them, and draws the
    /// status line. Drawing never resizes the viewport (so never prepares its layout): a caller
    /// that wants the layout to fill the screen fits the viewport to it first, with
    /// ``Viewport/fitToScreen(width:height:)``.
    ///
    /// - Parameter lastFrameTime: how long the previous frame took, measured by the caller
    ///   (shown on the status line; `nil` leaves it out).
    public func renderScreen(viewport: Viewport, width: Int, height: Int,
                             lastFrameTime: Duration? = nil) -> CellGrid {
        renderFrame(viewport: viewport, width: width, height: height, lastFrameTime: lastFrameTime).grid
    }

    /// Like ``renderScreen(viewport:width:height:lastFrameTime:)``, also returning the status
    /// and the overlapping cells.
    public func renderFrame(viewport: Viewport, width: Int, height: Int,
                            lastFrameTime: Duration? = nil) -> Frame {
        var grid = CellGrid(width: 0, height: 0)
        let drawn = draw(viewport: viewport, width: width, height: height, lastFrameTime: lastFrameTime, into: &grid)
        return Frame(grid: grid, status: drawn.status, overlappingCells: drawn.overlappingCells, layoutFindings: drawn.layoutFindings)
    }

    /// Like ``renderFrame(viewport:width:height:lastFrameTime:)``, drawing into `grid`, which is
    /// first reset to `width` x `height` blank cells (``CellGrid/reset(width:height:)``): a
    /// caller that keeps its grid from frame to frame allocates no new one per frame.
    ///
    /// Draws `viewport` at the size it has, so drawing changes nothing of the viewport or its
    /// layout. The previewer sizes its viewport when the screen changes, never while it draws;
    /// other callers fit it first with ``Viewport/fitToScreen(width:height:)``.
    ///
    /// - Parameter content: where on the screen the layout is drawn. `nil` (the default) is
    ///   every column and every row but the status line (``Viewport/contentSize(width:height:)``).
    ///   The previewer passes a smaller area when panels or extra lines take part of the screen.
    /// - Returns: the status, the index paths of the visible cells drawn as overlapping, and what
    ///   the layout doctor's frame checks found on the elements drawn (the elements the frame
    ///   asked for anyway, checked against the visible rect: no further query of the layout).
    @discardableResult
    public func draw(viewport: Viewport, width: Int, height: Int, content: CellRect? = nil,
                     lastFrameTime: Duration? = nil,
                     into grid: inout CellGrid) -> (status: StatusInfo, overlappingCells: Set<LayoutIndexPath>,
                                                    layoutFindings: [LayoutFinding]) {
        let width = max(0, width), height = max(0, height)
        let content = content ?? CellRect(x: 0, y: 0, width: width, height: max(0, height - 1))
        grid.reset(width: width, height: height)
        let elements = viewport.visibleElements()
        var rasterizer = rasterizer
        rasterizer.scale = viewport.scale   // the viewport's cells are the rasterizer's
        rasterizer.roles = ElementRolesLookup.roles(of: viewport.layout)   // badges, boundary items, lists
        let overlapping = rasterizer.draw(elements, offset: viewport.contentOffset, in: content,
                                          clippingOrthogonal: viewport.orthogonalSectionsOnScreen(), of: &grid)
        let status = statusInfo(viewport: viewport, visibleCount: elements.count, lastFrameTime: lastFrameTime)
        if height > 0 { grid.drawStatusLine(status, row: height - 1) }
        let findings = LayoutDoctor.frameFindings(elements, visibleRect: viewport.visibleRect, contentSize: status.contentSize)
        return (status, overlapping, findings)
    }

    /// The status of `viewport` with `visibleCount` elements on screen.
    public func statusInfo(viewport: Viewport, visibleCount: Int, lastFrameTime: Duration?) -> StatusInfo {
        var info = StatusInfo(title: title, layoutName: layoutName,
                              numberOfSections: numberOfSections, numberOfItems: numberOfItems,
                              contentSize: viewport.layout.collectionViewContentSize,
                              isContentSizeExact: viewport.layout.isContentSizeExact,
                              position: ScrollPosition(viewport, scrollsHorizontally: scrollsHorizontally), visibleCount: visibleCount,
                              frameTime: lastFrameTime, pageIndex: pageIndex, adjustments: adjustments, notice: notice,
                              contentWidth: contentWidth)
        info.lengthUnit = lengthUnit
        return info
    }

    /// The status of a screen that shows no layout (a page whose file did not load): the title,
    /// the page index, the notice and `lastFrameTime`; no layout name, counts, size, position or
    /// visible count.
    public func statusInfoWithoutLayout(lastFrameTime: Duration?) -> StatusInfo {
        var info = StatusInfo(title: title, layoutName: "", numberOfSections: -1, numberOfItems: 0, contentSize: .zero,
                              position: .top, visibleCount: 0, frameTime: lastFrameTime, pageIndex: pageIndex, notice: notice)
        info.showsLayout = false
        return info
    }
}
