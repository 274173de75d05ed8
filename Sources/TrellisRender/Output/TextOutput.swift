/// A grid as text, for `trellis render` and for snapshot tests.
extension CellGrid {
    /// One string per row, each exactly ``width`` columns of display width before trimming.
    ///
    /// Continuation cells are skipped (their wide character already covers them). A broken
    /// wide character — a width-2 cell without its continuation, or a continuation without its
    /// wide character, which only raw subscript writes can make — is output as a space, so every
    /// row keeps its width.
    ///
    /// - Parameter trimmingTrailingSpaces: whether to drop the spaces at the end of each row.
    public func lines(trimmingTrailingSpaces: Bool = true) -> [String] {
        var result: [String] = []
        result.reserveCapacity(height)
        var bytes: [UInt8] = []
        for y in 0..<height {
            bytes.removeAll(keepingCapacity: true)
            appendUTF8(ofRow: y, trimmingTrailingSpaces: trimmingTrailingSpaces, to: &bytes)
            result.append(String(decoding: bytes, as: UTF8.self))
        }
        return result
    }

    /// The grid as plain text: ``height`` lines, each ended by `\n`, trailing spaces trimmed,
    /// no styles. An empty grid gives the empty string.
    public func plainText() -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(height * (width + 1))
        for y in 0..<height {
            appendUTF8(ofRow: y, trimmingTrailingSpaces: true, to: &bytes)
            bytes.append(0x0A)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends row `y` as UTF-8, as ``lines(trimmingTrailingSpaces:)`` shows it: one-scalar
    /// symbols are encoded straight from the cell, with no `String` per cell.
    private func appendUTF8(ofRow y: Int, trimmingTrailingSpaces: Bool, to bytes: inout [UInt8]) {
        let start = bytes.count
        forEachOutputCluster(inRow: y) { cluster, _ in
            if let scalar = cluster.singleScalar {
                UTF8.encode(scalar) { bytes.append($0) }
            } else {
                bytes.append(contentsOf: cluster.string.utf8)
            }
        }
        if trimmingTrailingSpaces {
            while bytes.count > start, bytes.last == 0x20 { bytes.removeLast() }
        }
    }

    /// The grid as text with ANSI SGR escapes for colours, bold, dim and reverse video:
    /// ``height`` lines, each ended by `\n`.
    ///
    /// Styles change only where the style changes; a line that ends in a styled cell is reset
    /// (`ESC[0m`) before its newline, so every line starts plain. Trailing spaces in the plain
    /// style are trimmed; styled ones (a reverse-video status line) are kept.
    ///
    /// - Parameter color: `false` leaves colours out (for `NO_COLOR`) and keeps bold, dim and
    ///   reverse, which are not colours. The caller decides.
    public func ansiText(color: Bool = true) -> String {
        var text = ""
        for y in 0..<height {
            var symbols: [(String, CellStyle)] = []
            forEachOutputCell(inRow: y) { symbol, style in
                symbols.append((symbol, color ? style : style.withoutColors))
            }
            while let last = symbols.last, last.0 == " ", last.1 == .plain { symbols.removeLast() }
            var current = CellStyle.plain
            for (symbol, style) in symbols {
                if style != current {
                    text += style.sgr
                    current = style
                }
                text += symbol
            }
            if current != .plain { text += "\u{1B}[0m" }
            text += "\n"
        }
        return text
    }

    /// ``forEachOutputCell(inRow:_:)`` with the symbols as clusters (an empty symbol as a space).
    private func forEachOutputCluster(inRow y: Int, _ body: (Cluster, CellStyle) -> Void) {
        let start = y * width
        var x = 0
        while x < width {
            let cell = cells[start + x]
            if cell.width == 2 {
                if x + 1 < width, cells[start + x + 1].width == 0 {
                    body(cell.cluster, cell.style)
                    x += 2
                } else {
                    body(.space, cell.style)
                    x += 1
                }
            } else if cell.width == 0 {
                body(.space, cell.style)   // an orphan continuation
                x += 1
            } else {
                body(cell.cluster.isEmpty ? .space : cell.cluster, cell.style)
                x += 1
            }
        }
    }

    /// Calls `body` with what to print for each column of row `y`, in order: the symbol of each
    /// non-continuation cell, or a space for a broken wide character.
    private func forEachOutputCell(inRow y: Int, _ body: (String, CellStyle) -> Void) {
        forEachOutputCluster(inRow: y) { cluster, style in body(cluster.string, style) }
    }
}

extension CellStyle {
    /// The same style with default foreground and background colours.
    var withoutColors: CellStyle {
        CellStyle(bold: bold, reverse: reverse, dim: dim)
    }

    /// The SGR escape that switches from any style to this one: a reset, then the attributes
    /// and colours this style sets (`ESC[0m` alone for the plain style).
    var sgr: String {
        var codes = ["0"]
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if reverse { codes.append("7") }
        if foreground != .default { codes.append(String(30 + Int(foreground.rawValue))) }
        if background != .default { codes.append(String(40 + Int(background.rawValue))) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
