/// What a section provider knows when it builds a section, as UIKit's `NSCollectionLayoutEnvironment`.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The collection view's container.
    public var container: LayoutContainer

    /// Creates an environment.
    public init(container: LayoutContainer) {
        self.container = container
    }
}

/// The container a compositional layout lays out in, as UIKit's `NSCollectionLayoutContainer`.
public struct LayoutContainer: Hashable, Sendable {
    /// The collection view's size: its width `W` and height `H` (the viewport).
    public var contentSize: Size
    /// The insets the layout's ``ContentInsetsReference`` and the collection view's insets give
    /// (rule 23); zero by default.
    public var effectiveContentInsets: EdgeInsets

    /// `contentSize` less ``effectiveContentInsets`` on each side (never below 0): what UIKit's
    /// `effectiveContentSize` is.
    public var effectiveContentSize: Size {
        let insets = effectiveContentInsets.sanitized
        return Size(width: max(0, contentSize.width - insets.left - insets.right),
                    height: max(0, contentSize.height - insets.top - insets.bottom))
    }

    /// Creates a container of `contentSize` with `effectiveContentInsets` (none by default).
    public init(contentSize: Size, effectiveContentInsets: EdgeInsets = .zero) {
        self.contentSize = contentSize
        self.effectiveContentInsets = effectiveContentInsets
    }
}
