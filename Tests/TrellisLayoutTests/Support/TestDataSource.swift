import TrellisLayout
@_exported import TrellisTestSupport

/// A data source over plain arrays, for tests.
final class TestDataSource: LayoutDataSource {
    struct Item {
        var width: Double? = nil
        var height: Double? = nil
        var fullSpan = false
    }
    struct Section {
        var style = SectionStyle()
        var items: [Item] = []
    }

    var sections: [Section]
    /// Every width a waterfall asked heights for, per item.
    var widthsAsked: [IndexPath: Double] = [:]
    var recordWidths = false

    init(_ sections: [Section]) { self.sections = sections }

    /// One section with the given item heights.
    convenience init(heights: [Double], style: SectionStyle = SectionStyle()) {
        self.init([Section(style: style, items: heights.map { Item(height: $0) })])
    }

    /// One section with the given item widths.
    convenience init(widths: [Double], style: SectionStyle = SectionStyle()) {
        self.init([Section(style: style, items: widths.map { Item(width: $0) })])
    }

    var numberOfSections: Int { sections.count }
    func numberOfItems(inSection section: Int) -> Int { sections[section].items.count }
    func style(forSection section: Int) -> SectionStyle { sections[section].style }
    func heightForItem(at indexPath: IndexPath, width: Double) -> Double? {
        if recordWidths { widthsAsked[indexPath] = width }
        return sections[indexPath.section].items[indexPath.item].height
    }
    func widthForItem(at indexPath: IndexPath) -> Double? {
        sections[indexPath.section].items[indexPath.item].width
    }
    func isFullSpan(at indexPath: IndexPath) -> Bool {
        sections[indexPath.section].items[indexPath.item].fullSpan
    }
}

extension BuiltInLayout {
    /// Prepares at `width` with a viewport of `height` and returns self.
    @discardableResult
    func prepared(width: Double, height: Double = 24) -> Self {
        bounds = Rect(x: 0, y: 0, width: width, height: height)
        prepare()
        return self
    }

    /// Every element, in a canonical order, after a complete layout (orthogonal sections'
    /// cells, which may lie far past the width, included).
    func allAttributes() -> [LayoutAttributes] {
        completeLayout()
        let size = collectionViewContentSize
        return layoutAttributesForElements(in: Rect(x: -1e7, y: -1, width: size.width + 2e7, height: size.height + 2))
            .sorted(by: canonicalOrder)
    }

    /// The cells' frames in item order for one section (zero-area ones included).
    func cellFrames(section: Int = 0) -> [Rect] {
        (0..<dataSource.numberOfItems(inSection: section)).compactMap {
            layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
        }
    }
}

/// Sections, then kind, then item: a stable order to compare attribute lists.
func canonicalOrder(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
    if a.indexPath.section != b.indexPath.section { return a.indexPath.section < b.indexPath.section }
    if a.kind != b.kind { return a.kind.rawValue < b.kind.rawValue }
    return a.indexPath.item < b.indexPath.item
}
