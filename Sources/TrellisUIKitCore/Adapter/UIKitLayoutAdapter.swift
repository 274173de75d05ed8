import TrellisLayout

/// Any `UICollectionViewLayout`, with its `UICollectionView`, as a TrellisLayout
/// `CollectionLayout`: what the previewer (`PreviewPage`), `assertLayoutSnapshot` and everything
/// else written against `CollectionLayout` take, so that they run the UIKit layout code you ship
/// without depending on TrellisUIKit.
///
/// ```swift
/// import TrellisUIKit      // UIKit's names
/// import TrellisLayout
/// import TrellisPreview
///
/// let adapter = UIKitLayoutAdapter(layout: LeftAlignedFlowLayout(), dataSource: tags)
/// try Previewer(pages: [PreviewPage(title: "Tags", layout: adapter, label: { tags.title(at: $0) })]).run()
///
/// // or, in a test:
/// assertLayoutSnapshot(of: adapter, widths: [40, 48])           // 320 and 384 points wide
/// assertLayoutSnapshot(of: adapter, width: 40, as: .attributes)
/// ```
///
/// **It asks the UIKit layout what UIKit would ask for the same action**, through the
/// collection view, which keeps UIKit's life cycle:
/// - drawing a frame is a layout pass (`layoutIfNeeded()`): `prepare()` only when the layout
///   was invalidated (or never prepared), `collectionViewContentSize`, and
///   `layoutAttributesForElements(in:)` with the visible rect (then, with the collection view's
///   `sizeProvider`, the self-sizing offers UIKit makes);
/// - a go-to (`:N`, a search) asks `layoutAttributesForItem(at:)`, as `scrollToItem` does; a
///   focus move, `G` and a snapshot ask `layoutAttributesForElements(in:)` with the wider rect
///   that scrolling there would show;
/// - a new ``bounds`` (a scroll, a resize, a new content width) goes through the collection
///   view's `frame` (its size) and `contentOffset` (its origin), so UIKit's invalidation rules
///   decide what is prepared again: `shouldInvalidateLayout(forBoundsChange:)`, asked while
///   `collectionView.bounds` is still the old bounds, and only on `true` the invalidation. The
///   adapter never invalidates the layout on its own: its
///   ``shouldInvalidateLayout(forBoundsChange:)`` is always false, so that a viewer never adds an
///   invalidation to UIKit's, and the prepare comes with the next query, as in UIKit;
/// - every query prepares first when the layout was invalidated (a TrellisLayout layout is
///   prepared by its viewer instead; here ``prepare()`` only prepares a layout that needs it).
///
/// It counts the prepares and the queries (``layoutActivity``, which the previewer's inspector
/// shows), reports the UIKit layout's warnings (``warningMessages``: the members TrellisUIKit
/// declares but does not model, which the previewer lists under `w` and snapshots end with),
/// gives the previewer the collection view's counts (``dataSource``), and shows a compositional
/// layout's orthogonally scrolling sections as carousels (``OrthogonalScrollingLayout``), and
/// tells the pictures which supplementary views are boundary items and badges and which sections
/// are lists, as its backing compositional layout says (``ElementRoles``).
///
/// **Units.** Frames are in points, as the UIKit layout computes them; a cell of the terminal
/// is ``scale`` points, 8 per column and 16 per row by default (``CellScaled``), so a width of
/// 40 columns is a 320-point collection view.
///
/// **Linux.** The adapter is a Trellis addition. On Apple platforms with UIKit, TrellisUIKit is
/// UIKit itself and does not declare it. Its conformances are `@preconcurrency`: the adapter is
/// `@MainActor`, as UIKit's classes are, and must be used on the main thread (the previewer's
/// loop and XCTest's main-actor tests are).
@MainActor
public final class UIKitLayoutAdapter: @preconcurrency CollectionLayout, @preconcurrency OrthogonalScrollingLayout,
    @preconcurrency CellScaled, @preconcurrency WarningReporting, @preconcurrency LayoutActivityReporting,
    @preconcurrency LayoutDataSourceProviding, @preconcurrency LayoutNaming, @preconcurrency ElementRoles {
    /// 8 points per column and 16 per row: a phone's 393 points are about 49 columns.
    nonisolated public static let defaultScale = LayoutScale(x: 8, y: 16)

    /// The collection view whose layout is shown: its `frame`, `contentOffset` and counts are
    /// what the layout reads.
    public let collectionView: UICollectionView

    /// Points per terminal cell: `x` per column, `y` per row (``defaultScale`` unless given).
    public let scale: LayoutScale

    /// The data source and delegate a collection view made here keeps (its own references are
    /// weak, as UIKit's).
    private let retained: [AnyObject]

    /// The collection view's counts as a TrellisLayout data source (``dataSource``).
    private lazy var counts = CollectionViewCounts(collectionView: collectionView)

    /// Shows `collectionView`'s layout, with its data source, delegate, frame and content offset
    /// as they are. The caller keeps the data source and delegate alive (the collection view
    /// holds them weakly, as UIKit's does).
    ///
    /// ```swift
    /// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: WaterfallLayout())
    /// collectionView.dataSource = photos
    /// let adapter = UIKitLayoutAdapter(collectionView: collectionView)
    /// ```
    public init(collectionView: UICollectionView, scale: LayoutScale = UIKitLayoutAdapter.defaultScale) {
        self.collectionView = collectionView
        self.scale = scale
        retained = []
    }

    /// Shows `layout` in a new collection view (a zero frame until a viewer sizes it) whose data
    /// source is `dataSource` and delegate `delegate` (a flow layout's
    /// `UICollectionViewDelegateFlowLayout`); the adapter keeps both alive.
    ///
    /// ```swift
    /// let adapter = UIKitLayoutAdapter(layout: flow, dataSource: tags, delegate: tags)
    /// ```
    public init(layout: UICollectionViewLayout, dataSource: any UICollectionViewDataSource,
                delegate: (any UICollectionViewDelegate)? = nil, scale: LayoutScale = UIKitLayoutAdapter.defaultScale) {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.dataSource = dataSource
        collectionView.delegate = delegate
        self.scale = scale
        retained = [dataSource as AnyObject] + (delegate.map { [$0 as AnyObject] } ?? [])
    }

    /// The UIKit layout shown: the collection view's `collectionViewLayout`.
    public var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }

    /// The UIKit layout's class name (`WaterfallLayout`), which the status line and snapshot
    /// headers show in place of the adapter's.
    public var layoutName: String { String(describing: type(of: collectionView.collectionViewLayout)) }

    // MARK: CollectionLayout

    /// The collection view's bounds, in points. Setting it changes the collection view's `frame`
    /// when the size changes (a resize) and its `contentOffset` when the origin does (a scroll),
    /// each asking the layout `shouldInvalidateLayout(forBoundsChange:)` as UIKit does.
    public var bounds: Rect {
        get { Rect(collectionView.bounds) }
        set {
            let newBounds = CGRect(newValue)
            if newBounds.size != collectionView.bounds.size {
                collectionView.frame = CGRect(origin: collectionView.frame.origin, size: newBounds.size)
            }
            if newBounds.origin != collectionView.bounds.origin {
                collectionView.contentOffset = newBounds.origin
            }
        }
    }

    /// Prepares the UIKit layout if it was invalidated or never prepared, as the collection view
    /// does before a layout pass; otherwise nothing.
    public func prepare() {
        collectionView.prepareIfNeeded()
    }

    /// The layout's `collectionViewContentSize` (prepared first when invalidated), which the
    /// collection view also takes as its `contentSize`.
    public var collectionViewContentSize: Size {
        collectionView.prepareIfNeeded()
        let size = collectionViewLayout.collectionViewContentSize
        collectionView.contentSize = size
        return Size(size)
    }

    /// Always true: a UIKit layout knows its whole content once prepared.
    public var isContentSizeExact: Bool { true }

    /// Nothing: a UIKit layout lays everything out in `prepare()`, which the next query runs
    /// when needed.
    public func completeLayout() {}

    /// The elements in `rect`. For the visible rect (the ``bounds``: a frame being drawn) this is
    /// a layout pass, the collection view's `layoutIfNeeded()`, whose visible-rect answer it
    /// returns; for any other rect, the layout's `layoutAttributesForElements(in:)` with that
    /// rect. Both prepare first when the layout was invalidated and count as one rect query.
    /// The answer is the UIKit layout's, converted (UIKit's header and footer kinds become
    /// `.header` and `.footer`): an element it returns outside `rect` is kept, as UIKit keeps it.
    ///
    /// In a right-to-left collection view a layout that flips (see ``isMirrored``) is asked the
    /// mirrored rect, and its frames come back mirrored.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let rect = CGRect(rect)
        let asked = isMirrored ? mirrored(rect) : rect
        if asked == collectionView.bounds {
            collectionView.layoutIfNeeded()
            return shown(collectionView.lastVisibleAttributes)
        }
        return shown(collectionView.queryElements(in: asked))
    }

    /// The layout's `layoutAttributesForItem(at:)`, as `scrollToItem` asks it (prepared first
    /// when invalidated).
    public func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        collectionView.queryItem(at: IndexPath(indexPath)).flatMap { shown([$0]).first }
    }

    /// The layout's `layoutAttributesForSupplementaryView(ofKind:at:)`, `.header` and `.footer`
    /// asked as UIKit's section header and footer kinds.
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        collectionView.querySupplementary(ofKind: kind.uiKitKind, at: IndexPath(indexPath)).flatMap { shown([$0]).first }
    }

    /// The layout's `layoutAttributesForDecorationView(ofKind:at:)`.
    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        collectionView.queryDecoration(ofKind: kind.uiKitKind, at: IndexPath(indexPath)).flatMap { shown([$0]).first }
    }

    // MARK: Right to left

    /// Whether the collection view shows the layout mirrored, as UIKit's does: the layout
    /// returns true from `flipsHorizontallyInOppositeLayoutDirection` (the flow layout does) and
    /// the collection view's `effectiveUserInterfaceLayoutDirection` is not the layout's
    /// `developmentLayoutDirection`. The layout itself keeps computing left to right (so a
    /// subclass that edits `super`'s frames works unchanged); the adapter mirrors what it is
    /// asked and what it shows about the content's width. Transforms are not mirrored.
    public var isMirrored: Bool {
        let layout = collectionViewLayout
        return layout.flipsHorizontallyInOppositeLayoutDirection
            && collectionView.effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
    }

    /// The width the mirror turns about: the content's, or the view's when the content is narrower.
    fileprivate var mirrorWidth: CGFloat {
        max(collectionViewLayout.collectionViewContentSize.width, collectionView.bounds.width)
    }

    /// `rect` mirrored about ``mirrorWidth``.
    private func mirrored(_ rect: CGRect) -> CGRect {
        CGRect(x: mirrorWidth - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// `attributes` as the previewer shows them: converted, and mirrored when ``isMirrored``.
    private func shown(_ attributes: [UICollectionViewLayoutAttributes]) -> [LayoutAttributes] {
        guard isMirrored else { return attributes.map(\.layoutAttributes) }
        let width = Double(mirrorWidth)
        return attributes.map {
            var shown = $0.layoutAttributes
            shown.frame.origin.x = width - shown.frame.maxX
            return shown
        }
    }

    /// Always false: setting ``bounds`` lets the collection view ask the UIKit layout itself
    /// (once, while its bounds are still the old ones), and invalidate only when the layout says
    /// so. A viewer that called `invalidateLayout()` on a true answer here would invalidate
    /// where UIKit does not.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { false }

    /// The UIKit layout's `invalidateLayout()`, for a viewer that lays out afresh (a new
    /// viewport, each width of a snapshot). Before the first prepare, and while the layout is
    /// invalid already, it changes nothing UIKit would see, and is not passed on.
    public func invalidateLayout() {
        guard collectionView.activity.prepares > 0, !collectionView.needsPrepare else { return }
        collectionViewLayout.invalidateLayout()
    }

    /// A data change: the collection view's `reloadData()` (its counts are read again and the
    /// layout invalidated), for appended items as for everything.
    public func invalidateLayout(with context: InvalidationContext) {
        collectionView.reloadData()
    }

    /// The content size at the current width; at another width, that width and the current
    /// height, an estimate: a UIKit layout cannot be asked about another width without changing
    /// its collection view's bounds, which this must not do.
    public func contentSize(forWidth width: Double) -> Size {
        let size = collectionViewContentSize
        return Size(width: width, height: size.height)
    }

    // MARK: OrthogonalScrollingLayout (a compositional layout's carousels)

    /// The Trellis layout behind the UIKit layout, when it has sections that scroll orthogonally
    /// (a compositional layout); prepared first when invalidated.
    fileprivate var orthogonalLayout: (any OrthogonalScrollingLayout)? {
        collectionView.prepareIfNeeded()
        return collectionViewLayout.backingOrthogonalLayout
    }

    /// The backing compositional layout's direction; left to right for any other layout.
    public var direction: LayoutDirection { orthogonalLayout?.direction ?? .leftToRight }

    /// The sections that scroll orthogonally meeting `rect` (none for a layout without).
    public func orthogonalSections(in rect: Rect) -> [OrthogonalSection] {
        orthogonalLayout?.orthogonalSections(in: rect) ?? []
    }

    /// Section `section` when it scrolls orthogonally.
    public func orthogonalSection(_ section: Int) -> OrthogonalSection? {
        orthogonalLayout?.orthogonalSection(section)
    }

    /// With no section scrolled sideways, ``layoutAttributesForElements(in:)`` (the UIKit
    /// layout's own answer). With some, the backing compositional layout's shifted answer,
    /// counted as a rect query: a UIKit app scrolls those sections inside nested scroll views,
    /// which Trellis does not make, so the UIKit layout is not asked (an override of its
    /// `layoutAttributesForElements(in:)` does not show while a carousel is scrolled).
    public func layoutAttributesForElements(in rect: Rect, orthogonalOffsets: [Int: Double]) -> [LayoutAttributes] {
        guard orthogonalOffsets.contains(where: { $0.value != 0 }), let backing = orthogonalLayout else {
            return layoutAttributesForElements(in: rect)
        }
        collectionView.activity.elementQueries += 1
        return backing.layoutAttributesForElements(in: rect, orthogonalOffsets: orthogonalOffsets)
    }

    // MARK: The previewer's and the snapshots' capabilities

    /// ``scale``.
    public var cellScale: LayoutScale { scale }

    /// `pt`: frames are in points.
    public var lengthUnit: String { "pt" }

    /// The UIKit layout's warnings: one per member it was given that TrellisUIKit declares but
    /// does not model (none for most layouts).
    public var warningMessages: [String] { collectionViewLayout.trellisWarnings }

    /// What the collection view asked the layout so far: prepares, invalidations and each kind
    /// of query, as the collection view counted them.
    public var layoutActivity: LayoutActivity {
        let activity = collectionView.activity
        return LayoutActivity(prepareCount: activity.prepares, invalidationCount: activity.invalidations,
                              rectQueryCount: activity.elementQueries, itemQueryCount: activity.itemQueries,
                              supplementaryQueryCount: activity.supplementaryQueries,
                              decorationQueryCount: activity.decorationQueries)
    }

    /// The collection view's section and item counts as a TrellisLayout data source, by which the
    /// previewer counts items (the status line, `:N`, `/`, Tab). Not the UIKit data source, which
    /// is `collectionView.dataSource`.
    public var dataSource: any LayoutDataSource { counts }
}

// MARK: ElementRoles (which supplementary views are boundary items, which sections are lists)

extension UIKitLayoutAdapter {
    /// The Trellis `CompositionalLayout` a `UICollectionViewCompositionalLayout` is built on
    /// (prepared first when invalidated); `nil` for any other UIKit layout, whose roles are
    /// ``DefaultElementRoles``'. Its element kinds are UIKit's, mapped as the adapter maps them
    /// (`UICollectionView.elementKindSectionHeader` is `.header`, any other kind keeps its string),
    /// so an element the adapter returns is asked about as it is.
    private var compositionalLayout: CompositionalLayout? {
        orthogonalLayout as? CompositionalLayout
    }

    /// `element` as the backing layout computed it: unmirrored when ``isMirrored``, so that its
    /// frame compares with the backing layout's own.
    private func unshown(_ element: LayoutAttributes) -> LayoutAttributes {
        guard isMirrored else { return element }
        var element = element
        element.frame.origin.x = Double(mirrorWidth) - element.frame.maxX
        return element
    }

    /// The backing compositional layout's answer (a section's boundary items of any kind, such as
    /// Apple's `"section-header-element-kind"`, are boundary items; its items' supplementary items
    /// badges); for any other UIKit layout, `.header` and `.footer` only.
    public func isBoundaryItem(_ element: LayoutAttributes) -> Bool {
        guard let backing = compositionalLayout else { return DefaultElementRoles().isBoundaryItem(element) }
        return backing.isBoundaryItem(unshown(element))
    }

    /// The backing compositional layout's list appearance of `section` (a section made with
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` or a layout made with
    /// `UICollectionViewCompositionalLayout.list(using:)`); `nil` for any other UIKit layout.
    public func listAppearance(inSection section: Int) -> ListAppearance? {
        compositionalLayout?.listAppearance(inSection: section)
    }

    /// The boundary item behind `element` in the backing compositional layout, if any.
    public func boundaryItem(for element: LayoutAttributes) -> LayoutBoundaryItem? {
        compositionalLayout?.boundaryItem(for: unshown(element))
    }

    /// The supplementary item (badge) behind `element` in the backing compositional layout, if any.
    public func supplementaryItem(for element: LayoutAttributes) -> LayoutSupplementaryItem? {
        compositionalLayout?.supplementaryItem(for: unshown(element))
    }

    /// The backing compositional layout's decoration kinds of `section`; ``ElementKind/background``
    /// for any other UIKit layout.
    public func decorationKinds(inSection section: Int) -> [ElementKind] {
        compositionalLayout?.decorationKinds(inSection: section) ?? DefaultElementRoles().decorationKinds(inSection: section)
    }
}

/// A collection view's counts as a TrellisLayout data source: the sections and items the
/// collection view has (kept until `reloadData()`, as UIKit keeps them), nothing else.
@MainActor
private final class CollectionViewCounts: @preconcurrency LayoutDataSource {
    let collectionView: UICollectionView

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    var numberOfSections: Int { collectionView.numberOfSections }

    func numberOfItems(inSection section: Int) -> Int {
        (0..<collectionView.numberOfSections).contains(section) ? collectionView.numberOfItems(inSection: section) : 0
    }
}
