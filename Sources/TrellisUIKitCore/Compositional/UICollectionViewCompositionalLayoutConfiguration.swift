/// The layout-wide settings of a compositional layout, as UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
///
/// ```swift
/// let configuration = UICollectionViewCompositionalLayoutConfiguration()
/// configuration.interSectionSpacing = 20
/// let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
/// ```
///
/// It maps onto TrellisLayout's `CompositionalLayoutConfiguration` member for member (rules 22
/// and 23 of docs/layouts.md): ``scrollDirection`` `.horizontal` lays the sections out left to
/// right (their orthogonal sections then scroll vertically), ``interSectionSpacing`` is the gap
/// between two sections, ``boundarySupplementaryItems`` are headers and footers around all
/// sections, and ``contentInsetsReference`` decides the environment's effective content insets.
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
    /// The main axis: `.vertical` by default.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between two sections: 0 by default.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout, around all sections: empty by default. Their index
    /// paths are section 0, item = the index among the layout-wide items of their kind.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What sections' insets are measured from when they say `.automatic`: `.safeArea` by default.
    open var contentInsetsReference: UIContentInsetsReference = .safeArea

    /// A configuration with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// A configuration with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}
