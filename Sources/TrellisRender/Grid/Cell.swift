/// One character cell of a terminal screen: 8 bytes, no heap allocation (the symbol is a
/// ``Cluster``: one scalar inline, or an index into the table of interned clusters).
///
/// A wide character (CJK, emoji) puts its symbol in its first cell with `width == 2`; the cell it
/// covers is a *continuation*: empty symbol, `width == 0`. Terminal layers skip continuations.
public struct Cell: Hashable, Sendable {
    /// The whole extended grapheme cluster shown in this cell (a letter with its combining
    /// marks, a flag, an emoji with its skin tone, a ZWJ sequence), never a control character;
    /// empty for a continuation cell.
    public var cluster: Cluster
    /// Display width of the symbol: 1 or 2, or 0 for a continuation cell.
    public var width: UInt8
    /// Colours and attributes.
    public var style: CellStyle

    /// A blank cell in the plain style.
    public static let blank = Cell(cluster: .space, width: 1, style: .plain)

    /// Creates a cell.
    @inlinable
    public init(cluster: Cluster, width: UInt8 = 1, style: CellStyle = .plain) {
        self.cluster = cluster
        self.width = width
        self.style = style
    }

    /// Creates a cell showing `symbol` (one grapheme cluster, or empty for a continuation).
    public init(symbol: String, width: UInt8 = 1, style: CellStyle = .plain) {
        self.init(cluster: Cluster(symbol), width: width, style: style)
    }

    /// The symbol as text (see ``cluster``); setting it interns the text when it is more than
    /// one scalar.
    public var symbol: String {
        get { cluster.string }
        set { cluster = Cluster(newValue) }
    }

    /// The cell's 8 bytes as one integer (a ``CellGrid`` fills runs of cells with one store per
    /// cell; a test pins the size of a cell at 8 bytes).
    @inline(__always)
    var bits: UInt64 { unsafeBitCast(self, to: UInt64.self) }

    /// Whether this cell is covered by the wide character to its left.
    @inlinable
    public var isContinuation: Bool { width == 0 }
}
