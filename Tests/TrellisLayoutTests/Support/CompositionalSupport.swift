import TrellisLayout

/// A data source for compositional tests: per section a list of items, each with an optional
/// `width`, `height` and a "text" whose wrapped height at a width is `ceil(text / (width − 2)) + 2`
/// (a stand-in for the spec's word wrapping: what matters here is the width it is asked at).
final class CompositionalSource: LayoutDataSource {
    struct Item {
        var width: Double? = nil
        var height: Double? = nil
        /// The length of a text, in columns, or `nil` for none.
        var text: Int? = nil
    }

    var sections: [[Item]]
    /// Every width a height was asked at, per item.
    var heightWidths: [IndexPath: Double] = [:]

    init(_ sections: [[Item]]) { self.sections = sections }

    /// `counts[s]` plain items in section `s`.
    convenience init(counts: [Int]) {
        self.init(counts.map { Array(repeating: Item(), count: $0) })
    }

    var numberOfSections: Int { sections.count }
    func numberOfItems(inSection section: Int) -> Int { sections[section].count }
    func heightForItem(at indexPath: IndexPath, width: Double) -> Double? {
        heightWidths[indexPath] = width
        let item = sections[indexPath.section][indexPath.item]
        if let height = item.height { return height }
        guard let text = item.text else { return nil }
        let columns = max(1, (width - 2).rounded(.down))
        return (Double(text) / columns).rounded(.up) + 2
    }
    func widthForItem(at indexPath: IndexPath) -> Double? {
        sections[indexPath.section][indexPath.item].width
    }
}

/// Short constructors for the model types.
func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize { LayoutSize(width: width, height: height) }
func item(_ width: LayoutDimension, _ height: LayoutDimension, insets: EdgeInsets = .zero) -> LayoutItem {
    LayoutItem(size: LayoutSize(width: width, height: height), contentInsets: insets)
}

extension CompositionalLayout {
    /// One layout of `group` as its only section, over `count` plain items.
    static func single(_ group: LayoutGroup, count: Int, configure: (inout LayoutSection) -> Void = { _ in }) -> CompositionalLayout {
        var section = LayoutSection(group: group)
        configure(&section)
        return CompositionalLayout(dataSource: CompositionalSource(counts: [count]), section: section)
    }
}

/// `Rect(x:y:width:height:)`, short.
func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
