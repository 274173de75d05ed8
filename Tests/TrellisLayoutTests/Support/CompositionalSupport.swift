import TrellisLayout

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
        return CompositionalLayout(dataSource: TestDataSource(counts: [count]), section: section)
    }
}

/// `Rect(x:y:width:height:)`, short.
func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
