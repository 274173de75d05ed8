import TrellisLayout

/// A cell's attributes, short: item `item` of `section` at `x`, `y`, `width` x `height`.
public func cell(_ item: Int, section: Int = 0, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutAttributes {
    LayoutAttributes(kind: .cell, indexPath: LayoutIndexPath(item: item, section: section),
                     frame: Rect(x: x, y: y, width: width, height: height))
}

/// A supplementary view's attributes, short: `kind` of `section` at `x`, `y`, `width` x `height`, drawn
/// under the cells (a background) or over them.
public func supplementary(_ kind: ElementKind, section: Int, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutAttributes {
    LayoutAttributes(kind: kind, indexPath: LayoutIndexPath(item: 0, section: section),
                     frame: Rect(x: x, y: y, width: width, height: height),
                     zIndex: kind == .background ? -1 : 10)
}
