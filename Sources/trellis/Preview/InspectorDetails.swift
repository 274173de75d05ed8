import TrellisLayout
import TrellisSpec

/// Where an element's size came from, by the spec key that set it. One more key (such as
/// `aspectRatio`) is one more case and one more line in ``InspectorDetails/sizeSources(of:in:)``.
enum SizeSource: String, CaseIterable {
    /// The item's own `height`.
    case height
    /// The section's (or layout's) `itemHeight`: the item has neither `height` nor `text`.
    case itemHeight
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
}

/// What the inspector panel says about the selected element, gathered once per frame from the
/// layout and the spec: O(1) work (and O(log n) for a tag's row), never a look at other items.
struct InspectorDetails: Equatable {
    /// `cell 0.3`, `header 1`.
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

    /// The details of `attributes` in `layout` over `dataSource`.
    init(_ attributes: LayoutAttributes, layout: SectionedLayout, dataSource: SpecDataSource, kind layoutKind: LayoutSpec.Kind) {
        let element = Inspection.Element(attributes)
        label = element.label
        frame = attributes.frame
        section = attributes.indexPath.section
        style = ResolvedSectionStyle(dataSource.style(forSection: section).fallingBack(to: layout.defaults))
        let item = attributes.kind == .cell ? dataSource.item(at: attributes.indexPath) : nil
        title = attributes.kind == .cell ? item?.title : dataSource.title(forSection: section)
        text = item?.text
        sizeSources = Self.sizeSources(of: attributes.kind, item: item, layout: layoutKind)
        place = nil
        if attributes.kind == .cell {
            if let waterfall = layout as? WaterfallLayout {
                place = waterfall.column(ofItemAt: attributes.indexPath).map { "column \($0)" } ?? "full span"
            } else if let tags = layout as? TagLayout {
                place = tags.row(ofItemAt: attributes.indexPath).map { "row \($0)" }
            }
        }
    }

    /// The keys that set an element's size: a header's or footer's own key; a cell's width
    /// (tags) or item size (grid), then its height: its `height`, else its `text`, else the
    /// section's `itemHeight`.
    static func sizeSources(of kind: ElementKind, item: ItemSpec?, layout: LayoutSpec.Kind) -> [SizeSource] {
        switch kind {
        case .header: return [.header]
        case .footer: return [.footer]
        case .background: return []
        case .cell: break
        }
        if layout == .grid { return [.itemSize] }
        let height: SizeSource = item?.height != nil ? .height : (item?.text != nil ? .text : .itemHeight)
        return layout == .tags ? [.width, height] : [height]
    }
}
