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
public final class CompositionalLayout: LazyLayout {
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

    /// The engine: bounds, run, lazy layout, estimate, queries (shared with ``SectionedLayout``).
    let engine: LayoutEngine<CompositionalStore>

    /// Where the sections come from.
    let sections: Sections

    /// The whole layout's configuration (rule 22): scroll direction, the spacing between
    /// sections, layout-wide boundary items and the content insets reference. Setting it
    /// invalidates the layout.
    public var configuration: CompositionalLayoutConfiguration {
        didSet {
            engine.isHorizontal = isHorizontal
            engine.dependsOnHeight = Self.dependsOnHeight(sections, horizontal: isHorizontal)
            invalidateLayout()
        }
    }

    /// The collection view's content insets, safe area and layout margins, which with
    /// ``CompositionalLayoutConfiguration/contentInsetsReference`` make the environment's
    /// effective content insets (rule 23). Setting them invalidates the layout.
    public var collectionViewInsets = CollectionViewInsets() {
        didSet { invalidateLayout() }
    }

    /// A layout whose every section is `section` (UIKit's `init(section:)` and
    /// `init(section:configuration:)`).
    public convenience init(dataSource: LayoutDataSource, section: LayoutSection,
                            configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration()) {
        self.init(dataSource: dataSource, sections: .list([section]), configuration: configuration)
    }

    /// A layout whose section `i` is `sections[i]`; sections past the end of the list are the
    /// last one. An empty list lays out nothing but empty sections (no items are placed).
    public convenience init(dataSource: LayoutDataSource, sections: [LayoutSection],
                            configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration()) {
        self.init(dataSource: dataSource, sections: .list(sections), configuration: configuration)
    }

    /// A layout whose sections `sectionProvider` builds for the current environment (UIKit's
    /// `init(sectionProvider:)` and `init(sectionProvider:configuration:)`). It is asked again
    /// after every invalidation, for the sections laid out.
    public convenience init(dataSource: LayoutDataSource,
                            configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration(),
                            sectionProvider: @escaping SectionProvider) {
        self.init(dataSource: dataSource, sections: .provider(sectionProvider), configuration: configuration)
    }

    /// A layout over `dataSource` whose sections come from `sections`.
    init(dataSource: LayoutDataSource, sections: Sections, configuration: CompositionalLayoutConfiguration) {
        self.sections = sections
        self.configuration = configuration
        let engine = LayoutEngine<CompositionalStore>(dataSource: dataSource)
        self.engine = engine
        super.init(core: engine)
        engine.isHorizontal = isHorizontal
        engine.dependsOnHeight = Self.dependsOnHeight(sections, horizontal: isHorizontal)
        engine.makeStore = { [unowned self] width, height, _ in CompositionalStore(layout: self, width: width, height: height) }
    }

    /// "compositional".
    public var name: String { "compositional" }

    /// Compositional layouts scroll either way (rule 22): set
    /// ``CompositionalLayoutConfiguration/scrollDirection`` to `.horizontal` to lay the sections
    /// out left to right; their orthogonal sections then scroll vertically.
    public static let supportsHorizontalScrolling = true

    /// Whether the sections follow one another left to right (``configuration``'s
    /// `scrollDirection` is `.horizontal`): the layout is then computed transposed (rule 22) and
    /// ``direction`` is ignored.
    public var isHorizontal: Bool { configuration.scrollDirection == .horizontal }

    /// Whether the sections' sizes depend on the extent along the scroll direction (the view's
    /// height, or its width scrolling horizontally): a fractional length along it somewhere, or a
    /// section provider (which sees the container size).
    private static func dependsOnHeight(_ sections: Sections, horizontal: Bool) -> Bool {
        switch sections {
        case .provider: return true
        case .list(let list):
            return list.contains { (section: LayoutSection) in
                (horizontal ? section.turnedForHorizontalLayout.group : section.group).dependsOnHeight(widthDepends: false, heightDepends: true)
            }
        }
    }

    /// Whether a supplementary view's frame may follow the bounds: a boundary item of a section
    /// or of the whole layout pins (rule 21), or ``sectionHeadersPinToVisibleBounds`` is on and
    /// a section has a header. Sections from a provider count as far as they are built. A viewer
    /// or a checker then compares such views' frames only for the same bounds.
    public var pinsBoundaryItems: Bool {
        if configuration.boundarySupplementaryItems.contains(where: \.pinToVisibleBounds) { return true }
        func pins(_ section: LayoutSection) -> Bool {
            section.boundarySupplementaryItems.contains(where: \.pinToVisibleBounds)
                || (sectionHeadersPinToVisibleBounds
                    && (section.headerHeight.layoutLength > 0 || section.boundarySupplementaryItems.contains { $0.kind == .header }))
        }
        switch sections {
        case .list(let list): return list.contains(where: pins)
        case .provider: return engine.currentRun().store.states.contains { pins($0.layoutSection) }
        }
    }

    /// The section `section` as the layout uses it in the current environment, in screen terms
    /// (as it was built, never transposed), or `nil` past the data source's sections.
    public func layoutSection(at section: Int) -> LayoutSection? {
        let run = engine.currentRun()
        guard section >= 0, section < run.sectionCount else { return nil }
        if section < run.store.states.count {
            let laidOut = run.store.states[section].layoutSection
            return isHorizontal ? laidOut.turnedForHorizontalLayout : laidOut
        }
        return screenSection(section, width: run.width, height: run.height)
    }

    /// The environment a section provider sees in a view of `viewSize` (rule 23): the container
    /// is the view's size, with the effective content insets that ``configuration``'s
    /// `contentInsetsReference` and ``collectionViewInsets`` give
    /// (``CollectionViewInsets/effectiveContentInsets(reference:viewSize:vertically:)``).
    public func environment(viewSize: Size) -> LayoutEnvironment {
        let insets = collectionViewInsets.effectiveContentInsets(reference: configuration.contentInsetsReference,
                                                                 viewSize: viewSize, vertically: !isHorizontal)
        return LayoutEnvironment(container: LayoutContainer(contentSize: viewSize, effectiveContentInsets: insets))
    }

    /// ``environment(viewSize:)`` for a view `width` x `height` of layout space (transposed
    /// when scrolling horizontally).
    func environment(width: Double, height: Double) -> LayoutEnvironment {
        environment(viewSize: isHorizontal ? Size(width: height, height: width) : Size(width: width, height: height))
    }

    /// The effective content insets in layout space (transposed when scrolling horizontally), so
    /// that they are always on the left and right: every section is laid out within them (rule 23).
    func containerInsets(width: Double, height: Double) -> EdgeInsets {
        let insets = environment(width: width, height: height).container.effectiveContentInsets
        return isHorizontal ? insets.transposed : insets
    }

    /// The gap before section `section` (rule 22): ``CompositionalLayoutConfiguration/interSectionSpacing``
    /// between two sections (none before the first), made safe.
    func spacing(beforeSection section: Int) -> Double {
        section > 0 ? configuration.interSectionSpacing.layoutLength : 0
    }

    /// The configuration's layout-wide boundary items in layout space: turned a quarter when
    /// scrolling horizontally, as the sections' are (a screen `.top` item is a layout `.leading`
    /// one, its width a layout height).
    var layoutBoundaryItems: [LayoutBoundaryItem] {
        isHorizontal ? configuration.boundarySupplementaryItems.map(\.transposed) : configuration.boundarySupplementaryItems
    }

    /// The section `section` from the list or the provider, in layout space: turned a quarter
    /// when scrolling horizontally (``LayoutSection/turnedForHorizontalLayout``: a list section
    /// is its vertical twin, rule 25).
    func buildSection(_ section: Int, width: Double, height: Double) -> LayoutSection {
        let built = screenSection(section, width: width, height: height)
        return isHorizontal ? built.turnedForHorizontalLayout : built
    }

    /// The section `section` from the list or the provider (whose environment holds the view's
    /// size on screen), in screen terms.
    func screenSection(_ section: Int, width: Double, height: Double) -> LayoutSection {
        switch sections {
        case .list(let list):
            guard let last = list.last else { return Self.emptySection }
            return section < list.count ? list[section] : last
        case .provider(let provider):
            return provider(section, environment(width: width, height: height))
        }
    }

    /// The data source as the sections are laid out from it: ``dataSource`` itself, or, when
    /// scrolling horizontally, a transposed view of it (an item's height on screen is its width
    /// in layout space; an estimated height on screen is the item's height at its own `width`,
    /// and keeps its estimate when the item has no width).
    var placementDataSource: LayoutDataSource {
        guard isHorizontal else { return dataSource }
        if let transposedSource { return transposedSource }
        let source = TransposedDataSource(dataSource, screenItemHeight: nil)
        transposedSource = source
        return source
    }
    private var transposedSource: TransposedDataSource?

    /// The data source a section laid out as `layoutSection` (in layout space) reads its sizes
    /// from: ``placementDataSource``, except for a list section, which in a horizontal layout is
    /// its vertical twin turned a quarter (rule 25) and so measures its rows and header and
    /// footer as the twin does, from ``dataSource`` itself (a row's length along the scroll axis
    /// is its text's height at its on-screen height, never below the minimum).
    func placementDataSource(for layoutSection: LayoutSection) -> LayoutDataSource {
        layoutSection.listConfiguration == nil ? placementDataSource : dataSource
    }

    /// What an empty section list gives every section: a group with no item slot.
    static var emptySection: LayoutSection {
        LayoutSection(group: LayoutGroup(axis: .vertical, size: LayoutSize(width: .absolute(0), height: .absolute(0)), subitems: []))
    }
}
