import TrellisLayout

/// Cells the rasterizer marks, such as the previewer's search matches: a predicate asked once
/// per visible cell per frame, so marking costs O(visible elements), whatever the item count.
///
/// ```swift
/// var rasterizer = Rasterizer(labels: labels)
/// rasterizer.highlights = CellHighlights { matches.contains($0) }
/// ```
public struct CellHighlights {
    /// Whether the cell at an index path is marked.
    public var contains: (LayoutIndexPath) -> Bool
    /// How a marked cell is drawn: its box, title and text lines.
    public var style: CellStyle

    /// The look of a search match, as less shows one: reverse video, bold.
    public static let matchStyle = CellStyle(bold: true, reverse: true)

    /// Marks the cells `contains` says, drawn in `style`.
    public init(style: CellStyle = Self.matchStyle, contains: @escaping (LayoutIndexPath) -> Bool) {
        self.contains = contains
        self.style = style
    }
}

extension Rasterizer {
    /// The style of the (non-overlapping) cell at `indexPath`: the highlight style when
    /// ``highlights`` marks it, else plain. An overlapping cell keeps its warning look.
    func cellStyle(at indexPath: LayoutIndexPath) -> CellStyle {
        guard let highlights, highlights.contains(indexPath) else { return .plain }
        return highlights.style
    }
}
