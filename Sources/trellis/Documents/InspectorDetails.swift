import TrellisLayout
import TrellisSpec

/// Where an element's size came from, by the spec key that set it. One more key is one more
/// case and one more line in ``InspectorDetails/sizeSources(of:item:sectionRatio:layout:)``.
enum SizeSource: String, CaseIterable {
    /// The item's own `height`.
    case height
    /// The section's (or layout's) `itemHeight`: the item has neither `height` nor `text`.
    case itemHeight
    /// An `aspectRatio`, the item's own or its section's (or the spec's): a waterfall item's
    /// height is its width times the ratio; a tag's width is `itemHeight` over it.
    case aspectRatio
    /// The item's `text`, wrapped to the cell's width (self-sizing).
    case text
    /// The item's `width` (tags; set from the title when the spec has none).
    case width
    /// The section's `itemSize` (grid).
    case itemSize
    /// The section's `header` height.
    case header
    /// The section's `footer` height.
    case footer
    /// The section's `group` (compositional): its item slot's `width` and `height`.
    case group
}

/// What the inspector panel says about the selected element, gathered once per frame from the
/// layout and the spec: O(1) work (and O(log n) for a tag's row), never a look at other items.
struct InspectorDetails: Equatable {
    /// `cell 0.3`, `header 1.0`, `badge 0.3`.
    var label: String
    /// The frame in spec units.
    var frame: Rect
    /// `column 1` (waterfall), `row 4` (tags), `full span`, or nil.
    var place: String?
    /// The item's title, if any.
    var title: String?
    /// The item's text, if any.
    var text: String?
    /// Where the size came from.
    var sizeSources: [SizeSource]
    /// The section number.
    var section: Int
    /// The section's resolved style (the spec's orientation, not transposed).
    var style: ResolvedSectionStyle
    /// The items a row of the section holds at the layout's width (a grid's; nil for the other
    /// kinds, whose `columns` is what the style says).
    var gridColumns: Int?
    /// A compositional section's spacings (nil for the other kinds): its `interGroupSpacing`, and
    /// its group's `interItemSpacing` when the group holds only item slots (nested groups have
    /// spacings of their own, which one number would misname).
    var compositionalSpacing: CompositionalSpacing?

    /// The spacings and section keys of a compositional section, as the layout uses them.
    struct CompositionalSpacing: Equatable {
        /// The gap between two instances of the section's group.
        var interGroupSpacing: Double
        /// The gap between the slots of a group of item slots only; nil with nested groups.
        var interItemSpacing: LayoutSpacing?
        /// The group's own `insets` (nil when none), shown as `t/l/b/r`.
        var groupInsets: EdgeInsets? = nil
        /// The section's `list` appearance, when it is a list.
        var list: LayoutListConfiguration.Appearance? = nil
        /// The section's background decoration (`background`), if any.
        var background: LayoutDecorationItem? = nil
        /// The kinds of the section's boundary items, in order (`boundaryItems`, the shorthands first).
        var boundaryKinds: [ElementKind] = []
        /// False when the section's boundary items span the full width (`supplementariesFollowContentInsets`).
        var supplementariesFollowContentInsets = true
    }

    /// The details of `attributes` in `layout` over `dataSource`.
    init(_ attributes: LayoutAttributes, layout: any BuiltInLayout, dataSource: SpecDataSource, kind layoutKind: LayoutSpec.Kind) {
        label = "\(attributes.kind.rawValue) \(attributes.indexPath)"
        frame = attributes.frame
        section = attributes.indexPath.section
        style = ResolvedSectionStyle(dataSource.style(forSection: section).fallingBack(to: (layout as? SectionedLayout)?.defaults ?? SectionStyle()))
        let isCell = attributes.category == .cell
        let isBar = attributes.category == .supplementaryView && (attributes.kind == .header || attributes.kind == .footer)
        let item = isCell ? dataSource.item(at: attributes.indexPath) : nil
        // A cell's title and text; a header's or footer's section title, or a boundary item's own
        // title and text; a badge or a decoration has none.
        let isSupplementary = attributes.category == .supplementaryView
        let boundary = isSupplementary ? dataSource.boundaryItem(ofKind: attributes.kind, at: attributes.indexPath) : nil
        title = isCell ? item?.title
            : boundary != nil || isBar ? dataSource.title(forSupplementaryViewOfKind: attributes.kind, at: attributes.indexPath) : nil
        text = isCell ? item?.text : boundary?.text
        let sectionRatio = isCell
            ? dataSource.specStyle(forSection: section).fallingBack(to: dataSource.layoutStyle).aspectRatio : nil
        sizeSources = Self.sizeSources(of: attributes.kind, item: item, sectionRatio: sectionRatio, layout: layoutKind)
        gridColumns = (layout as? GridLayout)?.columns(inSection: section)
        if let compositional = layout as? CompositionalLayout, let used = compositional.layoutSection(at: section) {
            // The section as the layout uses it: its own inset or the spec's top-level one.
            style.inset = used.contentInsets
            let simple = used.group.subitems.allSatisfy { if case .item = $0 { true } else { false } }
            var spacing = CompositionalSpacing(interGroupSpacing: used.interGroupSpacing,
                                               interItemSpacing: simple ? used.group.interItemSpacing : nil)
            spacing.groupInsets = used.group.contentInsets == .zero ? nil : used.group.contentInsets
            spacing.list = used.listConfiguration?.appearance
            spacing.background = used.decorationItems.first
            spacing.boundaryKinds = (used.headerHeight > 0 ? [ElementKind.header] : []) + (used.footerHeight > 0 ? [.footer] : [])
                + used.boundarySupplementaryItems.map(\.kind)
            spacing.supplementariesFollowContentInsets = used.supplementariesFollowContentInsets
            compositionalSpacing = spacing
        }
        place = nil
        if isCell {
            if let waterfall = layout as? WaterfallLayout {
                place = waterfall.column(ofItemAt: attributes.indexPath).map { "column \($0)" } ?? "full span"
            } else if let tags = layout as? TagLayout {
                place = tags.row(ofItemAt: attributes.indexPath).map { "row \($0)" }
            }
        }
    }

    /// The keys that set an element's size, in the precedence of docs/spec-format.md (Aspect
    /// ratios): a header's or footer's own key; none for another supplementary view (a badge)
    /// or a decoration; a grid cell's `itemSize`; a tag's width, from its
    /// `width`, else (without a `height`) an `aspectRatio`, else its title (`width`), then its
    /// height; a cell's height: its `height`, else (waterfall) an `aspectRatio`, else its `text`,
    /// else the section's `itemHeight`. `sectionRatio` is the ratio the item's section gives
    /// its items (its own, else the spec's), if any.
    static func sizeSources(of kind: ElementKind, item: ItemSpec?, sectionRatio: Double? = nil,
                            layout: LayoutSpec.Kind) -> [SizeSource] {
        switch kind {
        case .header: return [.header]
        case .footer: return [.footer]
        case .cell: break
        default: return []   // a badge, a background: no spec key sizes them
        }
        if layout == .grid { return [.itemSize] }
        if layout == .compositional { return [.group] }
        let hasRatio = (item?.aspectRatio ?? sectionRatio) != nil
        if layout == .tags {
            let width: SizeSource = item?.width == nil && item?.height == nil && hasRatio ? .aspectRatio : .width
            return [width, item?.height != nil ? .height : (item?.text != nil ? .text : .itemHeight)]
        }
        let height: SizeSource = item?.height != nil ? .height
            : hasRatio ? .aspectRatio : (item?.text != nil ? .text : .itemHeight)
        return [height]
    }
}
