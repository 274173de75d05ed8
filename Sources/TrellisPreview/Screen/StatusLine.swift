import TrellisLayout
import TrellisRender

/// Where the viewport is in the content, as a pager shows it.
public enum ScrollPosition: Hashable, Sendable, CustomStringConvertible {
    /// At offset 0 (also when everything fits on one screen).
    case top
    /// At the largest offset: the end of the content is on screen.
    case end
    /// Somewhere between: how far the offset is from 0 to the largest offset,
    /// `floor(offset / maxOffset * 100)`, kept in 1...99 (one row down from the top reads `1%`).
    case percent(Int)
    /// At horizontal offset 0, for a layout that scrolls only sideways.
    case left
    /// At the largest horizontal offset, for a layout that scrolls only sideways.
    case right

    /// The position of a viewport at `offset` showing `height` of `contentHeight`.
    public init(offset: Double, height: Double, contentHeight: Double) {
        let maxOffset = max(0, contentHeight - height)
        if !(offset > 0) {
            self = .top
        } else if offset >= maxOffset {
            self = .end
        } else {
            let value = (offset / maxOffset * 100).rounded(.down)
            self = .percent(Int(min(99, max(1, value))))
        }
    }

    /// The position of `viewport` along its scroll axis: `left`, `right` or a percentage for a
    /// layout that overflows only sideways (from the x offset), otherwise `top`, `end` or a
    /// percentage from the y offset. A layout that scrolls horizontally (`scrollsHorizontally`,
    /// what the page declares, such as a ``SectionedLayout`` whose ``SectionedLayout/isHorizontal``)
    /// and fits on screen says `left`, as at offset 0 when it overflows (`render --full` of such a
    /// page, a terminal wider than its content).
    public init(_ viewport: Viewport, scrollsHorizontally: Bool = false) {
        let fitsHorizontally = viewport.maxOffsetY == 0 && scrollsHorizontally
        if viewport.scrollsHorizontally || fitsHorizontally {
            let position = ScrollPosition(offset: viewport.contentOffset.x, height: viewport.size.width,
                                          contentHeight: viewport.contentWidth)
            switch position {
            case .top: self = .left
            case .end: self = .right
            default: self = position
            }
        } else {
            self.init(offset: viewport.contentOffset.y, height: viewport.size.height,
                      contentHeight: viewport.contentHeight)
        }
    }

    /// `top`, `end`, `left`, `right` or `NN%`.
    public var description: String {
        switch self {
        case .top: return "top"
        case .end: return "end"
        case .left: return "left"
        case .right: return "right"
        case .percent(let value): return "\(value)%"
        }
    }
}

/// Everything the status line shows. A plain value, so the line is a pure function of it.
public struct StatusInfo: Hashable, Sendable {
    /// The page's title (left out when empty). Only its first screen-width of columns is ever
    /// looked at, so a title of any length costs O(width) per line.
    public var title: String
    /// Which page of several this is, such as `[2/4]`, shown after the title (empty: none).
    public var pageIndex: String
    /// The layout's name, e.g. `waterfall`.
    public var layoutName: String
    /// The number of sections; negative when unknown (a custom layout that counts nothing):
    /// then the line shows no counts at all rather than claim `0 sections, 0 items`.
    public var numberOfSections: Int
    /// The number of items in all sections.
    public var numberOfItems: Int
    /// The layout's content size.
    public var contentSize: Size
    /// Whether ``contentSize`` is exact; an estimate is shown with `~`.
    public var isContentSizeExact: Bool
    /// The scroll position.
    public var position: ScrollPosition
    /// The number of elements the last visible-rect query returned.
    public var visibleCount: Int
    /// How long the last frame took; `nil` leaves it out (`render`, whose output must repeat).
    public var frameTime: Duration?
    /// The live adjustments in force, such as `cols+1 gap−1 pin` (empty: none).
    public var adjustments: String
    /// A notice for the reader, such as `2 warnings — press w` (empty: none).
    public var notice: String
    /// A content width set apart from the screen's, such as `w:48` (empty: the layout follows
    /// the screen's width).
    public var contentWidth: String
    /// The unit the content size is shown in, such as `pt` for a page in points (`393pt×1204pt`);
    /// empty for cells.
    public var lengthUnit = ""
    /// Whether a layout is shown; false for a page whose file did not load, whose line then
    /// has no size, position or visible count (nor a layout name or counts, left empty).
    public var showsLayout = true

    /// Creates the status of one frame.
    public init(title: String, layoutName: String, numberOfSections: Int, numberOfItems: Int,
                contentSize: Size, isContentSizeExact: Bool = true, position: ScrollPosition,
                visibleCount: Int, frameTime: Duration? = nil,
                pageIndex: String = "", adjustments: String = "", notice: String = "", contentWidth: String = "") {
        self.title = title
        self.contentWidth = contentWidth
        self.pageIndex = pageIndex
        self.adjustments = adjustments
        self.notice = notice
        self.layoutName = layoutName
        self.numberOfSections = numberOfSections
        self.numberOfItems = numberOfItems
        self.contentSize = contentSize
        self.isContentSizeExact = isContentSizeExact
        self.position = position
        self.visibleCount = visibleCount
        self.frameTime = frameTime
    }
}

/// The status line at the bottom of the screen, in reverse video:
///
/// ```
///  Photos [2/4] │ WaterfallLayout │ 3 sections, 120 items │ 80×412 │ 23% │ w:48 │ cols+1 │ 31 visible │ 0.12ms
/// ```
///
/// `w:48` shows only while a content width is set apart from the screen's.
///
/// The content size gets a leading `~` when it is an estimate (`~80×412`), and its unit when the
/// page is in points (`393pt×1204pt`, ``StatusInfo/lengthUnit``). A size in cells is a whole
/// number, rounded as the rasterizer rounds a frame's edges (`floor(v + 0.5)`: `110.3` rows
/// show `110`, `3076.5` show `3077`); a size in points keeps one decimal (`393pt×2410.5pt`),
/// an estimate in points is whole (`~393pt×2411pt`).
///
/// When the line is wider than the screen, fields are left out one by one from the least
/// important, in this order: the frame time, the visible count, the counts, the layout name,
/// the notice, the adjustments, the content width. The title outranks them all, the notice
/// included: it is what says which page the screen shows, and it is the only field that can be
/// cut, so it takes whatever room the others leave (``minimumTitleWidth`` columns at least,
/// `x…`) before it goes too. The page index, the size and the position stay to the last: on a
/// very narrow screen they lose the spaces around `│`, then the size is cut (or left out, so
/// that the position stays), and only then the line. So a narrower screen only ever shows
/// less, and, until the line is packed, a field is left out only when it does not fit in the
/// columns the line leaves unused, or when a field that outranks it is left out too.
public enum StatusLine {
    /// Reverse video.
    public static let style = CellStyle(reverse: true)

    /// The separator between fields.
    public static let separator = " │ "

    /// The widest title any terminal could show: titles are cut to this many columns once,
    /// when a page is loaded (``displayPrefix(of:maxWidth:)``).
    public static let maxTitleWidth = 4096

    /// The fewest columns of title shown (`x…`, or all of a shorter title): with less room,
    /// the title goes.
    public static let minimumTitleWidth = 2

    /// The full text of the line, one leading space, not truncated.
    public static func text(for info: StatusInfo) -> String {
        line(fields(of: info), title: info.title, pageIndex: info.pageIndex)
    }

    /// The text of the line fitted to `width` columns (see ``StatusLine``), in stages, so that a
    /// narrower screen only ever shows less: the fields go one by one, least important first,
    /// while the whole title shows; then the title is cut, down to `x…`; then it goes; last the
    /// index, the size and the position are packed (see ``compactLine(_:pageIndex:width:)``).
    /// Costs O(`width`) whatever the title's length.
    public static func text(for info: StatusInfo, width: Int) -> String {
        guard width > 0 else { return "" }
        // Only the first `width` columns of the title can ever show.
        let title = displayPrefix(of: info.title, maxWidth: width)
        let titleWidth = TextWidth.displayWidth(of: title)
        var fields = fields(of: info)
        func fits(_ text: String) -> Bool { TextWidth.displayWidth(of: text) <= width }
        // 1. The whole title, the fields going one by one, the least important first.
        while true {
            let whole = line(fields, title: title, pageIndex: info.pageIndex)
            if fits(whole) { return whole }
            guard let drop = fields.indices.filter({ fields[$0].rank > 0 }).max(by: { fields[$0].rank < fields[$1].rank }) else { break }
            fields.remove(at: drop)
        }
        // 2. The title cut, down to `x…` (the columns it has: the line with a one-column title,
        //    less that column).
        let room = width - (TextWidth.displayWidth(of: line(fields, title: "x", pageIndex: info.pageIndex)) - 1)
        if titleWidth > 0, room >= min(titleWidth, minimumTitleWidth) {
            return line(fields, title: TextWidth.truncate(title, toWidth: room), pageIndex: info.pageIndex)
        }
        // 3. No title: the index, the size and the position, packed when they do not fit spaced.
        let bare = line(fields, title: "", pageIndex: info.pageIndex)
        return fits(bare) ? bare : compactLine(fields, pageIndex: info.pageIndex, width: width)
    }

    /// The first characters of `text` that fit in `maxWidth` columns, ending in `…` when
    /// something was cut. Looks at no more of `text` than that: O(`maxWidth`) for a text of
    /// any length.
    public static func displayPrefix(of text: String, maxWidth: Int) -> String {
        guard maxWidth > 0 else { return "" }
        var used = 0
        var lastFitting = text.startIndex   // the end of the prefix that leaves room for `…`
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let width = TextWidth.width(of: character)
            if used + width > maxWidth {
                return String(text[text.startIndex..<lastFitting]) + "…"
            }
            used += width
            index = text.index(after: index)
            if used <= maxWidth - 1 { lastFitting = index }
        }
        return text
    }

    /// One field of the line and how soon it is left out when the line is too wide (0: never;
    /// the highest goes first; no two fields share a rank).
    private struct Field {
        var text: String
        var rank: Int
    }

    /// The fields after the title, in order, ranked as ``StatusLine`` lists them.
    private static func fields(of info: StatusInfo) -> [Field] {
        var fields: [Field] = []
        if !info.layoutName.isEmpty { fields.append(Field(text: info.layoutName, rank: 4)) }
        if info.numberOfSections >= 0 {
            fields.append(Field(text: count(info.numberOfSections, "section") + ", " + count(info.numberOfItems, "item"), rank: 5))
        }
        if info.showsLayout {
            fields.append(Field(text: formatSize(info.contentSize, exact: info.isContentSizeExact, unit: info.lengthUnit), rank: 0))
            fields.append(Field(text: info.position.description, rank: 0))
        }
        if !info.contentWidth.isEmpty { fields.append(Field(text: info.contentWidth, rank: 1)) }
        if !info.adjustments.isEmpty { fields.append(Field(text: info.adjustments, rank: 2)) }
        if !info.notice.isEmpty { fields.append(Field(text: info.notice, rank: 3)) }
        if info.showsLayout { fields.append(Field(text: "\(info.visibleCount) visible", rank: 6)) }
        if let time = info.frameTime { fields.append(Field(text: formatMilliseconds(time), rank: 7)) }
        return fields
    }

    /// The last resort of a very narrow line: the index, the size and the position with bare
    /// `│` between them, the size cut so that the position stays whole, e.g. ` [1/13]│~20×13…│top`,
    /// or left out when not even two columns of it fit (` [1/13]│top`).
    private static func compactLine(_ fields: [Field], pageIndex: String, width: Int) -> String {
        var parts = ([pageIndex].filter { !$0.isEmpty }) + fields.map(\.text)
        let compact = " " + parts.joined(separator: "│")
        let excess = TextWidth.displayWidth(of: compact) - width
        guard excess > 0 else { return compact }
        // The size is the field before the position, the last one.
        let size = parts.count - 2
        let sizeRoom = parts.count >= 2 ? TextWidth.displayWidth(of: parts[size]) - excess : 0
        guard sizeRoom >= 2 else {
            // No room for a useful part of the size: it goes, so the position stays.
            guard parts.count >= 2 else { return TextWidth.truncate(compact, toWidth: width) }
            parts.remove(at: size)
            return TextWidth.truncate(" " + parts.joined(separator: "│"), toWidth: width)
        }
        parts[size] = TextWidth.truncate(parts[size], toWidth: sizeRoom)
        return " " + parts.joined(separator: "│")
    }

    /// ` title [n/N] │ field │ field …`.
    private static func line(_ fields: [Field], title: String, pageIndex: String) -> String {
        let head = [title, pageIndex].filter { !$0.isEmpty }.joined(separator: " ")
        return " " + ([head].filter { !$0.isEmpty } + fields.map(\.text)).joined(separator: separator)
    }

    /// `n thing` or `n things`.
    static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }

    /// The content size as the line shows it: `80×412` in cells, whole (``formatCells(_:)``);
    /// `393pt×2410.5pt` in points, exact to a tenth (``formatLength(_:)``); an estimate whole
    /// in either, after a `~` (`~80×108`, `~393pt×2411pt`).
    static func formatSize(_ size: Size, exact: Bool, unit: String) -> String {
        let format = unit.isEmpty || !exact ? formatCells : formatLength
        return (exact ? "" : "~") + format(size.width) + unit + "×" + format(size.height) + unit
    }

    /// A length in layout units: a whole number as is, otherwise with one decimal.
    static func formatLength(_ value: Double) -> String {
        guard value.isFinite else { return "?" }
        let tenths = (value * 10).rounded()
        guard abs(tenths) < 1e15 else { return "?" }
        let whole = Int(tenths) / 10, fraction = abs(Int(tenths) % 10)
        if fraction == 0 { return String(whole) }
        return (tenths < 0 && whole == 0 ? "-" : "") + "\(whole).\(fraction)"
    }

    /// A length as a whole number, `floor(v + 0.5)`, as the rasterizer rounds a frame's edges
    /// to cells (`110.3` is `110`, `3076.5` is `3077`): a size in cells, and an estimate,
    /// whose tenth would claim a precision it does not have.
    static func formatCells(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "?" }
        // The rasterizer's rounding, `floor(value + 0.5)` (the value is finite and small here).
        return String(Int((value + 0.5).rounded(.down)))
    }

    /// A duration in milliseconds with two decimals: `0.12ms`.
    static func formatMilliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let hundredths = (Double(seconds) * 1e5 + Double(attoseconds) / 1e13).rounded()
        guard hundredths.isFinite, hundredths >= 0, hundredths < 1e15 else { return "?ms" }
        let value = Int(hundredths)
        let fraction = value % 100
        return "\(value / 100).\(fraction < 10 ? "0" : "")\(fraction)ms"
    }
}

extension CellGrid {
    /// Draws the status line for `info` across row `row`: every cell reverse video, the text
    /// cut to the grid width with `…`.
    public mutating func drawStatusLine(_ info: StatusInfo, row: Int) {
        guard row >= 0, row < height else { return }
        let line = CellRect(x: 0, y: row, width: width, height: 1)
        fill(line, with: Cell(symbol: " ", style: StatusLine.style))
        setString(StatusLine.text(for: info, width: width), x: 0, y: row, style: StatusLine.style, clip: line)
    }
}
