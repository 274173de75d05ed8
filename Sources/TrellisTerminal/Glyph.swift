import TrellisRender

/// What goes on screen for one grid cell: the scalars written for it (``FrameWriter`` sends
/// them as UTF-8, one after the other), and how the cell's columns are filled, decided on their
/// own so the rules can be tested.
///
/// The grid's geometry wins: a cell occupies exactly the columns the grid gave it (by
/// ``TextWidth``, the width function `trellis render` uses too), so the rest of the row never
/// shifts and the screen shows what `render` prints.
///
/// - A cell holds a whole grapheme cluster (a flag, a skin tone, a ZWJ sequence, a keycap, a
///   letter with its combining marks); all its scalars are written together.
/// - A cluster of more than ``maximumScalars`` scalars (what a curses cell, `CCHARW_MAX`, held)
///   is drawn as U+FFFD, in the cluster's width.
/// - A terminal counts a cell as wide as its first scalar's `wcwidth`. Where the grid gives two
///   columns to a cluster whose first scalar is narrow (`✈️`, `1️⃣`, `🇫🇷`), the second column is
///   the cluster's own continuation (``Fill-swift.enum/continuation``): nothing is written
///   there, and the terminal's cursor moves on by the cluster itself.
struct Glyph: Equatable {
    /// How the second column of a two-column cell is filled.
    enum Fill: Equatable {
        /// Nothing to do: one column, or a cluster `wcwidth` itself counts as two columns.
        case none
        /// A blank after a one-column glyph (a U+FFFD in place of a wide cluster).
        case blank
        /// `wcwidth` counts the cluster as one column: the second is its continuation.
        case continuation
    }

    /// The scalars of the cluster, at most ``maximumScalars``.
    var scalars: [UInt32]
    /// The cells the glyph takes on screen: 1 or 2.
    var width: Int
    /// How the second column is filled.
    var fill: Fill

    /// Most characters one curses cell holds (`CCHARW_MAX`).
    static let maximumScalars = 5
    /// Drawn for a cluster that cannot be drawn as it is.
    static let replacement: UInt32 = 0xFFFD
    private static let space: UInt32 = 0x20

    /// The glyph for `cell` with `room` columns left on the screen row (at least 1); `width` is
    /// curses' idea of a scalar's width (`wcwidth`, as ``TextWidth/scalarWidth(_:)`` gives it).
    init(cell: Cell, room: Int, width: (UInt32) -> Int) {
        let cells = cell.width == 2 ? 2 : 1  // a stray continuation is drawn as a blank
        if cell.width == 0 || (cells == 2 && room < 2) {
            self.init(scalars: [Self.space], width: 1, fill: .none)
            return
        }
        var iterator = cell.symbol.unicodeScalars.makeIterator()
        guard let first = iterator.next() else {
            self.init(scalars: [Self.space], width: 1, fill: .none)
            return
        }
        let scalars: [UInt32]
        if iterator.next() == nil {  // one scalar, the common case: ASCII, box drawing, CJK
            guard !TextWidth.isInvisibleControl(first) else {
                self.init(replacementIn: cells)
                return
            }
            scalars = [first.value]
        } else {
            scalars = cell.symbol.unicodeScalars.map(\.value)
            let drawable = cell.symbol.count == 1 && !TextWidth.needsReplacement(Character(cell.symbol))
            guard drawable, scalars.count <= Self.maximumScalars else {
                self.init(replacementIn: cells)
                return
            }
        }
        switch (width(scalars[0]), cells) {
        case (1, 1), (2, 2): self.init(scalars: scalars, width: cells, fill: .none)
        case (1, 2) where TextWidth.width(of: Character(cell.symbol)) == 2:  // VS16, a flag
            self.init(scalars: scalars, width: 2, fill: .continuation)
        case (1, 2): self.init(scalars: scalars, width: 2, fill: .blank)  // a raw write's narrow text
        default: self.init(replacementIn: cells)  // unprintable here, or wider than its cell
        }
    }

    /// Whether terminals are known to disagree on the columns this glyph takes: emoji sequences
    /// (VS16, ZWJ, skin tones, flags, keycaps). tmux 3.3a, for one, draws `✈️` in one column and
    /// `👍🏽` in four. The row of such a glyph is repainted whole, from its first column, so it
    /// shows what `render`'s line shows on the same terminal.
    var widthMayDiffer: Bool {
        fill == .continuation || (scalars.count > 1 && scalars.contains { value in
            value == 0xFE0F || value == 0x200D || value == 0x20E3
                || (0x1F3FB...0x1F3FF).contains(value) || (0x1F1E6...0x1F1FF).contains(value)
        })
    }

    /// U+FFFD in `cells` cells.
    private init(replacementIn cells: Int) {
        self.init(scalars: [Self.replacement], width: cells, fill: cells == 2 ? .blank : .none)
    }

    /// Creates a glyph from its parts.
    init(scalars: [UInt32], width: Int, fill: Fill) {
        self.scalars = scalars
        self.width = width
        self.fill = fill
    }
}
