import TrellisLayout

/// Where the rasterizer gets the text it shows: item titles, item text and section titles.
///
/// The spec loader's data source conforms; every method defaults to `nil`, so an empty
/// conformance (``NoLabels``) shows every cell's index path and every section as `Section N`.
public protocol RenderLabels {
    /// The title of the item at `indexPath`, or `nil` for none (the cell then shows its index
    /// path, `section.item`).
    func title(forItemAt indexPath: LayoutIndexPath) -> String?
    /// Calls `body` with the UTF-8 bytes of the item's title (``title(forItemAt:)``, which they
    /// must agree with) and returns true, or returns false without calling it when the item has
    /// no title. What the rasterizer draws a cell's label from: a source that keeps its titles
    /// as UTF-8 can hand them over in place, so a frame of a thousand tags makes no string per
    /// tag. The default makes the title string and hands over its bytes.
    func withTitleUTF8(forItemAt indexPath: LayoutIndexPath, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool
    /// Whether an item of `section` may have text (``textLines(forItemAt:width:)`` not `nil`):
    /// `false` promises that none has, so the rasterizer asks for no item's lines there, once
    /// per section per frame instead of once per cell. The default says `true`.
    func mayHaveItemText(inSection section: Int) -> Bool
    /// The title of `section`, or `nil` for none (its header and footer then show
    /// `Section N`, with `N` the 0-based section number as in index paths).
    func title(forSection section: Int) -> String?
    /// The title of the supplementary view of `kind` at `indexPath` (a compositional layout's
    /// boundary item: a header, a footer or another kind), or `nil` for none. The default gives a
    /// header or footer its section's title (``title(forSection:)``) and any other kind none.
    func title(forSupplementaryViewOfKind kind: ElementKind, at indexPath: LayoutIndexPath) -> String?
    /// The text of the supplementary view of `kind` at `indexPath` wrapped for a view `width`
    /// layout units wide, one string per line, or `nil` when it has none (a boundary item with a
    /// `text`, whose estimated height these lines plus its borders make). The default has none.
    func textLines(forSupplementaryViewOfKind kind: ElementKind, at indexPath: LayoutIndexPath, width: Double) -> [String]?
    /// The item's text wrapped for a cell `width` layout units wide (the frame's width), one
    /// string per line, or `nil` when the item has no text. A self-sizing cell is as tall as
    /// these lines plus its borders, so the data source that sized it should wrap it.
    func textLines(forItemAt indexPath: LayoutIndexPath, width: Double) -> [String]?
    /// The first `limit` lines of ``textLines(forItemAt:width:)`` (fewer when the text has
    /// fewer). The rasterizer asks only for the lines a cell shows, so a source that wraps
    /// lazily (stopping after `limit` lines) makes a frame cost what is on screen.
    func textLines(forItemAt indexPath: LayoutIndexPath, width: Double, limit: Int) -> [String]?
    /// The lines `range` of ``textLines(forItemAt:width:)`` (line indices from 0; fewer lines,
    /// or none, when the text ends first), or `nil` when the item has no text. The rasterizer
    /// asks only for the lines on screen (``Rasterizer``), so a source that finds a line range
    /// without wrapping the text before it makes a frame deep inside a huge cell cost what is
    /// on screen. The default takes the first `range.upperBound` lines
    /// (``textLines(forItemAt:width:limit:)``) and drops those before the range.
    func textLines(forItemAt indexPath: LayoutIndexPath, width: Double, lines range: Range<Int>) -> [String]?
}

extension RenderLabels {
    /// No item titles.
    public func title(forItemAt indexPath: LayoutIndexPath) -> String? { nil }
    /// The bytes of ``title(forItemAt:)``.
    public func withTitleUTF8(forItemAt indexPath: LayoutIndexPath, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        guard var title = title(forItemAt: indexPath) else { return false }
        title.withUTF8(body)
        return true
    }
    /// Any item may have text: the rasterizer asks every cell for its lines.
    public func mayHaveItemText(inSection section: Int) -> Bool { true }
    /// No section titles.
    public func title(forSection section: Int) -> String? { nil }
    /// A header's or footer's section title (``title(forSection:)``); none for other kinds.
    public func title(forSupplementaryViewOfKind kind: ElementKind, at indexPath: LayoutIndexPath) -> String? {
        kind == .header || kind == .footer ? title(forSection: indexPath.section) : nil
    }
    /// No supplementary view text.
    public func textLines(forSupplementaryViewOfKind kind: ElementKind, at indexPath: LayoutIndexPath, width: Double) -> [String]? { nil }
    /// No item text.
    public func textLines(forItemAt indexPath: LayoutIndexPath, width: Double) -> [String]? { nil }
    /// The first `limit` of all the lines (which are all wrapped first).
    public func textLines(forItemAt indexPath: LayoutIndexPath, width: Double, limit: Int) -> [String]? {
        textLines(forItemAt: indexPath, width: width).map { Array($0.prefix(max(0, limit))) }
    }
    /// The first `range.upperBound` lines (``textLines(forItemAt:width:limit:)``) without those
    /// before `range.lowerBound` (none asked for an empty range).
    public func textLines(forItemAt indexPath: LayoutIndexPath, width: Double, lines range: Range<Int>) -> [String]? {
        textLines(forItemAt: indexPath, width: width, limit: range.isEmpty ? 0 : range.upperBound)
            .map { Array($0.dropFirst(max(0, range.lowerBound))) }
    }

    /// What a boundary item's bar shows: its own title (``title(forSupplementaryViewOfKind:at:)``);
    /// else, for a header or footer, its section's (``sectionLabel(_:)``: `Section N` when the
    /// section has none); else its kind's name.
    public func boundaryItemLabel(ofKind kind: ElementKind, at indexPath: LayoutIndexPath) -> String {
        if let title = title(forSupplementaryViewOfKind: kind, at: indexPath), !title.isEmpty { return title }
        if kind == .header || kind == .footer { return sectionLabel(indexPath.section) }
        return kind.rawValue
    }

    /// What a cell shows: its title, or `section.item` when it has none (or an empty one).
    public func cellLabel(at indexPath: LayoutIndexPath) -> String {
        if let title = title(forItemAt: indexPath), !title.isEmpty { return title }
        return indexPath.description
    }

    /// What a header or footer shows: the section's title, or `Section N` (0-based, as in
    /// index paths) when it has none (or an empty one).
    public func sectionLabel(_ section: Int) -> String {
        if let title = title(forSection: section), !title.isEmpty { return title }
        return "Section \(section)"
    }
}

/// No titles at all: cells show their index paths, sections `Section N`.
public struct NoLabels: RenderLabels, Sendable {
    /// Creates the empty label source.
    public init() {}
}

/// Titles from two dictionaries; anything missing falls back as in ``NoLabels``.
public struct StaticLabels: RenderLabels, Sendable {
    /// Item titles by index path.
    public var items: [LayoutIndexPath: String]
    /// Section titles by section number.
    public var sections: [Int: String]

    /// Creates a label source from dictionaries.
    public init(items: [LayoutIndexPath: String] = [:], sections: [Int: String] = [:]) {
        self.items = items
        self.sections = sections
    }

    /// The item's entry in ``items``.
    public func title(forItemAt indexPath: LayoutIndexPath) -> String? { items[indexPath] }
    /// The section's entry in ``sections``.
    public func title(forSection section: Int) -> String? { sections[section] }
}
