/// What a layout snapshot writes: the picture a person sees, or the exact frames.
public enum SnapshotFormat: Sendable, Hashable {
    /// The rasterized content, as `trellis render` draws it (the default): a header line with
    /// the layout's name, the width and the content size (in a reference, then the test that
    /// recorded it, `, recorded by MosaicTests.testMosaic`, which is not compared); every row
    /// untrimmed with `|` after the last column; then the style code of every cell (`.` plain)
    /// and their legend.
    ///
    /// ```text
    /// --- MosaicLayout, width 12, content size 12×6
    /// ┌0.0─┐┌0.1─┐|
    /// │    ││    │|
    /// ...
    /// ```
    case picture
    /// One line per element in the format of `trellis attributes`: the content size, then the
    /// cells in index-path order, then the supplementary views kind by kind (headers, footers,
    /// backgrounds), each in index-path order.
    ///
    /// ```text
    /// {"contentSize": {"width": 40, "height": 57},
    ///  "attributes": [
    ///   {"kind": "cell", "section": 0, "item": 0, "x": 0, "y": 0, "width": 26, "height": 14},
    /// ...
    /// ```
    case attributes
}
