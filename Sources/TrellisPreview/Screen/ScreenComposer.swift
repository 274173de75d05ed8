import TrellisLayout
import TrellisRender

/// One composed screen: the grid and what went into it.
public struct Frame {
    /// The whole screen, `columns` x `rows`: content rows, then the status line.
    public var grid: CellGrid
    /// What the status line shows.
    public var status: StatusInfo
    /// The index paths of the visible cells drawn as overlapping another cell.
    public var overlappingCells: Set<IndexPath>
}

/// Composes the whole terminal screen: the visible part of the layout above, the status line
/// on the last row.
///
/// Screen geometry: the layout's width is the terminal's full width; the viewport is the
/// terminal's rows minus the status line. At 80x24 the layout is prepared at width 80, content
/// rows `offset ..< offset + 23` appear on screen rows 0–22 and the status line on row 23. A
/// terminal of 1 row shows only the status line; one of 0 rows or columns gives an empty grid.
///
/// Per frame the layout is asked once, for the visible rect; the work is
/// O(visible elements + screen cells).
///
/// ```swift
/// let composer = ScreenComposer(title: page.title, layoutName: "waterfall",
///                               numberOfSections: 3, numberOfItems: 120, labels: dataSource)
/// let grid = composer.renderScreen(viewport: viewport, columns: 80, rows: 24,
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

    /// The whole `columns` x `rows` screen for `viewport`.
    ///
    /// First resizes `viewport` to the terminal (``Viewport/resize(width:height:)``; nothing
    /// happens when the size is unchanged), then asks its layout once for the visible elements,
    /// draws them, and draws the status line.
    ///
    /// - Parameter lastFrameTime: how long the previous frame took, measured by the caller
    ///   (shown on the status line; `nil` leaves it out).
    public func renderScreen(viewport: Viewport, columns: Int, rows: Int,
                             lastFrameTime: Duration? = nil) -> CellGrid {
        renderFrame(viewport: viewport, columns: columns, rows: rows, lastFrameTime: lastFrameTime).grid
    }

    /// Like ``renderScreen(viewport:columns:rows:lastFrameTime:)``, also returning the status
    /// and the overlapping cells.
    public func renderFrame(viewport: Viewport, columns: Int, rows: Int,
                            lastFrameTime: Duration? = nil) -> Frame {
        var grid = CellGrid(width: 0, height: 0)
        let (status, overlapping) = render(viewport: viewport, columns: columns, rows: rows,
                                           lastFrameTime: lastFrameTime, into: &grid)
        return Frame(grid: grid, status: status, overlappingCells: overlapping)
    }

    /// Like ``renderFrame(viewport:columns:rows:lastFrameTime:)``, drawing into `grid`, which is
    /// first reset to `columns` x `rows` blank cells (``CellGrid/reset(width:height:)``): a
    /// caller that keeps its grid from frame to frame allocates no new one per frame.
    ///
    /// - Parameter content: where on the screen the layout is drawn; the viewport is resized to
    ///   its size. `nil` (the default) is every column and every row but the status line
    ///   (``Viewport/contentSize(width:height:)``). The previewer passes a smaller area when
    ///   panels or extra lines take part of the screen.
    /// - Parameter layoutSize: the viewport's size in layout units; `nil` (the default) is
    ///   `content`'s size. The previewer passes its own when the layout is wider than the
    ///   columns that show it (a content width wider than the screen).
    /// - Returns: the status, and the index paths of the visible cells drawn as overlapping.
    @discardableResult
    public func render(viewport: Viewport, columns: Int, rows: Int, content: CellRect? = nil,
                       layoutSize: Size? = nil, lastFrameTime: Duration? = nil,
                       into grid: inout CellGrid) -> (status: StatusInfo, overlappingCells: Set<IndexPath>) {
        let content = content ?? CellRect(x: 0, y: 0, width: max(0, columns), height: max(0, rows - 1))
        viewport.resize(to: layoutSize ?? viewport.scale.points(width: content.width, height: content.height))
        return draw(viewport: viewport, columns: columns, rows: rows, content: content, lastFrameTime: lastFrameTime, into: &grid)
    }

    /// Like ``render(viewport:columns:rows:content:layoutSize:lastFrameTime:into:)`` without
    /// resizing `viewport`: draws it at the size it has, so drawing changes nothing of the
    /// viewport or its layout. The previewer sizes its viewport when the screen changes, never
    /// while it draws.
    @discardableResult
    public func draw(viewport: Viewport, columns: Int, rows: Int, content: CellRect? = nil,
                     lastFrameTime: Duration? = nil,
                     into grid: inout CellGrid) -> (status: StatusInfo, overlappingCells: Set<IndexPath>) {
        let columns = max(0, columns), rows = max(0, rows)
        let content = content ?? CellRect(x: 0, y: 0, width: columns, height: max(0, rows - 1))
        grid.reset(width: columns, height: rows)
        let elements = viewport.visibleElements()
        var rasterizer = rasterizer
        rasterizer.scale = viewport.scale   // the viewport's cells are the rasterizer's
        let overlapping = rasterizer.draw(elements, offset: viewport.contentOffset, in: content,
                                          clippingOrthogonal: viewport.orthogonalSectionsOnScreen(), of: &grid)
        let status = statusInfo(viewport: viewport, visibleCount: elements.count, lastFrameTime: lastFrameTime)
        if rows > 0 { grid.drawStatusLine(status, row: rows - 1) }
        return (status, overlapping)
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
