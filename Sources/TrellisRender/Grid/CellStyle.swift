/// How a cell's character is drawn: colours and attributes, in 3 bytes.
public struct CellStyle: Hashable, Sendable {
    /// Foreground (text) colour.
    public var foreground: Color
    /// Background colour.
    public var background: Color
    /// Bold, reverse and dim as bits (``boldBit``, ``reverseBit``, ``dimBit``).
    public private(set) var attributeBits: UInt8

    /// The bit of ``attributeBits`` for bold.
    public static let boldBit: UInt8 = 1
    /// The bit of ``attributeBits`` for reverse video.
    public static let reverseBit: UInt8 = 2
    /// The bit of ``attributeBits`` for dim.
    public static let dimBit: UInt8 = 4

    /// Bold text.
    public var bold: Bool {
        get { attributeBits & Self.boldBit != 0 }
        set { setBit(Self.boldBit, newValue) }
    }
    /// Foreground and background swapped.
    public var reverse: Bool {
        get { attributeBits & Self.reverseBit != 0 }
        set { setBit(Self.reverseBit, newValue) }
    }
    /// Dim (faint) text.
    public var dim: Bool {
        get { attributeBits & Self.dimBit != 0 }
        set { setBit(Self.dimBit, newValue) }
    }

    /// The terminal's default look.
    public static let plain = CellStyle()

    /// Creates a style; everything defaults to the terminal's plain look.
    public init(foreground: Color = .default, background: Color = .default,
                bold: Bool = false, reverse: Bool = false, dim: Bool = false) {
        self.foreground = foreground
        self.background = background
        attributeBits = (bold ? Self.boldBit : 0) | (reverse ? Self.reverseBit : 0) | (dim ? Self.dimBit : 0)
    }

    private mutating func setBit(_ bit: UInt8, _ on: Bool) {
        if on { attributeBits |= bit } else { attributeBits &= ~bit }
    }
}
