/// The glyphs of a cell's outline.
///
/// ```
/// ┌─────┐   an item at least 2x2: a box, label on the first interior row
/// │0.3  │   (in the top border when the box is only 2 rows high)
/// └─────┘
/// [0.4  ]   an item 1 row high: brackets at both ends
/// │         an item 1 column wide: a vertical bar
/// ▪         an item 1x1: a small square
/// ```
public struct BoxGlyphs: Hashable, Sendable {
    /// Top-left corner.
    public var topLeft: Character {
        get { Character(clusters.topLeft.string) }
        set { clusters.topLeft = Cluster(newValue) }
    }
    /// Top and bottom edges.
    public var horizontal: Character {
        get { Character(clusters.horizontal.string) }
        set { clusters.horizontal = Cluster(newValue) }
    }
    /// Top-right corner.
    public var topRight: Character {
        get { Character(clusters.topRight.string) }
        set { clusters.topRight = Cluster(newValue) }
    }
    /// Left and right edges, and a whole item 1 column wide.
    public var vertical: Character {
        get { Character(clusters.vertical.string) }
        set { clusters.vertical = Cluster(newValue) }
    }
    /// Bottom-left corner.
    public var bottomLeft: Character {
        get { Character(clusters.bottomLeft.string) }
        set { clusters.bottomLeft = Cluster(newValue) }
    }
    /// Bottom-right corner.
    public var bottomRight: Character {
        get { Character(clusters.bottomRight.string) }
        set { clusters.bottomRight = Cluster(newValue) }
    }
    /// Left end of an item 1 row high.
    public var openBracket: Character {
        get { Character(clusters.openBracket.string) }
        set { clusters.openBracket = Cluster(newValue) }
    }
    /// Right end of an item 1 row high.
    public var closeBracket: Character {
        get { Character(clusters.closeBracket.string) }
        set { clusters.closeBracket = Cluster(newValue) }
    }
    /// A whole item 1x1.
    public var dot: Character {
        get { Character(clusters.dot.string) }
        set { clusters.dot = Cluster(newValue) }
    }

    /// Light lines, for cells: `┌ ─ ┐ │ └ ┘`, `[ ]`, `▪`.
    public static let light = BoxGlyphs(topLeft: "┌", horizontal: "─", topRight: "┐", vertical: "│",
                                        bottomLeft: "└", bottomRight: "┘",
                                        openBracket: "[", closeBracket: "]", dot: "▪")
    /// Heavy lines, for cells that overlap another cell: `┏ ━ ┓ ┃ ┗ ┛`, `[ ]`, `■`. Visible as
    /// a warning even without colour.
    public static let heavy = BoxGlyphs(topLeft: "┏", horizontal: "━", topRight: "┓", vertical: "┃",
                                        bottomLeft: "┗", bottomRight: "┛",
                                        openBracket: "[", closeBracket: "]", dot: "■")

    /// Creates a glyph set; every glyph must be one column wide.
    public init(topLeft: Character, horizontal: Character, topRight: Character, vertical: Character,
                bottomLeft: Character, bottomRight: Character,
                openBracket: Character, closeBracket: Character, dot: Character) {
        clusters = Clusters(topLeft: Cluster(topLeft), horizontal: Cluster(horizontal), topRight: Cluster(topRight),
                            vertical: Cluster(vertical), bottomLeft: Cluster(bottomLeft),
                            bottomRight: Cluster(bottomRight), openBracket: Cluster(openBracket),
                            closeBracket: Cluster(closeBracket), dot: Cluster(dot))
    }

    /// The glyphs, stored as cell symbols (equal characters make equal clusters): plain values,
    /// so a copy of a glyph set retains nothing and drawing a box converts no `Character`.
    struct Clusters: Hashable, Sendable {
        var topLeft, horizontal, topRight, vertical, bottomLeft, bottomRight: Cluster
        var openBracket, closeBracket, dot: Cluster
    }

    /// What the properties above read and write.
    private(set) var clusters: Clusters

    /// The glyphs as characters, in declaration order: what equality and hashing compare.
    private var characters: [Character] {
        [topLeft, horizontal, topRight, vertical, bottomLeft, bottomRight, openBracket, closeBracket, dot]
    }

    /// Two glyph sets are equal when their glyphs are equal characters.
    public static func == (lhs: BoxGlyphs, rhs: BoxGlyphs) -> Bool {
        lhs.clusters == rhs.clusters || lhs.characters == rhs.characters
    }

    /// Hashes the glyphs as characters.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(characters)
    }

    /// The glyph at `(x, y)` of an outline `width` x `height` cells, seen from its top-left
    /// cell `(0, 0)`; a space inside.
    public func glyph(x: Int, y: Int, width: Int, height: Int) -> Character {
        let left = x == 0, right = x == width - 1, top = y == 0, bottom = y == height - 1
        switch (width, height) {
        case (1, 1): return dot
        case (_, 1): return left ? openBracket : (right ? closeBracket : " ")
        case (1, _): return vertical
        default:
            if top { return left ? topLeft : (right ? topRight : horizontal) }
            if bottom { return left ? bottomLeft : (right ? bottomRight : horizontal) }
            return (left || right) ? vertical : " "
        }
    }

    /// ``glyph(x:y:width:height:)`` as a cell symbol.
    @inline(__always)
    func cluster(x: Int, y: Int, width: Int, height: Int) -> Cluster {
        clusters.cluster(x: x, y: y, width: width, height: height)
    }
}

extension BoxGlyphs.Clusters {
    /// ``BoxGlyphs/glyph(x:y:width:height:)`` as a cell symbol.
    @inline(__always)
    func cluster(x: Int, y: Int, width: Int, height: Int) -> Cluster {
        let left = x == 0, right = x == width - 1, top = y == 0, bottom = y == height - 1
        let c = self
        if width == 1 { return height == 1 ? c.dot : c.vertical }
        if height == 1 { return left ? c.openBracket : (right ? c.closeBracket : .space) }
        if top { return left ? c.topLeft : (right ? c.topRight : c.horizontal) }
        if bottom { return left ? c.bottomLeft : (right ? c.bottomRight : c.horizontal) }
        return (left || right) ? c.vertical : .space
    }
}

extension CellGrid {
    /// Draws an opaque outline over `rect` with `label` inside, keeping only what lies inside
    /// `clip`: the box is drawn in full in content space, so a box cut by the clip edge simply
    /// shows its visible borders.
    ///
    /// The label starts at the first interior column of the first interior row (of the top
    /// border when the box is 2 rows high; between the brackets of a 1-row item), truncated
    /// with `…` at display-width precision to the interior width. Items 1 column wide and 1x1
    /// items have no room for a label.
    public mutating func drawBox(_ rect: CellRect, label: String, glyphs: BoxGlyphs = .light,
                                 style: CellStyle = .plain, clip: CellRect) {
        var label = label
        label.withUTF8 { drawBox(rect, labelUTF8: $0, glyphs: glyphs, style: style, clip: clip) }
    }

    /// ``drawBox(_:label:glyphs:style:clip:)`` with the label as UTF-8 bytes (the label is
    /// `String(decoding: label, as: UTF8.self)`): what the rasterizer draws a cell's title with,
    /// straight from its data source's bytes. A label of printable ASCII (most titles) is written
    /// from its bytes, with no string made.
    mutating func drawBox(_ rect: CellRect, labelUTF8 label: UnsafeBufferPointer<UInt8>, glyphs: BoxGlyphs = .light,
                          style: CellStyle = .plain, clip: CellRect) {
        // A one-column cell in `style` as 64 bits is `blank + symbol * unit`: the symbol is a
        // scalar value (or a table index) kept in 32 of the cell's 64 bits.
        let blank = Cell(cluster: .empty, width: 1, style: style).bits
        let unit = Cell(cluster: Cluster(uncheckedScalar: 1), width: 1, style: style).bits &- blank
        @inline(__always) func bits(_ symbol: Cluster) -> UInt64 { blank &+ UInt64(symbol.rawValue) &* unit }
        // A tag: one row, wholly inside the clip and the grid, with a label of printable ASCII:
        // `[`, the label's cells, spaces, `]`, written in one pass.
        if rect.height == 1, rect.width >= 3, rect.x >= max(0, clip.x), rect.maxX <= min(width, clip.maxX),
           rect.y >= max(0, clip.y), rect.y < min(height, clip.maxY),
           let (shown, cut) = Self.asciiLabelCells(label, width: rect.width - 2) {
            let gridWidth = width
            let start = rect.y * gridWidth + rect.x
            let ends = glyphs.clusters
            cells.withUnsafeMutableBufferPointer { cells in
                Self.release(cells, at: start, column: rect.x, gridWidth: gridWidth)
                Self.release(cells, at: start + rect.width - 1, column: rect.maxX - 1, gridWidth: gridWidth)
                cells.withMemoryRebound(to: UInt64.self) { words in
                    words[start] = bits(ends.openBracket)
                    for k in 0..<shown { words[start + 1 + k] = blank &+ UInt64(label[k]) &* unit }
                    var next = start + 1 + shown
                    if cut {
                        words[next] = bits(Self.ellipsis)
                        next += 1
                    }
                    let space = bits(.space)
                    while next < start + rect.width - 1 {
                        words[next] = space
                        next += 1
                    }
                    words[start + rect.width - 1] = bits(ends.closeBracket)
                }
            }
            return
        }
        let visible = rect.intersection(clip).intersection(area)
        guard !visible.isEmpty else { return }
        let glyphs = glyphs.clusters   // plain values: nothing retained per row
        // One row of an outline is its left glyph, one middle glyph repeated, its right glyph:
        // the top row, the bottom row and every row between are each worked out once, and only
        // when the box has them on screen.
        let left = visible.x - rect.x, second = min(1, rect.width - 1), right = visible.maxX - 1 - rect.x
        @inline(__always) func row(_ y: Int) -> (first: UInt64, middle: UInt64, last: UInt64) {
            (bits(glyphs.cluster(x: left, y: y, width: rect.width, height: rect.height)),
             bits(glyphs.cluster(x: second, y: y, width: rect.width, height: rect.height)),
             bits(glyphs.cluster(x: right, y: y, width: rect.width, height: rect.height)))
        }
        let none: (first: UInt64, middle: UInt64, last: UInt64) = (0, 0, 0)
        let top = visible.y == rect.y ? row(0) : none
        let bottom = rect.height > 1 && visible.maxY == rect.maxY ? row(rect.height - 1) : none
        let inner = rect.height > 2 && visible.y < rect.maxY - 1 && visible.maxY > rect.y + 1 ? row(1) : none
        // The label: on the first interior row (the top border of a box 2 rows high, between the
        // brackets of one 1 row high), in the columns inside the clip.
        var labelClip: CellRect?
        var labelCells: (shown: Int, cut: Bool)?   // nil: not printable ASCII, written by `setLabel` after
        let labelArea = CellRect(x: rect.x + 1, y: rect.height >= 3 ? rect.y + 1 : rect.y, width: rect.width - 2, height: 1)
        if rect.width >= 3 {
            let clipped = labelArea.intersection(clip).intersection(area)
            if !clipped.isEmpty {
                labelClip = clipped
                labelCells = Self.asciiLabelCells(label, width: labelArea.width)
            }
        }
        let gridWidth = width
        cells.withUnsafeMutableBufferPointer { cells in
            // Halves of wide characters cut at either end of a row are fixed up first (as
            // ``release(x:y:)`` does); each row's cells between are simply overwritten.
            for y in visible.y..<visible.maxY {
                Self.release(cells, at: y * gridWidth + visible.x, column: visible.x, gridWidth: gridWidth)
                Self.release(cells, at: y * gridWidth + visible.maxX - 1, column: visible.maxX - 1, gridWidth: gridWidth)
            }
            cells.withMemoryRebound(to: UInt64.self) { words in
                for y in visible.y..<visible.maxY {
                    let glyphs = y == rect.y ? top : y == rect.maxY - 1 ? bottom : inner
                    let start = y * gridWidth
                    words[start + visible.x] = glyphs.first
                    if visible.width > 1 {
                        UnsafeMutableBufferPointer(rebasing: words[(start + visible.x + 1)..<(start + visible.maxX - 1)])
                            .update(repeating: glyphs.middle)
                        words[start + visible.maxX - 1] = glyphs.last
                    }
                }
                // The label's clip lies within `visible`: its cells were just written as
                // one-column outline cells, so no wide character is cut by writing it.
                guard let labelClip, let (shown, cut) = labelCells else { return }
                let start = labelClip.y * gridWidth
                let from = max(labelArea.x, labelClip.x), to = min(labelArea.x + shown, labelClip.maxX)
                if from < to {
                    for column in from..<to { words[start + column] = blank &+ UInt64(label[column - labelArea.x]) &* unit }
                }
                let end = labelArea.x + shown
                if cut, end >= labelClip.x, end < labelClip.maxX { words[start + end] = bits(Self.ellipsis) }
            }
        }
        if let labelClip, labelCells == nil {
            setLabel(String(decoding: label, as: UTF8.self), x: labelArea.x, y: labelArea.y, width: labelArea.width,
                     style: style, clip: labelClip)
        }
    }

    /// Draws a filled bar over `rect` (every cell a space in `style`, typically reverse video in
    /// a section colour) with `label` on its first row, one column in from each side when the
    /// bar is at least 3 columns wide, truncated with `…`. Only what lies inside `clip` is drawn.
    public mutating func drawBar(_ rect: CellRect, label: String, style: CellStyle, clip: CellRect) {
        let visible = rect.intersection(clip)
        guard !visible.isEmpty else { return }
        fill(visible, with: Cell(symbol: " ", style: style))
        let padding = rect.width >= 3 ? 1 : 0
        let labelArea = CellRect(x: rect.x + padding, y: rect.y, width: rect.width - 2 * padding, height: 1)
        setLabel(label, x: labelArea.x, y: labelArea.y, width: labelArea.width, style: style,
                 clip: labelArea.intersection(clip))
    }
}
