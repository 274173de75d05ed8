/// A compositional layout says which of its sections scroll orthogonally (those whose
/// ``LayoutSection/orthogonalScrollingBehavior`` is not `none`) through
/// ``OrthogonalScrollingLayout``, so that a viewer scrolls them without knowing the layout's type.
/// Its queries are in ``CompositionalLayout``'s queries (``orthogonalSections(in:)``,
/// ``orthogonalSection(_:)``, ``layoutAttributesForElements(in:orthogonalOffsets:)``); the
/// horizontal extent is the protocol's, which needs only those and the content size: the content
/// size says `W` wide (rule 11), but an orthogonal section's groups lie past `W` (left to right)
/// or below 0 (right to left).
extension CompositionalLayout: OrthogonalScrollingLayout {
    /// Whether section `section` scrolls orthogonally by its definition
    /// (``layoutSection(at:)``), asked without laying out as far as it: O(1) for a section laid
    /// out, one section built otherwise, never the sections before it. False past the last section.
    public func scrollsOrthogonally(section: Int) -> Bool {
        guard let definition = layoutSection(at: section) else { return false }
        return definition.orthogonalScrollingBehavior != .none
    }
}
