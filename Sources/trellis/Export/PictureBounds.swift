import TrellisLayout

/// The part of a laid-out content that `trellis export` draws, in spec units: its `viewBox`
/// before the zoom.
///
/// The content size says how wide the content is, `W` (rule 11 of the compositional layout), but
/// a section that scrolls sideways (a carousel) is reported unscrolled: its cards lie past `W`,
/// or left of 0 right to left (see ``OrthogonalSection``). Drawn ``OrthogonalSections/full``, the picture
/// is widened to every carousel's whole content (its insets included) and every card's frame,
/// while the other sections keep the frames they have at `W`; ``OrthogonalSections/cut`` draws the
/// content size alone, as the screen shows the carousels unscrolled.
enum PictureBounds {
    /// How `--carousels` draws the sections that scroll sideways.
    enum OrthogonalSections: String, CaseIterable {
        /// Every card, the picture widened to the widest carousel (the default).
        case full
        /// Only what lies within the content size.
        case cut
    }

    /// The rect the picture of `elements` (every element of `layout`, laid out completely)
    /// covers: `(0, 0)` and the content size, widened sideways by every section that scrolls
    /// orthogonally (``OrthogonalScrollingLayout``) when `drawing` is ``OrthogonalSections/full``
    /// (lengthened downwards by those that scroll vertically, in a horizontally scrolling layout).
    static func bounds(of layout: any BuiltInLayout, elements: [LayoutAttributes], orthogonalSections drawing: OrthogonalSections) -> Rect {
        let size = layout.collectionViewContentSize
        let content = Rect(x: 0, y: 0, width: size.width, height: size.height)
        guard drawing == .full, let orthogonal = layout as? any OrthogonalScrollingLayout else { return content }
        let sections = orthogonal.orthogonalSections(in: content)
        guard !sections.isEmpty else { return content }
        let scrolling = Set(sections.map(\.section))
        // Each carousel's content, unscrolled; then any card that overflows its group. A
        // horizontally scrolling layout's sections scroll vertically: they lengthen the picture.
        var extent = orthogonal.horizontalExtent(of: content, orthogonalOffsets: [:])
        var vertical = orthogonal.verticalExtent(of: content, orthogonalOffsets: [:])
        for element in elements where element.kind == .cell && scrolling.contains(element.indexPath.section) {
            let frame = element.frame
            guard frame.minX.isFinite, frame.maxX.isFinite, frame.minY.isFinite, frame.maxY.isFinite else { continue }
            extent = min(extent.lowerBound, frame.minX)...max(extent.upperBound, frame.maxX)
            vertical = min(vertical.lowerBound, frame.minY)...max(vertical.upperBound, frame.maxY)
        }
        return Rect(x: extent.lowerBound, y: vertical.lowerBound, width: extent.upperBound - extent.lowerBound,
                    height: vertical.upperBound - vertical.lowerBound)
    }
}
