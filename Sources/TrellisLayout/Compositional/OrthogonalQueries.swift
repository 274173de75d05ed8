/// What a viewer needs of a ``CompositionalLayout`` to scroll its orthogonal sections sideways:
/// the shifted rect query and the sections' bands (the other queries are ``LazyLayout``'s).
extension CompositionalLayout {
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

    // MARK: Orthogonal sections

    /// The orthogonal sections whose band (see ``OrthogonalSection``) meets `rect`'s vertical
    /// extent (its horizontal extent, scrolling horizontally: the band is then an x-range on
    /// screen), laying out as far as `rect` reaches, top to bottom (left to right).
    public func orthogonalSections(in rect: Rect) -> [OrthogonalSection] {
        let run = engine.currentRun()
        let rect = engine.flip(rect, width: run.width)
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
        let content = n > 0 ? Double(n) * groupWidth + Double(n - 1) * state.interGroupSpacing + 2 * state.leadingShift : 0
        var info = OrthogonalSection(section: state.section, behavior: state.layoutSection.orthogonalScrollingBehavior,
                                     minY: state.contentTop, maxY: state.contentTop + state.contentHeight,
                                     contentWidth: state.contentLeft + content + state.insets.right,
                                     groupWidth: groupWidth, groupPitch: pitch, groupCount: n)
        info.leadingShift = state.leadingShift
        info.scrollsVertically = isHorizontal
        return info
    }
}
