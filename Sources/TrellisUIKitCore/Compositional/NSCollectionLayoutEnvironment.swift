/// The size and insets a compositional layout lays out in, as UIKit's `NSCollectionLayoutContainer`.
@MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The container's size before any insets: the collection view's bounds size.
    var contentSize: CGSize { get }
    /// The size after the insets: ``contentSize`` less ``effectiveContentInsets``.
    var effectiveContentSize: CGSize { get }
    /// The insets (UIKit reads values below 1 as fractions of the size; ``effectiveContentInsets`` resolves them).
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in points.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows when it builds a section, as UIKit's `NSCollectionLayoutEnvironment`:
/// the container, and the collection view's traits.
///
/// ```swift
/// let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
///     let columns = environment.container.effectiveContentSize.width > 500 ? 3 : 1
///     ...
/// }
/// ```
@MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The container: the collection view's size and its content insets.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits (size classes from its width, by the core's documented rule).
    var traitCollection: UITraitCollection { get }
}

/// The container ``UICollectionViewCompositionalLayout`` gives its section provider: the
/// collection view's bounds size, and its adjusted content insets as directional insets (what
/// `contentInsetsReference` `.automatic` gives; leading is left in a left-to-right layout).
@MainActor
final class CompositionalContainer: NSObject, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        super.init()
    }

    /// The insets in points: values are already points here (no fractions are made).
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

    /// ``contentSize`` less the insets, never below 0.
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

/// The environment ``UICollectionViewCompositionalLayout`` gives its section provider on `prepare()`.
@MainActor
final class CompositionalEnvironment: NSObject, NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
        super.init()
    }
}
