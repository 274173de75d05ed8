import TrellisLayout

/// A layout data source serving a ``LayoutSpec``: counts, per-section metrics, item sizes
/// (self-sizing text included), full-span items and, for the renderer, titles and text.
///
/// ```swift
/// let dataSource = SpecDataSource(spec: spec, measure: displayWidth, measureCharacter: characterWidth)
/// let layout = TagLayout(dataSource: dataSource, defaults: dataSource.layoutDefaults)
/// ```
///
/// Index paths outside the spec are answered safely (0 items, `nil` sizes and titles).
public final class SpecDataSource: LayoutDataSource {
    /// The spec's title.
    public let title: String?
    /// The layout the spec asks for.
    public let layout: LayoutSpec.Kind
    /// The spec's layout-wide style, with the keys TrellisLayout does not take per section.
    public let layoutStyle: SpecStyle
    /// The layout-wide metrics (the spec's top-level keys): pass them as the layout's defaults.
    public let layoutDefaults: SectionStyle
    /// The spec's sections, including items appended since.
    public private(set) var sections: [SectionSpec]
    /// Points per terminal column and row (the spec's `scale`; one per cell without one): one
    /// text column is `x` points wide, one text line `y` points tall.
    public let scale: LayoutScale
    /// Per section, the `aspectRatio` its items default to (the section's, else the spec's),
    /// NaN for none; all NaN in a grid, which ignores ratios.
    private let defaultRatios: [Double]
    /// Per section, its resolved `itemHeight`: the height a tag's aspect ratio divides.
    private let itemHeights: [Double]
    private let measure: (String) -> Int
    /// The character width for wrapping `text`, with its ASCII answers asked once.
    private let textMeasure: TextMeasure
    /// Per section, the ``TextMetrics`` of each item's `text`, measured the first time the
    /// item's height is asked (``TextMetrics/unmeasured`` until then). A section's column is
    /// only as long as the last item measured: items past its end are unmeasured.
    private var textMetrics: [[TextMetrics]]
    /// Per section, the sums behind ``averageItemHeight(inSection:width:)`` over its first
    /// `counted` items, gathered on the first ask and brought up to date after appends.
    private var heightSums: [HeightSums]

    /// What the heights of a section's items add up to: `fixed` (the `height`s) plus `perWidth`
    /// times the width (the aspect ratios, each item's own or its section's); `unsized` items
    /// have neither (their text or the section's `itemHeight` decides).
    private struct HeightSums {
        var counted = 0
        var fixed = 0.0
        var perWidth = 0.0
        var ratioSized = 0
        var unsized = 0
    }

    /// Creates a data source for `spec`.
    ///
    /// - Parameters:
    ///   - measure: The display width of a text, used for items that have a `title` but no
    ///     `width` (appended items, or specs not loaded as `tags`): width = measure + 2.
    ///   - measureCharacter: The display width of one character (0, 1 or 2), used to wrap the
    ///     `text` of self-sizing items (see ``TextWrapping``). Pass the renderer's width, which
    ///     counts CJK as 2; the default counts every character as 1.
    public init(spec: LayoutSpec, measure: @escaping (String) -> Int = SpecLoader.characterCount,
                measureCharacter: @escaping (Character) -> Int = { _ in 1 }) {
        self.title = spec.title
        self.layout = spec.layout
        self.layoutStyle = spec.style
        self.layoutDefaults = spec.style.sectionStyle
        self.sections = spec.sections
        self.scale = spec.cellScale
        let layoutStyle = spec.style
        self.defaultRatios = spec.sections.map { section in
            spec.layout == .grid ? .nan : (section.style.fallingBack(to: layoutStyle).aspectRatio ?? .nan)
        }
        self.itemHeights = spec.sections.map { section in
            ResolvedSectionStyle(section.style.sectionStyle.fallingBack(to: layoutStyle.sectionStyle)).itemHeight
        }
        self.measure = measure
        self.textMeasure = TextMeasure(measureCharacter)
        self.textMetrics = Array(repeating: [], count: spec.sections.count)
        self.heightSums = Array(repeating: HeightSums(), count: spec.sections.count)
    }

    /// The mean height of the section's items at `width`, in a waterfall whose section has an
    /// item sized by an aspect ratio and every item sized by a `height` or a ratio: the mean
    /// of the heights plus `width` times the mean ratio (a ratio is height / width). `nil`
    /// elsewhere (an item sized by its text or by `itemHeight`, no ratio at all, another layout):
    /// the layout's estimate then goes by the items it has laid out. The sums take one pass over
    /// the items on the first ask and over appended items after; each ask is then O(1).
    ///
    /// ```swift
    /// // A waterfall section of 200 items of section aspectRatio 0.75, in columns 33 wide:
    /// dataSource.averageItemHeight(inSection: 1, width: 33)   // 24.75
    /// ```
    public func averageItemHeight(inSection section: Int, width: Double) -> Double? {
        guard layout == .waterfall, sections.indices.contains(section) else { return nil }
        // No ratio anywhere in the section: nothing to gather (a spec of heights costs nothing).
        guard !defaultRatios[section].isNaN || readColumns(of: section, { !$0.ratios.isEmpty }) == true else { return nil }
        var sums = heightSums[section]
        let count = sections[section].columns.count
        if sums.counted < count {
            let ratio = defaultRatios[section]
            readColumns(of: section) { columns in
                for item in sums.counted..<count {
                    if let height = columns.height(at: item) {
                        sums.fixed += height
                    } else if let own = columns.aspectRatio(at: item) ?? (ratio.isNaN ? nil : ratio) {
                        sums.perWidth += own
                        sums.ratioSized += 1
                    } else {
                        sums.unsized += 1
                    }
                }
            }
            sums.counted = count
            heightSums[section] = sums
        }
        guard count > 0, sums.ratioSized > 0, sums.unsized == 0 else { return nil }
        return (sums.fixed + width * sums.perWidth) / Double(count)
    }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of items in `section`; 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].columns.count : 0
    }

    /// The section's own metrics (its `header` and `footer` as `headerHeight` and
    /// `footerHeight`); what it leaves out falls back to ``layoutDefaults`` in the layout.
    public func style(forSection section: Int) -> SectionStyle {
        sections.indices.contains(section) ? sections[section].style.sectionStyle : SectionStyle()
    }

    /// The section's full style, with the layout-wide keys (`pinHeaders`, `direction`,
    /// `scrollDirection`) a section may also hold.
    public func specStyle(forSection section: Int) -> SpecStyle {
        sections.indices.contains(section) ? sections[section].style : SpecStyle()
    }

    /// The item's `height`; else, in a waterfall, `width × aspectRatio` for an item with an
    /// aspect ratio (its own, else its section's); else, for an item with a `text`
    /// (self-sizing), the number of lines of the text wrapped at the cell's interior width,
    /// `max(1, floor(width / scale.x) - 2)` columns, plus 2 for the top and bottom borders, times
    /// `scale.y`; else `nil` (the section's `itemHeight` applies).
    ///
    /// The text's ``TextMetrics`` are measured on the first ask and kept: a text whose
    /// paragraphs all fit the width is not wrapped (O(1) per ask), only a wider one is.
    ///
    /// ```swift
    /// // {"text": "a quiet lake at dawn"} in a column 12 wide: "a quiet", "lake at", "dawn"
    /// dataSource.heightForItem(at: path, width: 12)   // 5
    /// ```
    public func heightForItem(at indexPath: LayoutIndexPath, width: Double) -> Double? {
        // The item's height and whether it has a text, read from the columns in place.
        guard let (height, ratio, hasText) = readColumns(of: indexPath.section, { columns in
            columns.indices.contains(indexPath.item)
                ? (columns.height(at: indexPath.item), columns.aspectRatio(at: indexPath.item), columns.hasText(at: indexPath.item)) : nil
        }) ?? nil else { return nil }
        if let height { return height }
        if let ratio = heightRatio(ratio, section: indexPath.section) { return width * ratio }
        guard hasText else { return nil }
        return selfSizedHeight(at: indexPath, width: width)
    }

    /// The aspect ratio that sets the height of an item of `section` whose own ratio is `own`
    /// (and which has no `height`): its own, else the section's; `nil` outside a waterfall.
    @inline(__always)
    private func heightRatio(_ own: Double?, section: Int) -> Double? {
        guard layout == .waterfall else { return nil }
        if let own { return own }
        let ratio = defaultRatios[section]
        return ratio.isNaN ? nil : ratio
    }

    /// The text columns of a cell `width` points wide: ``TextWrapping/interiorColumns(ofCellWidth:)``
    /// of its width in columns.
    private func interiorColumns(ofCellWidth width: Double) -> Int {
        TextWrapping.interiorColumns(ofCellWidth: width / scale.x)
    }

    /// The height of the self-sizing item at `indexPath` (which exists and has a text) at `width`.
    private func selfSizedHeight(at indexPath: LayoutIndexPath, width: Double) -> Double {
        let columns = interiorColumns(ofCellWidth: width)
        var metrics = storedTextMetrics(at: indexPath)
        if !metrics.isMeasured {
            measureTexts(from: indexPath)
            metrics = storedTextMetrics(at: indexPath)
        }
        if let lines = metrics.lineCount(ifEveryParagraphFits: columns) { return Double(lines + 2) * scale.y }
        let text = sections[indexPath.section].columns.text(at: indexPath.item) ?? ""
        return Double(textMeasure.lineCount(of: text, metrics: metrics, width: columns) + 2) * scale.y
    }

    /// Heights of a run of items in one pass over the section's columns (what the layout asks):
    /// as ``heightForItem(at:width:)``, NaN for `nil`.
    public func heightsForItems(_ items: Range<Int>, inSection section: Int, widths: UnsafeBufferPointer<Double>,
                                into heights: UnsafeMutableBufferPointer<Double>) {
        var selfSizing: [Int] = []
        let defaultRatio = layout == .waterfall && defaultRatios.indices.contains(section) ? defaultRatios[section] : .nan
        let usesRatios = layout == .waterfall
        let answered: Bool = readColumns(of: section) { columns in
            guard items.lowerBound >= 0, items.upperBound <= columns.count else { return false }
            columns.withColumns { stored, flags in
                columns.ratios.withUnsafeBufferPointer { ratios in
                    let hasRatios = usesRatios && (!ratios.isEmpty || !defaultRatio.isNaN)
                    let first = items.lowerBound
                    // The stored heights in one copy, then a pass for the items without one.
                    if stored.isEmpty {
                        heights.baseAddress!.update(repeating: .nan, count: items.count)
                    } else {
                        heights.baseAddress!.update(from: stored.baseAddress! + first, count: items.count)
                    }
                    for k in 0..<items.count where heights[k].isNaN {
                        if hasRatios {
                            // Precedence: `height`, then the aspect ratio (the item's, else the section's).
                            let own = ratios.isEmpty ? .nan : ratios[first + k]
                            let ratio = own.isNaN ? defaultRatio : own
                            if !ratio.isNaN { heights[k] = widths[k] * ratio }
                        }
                        if heights[k].isNaN && flags[first + k] & ItemColumns.textFlag != 0 { selfSizing.append(k) }
                    }
                }
            }
            return true
        } ?? false
        guard answered else {
            for k in 0..<items.count { heights[k] = .nan }
            return
        }
        for k in selfSizing {
            heights[k] = selfSizedHeight(at: LayoutIndexPath(item: items.lowerBound + k, section: section), width: widths[k])
        }
    }

    /// Widths of a run of items: as ``widthForItem(at:)``, NaN for `nil`.
    public func widthsForItems(_ items: Range<Int>, inSection section: Int, into widths: UnsafeMutableBufferPointer<Double>) {
        var measured: [Int] = []
        let answered: Bool = readColumns(of: section) { columns in
            guard items.lowerBound >= 0, items.upperBound <= columns.count else { return false }
            let ratioWidths = layout == .tags && (!columns.ratios.isEmpty || !defaultRatios[section].isNaN)
            guard !columns.widths(of: items, into: widths) else { return true }
            columns.withColumns { _, flags in
                for (k, item) in items.enumerated() where widths[k].isNaN {
                    if ratioWidths || flags[item] & ItemColumns.titleFlag != 0 { measured.append(k) }
                }
            }
            return true
        } ?? false
        guard answered else {
            for k in 0..<items.count { widths[k] = .nan }
            return
        }
        for k in measured {
            widths[k] = widthForItem(at: LayoutIndexPath(item: items.lowerBound + k, section: section)) ?? .nan
        }
    }

    /// Whether each item of a run spans every column: as ``isFullSpan(at:)``.
    public func fullSpanForItems(_ items: Range<Int>, inSection section: Int, into fullSpan: UnsafeMutableBufferPointer<Bool>) {
        let answered: Bool = readColumns(of: section) { columns in
            guard items.lowerBound >= 0, items.upperBound <= columns.count else { return false }
            columns.withColumns { _, flags in
                let first = items.lowerBound
                for k in 0..<items.count { fullSpan[k] = flags[first + k] & ItemColumns.fullSpanFlag != 0 }
            }
            return true
        } ?? false
        if !answered {
            for k in 0..<items.count { fullSpan[k] = false }
        }
    }

    /// Whether the item spans every column (`fullSpan`); false for an item that does not exist.
    public func isFullSpan(at indexPath: LayoutIndexPath) -> Bool {
        readColumns(of: indexPath.section) { columns in
            columns.indices.contains(indexPath.item) && columns.isFullSpan(at: indexPath.item)
        } ?? false
    }

    /// `read` applied to the columns of `section` in place, or `nil` when there is no such
    /// section: one access to ``sections``, no copy of the columns (nor retain of their arrays).
    @inline(__always)
    private func readColumns<Value>(of section: Int, _ read: (borrowing ItemColumns) -> Value) -> Value? {
        sections.withUnsafeBufferPointer { sections in
            guard sections.indices.contains(section) else { return nil }
            // Through a pointer: `pointee.columns` is borrowed in place, where a subscript of
            // the buffer could hand the closure a copy (seven retains and releases a call).
            return read((sections.baseAddress! + section).pointee.columns)
        }
    }

    /// The text of the item at `indexPath`, read in place; `nil` when it has none (or there is
    /// no such item). What the renderer's text lookups start from: no ``ItemSpec`` is built.
    private func text(at indexPath: LayoutIndexPath) -> String? {
        itemString(at: indexPath, flag: ItemColumns.textFlag)
    }

    /// The title (`flag` ``ItemColumns/titleFlag``) or text (``ItemColumns/textFlag``) of the
    /// item at `indexPath`; `nil` when it has none. Only the strings' array is held while the
    /// `String` is made: decoding it straight from the columns made the compiler copy every
    /// column of the section (seven retains and releases) per call, per cell drawn.
    private func itemString(at indexPath: LayoutIndexPath, flag: UInt8) -> String? {
        let found: (strings: [UInt8], range: Range<Int>)? = readColumns(of: indexPath.section) { columns in
            let item = indexPath.item
            guard columns.indices.contains(item), columns.flags[item] & flag != 0 else { return nil }
            return (columns.strings, flag == ItemColumns.textFlag ? columns.textRange(at: item) : columns.titleRange(at: item))
        } ?? nil
        guard let found else { return nil }
        return String(decoding: found.strings[found.range], as: UTF8.self)
    }

    /// The kept metrics of the text of the item at `indexPath` (which exists), or
    /// ``TextMetrics/unmeasured``.
    @inline(__always)
    private func storedTextMetrics(at indexPath: LayoutIndexPath) -> TextMetrics {
        textMetrics.withUnsafeBufferPointer { columns in
            columns[indexPath.section].withUnsafeBufferPointer { column in
                indexPath.item < column.count ? column[indexPath.item] : .unmeasured
            }
        }
    }

    /// How many texts ``measureTexts(from:)`` measures at once.
    private static let measuredRun = 4_096

    /// Measures the texts of the items from `indexPath` (which exists) on, a run of
    /// ``measuredRun`` items in one tight loop, and keeps their metrics. A section's column grows,
    /// by doubling, as far as items are measured (so a first screen measures and allocates little).
    private func measureTexts(from indexPath: LayoutIndexPath) {
        let (section, start) = (indexPath.section, indexPath.item)
        let measure = textMeasure
        let run: [TextMetrics] = readColumns(of: section) { columns in
            (start..<min(columns.count, start + Self.measuredRun)).map { item in
                columns.text(at: item).map { measure.metrics(of: $0) } ?? .unmeasured
            }
        } ?? []
        let end = start + run.count
        let count = textMetrics[section].count
        if count < end {
            let grown = min(sections[section].columns.count, max(end, 2 * count))
            textMetrics[section].append(contentsOf: repeatElement(.unmeasured, count: grown - count))
        }
        textMetrics[section].replaceSubrange(start..<end, with: run)
    }

    /// The item's `width`; else, in tags, for an item with no `height` and an aspect ratio (its
    /// own, else its section's), the section's `itemHeight / aspectRatio`; else the display width
    /// of its `title` + 2, times `scale.x`; else `nil`.
    public func widthForItem(at indexPath: LayoutIndexPath) -> Double? {
        guard let (width, height, ratio, title) = readColumns(of: indexPath.section, { columns in
            columns.indices.contains(indexPath.item)
                ? (columns.width(at: indexPath.item), columns.height(at: indexPath.item), columns.aspectRatio(at: indexPath.item),
                   columns.width(at: indexPath.item) == nil ? columns.title(at: indexPath.item) : nil)
                : nil
        }) ?? nil else { return nil }
        if let width { return width }
        if layout == .tags, height == nil {
            let ratio = ratio ?? defaultRatios[indexPath.section]
            if !ratio.isNaN { return itemHeights[indexPath.section] / ratio }
        }
        return title.map { Double(max(0, measure($0)) + 2) * scale.x }
    }

    /// The item's `title`, for the renderer; `nil` when it has none.
    public func title(forItemAt indexPath: LayoutIndexPath) -> String? {
        itemString(at: indexPath, flag: ItemColumns.titleFlag)
    }

    /// The bytes of the item's `title`, read in place from the columns (no `String` is made):
    /// what the rasterizer draws a tag's label from. False when it has none.
    public func withTitleUTF8(forItemAt indexPath: LayoutIndexPath, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        // The strings and the range are taken out first: calling `body` inside the read would
        // make the compiler copy every column of the section (seven retains and releases) per call.
        let found: (strings: [UInt8], range: Range<Int>)? = readColumns(of: indexPath.section) { columns in
            let item = indexPath.item
            guard columns.indices.contains(item), columns.flags[item] & ItemColumns.titleFlag != 0 else { return nil }
            return (columns.strings, columns.titleRange(at: item))
        } ?? nil
        guard let found else { return false }
        found.strings.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[found.range])) }
        return true
    }

    /// Whether an item of `section` has a `text`: false when none has (the columns keep no text
    /// ends then), so the rasterizer asks no tag or titled cell of the section for its lines.
    public func mayHaveItemText(inSection section: Int) -> Bool {
        readColumns(of: section) { !$0.textEnds.isEmpty } ?? false
    }

    /// The item's `text`, wrapped as for self-sizing in a cell `width` layout units wide: the
    /// lines the renderer shows inside the cell; `nil` when the item has no text.
    public func textLines(forItemAt indexPath: LayoutIndexPath, width: Double) -> [String]? {
        guard let text = text(at: indexPath) else { return nil }
        return textLines(text, cellWidth: width)
    }

    /// The first `limit` of those lines, wrapped lazily (``TextWrapping/lines(of:width:limit:measure:)``):
    /// what a drawn cell asks for, so a frame costs the lines on screen, not the whole text.
    public func textLines(forItemAt indexPath: LayoutIndexPath, width: Double, limit: Int) -> [String]? {
        guard let text = text(at: indexPath) else { return nil }
        return TextWrapping.lines(of: text, width: interiorColumns(ofCellWidth: width), limit: limit,
                                  measure: textMeasure.measure)
    }

    /// The lines `range` of ``textLines(forItemAt:width:)`` (those that exist: fewer, or none,
    /// when the text ends first); `nil` when the item has no text. What a drawn cell asks for:
    /// the lines on screen, wherever the cell is scrolled to.
    ///
    /// Lines near the top of a text (`range.upperBound` at most ``lazyLineLimit``), and any
    /// lines of a text under ``indexedTextSize`` bytes, are wrapped lazily from its start,
    /// allocating nothing else. Deeper in a larger text, the UTF-8 offsets of every line
    /// (``TextMeasure/lineRanges(of:width:)``) are found once per item and width, and
    /// kept for the ``lineIndexCapacity`` texts drawn last: then a frame costs the lines it shows.
    public func textLines(forItemAt indexPath: LayoutIndexPath, width: Double, lines range: Range<Int>) -> [String]? {
        guard let text = text(at: indexPath) else { return nil }
        let columns = interiorColumns(ofCellWidth: width)
        guard range.lowerBound >= 0, !range.isEmpty else { return [] }
        if range.upperBound <= Self.lazyLineLimit || text.utf8.count < Self.indexedTextSize {
            let lines = TextWrapping.lines(of: text, width: columns, limit: range.upperBound, measure: textMeasure.measure)
            return Array(lines.dropFirst(range.lowerBound))
        }
        let ranges = lineRanges(of: text, at: indexPath, columns: columns)
        let shown = range.clamped(to: 0..<ranges.count)
        return TextWrapping.lines(of: text, ranges: ranges[shown])
    }

    /// How deep into a text (in lines) ``textLines(forItemAt:width:lines:)`` still wraps from its start.
    static let lazyLineLimit = 256
    /// The size (UTF-8 bytes) from which a text's lines are indexed when drawn deep inside.
    static let indexedTextSize = 16_384
    /// How many texts' line offsets are kept (the ones drawn last).
    static let lineIndexCapacity = 4

    /// The line offsets of one text at one width, as kept by ``lineRanges(of:at:columns:)``.
    private struct LineIndex {
        let indexPath: LayoutIndexPath
        let columns: Int
        /// The text's size in UTF-8 bytes: a check that the item's text is the one indexed.
        let byteCount: Int
        let ranges: [Range<Int>]
    }

    /// The line offsets of the texts drawn last, the most recent first (at most ``lineIndexCapacity``).
    /// An item's text never changes (appends add items; a reload makes a new data source), so
    /// an entry stays true as long as this data source lives.
    private var lineIndexes: [LineIndex] = []

    /// How many times a text's line offsets were computed (not found kept): for tests.
    public private(set) var lineIndexBuilds = 0

    /// The UTF-8 ranges of the lines of `text` (the text of the item at `indexPath`) wrapped at
    /// `columns`: kept ones when this text was indexed at this width lately, else found now and kept.
    private func lineRanges(of text: String, at indexPath: LayoutIndexPath, columns: Int) -> [Range<Int>] {
        let byteCount = text.utf8.count
        if let found = lineIndexes.firstIndex(where: {
            $0.indexPath == indexPath && $0.columns == columns && $0.byteCount == byteCount
        }) {
            let entry = lineIndexes.remove(at: found)
            lineIndexes.insert(entry, at: 0)
            return entry.ranges
        }
        let ranges = textMeasure.lineRanges(of: text, width: columns)
        lineIndexBuilds += 1
        lineIndexes.insert(LineIndex(indexPath: indexPath, columns: columns, byteCount: byteCount, ranges: ranges), at: 0)
        if lineIndexes.count > Self.lineIndexCapacity { lineIndexes.removeLast() }
        return ranges
    }

    private func textLines(_ text: String, cellWidth: Double) -> [String] {
        TextWrapping.lines(of: text, width: interiorColumns(ofCellWidth: cellWidth),
                           measure: textMeasure.measure)
    }

    /// The section's `title`, for the renderer; `nil` when it has none.
    public func title(forSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].title : nil
    }

    /// The boundary item of `kind` at `indexPath` (compositional): item `k` of section `s` is the
    /// `k`th of the section's boundary items of that kind, its `header` (or `footer`) shorthand
    /// first; past those, in section 0, the layout-wide ones (the top-level `boundaryItems`)
    /// follow, numbered from 0. `nil` for anything else, and for a shorthand (which has no text
    /// and shows its section's title).
    public func boundaryItem(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> SpecBoundaryItem? {
        guard layout == .compositional, sections.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
        let style = sections[indexPath.section].style
        let resolved = ResolvedSectionStyle(style.sectionStyle.fallingBack(to: layoutStyle.sectionStyle))
        let shorthand = (kind == .header && resolved.headerHeight > 0) || (kind == .footer && resolved.footerHeight > 0) ? 1 : 0
        if indexPath.item < shorthand { return nil }
        let own = (style.boundaryItems ?? []).filter { $0.item.kind == kind }
        let index = indexPath.item - shorthand
        if index < own.count { return own[index] }
        guard indexPath.section == 0 else { return nil }
        let layoutWide = (layoutStyle.boundaryItems ?? []).filter { $0.item.kind == kind }
        // Layout-wide items are numbered on their own (rule 21); a section 0 item of the same number comes first.
        return layoutWide.indices.contains(indexPath.item) ? layoutWide[indexPath.item] : nil
    }

    /// The `title` of the boundary item of `kind` at `indexPath` (``boundaryItem(ofKind:at:)``),
    /// for the renderer, which shows it as a header shows its section's title; for a `header` or
    /// `footer` shorthand, the section's title; `nil` when it has none.
    public func title(forSupplementaryViewOfKind kind: ElementKind, at indexPath: LayoutIndexPath) -> String? {
        if let item = boundaryItem(ofKind: kind, at: indexPath) { return item.title }
        return kind == .header || kind == .footer ? title(forSection: indexPath.section) : nil
    }

    /// The self-sized height of a boundary item whose height is estimated (rule 21): its `text`
    /// wrapped at `width` as a cell's is (`max(1, floor(width / scale.x) - 2)` columns), plus 2
    /// rows for the borders, times `scale.y`. `nil` for an item without text (its estimate then
    /// stands) and for any other supplementary view. What the layout asks through
    /// `LayoutDataSource` (UIKit: the adapter's size provider).
    ///
    /// ```swift
    /// // {"kind": "header", "height": {"estimated": 3}, "text": "a quiet lake at dawn", …} 12 wide:
    /// dataSource.heightForSupplementaryView(ofKind: .header, at: LayoutIndexPath(item: 0, section: 0), width: 12)   // 5
    /// ```
    public func heightForSupplementaryView(ofKind kind: ElementKind, at indexPath: LayoutIndexPath, width: Double) -> Double? {
        guard let text = boundaryItem(ofKind: kind, at: indexPath)?.text else { return nil }
        let columns = interiorColumns(ofCellWidth: width)
        return Double(textMeasure.lineCount(of: text, width: columns) + 2) * scale.y
    }

    /// The `text` of the boundary item of `kind` at `indexPath`, wrapped as for its height
    /// (``heightForSupplementaryView(ofKind:at:width:)``) in an item `width` layout units wide:
    /// the lines the renderer shows in it; `nil` when it has no text.
    public func textLines(forSupplementaryViewOfKind kind: ElementKind, at indexPath: LayoutIndexPath, width: Double) -> [String]? {
        guard let text = boundaryItem(ofKind: kind, at: indexPath)?.text else { return nil }
        return textLines(text, cellWidth: width)
    }

    /// The item at `indexPath`, or `nil` when there is none.
    public func item(at indexPath: LayoutIndexPath) -> ItemSpec? {
        readColumns(of: indexPath.section) { columns in
            columns.indices.contains(indexPath.item) ? columns[indexPath.item] : nil
        } ?? nil
    }

    /// Appends `items` at the end of `section` (infinite scroll). Then tell the layout with
    /// `invalidateLayout(with: .itemsAppended(section:))`. Does nothing for a section that
    /// does not exist.
    public func appendItems(_ items: [ItemSpec], toSection section: Int) {
        guard sections.indices.contains(section) else { return }
        sections[section].columns.append(contentsOf: items)
    }
}
