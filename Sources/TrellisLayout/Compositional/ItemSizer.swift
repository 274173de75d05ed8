/// Where a ``GroupFiller`` gets the items it fills slots with, and the self-sized lengths of
/// estimated dimensions (rule 8).
///
/// A template (a fixed-size group, whose slots do not depend on the items) uses ``unlimited``:
/// as many items as the group has slots, and no size is ever asked.
struct ItemSizer {
    /// The data source; `nil` for a template.
    private unowned(unsafe) let dataSource: LayoutDataSource?
    /// The section the items belong to.
    private let section: Int
    /// The first item not filled yet.
    var next: Int
    /// One past the last item to fill.
    let end: Int
    /// The least self-sized height (a list row's 44 points, rule 25); 0 by default.
    var minimumHeight = 0.0

    /// Items `items` of `section`, sized by `dataSource`.
    init(dataSource: LayoutDataSource, section: Int, items: Range<Int>) {
        self.dataSource = dataSource
        self.section = section
        self.next = items.lowerBound
        self.end = items.upperBound
    }

    /// Endless items with no data: every slot of a group, for a template.
    static var unlimited: ItemSizer { ItemSizer() }

    private init() {
        dataSource = nil
        section = 0
        next = 0
        end = .max
    }

    /// Whether every item has been filled.
    var isExhausted: Bool { next >= end }

    /// The width of the next item's slot when its width is estimated at `estimate`: the item's
    /// `width`, else its title's display width + 2 (what ``LayoutDataSource/widthForItem(at:)``
    /// gives), else the estimate.
    func width(estimate: Double) -> Double {
        guard let dataSource else { return estimate }
        return (dataSource.widthForItem(at: LayoutIndexPath(item: next, section: section)) ?? estimate).layoutLength
    }

    /// The height of the next item's slot when its height is estimated at `estimate`: its
    /// height for a cell `cellWidth` wide (its `height`, else its text wrapped at that width plus
    /// 2 rows for the borders: what ``LayoutDataSource/heightForItem(at:width:)`` gives), else the
    /// estimate; never below ``minimumHeight``.
    func height(cellWidth: Double, estimate: Double) -> Double {
        guard let dataSource else { return estimate }
        let height = (dataSource.heightForItem(at: LayoutIndexPath(item: next, section: section), width: cellWidth) ?? estimate).layoutLength
        return max(minimumHeight, height)
    }
}
