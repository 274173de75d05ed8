/// One character cell of a terminal screen.
///
/// A wide character (CJK, emoji) puts its symbol in its first cell with `width == 2`; the cell it
/// covers is a *continuation*: empty symbol, `width == 0`. Terminal layers skip continuations.
public struct Cell: Hashable, Sendable {
    /// The whole extended grapheme cluster shown in this cell (a letter with its combining
    /// marks, a flag, an emoji with its skin tone, a ZWJ sequence), never a control character;
    /// empty for a continuation cell.
    public var symbol: String
    /// Display width of `symbol`: 1 or 2, or 0 for a continuation cell.
    public var width: UInt8
    /// Colours and attributes.
    public var style: CellStyle

    /// A blank cell in the plain style.
    public static let blank = Cell(symbol: " ", width: 1, style: .plain)

    /// Creates a cell.
    public init(symbol: String, width: UInt8 = 1, style: CellStyle = .plain) {
        self.symbol = symbol
        self.width = width
        self.style = style
    }

    /// Whether this cell is covered by the wide character to its left.
    public var isContinuation: Bool { width == 0 }
}
