import TrellisLayout

// The focus tests' short helpers, as TrellisLayoutTests writes them (the focus search moved to
// the previewer, its tests with it); `prepared(width:height:)` is TrellisTestSupport's.

/// `LayoutSize(width:height:)`, short.
func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize { LayoutSize(width: width, height: height) }

/// `LayoutItem(size:)`, short.
func item(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutItem {
    LayoutItem(size: LayoutSize(width: width, height: height))
}

/// `Rect(x:y:width:height:)`, short.
func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
