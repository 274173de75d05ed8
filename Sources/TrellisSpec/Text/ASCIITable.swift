/// What ``TextWrapping`` needs to know of each ASCII character, asked of a character width once:
/// its width and whether it is a newline, a space, or a letter or digit. With it,
/// ``TextMeasure`` measures and wraps an all-ASCII text byte by byte, with the same answers as
/// the wrapping over `Character`s (the property tests in `TextMetricsTests` compare them).
struct ASCIITable {
    /// `max(0, measure(c))` for each ASCII byte `c`.
    private let widths: [Int]
    /// Per ASCII byte: ``newline``, ``letterOrDigit`` bits.
    private let flags: [UInt8]
    static let newline: UInt8 = 1
    static let letterOrDigit: UInt8 = 2
    /// Whether every printable ASCII character (space to `~`) is 1 column wide, as on a terminal.
    private let printableAreOneWide: Bool

    init(_ measure: (Character) -> Int) {
        let characters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        widths = characters.map { max(0, measure($0)) }
        flags = characters.map { character in
            (character.isNewline ? Self.newline : 0) | (character.isLetter || character.isNumber ? Self.letterOrDigit : 0)
        }
        printableAreOneWide = widths[0x20...0x7E].allSatisfy { $0 == 1 }
    }

    /// The metrics of an all-ASCII text, or `nil` when `bytes` has anything else.
    func metrics(of bytes: UnsafeBufferPointer<UInt8>) -> TextMetrics? {
        if printableAreOneWide {
            // The usual case, in one branch-free pass: printable ASCII only (so no newline), each
            // character 1 column; the width is the length without the trailing spaces.
            var printable = true
            for byte in bytes { printable = printable && byte &- 0x20 < 0x5F }
            if printable {
                var end = bytes.count
                while end > 0, bytes[end - 1] == 0x20 { end -= 1 }
                return TextMetrics(paragraphs: 1, widestParagraph: end)
            }
        }
        return widths.withUnsafeBufferPointer { widths in
            flags.withUnsafeBufferPointer { flags in
                var paragraphs = 1, widest = 0, width = 0, content = 0
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    guard byte < 0x80 else { return nil }
                    index += 1
                    if flags[Int(byte)] & Self.newline != 0 {
                        // CR LF is one Character, one newline.
                        if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
                        widest = max(widest, content)
                        paragraphs += 1
                        width = 0
                        content = 0
                        continue
                    }
                    width = Self.add(width, widths[Int(byte)])
                    if byte != 0x20 { content = width }
                }
                return TextMetrics(paragraphs: paragraphs, widestParagraph: max(widest, content))
            }
        }
    }

    /// The number of lines of an all-ASCII text wrapped at `width` (at least 1) columns, or
    /// `nil` when `bytes` has anything else: the greedy filler of ``TextWrapping``, counting
    /// only. (No ASCII character is East Asian punctuation, so only width-2 characters and
    /// letters or digits after them are breaks inside a word.)
    func lineCount(of bytes: UnsafeBufferPointer<UInt8>, width: Int) -> Int? {
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        if printableAreOneWide, let count = Self.printableLineCount(of: bytes, width: width) { return count }
        return widths.withUnsafeBufferPointer { widths in
            flags.withUnsafeBufferPointer { flags in
                var counter = LineCounter(width: width)
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    let characterWidth = widths[Int(byte)]
                    index += 1
                    if flags[Int(byte)] & Self.newline != 0 {
                        if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
                        counter.endParagraph(bytes, widths)
                    } else if byte == 0x20 {
                        counter.finishWord(bytes, widths)
                        counter.gapWidth += characterWidth
                    } else {
                        let mayBreakBefore = characterWidth >= 2
                            || (counter.wordEndsWide && flags[Int(byte)] & Self.letterOrDigit != 0)
                        if mayBreakBefore { counter.finishWord(bytes, widths) }
                        if counter.wordLength == 0 { counter.wordStart = index - 1 }
                        counter.wordLength += 1
                        counter.wordWidth += characterWidth
                        if characterWidth > 0 { counter.wordEndsWide = characterWidth >= 2 }
                    }
                }
                counter.endParagraph(bytes, widths)
                return counter.lines
            }
        }
    }

    /// The line count of a text of printable ASCII only (no newline), every character 1 column
    /// wide, or `nil` for any other text. Nothing is wide, so words break only at spaces; a line
    /// is empty exactly when its width is 0; a word `n` columns wide cut at `width` finishes
    /// `(n - 1) / width` lines and leaves the rest open.
    private static func printableLineCount(of bytes: UnsafeBufferPointer<UInt8>, width: Int) -> Int? {
        var lines = 0, lineWidth = 0, gap = 0, word = 0
        func finishWord() {
            guard word > 0 else { return }
            if lineWidth + gap + word <= width {
                lineWidth += gap + word
            } else {
                if lineWidth > 0 { lines += 1 }
                let finished = (word - 1) / width
                lines += finished
                lineWidth = word - finished * width
            }
            word = 0
            gap = 0
        }
        for byte in bytes {
            guard byte &- 0x20 < 0x5F else { return nil }
            if byte == 0x20 {
                finishWord()
                gap += 1
            } else {
                word += 1
            }
        }
        finishWord()
        return lines + 1
    }

    /// `a + b`, saturating instead of overflowing (a measure may answer anything).
    @inline(__always)
    static func add(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }
}

/// The state of ``ASCIITable/lineCount(of:width:)``: the line being filled, the spaces since the
/// last word and the word being read (as a byte range), as in ``TextWrapping``'s filler.
private struct LineCounter {
    let width: Int
    var lines = 0
    var lineWidth = 0
    var lineIsEmpty = true
    var gapWidth = 0
    var wordStart = 0
    var wordLength = 0
    var wordWidth = 0
    var wordEndsWide = false

    init(width: Int) {
        self.width = width
    }

    mutating func finishLine() {
        lines += 1
        lineWidth = 0
        lineIsEmpty = true
    }

    mutating func endParagraph(_ bytes: UnsafeBufferPointer<UInt8>, _ widths: UnsafeBufferPointer<Int>) {
        finishWord(bytes, widths)
        finishLine()
        gapWidth = 0
    }

    /// Places the word read so far: after the gap on this line if it fits, else on a new line,
    /// cut into pieces when it is wider than a line.
    mutating func finishWord(_ bytes: UnsafeBufferPointer<UInt8>, _ widths: UnsafeBufferPointer<Int>) {
        guard wordLength > 0 else { return }
        defer {
            wordLength = 0
            wordWidth = 0
            wordEndsWide = false
            gapWidth = 0
        }
        if lineWidth + gapWidth + wordWidth <= width {
            lineWidth += gapWidth + wordWidth
            lineIsEmpty = false
            return
        }
        if !lineIsEmpty { finishLine() }
        if wordWidth <= width {
            lineWidth = wordWidth
            lineIsEmpty = false
            return
        }
        for index in wordStart..<(wordStart + wordLength) {
            let characterWidth = widths[Int(bytes[index])]
            if lineWidth + characterWidth > width, !lineIsEmpty { finishLine() }
            lineIsEmpty = false
            lineWidth += characterWidth
        }
    }
}
