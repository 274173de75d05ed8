/// The layout-wide settings of a compositional layout, as UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
///
/// ```swift
/// let configuration = UICollectionViewCompositionalLayoutConfiguration()
/// configuration.interSectionSpacing = 20
/// let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
/// ```
///
/// Declared whole; TrellisLayout models vertical scrolling with sections that stack with no gap,
/// so a `.horizontal` ``scrollDirection``, a non-zero ``interSectionSpacing`` and layout-wide
/// ``boundarySupplementaryItems`` warn (and are not laid out). ``contentInsetsReference`` is as
/// ``UIContentInsetsReference`` says.
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
    /// The main axis: `.vertical` by default (`.horizontal` warns).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections: 0 by default (other values warn).
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout: empty by default (not modelled: a warning).
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
