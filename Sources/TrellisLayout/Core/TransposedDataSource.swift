/// The data source as the placers of a horizontally scrolling layout see it: the layout is
/// computed in a transposed space (x and y swapped), so an item's width there is its height on
/// screen and the other way round.
final class TransposedDataSource: LayoutDataSource {
    private unowned let base: LayoutDataSource
    private let screenItemHeight: ((Int) -> Double)?

    /// Wraps `base`; `screenItemHeight` gives a section's `itemHeight` on screen. Without it
    /// (a compositional layout, whose estimated dimensions keep their estimate when the data has
    /// no size), an item without a size on screen has none transposed either: `nil`.
    init(_ base: LayoutDataSource, screenItemHeight: ((Int) -> Double)?) {
        self.base = base
        self.screenItemHeight = screenItemHeight
    }

    var numberOfSections: Int { base.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { base.numberOfItems(inSection: section) }
    func style(forSection section: Int) -> SectionStyle { base.style(forSection: section) }

    /// The transposed width: the item's height on screen.
    func widthForItem(at indexPath: LayoutIndexPath) -> Double? {
        guard let screenItemHeight else {
            guard let screenWidth = base.widthForItem(at: indexPath) else { return nil }
            return base.heightForItem(at: indexPath, width: screenWidth.layoutLength)
        }
        let screenWidth = (base.widthForItem(at: indexPath) ?? 0).layoutLength
        return base.heightForItem(at: indexPath, width: screenWidth) ?? screenItemHeight(indexPath.section)
    }

    /// The transposed height: the item's width on screen.
    func heightForItem(at indexPath: LayoutIndexPath, width: Double) -> Double? {
        base.widthForItem(at: indexPath) ?? (screenItemHeight == nil ? nil : 0)
    }

    func isFullSpan(at indexPath: LayoutIndexPath) -> Bool { base.isFullSpan(at: indexPath) }

    /// A boundary item's transposed height is its width on screen, which no data source
    /// measures (they give heights at widths): `nil`, the estimate stands. Its screen height,
    /// the transposed width, is ``widthForSupplementaryView(ofKind:at:height:)``.
    func heightForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath, width: Double) -> Double? {
        nil
    }

    /// The transposed width of a boundary item whose width is estimated in layout space (its
    /// height on screen): the base data source's self-sized height at the item's screen width,
    /// the transposed `height`; `nil` keeps the estimate.
    func widthForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath, height: Double) -> Double? {
        base.heightForSupplementaryView(ofKind: kind, at: indexPath, width: height)
    }
}

extension Rect {
    /// The rectangle with x and y swapped (and width and height).
    var transposed: Rect { Rect(x: minY, y: minX, width: height, height: width) }
}

extension ResolvedSectionStyle {
    /// The style in a transposed space: insets and item size turned a quarter.
    var transposed: ResolvedSectionStyle {
        var style = self
        style.inset = EdgeInsets(top: inset.left, left: inset.top, bottom: inset.right, right: inset.bottom)
        style.itemSize = Size(width: itemSize.height, height: itemSize.width)
        return style
    }
}
