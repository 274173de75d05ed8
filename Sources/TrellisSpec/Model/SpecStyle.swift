import TrellisLayout

/// The metrics of a spec, layout-wide or per section: TrellisLayout's ``SectionStyle`` plus the
/// layout-wide options a spec may also set (`pinHeaders`, `direction`, `scrollDirection`).
/// Every value is optional; a section's value falls back to the layout-wide one (see
/// ``fallingBack(to:)``), then to the layout's built-in default.
///
/// Keys and where they go: `columns`, `lineSpacing`, `interitemSpacing`, `inset`, `itemHeight`
/// → the same names in ``sectionStyle``; `header` → ``SectionStyle/headerHeight``; `footer` →
/// ``SectionStyle/footerHeight``; `background` → ``SectionStyle/background``; `order` →
/// ``SectionStyle/itemOrder``; `align` → ``SectionStyle/alignment``; `verticalAlign` →
/// ``SectionStyle/verticalAlignment``; `itemSize` → ``SectionStyle/itemSize``. A compositional
/// spec's `group`, `interGroupSpacing` and `scrolling` → ``group``, ``interGroupSpacing``,
/// ``scrolling``; `background` as an object → ``backgroundDecoration``; `boundaryItems` →
/// ``boundaryItems``; `supplementariesFollowContentInsets` and `list` → the same names; the
/// layout-wide `interSectionSpacing`, `contentInsets`, `safeAreaInsets`, `layoutMargins` and
/// `contentInsetsReference` → the same names (``LayoutSpec/compositionalConfiguration`` and
/// ``LayoutSpec/collectionViewInsets`` read them).
public struct SpecStyle: Hashable, Sendable {
    /// The metrics TrellisLayout takes per section.
    public var sectionStyle: SectionStyle
    /// Whether headers stay pinned to the top while their section scrolls (the JSON key
    /// `pinHeaders`; UIKit's `sectionHeadersPinToVisibleBounds`).
    public var sectionHeadersPinToVisibleBounds: Bool?
    /// The horizontal direction (`direction`: `"ltr"` or `"rtl"`).
    public var direction: LayoutDirection?
    /// The scroll direction (`scrollDirection`).
    public var scrollDirection: ScrollDirection?
    /// The default `aspectRatio` (height / width) of the items that give none.
    public var aspectRatio: Double?
    /// Compositional: the section's group (`group`), repeated until the items run out.
    public var group: LayoutGroup?
    /// Compositional: the space between two groups of a section (`interGroupSpacing`).
    public var interGroupSpacing: Double?
    /// Compositional: how the section scrolls sideways (`scrolling`; a section's key only).
    public var scrolling: LayoutSection.OrthogonalScrollingBehavior?
    /// Compositional: the section background's decoration item when `background` is an object
    /// (`{"insets": …, "zIndex": …}`); `nil` with `background: true` (a plain
    /// ``LayoutDecorationItem/background(kind:)``). Falls back only with ``SectionStyle/background``.
    public var backgroundDecoration: LayoutDecorationItem?
    /// Compositional: the boundary items (`boundaryItems`): a section's own headers, footers and
    /// side items, or at the top level the layout-wide ones. Never falls back: the top-level
    /// items are the layout's, not every section's.
    public var boundaryItems: [SpecBoundaryItem]?
    /// Compositional: whether boundary items follow the section's side insets
    /// (`supplementariesFollowContentInsets`).
    public var supplementariesFollowContentInsets: Bool?
    /// Compositional: the section is a list (`list`), in place of a `group`.
    public var list: LayoutListConfiguration?
    /// Compositional, layout-wide: the gap between two sections (`interSectionSpacing`).
    public var interSectionSpacing: Double?
    /// Compositional, layout-wide: what the sections' containers are inset by (`contentInsetsReference`).
    public var contentInsetsReference: ContentInsetsReference?
    /// Compositional, layout-wide: the collection view's `contentInset` (`contentInsets`).
    public var contentInsets: EdgeInsets?
    /// Compositional, layout-wide: the collection view's `safeAreaInsets` (`safeAreaInsets`).
    public var safeAreaInsets: EdgeInsets?
    /// Compositional, layout-wide: the collection view's `layoutMargins` (`layoutMargins`).
    public var layoutMargins: EdgeInsets?

    /// Creates a style; every value left out falls back.
    public init(sectionStyle: SectionStyle = SectionStyle(), sectionHeadersPinToVisibleBounds: Bool? = nil,
                direction: LayoutDirection? = nil, scrollDirection: ScrollDirection? = nil,
                aspectRatio: Double? = nil, group: LayoutGroup? = nil, interGroupSpacing: Double? = nil,
                scrolling: LayoutSection.OrthogonalScrollingBehavior? = nil) {
        self.sectionStyle = sectionStyle
        self.group = group
        self.interGroupSpacing = interGroupSpacing
        self.scrolling = scrolling
        self.aspectRatio = aspectRatio
        self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        self.direction = direction
        self.scrollDirection = scrollDirection
    }

    /// This style with every value it leaves out taken from `fallback`.
    /// ``boundaryItems`` never fall back (the top-level ones are the layout's own), and
    /// ``backgroundDecoration`` falls back only when ``SectionStyle/background`` does.
    public func fallingBack(to fallback: SpecStyle) -> SpecStyle {
        var style = SpecStyle(sectionStyle: sectionStyle.fallingBack(to: fallback.sectionStyle),
                  sectionHeadersPinToVisibleBounds: sectionHeadersPinToVisibleBounds ?? fallback.sectionHeadersPinToVisibleBounds,
                  direction: direction ?? fallback.direction,
                  scrollDirection: scrollDirection ?? fallback.scrollDirection,
                  aspectRatio: aspectRatio ?? fallback.aspectRatio,
                  group: group ?? fallback.group,
                  interGroupSpacing: interGroupSpacing ?? fallback.interGroupSpacing,
                  scrolling: scrolling ?? fallback.scrolling)
        style.backgroundDecoration = sectionStyle.background == nil ? fallback.backgroundDecoration : backgroundDecoration
        style.boundaryItems = boundaryItems
        style.supplementariesFollowContentInsets = supplementariesFollowContentInsets ?? fallback.supplementariesFollowContentInsets
        style.list = list ?? fallback.list
        style.interSectionSpacing = interSectionSpacing ?? fallback.interSectionSpacing
        style.contentInsetsReference = contentInsetsReference ?? fallback.contentInsetsReference
        style.contentInsets = contentInsets ?? fallback.contentInsets
        style.safeAreaInsets = safeAreaInsets ?? fallback.safeAreaInsets
        style.layoutMargins = layoutMargins ?? fallback.layoutMargins
        return style
    }
}

/// A boundary item of a compositional spec (an element of `boundaryItems`): the model's
/// ``LayoutBoundaryItem`` and what the spec shows in it, its `title` (drawn as a header's
/// section title is) and its `text` (which sizes an estimated height, as a cell's text does).
public struct SpecBoundaryItem: Hashable, Sendable {
    /// The item as the layout takes it.
    public var item: LayoutBoundaryItem
    /// The label shown in the item (`title`), if any.
    public var title: String?
    /// The text shown in the item (`text`), if any: an estimated height is sized to it.
    public var text: String?

    /// Creates a boundary item of a spec.
    public init(item: LayoutBoundaryItem, title: String? = nil, text: String? = nil) {
        self.item = item
        self.title = title
        self.text = text
    }
}
