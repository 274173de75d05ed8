/// A layout that shows another under its own name: an adapter names the layout it adapts, so
/// the previewer's status line and a snapshot's header say `WaterfallLayout`, not the adapter.
///
/// ```swift
/// extension UIKitLayoutAdapter: LayoutNaming {
///     var layoutName: String { String(describing: type(of: collectionViewLayout)) }
/// }
/// ```
public protocol LayoutNaming {
    /// The name a viewer shows for the layout.
    var layoutName: String { get }
}

extension CollectionLayout {
    /// The name a viewer shows for this layout: its ``LayoutNaming/layoutName`` when it has one,
    /// else its type's name.
    public var displayName: String {
        (self as? any LayoutNaming)?.layoutName ?? String(describing: type(of: self))
    }
}
