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
    private let measure: (String) -> Int
    /// The character width for wrapping `text`, with its ASCII answers asked once.
    private let textMeasure: TextMeasure
    /// Per section, the ``TextMetrics`` of each item's `text`, measured the first time the
    /// item's height is asked (``TextMetrics/unmeasured`` until then); empty for a section
    /// whose heights were never asked.
    private var textMetrics: [[TextMetrics]]

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
        self.measure = measure
        self.textMeasure = TextMeasure(measureCharacter)
        self.textMetrics = Array(repeating: [], count: spec.sections.count)
    }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of items in `section`; 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
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

    /// The item's `height`; else, for an item with a `text` (self-sizing), the number of lines
    /// of the text wrapped at the cell's interior width, `max(1, floor(width) - 2)` columns,
    /// plus 2 for the top and bottom borders; else `nil` (the section's `itemHeight` applies).
    ///
    /// The text's ``TextMetrics`` are measured on the first ask and kept: a text whose
    /// paragraphs all fit the width is not wrapped (O(1) per ask), only a wider one is.
    ///
    /// ```swift
    /// // {"text": "a quiet lake at dawn"} in a column 12 wide: "a quiet", "lake at", "dawn"
    /// dataSource.heightForItem(at: path, width: 12)   // 5
    /// ```
    public func heightForItem(at indexPath: IndexPath, width: Double) -> Double? {
        let (section, index) = (indexPath.section, indexPath.item)
        guard sections.indices.contains(section), sections[section].items.indices.contains(index) else { return nil }
        // Fields are read one by one, so that a text that fits is never copied nor retained.
        if let height = sections[section].items[index].height { return height }
        let columns = TextWrapping.interiorColumns(ofCellWidth: width)
        if textMetrics[section].isEmpty {
            textMetrics[section] = Array(repeating: .unmeasured, count: sections[section].items.count)
        }
        let stored = textMetrics[section][index]
        if let lines = stored.lineCount(ifEveryParagraphFits: columns) { return Double(lines + 2) }
        guard let text = sections[section].items[index].text else { return nil }
        var metrics = stored
        if !metrics.isMeasured {
            metrics = textMeasure.metrics(of: text)
            textMetrics[section][index] = metrics
        }
        return Double(textMeasure.lineCount(of: text, metrics: metrics, width: columns) + 2)
    }

    /// Whether the item spans every column (`fullSpan`); false for an item that does not exist.
    public func isFullSpan(at indexPath: IndexPath) -> Bool {
        let (section, index) = (indexPath.section, indexPath.item)
        guard sections.indices.contains(section), sections[section].items.indices.contains(index) else { return false }
        return sections[section].items[index].fullSpan   // the field alone: no copy of the item's texts
    }

    /// The item's `width`, else the display width of its `title` + 2, else `nil`.
    public func widthForItem(at indexPath: IndexPath) -> Double? {
        guard let item = item(at: indexPath) else { return nil }
        if let width = item.width { return width }
        return item.title.map { Double(max(0, measure($0)) + 2) }
    }

    /// The item's `title`, for the renderer; `nil` when it has none.
    public func title(forItemAt indexPath: IndexPath) -> String? {
        item(at: indexPath)?.title
    }

    /// The item's `text`, wrapped as for self-sizing in a cell `width` layout units wide: the
    /// lines the renderer shows inside the cell; `nil` when the item has no text.
    public func textLines(forItemAt indexPath: IndexPath, width: Double) -> [String]? {
        guard let text = item(at: indexPath)?.text else { return nil }
        return textLines(text, cellWidth: width)
    }

    private func textLines(_ text: String, cellWidth: Double) -> [String] {
        TextWrapping.lines(of: text, width: TextWrapping.interiorColumns(ofCellWidth: cellWidth),
                           measure: textMeasure.measure)
    }

    /// The section's `title`, for the renderer; `nil` when it has none.
    public func title(forSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].title : nil
    }

    /// The item at `indexPath`, or `nil` when there is none.
    public func item(at indexPath: IndexPath) -> ItemSpec? {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    /// Appends `items` at the end of `section` (infinite scroll). Then tell the layout with
    /// `invalidateLayout(with: .itemsAppended(section:))`. Does nothing for a section that
    /// does not exist.
    public func appendItems(_ items: [ItemSpec], toSection section: Int) {
        guard sections.indices.contains(section) else { return }
        sections[section].items.append(contentsOf: items)
        if !textMetrics[section].isEmpty {
            textMetrics[section].append(contentsOf: repeatElement(.unmeasured, count: items.count))
        }
    }
}
