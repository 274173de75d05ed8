/// What the line count of a wrapped text depends on when nothing needs wrapping, measured once:
/// how many paragraphs it has and how wide its widest one is.
///
/// When the widest paragraph fits a width, every paragraph is exactly one line at that width
/// (see ``TextWrapping``), so the text takes ``paragraphs`` lines: a self-sizing cell's height
/// is then known in O(1), without wrapping. Only a text wider than its column is wrapped.
///
/// A paragraph's width is the display width of its characters up to its last one that is not a
/// space: spaces at the end of a paragraph are dropped by the wrapping, so they never make it
/// wider. Spaces at its start do count (they are kept when the first word fits after them).
///
/// ```swift
/// let metrics = TextMeasure({ _ in 1 }).metrics(of: "a quiet lake\nat dawn   ")
/// // metrics.paragraphs == 2, metrics.widestParagraph == 12
/// metrics.lineCount(ifEveryParagraphFits: 12)   // 2
/// metrics.lineCount(ifEveryParagraphFits: 11)   // nil: wrap it with TextWrapping
/// ```
///
/// Stored in 8 bytes, so that a data source can keep one per item of a large spec.
public struct TextMetrics: Hashable, Sendable {
    /// The number of paragraphs: newlines + 1 (a CR LF pair is one newline). At least 1 for a
    /// measured text; 0 only in ``unmeasured``.
    public let paragraphs: UInt32
    /// The display width of the widest paragraph, trailing spaces left out. A text wider than
    /// `UInt32.max` columns is stored as `UInt32.max`, which fits no width a cell can have.
    public let widestParagraph: UInt32

    /// A placeholder for a text not measured yet (0 paragraphs).
    public static let unmeasured = TextMetrics(paragraphs: 0, widestParagraph: 0)

    /// Metrics from counts; counts beyond `UInt32.max` make the text fit no width.
    public init(paragraphs: Int, widestParagraph: Int) {
        if paragraphs > Int(UInt32.max) || widestParagraph >= Int(UInt32.max) {
            self.paragraphs = UInt32(min(paragraphs, Int(UInt32.max)))
            self.widestParagraph = .max
        } else {
            self.paragraphs = UInt32(max(0, paragraphs))
            self.widestParagraph = UInt32(max(0, widestParagraph))
        }
    }

    /// Whether these are the metrics of a text (not ``unmeasured``).
    public var isMeasured: Bool { paragraphs > 0 }

    /// The number of lines the text takes wrapped at `width` columns (less than 1 counts as 1)
    /// when every paragraph fits in one line; `nil` when some paragraph is wider (then only
    /// ``TextWrapping/lineCount(of:width:measure:)`` knows).
    @inline(__always)
    public func lineCount(ifEveryParagraphFits width: Int) -> Int? {
        isMeasured && widestParagraph < .max && Int(widestParagraph) <= max(1, width) ? Int(paragraphs) : nil
    }
}

/// A character width for wrapping (as passed to ``TextWrapping``), with its answers for the 128
/// ASCII characters asked once, so that an ASCII text is measured (``metrics(of:)``) and
/// wrapped (``lineCount(of:width:)``) byte by byte, without calling it and without breaking
/// the text into `Character`s.
///
/// The answers are exactly those of the function and of ``TextWrapping``: each ASCII byte is
/// one `Character` (but a CR LF pair, which is one newline), its width is the function's answer
/// for it, and no ASCII character is East Asian punctuation.
public struct TextMeasure {
    /// The width of one character; negative widths count as 0.
    public let measure: (Character) -> Int
    /// For each ASCII byte: `max(0, measure(c))`, and whether it is a newline or a letter or digit.
    let ascii: ASCIITable
    /// Whether every printable ASCII character (space to `~`) is 1 column wide, as on a terminal.
    let printableAreOneWide: Bool

    /// Asks `measure` for the width of every ASCII character, once.
    public init(_ measure: @escaping (Character) -> Int) {
        self.measure = measure
        ascii = ASCIITable(measure)
        printableAreOneWide = (0x20...0x7E).allSatisfy { measure(Character(Unicode.Scalar(UInt8($0)))) == 1 }
    }

    /// Where each line of `text` wrapped at `width` columns lies in it: exactly
    /// ``TextWrapping/lineRanges(of:width:measure:)`` with ``measure``, found by arithmetic over
    /// the bytes for a text of printable ASCII only when each such character is 1 column wide
    /// (then words break only at spaces, and nothing is wide).
    public func lineRanges(of text: String, width: Int) -> [Range<Int>] {
        var text = text
        if printableAreOneWide, let ranges = text.withUTF8({ Self.printableLineRanges(of: $0, width: max(1, width)) }) {
            return ranges
        }
        return TextWrapping.lineRanges(of: text, width: width, measure: measure)
    }

    /// The line ranges of a text of printable ASCII only, every character 1 column wide, or
    /// `nil` for any other text: the greedy filler of ``TextWrapping`` over byte offsets. A line
    /// is empty exactly when its width is 0; a word wider than the line starts a new one and is
    /// cut into pieces of `width` bytes, the last left open.
    static func printableLineRanges(of bytes: UnsafeBufferPointer<UInt8>, width: Int) -> [Range<Int>]? {
        var ranges: [Range<Int>] = []
        var lineStart = 0, lineEnd = 0, lineWidth = 0
        var gapStart = 0, gap = 0, wordStart = 0, word = 0
        func finishWord() {
            guard word > 0 else { return }
            if lineWidth + gap + word <= width {
                if lineWidth == 0 { lineStart = gap > 0 ? gapStart : wordStart }
                lineWidth += gap + word
                lineEnd = wordStart + word
            } else {
                if lineWidth > 0 { ranges.append(lineStart..<lineEnd) }
                var start = wordStart, rest = word
                while rest > width {
                    ranges.append(start..<(start + width))
                    start += width
                    rest -= width
                }
                lineStart = start
                lineEnd = start + rest
                lineWidth = rest
            }
            word = 0
            gap = 0
        }
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte &- 0x20 < 0x5F else { return nil }
            if byte == 0x20 {
                finishWord()
                if gap == 0 { gapStart = index }
                gap += 1
            } else {
                if word == 0 { wordStart = index }
                word += 1
            }
        }
        finishWord()
        ranges.append(lineWidth > 0 ? lineStart..<lineEnd : bytes.count..<bytes.count)
        return ranges
    }

    /// The ``TextMetrics`` of `text`: O(bytes) for ASCII text, else one pass over its characters.
    public func metrics(of text: String) -> TextMetrics {
        var text = text
        if let metrics = text.withUTF8({ ascii.metrics(of: $0) }) { return metrics }
        var paragraphs = 1, widest = 0, width = 0, content = 0
        for character in text {
            if character.isNewline {
                widest = max(widest, content)
                paragraphs += 1
                width = 0
                content = 0
                continue
            }
            width = ASCIITable.add(width, max(0, measure(character)))
            if character != " " { content = width }
        }
        return TextMetrics(paragraphs: paragraphs, widestParagraph: max(widest, content))
    }

    /// How many lines `text` takes wrapped at `width` columns: exactly
    /// ``TextWrapping/lineCount(of:width:measure:)`` with ``measure``, counted byte by byte for
    /// an ASCII text.
    public func lineCount(of text: String, width: Int) -> Int {
        var text = text
        if let count = text.withUTF8({ ascii.lineCount(of: $0, width: max(1, width)) }) { return count }
        return TextWrapping.lineCount(of: text, width: width, measure: measure)
    }

    /// How many lines `text` takes wrapped at `width` columns, from its `metrics` (measured
    /// with ``metrics(of:)``) in O(1) when every paragraph fits; only a wider text is wrapped.
    ///
    /// ```swift
    /// let metrics = measure.metrics(of: text)           // once per text
    /// measure.lineCount(of: text, metrics: metrics, width: 17)
    /// ```
    public func lineCount(of text: String, metrics: TextMetrics, width: Int) -> Int {
        metrics.lineCount(ifEveryParagraphFits: width) ?? lineCount(of: text, width: width)
    }
}
