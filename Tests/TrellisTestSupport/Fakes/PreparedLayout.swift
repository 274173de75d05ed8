import TrellisLayout

extension BuiltInLayout {
    /// Prepares the layout in a viewport `width` x `height` at the top and returns it, for tests
    /// that query a layout as a collection view would after its first layout pass.
    @discardableResult
    public func prepared(width: Double, height: Double = 24) -> Self {
        bounds = Rect(x: 0, y: 0, width: width, height: height)
        prepare()
        return self
    }
}
