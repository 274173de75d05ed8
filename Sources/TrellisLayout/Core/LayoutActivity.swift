/// How much work a layout has been asked for so far: how many times it prepared, and how many
/// queries of each kind it answered. A host that runs a layout as UIKit does (TrellisUIKit's
/// adapter) counts them, so that a person can see that scrolling asks no new `prepare()` and
/// how many queries a frame costs.
///
/// ```swift
/// let before = adapter.layoutActivity
/// viewport.scroll(byLines: 1)
/// adapter.layoutActivity.prepareCount - before.prepareCount   // 0: a scroll does not invalidate
/// ```
public struct LayoutActivity: Hashable, Sendable {
    /// How many times `prepare()` ran.
    public var prepareCount: Int
    /// How many times the layout was invalidated (`invalidateLayout()` or with a context).
    public var invalidationCount: Int
    /// How many rect queries (`layoutAttributesForElements(in:)`) it answered.
    public var rectQueryCount: Int
    /// How many item queries (`layoutAttributesForItem(at:)`) it answered.
    public var itemQueryCount: Int
    /// How many supplementary-view queries (`layoutAttributesForSupplementaryView(ofKind:at:)`)
    /// it answered.
    public var supplementaryQueryCount: Int
    /// How many decoration-view queries (`layoutAttributesForDecorationView(ofKind:at:)`) it
    /// answered.
    public var decorationQueryCount: Int

    /// Counts, zero unless given.
    ///
    /// ```swift
    /// LayoutActivity(prepareCount: 1, rectQueryCount: 3)
    /// ```
    public init(prepareCount: Int = 0, invalidationCount: Int = 0, rectQueryCount: Int = 0, itemQueryCount: Int = 0,
                supplementaryQueryCount: Int = 0, decorationQueryCount: Int = 0) {
        self.prepareCount = prepareCount
        self.invalidationCount = invalidationCount
        self.rectQueryCount = rectQueryCount
        self.itemQueryCount = itemQueryCount
        self.supplementaryQueryCount = supplementaryQueryCount
        self.decorationQueryCount = decorationQueryCount
    }

    /// Every query added up: rect, item, supplementary and decoration.
    ///
    /// ```swift
    /// LayoutActivity(rectQueryCount: 3, itemQueryCount: 1).queryCount   // 4
    /// ```
    public var queryCount: Int { rectQueryCount + itemQueryCount + supplementaryQueryCount + decorationQueryCount }
}

/// A layout that counts its activity (``LayoutActivity``): how many times it prepared and how
/// many queries it answered. TrellisPreview's inspector panel shows the counts of a layout that
/// adopts it; TrellisUIKit's adapter does, with the counts its collection view keeps.
///
/// ```swift
/// extension MyLayout: LayoutActivityReporting {
///     var layoutActivity: LayoutActivity { LayoutActivity(prepareCount: prepares, rectQueryCount: rectQueries) }
/// }
/// ```
public protocol LayoutActivityReporting {
    /// The counts so far, since the layout was made.
    ///
    /// ```swift
    /// layout.layoutActivity.prepareCount   // 1 after the first frame
    /// ```
    var layoutActivity: LayoutActivity { get }
}
