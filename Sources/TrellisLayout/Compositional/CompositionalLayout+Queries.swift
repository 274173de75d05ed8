/// The queries of ``CompositionalLayout``: rect queries in O(log n + k), single items and
/// supplementary views, pinned headers, right to left, and what a viewer needs to scroll
/// orthogonal sections sideways.
extension CompositionalLayout {
    /// Every element whose frame intersects `rect`: O(log n + k), never a scan of the items.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        forEachElement(in: rect) { result.append($0) }
        return result
    }

    /// Calls `body` with every element whose frame intersects `rect`, without building an array.
    ///
    /// With pinned headers, `rect` is taken as the visible bounds: the header of every section in
    /// view is moved to its top.
    public func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        forEachElement(in: rect, orthogonalOffsets: [:], body)
    }

    /// Every element meeting `rect` as a viewer shows it with each orthogonal section `s` scrolled
    /// sideways by `offsets[s]` (layout units from the start of its content; see
    /// ``OrthogonalSection``): that section's cells are those whose unscrolled frame meets `rect`
    /// moved by the offset, reported moved back (x − offset, or x + offset right to left). Other
    /// sections, headers and footers are as in ``layoutAttributesForElements(in:)``.
    public func layoutAttributesForElements(in rect: Rect, orthogonalOffsets offsets: [Int: Double]) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        forEachElement(in: rect, orthogonalOffsets: offsets) { result.append($0) }
        return result
    }

    /// Calls `body` with every element of ``layoutAttributesForElements(in:orthogonalOffsets:)``.
    public func forEachElement(in rect: Rect, orthogonalOffsets offsets: [Int: Double], _ body: (LayoutAttributes) -> Void) {
        let run = currentRun()
        let width = run.width
        let query = layoutSpace(rect, width: width)
        advance(run, through: query.maxY)
        func emit(_ attributes: LayoutAttributes) { body(screenSpace(attributes, width: width)) }
        var section = run.firstSection(reachingBelow: query.minY)
        while section < run.sections.count, run.sections[section].top < query.maxY {
            let state = run.sections[section]
            let path = LayoutIndexPath(item: 0, section: section)
            if let header = header(of: state, run, visible: query), header.frame.intersects(query) { emit(header) }
            let offset = state.isOrthogonal ? (offsets[section] ?? 0).layoutOffset : 0
            var cellQuery = query
            cellQuery.origin.x += offset
            state.forEachItem(intersecting: cellQuery) { item, frame in
                var shown = frame
                shown.origin.x -= offset
                emit(LayoutAttributes(kind: .cell, indexPath: LayoutIndexPath(item: item, section: section), frame: shown))
            }
            if let footer = state.footer, footer.intersects(query) {
                emit(LayoutAttributes(kind: .footer, indexPath: path, frame: footer, zIndex: 10))
            }
            section += 1
        }
    }

    /// A section's header in layout space: where it was placed or, with pinned headers, kept at the
    /// top of `visible` while the section is in view and pushed up by the section's end.
    func header(of state: CompositionalSectionState, _ run: CompositionalRun, visible: Rect) -> LayoutAttributes? {
        guard let placed = state.header else { return nil }
        let path = LayoutIndexPath(item: 0, section: state.section)
        guard sectionHeadersPinToVisibleBounds else { return LayoutAttributes(kind: .header, indexPath: path, frame: placed, zIndex: 10) }
        if state.isOpen, placed.height > visible.height {
            // A section still open ends below the view (queries lay out through it), so its end
            // can push a header up only when the header is taller than the view.
            while state.isOpen, !run.isComplete { step(run) }
        }
        let contentEnd = state.footer?.minY ?? state.bottom
        var frame = placed
        frame.origin.y = max(placed.minY, min(visible.minY, contentEnd - placed.height))
        return LayoutAttributes(kind: .header, indexPath: path, frame: frame, zIndex: 20)
    }

    /// The attributes of one cell (laying out as far as it), or `nil` when there is no such item.
    public func layoutAttributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        let run = currentRun()
        guard indexPath.section >= 0, indexPath.section < run.sectionCount, indexPath.item >= 0,
              indexPath.item < itemCount(inSection: indexPath.section) else { return nil }
        advance(toItem: indexPath, run)
        guard indexPath.section < run.sections.count,
              let frame = run.sections[indexPath.section].frame(ofItem: indexPath.item) else { return nil }
        return screenSpace(LayoutAttributes(kind: .cell, indexPath: indexPath, frame: frame), width: run.width)
    }

    /// The header or footer of a section (laying out as far as it), or `nil` when the section has
    /// none. A compositional layout has no section backgrounds.
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        let run = currentRun()
        let section = indexPath.section
        guard section >= 0, section < run.sectionCount, indexPath.item == 0, kind == .header || kind == .footer else { return nil }
        let waitsForClose = kind != .header || sectionHeadersPinToVisibleBounds
        while !run.isComplete, !(section < run.sections.count && (!waitsForClose || !run.sections[section].isOpen)) { step(run) }
        guard section < run.sections.count else { return nil }
        let state = run.sections[section]
        let path = LayoutIndexPath(item: 0, section: section)
        let attributes: LayoutAttributes?
        switch kind {
        case .header: attributes = header(of: state, run, visible: layoutSpace(bounds, width: run.width))
        case .footer: attributes = state.footer.map { LayoutAttributes(kind: .footer, indexPath: path, frame: $0, zIndex: 10) }
        default: attributes = nil
        }
        return attributes.map { screenSpace($0, width: run.width) }
    }

    // MARK: Orthogonal sections

    /// The orthogonal sections whose band (see ``OrthogonalSection``) meets `rect`'s vertical
    /// extent, laying out as far as `rect` reaches, top to bottom.
    public func orthogonalSections(in rect: Rect) -> [OrthogonalSection] {
        let run = currentRun()
        advance(run, through: rect.maxY)
        var result: [OrthogonalSection] = []
        var section = run.firstSection(reachingBelow: rect.minY)
        while section < run.sections.count, run.sections[section].top < rect.maxY {
            // The band meets the rect; an empty band counts when its top lies inside the rect.
            if let info = orthogonalSection(of: run.sections[section]), info.minY < rect.maxY,
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
        let run = currentRun()
        guard section >= 0, section < run.sectionCount else { return nil }
        while !run.isComplete, section >= run.sections.count { step(run) }
        guard section < run.sections.count else { return nil }
        return orthogonalSection(of: run.sections[section])
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

extension Double {
    /// This value as a sideways offset: NaN and infinities count as 0.
    var layoutOffset: Double { isFinite ? self : 0 }
}
