/// The host of a layout, as UIKit's `UICollectionView`: it owns the layout, takes its counts from
/// the data source, and drives the layout's life cycle exactly as UIKit does:
///
/// 1. ``layoutIfNeeded()``, and every query through the collection view, calls the layout's
///    `prepare()` only when the layout has been invalidated (or never prepared).
/// 2. Of the layout, ``layoutIfNeeded()`` asks only `prepare()` (when invalidated),
///    `collectionViewContentSize`, and `layoutAttributesForElements(in:)` with the visible rect;
///    never `layoutAttributesForItem(at:)` or `layoutAttributesForSupplementaryView(ofKind:at:)`.
/// 3. A change of `frame`, `bounds` or `contentOffset` asks `shouldInvalidateLayout(forBoundsChange:)`;
///    only on `true` does it invalidate, with `invalidationContext(forBoundsChange:)`. While those
///    two run, ``bounds`` is still the old bounds.
/// 4. ``reloadData()`` and a new ``collectionViewLayout`` invalidate everything.
/// 5. ``contentSize`` is the layout's `collectionViewContentSize` after each layout pass.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
/// collectionView.dataSource = photos          // any UICollectionViewDataSource
/// collectionView.layoutIfNeeded()             // prepare(), content size, the visible rect's query
/// collectionView.contentOffset.y = 200        // asks shouldInvalidateLayout(forBoundsChange:)
/// ```
///
/// Trellis additions, which UIKit does not have: ``sizeProvider`` (what cells measure to on a
/// device, for self-sizing layouts), and ``setSafeAreaInsets(_:)`` from ``UIView``.
@MainActor
open class UICollectionView: UIScrollView {
    /// What an element is, as UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable {
        /// A cell: an item of the data source.
        case cell = 0
        /// A supplementary view: a header, a footer, a badge.
        case supplementaryView = 1
        /// A decoration view: a section background, owned by the layout.
        case decorationView = 2
    }

    /// The axis a layout scrolls along, as UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// Top to bottom.
        case vertical = 0
        /// Leading to trailing.
        case horizontal = 1
    }

    /// Where `scrollToItem(at:at:animated:)` puts an item, as UIKit's option set.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// The position with these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top at the visible top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the visible bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left at the visible left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right at the visible right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a section header: UIKit's string value.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

    /// The kind of a section footer: UIKit's string value.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// How a self-sizing cell measures itself: what Trellis's host answers where a device asks a
    /// cell's `preferredLayoutAttributesFitting(_:)`. A Trellis addition (UIKit measures views).
    public enum SizeProvider {
        /// The size of the cell at an index path given the attributes the layout proposed; nil
        /// keeps the proposed size.
        case sizes((IndexPath, UICollectionViewLayoutAttributes) -> CGSize?)
        /// A label per cell, measured as the spec's self-sizing text is: one line of
        /// `pointsPerColumn` per character, plus `padding` on each side, as tall as `lineHeight`
        /// (its width capped at the proposed width, wrapping onto more lines).
        case labels((IndexPath) -> String?, pointsPerColumn: CGFloat, lineHeight: CGFloat, padding: CGFloat)
    }

    /// The layout. Setting it invalidates everything; the next layout pass prepares the new one.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.host = nil
            collectionViewLayout.host = self
            needsPrepare = true
        }
    }

    /// Sets ``collectionViewLayout``; nothing animates here, and `completion` runs at once with true.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }

    /// The source of the section and item counts (weak, as UIKit's).
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { countsAreCurrent = false }
    }

    /// The delegate; a flow layout reads its `UICollectionViewDelegateFlowLayout` methods (weak).
    open weak var delegate: (any UICollectionViewDelegate)?

    /// What cells measure to, for self-sizing layouts (a Trellis addition; see ``SizeProvider``).
    public var sizeProvider: SizeProvider?

    // The life cycle's state.
    var needsPrepare = true
    private var countsAreCurrent = false
    private var sectionCounts: [Int] = []
    /// The attributes of the last layout pass's visible-rect query (read by the adapter, which draws them).
    private(set) var lastVisibleAttributes: [UICollectionViewLayoutAttributes] = []
    private var cellClasses: [String: AnyClass] = [:]
    private var supplementaryClasses: [String: AnyClass] = [:]
    private var selectedItems: Set<IndexPath> = []

    /// What the host asked the layout, counted: read by the adapter and the layout doctor.
    var activity = HostActivity()

    /// A collection view with the given frame and layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.host = self
    }

    /// A collection view with a zero frame and a flow layout, as `init(frame:)` on a device makes
    /// one that must be given a layout before it lays out (UIKit raises; Trellis uses a plain
    /// `UICollectionViewLayout`, which shows nothing).
    public required init(frame: CGRect) {
        collectionViewLayout = UICollectionViewLayout()
        super.init(frame: frame)
        collectionViewLayout.host = self
    }

    /// Fails: there are no archives here.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Counts

    /// The number of sections: the data source's `numberOfSections(in:)` (1 by default), 0 with
    /// no data source. Read once and kept until ``reloadData()``, as UIKit keeps it.
    open var numberOfSections: Int {
        loadCountsIfNeeded()
        return sectionCounts.count
    }

    /// The number of items in `section`, kept as ``numberOfSections`` is. Like UIKit's, it traps
    /// on a section that does not exist.
    open func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        precondition(sectionCounts.indices.contains(section),
                     "request for number of items in section \(section) when there are only \(sectionCounts.count) sections in the collection view")
        return sectionCounts[section]
    }

    private func loadCountsIfNeeded() {
        guard !countsAreCurrent else { return }
        countsAreCurrent = true
        guard let dataSource else {
            sectionCounts = []
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        sectionCounts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// Reads the counts again and invalidates everything: the layout is asked
    /// `invalidateLayout(with:)` with a context whose `invalidateEverything` and
    /// `invalidateDataSourceCounts` are true.
    open func reloadData() {
        countsAreCurrent = false
        selectedItems.removeAll()
        let context = collectionViewLayout.makeInvalidationContext()
        context.storedInvalidateEverything = true
        context.storedInvalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
    }

    // MARK: The life cycle

    /// Lays out now: prepares the layout if it was invalidated, sets ``contentSize`` from its
    /// `collectionViewContentSize`, and asks `layoutAttributesForElements(in:)` for the visible
    /// rect (the bounds). With a ``sizeProvider``, cells whose measured size differs from the
    /// proposed one are offered to the layout as preferred attributes (self-sizing), and the pass
    /// repeats while the layout invalidates, at most eight times, as UIKit settles.
    open override func layoutIfNeeded() {
        for _ in 0..<8 {
            layOutOnce()
            guard offerPreferredSizes() else { return }
        }
    }

    private func layOutOnce() {
        prepareIfNeeded()
        contentSize = collectionViewLayout.collectionViewContentSize
        lastVisibleAttributes = queryElements(in: bounds)
    }

    /// Offers each visible cell's measured size to the layout; whether any offer invalidated it.
    private func offerPreferredSizes() -> Bool {
        guard let sizeProvider else { return false }
        var invalidated = false
        for original in lastVisibleAttributes where original.representedElementCategory == .cell {
            guard let measured = measure(original, with: sizeProvider), measured != original.size else { continue }
            let preferred = original.copy() as! UICollectionViewLayoutAttributes
            preferred.size = measured
            activity.preferredSizeOffers += 1
            guard collectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { continue }
            let context = collectionViewLayout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            collectionViewLayout.invalidateLayout(with: context)
            invalidated = true
        }
        return invalidated
    }

    private func measure(_ attributes: UICollectionViewLayoutAttributes, with provider: SizeProvider) -> CGSize? {
        switch provider {
        case .sizes(let size):
            return size(attributes.indexPath, attributes)
        case .labels(let label, let perColumn, let lineHeight, let padding):
            guard let text = label(attributes.indexPath) else { return nil }
            let natural = CGFloat(text.count) * perColumn + 2 * padding
            let width = min(natural, max(attributes.size.width, perColumn + 2 * padding))
            let columnsPerLine = max(1, Int(((width - 2 * padding) / perColumn).rounded(.down)))
            let lines = max(1, (text.count + columnsPerLine - 1) / columnsPerLine)
            return CGSize(width: width, height: CGFloat(lines) * lineHeight)
        }
    }

    /// Prepares the layout if it was invalidated or never prepared: the only caller of `prepare()`.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        loadCountsIfNeeded()
        activity.prepares += 1
        collectionViewLayout.prepare()
    }

    /// The layout was invalidated with `context` (from `invalidateLayout(with:)`): the next layout
    /// pass or query prepares it again, the counts are read again when the context says so, and the
    /// context's adjustments apply to the content offset and size.
    func layoutWasInvalidated(with context: UICollectionViewLayoutInvalidationContext) {
        activity.invalidations += 1
        needsPrepare = true
        if context.invalidateDataSourceCounts || context.invalidateEverything { countsAreCurrent = false }
        if context.contentOffsetAdjustment != .zero {
            super.changeBounds(to: bounds.offsetBy(dx: context.contentOffsetAdjustment.x, dy: context.contentOffsetAdjustment.y))
        }
        if context.contentSizeAdjustment != .zero {
            contentSize = CGSize(width: contentSize.width + context.contentSizeAdjustment.width,
                                 height: contentSize.height + context.contentSizeAdjustment.height)
        }
    }

    /// A bounds change (frame, bounds or content offset): the layout decides whether it
    /// invalidates, while ``bounds`` still reads the old bounds.
    override func changeBounds(to newBounds: CGRect) {
        guard newBounds != bounds else { return }
        activity.boundsChanges += 1
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            let context = collectionViewLayout.invalidationContext(forBoundsChange: newBounds)
            collectionViewLayout.invalidateLayout(with: context)
        }
        super.changeBounds(to: newBounds)
    }

    // MARK: Queries, each preparing first when invalidated

    /// The layout's answer for `rect` (an empty array for nil), prepared first when invalidated.
    func queryElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        prepareIfNeeded()
        activity.elementQueries += 1
        return collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
    }

    /// The layout's attributes of the cell at `indexPath`, prepared first when invalidated.
    func queryItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        activity.itemQueries += 1
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of a supplementary view, prepared first when invalidated.
    func querySupplementary(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        activity.supplementaryQueries += 1
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The layout's attributes of a decoration view, prepared first when invalidated.
    func queryDecoration(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        activity.decorationQueries += 1
        return collectionViewLayout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
    }

    /// The layout's attributes of the cell at `indexPath` (preparing it first when invalidated).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        queryItem(at: indexPath)
    }

    /// The layout's attributes of the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        querySupplementary(ofKind: kind, at: indexPath)
    }

    /// The index paths of the cells in the bounds after a layout pass, in index-path order (UIKit
    /// gives no order; Trellis sorts, so output is the same on every run).
    open var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return lastVisibleAttributes
            .filter { $0.representedElementCategory == .cell && $0.frame.intersects(bounds) && !$0.isHidden }
            .map(\.indexPath).sorted()
    }

    /// The index path of the cell at `point` in content coordinates, from the last layout pass.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        return lastVisibleAttributes
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// Scrolls so that the item at `indexPath` is at `scrollPosition`, asking the layout
    /// `layoutAttributesForItem(at:)` and `targetContentOffset(forProposedContentOffset:)`, as
    /// UIKit does; the offset is kept inside the content.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = queryItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width }
        offset = collectionViewLayout.targetContentOffset(forProposedContentOffset: offset)
        let size = collectionViewLayout.collectionViewContentSize
        offset.x = max(-adjustedContentInset.left, min(offset.x, size.width + adjustedContentInset.right - bounds.width))
        offset.y = max(-adjustedContentInset.top, min(offset.y, size.height + adjustedContentInset.bottom - bounds.height))
        contentOffset = offset
    }

    // MARK: Selection (kept, so code that selects compiles and reads it back; nothing highlights)

    /// The selected items, in index-path order; nil when none is selected, as UIKit answers.
    open var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems.sorted()
    }

    /// Whether items can be selected; true by default.
    open var allowsSelection = true

    /// Whether more than one item can be selected; false by default.
    open var allowsMultipleSelection = false

    /// Selects the item at `indexPath` (nil deselects every item) and scrolls it to
    /// `scrollPosition`, as UIKit does; the delegate is not told, as UIKit does not tell it.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            selectedItems.removeAll()
            return
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection { selectedItems.removeAll() }
        selectedItems.insert(indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.remove(indexPath)
    }

    // MARK: Cells (stubs: nothing draws on Linux)

    /// Registers a cell class for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// Registers a supplementary view class for `elementKind` and `identifier`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[elementKind + "\u{0}" + identifier] = viewClass
    }

    /// A new cell of the class registered for `identifier`. Like UIKit, it traps when nothing is registered.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let registered = cellClasses[identifier] else {
            preconditionFailure("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        let cell = (registered as? UICollectionViewCell.Type ?? UICollectionViewCell.self).init(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A new supplementary view of the class registered for `elementKind` and `identifier`. Like
    /// UIKit, it traps when nothing is registered.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        guard let registered = supplementaryClasses[elementKind + "\u{0}" + identifier] else {
            preconditionFailure("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        let view = (registered as? UICollectionReusableView.Type ?? UICollectionReusableView.self).init(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }
}

/// What a collection view asked its layout, counted since it was made: what the previewer's
/// inspector and the layout doctor report.
struct HostActivity: Equatable, Sendable {
    /// Calls of `prepare()`.
    var prepares = 0
    /// Calls of `layoutAttributesForElements(in:)`.
    var elementQueries = 0
    /// Calls of `layoutAttributesForItem(at:)`.
    var itemQueries = 0
    /// Calls of `layoutAttributesForSupplementaryView(ofKind:at:)`.
    var supplementaryQueries = 0
    /// Calls of `layoutAttributesForDecorationView(ofKind:at:)`.
    var decorationQueries = 0
    /// Invalidations the layout passed to the host (`invalidateLayout(with:)`).
    var invalidations = 0
    /// Bounds changes that asked `shouldInvalidateLayout(forBoundsChange:)`.
    var boundsChanges = 0
    /// Preferred attributes offered to `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    var preferredSizeOffers = 0
}
