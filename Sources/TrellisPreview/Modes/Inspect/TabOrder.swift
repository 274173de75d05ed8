import TrellisLayout
import TrellisRender

/// The order Tab and Shift-Tab step through a page whose items can be counted: every section in
/// turn, each item's cell followed by its badges (supplementary views attached to it), then the
/// section's decoration views (its backgrounds), the section coming after its content. Empty
/// sections give only their decorations; a section with neither is skipped.
///
/// ```text
/// cell 0.0 · badge 0.0 · cell 0.1 · cell 0.2 · badge 0.2 · background 0.0 · cell 1.0 · …
/// ```
///
/// A badge is found by one rect query around its item (the item's frame grown by its own size on
/// every side: a badge sits on its item, perhaps half out of it), sorted by `zIndex`, kind, then
/// frame; a section's decorations by asking the layout for each of its decoration kinds
/// (``ElementRoles/decorationKinds(inSection:)``) at item 0, 1, … until one is missing. From a
/// header or another boundary item: see below (``InspectMode/stepStart(from:forward:)``).
/// A step costs O(log n + k) for k elements near the item, never a scan of the items.
struct TabOrder {
    /// The layout stepped through.
    var layout: any CollectionLayout
    /// Which supplementary views are badges, and the sections' decoration kinds.
    var roles: any ElementRoles
    /// The items' counts.
    var counts: any ItemCounting

    /// The most decoration views of one kind a section is asked for.
    static let maximumDecorationsPerKind = 64

    /// The element after (`forward`) or before `selected`, or nil at either end.
    func step(from selected: Inspection.Element, forward: Bool) -> Inspection.Element? {
        let section = selected.indexPath.section
        switch selected.category {
        case .cell:
            let item = selected.indexPath.item
            if forward {
                if let badge = badges(ofItem: selected.indexPath).first { return badge }
                return after(item: item, inSection: section)
            }
            return before(item: item, inSection: section)
        case .decorationView:
            let all = decorations(inSection: section)
            if let index = all.firstIndex(of: selected) {
                if forward { return index + 1 < all.count ? all[index + 1] : first(fromSection: section + 1) }
                return index > 0 ? all[index - 1] : lastOfContent(inSection: section) ?? last(throughSection: section - 1)
            }
            return forward ? first(fromSection: section + 1) : lastOfContent(inSection: section) ?? last(throughSection: section - 1)
        case .supplementaryView:
            let attributes = selected.attributes(in: layout)
            if let attributes, roles.isBoundaryItem(attributes) {
                // A boundary item: one at the bottom (a footer) closes its section, any other
                // (a header) opens it.
                let closes = roles.boundaryItem(for: attributes).map { $0.alignment.isBottom } ?? (selected.kind == .footer)
                if closes { return forward ? first(fromSection: section + 1) : last(throughSection: section) }
                return forward ? first(fromSection: section) : last(throughSection: section - 1)
            }
            let item = selected.indexPath.item
            let siblings = badges(ofItem: selected.indexPath)
            if let index = siblings.firstIndex(of: selected) {
                if forward { return index + 1 < siblings.count ? siblings[index + 1] : after(item: item, inSection: section) }
                return index > 0 ? siblings[index - 1] : cell(selected.indexPath)
            }
            return forward ? after(item: item, inSection: section) : cell(selected.indexPath)
        }
    }

    /// The badges of the item at `indexPath`, in order: `zIndex`, kind, top, left.
    func badges(ofItem indexPath: LayoutIndexPath) -> [Inspection.Element] {
        guard let item = layout.layoutAttributesForItem(at: indexPath) else { return [] }
        let f = item.frame
        let grow = max(f.width, f.height, 1)
        let around = Rect(x: f.minX - grow, y: f.minY - grow, width: f.width + 2 * grow, height: f.height + 2 * grow)
        let found = layout.layoutAttributesForElements(in: around).filter {
            $0.indexPath == indexPath && $0.isDrawn && roles.isBadge($0)
        }
        var seen = Set<Inspection.Element>()
        return found.sorted { a, b in
            (a.zIndex, a.kind, a.frame.minY, a.frame.minX) < (b.zIndex, b.kind, b.frame.minY, b.frame.minX)
        }.map(Inspection.Element.init).filter { seen.insert($0).inserted }
    }

    /// The section's decoration views, in kind order then by item: those the layout gives for
    /// each of the section's decoration kinds (``ElementRoles/decorationKinds(inSection:)``), and
    /// any other drawn decoration of the section that lies across its first or last item (one
    /// rect query each: a background covers its section's items).
    func decorations(inSection section: Int) -> [Inspection.Element] {
        decorations(inSection: section, across: nil)
    }

    /// ``decorations(inSection:)``, with those across `rect` too (a page without counts knows
    /// no first or last item: the caller passes the selection's frame).
    func decorations(inSection section: Int, across rect: Rect?) -> [Inspection.Element] {
        var found: [LayoutAttributes] = []
        if let rect {
            found += layout.layoutAttributesForElements(in: rect).filter {
                $0.category == .decorationView && $0.indexPath.section == section
            }
        }
        for kind in roles.decorationKinds(inSection: section) {
            for item in 0..<Self.maximumDecorationsPerKind {
                let path = LayoutIndexPath(item: item, section: section)
                guard let decoration = layout.layoutAttributesForDecorationView(ofKind: kind, at: path) else { break }
                found.append(decoration)
            }
        }
        let count = counts.numberOfItems(inSection: section)
        for item in Set([0, count - 1]) where item >= 0 {
            guard let frame = layout.layoutAttributesForItem(at: LayoutIndexPath(item: item, section: section))?.frame else { continue }
            found += layout.layoutAttributesForElements(in: frame).filter {
                $0.category == .decorationView && $0.indexPath.section == section
            }
        }
        var seen = Set<Inspection.Element>()
        return found.filter(\.isDrawn).sorted { ($0.kind, $0.indexPath.item) < ($1.kind, $1.indexPath.item) }
            .map(Inspection.Element.init).filter { seen.insert($0).inserted }
    }

    /// The cell at `indexPath`.
    private func cell(_ indexPath: LayoutIndexPath) -> Inspection.Element {
        Inspection.Element(kind: .cell, indexPath: indexPath)
    }

    /// What follows item `item` of `section` and its badges: the next item, else the section's
    /// first decoration, else the next sections' first element.
    private func after(item: Int, inSection section: Int) -> Inspection.Element? {
        if item + 1 < counts.numberOfItems(inSection: section) {
            return cell(LayoutIndexPath(item: item + 1, section: section))
        }
        return decorations(inSection: section).first ?? first(fromSection: section + 1)
    }

    /// What comes before item `item` of `section`: the previous item's last badge or the item,
    /// else the previous sections' last element.
    private func before(item: Int, inSection section: Int) -> Inspection.Element? {
        if item > 0 {
            let previous = LayoutIndexPath(item: item - 1, section: section)
            return badges(ofItem: previous).last ?? cell(previous)
        }
        return last(throughSection: section - 1)
    }

    /// The first element of the first section from `section` on that has one.
    private func first(fromSection section: Int) -> Inspection.Element? {
        var section = max(0, section)
        while section < counts.numberOfSections {
            if counts.numberOfItems(inSection: section) > 0 { return cell(LayoutIndexPath(item: 0, section: section)) }
            if let decoration = decorations(inSection: section).first { return decoration }
            section += 1
        }
        return nil
    }

    /// The last item's last badge, or the last item, of `section`; nil for an empty section.
    private func lastOfContent(inSection section: Int) -> Inspection.Element? {
        let count = counts.numberOfItems(inSection: section)
        guard count > 0 else { return nil }
        let last = LayoutIndexPath(item: count - 1, section: section)
        return badges(ofItem: last).last ?? cell(last)
    }

    /// The last element of the last section up to `section` that has one.
    private func last(throughSection section: Int) -> Inspection.Element? {
        var section = min(section, counts.numberOfSections - 1)
        while section >= 0 {
            if let decoration = decorations(inSection: section).last { return decoration }
            if let content = lastOfContent(inSection: section) { return content }
            section -= 1
        }
        return nil
    }
}

extension LayoutBoundaryItem.Alignment {
    /// Whether the item stacks below its section's content (`bottom`, `bottomLeading`, `bottomTrailing`).
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}
