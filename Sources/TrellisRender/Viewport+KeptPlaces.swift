import TrellisLayout

/// Which sideways places a new layout of the same page keeps (``Viewport/keepOrthogonalPlaces(of:)``):
/// only those of sections it still scrolls sideways.
extension Viewport {
    /// Whether section `section` of this viewport's layout scrolls sideways by its definition
    /// (``CompositionalLayout/layoutSection(at:)``: its `orthogonalScrollingBehavior` is not
    /// `none`), asked without laying out as far as it, so that carrying the places over costs
    /// O(places kept), never a layout of the sections before them. False past the last section
    /// and for a layout that is not compositional.
    func keepsOrthogonalPlace(ofSection section: Int) -> Bool {
        guard let layout = compositionalLayout, let definition = layout.layoutSection(at: section) else { return false }
        return definition.orthogonalScrollingBehavior != .none
    }
}
