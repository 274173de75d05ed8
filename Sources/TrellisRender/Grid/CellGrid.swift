/// A screen's worth of character cells: one flat, row-major array, as Ratatui's `Buffer`.
///
/// Widgets (the rasterizer, the status line) only write into a grid; the terminal layer copies
/// a finished grid to the screen, and `trellis render` prints it as text.
public struct CellGrid: Hashable, Sendable {
    /// Columns.
    public private(set) var width: Int
    /// Rows.
    public private(set) var height: Int
    /// The cells, row by row: the cell at column `x`, row `y` is `cells[y * width + x]`.
    /// Set only through the writers of this module, which keep wide characters whole.
    public internal(set) var cells: [Cell]

    /// A grid of blank cells. Negative sizes count as 0.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// Makes this grid `width` x `height` blank cells (negative sizes count as 0), reusing its
    /// storage: a frame drawn into the same grid each time allocates nothing once the size is
    /// stable (unless a copy of the grid is still held elsewhere, which copy-on-write keeps intact).
    public mutating func reset(width: Int, height: Int) {
        let width = max(0, width), height = max(0, height)
        if width * height == cells.count {
            cells.withUnsafeMutableBufferPointer { Self.fill($0, $0.indices, with: .blank) }
        } else {
            cells = Array(repeating: .blank, count: width * height)
        }
        self.width = width
        self.height = height
    }

    /// Whether `(x, y)` lies inside the grid.
    @inlinable
    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// The cell at column `x`, row `y`. Reading outside the grid gives a blank cell; writing
    /// outside the grid does nothing.
    ///
    /// Writing through the subscript is raw: it does not fix up wide characters. Use
    /// ``set(_:x:y:)`` or ``setString(_:x:y:style:clip:)`` to keep wide characters whole.
    public subscript(x: Int, y: Int) -> Cell {
        get { contains(x: x, y: y) ? cells[y * width + x] : .blank }
        set { if contains(x: x, y: y) { cells[y * width + x] = newValue } }
    }
}
