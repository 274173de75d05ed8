/// A rectangle of whole cells in grid coordinates: columns `x ..< x + width`,
/// rows `y ..< y + height`. Used for clipping and for element frames after rasterization.
public struct CellRect: Hashable, Sendable, CustomStringConvertible {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns (0 or more).
    public var width: Int
    /// The number of rows (0 or more).
    public var height: Int

    /// Creates a rectangle; negative sizes count as 0.
    @inlinable
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The rectangle from column `minX` up to (not including) `maxX`, and likewise for rows.
    @inlinable
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The column just right of the rectangle.
    @inlinable public var maxX: Int { x + width }
    /// The row just below the rectangle.
    @inlinable public var maxY: Int { y + height }
    /// Whether the rectangle has no cells.
    @inlinable public var isEmpty: Bool { width == 0 || height == 0 }

    /// Whether the cell `(x, y)` lies inside.
    @inlinable
    public func contains(x: Int, y: Int) -> Bool {
        x >= self.x && x < maxX && y >= self.y && y < maxY
    }

    /// Whether the rectangles share a cell (``intersection(_:)`` is not empty).
    @inlinable
    public func intersects(_ other: CellRect) -> Bool {
        Swift.max(x, other.x) < Swift.min(maxX, other.maxX) && Swift.max(y, other.y) < Swift.min(maxY, other.maxY)
    }

    /// The cells both rectangles cover (empty, at the origin of neither, when they share none).
    @inlinable @inline(__always)
    public func intersection(_ other: CellRect) -> CellRect {
        let minX = Swift.max(x, other.x), minY = Swift.max(y, other.y)
        let maxX = Swift.min(self.maxX, other.maxX), maxY = Swift.min(self.maxY, other.maxY)
        guard minX < maxX, minY < maxY else { return CellRect(x: minX, y: minY, width: 0, height: 0) }
        return CellRect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// `x,y wxh`, for test messages.
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}

extension CellGrid {
    /// The whole grid as a rectangle.
    public var area: CellRect { CellRect(x: 0, y: 0, width: width, height: height) }
}
