/// What a layout says about its elements beyond their attributes, for the rasterizer, the export
/// and the inspector: which supplementary views are **boundary items** (headers, footers and any
/// other kind a section lays out at its boundary, drawn as bars) and which are attached to items
/// (**badges**, drawn as small boxes over their cells); which sections are lists (separators,
/// inset-grouped sides); and the model items behind an element, for the inspector panel.
///
/// Attributes alone do not tell a badge of kind `"new"` from a boundary item of kind `"new"`:
/// the layout does. ``CompositionalLayout`` conforms (its sections' boundary and supplementary
/// items); any other layout may conform; ``ElementRolesLookup/roles(of:)`` gives every other
/// layout ``DefaultElementRoles``: `header` and `footer` are boundary items, every other
/// supplementary kind is a badge, no section is a list.
///
/// Every answer costs O(1) for the layouts Trellis ships (a section is looked up, its few
/// boundary items or its group's few supplementary items compared), never a scan of items.
public protocol ElementRoles {
    /// Whether `element` (a supplementary view) is a boundary item: laid out by its section (or
    /// the whole layout) rather than attached to an item. The default: its kind is `header` or `footer`.
    func isBoundaryItem(_ element: LayoutAttributes) -> Bool
    /// How `section` draws as a list, or `nil` when it is not a list section (the default).
    func listAppearance(inSection section: Int) -> ListAppearance?
    /// The boundary item behind `element`, or `nil` when unknown (the default).
    func boundaryItem(for element: LayoutAttributes) -> LayoutBoundaryItem?
    /// The supplementary item (badge) behind `element`, or `nil` when unknown (the default).
    func supplementaryItem(for element: LayoutAttributes) -> LayoutSupplementaryItem?
    /// The kinds of decoration view `section` may have, in the order Tab visits them; the
    /// default: ``ElementKind/background``.
    func decorationKinds(inSection section: Int) -> [ElementKind]
}

extension ElementRoles {
    /// `header` and `footer` are boundary items; any other supplementary kind is attached to an item.
    public func isBoundaryItem(_ element: LayoutAttributes) -> Bool {
        element.category == .supplementaryView && (element.kind == .header || element.kind == .footer)
    }
    /// No list sections.
    public func listAppearance(inSection section: Int) -> ListAppearance? { nil }
    /// Unknown.
    public func boundaryItem(for element: LayoutAttributes) -> LayoutBoundaryItem? { nil }
    /// Unknown.
    public func supplementaryItem(for element: LayoutAttributes) -> LayoutSupplementaryItem? { nil }

    /// A section background.
    public func decorationKinds(inSection section: Int) -> [ElementKind] { [.background] }

    /// Whether `element` is a badge: a supplementary view that is not a boundary item.
    public func isBadge(_ element: LayoutAttributes) -> Bool {
        element.category == .supplementaryView && !isBoundaryItem(element)
    }
}

/// The roles of a layout that says nothing of its own: `header` and `footer` are boundary items,
/// every other supplementary view a badge, no section a list.
public struct DefaultElementRoles: ElementRoles, Sendable {
    /// The default roles.
    public init() {}
}

/// How a list section (``LayoutSection/listConfiguration``) draws: separators between its rows
/// and, when inset-grouped, its sides shaded.
public struct ListAppearance: Hashable, Sendable {
    /// Whether a line separates each row from the next (not after the last).
    public var showsSeparators: Bool
    /// Whether the section is inset from the sides (`.insetGrouped`): the columns beside its rows,
    /// out to the content's edges, are shaded.
    public var isInsetGrouped: Bool
    /// The number of rows (items) in the section: the last one gets no separator.
    public var numberOfItems: Int
    /// The content's width in layout units: how far the shaded side reaches on the right.
    public var contentWidth: Double
    /// Whether the list lies in a horizontally scrolling layout, as its vertical twin turned a
    /// quarter (rule 25): its rows are columns left to right, its side insets at the top and
    /// bottom, so the shaded sides are strips above and below its rows, out to ``contentHeight``.
    public var isHorizontal: Bool
    /// The content's height in layout units: how far the shaded side reaches at the bottom when
    /// ``isHorizontal``; 0 (unread) otherwise.
    public var contentHeight: Double

    /// A list appearance; `isHorizontal` for a list in a horizontally scrolling layout.
    public init(showsSeparators: Bool, isInsetGrouped: Bool, numberOfItems: Int, contentWidth: Double,
                isHorizontal: Bool = false, contentHeight: Double = 0) {
        self.showsSeparators = showsSeparators
        self.isInsetGrouped = isInsetGrouped
        self.numberOfItems = numberOfItems
        self.contentWidth = contentWidth
        self.isHorizontal = isHorizontal
        self.contentHeight = contentHeight
    }
}

/// Finds a layout's ``ElementRoles``.
public enum ElementRolesLookup {
    /// `layout` itself when it conforms to ``ElementRoles``, else ``DefaultElementRoles``.
    public static func roles(of layout: any CollectionLayout) -> any ElementRoles {
        (layout as? any ElementRoles) ?? DefaultElementRoles()
    }
}

extension CompositionalLayout: ElementRoles {
    /// A supplementary view is a boundary item when its kind is one of its section's boundary
    /// items' kinds (with `header`/`footer` for the ``LayoutSection/headerHeight``/``LayoutSection/footerHeight``
    /// shorthands), or, in section 0, one of the layout-wide boundary items' kinds, and is not
    /// one of the kinds the section's items carry; a kind both carry is a boundary item only
    /// when it is not attached to the item at its index path (its frame does not lie on the item's).
    public func isBoundaryItem(_ element: LayoutAttributes) -> Bool {
        guard element.category == .supplementaryView else { return false }
        let section = element.indexPath.section
        guard let layoutSection = layoutSection(at: section) else {
            return element.kind == .header || element.kind == .footer
        }
        // Asked per supplementary view drawn: compared in place, nothing allocated.
        let kind = element.kind
        let boundary = (kind == .header && layoutSection.headerHeight > 0) || (kind == .footer && layoutSection.footerHeight > 0)
            || layoutSection.boundarySupplementaryItems.contains { $0.kind == kind }
            || (section == 0 && configuration.boundarySupplementaryItems.contains { $0.kind == kind })
        let badge = Self.carries(kind, layoutSection.group)
        if boundary && badge {
            // Both: a badge lies on (or touches) its item.
            guard let item = layoutAttributesForItem(at: element.indexPath) else { return true }
            let grown = Rect(x: item.frame.minX - element.frame.width, y: item.frame.minY - element.frame.height,
                             width: item.frame.width + 2 * element.frame.width,
                             height: item.frame.height + 2 * element.frame.height)
            return !grown.contains(element.frame)
        }
        if boundary { return true }
        if badge { return false }
        return element.kind == .header || element.kind == .footer
    }

    /// The section's ``LayoutSection/listConfiguration`` as an appearance; `nil` for a section
    /// that is not a list.
    public func listAppearance(inSection section: Int) -> ListAppearance? {
        guard let list = layoutSection(at: section)?.listConfiguration else { return nil }
        return ListAppearance(showsSeparators: list.showsSeparators, isInsetGrouped: list.appearance == .insetGrouped,
                              numberOfItems: max(0, dataSource.numberOfItems(inSection: section)),
                              contentWidth: collectionViewContentSize.width,
                              isHorizontal: isHorizontal, contentHeight: isHorizontal ? collectionViewContentSize.height : 0)
    }

    /// The boundary item of the element's kind at its index: the section's items of that kind in
    /// order (the `header`/`footer` shorthand first), item = its index among them; in section 0,
    /// past those, the layout-wide items of that kind.
    public func boundaryItem(for element: LayoutAttributes) -> LayoutBoundaryItem? {
        guard element.category == .supplementaryView, let section = layoutSection(at: element.indexPath.section) else {
            return nil
        }
        let own = Self.boundaryItems(of: section).filter { $0.kind == element.kind }
        let index = element.indexPath.item
        if index >= 0, index < own.count { return own[index] }
        guard element.indexPath.section == 0 else { return nil }
        let wide = configuration.boundarySupplementaryItems.filter { $0.kind == element.kind }
        if index >= 0, index < wide.count { return wide[index] }
        return nil
    }

    /// The supplementary item of the element's kind in its section's group: the only one, or,
    /// when slots carry different ones, the one whose anchor puts it where the element is on its item.
    public func supplementaryItem(for element: LayoutAttributes) -> LayoutSupplementaryItem? {
        guard element.category == .supplementaryView, let section = layoutSection(at: element.indexPath.section) else {
            return nil
        }
        var candidates: [LayoutSupplementaryItem] = []
        for item in Self.supplementaryItems(in: section.group) where item.kind == element.kind && !candidates.contains(item) {
            candidates.append(item)
        }
        guard candidates.count > 1, let cell = layoutAttributesForItem(at: element.indexPath) else { return candidates.first }
        return candidates.first { Self.anchoredFrame(of: $0, on: cell.frame).map { Self.isClose($0, element.frame) } ?? false }
            ?? candidates.first
    }

    /// ``ElementKind/background`` (the engine's own section background), then the kinds of the
    /// section's ``LayoutSection/decorationItems``, each once, in order.
    public func decorationKinds(inSection section: Int) -> [ElementKind] {
        var kinds: [ElementKind] = [.background]
        for item in layoutSection(at: section)?.decorationItems ?? [] where !kinds.contains(item.kind) {
            kinds.append(item.kind)
        }
        return kinds
    }

    /// The section's boundary items as the layout stacks them: the header shorthand, the footer
    /// shorthand, then ``LayoutSection/boundarySupplementaryItems``.
    static func boundaryItems(of section: LayoutSection) -> [LayoutBoundaryItem] {
        var items: [LayoutBoundaryItem] = []
        if section.headerHeight > 0 {
            items.append(LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(section.headerHeight)),
                                            kind: .header, alignment: .top))
        }
        if section.footerHeight > 0 {
            items.append(LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(section.footerHeight)),
                                            kind: .footer, alignment: .bottom))
        }
        return items + section.boundarySupplementaryItems
    }

    /// Whether an item in `group` or its nested groups carries a supplementary item of `kind`.
    static func carries(_ kind: ElementKind, _ group: LayoutGroup) -> Bool {
        group.subitems.contains { subitem in
            switch subitem {
            case .item(let item): return item.supplementaryItems.contains { $0.kind == kind }
            case .group(let nested): return carries(kind, nested)
            }
        }
    }

    /// Every supplementary item of the items in `group` and its nested groups, in order.
    static func supplementaryItems(in group: LayoutGroup) -> [LayoutSupplementaryItem] {
        group.subitems.flatMap { subitem -> [LayoutSupplementaryItem] in
            switch subitem {
            case .item(let item): return item.supplementaryItems
            case .group(let nested): return supplementaryItems(in: nested)
            }
        }
    }

    /// Where `item`'s anchor puts it on an item at `frame` (rule 19), for sizes that do not need
    /// the engine (absolute, estimated, fractional of the item); `nil` otherwise.
    package static func anchoredFrame(of item: LayoutSupplementaryItem, on frame: Rect) -> Rect? {
        func length(_ dimension: LayoutDimension) -> Double {
            switch dimension {
            case .fractionalWidth(let f): return f * frame.width
            case .fractionalHeight(let f): return f * frame.height
            case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): return v
            }
        }
        let width = length(item.size.width), height = length(item.size.height)
        let edges = item.anchor.edges
        var x = frame.minX + (frame.width - width) / 2, y = frame.minY + (frame.height - height) / 2
        if edges.contains(.leading) && !edges.contains(.trailing) { x = frame.minX }
        if edges.contains(.trailing) && !edges.contains(.leading) { x = frame.maxX - width }
        if edges.contains(.top) && !edges.contains(.bottom) { y = frame.minY }
        if edges.contains(.bottom) && !edges.contains(.top) { y = frame.maxY - height }
        switch item.anchor.offset {
        case .absolute(let p): x += p.x; y += p.y
        case .fractional(let p): x += p.x * width; y += p.y * height
        }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// Whether two frames agree within rounding.
    private static func isClose(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
            && abs(a.height - b.height) < 1e-6
    }
}
