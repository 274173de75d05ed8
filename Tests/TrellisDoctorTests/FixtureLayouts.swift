import TrellisLayout

/// The clean layout the defective ones of these tests derive from: `count` cells of 10 × 3 in
/// section 0, in as many columns as fit the width. Its rect query computes the rows a rect meets
/// (no scan); it invalidates on width changes only. Each subclass breaks one rule.
class FixtureGrid: CollectionLayout {
    var bounds: Rect = .zero
    let count: Int
    let itemWidth = 10.0, itemHeight = 3.0
    var columns = 1
    var frames: [Rect] = []

    init(count: Int) {
        self.count = count
    }

    var rows: Int { (count + columns - 1) / columns }

    func prepare() {
        columns = max(1, Int(bounds.width / itemWidth))
        frames = (0..<count).map { item in
            Rect(x: Double(item % columns) * itemWidth, y: Double(item / columns) * itemHeight, width: itemWidth, height: itemHeight)
        }
    }

    var collectionViewContentSize: Size { Size(width: bounds.width, height: Double(rows) * itemHeight) }
    var isContentSizeExact: Bool { true }
    func completeLayout() {}

    func cell(_ item: Int) -> LayoutAttributes {
        LayoutAttributes.cell(at: LayoutIndexPath(item: item, section: 0), frame: frames[item])
    }

    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard count > 0, rect.maxY > 0 else { return [] }
        let first = max(0, Int((rect.minY / itemHeight).rounded(.down)))
        let last = min(rows - 1, Int((rect.maxY / itemHeight).rounded(.down)))
        guard first <= last else { return [] }
        var result: [LayoutAttributes] = []
        for item in (first * columns)..<min(count, (last + 1) * columns) where frames[item].intersects(rect) {
            result.append(cell(item))
        }
        return result
    }

    func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        indexPath.section == 0 && indexPath.item >= 0 && indexPath.item < count ? cell(indexPath.item) : nil
    }

    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        nil
    }

    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { newBounds.width != bounds.width }
    func invalidateLayout() {}
    func invalidateLayout(with context: InvalidationContext) {}

    func contentSize(forWidth width: Double) -> Size {
        let columns = max(1, Int(width / itemWidth))
        return Size(width: width, height: Double((count + columns - 1) / columns) * itemHeight)
    }
}

/// `rect-extra`: answers every rect with every element, as the classic tag layout does.
final class EverythingGrid: FixtureGrid {
    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { (0..<count).map(cell) }
}

/// `rect-missing`: returns only the cells that start inside the rect, dropping those it cuts at its top.
final class StartsInsideGrid: FixtureGrid {
    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        super.layoutAttributesForElements(in: rect).filter { $0.frame.minY >= rect.minY }
    }
}

/// `item-mismatch`: the item query forgets the row's offset of item 13 and has no item 7.
final class WrongItemGrid: FixtureGrid {
    override func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        if indexPath.item == 7 { return nil }
        var attributes = super.layoutAttributesForItem(at: indexPath)
        if indexPath.item == 13 { attributes?.frame.origin.y = 0 }
        return attributes
    }
}

/// `rect-unstable`: a cell the rect cuts at its top comes back moved down to the rect's top, as
/// a subclass editing only the rect query's copies of the cells a rect cuts does.
final class SnappingGrid: FixtureGrid {
    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        super.layoutAttributesForElements(in: rect).map { attributes in
            var attributes = attributes
            if attributes.frame.minY < rect.minY { attributes.frame.origin.y = rect.minY }
            return attributes
        }
    }
}

/// `query-mutates`: the item query moves a cell down by a point each time it is asked again,
/// as a layout computing frames inside the item query moves its state forward.
final class DriftingItemGrid: FixtureGrid {
    var asked: [Int: Int] = [:]
    override func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        var attributes = super.layoutAttributesForItem(at: indexPath)
        let times = asked[indexPath.item, default: 0]
        asked[indexPath.item] = times + 1
        attributes?.frame.origin.y += Double(times)
        return attributes
    }
}

/// `nondeterministic`: each prepare (of any instance) makes the cells a point taller or shorter,
/// as a layout that sizes from a random number or the clock does.
final class FlickeringGrid: FixtureGrid {
    nonisolated(unsafe) static var prepares = 0
    override func prepare() {
        super.prepare()
        Self.prepares += 1
        frames = frames.map { Rect(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height - Double(Self.prepares % 2)) }
    }
}

/// `invalid-frame`: cell 2 has a negative width, cell 4 an infinite one.
final class InvalidFrameGrid: FixtureGrid {
    override func prepare() {
        super.prepare()
        frames[2].size.width = -10
        frames[4].size.width = .infinity
    }
}

/// `outside-content`: the content size leaves out the last column.
final class NarrowContentGrid: FixtureGrid {
    override var collectionViewContentSize: Size {
        Size(width: Double(columns - 1) * itemWidth, height: super.collectionViewContentSize.height)
    }
}

/// `stale-on-width`: never invalidates for a bounds change.
final class NeverInvalidatingGrid: FixtureGrid {
    override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { false }
}

/// `stale-on-width` (second test): invalidates on a width change, but keeps the columns of the
/// first prepare.
final class FirstWidthGrid: FixtureGrid {
    var firstColumns: Int?
    override func prepare() {
        super.prepare()
        if let firstColumns, firstColumns != columns {
            columns = firstColumns
            frames = (0..<count).map { item in
                Rect(x: Double(item % columns) * itemWidth, y: Double(item / columns) * itemHeight, width: itemWidth, height: itemHeight)
            }
        }
        firstColumns = columns
    }
}

/// `prepare-on-scroll`: invalidates for every bounds change, as the classic waterfall does.
final class ScrollInvalidatingGrid: FixtureGrid {
    override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { true }
}

/// `overlap`: cell 3 sits on cell 1, shifted by 2 points.
final class OverlappingGrid: FixtureGrid {
    override func prepare() {
        super.prepare()
        frames[3] = Rect(x: frames[1].minX + 2, y: frames[1].minY, width: itemWidth, height: itemHeight)
    }

    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        (0..<count).filter { frames[$0].intersects(rect) }.map(cell)
    }
}

/// A correct query that scans every item: `linear-query` when the doctor can build it at several sizes.
final class ScanningGrid: FixtureGrid {
    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for item in 0..<count where frames[item].intersects(rect) { result.append(cell(item)) }
        return result
    }
}

/// A header pinned to the top of the visible bounds and a footer pinned to its bottom, over
/// content shorter than the view: the footer sits outside the content at its pinned place. It
/// invalidates for every bounds change, as UIKit's flow layout does when it pins.
final class PinnedGrid: FixtureGrid {
    let headerHeight = 2.0

    override var collectionViewContentSize: Size {
        Size(width: bounds.width, height: headerHeight + Double(rows) * itemHeight)
    }

    override func prepare() {
        super.prepare()
        frames = frames.map { Rect(x: $0.minX, y: $0.minY + headerHeight, width: $0.width, height: $0.height) }
    }

    var header: LayoutAttributes {
        LayoutAttributes(kind: .header, indexPath: LayoutIndexPath(item: 0, section: 0),
                         frame: Rect(x: 0, y: max(0, bounds.minY), width: bounds.width, height: headerHeight))
    }

    var footer: LayoutAttributes {
        LayoutAttributes(kind: .footer, indexPath: LayoutIndexPath(item: 0, section: 0),
                         frame: Rect(x: 0, y: bounds.maxY - 1, width: bounds.width, height: 1))
    }

    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        (0..<count).filter { frames[$0].intersects(rect) }.map(cell) + [header, footer].filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        guard indexPath == LayoutIndexPath(item: 0, section: 0) else { return nil }
        return kind == .header ? header : kind == .footer ? footer : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { true }
}

/// Claims content a trillion points tall (an estimate gone wrong) over a few cells at the top.
final class EndlessGrid: FixtureGrid {
    override var collectionViewContentSize: Size { Size(width: bounds.width, height: 1e12) }
}
