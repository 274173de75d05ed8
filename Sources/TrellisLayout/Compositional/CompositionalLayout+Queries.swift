import Foundation

/// The queries of ``CompositionalLayout``: rect queries in O(log n + k), single items and
/// supplementary views, pinned headers, right to left, and what a viewer needs to scroll
/// orthogonal sections sideways.
extension CompositionalLayout {
    /// Every element whose frame intersects `rect`: O(log n + k), never a scan of the items.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        engine.forEachElement(in: rect) { result.append($0) }
        return result
    }

    /// Calls `body` with every element whose frame intersects `rect`, without building an array.
    ///
    /// With pinned headers, `rect` is taken as the visible bounds: the header of every section in
    /// view is moved to its top.
    package func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        engine.forEachElement(in: rect, body)
    }

    /// Every element meeting `rect` as a viewer shows it with each orthogonal section `s` scrolled
    /// sideways by `offsets[s]` (layout units from the start of its content; see
    /// ``OrthogonalSection``): that section's cells are those whose unscrolled frame meets `rect`
    /// moved by the offset, reported moved back (x − offset, or x + offset right to left). Other
    /// sections, headers and footers are as in ``layoutAttributesForElements(in:)``.
    public func layoutAttributesForElements(in rect: Rect, orthogonalOffsets offsets: [Int: Double]) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        engine.forEachElement(in: rect, orthogonalOffsets: offsets) { result.append($0) }
        return result
    }

    /// Calls `body` with every element of ``layoutAttributesForElements(in:orthogonalOffsets:)``.
    package func forEachElement(in rect: Rect, orthogonalOffsets offsets: [Int: Double], _ body: (LayoutAttributes) -> Void) {
        engine.forEachElement(in: rect, orthogonalOffsets: offsets, body)
    }

    /// The attributes of one cell (laying out as far as it), or `nil` when there is no such item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        engine.attributesForItem(at: indexPath)
    }

    /// The header or footer of a section (laying out as far as it), or `nil` when the section has
    /// none. A compositional layout has no section backgrounds.
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        engine.attributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Orthogonal sections

    /// The orthogonal sections whose band (see ``OrthogonalSection``) meets `rect`'s vertical
    /// extent, laying out as far as `rect` reaches, top to bottom.
    public func orthogonalSections(in rect: Rect) -> [OrthogonalSection] {
        let run = engine.currentRun()
        engine.advance(run, through: rect.maxY)
        var result: [OrthogonalSection] = []
        var section = run.firstSection(reachingBelow: rect.minY)
        while section < run.sections.count, run.sections[section].top < rect.maxY {
            // The band meets the rect; an empty band counts when its top lies inside the rect.
            if let info = orthogonalSection(of: run.store.states[section]), info.minY < rect.maxY,
               info.maxY > rect.minY || (info.maxY == info.minY && info.minY >= rect.minY) {
                result.append(info)
            }
            section += 1
        }
        return result
    }

    /// The orthogonal section `section` (laying out as far as it), or `nil` when it does not
    /// scroll sideways or does not exist.
    public func orthogonalSection(_ section: Int) -> OrthogonalSection? {
        let run = engine.currentRun()
        guard section >= 0, section < run.sectionCount else { return nil }
        engine.advance(toSection: section, closed: false, run)
        guard section < run.sections.count else { return nil }
        return orthogonalSection(of: run.store.states[section])
    }

    private func orthogonalSection(of state: CompositionalSectionState) -> OrthogonalSection? {
        guard state.isOrthogonal else { return nil }
        let n = state.instanceCount
        let groupWidth = state.groupSize.width
        let pitch = groupWidth + state.interGroupSpacing
        let content = n > 0 ? Double(n) * groupWidth + Double(n - 1) * state.interGroupSpacing : 0
        return OrthogonalSection(section: state.section, behavior: state.layoutSection.orthogonalScrollingBehavior,
                                 minY: state.contentTop, maxY: state.contentTop + state.contentHeight,
                                 contentWidth: state.insets.left + content + state.insets.right,
                                 groupWidth: groupWidth, groupPitch: pitch, groupCount: n)
    }
}
