import TrellisPreview
import TrellisLayout
import TrellisRender

/// Writes a laid-out layout as an SVG picture: the whole content, in spec units times a zoom.
///
/// - The root `<svg>` has `width`, `height` and a `viewBox` of `X Y W H`, ``bounds`` times the
///   zoom, so one spec unit is `zoom` pixels: `0 0 W H` for the content size, wider (and, for a
///   carousel right to left, from a negative `X`) to show carousels whole (``PictureBounds``).
/// - Every drawn element is one `<rect>` whose `x`, `y`, `width` and `height` are its frame
///   times the zoom, as plain numbers (no `transform` anywhere), formatted as `trellis
///   attributes` formats them, so a tool can read frames straight from the file. It carries
///   `data-category`, `data-kind`, `data-section`, `data-item` and `data-z-index` as in `attributes`, and an
///   `id` (`e0`, `e1`, …). As on screen, a hidden element or one of `alpha` 0 is not written,
///   an `alpha` below 1 is the `opacity` of its rect and text, and a transformed element's rect
///   is the box around its transformed frame (``LayoutAttributes/transformedFrame``).
/// - Its fill is the section's colour of ``SectionPalette`` (``SVGPalette``), styled as the
///   previewer draws it: a decoration view (a background) shaded (`fill-opacity` 0.25), a cell
///   tinted (0.35) with an outline in the colour (bold red when it overlaps another cell), a
///   boundary item (a header, a footer, or another kind a section lays out at its boundary,
///   ``ElementRoles``) a solid bar, the header's title bold, a badge (a supplementary view
///   attached to an item) tinted and outlined like a cell.
/// - A cell's title (or `section.item`), and the lines of a text cell, a boundary item's title
///   (``RenderLabels/boundaryItemLabel(ofKind:at:)``: a header's or footer's section title or
///   `Section N`, another kind's name), a badge's initial (`b` for `badge`) are a `<text>` clipped to the element by a
///   `<clipPath>` that uses the element's own rect (so the file holds exactly one `<rect>` per
///   drawn element).
/// - A list section (``ElementRoles/listAppearance(inSection:)``) as the rasterizer draws it:
///   an inset-grouped one's sides shaded as one card (``ListInsetCard``), a `<path>` with
///   `data-list-inset` written before every element; each row but the last of one that shows
///   separators followed by a `<line>` along its bottom edge (its right edge for a list
///   scrolling sideways, ``ListAppearance/isHorizontal``), with `data-separator`.
/// - Elements are written in the rasterizer's drawing order (`zIndex`, then decoration views,
///   cells, footers, badges, headers, then index path), so what is drawn on top is written last:
///   a badge (zIndex 1) after the cells it sits on, a background (-1) before them.
///
/// Text is data: ``SVGText`` escapes it. The output goes to a sink in chunks of about 64 KiB,
/// so a million elements never sit in memory as one string.
struct SVGWriter {
    /// The part of the content drawn, in spec units: the viewBox before the zoom. A picture of
    /// the whole content is `(0, 0)` and the content size (``init(contentSize:elements:labels:zoom:lineHeight:columnWidth:title:)``).
    var bounds: Rect
    /// Every element, in any order.
    var elements: [LayoutAttributes]
    /// Titles and text.
    var labels: any RenderLabels
    /// Section colours.
    var palette: SectionPalette = .standard
    /// Which supplementary views are boundary items (bars) and which badges (small boxes), as
    /// the rasterizer tells them apart (``ElementRolesLookup/roles(of:)`` of the layout).
    var roles: any ElementRoles = DefaultElementRoles()
    /// Pixels per spec unit.
    var zoom: Double = 1
    /// One text line, in spec units (the spec's points per row).
    var lineHeight: Double = 1
    /// One text column, in spec units (the spec's points per column).
    var columnWidth: Double = 1
    /// The picture's title (the spec's), for `<title>`; empty: none.
    var title = ""

    /// A picture of the whole content, `contentSize` at the origin.
    init(contentSize: Size, elements: [LayoutAttributes], labels: any RenderLabels, zoom: Double = 1,
         lineHeight: Double = 1, columnWidth: Double = 1, title: String = "") {
        self.init(bounds: Rect(x: 0, y: 0, width: contentSize.width, height: contentSize.height), elements: elements,
                  labels: labels, zoom: zoom, lineHeight: lineHeight, columnWidth: columnWidth, title: title)
    }

    /// A picture of `bounds` (in spec units) of the content.
    init(bounds: Rect, elements: [LayoutAttributes], labels: any RenderLabels, zoom: Double = 1,
         lineHeight: Double = 1, columnWidth: Double = 1, title: String = "") {
        self.bounds = bounds
        self.elements = elements
        self.labels = labels
        self.zoom = zoom
        self.lineHeight = lineHeight
        self.columnWidth = columnWidth
        self.title = title
    }

    /// The size of a chunk handed to the sink.
    static let chunkSize = 64 * 1024

    /// The SVG document, whole (for tests and small pictures).
    func text() -> String {
        var result = ""
        write { (chunk: String) in result += chunk }
        return result
    }

    /// Writes the SVG document to `sink`, in chunks.
    func write<Failure: Error>(to sink: (String) throws(Failure) -> Void) throws(Failure) {
        var buffer = ""
        buffer.reserveCapacity(Self.chunkSize + 4096)
        func flushIfFull() throws(Failure) {
            if buffer.utf8.count >= Self.chunkSize {
                try sink(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        let width = number(bounds.width), height = number(bounds.height)
        buffer += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        buffer += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
            + "width=\"\(width)\" height=\"\(height)\" viewBox=\"\(number(bounds.minX)) \(number(bounds.minY)) \(width) \(height)\" "
            + "font-family=\"monospace\" font-size=\"\(number(fontSize, zoomed: false))\" "
            + "style=\"background-color:\(SVGPalette.page)\">\n"
        if !title.isEmpty { buffer += "<title>\(SVGText.escaped(SVGText.prefix(title, width: 4096)))</title>\n" }
        let cellPositions = elements.indices.filter { elements[$0].category == .cell && elements[$0].isDrawn }
        var overlapping = Set<Int>()
        for position in OverlapDetector.overlapping(cellPositions.map { elements[$0].frame }) {
            overlapping.insert(cellPositions[position])
        }
        for card in ListInsetCard.cards(in: elements, roles: roles) {
            insetSides(of: card, into: &buffer)
        }
        // The list appearance of the last section a cell was written in, asked once per section.
        var listSection = Int.min, list: ListAppearance? = nil
        for (id, index) in drawingOrder().lazy.filter({ elements[$0].isDrawn }).enumerated() {
            let drawn = elements[index]
            element(drawn, id: id, overlaps: overlapping.contains(index), into: &buffer)
            if drawn.category == .cell {
                if drawn.indexPath.section != listSection {
                    (listSection, list) = (drawn.indexPath.section, roles.listAppearance(inSection: drawn.indexPath.section))
                }
                if let list, list.showsSeparators, drawn.indexPath.item < list.numberOfItems - 1 {
                    separator(under: drawn, beside: list.isHorizontal, into: &buffer)
                }
            }
            try flushIfFull()
        }
        buffer += "</svg>\n"
        try sink(buffer)
    }

    /// The indices of ``elements`` in the rasterizer's drawing order.
    func drawingOrder() -> [Int] {
        Rasterizer.drawingOrder(elements)
    }

    /// The font size in pixels: three quarters of a text line.
    var fontSize: Double { lineHeight * zoom * 0.75 }

    /// One element: its rect, then its text, if any, clipped to the rect. The rect is the
    /// element's frame, or for a transformed one the box around its transformed frame
    /// (``LayoutAttributes/transformedFrame``), as the rasterizer draws it; an `alpha` below 1
    /// becomes the rect's and text's `opacity`.
    private func element(_ element: LayoutAttributes, id: Int, overlaps: Bool, into out: inout String) {
        let frame = element.transformedFrame
        let color = SVGPalette.hex(palette.color(forSection: element.indexPath.section))
        let opacity = element.alpha < 1 ? " opacity=\"\(LayoutJSON.number(element.alpha))\"" : ""
        out += "<rect id=\"e\(id)\" data-category=\"\(element.category.rawValue)\" "
            + "data-kind=\"\(SVGText.escaped(element.kind.rawValue))\" data-section=\"\(element.indexPath.section)\" "
            + "data-item=\"\(element.indexPath.item)\" data-z-index=\"\(element.zIndex)\" x=\"\(number(frame.minX))\" y=\"\(number(frame.minY))\" "
            + "width=\"\(number(frame.width))\" height=\"\(number(frame.height))\" fill=\"\(color)\"" + opacity
        switch element.category {
        case .decorationView: out += " fill-opacity=\"0.25\""
        case .cell:
            let stroke = overlaps ? SVGPalette.overlap : color
            out += " fill-opacity=\"0.35\" stroke=\"\(stroke)\" stroke-width=\"\(overlaps ? 2 : 1)\" vector-effect=\"non-scaling-stroke\""
        case .supplementaryView:
            if roles.isBadge(element) {
                // A badge: outlined, as the rasterizer's box.
                out += " fill-opacity=\"0.35\" stroke=\"\(color)\" stroke-width=\"1\" vector-effect=\"non-scaling-stroke\""
            }
        }
        out += "/>\n"
        let lines = textLines(of: element)
        guard !lines.isEmpty, frame.width > 0, frame.height > 0 else { return }
        let line = lineHeight * zoom
        let x = number(frame.minX * zoom + line * 0.25, zoomed: false)
        let isCell = element.category == .cell
        let bold = (element.category == .supplementaryView && element.kind == .header)
            || (isCell && labels.title(forItemAt: element.indexPath)?.isEmpty == false)
        out += "<clipPath id=\"c\(id)\"><use xlink:href=\"#e\(id)\"/></clipPath>"
        if isCell || lines.count > 1 {
            // From the top, one line after another (a cell; a boundary item with text).
            out += "<text clip-path=\"url(#c\(id))\" fill=\"\(SVGPalette.text)\"\(opacity)>"
            for (index, text) in lines.enumerated() {
                let y = number(frame.minY * zoom + line * (Double(index) + 0.8), zoomed: false)
                let weight = index == 0 && bold ? " font-weight=\"bold\"" : ""
                out += "<tspan x=\"\(x)\" y=\"\(y)\"\(weight)>\(SVGText.escaped(text))</tspan>"
            }
            out += "</text>\n"
        } else {
            // A bar: its title centred vertically.
            let y = number((frame.minY + frame.height / 2) * zoom, zoomed: false)
            out += "<text clip-path=\"url(#c\(id))\" x=\"\(x)\" y=\"\(y)\" dominant-baseline=\"central\" fill=\"\(SVGPalette.text)\""
                + (bold ? " font-weight=\"bold\"" : "") + opacity + ">\(SVGText.escaped(lines[0]))</text>\n"
        }
    }

    /// The text lines an element shows, each cut to what its width could show: a boundary item's
    /// title (``RenderLabels/boundaryItemLabel(ofKind:at:)``) and, when it has text
    /// (``RenderLabels/textLines(forSupplementaryViewOfKind:at:width:)``), the lines that fit its
    /// height after it; a badge's initial (`b` for `badge`); none for a decoration view; a cell's title (or `section.item`) and, for a cell with text, the
    /// text lines that fit its height after it.
    private func textLines(of element: LayoutAttributes) -> [String] {
        let textWidth = Int(min(max(0, element.frame.width / columnWidth), 100_000).rounded(.up)) + 1
        switch element.category {
        case .decorationView: return []
        case .supplementaryView:
            guard roles.isBoundaryItem(element) else { return [SVGText.prefix(Rasterizer.badgeInitial(of: element.kind), width: textWidth)] }
            let title = labels.boundaryItemLabel(ofKind: element.kind, at: element.indexPath)
            let fit = Int(min(max(0, element.frame.height / lineHeight), 100_000).rounded(.down))
            let text = fit > 1 ? labels.textLines(forSupplementaryViewOfKind: element.kind, at: element.indexPath,
                                                   width: element.frame.width) ?? [] : []
            return ([title] + text.prefix(fit - 1)).map { SVGText.prefix($0, width: textWidth) }
        case .cell:
            let title = labels.title(forItemAt: element.indexPath).flatMap { $0.isEmpty ? nil : $0 }
            let fit = Int(min(max(0, element.frame.height / lineHeight), 100_000).rounded(.down))
            let room = max(0, fit - (title == nil ? 0 : 1))
            if let text = labels.textLines(forItemAt: element.indexPath, width: element.frame.width, limit: room), !text.isEmpty {
                return ([title].compactMap { $0 } + text).map { SVGText.prefix($0, width: textWidth) }
            }
            return [SVGText.prefix(labels.cellLabel(at: element.indexPath), width: textWidth)]
        }
    }

    /// The shaded sides of an inset-grouped list section's card (``ListInsetCard``), as the
    /// rasterizer shades them: one `<path>` (not a `<rect>`: those are the elements) of both
    /// sides, in the section's colour at a decoration view's `fill-opacity` 0.25, with
    /// `data-list-inset` naming the section. Written before every element, beneath them.
    private func insetSides(of card: ListInsetCard, into out: inout String) {
        let sides = card.sides
        guard !sides.isEmpty else { return }
        let color = SVGPalette.hex(palette.color(forSection: card.section))
        let path = sides.map { side in
            "M\(number(side.minX)) \(number(side.minY))H\(number(side.maxX))V\(number(side.maxY))H\(number(side.minX))Z"
        }.joined()
        out += "<path data-list-inset=\"\(card.section)\" d=\"\(path)\" fill=\"\(color)\" fill-opacity=\"0.25\"/>\n"
    }

    /// A list row's separator (a row of a section whose ``ListAppearance/showsSeparators``, any
    /// row but the section's last), as the rasterizer's `├───┤`: a `<line>` along the row's
    /// bottom edge, its full width, twice the outline's width, in the section's colour, with
    /// `data-separator` naming the row (`section.item`). Written right after the row's rect and text.
    /// `beside`, for a list scrolling sideways (its rows columns), the line runs down the row's
    /// right edge instead, the rasterizer's `┬│┴`.
    private func separator(under row: LayoutAttributes, beside: Bool = false, into out: inout String) {
        let frame = row.transformedFrame
        guard beside ? frame.height > 0 : frame.width > 0 else { return }
        let color = SVGPalette.hex(palette.color(forSection: row.indexPath.section))
        let opacity = row.alpha < 1 ? " opacity=\"\(LayoutJSON.number(row.alpha))\"" : ""
        let (x1, y1) = beside ? (frame.maxX, frame.minY) : (frame.minX, frame.maxY)
        let (x2, y2) = (frame.maxX, frame.maxY)
        out += "<line data-separator=\"\(row.indexPath.section).\(row.indexPath.item)\" x1=\"\(number(x1))\" "
            + "y1=\"\(number(y1))\" x2=\"\(number(x2))\" y2=\"\(number(y2))\" stroke=\"\(color)\" "
            + "stroke-width=\"2\" vector-effect=\"non-scaling-stroke\"" + opacity + "/>\n"
    }

    /// `value` times the zoom (or as is), as `trellis attributes` writes numbers.
    private func number(_ value: Double, zoomed: Bool = true) -> String {
        LayoutJSON.number(zoomed ? value * zoom : value)
    }
}
