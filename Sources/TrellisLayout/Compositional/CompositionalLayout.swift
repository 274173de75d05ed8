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
    /// orthogonal sections. A spec asking for `scrollDirection: horizontal` is refused.
    public static let supportsHorizontalScrolling = false

    /// Always false: see ``supportsHorizontalScrolling``.
    public var isHorizontal: Bool { false }

    /// The current computation; `nil` after an invalidation until the next prepare.
    var run: CompositionalRun?
    /// Whether the static sections' sizes depend on the view's height (computed once).
    lazy var sectionsDependOnHeight: Bool = {
        switch sections {
        case .provider: return true
        case .list(let list): return list.contains { (section: LayoutSection) in section.group.dependsOnHeight(widthDepends: false, heightDepends: true) }
        }
    }()

    // MARK: Life cycle

    /// Computes the layout for the current bounds as far as they need (plus ``lookahead`` viewport
    /// heights); a fixed-size section is computed whole, in O(its group's slots).
    public func prepare() {
        prepareCount += 1
        let width = bounds.width.layoutLength, height = bounds.height.layoutLength
        if run == nil || run?.width != width || (sectionsDependOnHeight && run?.height != height) {
            run = CompositionalRun(width: width, height: height)
            countItems(run!)
        }
        let visible = layoutSpace(bounds, width: width)
        advance(run!, through: visible.maxY + lookahead * max(visible.height, 1))
    }

    /// True when the width changes, or the height when a section's sizes depend on it (a
    /// fractional height, or a section provider, which sees the container size): scrolling never re-prepares.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        if newBounds.width.layoutLength != bounds.width.layoutLength { return true }
        return sectionsDependOnHeight && newBounds.height.layoutLength != bounds.height.layoutLength
    }

    /// Throws the computed layout away.
    public func invalidateLayout() {
        run = nil
    }

    /// Throws away only what `context` touches: after ``InvalidationContext/itemsAppended(section:)``
    /// every frame already placed stays, the appended section continues from its last group
    /// instance (a fixed-size one is recomputed in O(1)), and the sections after it are laid out again.
    public func invalidateLayout(with context: InvalidationContext) {
        switch context {
        case .everything:
            invalidateLayout()
        case .itemsAppended(let section):
            guard let run else { return }
            countItems(run)
            guard section >= 0, section < run.sections.count else { return }
            run.truncate(toSection: section + 1)
            let state = run.sections[section]
            if !state.isOpen { run.closedPlacedCount -= state.placedCount }
            state.reopen(itemCount: itemCount(inSection: section))
            run.isComplete = false
            run.knownExtent = section > 0 ? run.sections[section - 1].bottom : 0
            if !state.isOpen { closeSection(state, run) }
        }
    }

    /// Lays out everything still left, so that the content size is exact.
    public func completeLayout() {
        advance(currentRun(), through: .infinity)
    }

    /// Lays out as far as `rect` reaches downwards, or to the end.
    public func completeLayout(through rect: Rect) {
        let run = currentRun()
        advance(run, through: layoutSpace(rect, width: run.width).maxY)
    }

    /// Whether everything is laid out, so that ``collectionViewContentSize`` is exact.
    public var isContentSizeExact: Bool { run?.isComplete ?? false }

    /// The content size `(W, end of the last section)` (rule 11): exact once the layout is
    /// complete; while a self-sizing section is laid out lazily, the length known for sure `K`
    /// scaled by the items: `K + remaining · K / placed` (as ``SectionedLayout/collectionViewContentSize``).
    public var collectionViewContentSize: Size {
        let run = currentRun()
        var length = run.nextTop
        if !run.isComplete {
            let open = run.openSection
            let known = max(run.nextTop, run.knownExtent, open.map { $0.contentTop + $0.contentHeight } ?? 0)
            let placed = run.placedItemCount
            let remaining = max(0, run.totalItemCount - placed)
            let perItem = placed > 0 ? known / Double(placed) : unplacedItemLength
            length = known + Double(remaining) * perItem
        }
        return Size(width: run.width, height: length)
    }

    /// The content size at `width` (and the current height), computed in a separate run: this
    /// layout's state is untouched.
    public func contentSize(forWidth width: Double) -> Size {
        let other = CompositionalRun(width: width.layoutLength, height: bounds.height.layoutLength)
        countItems(other)
        advance(other, through: .infinity)
        return Size(width: other.width, height: other.nextTop)
    }

    /// The bytes the computed layout retains: per section its template (fixed-size groups: nothing
    /// per item) or its frames (self-sizing groups), by capacity.
    public var retainedBytes: Int {
        guard let run else { return 0 }
        return run.sections.reduce(run.sections.capacity * 8) { $0 + $1.retainedBytes }
    }

    /// The section `section` as the layout uses it in the current environment, or `nil` past the
    /// data source's sections.
    public func layoutSection(at section: Int) -> LayoutSection? {
        let run = currentRun()
        guard section >= 0, section < run.sectionCount else { return nil }
        if section < run.sections.count { return run.sections[section].layoutSection }
        return buildSection(section, run)
    }
}
