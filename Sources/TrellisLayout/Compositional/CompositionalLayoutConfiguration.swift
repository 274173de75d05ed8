/// What a compositional layout's whole content is, beyond its sections, as UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration` (rule 22).
///
/// ```swift
/// var configuration = CompositionalLayoutConfiguration()
/// configuration.interSectionSpacing = 2
/// configuration.scrollDirection = .horizontal
/// ```
public struct CompositionalLayoutConfiguration: Hashable, Sendable {
    /// The axis the sections follow one another along (vertical by default).
    public var scrollDirection: ScrollDirection = .vertical
    /// The gap between two sections; negative or non-finite counts as 0.
    public var interSectionSpacing: Double = 0
    /// Headers and footers of the whole layout, around all sections (rule 21's rules).
    public var boundarySupplementaryItems: [LayoutBoundaryItem] = []
    /// What the sections' containers are inset by (UIKit's `contentInsetsReference`).
    public var contentInsetsReference: ContentInsetsReference = .automatic

    /// The default configuration: vertical, no spacing, no boundary items, `.automatic`.
    public init() {}
}

/// Which of the collection view's insets a compositional layout's containers are inset by, as
/// UIKit's `UIContentInsetsReference` (rule 23).
public enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable {
    /// As `safeArea` (UIKit's documented default behaviour).
    case automatic
    /// No insets beyond the collection view's content insets.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide: at most 672 points wide, centred.
    case readableContent
}

/// The collection view's own insets that a compositional layout's environment reads (rule 23):
/// its `contentInset`, `safeAreaInsets` and `layoutMargins`. All zero by default.
public struct CollectionViewInsets: Hashable, Sendable {
    /// The collection view's `contentInset`.
    public var contentInsets: EdgeInsets = .zero
    /// The collection view's `safeAreaInsets`.
    public var safeAreaInsets: EdgeInsets = .zero
    /// The collection view's `layoutMargins`.
    public var layoutMargins: EdgeInsets = .zero

    /// Creates insets; each defaults to zero.
    public init(contentInsets: EdgeInsets = .zero, safeAreaInsets: EdgeInsets = .zero, layoutMargins: EdgeInsets = .zero) {
        self.contentInsets = contentInsets
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
    }
}

extension CollectionViewInsets {
    /// The widest readable content (the readable content guide of iOS's default text size), in points.
    public static let maximumReadableWidth = 672.0

    /// The container's effective content insets (rule 23) for a view `viewSize` (its width `W`
    /// and height `H`) scrolling `vertically` (or not), with `reference`: on the two sides across
    /// the scroll direction (left and right scrolling vertically; top and bottom scrolling
    /// horizontally) the collection view's ``contentInsets`` plus the reference's insets; along
    /// the scroll direction 0 (those are the scroll view's insets, as in UIKit: they never move a
    /// frame). The reference's insets, on each of those sides:
    /// - `.none`: 0;
    /// - `.automatic`, `.safeArea`: ``safeAreaInsets``;
    /// - `.layoutMargins`: ``layoutMargins`` (UIKit's include the safe area: give them so);
    /// - `.readableContent`: the layout margins, plus, scrolling vertically, half of what the
    ///   width between them (`W − contentInsets − margins`) exceeds
    ///   ``maximumReadableWidth`` by, so that the content is at most 672 wide and centred.
    ///
    /// Each inset is made safe first (negative or non-finite counts as 0). In a view 1024 wide
    /// with margins 20 at each side and `.readableContent`: `1024 − 40 = 984`, `(984 − 672) / 2 =
    /// 156`, so the insets are 176 left and right and the effective width is 672.
    public func effectiveContentInsets(reference: ContentInsetsReference, viewSize: Size, vertically: Bool) -> EdgeInsets {
        let content = contentInsets.sanitized
        let referenceInsets: EdgeInsets
        switch reference {
        case .none: referenceInsets = .zero
        case .automatic, .safeArea: referenceInsets = safeAreaInsets.sanitized
        case .layoutMargins: referenceInsets = layoutMargins.sanitized
        case .readableContent:
            var margins = layoutMargins.sanitized
            if vertically {
                let between = viewSize.width.layoutLength - content.left - content.right - margins.left - margins.right
                let extra = max(0, between - Self.maximumReadableWidth) / 2
                margins.left += extra
                margins.right += extra
            }
            referenceInsets = margins
        }
        if vertically {
            return EdgeInsets(top: 0, left: content.left + referenceInsets.left, bottom: 0, right: content.right + referenceInsets.right)
        }
        return EdgeInsets(top: content.top + referenceInsets.top, left: 0, bottom: content.bottom + referenceInsets.bottom, right: 0)
    }
}
