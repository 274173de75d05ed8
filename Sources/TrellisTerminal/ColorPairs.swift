import TrellisRender

/// Allocates curses colour pairs on demand and remembers them: one pair per distinct
/// (foreground, background) combination a frame uses. Pure bookkeeping; the curses call that
/// defines a pair is passed in, so it can be tested without a terminal.
struct ColorPairs {
    /// Whether `use_default_colors` succeeded, so -1 means "the terminal's own colour".
    let defaultColorsWork: Bool
    /// The number of pairs the terminal supports (`COLOR_PAIRS`); pair 0 is fixed.
    let capacity: Int
    private var pairs: [UInt16: Int16] = [:]
    private var nextPair: Int16 = 1

    /// Creates an empty cache for a terminal with `capacity` pairs.
    init(defaultColorsWork: Bool, capacity: Int) {
        self.defaultColorsWork = defaultColorsWork
        self.capacity = min(max(capacity, 0), Int(Int16.max))
    }

    /// The curses colour number for `color` used as a foreground or background.
    func cursesColor(_ color: Color, isForeground: Bool) -> Int16 {
        if color != .default { return Int16(color.rawValue) }
        if defaultColorsWork { return -1 }
        return isForeground ? 7 : 0  // curses' pair 0 without default colours: white on black
    }

    /// The pair number for `foreground` on `background`, defining it with `define(pair, fg,
    /// bg)` the first time. Pair 0 (the terminal's default colours) is never redefined; when
    /// the terminal has no pairs left, pair 0 is used.
    mutating func pair(foreground: Color, background: Color,
                       define: (Int16, Int16, Int16) -> Bool) -> Int16 {
        let fg = cursesColor(foreground, isForeground: true)
        let bg = cursesColor(background, isForeground: false)
        if fg == cursesColor(.default, isForeground: true)
            && bg == cursesColor(.default, isForeground: false) {
            return 0
        }
        let key = UInt16(foreground.rawValue) << 8 | UInt16(background.rawValue)
        if let pair = pairs[key] { return pair }
        guard Int(nextPair) < capacity, define(nextPair, fg, bg) else { return 0 }
        let pair = nextPair
        pairs[key] = pair
        nextPair += 1
        return pair
    }
}
