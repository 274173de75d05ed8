/// Writing into a grid while keeping wide characters whole.
///
/// Invariant kept by every writer here (not by the raw ``CellGrid/subscript(x:y:)`` setter): a
/// cell of width 2 is always followed, in the same row, by its continuation (width 0), and a
/// continuation always follows a cell of width 2.
extension CellGrid {
    /// Writes one cell at `(x, y)`, keeping wide characters whole.
    ///
    /// - Overwriting either half of a wide character turns its other half into a blank
    ///   (a space in the old cell's style), even when that half lies outside any clip.
    /// - A cell of width 2 also marks `(x + 1, y)` as its continuation; when that column is
    ///   outside the grid, a space is written instead.
    /// - A continuation cell (width 0) cannot stand alone: it is written as a blank.
    ///
    /// Writing outside the grid does nothing.
    public mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard contains(x: x, y: y) else { return }
        if cell.width >= 2 {
            if contains(x: x + 1, y: y) {
                putWide(cell.cluster, style: cell.style, x: x, y: y)
            } else {
                putNarrow(.space, style: cell.style, x: x, y: y)
            }
        } else if cell.width == 0 {
            putNarrow(.space, style: cell.style, x: x, y: y)
        } else {
            putNarrow(cell.cluster, style: cell.style, x: x, y: y)
        }
    }

    /// Writes `string` from column `x` of row `y` in `style`, clipped to `clip` (the whole grid
    /// when `nil`), respecting display width (see ``TextWidth``).
    ///
    /// - A CJK or emoji character takes two cells: its symbol in the first, a continuation in
    ///   the second.
    /// - A wide character cut by an edge of the clip becomes a space in the half that is inside.
    /// - A zero-width cluster (a lone combining mark, U+200B, …) is appended to the symbol of
    ///   the cell written just before it; with no such cell (start of the string, or the
    ///   previous character was clipped) it is dropped.
    /// - Control, bidirectional and zero-width characters (newline, tab, escape, U+009B,
    ///   U+202E, U+200B, …) are drawn as U+FFFD, one cell each (``TextWidth/visiblePieces(of:)``);
    ///   they never reach the terminal.
    ///
    /// The caller truncates first (``TextWidth/truncate(_:toWidth:)``) when it wants `…`;
    /// this method simply stops at the clip edge.
    ///
    /// - Returns: the column just after the last character placed (at most the clip's right
    ///   edge).
    @discardableResult
    public mutating func setString(_ string: String, x: Int, y: Int,
                                   style: CellStyle = .plain, clip: CellRect? = nil) -> Int {
        let clip = (clip ?? area).intersection(area)
        var cursor = x
        guard y >= clip.y, y < clip.maxY, !clip.isEmpty else { return cursor }
        if let end = setASCII(string, x: x, y: y, style: style, clip: clip) { return end }
        var lastColumn: Int?   // the cell the previous character went to, for zero-width ones
        func place(_ character: Character) -> Bool {
            let width = TextWidth.width(of: character)
            if width == 0 {
                if let column = lastColumn { cells[y * self.width + column].symbol.append(character) }
                return true
            }
            if cursor >= clip.maxX { return false }
            let leftInside = cursor >= clip.x && cursor < clip.maxX
            if width == 1 {
                if leftInside {
                    putNarrow(Cluster(character), style: style, x: cursor, y: y)
                    lastColumn = cursor
                } else {
                    lastColumn = nil
                }
            } else {
                let rightInside = cursor + 1 >= clip.x && cursor + 1 < clip.maxX
                lastColumn = nil
                if leftInside && rightInside {
                    putWide(Cluster(character), style: style, x: cursor, y: y)
                    lastColumn = cursor
                } else if leftInside {
                    putNarrow(.space, style: style, x: cursor, y: y)
                } else if rightInside {
                    putNarrow(.space, style: style, x: cursor + 1, y: y)
                }
            }
            cursor += width
            return true
        }
        for character in string {
            if TextWidth.needsReplacement(character) {
                var fits = true
                for piece in TextWidth.visiblePieces(of: character) where fits { fits = place(piece) }
                if !fits { break }
            } else if !place(character) {
                break
            }
        }
        return min(cursor, clip.maxX)
    }

    /// `setString(TextWidth.truncate(label, toWidth: width), x: x, y: y, style: style, clip: clip)`,
    /// with a label of printable ASCII only (most titles) written from its bytes: no truncated
    /// copy, no grapheme breaking. The same cells either way.
    mutating func setLabel(_ label: String, x: Int, y: Int, width: Int, style: CellStyle, clip: CellRect) {
        let clip = clip.intersection(area)
        guard y >= clip.y, y < clip.maxY, !clip.isEmpty, width > 0 else {
            setString(TextWidth.truncate(label, toWidth: width), x: x, y: y, style: style, clip: clip)
            return
        }
        let done: Bool? = label.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            // Cut as `truncate` cuts printable ASCII: `width - 1` bytes and `…`.
            let cut = bytes.count > width
            if cut && !Self.ellipsisIsNarrow { return false }
            let shown = cut ? width - 1 : bytes.count
            var cursor = x
            for byte in bytes.prefix(shown) {
                if cursor >= clip.maxX { return true }
                if cursor >= clip.x { putNarrow(Cluster(uncheckedScalar: UInt32(byte)), style: style, x: cursor, y: y) }
                cursor += 1
            }
            if cut, cursor < clip.maxX, cursor >= clip.x { putNarrow(Self.ellipsis, style: style, x: cursor, y: y) }
            return true
        }
        if done != true {
            setString(TextWidth.truncate(label, toWidth: width), x: x, y: y, style: style, clip: clip)
        }
    }

    /// How ``setLabel(_:x:y:width:style:clip:)`` lays out a label of printable ASCII given as
    /// UTF-8 bytes in `width` columns, as `truncate` cuts it: its first `shown` bytes, one per
    /// cell, then `…` when `cut`. `nil` for a label with any other byte (or when `…` would not
    /// be one column wide): such a label goes through ``setLabel(_:x:y:width:style:clip:)``.
    static func asciiLabelCells(_ label: UnsafeBufferPointer<UInt8>, width: Int) -> (shown: Int, cut: Bool)? {
        for byte in label where byte < 0x20 || byte >= 0x7F { return nil }
        let cut = label.count > width
        if cut && !ellipsisIsNarrow { return nil }
        return (cut ? width - 1 : label.count, cut)
    }

    /// `…`, which ``TextWidth/truncate(_:toWidth:)`` ends a cut text with.
    static let ellipsis = Cluster("…" as Character)
    /// Whether `…` takes one column (it does in ``TextWidth``): ``setLabel(_:x:y:width:style:clip:)``
    /// writes it straight only then.
    static let ellipsisIsNarrow = TextWidth.width(of: "…" as Character) == 1

    /// ``setString(_:x:y:style:clip:)`` for a string of printable ASCII only (most labels): one
    /// cell per byte, no grapheme breaking. Returns nil, having written nothing, when `string`
    /// has any other byte.
    private mutating func setASCII(_ string: String, x: Int, y: Int, style: CellStyle, clip: CellRect) -> Int? {
        var cursor = x
        let written: Bool? = string.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            for byte in bytes {
                if cursor >= clip.maxX { break }
                if cursor >= clip.x {
                    putNarrow(Cluster(uncheckedScalar: UInt32(byte)), style: style, x: cursor, y: y)
                }
                cursor += 1
            }
            return true
        }
        return written == true ? min(cursor, clip.maxX) : nil
    }

    /// Fills every cell of `rect` (clipped to the grid) with `cell`, which should be one
    /// column wide; halves of wide characters left at the edges are fixed up as in
    /// ``set(_:x:y:)``.
    public mutating func fill(_ rect: CellRect, with cell: Cell) {
        let rect = rect.intersection(area)
        guard !rect.isEmpty else { return }
        let symbol = cell.width == 1 ? cell.cluster : .space
        for y in rect.y..<rect.maxY {
            putRow(y: y, from: rect.x, to: rect.maxX, first: symbol, middle: symbol, last: symbol,
                   style: cell.style)
        }
    }

    // MARK: - Primitives (callers have checked the coordinates)

    /// Writes a one-column symbol at a cell inside the grid.
    @inline(__always)
    mutating func putNarrow(_ symbol: Cluster, style: CellStyle, x: Int, y: Int) {
        release(x: x, y: y)
        cells[y * width + x] = Cell(cluster: symbol, width: 1, style: style)
    }

    /// Writes a two-column symbol at `(x, y)` and its continuation at `(x + 1, y)`, both
    /// inside the grid.
    @inline(__always)
    mutating func putWide(_ symbol: Cluster, style: CellStyle, x: Int, y: Int) {
        release(x: x, y: y)
        release(x: x + 1, y: y)
        cells[y * width + x] = Cell(cluster: symbol, width: 2, style: style)
        cells[y * width + x + 1] = Cell(cluster: .empty, width: 0, style: style)
    }

    /// Writes one-column symbols over the columns `from ..< to` of row `y`, all inside the grid:
    /// `first` at column `from`, `last` at column `to - 1` (when it is not `from`), `middle`
    /// between. Wide characters cut at either end are fixed up as ``putNarrow(_:style:x:y:)``
    /// does; the cells between are simply overwritten, with no check per cell.
    @inline(__always)
    mutating func putRow(y: Int, from: Int, to: Int, first: Cluster, middle: Cluster, last: Cluster,
                         style: CellStyle) {
        guard from < to else { return }
        release(x: from, y: y)
        release(x: to - 1, y: y)
        let start = y * width
        cells.withUnsafeMutableBufferPointer { cells in
            cells[start + from] = Cell(cluster: first, width: 1, style: style)
            if to - from > 1 {
                Self.fill(cells, (start + from + 1)..<(start + to - 1), with: Cell(cluster: middle, width: 1, style: style))
                cells[start + to - 1] = Cell(cluster: last, width: 1, style: style)
            }
        }
    }

    /// Writes `cell` over `range` of `cells`, one 64-bit store per cell (``Cell/bits``), where
    /// an update of the cells themselves stores each of a cell's fields apart.
    @inline(__always)
    static func fill(_ cells: UnsafeMutableBufferPointer<Cell>, _ range: Range<Int>, with cell: Cell) {
        let bits = cell.bits
        cells.withMemoryRebound(to: UInt64.self) { words in
            UnsafeMutableBufferPointer(rebasing: words[range]).update(repeating: bits)
        }
    }

    /// ``release(x:y:)`` in `cells`, a grid's cells `gridWidth` wide: `index` is the cell at
    /// `column` of its row.
    @inline(__always)
    static func release(_ cells: UnsafeMutableBufferPointer<Cell>, at index: Int, column: Int, gridWidth: Int) {
        let old = cells[index]
        if old.width == 0 {
            if column > 0, cells[index - 1].width == 2 {
                cells[index - 1] = Cell(cluster: .space, width: 1, style: cells[index - 1].style)
            }
        } else if old.width == 2 {
            if column + 1 < gridWidth, cells[index + 1].width == 0 {
                cells[index + 1] = Cell(cluster: .space, width: 1, style: cells[index + 1].style)
            }
        }
    }

    /// Before `(x, y)` is overwritten: if it is half of a wide character, blanks the other half.
    @inline(__always)
    mutating func release(x: Int, y: Int) {
        // Most cells are one column wide: nothing to release, and no need to take the buffer.
        guard cells[y * width + x].width != 1 else { return }
        let width = width
        cells.withUnsafeMutableBufferPointer { Self.release($0, at: y * width + x, column: x, gridWidth: width) }
    }
}
