import TrellisLayout

/// Where the viewport is in the content, as a pager shows it.
public enum ScrollPosition: Hashable, Sendable, CustomStringConvertible {
    /// At offset 0 (also when everything fits on one screen).
    case top
    /// At the largest offset: the end of the content is on screen.
    case end
    /// Somewhere between: the percentage of the content above the bottom of the viewport, as
    /// `less` counts it, `floor((offset + height) / contentHeight * 100)`, kept in 1...99.
    case percent(Int)

    /// The position of a viewport at `offset` showing `height` of `contentHeight`.
    public init(offset: Double, height: Double, contentHeight: Double) {
        let maxOffset = max(0, contentHeight - height)
        if !(offset > 0) {
            self = .top
        } else if offset >= maxOffset {
            self = .end
        } else {
            let value = ((offset + height) / contentHeight * 100).rounded(.down)
            self = .percent(Int(min(99, max(1, value))))
        }
    }

    /// The position of `viewport` along its scroll axis (x for a layout that overflows only
    /// sideways, otherwise y).
    public init(_ viewport: Viewport) {
        if viewport.scrollsHorizontally {
            self.init(offset: viewport.contentOffset.x, height: viewport.size.width,
                      contentHeight: viewport.contentWidth)
        } else {
            self.init(offset: viewport.contentOffset.y, height: viewport.size.height,
                      contentHeight: viewport.contentHeight)
        }
    }

    /// `top`, `end` or `NN%`.
    public var description: String {
        switch self {
        case .top: return "top"
        case .end: return "end"
        case .percent(let value): return "\(value)%"
        }
    }
}

/// Everything the status line shows. A plain value, so the line is a pure function of it.
public struct StatusInfo: Hashable, Sendable {
    /// The spec's title (left out when empty).
    public var title: String
    /// The layout's name, e.g. `waterfall`.
    public var layoutName: String
    /// The number of sections.
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
    /// How long the last frame took; `nil` leaves it out (the first frame).
    public var frameTime: Duration?

    /// Creates the status of one frame.
    public init(title: String, layoutName: String, numberOfSections: Int, numberOfItems: Int,
                contentSize: Size, isContentSizeExact: Bool = true, position: ScrollPosition,
                visibleCount: Int, frameTime: Duration? = nil) {
        self.title = title
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
///  Photos │ WaterfallLayout │ 3 sections, 120 items │ 80×412 │ 23% │ 31 visible │ 0.12ms
/// ```
///
/// The content size gets a leading `~` when it is an estimate (`~80×412`). The line is cut
/// to the screen width with `…`.
public enum StatusLine {
    /// Reverse video.
    public static let style = CellStyle(reverse: true)

    /// The separator between fields.
    public static let separator = " │ "

    /// The full text of the line, one leading space, not truncated.
    public static func text(for info: StatusInfo) -> String {
        var fields: [String] = []
        if !info.title.isEmpty { fields.append(info.title) }
        if !info.layoutName.isEmpty { fields.append(info.layoutName) }
        fields.append(count(info.numberOfSections, "section") + ", " + count(info.numberOfItems, "item"))
        let size = formatLength(info.contentSize.width) + "×" + formatLength(info.contentSize.height)
        fields.append(info.isContentSizeExact ? size : "~" + size)
        fields.append(info.position.description)
        fields.append("\(info.visibleCount) visible")
        if let time = info.frameTime { fields.append(formatMilliseconds(time)) }
        return " " + fields.joined(separator: separator)
    }

    /// The text of the line cut to `width` columns with `…` (see ``TextWidth/truncate(_:toWidth:)``).
    public static func text(for info: StatusInfo, width: Int) -> String {
        TextWidth.truncate(text(for: info), toWidth: width)
    }

    /// `n thing` or `n things`.
    static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
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
