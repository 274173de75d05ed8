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
/// ``scrolling``.
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
    public func fallingBack(to fallback: SpecStyle) -> SpecStyle {
        SpecStyle(sectionStyle: sectionStyle.fallingBack(to: fallback.sectionStyle),
                  sectionHeadersPinToVisibleBounds: sectionHeadersPinToVisibleBounds ?? fallback.sectionHeadersPinToVisibleBounds,
                  direction: direction ?? fallback.direction,
                  scrollDirection: scrollDirection ?? fallback.scrollDirection,
                  aspectRatio: aspectRatio ?? fallback.aspectRatio,
                  group: group ?? fallback.group,
                  interGroupSpacing: interGroupSpacing ?? fallback.interGroupSpacing,
                  scrolling: scrolling ?? fallback.scrolling)
    }
}
