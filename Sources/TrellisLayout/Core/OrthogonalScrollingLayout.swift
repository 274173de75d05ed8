/// A layout some of whose sections scroll orthogonally: sideways, each on its own, inside the
/// vertical scroll, as UIKit's `orthogonalScrollingBehavior` makes a compositional section do.
///
/// A viewer (TrellisRender's `Viewport`) knows nothing of the layout's type: it asks this protocol
/// which sections scroll orthogonally and what it needs of them, and keeps one sideways offset per
/// section itself. The layout reports those sections' frames unscrolled (their content starts at
/// the section's left inset and may pass the view's width); the viewer shifts their cells by the
/// offsets it keeps (left, or right in a right-to-left layout, whose frames are mirrored), clips
/// them to each section's band (``OrthogonalSection/minY`` … ``OrthogonalSection/maxY``), and asks
/// the layout's shifted queries so that what it hits is what the screen shows. Headers, footers
/// and the other sections never move sideways.
///
/// ``CompositionalLayout`` adopts it. A layout of one's own adopts it with four members (the
/// others have defaults):
///
/// ```swift
/// final class ShelfLayout: CollectionLayout, OrthogonalScrollingLayout {
///     // ... the CollectionLayout members ...
///     func orthogonalSections(in rect: Rect) -> [OrthogonalSection] { shelves.filter { $0.minY < rect.maxY && $0.maxY > rect.minY } }
///     func orthogonalSection(_ section: Int) -> OrthogonalSection? { shelves.first { $0.section == section } }
///     func layoutAttributesForElements(in rect: Rect, orthogonalOffsets: [Int: Double]) -> [LayoutAttributes] { ... }
/// }
/// let viewport = Viewport(layout: ShelfLayout(), size: Size(width: 40, height: 20))
/// viewport.scrollOrthogonalSection(by: 1)   // the topmost shelf on screen, one step
/// ```
public protocol OrthogonalScrollingLayout: CollectionLayout {
    /// The horizontal direction: right to left mirrors the frames, so a section's content then
    /// ends at the left and a sideways offset moves its cells right. Defaults to left to right.
    var direction: LayoutDirection { get }

    /// The sections that scroll orthogonally whose band (``OrthogonalSection/minY`` …
    /// ``OrthogonalSection/maxY``) meets `rect`'s vertical extent, top to bottom, laying out as
    /// far as `rect` reaches. A viewer calls it once per frame with the visible rect, so it should
    /// cost O(log n + the sections met), never a pass over the items.
    func orthogonalSections(in rect: Rect) -> [OrthogonalSection]

    /// Section number `section` if it scrolls orthogonally (laying out as far as it), `nil` when
    /// it does not or does not exist.
    func orthogonalSection(_ section: Int) -> OrthogonalSection?

    /// Whether section number `section` scrolls orthogonally by its definition, ideally without
    /// laying out as far as it: a viewer asks it of every section whose sideways place it carries
    /// over to a new layout of the same content. False past the last section. The default asks
    /// ``orthogonalSection(_:)``.
    func scrollsOrthogonally(section: Int) -> Bool

    /// Every element meeting `rect` as a viewer shows it with each section `s` that scrolls
    /// orthogonally shifted by `orthogonalOffsets[s]` (layout units from the start of its content;
    /// 0 for a section left out): that section's cells are those whose shifted frame meets `rect`,
    /// reported at the shifted frame (x − offset, or x + offset right to left). Everything else is
    /// as ``CollectionLayout/layoutAttributesForElements(in:)`` reports it.
    func layoutAttributesForElements(in rect: Rect, orthogonalOffsets: [Int: Double]) -> [LayoutAttributes]
}

extension OrthogonalScrollingLayout {
    /// Left to right.
    public var direction: LayoutDirection { .leftToRight }

    /// Whether ``orthogonalSection(_:)`` finds the section (which may lay out as far as it).
    public func scrollsOrthogonally(section: Int) -> Bool {
        orthogonalSection(section) != nil
    }

    /// The x-range, in screen space, that the elements meeting `rect`'s rows span as a viewer
    /// shows them with each section scrolled by `orthogonalOffsets` (so a spatial search knows how
    /// far the content reaches past its width, and an export how wide to draw): `0 … W` (the
    /// content width), widened by the content of every section ``orthogonalSections(in:)`` finds,
    /// `−o … contentWidth − o` left to right, `W − contentWidth + o … W + o` right to left, for a
    /// section scrolled by `o`. O(the sections met), never per item. Package-only: the previewer's
    /// focus search and the export use it; a layout computes it from what it already answers.
    ///
    /// ```swift
    /// // A section 26 wide in a view 10 wide, scrolled by 5: its content spans −5 … 21.
    /// layout.horizontalExtent(of: band, orthogonalOffsets: [0: 5])   // -5.0 ... 21.0
    /// ```
    package func horizontalExtent(of rect: Rect, orthogonalOffsets offsets: [Int: Double]) -> ClosedRange<Double> {
        let size = collectionViewContentSize.width
        let width = size.isFinite ? max(0, size) : 0
        var lower = 0.0, upper = width
        // A section that scrolls vertically (a horizontally scrolling layout's) stays within its columns.
        for section in orthogonalSections(in: rect) where !section.scrollsVertically {
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

    /// The y-range, in screen space, that the elements meeting `rect` span as a viewer shows
    /// them: `0 … H` (the content height), widened by the content of every section that
    /// scrolls vertically (a horizontally scrolling layout's, ``OrthogonalSection/scrollsVertically``)
    /// met by `rect`, `−o … contentWidth − o` for a section scrolled by `o`. The vertical
    /// counterpart of ``horizontalExtent(of:orthogonalOffsets:)``, for the previewer's focus
    /// search. O(the sections met).
    package func verticalExtent(of rect: Rect, orthogonalOffsets offsets: [Int: Double]) -> ClosedRange<Double> {
        let size = collectionViewContentSize.height
        let height = size.isFinite ? max(0, size) : 0
        var lower = 0.0, upper = height
        for section in orthogonalSections(in: rect) where section.scrollsVertically {
            let offset = (offsets[section.section] ?? 0).layoutOffset
            let (start, end) = (-offset, section.contentWidth - offset)
            guard start.isFinite, end.isFinite else { continue }
            lower = min(lower, start)
            upper = max(upper, end)
        }
        return lower...upper
    }
}
