/// How far sideways a compositional layout's content reaches as a viewer shows it, for searches
/// that must know where the content ends (``FocusSearch``): the content size says `W` wide
/// (rule 11), but an orthogonal section's groups lie past `W` (left to right) or below 0 (right
/// to left), and a viewer shows them moved by that section's sideways offset.
extension CompositionalLayout {
    /// The x-range, in screen space, that the elements meeting `rect`'s rows span as a viewer
    /// shows them with each orthogonal section `s` scrolled sideways by `offsets[s]` (see
    /// ``layoutAttributesForElements(in:orthogonalOffsets:)``): `0 … W`, widened by every
    /// orthogonal section whose band meets `rect` (``orthogonalSections(in:)``) to the span of its
    /// content scrolled by `o`: `−o … contentWidth − o` left to right, `W − contentWidth + o … W + o`
    /// right to left (frames are mirrored). O(log n + the orthogonal sections met), never per item.
    ///
    /// ```swift
    /// // A carousel 26 wide in a view 10 wide, scrolled by 5: its content spans −5 … 21.
    /// layout.horizontalExtent(of: band, orthogonalOffsets: [0: 5])   // -5.0 ... 21.0
    /// ```
    public func horizontalExtent(of rect: Rect, orthogonalOffsets offsets: [Int: Double]) -> ClosedRange<Double> {
        let size = collectionViewContentSize.width
        let width = size.isFinite ? max(0, size) : 0
        var lower = 0.0, upper = width
        for section in orthogonalSections(in: rect) {
            let offset = (offsets[section.section] ?? 0).layoutOffset
            let (start, end) = direction == .rightToLeft
                ? (width - section.contentWidth + offset, width + offset)
                : (-offset, section.contentWidth - offset)
            guard start.isFinite, end.isFinite else { continue }
            lower = min(lower, start)
            upper = max(upper, end)
        }
        return lower...upper
    }
}
