/// The supplementary and decoration views one section's placer added through its
/// ``PlacementSink``, beyond the engine's own header, footer and background: badges on items,
/// decorations of the section, of any ``ElementKind``.
///
/// A view attached to an item is kept relative to the item's frame, so it moves with the item (a
/// pending frame that is aligned later carries its badge along); a query finds it through the
/// section's spatial index, asking for the cells within the largest distance any such view reaches
/// past its item (``outset``), so it costs O(log n + k) however many items carry one. A view of
/// the section is kept in layout coordinates and tested one by one: a section holds few of them.
final class ExtraElements {
    /// One view.
    struct Element {
        /// Supplementary view or decoration view.
        var category: ElementCategory
        /// Its kind.
        var kind: ElementKind
        /// The item it is attached to, or -1 for the section.
        var item: Int
        /// Its frame: relative to its item's origin for an item's view; in layout coordinates for the section's.
        var frame: Rect
        /// Its drawing order.
        var zIndex: Int

        /// Its attributes at `path` with `frame` (its frame resolved against its item, in the space asked for).
        func attributes(at path: LayoutIndexPath, frame: Rect) -> LayoutAttributes {
            LayoutAttributes(category: category, kind: kind, indexPath: path, frame: frame, zIndex: zIndex)
        }
    }

    /// How many views there were at a point in time, to go back to.
    struct Mark {
        var sectionElements = 0
        var itemElements = 0
    }

    /// How far the views attached to items reach past their items' frames, on each side.
    struct Outset {
        var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0
    }

    /// The section's own views, in the order added.
    private(set) var sectionElements: [Element] = []
    /// The views attached to items, in the order added.
    private(set) var itemElements: [Element] = []
    /// For every item with views, the indexes of its views in ``itemElements``.
    private var byItem: [Int: [Int]] = [:]
    /// How far the item views reach past their items.
    private(set) var outset = Outset()
    /// The largest `maxY` of any view (in layout coordinates, as added).
    private(set) var bottom = -Double.infinity

    /// Where the views stand now.
    var mark: Mark { Mark(sectionElements: sectionElements.count, itemElements: itemElements.count) }

    /// Adds a view of the section at `frame` (layout coordinates).
    func addSectionElement(category: ElementCategory, kind: ElementKind, frame: Rect, zIndex: Int) {
        sectionElements.append(Element(category: category, kind: kind, item: -1, frame: frame, zIndex: zIndex))
        bottom = max(bottom, frame.maxY)
    }

    /// Adds a view attached to `item`, whose frame is `itemFrame` now, at `frame` (layout coordinates).
    func addItemElement(category: ElementCategory, kind: ElementKind, item: Int, itemFrame: Rect, frame: Rect,
                        zIndex: Int) {
        let relative = Rect(x: frame.minX - itemFrame.minX, y: frame.minY - itemFrame.minY,
                            width: frame.width, height: frame.height)
        byItem[item, default: []].append(itemElements.count)
        itemElements.append(Element(category: category, kind: kind, item: item, frame: relative, zIndex: zIndex))
        outset.top = max(outset.top, -relative.minY)
        outset.left = max(outset.left, -relative.minX)
        outset.bottom = max(outset.bottom, relative.maxY - itemFrame.height)
        outset.right = max(outset.right, relative.maxX - itemFrame.width)
        bottom = max(bottom, frame.maxY)
    }

    /// Forgets the views added since `mark`.
    func rollBack(to mark: Mark) {
        if sectionElements.count > mark.sectionElements { sectionElements.removeSubrange(mark.sectionElements...) }
        guard itemElements.count > mark.itemElements else { return }
        for element in itemElements[mark.itemElements...] {
            byItem[element.item]?.removeAll { $0 >= mark.itemElements }
            if byItem[element.item]?.isEmpty == true { byItem[element.item] = nil }
        }
        itemElements.removeSubrange(mark.itemElements...)
    }

    /// Whether any view is attached to an item.
    var hasItemElements: Bool { !itemElements.isEmpty }

    /// `rect` grown by ``outset``: the cells a query must visit to find every item view meeting `rect`.
    func cellQuery(for rect: Rect) -> Rect {
        Rect(x: rect.minX - outset.right, y: rect.minY - outset.bottom,
             width: rect.width + outset.left + outset.right, height: rect.height + outset.top + outset.bottom)
    }

    /// Calls `body` with every view attached to `item`, at its frame for the item at `itemFrame`.
    func forEachElement(ofItem item: Int, itemFrame: Rect, _ body: (Element) -> Void) {
        guard let indexes = byItem[item] else { return }
        for index in indexes {
            var element = itemElements[index]
            element.frame.origin.x += itemFrame.minX
            element.frame.origin.y += itemFrame.minY
            body(element)
        }
    }

    /// The bytes held, roughly: the views and the item table.
    var retainedBytes: Int {
        (sectionElements.capacity + itemElements.capacity) * MemoryLayout<Element>.stride + byItem.count * 48 + 96
    }
}
