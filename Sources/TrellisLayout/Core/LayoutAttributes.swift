/// The layout information of one element, as UIKit's `UICollectionViewLayoutAttributes`.
public struct LayoutAttributes: Hashable, Sendable {
    /// Cell, header, footer or background.
    public var kind: ElementKind
    /// The element's section and item (item 0 for supplementary and decoration elements).
    public var indexPath: IndexPath
    /// The element's frame in content coordinates.
    public var frame: Rect
    /// The drawing order: higher values are drawn on top. Backgrounds are -1, cells 0,
    /// headers and footers 10 (pinned headers 20).
    public var zIndex: Int

    /// Creates layout attributes.
    public init(kind: ElementKind, indexPath: IndexPath, frame: Rect, zIndex: Int = 0) {
        self.kind = kind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
    }
}
