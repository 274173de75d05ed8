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
