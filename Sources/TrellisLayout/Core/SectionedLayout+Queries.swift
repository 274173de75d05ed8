/// The queries of ``SectionedLayout``: rect queries through each section's index, single items
/// and supplementary views, with pinned headers and the right-to-left and horizontal transforms.
extension SectionedLayout {

    /// Calls `body` with every element whose frame intersects `rect`, without building an array.
    ///
    /// With pinned headers, `rect` is taken as the visible bounds: the header of every section in
    /// view is moved to its top.
    public func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        let run = currentRun()
        let query = layoutSpace(rect, width: run.width)
        advance(through: query.maxY)
        closeOpenSectionIfItsBackgroundIsNeeded(run, query)
        func emit(_ attributes: LayoutAttributes) { body(screenSpace(attributes, width: run.width)) }
        var section = run.firstSection(endingBelow: query.minY)
        while section < run.sections.count, run.sections[section].top < query.maxY {
            let path = LayoutIndexPath(item: 0, section: section)
            if let background = run.sections[section].background, background.intersects(query) {
                emit(supplementary(.background, path, background))
            }
            if let header = header(ofSection: section, run, visible: query), header.frame.intersects(query) {
                emit(header)
            }
            let record = run.sections[section]
            record.index.forEachItem(intersecting: query, frames: run.frames, base: record.firstFrame,
                                     count: record.placedCount) { item in
                emit(LayoutAttributes(kind: .cell, indexPath: LayoutIndexPath(item: item, section: section),
                                      frame: run.frames[record.firstFrame + item]))
            }
            if let footer = record.footer, footer.intersects(query) { emit(supplementary(.footer, path, footer)) }
            section += 1
        }
    }

    /// A section's header in layout space: where it was placed or, with pinned headers, kept at the
    /// top of `visible` while the section is in view and pushed up by the section's end.
    func header(ofSection section: Int, _ run: LayoutRun, visible: Rect) -> LayoutAttributes? {
        guard let placed = run.sections[section].header else { return nil }
        let path = LayoutIndexPath(item: 0, section: section)
        guard sectionHeadersPinToVisibleBounds else { return supplementary(.header, path, placed) }
        if run.sections[section].bottom == .infinity, placed.height > visible.height {
            // Whether the section's end pushes this header up depends on where the section ends.
            while run.sectionIsOpen, run.sections.count - 1 == section { step(run) }
        }
        let record = run.sections[section]
        let contentEnd = record.footer?.minY ?? record.bottom
        var frame = placed
        frame.origin.y = max(placed.minY, min(visible.minY, contentEnd - placed.height))
        return LayoutAttributes(kind: .header, indexPath: path, frame: frame, zIndex: 20)
    }
}
