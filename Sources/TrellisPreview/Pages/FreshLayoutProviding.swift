import TrellisLayout

/// A page that can build a second layout like the one it shows, over the same data: the layout
/// doctor then examines that one, between keys, and never touches the layout on screen (which
/// keeps its state: a lazy layout is not completed by the doctor's sweep, the inspector's counts
/// of a UIKit host do not grow). It also lets the doctor compare a layout after a width change
/// with a fresh one at the new width (`stale-on-width`) and two fresh prepares
/// (`nondeterministic`). Without it the doctor examines the layout on screen, leaving its bounds
/// as it found them after every slice.
///
/// Adopted by the layout given to ``PreviewPage/init(title:layout:label:)``, or by the page's
/// ``PreviewContent``.
///
/// ```swift
/// extension MosaicLayout: FreshLayoutProviding {
///     func makeFreshLayout() -> any CollectionLayout { MosaicLayout(dataSource: dataSource) }
/// }
/// ```
public protocol FreshLayoutProviding: AnyObject {
    /// A new layout like the one shown now (with the adjustments it shows), over the same data,
    /// that nothing else holds; not yet prepared.
    ///
    /// ```swift
    /// func makeFreshLayout() -> any CollectionLayout { MosaicLayout(dataSource: dataSource) }
    /// ```
    func makeFreshLayout() -> any CollectionLayout
}
