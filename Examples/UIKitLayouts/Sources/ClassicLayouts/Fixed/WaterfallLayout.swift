#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

// MARK: - WaterfallLayoutDelegate

/// What a `WaterfallLayout` asks the collection view's delegate: the number of columns of each
/// section, the height of each item at the column width, and the section's spacings, insets,
/// header and footer.
///
/// Only the item height is required. The other methods have default implementations (in the
/// extension below) that return the layout's own properties, so a delegate implements only what
/// differs from them.
public protocol WaterfallLayoutDelegate: UICollectionViewDelegate {
    /// The height of the item at `indexPath` when it is `width` wide.
    func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout,
                        heightForItemAt indexPath: IndexPath, width: CGFloat) -> CGFloat

    /// The number of columns of `section` (at least 1).
    func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout,
                        numberOfColumnsInSection section: Int) -> Int

    /// The margins around the columns of `section`.
    func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets

    /// The space between two columns of `section`.
    func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout,
                        columnSpacingForSectionAt section: Int) -> CGFloat

    /// The space between two items of one column of `section`.
    func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout,
                        interitemSpacingForSectionAt section: Int) -> CGFloat

    /// The height of the header of `section`; 0 for none.
    func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout,
                        heightForHeaderInSection section: Int) -> CGFloat

    /// The height of the footer of `section`; 0 for none.
    func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout,
                        heightForFooterInSection section: Int) -> CGFloat
}

/// The defaults of the optional methods: the layout's own properties, as for a delegate that
/// does not implement them.
public extension WaterfallLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout,
                        numberOfColumnsInSection section: Int) -> Int {
        layout.columnCount
    }

    func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        layout.sectionInset
    }

    func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout,
                        columnSpacingForSectionAt section: Int) -> CGFloat {
        layout.minimumColumnSpacing
    }

    func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout,
                        interitemSpacingForSectionAt section: Int) -> CGFloat {
        layout.minimumInteritemSpacing
    }

    func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout,
                        heightForHeaderInSection section: Int) -> CGFloat {
        layout.headerHeight
    }

    func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout,
                        heightForFooterInSection section: Int) -> CGFloat {
        layout.footerHeight
    }
}

// MARK: - WaterfallLayout

/// A waterfall (masonry) layout: each section's items in columns of equal width, each item
/// placed at the top of the shortest column (the leftmost of equally short ones), so that the
/// columns grow evenly.
///
/// Every measure comes from the collection view's delegate, a `WaterfallLayoutDelegate`, with
/// the properties below as its defaults. Only a change of the collection view's width lays the
/// items out again: scrolling never does.
///
/// `prepare()` computes every frame once. A rect query finds the sections the rect crosses, and
/// in each the items it crosses, by binary search: within a section the items' tops never
/// decrease (the shortest column only ever grows), and the running maximum of their bottoms
/// never decreases either, so neither end of the run of items in a rect needs a scan.
open class WaterfallLayout: UICollectionViewLayout {
    /// The number of columns of a section the delegate does not say. Default 2.
    open var columnCount: Int = 2 {
        didSet { if columnCount != oldValue { invalidateLayout() } }
    }

    /// The space between columns. Default 10.
    open var minimumColumnSpacing: CGFloat = 10 {
        didSet { if minimumColumnSpacing != oldValue { invalidateLayout() } }
    }

    /// The space between the items of a column. Default 10.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } }
    }

    /// The margins around each section's columns. Default `.zero`.
    open var sectionInset: UIEdgeInsets = .zero {
        didSet { if sectionInset != oldValue { invalidateLayout() } }
    }

    /// The height of each section's header; 0 (the default) for none.
    open var headerHeight: CGFloat = 0 {
        didSet { if headerHeight != oldValue { invalidateLayout() } }
    }

    /// The height of each section's footer; 0 (the default) for none.
    open var footerHeight: CGFloat = 0 {
        didSet { if footerHeight != oldValue { invalidateLayout() } }
    }

    /// The frames of one section, as `prepare()` computed them.
    private struct Section {
        var header: UICollectionViewLayoutAttributes?
        var items: [UICollectionViewLayoutAttributes] = []
        /// `bottoms[i]`: the largest `maxY` of items `0...i` (never decreasing).
        var bottoms: [CGFloat] = []
        var footer: UICollectionViewLayoutAttributes?
        /// The section's extent, from its header's top to its footer's bottom.
        var frame: CGRect = .zero
    }

    private var sections: [Section] = []
    private var contentHeight: CGFloat = 0
    private var contentWidth: CGFloat = 0

    private var delegate: WaterfallLayoutDelegate? {
        collectionView?.delegate as? WaterfallLayoutDelegate
    }

    override open var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: contentHeight)
    }

    override open func prepare() {
        super.prepare()
        sections = []
        contentHeight = 0
        guard let collectionView, let delegate else { return }
        let insets = collectionView.contentInset
        contentWidth = collectionView.bounds.width - insets.left - insets.right

        var top: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            var result = Section()
            let inset = delegate.collectionView(collectionView, layout: self, insetForSectionAt: section)
            let columns = max(1, delegate.collectionView(collectionView, layout: self, numberOfColumnsInSection: section))
            let columnSpacing = delegate.collectionView(collectionView, layout: self, columnSpacingForSectionAt: section)
            let itemSpacing = delegate.collectionView(collectionView, layout: self, interitemSpacingForSectionAt: section)
            let sectionTop = top

            let headerHeight = delegate.collectionView(collectionView, layout: self, heightForHeaderInSection: section)
            if headerHeight > 0 {
                let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                              with: IndexPath(item: 0, section: section))
                header.frame = CGRect(x: 0, y: top, width: contentWidth, height: headerHeight)
                result.header = header
                top += headerHeight
            }
            top += inset.top

            let available = contentWidth - inset.left - inset.right - CGFloat(columns - 1) * columnSpacing
            let width = max(0, available / CGFloat(columns))
            var columnHeights = [CGFloat](repeating: top, count: columns)
            var lowestBottom = -CGFloat.greatestFiniteMagnitude
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                // The shortest column; the leftmost of equally short ones.
                var column = 0
                for candidate in 1..<columns where columnHeights[candidate] < columnHeights[column] {
                    column = candidate
                }
                let height = delegate.collectionView(collectionView, layout: self, heightForItemAt: indexPath, width: width)
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: inset.left + CGFloat(column) * (width + columnSpacing),
                                          y: columnHeights[column], width: width, height: height)
                columnHeights[column] = attributes.frame.maxY + itemSpacing
                lowestBottom = max(lowestBottom, attributes.frame.maxY)
                result.items.append(attributes)
                result.bottoms.append(lowestBottom)
            }
            // The tallest column, less the spacing after its last item.
            if !result.items.isEmpty {
                top = columnHeights.max()! - itemSpacing
            }
            top += inset.bottom

            let footerHeight = delegate.collectionView(collectionView, layout: self, heightForFooterInSection: section)
            if footerHeight > 0 {
                let footer = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                                              with: IndexPath(item: 0, section: section))
                footer.frame = CGRect(x: 0, y: top, width: contentWidth, height: footerHeight)
                result.footer = footer
                top += footerHeight
            }
            result.frame = CGRect(x: 0, y: sectionTop, width: contentWidth, height: top - sectionTop)
            sections.append(result)
        }
        contentHeight = top
    }

    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        // `!intersection(_:).isEmpty`, not `intersects(_:)`: a frame that only shares an edge with
        // the rect is not in it (CoreGraphics' `intersects` says so; Linux's Foundation does not).
        var found: [UICollectionViewLayoutAttributes] = []
        // The first section that reaches the rect's top (a shared edge counts, as for `intersects`).
        var section = firstIndex(in: sections.count) { sections[$0].frame.maxY >= rect.minY }
        while section < sections.count, sections[section].frame.minY <= rect.maxY {
            let current = sections[section]
            if let header = current.header, !header.frame.intersection(rect).isEmpty { found.append(header) }
            // From the first item whose column run reaches the rect, to the last that starts above its bottom.
            var item = firstIndex(in: current.items.count) { current.bottoms[$0] >= rect.minY }
            while item < current.items.count, current.items[item].frame.minY <= rect.maxY {
                if !current.items[item].frame.intersection(rect).isEmpty { found.append(current.items[item]) }
                item += 1
            }
            if let footer = current.footer, !footer.frame.intersection(rect).isEmpty { found.append(footer) }
            section += 1
        }
        return found
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < sections.count, indexPath.item < sections[indexPath.section].items.count else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    override open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < sections.count else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return sections[indexPath.section].header
        case UICollectionView.elementKindSectionFooter: return sections[indexPath.section].footer
        default: return nil
        }
    }

    /// Only a new width changes the columns; scrolling moves the bounds' origin alone.
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }

    /// The first index in `0..<count` for which `isPast` holds, where it holds for every index
    /// after the first one it holds for; `count` when it holds for none.
    private func firstIndex(in count: Int, where isPast: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
