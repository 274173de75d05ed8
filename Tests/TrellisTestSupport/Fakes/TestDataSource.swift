import TrellisLayout

/// The tests' data source over plain arrays: sections of items, each with an optional width,
/// height and full span, and an optional text whose wrapped height at a width is
/// `ceil(text / (width − 2)) + 2` (a stand-in for the spec's word wrapping, where what matters
/// is the width a height is asked at). An item with neither height nor text sizes itself from
/// its slot or its section's style.
///
/// ```swift
/// let source = TestDataSource(heights: [3, 5, 4], style: SectionStyle(columns: 2))
/// let plain = TestDataSource(counts: [10, 4])   // two sections of plain items
/// ```
public final class TestDataSource: LayoutDataSource {
    /// One item's sizes.
    public struct Item {
        /// The item's own width, or nil.
        public var width: Double?
        /// The item's own height, or nil.
        public var height: Double?
        /// Whether it spans every column of a waterfall.
        public var fullSpan: Bool
        /// The length of a text, in cells, whose wrapped height sizes the item; nil for none.
        public var text: Int?

        /// An item; every size nil by default.
        public init(width: Double? = nil, height: Double? = nil, fullSpan: Bool = false, text: Int? = nil) {
            self.width = width
            self.height = height
            self.fullSpan = fullSpan
            self.text = text
        }
    }

    /// One section: its style and its items.
    public struct Section {
        /// The section's style.
        public var style: SectionStyle
        /// The section's items.
        public var items: [Item]

        /// A section; the default style and no items by default.
        public init(style: SectionStyle = SectionStyle(), items: [Item] = []) {
            self.style = style
            self.items = items
        }
    }

    /// The sections, changeable between prepares (an append).
    public var sections: [Section]
    /// Every width a height was asked at, per item, while ``recordWidths`` is set.
    public var widthsAsked: [LayoutIndexPath: Double] = [:]
    /// Whether ``widthsAsked`` records (off by default: a million items would fill it).
    public var recordWidths = false

    /// A data source over `sections`.
    public init(_ sections: [Section]) { self.sections = sections }

    /// Sections of `items`, in the default style.
    public convenience init(items: [[Item]]) { self.init(items.map { Section(items: $0) }) }

    /// `counts[s]` plain items in section `s`, in `style`.
    public convenience init(counts: [Int], style: SectionStyle = SectionStyle()) {
        self.init(counts.map { Section(style: style, items: Array(repeating: Item(), count: $0)) })
    }

    /// One section with the given item heights.
    public convenience init(heights: [Double], style: SectionStyle = SectionStyle()) {
        self.init([Section(style: style, items: heights.map { Item(height: $0) })])
    }

    /// One section with the given item widths.
    public convenience init(widths: [Double], style: SectionStyle = SectionStyle()) {
        self.init([Section(style: style, items: widths.map { Item(width: $0) })])
    }

    public var numberOfSections: Int { sections.count }
    public func numberOfItems(inSection section: Int) -> Int { sections[section].items.count }
    public func style(forSection section: Int) -> SectionStyle { sections[section].style }

    public func heightForItem(at indexPath: LayoutIndexPath, width: Double) -> Double? {
        if recordWidths { widthsAsked[indexPath] = width }
        let item = sections[indexPath.section].items[indexPath.item]
        if let height = item.height { return height }
        guard let text = item.text else { return nil }
        let columns = max(1, (width - 2).rounded(.down))
        return (Double(text) / columns).rounded(.up) + 2
    }

    public func widthForItem(at indexPath: LayoutIndexPath) -> Double? {
        sections[indexPath.section].items[indexPath.item].width
    }

    public func isFullSpan(at indexPath: LayoutIndexPath) -> Bool {
        sections[indexPath.section].items[indexPath.item].fullSpan
    }
}
