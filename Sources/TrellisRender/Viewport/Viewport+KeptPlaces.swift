import TrellisLayout

/// Which sideways places a new layout of the same page keeps (``Viewport/keepOrthogonalPlaces(of:)``):
/// only those of sections it still scrolls sideways.
extension Viewport {
    /// Whether section `section` of this viewport's layout scrolls orthogonally by its definition
    /// (``OrthogonalScrollingLayout/scrollsOrthogonally(section:)``, for a compositional layout
    /// its `orthogonalScrollingBehavior` is not `none`), asked without laying out as far as it, so
    /// that carrying the places over costs O(places kept), never a layout of the sections before
    /// them. False past the last section and for a layout that is not an
    /// ``OrthogonalScrollingLayout``.
    func keepsOrthogonalPlace(ofSection section: Int) -> Bool {
        orthogonalLayout?.scrollsOrthogonally(section: section) ?? false
    }
}
