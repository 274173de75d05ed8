/// Places the items of one section, one at a time, in item order: the part of a layout that
/// differs from one layout to the next.
///
/// ``SectionedLayout`` does everything else (headers, footers, insets, stacking the sections,
/// the flat frame store, lazy layout, appends and rect queries). A placer is created when its
/// section begins, with the section's resolved style, the collection view's width and the `y`
/// at which the section's items start (below the header and `inset.top`).
public protocol SectionPlacer: AnyObject {
    /// The lowest `minY` that any item not placed yet can have. Lazy layout stops once this
    /// passes the lowest row a query needs.
    var frontier: Double { get }
    /// The bottom of the items placed so far, or the items' top `y` when there are none.
    /// The section's bottom is this plus `inset.bottom`.
    var itemsBottom: Double { get }
    /// Places item `item` (items come in order, from 0), files it in `index`, and returns its frame.
    func place(item: Int, in index: SectionIndex) -> Rect
}
