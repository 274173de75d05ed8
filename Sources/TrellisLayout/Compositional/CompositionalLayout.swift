/// A compositional layout, as UIKit's `UICollectionViewCompositionalLayout`: each section is a
/// group of items (and nested groups) that repeats until the section's items run out, sized as
/// fractions of its container, in absolute units, or estimated and self-sized; a section may
/// scroll sideways on its own (an orthogonal section). The rules are in docs/layouts.md
/// ("Compositional").
///
/// It is a ``CollectionLayout`` like every other: the same life cycle and queries, lazy layout
/// for self-sizing sections, appends, pinned headers and right-to-left.
///
/// ```swift
/// let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1.0 / 3), height: .fractionalHeight(1)))
/// let group = LayoutGroup.horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(3)),
///                                    subitems: [item])
/// let layout = CompositionalLayout(dataSource: dataSource, section: LayoutSection(group: group))
/// ```
///
/// A section's items come from the ``LayoutDataSource`` as for every other layout: its counts,
/// and for estimated dimensions the item's height at a width (its `height`, else its wrapped
/// text) and its width (its `width`, else its title). ``LayoutDataSource/style(forSection:)`` is
/// not read: the ``LayoutSection`` holds the section's metrics.
public final class CompositionalLayout: CollectionLayout {
    /// Builds the section `sectionIndex` in `environment`, as UIKit's
    /// `UICollectionViewCompositionalLayoutSectionProvider`.
    public typealias SectionProvider = (_ sectionIndex: Int, _ environment: LayoutEnvironment) -> LayoutSection

    /// Where the sections come from.
    enum Sections {
        /// A fixed list: section `i` is `list[min(i, list.count - 1)]`.
        case list([LayoutSection])
        /// Built per section for the current environment.
        case provider(SectionProvider)
    }

    /// The data: section and item counts, and the sizes of self-sizing items.
    public let dataSource: LayoutDataSource
    /// The collection view's bounds (origin = content offset, size = viewport size).
    public var bounds: Rect = .zero
    /// How many times ``prepare()`` ran: scrolling must leave it unchanged.
    public private(set) var prepareCount = 0
    /// How far below the bounds ``prepare()`` lays out self-sizing sections ahead, in viewport heights.
    public var lookahead: Double = 2
    /// Whether a section's header stays at the top of the visible bounds while any of the section
    /// is in view (UIKit's `sectionHeadersPinToVisibleBounds`); the section's end pushes it up.
    public var sectionHeadersPinToVisibleBounds = false
    /// Left to right, or right to left: every frame mirrored, `x' = W − x − width`, orthogonal
    /// sections included (rule 14).
    public var direction: LayoutDirection = .leftToRight
    /// What an item counts for in the content-size estimate while no item of a self-sizing
    /// section is placed yet: one unit by default.
    public var unplacedItemLength: Double = 1

    /// Where the sections come from.
    let sections: Sections

    /// A layout whose every section is `section` (UIKit's `init(section:)`).
    public init(dataSource: LayoutDataSource, section: LayoutSection) {
        self.dataSource = dataSource
        self.sections = .list([section])
    }

    /// A layout whose section `i` is `sections[i]`; sections past the end of the list are the
    /// last one. An empty list lays out nothing but empty sections (no items are placed).
    public init(dataSource: LayoutDataSource, sections: [LayoutSection]) {
        self.dataSource = dataSource
        self.sections = .list(sections)
    }

    /// A layout whose sections `sectionProvider` builds for the current environment (UIKit's
    /// `init(sectionProvider:)`). It is asked again after every invalidation, for the sections
    /// laid out.
    public init(dataSource: LayoutDataSource, sectionProvider: @escaping SectionProvider) {
        self.dataSource = dataSource
        self.sections = .provider(sectionProvider)
    }

    /// "compositional".
    public var name: String { "compositional" }

    /// Compositional layouts scroll vertically only (rule 14): sideways scrolling comes from
    /// orthogonal sections. A spec or caller asking for `scrollDirection: horizontal` is refused
    /// with ``horizontalScrollingRefusal``.
    public static let supportsHorizontalScrolling = false

    /// The message that refuses a horizontal scroll direction.
    public static let horizontalScrollingRefusal =
        "a compositional layout scrolls vertically; use an orthogonal section (\"scrolling\") to scroll sideways"

    /// Always false: see ``supportsHorizontalScrolling``.
    public var isHorizontal: Bool { false }

    // MARK: Life cycle (stubs until the engine lands)

    public func prepare() { prepareCount += 1 }
    public var collectionViewContentSize: Size { Size(width: bounds.width, height: 0) }
    public var isContentSizeExact: Bool { true }
    public func completeLayout() {}
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { [] }
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? { nil }
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { newBounds.size != bounds.size }
    public func invalidateLayout() {}
    public func invalidateLayout(with context: InvalidationContext) {}
    public func contentSize(forWidth width: Double) -> Size { Size(width: width, height: 0) }

    /// Calls `body` with every element whose frame intersects `rect`, without building an array.
    public func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {}

    /// The bytes the computed layout retains.
    public var retainedBytes: Int { 0 }

    /// The section `section` as the layout uses it in the current environment, or `nil` past the
    /// data source's sections.
    public func layoutSection(at section: Int) -> LayoutSection? { nil }

    /// The orthogonal sections whose band meets `rect` (laying out as far as `rect` reaches), top to bottom.
    public func orthogonalSections(in rect: Rect) -> [OrthogonalSection] { [] }

    /// The orthogonal section `section` (laying out as far as it), or `nil` when it does not scroll sideways.
    public func orthogonalSection(_ section: Int) -> OrthogonalSection? { nil }

    /// Every element meeting `rect` as a viewer shows it with each orthogonal section `s` scrolled
    /// sideways by `offsets[s]`: that section's cells are those whose unscrolled frame meets `rect`
    /// moved by the offset, reported moved back (x − offset, or x + offset right to left).
    public func layoutAttributesForElements(in rect: Rect, orthogonalOffsets offsets: [Int: Double]) -> [LayoutAttributes] { [] }
}
