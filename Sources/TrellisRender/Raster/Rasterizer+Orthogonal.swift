import TrellisLayout

extension Rasterizer {
    /// Draws `elements` as ``draw(_:offset:in:of:)`` does, with the cells of each section in
    /// `orthogonal` (the orthogonal sections on screen, whose cells the viewport already shifted
    /// by their sideways offsets) clipped to that section's band: the rows from its `minY` to its
    /// `maxY`, rounded as every edge is, within `area`. Sideways they are clipped to `area`, the
    /// view. With no orthogonal section this is exactly ``draw(_:offset:in:of:)``. A section that
    /// scrolls vertically (a horizontally scrolling layout's, ``OrthogonalSection/scrollsVertically``)
    /// is clipped to its band's columns instead, and to `area`'s rows.
    ///
    /// The band's cells are drawn after the other cells, in a pass of their own per section: the
    /// same rows and columns as in one pass (the area and the offset move together by whole
    /// rows). Supplementary views (headers, footers, badges: drawn above cells, ``drawingOrder(_:)``) come last, so that a
    /// pinned header stays on top of its own carousel's cards, as in any other section.
    ///
    /// - Returns: the index paths of the cells drawn as overlapping (within each pass).
    @discardableResult
    public func draw(_ elements: [LayoutAttributes], offset: Point, in area: CellRect,
                     clippingOrthogonal orthogonal: [OrthogonalSection], of grid: inout CellGrid) -> Set<LayoutIndexPath> {
        guard !orthogonal.isEmpty else { return draw(elements, offset: offset, in: area, of: &grid) }
        var bands: [Int: [LayoutAttributes]] = [:]
        for section in orthogonal { bands[section.section] = [] }
        // Supplementary views (headers, footers, badges) over the bands; everything else (cells,
        // decorations) under them.
        var rest: [LayoutAttributes] = [], above: [LayoutAttributes] = []
        rest.reserveCapacity(elements.count)
        for element in elements {
            if element.category == .cell, bands[element.indexPath.section] != nil {
                bands[element.indexPath.section]!.append(element)
            } else if element.category == .supplementaryView {
                above.append(element)
            } else {
                rest.append(element)
            }
        }
        var overlapping = draw(rest, offset: offset, in: area, of: &grid)
        for section in orthogonal {
            guard let cells = bands[section.section], !cells.isEmpty else { continue }
            if section.scrollsVertically {
                // A horizontally scrolling layout's section scrolls vertically: its band is columns.
                guard let band = Self.cellRect(for: Rect(x: section.minY, y: offset.y, width: section.maxY - section.minY, height: scale.y),
                                               offset: offset, in: area, scale: scale) else { continue }
                let columns = CellRect(x: band.x, y: area.y, width: band.width, height: area.height).intersection(area)
                guard !columns.isEmpty else { continue }
                let shifted = Point(x: offset.x + Double(columns.x - area.x) * scale.x, y: offset.y)
                overlapping.formUnion(draw(cells, offset: shifted, in: columns, of: &grid))
                continue
            }
            guard let band = Self.cellRect(for: Rect(x: 0, y: section.minY, width: scale.x, height: section.maxY - section.minY),
                                           offset: offset, in: area, scale: scale) else { continue }
            let rows = CellRect(x: area.x, y: band.y, width: area.width, height: band.height).intersection(area)
            guard !rows.isEmpty else { continue }
            // The same content row on the same screen row: the area moved down d rows, the offset d rows.
            let shifted = Point(x: offset.x, y: offset.y + Double(rows.y - area.y) * scale.y)
            overlapping.formUnion(draw(cells, offset: shifted, in: rows, of: &grid))
        }
        draw(above, offset: offset, in: area, of: &grid)
        return overlapping
    }
}
