import TrellisRender

/// What goes on screen for one grid cell: the wide characters handed to `setcchar` and how
/// many columns they take, decided without curses so the rules can be tested.
///
/// The grid's geometry wins: whatever the C library thinks of a character's width, a cell
/// occupies exactly the columns the grid gives it, so the rest of the row never shifts.
struct Glyph: Equatable {
    /// A spacing character followed by at most four combining characters.
    var scalars: [UInt32]
    /// Blank columns drawn after `scalars`, in the same style.
    var padding: Int
    /// Columns consumed: the display width of `scalars` plus `padding`.
    var advance: Int

    /// Most characters one curses cell holds (`CCHARW_MAX`).
    static let maximumScalars = 5
    /// Drawn for a character the C library cannot show at the grid's width.
    static let replacement: UInt32 = 0x3F  // "?"
    private static let space: UInt32 = 0x20

    /// The glyph for `cell` with `room` columns left on the screen row (at least 1);
    /// `width` is the C library's `wcwidth`.
    init(cell: Cell, room: Int, width: (UInt32) -> Int) {
        let columns = cell.width == 2 ? 2 : 1  // a stray continuation is drawn as a blank
        if cell.width == 0 || (columns == 2 && room < 2) {
            self.init(scalars: [Self.space], padding: 0, advance: 1)
            return
        }
        var scalars = cell.symbol.unicodeScalars.map(\.value)
        if scalars.isEmpty || Self.isControl(scalars[0]) { scalars = [Self.space] }
        let firstWidth = width(scalars[0])
        // Keep the combining marks that follow the first character; drop anything after the
        // next spacing character (e.g. the rest of an emoji ZWJ sequence).
        var kept = 1
        while kept < scalars.count, kept < Self.maximumScalars,
              !Self.isControl(scalars[kept]), width(scalars[kept]) == 0 {
            kept += 1
        }
        scalars.removeSubrange(kept...)
        switch firstWidth {
        case columns:
            self.init(scalars: scalars, padding: 0, advance: columns)
        case 1:  // the grid allowed two columns; fill the second
            self.init(scalars: scalars, padding: columns - 1, advance: columns)
        default:  // too wide for the cell, or not printable in this locale
            self.init(scalars: [Self.replacement], padding: columns - 1, advance: columns)
        }
    }

    /// Creates a glyph from its parts.
    init(scalars: [UInt32], padding: Int, advance: Int) {
        self.scalars = scalars
        self.padding = padding
        self.advance = advance
    }

    private static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}
