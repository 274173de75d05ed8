/// Word wrapping at display-width precision, for self-sizing cells: an item with a `text` and
/// no `height` is as tall as its text wrapped at the cell's interior width, plus its borders.
///
/// Rules, for a width of `w` columns (at least 1):
/// - `"\n"` (any newline character) ends a line; every paragraph takes at least one line, so
///   `""` is 1 line and `"a\n"` is 2.
/// - A line breaks at a space where it can: the spaces at a break are dropped, the spaces
///   between two words on one line are kept, and so is the indentation of a paragraph when its
///   first word fits after it.
/// - Without a space, a line may break before a wide character (CJK, 2 columns) and after one
///   before a letter or digit, as East Asian text does, but never before closing punctuation
///   (`，`, `。`, `」`, …: see ``closingPunctuation``) nor after opening punctuation (`「`, …:
///   ``openingPunctuation``). A wide character is never split.
/// - A word wider than `w` starts a new line and is cut at character boundaries into pieces of
///   at most `w` columns. A single character wider than `w` (a CJK character at `w = 1`) gets a
///   line of its own, which it overflows.
///
/// The width of a character comes from `measure`, injected like the loader's `measure`: the app
/// passes the renderer's wcwidth-based width; negative widths count as 0.
///
/// ```swift
/// TextWrapping.lines(of: "a quiet lake", width: 7, measure: { _ in 1 })   // ["a quiet", "lake"]
/// TextWrapping.lines(of: "中文标签", width: 5, measure: cjkAware)          // ["中文", "标签"]
/// ```
public enum TextWrapping {
    /// The lines of `text` wrapped at `width` columns (less than 1 counts as 1).
    public static func lines(of text: String, width: Int, measure: (Character) -> Int) -> [String] {
        wrap(text, width: width, keepsText: true, measure: measure).lines
    }

    /// The first `limit` lines of ``lines(of:width:measure:)``, wrapped lazily: the wrap stops
    /// once `limit` lines are finished, so the work is that of those lines (and of the word that
    /// ends the last one), whatever the length of the text. A drawn cell asks for the lines it
    /// shows.
    public static func lines(of text: String, width: Int, limit: Int, measure: (Character) -> Int) -> [String] {
        guard limit > 0 else { return [] }
        return wrap(text, width: width, keepsText: true, limit: limit, measure: measure).lines
    }

    /// Where each line of ``lines(of:width:measure:)`` lies in `text`, as a range of UTF-8
    /// offsets: line `k` is exactly the characters of `text` in `ranges[k]` (an empty line, of an
    /// empty paragraph, has an empty range). A line is always a run of the text, as the only
    /// characters the wrapping drops (newlines, and spaces at a break) lie between lines.
    ///
    /// One pass over the text, building no line; with it, any lines can be cut out of the text
    /// in O(their length) (see ``lines(of:ranges:)``).
    public static func lineRanges(of text: String, width: Int, measure: (Character) -> Int) -> [Range<Int>] {
        wrap(text, width: width, keepsText: false, keepsRanges: true, measure: measure).ranges
    }

    /// The lines of `text` at the UTF-8 offset `ranges` (from ``lineRanges(of:width:measure:)``).
    public static func lines(of text: String, ranges: some Sequence<Range<Int>>) -> [String] {
        let utf8 = text.utf8
        return ranges.map { range in
            let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            let end = utf8.index(start, offsetBy: range.count)
            return String(text[start..<end])
        }
    }

    /// Runs the line filler over `text`: the lines (none unless `keepsText`), their UTF-8 ranges
    /// (none unless `keepsRanges`) and how many there are, stopping once `limit` lines are finished.
    private static func wrap(_ text: String, width: Int, keepsText: Bool, keepsRanges: Bool = false, limit: Int = .max,
                             measure: (Character) -> Int) -> (lines: [String], ranges: [Range<Int>], lineCount: Int) {
        withoutActuallyEscaping(measure) { measure in
            var wrapper = Wrapper(width: max(1, width), keepsText: keepsText, keepsRanges: keepsRanges,
                                  measure: measure)
            for character in text {
                if keepsRanges { wrapper.advance(over: character) }
                if character.isNewline {
                    wrapper.endParagraph()
                } else {
                    wrapper.add(character)
                }
                if wrapper.lineCount >= limit { break }
            }
            if wrapper.lineCount < limit { wrapper.endParagraph() }
            let lines = wrapper.lines.count > limit ? Array(wrapper.lines.prefix(limit)) : wrapper.lines
            // The wrapper, holding `measure`, must not escape.
            return (lines, wrapper.ranges, min(wrapper.lineCount, limit))
        }
    }

    /// Characters a line never starts with when it can break elsewhere (kinsoku): East Asian
    /// closing brackets and punctuation.
    public static let closingPunctuation: Set<Character> = [
        "、", "。", "，", "．", "：", "；", "！", "？", "）", "］", "｝", "〕", "〉", "》", "」", "』",
        "】", "〙", "〗", "〟", "’", "”", "｠", "…", "‥", "ー", "々", "〜", "～",
    ]

    /// Characters a line never ends with when it can break elsewhere: East Asian opening brackets.
    public static let openingPunctuation: Set<Character> = [
        "（", "［", "｛", "〔", "〈", "《", "「", "『", "【", "〘", "〖", "〝", "‘", "“", "｟",
    ]

    /// How many lines ``lines(of:width:measure:)`` gives, counted without building them.
    ///
    /// For many texts (self-sizing cells), ``TextMeasure/lineCount(of:metrics:width:)`` gives
    /// the same count in O(1) for a text that fits its width, and wraps ASCII text byte by byte.
    public static func lineCount(of text: String, width: Int, measure: (Character) -> Int) -> Int {
        wrap(text, width: width, keepsText: false, measure: measure).lineCount
    }

    /// The wrap width of a cell `width` layout units wide: its interior, `floor(width) - 2`
    /// columns (the side borders), at least 1. Widths that are not finite count as 1.
    public static func interiorColumns(ofCellWidth width: Double) -> Int {
        guard width.isFinite, width > 3 else { return 1 }
        return Int(min(width, 1e15).rounded(.down)) - 2
    }
}

/// The greedy line filler behind ``TextWrapping``: characters go into the current word; a space
/// or a wide character ends it, and a finished word goes onto the current line or starts the next.
/// Without `keepsText` it only counts lines (the widths decide every break; the text is not built).
/// With `keepsRanges` it also records where each line lies in the text (UTF-8 offsets): the
/// caller reports each character's place with ``advance(over:)`` before passing it on.
private struct Wrapper {
    let width: Int
    let keepsText: Bool
    let keepsRanges: Bool
    let measure: (Character) -> Int
    private(set) var lines: [String] = []
    /// With `keepsRanges`: the UTF-8 range of each finished line.
    private(set) var ranges: [Range<Int>] = []
    /// With `keepsRanges`: the UTF-8 offsets of the character being read, and where it ends.
    private var position = 0
    private var positionEnd = 0
    /// With `keepsRanges`: where the current line starts (`nil` while nothing is on it) and ends,
    /// where the unplaced gap starts, and where the word being read starts and ends.
    private var lineStart: Int?
    private var lineEnd = 0
    private var gapStart: Int?
    private var wordStart: Int?
    private var wordEnd = 0
    /// The number of lines finished.
    private(set) var lineCount = 0
    /// The line being filled (kept only with `keepsText`), its width, and whether it is empty.
    private var line = ""
    private var lineWidth = 0
    private var lineIsEmpty = true
    /// Spaces since the last word, not yet placed.
    private var gap = ""
    private var gapWidth = 0
    /// The word being read, its width, and whether its last visible character is wide.
    private var word = ""
    private var wordWidth = 0
    private var wordEndsWide = false
    private var wordEndsOpening = false
    /// Whether the word being read is wider than the line and goes straight onto lines, cut.
    private var cuttingWord = false

    init(width: Int, keepsText: Bool, keepsRanges: Bool = false, measure: @escaping (Character) -> Int) {
        self.width = width
        self.keepsText = keepsText
        self.keepsRanges = keepsRanges
        self.measure = measure
    }

    /// The next character read is `character`, just after the previous one (with `keepsRanges`).
    mutating func advance(over character: Character) {
        position = positionEnd
        positionEnd = position + character.utf8.count
    }

    /// With `keepsRanges`: the text from `start` to `end` went onto the current line (at its
    /// start when it is empty, else right after what is on it).
    @inline(__always)
    private mutating func place(from start: Int, to end: Int) {
        guard keepsRanges else { return }
        if lineStart == nil { lineStart = start }
        lineEnd = end
    }

    /// Ends the current line.
    private mutating func finishLine() {
        if keepsText { lines.append(line) }
        if keepsRanges {
            let start = lineStart ?? position
            ranges.append(start..<max(start, lineEnd))
            lineStart = nil
        }
        lineCount += 1
        line = ""
        lineWidth = 0
        lineIsEmpty = true
    }

    mutating func add(_ character: Character) {
        let characterWidth = max(0, measure(character))
        if character == " " {
            finishWord()
            if keepsText { gap.append(character) }
            if keepsRanges, gapStart == nil { gapStart = position }
            gapWidth += characterWidth
            return
        }
        // East Asian text breaks between characters: before a wide character, and after one
        // before a letter or digit; never before closing punctuation such as "，" or "。", nor
        // after opening punctuation such as "「". (Both sets hold no ASCII character.)
        let isASCII = character.isASCII
        // A letter with a stray joiner (`b` + U+200C) measures 2 (the letter and the joiner's
        // U+FFFD) but is no wide character: no break before or after it.
        let isWide = characterWidth >= 2 && !Self.hasStrayJoiner(character)
        let mayBreakBefore = isWide || (wordEndsWide && (character.isLetter || character.isNumber))
        if mayBreakBefore, !wordEndsOpening, isASCII || !TextWrapping.closingPunctuation.contains(character) {
            finishWord()
        }
        if characterWidth > 0 {
            wordEndsWide = isWide
            wordEndsOpening = !isASCII && TextWrapping.openingPunctuation.contains(character)
        }
        if cuttingWord {
            cut(character, width: characterWidth, from: position, to: positionEnd)
            return
        }
        if keepsRanges {
            if wordStart == nil { wordStart = position }
            wordEnd = positionEnd
        }
        word.append(character)
        wordWidth += characterWidth
        // A word wider than the line can only be cut (see `finishWord`): cut it now, so a huge
        // word's first lines are finished without reading the rest of it.
        if wordWidth > width { startCuttingWord() }
    }

    /// Whether `character` holds a zero-width non-joiner (U+200C), or a zero-width joiner
    /// (U+200D) that does not join an emoji to the one before it (as in `👩‍💻`).
    static func hasStrayJoiner(_ character: Character) -> Bool {
        var previous: Unicode.Scalar?
        var joinerPending = false
        for scalar in character.unicodeScalars {
            if joinerPending, !(scalar.value >= 0x80 && scalar.properties.isEmoji) { return true }
            joinerPending = false
            if scalar.value == 0x200C { return true }
            if scalar.value == 0x200D {
                guard let previous, previous.value >= 0x80 || previous.properties.isEmoji else { return true }
                joinerPending = true
            }
            previous = scalar
        }
        return joinerPending
    }

    mutating func endParagraph() {
        finishWord()
        finishLine()
        gap = ""
        gapWidth = 0
        gapStart = nil
    }

    /// The word being read turned out wider than the line: start a new line (unless this one is
    /// empty) and cut what was read of it into lines; the rest of the word follows in ``cut``.
    private mutating func startCuttingWord() {
        let read = word
        var offset = wordStart ?? position
        word = ""
        wordWidth = 0
        wordStart = nil
        gap = ""
        gapWidth = 0
        gapStart = nil
        if !lineIsEmpty { finishLine() }
        cuttingWord = true
        for character in read {
            let end = keepsRanges ? offset + character.utf8.count : offset
            cut(character, width: max(0, measure(character)), from: offset, to: end)
            offset = end
        }
    }

    /// Puts one character of a word wider than the line at the end of the line, starting a new
    /// line when it does not fit (a character is never split).
    /// (`start ..< end`: its UTF-8 offsets, for `keepsRanges`.)
    private mutating func cut(_ character: Character, width characterWidth: Int, from start: Int, to end: Int) {
        if lineWidth + characterWidth > width, !lineIsEmpty { finishLine() }
        if keepsText { line.append(character) }
        place(from: start, to: end)
        lineIsEmpty = false
        lineWidth += characterWidth
    }

    /// Places the word read so far: after the gap on this line if it fits, else on a new line.
    private mutating func finishWord() {
        if cuttingWord {
            cuttingWord = false
            wordEndsWide = false
            wordEndsOpening = false
            return
        }
        guard !word.isEmpty else { return }
        defer {
            word = ""
            wordWidth = 0
            wordStart = nil
            wordEndsWide = false
            wordEndsOpening = false
            gap = ""
            gapWidth = 0
            gapStart = nil
        }
        if lineWidth + gapWidth + wordWidth <= width {
            if keepsText { line += gap + word }
            place(from: gapStart ?? wordStart ?? position, to: wordEnd)
            lineIsEmpty = false   // the word is never empty here
            lineWidth += gapWidth + wordWidth
            return
        }
        if !lineIsEmpty { finishLine() }
        if wordWidth <= width {
            if keepsText { line = word }
            place(from: wordStart ?? position, to: wordEnd)
            lineIsEmpty = false
            lineWidth = wordWidth
            return
        }
        // (A word wider than the line is cut as it is read: see `startCuttingWord`.)
    }
}
