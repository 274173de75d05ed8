/// Items in lines, lines in sections, as UIKit's `UICollectionViewFlowLayout`, laid out by issue
/// 26 §2's numbered rules, which follow UIKit's (docs/porting-from-uikit.md lists where they differ).
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// layout.sectionInset = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
/// layout.headerReferenceSize = CGSize(width: 0, height: 40)
/// layout.sectionHeadersPinToVisibleBounds = true
/// let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
/// ```
///
/// Vertically (horizontal scrolling swaps the axes), with `W` the bounds' width less the insets
/// `sectionInsetReference` names and `A` = `W` less the section's left and right inset:
/// sections stack from 0; a header of height > 0 spans `W` above the section inset; items join a
/// line while its widths and minimum spacings fit in `A`; a line is as tall as its tallest item,
/// each item centred in it; a full line with two or more items is justified, one with a lone
/// item centres it, and the last line keeps the gaps of a full line of copies of its last item
/// (so a grid's last row lines up with the columns above) unless those gaps would carry it past
/// the right inset, where it keeps `minimumInteritemSpacing`; lines are `minimumLineSpacing` apart;
/// a footer follows the bottom inset. Frames are exact: nothing is rounded to pixels.
///
/// Where Trellis differs from UIKit (each chosen by the issue):
/// - an item wider than `A` is clamped to `A` (UIKit logs that its behaviour is undefined and
///   lets it overflow);
/// - the last line's grid gaps apply to every section whose last line they fit, as in
///   PSTCollectionView; UIKit applies them only when the section's items are all one width, and
///   otherwise starts the last line at the left with `minimumInteritemSpacing` gaps. Where copies
///   of a narrow last item would carry a mixed line past `W − inset.right` (the rule 5c
///   taken alone would), Trellis keeps `minimumInteritemSpacing`, as UIKit does for mixed widths.
///
/// Subclassing works as in UIKit: override `prepare()` (calling `super`), or call
/// `super.layoutAttributesForElements(in:)`, copy the attributes and edit the copies. The flow
/// layout's own `layoutAttributesForItem(at:)` and `layoutAttributesForSupplementaryView(ofKind:at:)`
/// answer from its frames, never through an overridden `layoutAttributesForElements(in:)`.
///
/// Attributes are made afresh, of `layoutAttributesClass`, for every query: nothing a caller
/// edits reaches the layout's frames, copied or not. (UIKit caches them and logs "cached frame
/// mismatch" when a subclass edits them without copying; here such edits are simply not seen by
/// later queries.)
///
/// Costs: `prepare()` is O(n) after an invalidation that needs the frames again, O(1) after a
/// scroll with pinned headers or footers; `layoutAttributesForElements(in:)` is O(log n + k)
/// (binary searches over sections and lines); `layoutAttributesForItem(at:)` is O(log lines).
/// Per item the layout keeps 24 bytes.
///
/// Setting a property to a new value invalidates the layout (`invalidateLayout()`), as UIKit's
/// setters do. On Linux, `flipsHorizontallyInOppositeLayoutDirection` is true as in UIKit, and the
/// frames are always left to right: UIKit's collection view mirrors them in a right-to-left
/// direction; Trellis's host does not yet, and the layout warns.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What the section insets are measured from, as UIKit's
    /// `UICollectionViewFlowLayout.SectionInsetReference`. The content inset is respected at a
    /// minimum (UIKit's header says so): per side, the larger of the adjusted content inset and the
    /// named inset bounds `W`. Headers, footers and lines start at that left edge, in content
    /// coordinates (whose 0 is at the content inset), and the content size keeps the full width
    /// between the content insets. (Apple documents the references but not this arithmetic: it is
    /// Trellis's reading of the header's note.)
    public enum SectionInsetReference: Int, Sendable {
        /// From the collection view's `adjustedContentInset`.
        case fromContentInset = 0
        /// From its `safeAreaInsets` (or the adjusted content inset, per side, where that is larger).
        case fromSafeArea = 1
        /// From its `layoutMargins` (or the adjusted content inset, per side, where that is larger).
        case fromLayoutMargins = 2
    }

    /// A placeholder for `estimatedItemSize`: cells size themselves, and the layout estimates
    /// them with its own size (the delegate's, or `itemSize`) until they do. Compare against
    /// it; never lay out with it. Its value, as UIKit's: `CGFLOAT_MAX` × `CGFLOAT_MAX`.
    nonisolated public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The spacing between lines (rows scrolling vertically, columns horizontally); 10 by default.
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateIfChanged(minimumLineSpacing != oldValue) }
    }

    /// The smallest spacing between the items of a line; 10 by default. Full lines share their
    /// leftover between the gaps, so theirs are wider.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { invalidateIfChanged(minimumInteritemSpacing != oldValue) }
    }

    /// Every item's size when the delegate does not give one; 50×50 by default.
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateIfChanged(itemSize != oldValue) }
    }

    /// Self-sizing: `.zero` (the default) sizes items by `itemSize` or the delegate; any other
    /// size is every item's estimate until the collection view reports the size its cell prefers
    /// (Trellis's host takes it from its `sizeProvider`); ``automaticSize`` estimates with the
    /// item's own size.
    open var estimatedItemSize: CGSize = .zero {
        didSet { invalidateIfChanged(estimatedItemSize != oldValue) }
    }

    /// The scroll direction; `.vertical` by default.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { invalidateIfChanged(scrollDirection != oldValue) }
    }

    /// Every header's size when the delegate does not give one (its height scrolling vertically,
    /// its width horizontally; 0 for none); `.zero` by default.
    open var headerReferenceSize: CGSize = .zero {
        didSet { invalidateIfChanged(headerReferenceSize != oldValue) }
    }

    /// Every footer's size when the delegate does not give one, as `headerReferenceSize`.
    open var footerReferenceSize: CGSize = .zero {
        didSet { invalidateIfChanged(footerReferenceSize != oldValue) }
    }

    /// Every section's inset when the delegate does not give one; `.zero` by default.
    open var sectionInset: UIEdgeInsets = .zero {
        didSet { invalidateIfChanged(sectionInset != oldValue) }
    }

    /// What the section insets (and the width `W` that headers and footers span) are measured
    /// from; `.fromContentInset` by default.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { invalidateIfChanged(sectionInsetReference != oldValue) }
    }

    /// Whether headers stay at the visible top (the bounds' top below the adjusted content
    /// inset) while their section is on screen, never above their own place, and pushed up by the
    /// section's end: a header's bottom never passes its footer's top (the last line's bottom plus
    /// the bottom inset). False by default. Pinned or not, headers and footers have `zIndex` 10,
    /// above cells' 0, as UIKit's flow layout gives them.
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { invalidateIfChanged(sectionHeadersPinToVisibleBounds != oldValue) }
    }

    /// Whether footers stay at the visible bottom (above the bottom adjusted content inset) while
    /// their section is on screen, never below their own place, and pushed down by the section's
    /// start: a footer's top never passes its header's bottom. False by default.
    open var sectionFootersPinToVisibleBounds = false {
        didSet { invalidateIfChanged(sectionFootersPinToVisibleBounds != oldValue) }
    }

    /// The `zIndex` of headers and footers: above cells, as UIKit's flow layout gives them.
    static let supplementaryZIndex = 10

    // MARK: State

    private let geometry = FlowGeometry()
    /// The axis of the last prepare.
    private var axis = FlowAxis.vertical
    /// Where `W` lies across and how wide the content is, from the last prepare.
    private var box = ReferenceBox()
    /// What the next prepare must do again.
    private var needsMetrics = true
    private var needsFrames = true
    /// Self-sizing cells' preferred sizes, as the collection view reported them (in the
    /// layout's coordinates), kept until the counts change.
    private var preferredSizes: [IndexPath: CGSize] = [:]
    /// Preferred sizes reported since the last prepare.
    private var newPreferredSizes: [IndexPath: CGSize] = [:]
    /// Per section, the flat index of its item 0 (for preferred sizes).
    private var sectionStarts: [Int] = []

    /// Where `W` lies in the vertical frame: from `originX`, `width` wide, in content `contentWidth` wide.
    private struct ReferenceBox: Equatable {
        var originX: CGFloat = 0
        var width: CGFloat = 0
        var contentWidth: CGFloat = 0
    }

    private func invalidateIfChanged(_ changed: Bool) {
        if changed { invalidateLayout() }
    }

    // MARK: The layout's life cycle

    /// The flow layout's context class: ``UICollectionViewFlowLayoutInvalidationContext``.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// Notes what `context` invalidates, then passes it on (subclasses that override this call `super`).
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            needsMetrics = true
            needsFrames = true
            preferredSizes.removeAll()
            newPreferredSizes.removeAll()
        } else if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            if flow.invalidateFlowLayoutAttributes {
                needsFrames = true
                if flow.invalidateFlowLayoutDelegateMetrics { needsMetrics = true }
            }
        } else {
            needsMetrics = true
            needsFrames = true
        }
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext, !flow.preferredItemSizes.isEmpty {
            newPreferredSizes.merge(flow.preferredItemSizes) { $1 }
            needsFrames = true
        }
        super.invalidateLayout(with: context)
    }

    /// Computes the frames when an invalidation asked for them: the delegate's metrics (rules
    /// 2–6's sizes, insets and spacings) when they were invalidated, then the lines. After a scroll
    /// that only moved pinned headers or footers it does nothing: they are placed when queried.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            geometry.inputs = []
            geometry.sizes = []
            geometry.layOut(width: 0, originX: 0)
            box = ReferenceBox()
            return
        }
        let axis = FlowAxis(scrollDirection)
        let box = referenceBox(of: collectionView, axis: axis)
        if axis != self.axis || box != self.box {
            // A change no context named (insets, the safe area): the metrics may depend on it.
            needsMetrics = true
            needsFrames = true
        }
        self.axis = axis
        self.box = box
        if needsMetrics {
            preferredSizes.merge(newPreferredSizes) { $1 }
            newPreferredSizes.removeAll()
            readMetrics(from: collectionView)
        } else if !newPreferredSizes.isEmpty {
            applyPreferredSizes()
        }
        if needsMetrics || needsFrames {
            geometry.layOut(width: box.width, originX: box.originX)
        }
        needsMetrics = false
        needsFrames = false
    }

    /// `W` and its place (rule 3's preamble): the bounds across less, per side, the larger of the
    /// adjusted content inset and the inset `sectionInsetReference` names.
    private func referenceBox(of collectionView: UICollectionView, axis: FlowAxis) -> ReferenceBox {
        let bounds = axis.rect(collectionView.bounds)
        let content = axis.insets(collectionView.adjustedContentInset)
        var left = content.left, right = content.right
        switch sectionInsetReference {
        case .fromContentInset: break
        case .fromSafeArea:
            let safe = axis.insets(collectionView.safeAreaInsets)
            left = max(left, safe.left)
            right = max(right, safe.right)
        case .fromLayoutMargins:
            let margins = axis.insets(collectionView.layoutMargins)
            left = max(left, margins.left)
            right = max(right, margins.right)
        }
        return ReferenceBox(originX: left - content.left, width: bounds.width - left - right,
                            contentWidth: bounds.width - content.left - content.right)
    }

    /// Asks the delegate (or takes the layout's own values) for every section's metrics and
    /// every item's size.
    private func readMetrics(from collectionView: UICollectionView) {
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let sectionCount = collectionView.numberOfSections
        var inputs: [FlowGeometry.SectionInput] = []
        inputs.reserveCapacity(sectionCount)
        var sizes = geometry.sizes
        sizes.removeAll(keepingCapacity: true)
        sectionStarts.removeAll(keepingCapacity: true)
        let estimating = estimatedItemSize != .zero
        let estimateIsAutomatic = estimatedItemSize == Self.automaticSize
        for section in 0..<sectionCount {
            let count = collectionView.numberOfItems(inSection: section)
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let interitemSpacing = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            inputs.append(.init(inset: axis.insets(inset), lineSpacing: lineSpacing, interitemSpacing: interitemSpacing,
                                headerHeight: axis.size(header).height, footerHeight: axis.size(footer).height, itemCount: count))
            sectionStarts.append(sizes.count)
            for item in 0..<count {
                var size: CGSize
                if estimating && !estimateIsAutomatic {
                    size = estimatedItemSize
                } else {
                    size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
                }
                if estimating, !preferredSizes.isEmpty, let preferred = preferredSizes[IndexPath(item: item, section: section)] {
                    size = preferred
                }
                sizes.append(axis.size(size))
            }
        }
        geometry.inputs = inputs
        geometry.sizes = sizes
    }

    /// Puts the preferred sizes reported since the last prepare in place of their estimates.
    private func applyPreferredSizes() {
        for (indexPath, size) in newPreferredSizes {
            preferredSizes[indexPath] = size
            guard indexPath.count == 2, sectionStarts.indices.contains(indexPath.section),
                  indexPath.item >= 0, indexPath.item < geometry.inputs[indexPath.section].itemCount else { continue }
            geometry.sizes[sectionStarts[indexPath.section] + indexPath.item] = axis.size(size)
        }
        newPreferredSizes.removeAll()
    }

    /// The content's size (rule 6): the content's width (`W` plus any extra inset the section
    /// inset reference adds) by the end of the last section.
    open override var collectionViewContentSize: CGSize {
        axis.size(CGSize(width: box.contentWidth, height: geometry.contentHeight))
    }

    // MARK: Queries

    /// The header, cells and footer of each section that meet `rect`, section by section, in that
    /// order (rule 10), with pinned headers and footers where the visible bounds put them (rule 7).
    /// An element meets `rect` when they share interior points. New attributes every call.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        let attributesClass = self.attributesClass
        let axis = self.axis
        geometry.forEachElement(in: axis.rect(rect), pinning: pinning()) { element in
            switch element {
            case .header(let section, let frame):
                result.append(Self.supplementary(attributesClass, UICollectionView.elementKindSectionHeader,
                                                 IndexPath(item: 0, section: section), axis.rect(frame)))
            case .item(let section, let item, let frame):
                let attributes = attributesClass.init(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = axis.rect(frame)
                result.append(attributes)
            case .footer(let section, let frame):
                result.append(Self.supplementary(attributesClass, UICollectionView.elementKindSectionFooter,
                                                 IndexPath(item: 0, section: section), axis.rect(frame)))
            }
        }
        return result
    }

    /// The cell at `indexPath`, from the layout's own frames (rule 11); nil when there is none.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, let frame = geometry.itemFrame(section: indexPath.section, item: indexPath.item) else { return nil }
        let attributes = attributesClass.init(forCellWith: indexPath)
        attributes.frame = axis.rect(frame)
        return attributes
    }

    /// Section `indexPath.section`'s header (`UICollectionView.elementKindSectionHeader`) or
    /// footer (`…Footer`), pinned where rule 7 puts it, from the layout's own frames (rule 11); nil
    /// for another kind or a section without one (a reference size of 0).
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        let frame: CGRect?
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: frame = geometry.headerFrame(section: indexPath.section, pinning: pinning())
        case UICollectionView.elementKindSectionFooter: frame = geometry.footerFrame(section: indexPath.section, pinning: pinning())
        default: frame = nil
        }
        guard let frame else { return nil }
        return Self.supplementary(attributesClass, elementKind, indexPath, axis.rect(frame))
    }

    private var attributesClass: UICollectionViewLayoutAttributes.Type {
        type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self
    }

    private static func supplementary(_ attributesClass: UICollectionViewLayoutAttributes.Type, _ kind: String,
                                      _ indexPath: IndexPath, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = attributesClass.init(forSupplementaryViewOfKind: kind, with: indexPath)
        attributes.frame = frame
        attributes.zIndex = supplementaryZIndex
        return attributes
    }

    /// Rule 7's visible span (in the vertical frame): the bounds less the adjusted content inset
    /// along the scroll axis; nil when nothing is pinned.
    private func pinning() -> FlowGeometry.Pinning? {
        guard sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds, let collectionView else { return nil }
        let bounds = axis.rect(collectionView.bounds)
        let inset = axis.insets(collectionView.adjustedContentInset)
        return .init(headers: sectionHeadersPinToVisibleBounds, footers: sectionFootersPinToVisibleBounds,
                     visibleTop: bounds.minY + inset.top, visibleBottom: bounds.maxY - inset.bottom)
    }

    // MARK: Invalidation

    /// Rule 9: true when the bounds change across the lines (the width scrolling vertically, the
    /// height horizontally), and on any change while headers or footers are pinned.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let old = collectionView?.bounds else { return true }
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return newBounds != old }
        let axis = FlowAxis(scrollDirection)
        return axis.rect(newBounds).width != axis.rect(old).width
    }

    /// A flow context; when the bounds keep their size (a scroll with pinned views), one that
    /// keeps the metrics and the frames (both flow properties false), so the next prepare costs
    /// nothing and only the pinned views move.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext, let old = collectionView?.bounds, old.size == newBounds.size {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.invalidateFlowLayoutAttributes = false
        }
        return context
    }

    /// Rule 8: with an `estimatedItemSize`, true when a cell's preferred size differs from the
    /// size the layout gave it; false for supplementary views and without an estimate.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        estimatedItemSize != .zero && preferredAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    /// Rule 8's context: the cell invalidated, its preferred size carried to the next prepare
    /// (which keeps the delegate's metrics and computes the frames again), and the content size
    /// adjusted by the cell's change along the scroll axis (an estimate: the line's change can be less).
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        let indexPath = preferredAttributes.indexPath
        context.invalidateItems(at: [indexPath])
        let axis = FlowAxis(scrollDirection)
        let change = axis.size(preferredAttributes.size).height - axis.size(originalAttributes.size).height
        context.contentSizeAdjustment = axis.size(CGSize(width: 0, height: change))
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.preferredItemSizes[indexPath] = preferredAttributes.size
        } else {
            newPreferredSizes[indexPath] = preferredAttributes.size
        }
        return context
    }

    /// True, as UIKit's flow layout: its frames are computed left to right, and a collection view
    /// in the opposite direction mirrors them.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}
