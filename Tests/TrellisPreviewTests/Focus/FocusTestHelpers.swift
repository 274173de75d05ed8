import TrellisLayout

/// The focus tests' short helpers, as TrellisLayoutTests writes them (the focus search moved to
/// the previewer, its tests with it).
extension BuiltInLayout {
    /// Prepares at `width` with a viewport of `height` and returns self.
    @discardableResult
    func prepared(width: Double, height: Double = 24) -> Self {
        bounds = Rect(x: 0, y: 0, width: width, height: height)
        prepare()
        return self
    }
}

/// `LayoutSize(width:height:)`, short.
func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize { LayoutSize(width: width, height: height) }

/// `LayoutItem(size:)`, short.
func item(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutItem {
    LayoutItem(size: LayoutSize(width: width, height: height))
}

/// `Rect(x:y:width:height:)`, short.
func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
