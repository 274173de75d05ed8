import TrellisLayout

/// A mosaic: the items of each section in a repeating pattern of one large tile and two small
/// ones, the large tile on the left in even blocks and on the right in odd blocks.
///
/// ```text
/// ┌──────────────┐ ┌─────┐     ┌─────┐ ┌──────────────┐
/// │0             │ │1    │     │4    │ │3             │
/// │              │ └─────┘     └─────┘ │              │
/// │              │ ┌─────┐     ┌─────┐ │              │
/// │              │ │2    │     │5    │ │              │
/// └──────────────┘ └─────┘     └─────┘ └──────────────┘
///      block 0 (items 0-2)         block 1 (items 3-5)
/// ```
///
/// It implements `CollectionLayout` directly, with Trellis's public API only. Every frame is
/// arithmetic on the pattern: with `s` the spacing and `u = ⌊(width - 2s) / 3⌋` a small tile's
/// width, a large tile takes the rest of the row, `width - u - s` (about `2u + s`), and is
/// `2h + s` tall; a small one is `u` by `h`, where `h = max(3, ⌊u / 2⌋)` (a terminal cell is
/// about twice as tall as wide, so a small tile looks square); block `b` of a section starts
/// `b × (2h + 2s)` below the section's top. Whole widths give whole frames. So
/// `prepare()` costs O(number of sections), never O(number of items), and a rect query
/// costs O(log sections + k) for k elements found: a binary search for the first section
/// the rect reaches, then, in each section it crosses, the blocks it crosses by division.
public final class MosaicLayout: CollectionLayout, LayoutDataSourceProviding {
    /// Where the numbers of sections and items come from.
    public let dataSource: LayoutDataSource
    /// The gap between tiles, and between blocks, in layout units.
    public let spacing: Double
    /// The collection view's bounds; only a change of width changes the frames.
    public var bounds: Rect = .zero

    /// The pattern's lengths at the prepared width.
    private var pattern = Pattern(width: 0, spacing: 0)
    /// The top of each section's first block, and, last, the end of the last section
    /// (`sectionTops[s + 1]` is where section `s` ends, its trailing spacing included).
    private var sectionTops: [Double] = [0]
    /// The number of items of each section, as the data source said at `prepare()`.
    private var itemCounts: [Int] = []

    /// A mosaic over `dataSource`, tiles `spacing` apart.
    public init(dataSource: LayoutDataSource, spacing: Double = 1) {
        self.dataSource = dataSource
        self.spacing = spacing.isFinite ? max(0, spacing) : 0
    }

    // MARK: - The pattern

    /// The lengths of one block at a width.
    struct Pattern {
        /// The width of a small tile, `u`.
        let small: Double
        /// The large tile's width, the rest of the row: `width - u - s`.
        let large: Double
        /// The height of a small tile, `h`.
        let smallHeight: Double
        /// The spacing, `s`.
        let spacing: Double

        init(width: Double, spacing: Double) {
            let width = width.isFinite ? max(0, width) : 0
            small = max(0, ((width - 2 * spacing) / 3).rounded(.down))
            large = max(0, width - small - spacing)
            smallHeight = max(3, (small / 2).rounded(.down))
            self.spacing = spacing
        }

        /// The large tile's height, `2h + s`: a block's height.
        var largeHeight: Double { 2 * smallHeight + spacing }
        /// From one block's top to the next one's.
        var pitch: Double { largeHeight + spacing }

        /// The frame of the item at `position` (0 large, 1 and 2 small) of block `block`, in a
        /// section whose first block starts at `top`.
        func frame(block: Int, position: Int, top: Double) -> Rect {
            let y = top + Double(block) * pitch
            let largeOnLeft = block % 2 == 0
            if position == 0 {
                return Rect(x: largeOnLeft ? 0 : small + spacing, y: y, width: large, height: largeHeight)
            }
            let x = largeOnLeft ? large + spacing : 0
            return Rect(x: x, y: y + Double(position - 1) * (smallHeight + spacing), width: small, height: smallHeight)
        }

        /// The tops of every section's first block and the end of the last, for `itemCounts`.
        func sectionTops(_ itemCounts: [Int]) -> [Double] {
            var tops: [Double] = [0]
            for count in itemCounts {
                let blocks = (max(0, count) + 2) / 3
                tops.append(tops.last! + Double(blocks) * pitch)
            }
            return tops
        }
    }

    // MARK: - Life cycle

    public func prepare() {
        pattern = Pattern(width: bounds.width, spacing: spacing)
        itemCounts = (0..<max(0, dataSource.numberOfSections)).map { max(0, dataSource.numberOfItems(inSection: $0)) }
        sectionTops = pattern.sectionTops(itemCounts)
    }

    public var collectionViewContentSize: Size {
        Size(width: bounds.width, height: Self.height(ofSections: sectionTops, spacing: spacing))
    }

    /// The content's height: the end of the last section without its trailing spacing.
    private static func height(ofSections tops: [Double], spacing: Double) -> Double {
        max(0, tops.last! - (tops.last! > 0 ? spacing : 0))
    }

    public var isContentSizeExact: Bool { true }   // prepare() knows every frame,
    public func completeLayout() {}                // so nothing is left to lay out.

    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        newBounds.width != bounds.width   // scrolling keeps every frame
    }

    public func invalidateLayout() {
        sectionTops = [0]
        itemCounts = []
    }

    public func invalidateLayout(with context: InvalidationContext) {
        invalidateLayout()   // prepare() is O(sections): recomputing is cheap and always right
    }

    public func contentSize(forWidth width: Double) -> Size {
        let pattern = Pattern(width: width, spacing: spacing)
        let counts = (0..<max(0, dataSource.numberOfSections)).map { max(0, dataSource.numberOfItems(inSection: $0)) }
        return Size(width: width, height: Self.height(ofSections: pattern.sectionTops(counts), spacing: spacing))
    }

    // MARK: - Queries

    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard !itemCounts.isEmpty, !rect.minY.isNaN, !rect.maxY.isNaN else { return [] }
        // The first section that ends below the rect's top (binary search over the tops)...
        var low = 0, high = itemCounts.count
        while low < high {
            let mid = (low + high) / 2
            if sectionTops[mid + 1] > rect.minY { high = mid } else { low = mid + 1 }
        }
        var result: [LayoutAttributes] = []
        var section = low
        // ...then every section that starts above its bottom, and in each only the blocks it crosses.
        while section < itemCounts.count, sectionTops[section] < rect.maxY {
            let top = sectionTops[section], count = itemCounts[section]
            let blocks = (count + 2) / 3
            // Blocks by division, clamped before they become integers (a rect may reach to infinity).
            let first = Int(min(max(0, ((rect.minY - top) / pattern.pitch).rounded(.down)), Double(blocks)))
            let last = Int(min(max(-1, ((rect.maxY - top) / pattern.pitch).rounded(.down)), Double(blocks - 1)))
            if first <= last {
                for block in first...last {
                    for position in 0..<min(3, count - block * 3) {
                        let frame = pattern.frame(block: block, position: position, top: top)
                        guard frame.intersects(rect) else { continue }
                        result.append(LayoutAttributes(kind: .cell, indexPath: LayoutIndexPath(item: block * 3 + position, section: section),
                                                       frame: frame))
                    }
                }
            }
            section += 1
        }
        return result
    }

    public func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        guard itemCounts.indices.contains(indexPath.section),
              (0..<itemCounts[indexPath.section]).contains(indexPath.item) else { return nil }
        let frame = pattern.frame(block: indexPath.item / 3, position: indexPath.item % 3, top: sectionTops[indexPath.section])
        return LayoutAttributes(kind: .cell, indexPath: indexPath, frame: frame)
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        nil   // no headers, footers or backgrounds
    }
}
