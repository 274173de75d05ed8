/// What a layout snapshot writes: the picture a person sees, or the exact frames.
///
/// In both formats, the warnings of a layout that adopts `WarningReporting` (TrellisUIKit's
/// adapter: the UIKit members it declares but does not model) end the text, one line each,
/// in the layout's order, so that a reference shows them and a new warning fails the test:
///
/// ```text
/// --- warning: NSCollectionLayoutSection.visibleItemsInvalidationHandler is not modelled; it is never called
/// ```
public enum SnapshotFormat: Sendable, Hashable {
    /// The rasterized content, as `trellis render` draws it (the default): a header line with
    /// the layout's name, the width and the content size (in a reference, then the test that
    /// recorded it, `, recorded by MosaicTests.testMosaic`, which is not compared); every row
    /// untrimmed with `|` after the last column; then the style code of every cell (`.` plain)
    /// and their legend. Elements are drawn as the rasterizer draws them: a supplementary view
    /// of another kind than header or footer (a badge) is a box labelled with its kind, any
    /// decoration view is shaded as a background, a hidden one is left out.
    ///
    /// A layout in other units than cells (`CellScaled`, such as TrellisUIKit's adapter in
    /// points) is drawn at its scale; the header then gives the width in columns and in units
    /// and the content size in units:
    /// `--- UIKitLayoutAdapter, width 40 = 320pt at 8×16pt a cell, content size 320pt×528pt`.
    ///
    /// ```text
    /// --- MosaicLayout, width 12, content size 12×6
    /// ┌0.0─┐┌0.1─┐|
    /// │    ││    │|
    /// ...
    /// ```
    case picture
    /// One line per element in the format of `trellis attributes` (`LayoutJSON`), each with its
    /// kind and category: the content size, then the cells in index-path order, then the other
    /// elements kind by kind (headers, footers, backgrounds, then any other kind by name, such
    /// as a `badge`), each in index-path order. `alpha`, `isHidden` and `transform` are written
    /// only when they are not the default.
    ///
    /// ```text
    /// {"contentSize": {"width": 40, "height": 57},
    ///  "attributes": [
    ///   {"kind": "cell", "category": "cell", "section": 0, "item": 0, "x": 0, "y": 0, "width": 26, "height": 14},
    /// ...
    /// ```
    case attributes
}
