import TrellisLayout

/// A layout with every category of UIKit's element model, for the tests of each layer that
/// shows elements (`attributes`, snapshots, the rasterizer, SVG, inspect mode): one section of
/// two cells, a `"badge"` supplementary view on each item (the one on item 1 hidden), and a
/// `"ribbon"` decoration view behind them, a decoration of another kind than background.
///
/// ```text
///   x: 0         10        20      30
/// y 0 ░░░░░░░░┌badge┐░░░░░░░░░░░░░░      the ribbon: rows 0..<8, under everything
///   1 ░┌0.0─────└─────┘  ┌0.1───────┐░   badge 0.0: (8, 0, 7, 3), zIndex 1, over cell 0.0
///     ...                                 badge 0.1: (23, 0, 7, 3), hidden: not drawn
/// ```
public enum BadgedLayout {
    /// The badges' kind.
    public static let badge: ElementKind = "badge"
    /// The decoration's kind.
    public static let ribbon: ElementKind = "ribbon"

    /// The ribbon: a decoration view of section 0 behind its items, `zIndex` -1.
    public static let ribbonAttributes = LayoutAttributes(category: .decorationView, kind: ribbon,
                                                          indexPath: LayoutIndexPath(item: 0, section: 0),
                                                          frame: Rect(x: 0, y: 0, width: 30, height: 8), zIndex: -1)
    /// Cell 0.0 and cell 0.1, side by side.
    public static let cellAttributes = [
        LayoutAttributes.cell(at: LayoutIndexPath(item: 0, section: 0), frame: Rect(x: 1, y: 1, width: 12, height: 5)),
        LayoutAttributes.cell(at: LayoutIndexPath(item: 1, section: 0), frame: Rect(x: 16, y: 1, width: 13, height: 5)),
    ]
    /// Badge 0.0 over the top-right corner of cell 0.0, `zIndex` 1.
    public static let shownBadge = LayoutAttributes(category: .supplementaryView, kind: badge,
                                                    indexPath: LayoutIndexPath(item: 0, section: 0),
                                                    frame: Rect(x: 8, y: 0, width: 7, height: 3), zIndex: 1)
    /// Badge 0.1, laid out but hidden.
    public static let hiddenBadge = LayoutAttributes(category: .supplementaryView, kind: badge,
                                                     indexPath: LayoutIndexPath(item: 1, section: 0),
                                                     frame: Rect(x: 23, y: 0, width: 7, height: 3), zIndex: 1, isHidden: true)

    /// Every element, in the order a rect query returns them here.
    public static let elements: [LayoutAttributes] = [ribbonAttributes] + cellAttributes + [shownBadge, hiddenBadge]

    /// A fresh ``StubLayout`` of ``elements``, 30 wide and 8 tall.
    public static func layout() -> StubLayout {
        StubLayout(attributes: elements)
    }
}
