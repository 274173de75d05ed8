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

    /// Creates a container of `contentSize`.
    public init(contentSize: Size) {
        self.contentSize = contentSize
    }
}
