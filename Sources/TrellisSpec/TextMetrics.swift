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

    /// Asks `measure` for the width of every ASCII character, once.
    public init(_ measure: @escaping (Character) -> Int) {
        self.measure = measure
        ascii = ASCIITable(measure)
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
