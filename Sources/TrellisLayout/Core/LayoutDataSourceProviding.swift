/// A layout that says which data source it lays out, so a tool over any layout (the previewer's
/// counts, `/`, `:N` and Tab) can count its items without being told how. The built-in layouts
/// adopt it; a custom layout that keeps a ``LayoutDataSource`` adopts it by declaring it.
///
/// ```swift
/// final class MosaicLayout: CollectionLayout, LayoutDataSourceProviding {
///     let dataSource: LayoutDataSource
///     // ...
/// }
/// ```
public protocol LayoutDataSourceProviding: AnyObject {
    /// The data source the layout lays out.
    var dataSource: LayoutDataSource { get }
}

extension SectionedLayout: LayoutDataSourceProviding {}
extension CompositionalLayout: LayoutDataSourceProviding {}
