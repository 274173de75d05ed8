/// A horizontally scrolling compositional layout (rule 22) is computed in the engine's one
/// space, vertical and left to right, with x and y swapped (``LayoutEngine/flip(_:width:)``
/// transposes every frame back). Its sections are built in screen terms (a section provider sees
/// the view as it is) and turned a quarter here before they are laid out: every length keeps its
/// meaning on screen.
///
/// Turning a quarter swaps, everywhere in the section: widths and heights
/// (`fractionalWidth(f)` becomes `fractionalHeight(f)`, so that it still resolves against the
/// screen width of its container), a group's axis (a `.horizontal` group still lays its items
/// left to right on screen), insets (top ↔ left, bottom ↔ right), edge spacing (top ↔ leading,
/// bottom ↔ trailing), anchors and alignments (top ↔ leading, bottom ↔ trailing) and offsets
/// (x ↔ y). It is its own inverse.
extension LayoutSection {
    /// The section turned a quarter (see the extension's note); `transposed.transposed == self`.
    var transposed: LayoutSection {
        var section = self
        section.group = group.transposed
        section.contentInsets = contentInsets.transposed
        section.boundarySupplementaryItems = boundarySupplementaryItems.map(\.transposed)
        section.decorationItems = decorationItems.map { item in
            var item = item
            item.contentInsets = item.contentInsets.transposed
            return item
        }
        return section
    }
}

extension LayoutSection {
    /// The section as a horizontally scrolling layout lays it out (rules 22 and 25): turned a
    /// quarter (``transposed``), except a list section (one with a ``listConfiguration``), which
    /// is its own vertical twin: laid out as in a vertical layout of the view turned a quarter,
    /// its padding before it along the scroll axis, its side insets at the screen's top and
    /// bottom, its rows stacked left to right, every frame the twin's transposed. Its own inverse.
    var turnedForHorizontalLayout: LayoutSection {
        listConfiguration == nil ? transposed : self
    }
}

extension LayoutGroup {
    /// The group turned a quarter: axis, size, insets, edge spacing and subitems.
    var transposed: LayoutGroup {
        var group = self
        group.axis = axis == .horizontal ? .vertical : .horizontal
        group.size = size.transposed
        group.contentInsets = contentInsets.transposed
        group.edgeSpacing = edgeSpacing?.transposed
        group.subitems = subitems.map { subitem in
            switch subitem {
            case .item(let item): return .item(item.transposed)
            case .group(let nested): return .group(nested.transposed)
            }
        }
        return group
    }
}

extension LayoutItem {
    /// The item turned a quarter: size, insets, edge spacing and anchored views.
    var transposed: LayoutItem {
        var item = self
        item.size = size.transposed
        item.contentInsets = contentInsets.transposed
        item.edgeSpacing = edgeSpacing?.transposed
        item.supplementaryItems = supplementaryItems.map { supplementary in
            var supplementary = supplementary
            supplementary.size = supplementary.size.transposed
            supplementary.anchor.edges = supplementary.anchor.edges.transposed
            switch supplementary.anchor.offset {
            case .absolute(let point): supplementary.anchor.offset = .absolute(point.transposed)
            case .fractional(let point): supplementary.anchor.offset = .fractional(point.transposed)
            }
            return supplementary
        }
        return item
    }
}

extension LayoutBoundaryItem {
    /// The boundary item turned a quarter: size, alignment (top ↔ leading, bottom ↔ trailing)
    /// and offset.
    var transposed: LayoutBoundaryItem {
        var item = self
        item.size = size.transposed
        item.offset = offset.transposed
        item.alignment = alignment.transposed
        return item
    }
}

extension LayoutBoundaryItem.Alignment {
    /// The alignment turned a quarter: the screen's top edge is layout space's leading edge, the
    /// screen's trailing edge layout space's bottom.
    var transposed: LayoutBoundaryItem.Alignment {
        switch self {
        case .top: return .leading
        case .leading: return .top
        case .bottom: return .trailing
        case .trailing: return .bottom
        case .topLeading: return .topLeading
        case .bottomTrailing: return .bottomTrailing
        case .topTrailing: return .bottomLeading
        case .bottomLeading: return .topTrailing
        }
    }
}

extension LayoutSize {
    /// Width and height swapped, each fraction turned to the other side's.
    var transposed: LayoutSize {
        LayoutSize(width: height.transposed, height: width.transposed)
    }
}

extension LayoutDimension {
    /// `fractionalWidth` ↔ `fractionalHeight`; the other kinds unchanged.
    var transposed: LayoutDimension {
        switch self {
        case .fractionalWidth(let f): return .fractionalHeight(f)
        case .fractionalHeight(let f): return .fractionalWidth(f)
        case .absolute, .estimated, .uniformAcrossSiblings: return self
        }
    }
}

extension LayoutEdgeSpacing {
    /// Top ↔ leading, bottom ↔ trailing.
    var transposed: LayoutEdgeSpacing {
        LayoutEdgeSpacing(leading: top, top: leading, trailing: bottom, bottom: trailing)
    }
}

extension LayoutRectEdges {
    /// Top ↔ leading, bottom ↔ trailing.
    var transposed: LayoutRectEdges {
        var edges: LayoutRectEdges = []
        if contains(.top) { edges.insert(.leading) }
        if contains(.leading) { edges.insert(.top) }
        if contains(.bottom) { edges.insert(.trailing) }
        if contains(.trailing) { edges.insert(.bottom) }
        return edges
    }
}

extension EdgeInsets {
    /// Top ↔ left, bottom ↔ right.
    var transposed: EdgeInsets {
        EdgeInsets(top: left, left: top, bottom: right, right: bottom)
    }
}

extension Point {
    /// x ↔ y.
    var transposed: Point { Point(x: y, y: x) }
}
