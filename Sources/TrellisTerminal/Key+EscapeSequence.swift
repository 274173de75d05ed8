extension Key {
    /// The most decimal digits in one parameter of a sequence that names a key; terminals send
    /// one or two (a key number such as `6`, a modifier such as `5` or `13`). More is not a key.
    static let longestKeyParameter = 3

    /// The key a CSI (`ESC [`) or SS3 (`ESC O`) sequence that curses did not decode stands for,
    /// or nil when it names no key the app knows. `sequence` is every byte after `ESC`: the
    /// introducer `[` or `O`, the parameter bytes, the final byte. Pure: no curses call.
    ///
    /// Terminals send these when their keypad (application cursor) mode was lost, or when the
    /// terminfo entry curses read spells a key differently from what the terminal sends (its
    /// `kcud1` is `ESC O B` and the terminal sends `ESC [ B`). Both introducers name the same keys:
    ///
    /// - `A` `B` `C` `D`: Up, Down, Right, Left; `H` Home, `F` End;
    /// - `~` after a key number (CSI only): `1` and `7` Home, `4` and `8` End, `5` Page Up,
    ///   `6` Page Down, `2` Insert, `3` Delete;
    /// - `Z` (CSI only): Shift-Tab.
    ///
    /// A modifier (Shift, Alt, Ctrl: `ESC [ 1 ; 5 B` is Ctrl-Down; SS3 puts it alone,
    /// `ESC O 5 B`) leaves the key what it is. Anything else is nil: another final byte
    /// (`ESC [ 25 ; 5 ~`, `ESC O Q`), a private marker (`ESC [ < 0 ; 10 ; 10 M`, `ESC [ ? 1 c`),
    /// an intermediate byte (`ESC [ SP q`), a sub-parameter (`:`), more than two parameters,
    /// a parameter longer than ``longestKeyParameter`` digits, or a byte outside the grammar.
    ///
    /// ```swift
    /// Key(escapeSequence: Array("[B".unicodeScalars.map(\.value)))      // .down
    /// Key(escapeSequence: Array("[1;5B".unicodeScalars.map(\.value)))   // .down (Ctrl-Down)
    /// Key(escapeSequence: Array("[6~".unicodeScalars.map(\.value)))     // .pageDown
    /// Key(escapeSequence: Array("[25;5~".unicodeScalars.map(\.value)))  // nil
    /// ```
    public init?(escapeSequence sequence: [UInt32]) {
        guard sequence.count >= 2, let introducer = sequence.first, introducer == 0x5B || introducer == 0x4F,
              let final = sequence.last else { return nil }
        let parameterBytes = sequence.dropFirst().dropLast()
        guard let parameters = Self.parameters(parameterBytes) else { return nil }
        let csi = introducer == 0x5B
        switch final {
        case 0x41, 0x42, 0x43, 0x44, 0x48, 0x46:  // A B C D H F
            // CSI: none, or 1 and a modifier. SS3: none, a modifier alone, or 1 and a modifier.
            switch parameters.count {
            case 0: break
            case 1: guard !csi, parameters[0] != nil else { return nil }
            default: guard parameters[0] == nil || parameters[0] == 1 else { return nil }
            }
            switch final {
            case 0x41: self = .up
            case 0x42: self = .down
            case 0x43: self = .right
            case 0x44: self = .left
            case 0x48: self = .home
            default: self = .end
            }
        case 0x5A:  // Z
            guard csi, parameters.isEmpty || parameters.count == 2 && (parameters[0] == nil || parameters[0] == 1) else { return nil }
            self = .backTab
        case 0x7E:  // ~
            guard csi, let number = parameters.first ?? nil else { return nil }
            switch number {
            case 1, 7: self = .home
            case 4, 8: self = .end
            case 5: self = .pageUp
            case 6: self = .pageDown
            case 2: self = .insert
            case 3: self = .delete
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The `;`-separated decimal parameters of `bytes` (nil for an empty one); an empty list
    /// for no bytes. Nil when the bytes are not at most two parameters of at most
    /// ``longestKeyParameter`` digits, the second (the modifier) not empty.
    private static func parameters(_ bytes: ArraySlice<UInt32>) -> [Int?]? {
        guard !bytes.isEmpty else { return [] }
        var parameters: [Int?] = []
        var number: Int?
        var digits = 0
        for byte in bytes {
            switch byte {
            case 0x30...0x39:
                digits += 1
                guard digits <= longestKeyParameter else { return nil }
                number = (number ?? 0) * 10 + Int(byte - 0x30)
            case 0x3B:  // ;
                parameters.append(number)
                guard parameters.count < 2 else { return nil }
                number = nil
                digits = 0
            default:
                return nil
            }
        }
        parameters.append(number)
        if parameters.count == 2, parameters[1] == nil { return nil }
        return parameters
    }

    /// The key an extended key curses decoded stands for, by the terminfo name `keyname`
    /// gives its code: the modified cursor and editing keys of xterm-like entries, `kUP5`
    /// (Ctrl-Up, `ESC [ 1 ; 5 A`), `kDN`, `kLFT`, `kRIT`, `kHOM`, `kEND`, `kPRV`, `kNXT`, `kDC`,
    /// `kIC`, each bare or with one modifier digit 2–8. Nil for any other name. Pure.
    ///
    /// ```swift
    /// Key(extendedKeyName: "kDN5")   // .down
    /// Key(extendedKeyName: "kf13")   // nil
    /// ```
    public init?(extendedKeyName name: String) {
        var base = Substring(name)
        if let last = base.last, ("2"..."8").contains(last) { base = base.dropLast() }
        switch base {
        case "kUP": self = .up
        case "kDN": self = .down
        case "kLFT": self = .left
        case "kRIT": self = .right
        case "kHOM": self = .home
        case "kEND": self = .end
        case "kPRV": self = .pageUp
        case "kNXT": self = .pageDown
        case "kDC": self = .delete
        case "kIC": self = .insert
        default: return nil
        }
    }
}
