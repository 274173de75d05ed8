import TrellisLayout
import TrellisRender

/// The text of a layout snapshot: the layout prepared at a width as a collection view would,
/// then drawn (``SnapshotFormat/picture``) or listed (``SnapshotFormat/attributes``).
enum LayoutSnapshot {
    /// The most rows of cells a picture without `height:` holds; a longer content is cut, and the last
    /// line of the file says so.
    static let maximumHeight = 2_000
    /// The most cells across a picture holds: a content wider than the width (a horizontally
    /// scrolling layout) is drawn whole up to this, and the last line of the file says when
    /// it was cut.
    static let maximumWidth = 2_000

    /// The snapshot of `layout` at `width` columns.
    ///
    /// The layout is prepared afresh (``CollectionLayout/invalidateLayout()``, then
    /// ``CollectionLayout/prepare()`` and ``CollectionLayout/completeLayout()``), then its bounds
    /// move to the window, rows `offset ..< offset + height` (without `height`, from `offset` to
    /// the end of the content, at most ``maximumHeight``), asking
    /// ``CollectionLayout/shouldInvalidateLayout(forBoundsChange:)`` as a collection view does,
    /// so pinned headers are where a view at that offset shows them. The picture holds every
    /// column of the content (a horizontally scrolling layout's too), at least `width`, at most
    /// ``maximumWidth``; the bounds stay `width` wide, as the view's are.
    ///
    /// Columns and rows are layout units, one a cell, unless the layout adopts ``CellScaled``
    /// (TrellisUIKit's adapter, in points): then a column is its `cellScale.x` units and a row
    /// its `cellScale.y`, the picture is drawn at that scale, and the header gives the width and
    /// the content size in the layout's unit (``header(of:width:rows:)``). The warnings of a
    /// layout that adopts ``WarningReporting`` end the text, one line each (``warningLines(of:)``).
    static func text(of layout: any CollectionLayout, width: Int, height: Int?, offset: Int,
                     format: SnapshotFormat, label: ((LayoutIndexPath) -> String)?) -> String {
        let scale = (layout as? any CellScaled)?.cellScale ?? .unit
        let width = max(0, width), offset = max(0, offset)
        let unitsWide = Double(width) * scale.x, top = Double(offset) * scale.y
        layout.bounds = Rect(x: 0, y: top, width: unitsWide, height: Double(max(0, height ?? 0)) * scale.y)
        layout.invalidateLayout()
        layout.prepare()
        layout.completeLayout()
        let contentSize = layout.collectionViewContentSize
        let contentHeight = max(0, Int((contentSize.height / scale.y + 0.5).rounded(.down)))
        let heightLeft = max(0, contentHeight - offset)
        let shownHeight = height.map { max(0, $0) } ?? min(heightLeft, maximumHeight)
        let view = Rect(x: 0, y: top, width: unitsWide, height: Double(shownHeight) * scale.y)
        let invalidates = layout.shouldInvalidateLayout(forBoundsChange: view)
        layout.bounds = view
        if invalidates {
            layout.invalidateLayout()
            layout.prepare()
        }
        layout.completeLayout()
        let contentWidth = max(0, Int((layout.collectionViewContentSize.width / scale.x + 0.5).rounded(.down)))
        let shownWidth = min(max(width, contentWidth), maximumWidth)
        let window = Rect(x: 0, y: top, width: Double(shownWidth) * scale.x, height: Double(shownHeight) * scale.y)
        let isWindow = !(height == nil && offset == 0)
        var text: String
        switch format {
        case .attributes:
            let shown = Rect(x: 0, y: top, width: Double(max(width, contentWidth)) * scale.x, height: Double(shownHeight) * scale.y)
            text = attributesText(of: layout, window: isWindow ? shown : nil)
        case .picture:
            text = header(of: layout, width: width, rows: isWindow ? offset..<(offset + shownHeight) : nil)
            text += picture(of: layout, window: window, scale: scale, columns: shownWidth, rows: shownHeight, label: label)
            if height == nil, heightLeft > maximumHeight {
                text += "--- cut after \(grouped(maximumHeight)) of \(grouped(heightLeft)) rows: "
                    + "pass height: and offset: to see the rest\n"
            }
            if contentWidth > maximumWidth {
                text += "--- cut after \(grouped(maximumWidth)) of \(grouped(contentWidth)) columns\n"
            }
        }
        return text + warningLines(of: layout)
    }

    /// `--- MosaicLayout, width 40, content size 40×57` (`, rows 10..<20` for a window); the name is
    /// the layout's ``CollectionLayout/displayName`` (an adapter's names the layout it adapts). For a
    /// layout in other units (``CellScaled``), the width in columns is followed by its length
    /// in units and the scale, and the content size is in units:
    /// `--- WaterfallLayout, width 40 = 320pt at 8×16pt a cell, content size 320pt×528pt`.
    static func header(of layout: any CollectionLayout, width: Int, rows: Range<Int>?) -> String {
        let size = layout.collectionViewContentSize
        let scaled = layout as? any CellScaled
        let scale = scaled?.cellScale ?? .unit, unit = scaled?.lengthUnit ?? ""
        let n = LayoutJSON.number
        var line = "--- \(layout.displayName), width \(width)"
        if scale != .unit || !unit.isEmpty {
            line += " = \(n(Double(width) * scale.x))\(unit) at \(n(scale.x))×\(n(scale.y))\(unit) a cell"
        }
        line += ", content size \(n(size.width))\(unit)×\(n(size.height))\(unit)"
        if let rows { line += ", rows \(rows.lowerBound)..<\(rows.upperBound)" }
        return line + "\n"
    }

    /// The layout's warnings (``WarningReporting``), one line each, `--- warning: ` and the
    /// message (its line breaks as spaces, so each stays one line); empty for a layout without.
    static func warningLines(of layout: any CollectionLayout) -> String {
        let warnings = (layout as? any WarningReporting)?.warningMessages ?? []
        return warnings.map { message in
            "--- warning: " + message.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ") + "\n"
        }.joined()
    }

    /// The window drawn by the rasterizer, as ``GridSnapshotText`` writes a grid.
    /// `columns` × `rows` cells, `window` in layout units at `scale` units a cell.
    private static func picture(of layout: any CollectionLayout, window: Rect, scale: LayoutScale, columns: Int, rows: Int,
                                label: ((LayoutIndexPath) -> String)?) -> String {
        var grid = CellGrid(width: columns, height: rows)
        let elements = layout.layoutAttributesForElements(in: window)
        let labels: any RenderLabels = label.map { ClosureLabels(label: $0) } ?? NoLabels()
        var rasterizer = Rasterizer(labels: labels)
        rasterizer.scale = scale
        rasterizer.roles = ElementRolesLookup.roles(of: layout)   // badges and boundary items as the previewer draws them
        rasterizer.draw(elements, offset: window.origin, in: grid.area, of: &grid)
        return GridSnapshotText.text(of: grid)
    }

    /// ``LayoutJSON/document(contentSize:attributes:)`` of every element (of those in `window`
    /// when given), each with its kind and category, in ``listingOrder(_:_:)``: cells first,
    /// then headers, footers and backgrounds, then other kinds by name, each in index-path
    /// order. Elements without area are not found by a rect query and not listed.
    private static func attributesText(of layout: any CollectionLayout, window: Rect?) -> String {
        let size = layout.collectionViewContentSize
        let rect = window ?? Rect(x: 0, y: 0, width: max(size.width, layout.bounds.width), height: size.height)
        let elements = layout.layoutAttributesForElements(in: rect).sorted(by: listingOrder)
        return LayoutJSON.document(contentSize: size, attributes: elements) + "\n"
    }

    /// Kind by kind in ``ElementKind``'s order (cells, headers, footers, backgrounds, then other
    /// kinds by name, such as `badge`); within a kind, by category (a kind a layout uses in two
    /// categories), then by index path.
    static func listingOrder(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        if a.kind != b.kind { return a.kind < b.kind }
        if a.category != b.category { return categoryRank(a.category) < categoryRank(b.category) }
        return a.indexPath < b.indexPath
    }

    /// Cells, supplementary views, decoration views: the order ``ElementCategory`` declares.
    private static func categoryRank(_ category: ElementCategory) -> Int {
        ElementCategory.allCases.firstIndex(of: category)!
    }

    /// `2000` as `2,000`, the same on every machine (no locale).
    static func grouped(_ value: Int) -> String {
        var digits = String(value.magnitude), groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        groups.insert(Substring(digits), at: 0)
        return (value < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}

/// Cell titles from a closure; sections show `Section N`.
private struct ClosureLabels: RenderLabels {
    let label: (LayoutIndexPath) -> String
    func title(forItemAt indexPath: LayoutIndexPath) -> String? { label(indexPath) }
}
