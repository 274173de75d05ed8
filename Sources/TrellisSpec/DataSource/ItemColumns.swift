/// A section's items stored as columns: what a loaded spec keeps per item, with nothing to
/// retain or release when a layout reads it.
///
/// - `heights`, `widths` and `ratios` (`aspectRatio`): one `Double` per item, NaN where the item
///   has none. A column no item has a value in is left empty (a waterfall spec keeps no widths
///   at all, a spec without aspect ratios no ratios). Tags sized from printable ASCII titles
///   keep no widths either: theirs are derived from the titles' lengths (``TitleWidths``).
/// - `flags`: one byte per item, ``fullSpanFlag``, ``titleFlag`` and ``textFlag`` (and
///   ``printableTitleFlag``, a hint from the parser).
/// - `strings`: every title and text, UTF-8, one after the other; `titleEnds[i]` and
///   `textEnds[i]` are where item `i`'s title and text end in it (each starts where the item
///   before it ends). An ends column is empty while no item has such a string.
///
/// About 13 bytes per item for a waterfall of titled items, besides the titles' bytes.
///
/// ```swift
/// var columns = ItemColumns()
/// columns.append(ItemSpec(height: 4, title: "fern"))
/// columns.height(at: 0)   // 4
/// columns.title(at: 0)    // "fern"
/// ```
public struct ItemColumns: Sendable {
    /// The bit of ``flags`` set for a full-span item.
    static let fullSpanFlag: UInt8 = 1
    /// The bit of ``flags`` set for an item that has a title (possibly empty).
    static let titleFlag: UInt8 = 2
    /// The bit of ``flags`` set for an item that has a text (possibly empty).
    static let textFlag: UInt8 = 4
    /// The bit of ``flags`` the loader's parser sets for an item whose title is printable ASCII
    /// only (0x20 to 0x7E, no escape in the source), found as it scanned the title, so that
    /// ``sizeUnsizedItemsFromTitles(perColumn:printableASCIIWidth:measure:)`` need not look at
    /// its bytes again. Clear on items appended otherwise (their titles are then checked).
    static let printableTitleFlag: UInt8 = 8

    /// Heights, NaN for none; empty when no item has one.
    private(set) var heights: [Double] = []
    /// Widths, NaN for none; empty when no item has one. With ``titleWidths``, the widths of
    /// the items after its first ``TitleWidths/count`` only (those items' widths are derived).
    private(set) var widths: [Double] = []
    /// How the widths of the first items are known without storing them, or `nil`: see
    /// ``TitleWidths``.
    private(set) var titleWidths: TitleWidths?
    /// Aspect ratios (height / width), NaN for none; empty when no item has one.
    private(set) var ratios: [Double] = []
    /// Per item, ``fullSpanFlag`` | ``titleFlag`` | ``textFlag`` | ``printableTitleFlag``.
    private(set) var flags: [UInt8] = []
    /// Where each item's title ends in ``strings``; empty when no item has a title.
    private(set) var titleEnds: [UInt32] = []
    /// Where each item's text ends in ``strings``; empty when no item has a text.
    private(set) var textEnds: [UInt32] = []
    /// The titles and texts, UTF-8, in item order (each item's title, then its text).
    private(set) var strings: [UInt8] = []
    /// Which item keys the source named, as the decoder's key bits (height 1, width 2, title 4,
    /// text 8, fullSpan 16), when the fast parser filled the columns; not part of equality. The
    /// decoder warns about the keys a layout ignores, and gives up the fast path when any is set.
    /// (`aspectRatio` is 32.)
    var keysNamed: UInt8 = 0

    /// Widths not stored but derived from the titles: item `i < count` has the width
    /// `(max(0, b × columnsPerByte) + 2) × perColumn`, where `b` is the number of bytes of its
    /// title, which is printable ASCII (``printableTitleFlag``). Set by
    /// ``sizeUnsizedItemsFromTitles(perColumn:printableASCIIWidth:measure:)`` when it sizes every
    /// item so (a tags spec of plain titles): the 8 bytes per item of a widths column, and
    /// filling it, are saved; a width is one subtraction of two title ends away.
    struct TitleWidths: Hashable, Sendable {
        /// The first items, whose widths are derived.
        let count: Int
        /// The columns a byte of a title measures.
        let columnsPerByte: Int
        /// The cells of one column.
        let perColumn: Double

        /// The width of a tag whose title has `titleBytes` bytes (at most a file's size: the
        /// product cannot overflow for any width a character measures).
        @inline(__always)
        func width(titleBytes: Int) -> Double {
            Double(Swift.max(0, titleBytes &* columnsPerByte) &+ 2) * perColumn
        }
    }

    /// The items whose widths are derived (``titleWidths``): ``widths`` starts after them.
    private var derivedWidths: Int { titleWidths?.count ?? 0 }

    /// No items.
    public init() {}

    /// The columns of `items`, in order.
    public init<Items: Sequence>(_ items: Items) where Items.Element == ItemSpec {
        for item in items { append(item) }
    }

    /// Makes room for `count` items in the columns every item has a value in, and for
    /// `stringBytes` bytes of titles and texts.
    mutating func reserveCapacity(items count: Int, stringBytes: Int) {
        flags.reserveCapacity(count)
        if !heights.isEmpty { heights.reserveCapacity(count) }
        if !widths.isEmpty { widths.reserveCapacity(count - derivedWidths) }
        if !ratios.isEmpty { ratios.reserveCapacity(count) }
        if !titleEnds.isEmpty { titleEnds.reserveCapacity(count) }
        if !textEnds.isEmpty { textEnds.reserveCapacity(count) }
        strings.reserveCapacity(stringBytes)
    }

    /// Gives back capacity far beyond the items held (after a reservation from an estimate that
    /// came out too large), by copying each such column to an exact one.
    mutating func shrinkToFit() {
        func shrunk<Value>(_ column: inout [Value]) {
            guard column.capacity > column.count * 5 / 4 + 4_096 else { return }
            column = [Value](unsafeUninitializedCapacity: column.count) { buffer, count in
                _ = buffer.initialize(fromContentsOf: column)
                count = column.count
            }
        }
        shrunk(&heights)
        shrunk(&widths)
        shrunk(&ratios)
        shrunk(&flags)
        shrunk(&titleEnds)
        shrunk(&textEnds)
        shrunk(&strings)
    }

    /// The number of items.
    public var count: Int { flags.count }

    /// The item indices, `0..<count`.
    public var indices: Range<Int> { 0..<count }

    /// Whether there are no items.
    public var isEmpty: Bool { flags.isEmpty }

    /// The item at `index` (which must exist), rebuilt from the columns.
    public subscript(index: Int) -> ItemSpec {
        ItemSpec(height: height(at: index), width: width(at: index), title: title(at: index),
                 text: text(at: index), fullSpan: isFullSpan(at: index), aspectRatio: aspectRatio(at: index))
    }

    /// Every item, rebuilt from the columns.
    public var items: [ItemSpec] { (0..<count).map { self[$0] } }

    /// The height of item `index` (which must exist), or `nil`.
    public func height(at index: Int) -> Double? {
        guard !heights.isEmpty, !heights[index].isNaN else { return nil }
        return heights[index]
    }

    /// The width of item `index` (which must exist), or `nil`.
    public func width(at index: Int) -> Double? {
        if let titleWidths, index < titleWidths.count {
            return titleWidths.width(titleBytes: titleRange(at: index).count)
        }
        let stored = index - derivedWidths
        guard !widths.isEmpty, !widths[stored].isNaN else { return nil }
        return widths[stored]
    }

    /// The widths of `items` (which must exist) into `out`, NaN for none, as ``width(at:)``: in
    /// one pass, for the placement loop. Returns whether every item has a width (no NaN).
    @discardableResult
    func widths(of items: Range<Int>, into out: UnsafeMutableBufferPointer<Double>) -> Bool {
        let derived = Swift.min(derivedWidths, items.upperBound)
        var k = 0
        if let titleWidths, items.lowerBound < derived {
            titleEnds.withUnsafeBufferPointer { titleEnds in
                textEnds.withUnsafeBufferPointer { textEnds in
                    // As ``titleRange(at:)``: a title starts where the item before it ends.
                    if textEnds.isEmpty {
                        var start = items.lowerBound == 0 ? 0 : Int(titleEnds[items.lowerBound - 1])
                        for item in items.lowerBound..<derived {
                            let end = Int(titleEnds[item])
                            out[k] = titleWidths.width(titleBytes: end &- start)
                            start = end
                            k &+= 1
                        }
                    } else {
                        for item in items.lowerBound..<derived {
                            let start = item == 0 ? 0 : Swift.max(Int(titleEnds[item - 1]), Int(textEnds[item - 1]))
                            out[k] = titleWidths.width(titleBytes: Int(titleEnds[item]) - start)
                            k += 1
                        }
                    }
                }
            }
        }
        let offset = derivedWidths
        return widths.withUnsafeBufferPointer { widths in
            var complete = true
            for item in (items.lowerBound + k)..<items.upperBound {
                let width = widths.isEmpty ? .nan : widths[item - offset]
                out[k] = width
                complete = complete && !width.isNaN
                k += 1
            }
            return complete
        }
    }

    /// The aspect ratio (height / width) of item `index` (which must exist), or `nil`.
    public func aspectRatio(at index: Int) -> Double? {
        guard !ratios.isEmpty, !ratios[index].isNaN else { return nil }
        return ratios[index]
    }

    /// Whether item `index` (which must exist) spans every column.
    public func isFullSpan(at index: Int) -> Bool { flags[index] & Self.fullSpanFlag != 0 }

    /// The title of item `index` (which must exist), or `nil`.
    public func title(at index: Int) -> String? {
        guard flags[index] & Self.titleFlag != 0 else { return nil }
        return string(in: titleRange(at: index))
    }

    /// The text of item `index` (which must exist), or `nil`.
    public func text(at index: Int) -> String? {
        guard flags[index] & Self.textFlag != 0 else { return nil }
        return string(in: textRange(at: index))
    }

    /// Whether item `index` (which must exist) has a text.
    func hasText(at index: Int) -> Bool { flags[index] & Self.textFlag != 0 }

    /// Where item `index`'s title is in ``strings`` (empty when it has none).
    func titleRange(at index: Int) -> Range<Int> {
        guard !titleEnds.isEmpty else { return 0..<0 }
        let end = Int(titleEnds[index])
        let start = index == 0 ? 0 : max(Int(titleEnds[index - 1]), textEnds.isEmpty ? 0 : Int(textEnds[index - 1]))
        return start..<end
    }

    /// Where item `index`'s text is in ``strings`` (empty when it has none).
    func textRange(at index: Int) -> Range<Int> {
        guard !textEnds.isEmpty else { return 0..<0 }
        let end = Int(textEnds[index])
        let start = max(titleEnds.isEmpty ? 0 : Int(titleEnds[index]), index == 0 ? 0 : Int(textEnds[index - 1]))
        return start..<end
    }

    private func string(in range: Range<Int>) -> String {
        // A slice of the one array (contiguous, so decoded in one pass): a closure over `self`
        // here made the compiler copy every column of the struct per call.
        String(decoding: strings[range], as: UTF8.self)
    }

    // MARK: Appending

    /// Appends `item`. Titles and texts past 4 GiB of text in one section are dropped (the
    /// loader never gets there: spec files are at most ``SpecLimits/maxFileSize`` bytes).
    public mutating func append(_ item: ItemSpec) {
        var title = item.title
        var text = item.text
        let extra = (title?.utf8.count ?? 0) + (text?.utf8.count ?? 0)
        if strings.count + extra > Int(UInt32.max) {
            title = nil
            text = nil
        }
        appendItem(height: item.height ?? .nan, width: item.width ?? .nan, aspectRatio: item.aspectRatio ?? .nan,
                   fullSpan: item.fullSpan, title: title.map { Array($0.utf8) }, text: text.map { Array($0.utf8) })
    }

    /// Appends `items`, in order.
    public mutating func append<Items: Sequence>(contentsOf items: Items) where Items.Element == ItemSpec {
        for item in items { append(item) }
    }

    /// Appends one item from raw values: NaN for an absent length, `nil` for an absent string.
    mutating func appendItem(height: Double, width: Double, aspectRatio: Double = .nan, fullSpan: Bool,
                             title: [UInt8]?, text: [UInt8]?) {
        let hasTitle = title != nil
        let hasText = text != nil
        startItem(height: height, width: width, aspectRatio: aspectRatio, fullSpan: fullSpan,
                  hasTitle: hasTitle, hasText: hasText)
        if let title { strings.append(contentsOf: title) }
        endTitle(hasTitle: hasTitle)
        if let text { strings.append(contentsOf: text) }
        endText(hasText: hasText)
    }

    /// The first step of appending an item: its lengths and flags. Then append its title's bytes
    /// to ``strings`` and call ``endTitle(hasTitle:)``, then its text's and ``endText(hasText:)``.
    @inline(__always)
    mutating func startItem(height: Double, width: Double, aspectRatio: Double = .nan, fullSpan: Bool,
                            hasTitle: Bool, hasText: Bool) {
        let index = flags.count
        if !height.isNaN || !heights.isEmpty {
            if heights.isEmpty { heights = Self.column(repeating: .nan, count: index, capacity: flags.capacity) }
            heights.append(height)
        }
        if !width.isNaN || !widths.isEmpty {
            if widths.isEmpty {
                widths = Self.column(repeating: .nan, count: index - derivedWidths, capacity: flags.capacity - derivedWidths)
            }
            widths.append(width)
        }
        if !aspectRatio.isNaN || !ratios.isEmpty {
            if ratios.isEmpty { ratios = Self.column(repeating: .nan, count: index, capacity: flags.capacity) }
            ratios.append(aspectRatio)
        }
        flags.append((fullSpan ? Self.fullSpanFlag : 0) | (hasTitle ? Self.titleFlag : 0) | (hasText ? Self.textFlag : 0))
    }

    /// Ends the current item's title (see ``startItem(height:width:aspectRatio:fullSpan:hasTitle:hasText:)``).
    @inline(__always)
    mutating func endTitle(hasTitle: Bool) {
        if hasTitle || !titleEnds.isEmpty {
            if titleEnds.isEmpty {
                titleEnds = emptyTitleEnds(count: flags.count - 1)
                titleEnds.reserveCapacity(flags.capacity)
            }
            titleEnds.append(UInt32(truncatingIfNeeded: strings.count))
        }
    }

    /// Ends the current item's text (see ``startItem(height:width:aspectRatio:fullSpan:hasTitle:hasText:)``).
    @inline(__always)
    mutating func endText(hasText: Bool) {
        if hasText || !textEnds.isEmpty {
            if textEnds.isEmpty {
                textEnds = emptyTextEnds(count: flags.count - 1)
                textEnds.reserveCapacity(flags.capacity)
            }
            textEnds.append(UInt32(truncatingIfNeeded: strings.count))
        }
    }

    /// A new title ends column for the first `count` items, none of which has a title: each
    /// item's (empty) title ends where the strings of the item before it end.
    private func emptyTitleEnds(count: Int) -> [UInt32] {
        (0..<count).map { index in index == 0 || textEnds.isEmpty ? 0 : textEnds[index - 1] }
    }

    /// A new text ends column for the first `count` items, none of which has a text: each
    /// item's (empty) text ends where its title ends.
    private func emptyTextEnds(count: Int) -> [UInt32] {
        (0..<count).map { index in titleEnds.isEmpty ? 0 : titleEnds[index] }
    }

    /// Appends the items of `run` (whose ``ItemRun/base`` is where ``strings`` ends), column by
    /// column: what appending them one by one with ``startItem(height:width:aspectRatio:fullSpan:hasTitle:hasText:)``,
    /// ``endTitle(hasTitle:)`` and ``endText(hasText:)`` gives (a column no item has a value in
    /// stays empty; one made now gets NaN, or the ends of empty strings, for the items before).
    mutating func append(_ run: borrowing ItemRun) {
        let count = run.count
        guard count > 0 else { return }
        let index = flags.count
        // The room a column made now gets: as much as the flags will have.
        let room = Swift.max(flags.capacity, index + count)
        if run.hasHeight || !heights.isEmpty {
            if heights.isEmpty { heights = Self.column(repeating: .nan, count: index, capacity: room) }
            heights.append(contentsOf: UnsafeBufferPointer(start: run.heights, count: count))
        }
        if run.hasWidth || !widths.isEmpty {
            if widths.isEmpty { widths = Self.column(repeating: .nan, count: index - derivedWidths, capacity: room - derivedWidths) }
            widths.append(contentsOf: UnsafeBufferPointer(start: run.widths, count: count))
        }
        if run.hasRatio || !ratios.isEmpty {
            if ratios.isEmpty { ratios = Self.column(repeating: .nan, count: index, capacity: room) }
            ratios.append(contentsOf: UnsafeBufferPointer(start: run.ratios, count: count))
        }
        if run.hasTitle || !titleEnds.isEmpty {
            if titleEnds.isEmpty {
                titleEnds = emptyTitleEnds(count: index)
                titleEnds.reserveCapacity(room)
            }
            titleEnds.append(contentsOf: UnsafeBufferPointer(start: run.titleEnds, count: count))
        }
        if run.hasText || !textEnds.isEmpty {
            if textEnds.isEmpty {
                textEnds = emptyTextEnds(count: index)
                textEnds.reserveCapacity(room)
            }
            textEnds.append(contentsOf: UnsafeBufferPointer(start: run.textEnds, count: count))
        }
        flags.append(contentsOf: UnsafeBufferPointer(start: run.flags, count: count))
        strings.append(contentsOf: UnsafeBufferPointer(start: run.strings, count: run.stringCount))
    }

    /// A column of `count` copies of `value`, with room for `capacity` values.
    private static func column<Value>(repeating value: Value, count: Int, capacity: Int) -> [Value] {
        var column: [Value] = []
        column.reserveCapacity(max(count, capacity))
        column.append(contentsOf: repeatElement(value, count: count))
        return column
    }

    /// Sets the width of item `index` (which must exist).
    mutating func setWidth(_ width: Double, at index: Int) {
        storeDerivedWidths()
        if widths.isEmpty { widths = Array(repeating: .nan, count: count) }
        widths[index] = width
    }

    /// Turns derived widths (``titleWidths``) into a stored column of every item's width.
    private mutating func storeDerivedWidths() {
        guard titleWidths != nil else { return }
        let all = [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
            widths(of: 0..<count, into: buffer)
            initialized = count
        }
        titleWidths = nil
        widths = all
    }

    /// Sizes every item that has neither a width nor an aspect ratio from its title, as a tag:
    /// width `(max(0, measure(title)) + 2) × perColumn`. With `printableASCIIWidth`, a title of
    /// printable ASCII only (space to `~`) is taken to measure that many columns a character and
    /// is measured from its length, without a `String` or a call to `measure` (the parser's
    /// ``printableTitleFlag`` says so without a look at the bytes; other titles are checked
    /// 8 bytes at a time). When every title is printable ASCII by that flag and no item has a
    /// width or a ratio, no widths are stored: they are derived from the titles when read
    /// (``titleWidths``). Otherwise one pass over the columns, in place; when no item has a
    /// width or a ratio yet, the widths column is written once, item by item, as it is made. Returns false,
    /// at the first such item that has no title to measure (the columns then partly sized, or
    /// left without widths).
    mutating func sizeUnsizedItemsFromTitles(perColumn: Double, printableASCIIWidth: Int?,
                                             measure: (String) -> Int) -> Bool {
        storeDerivedWidths()
        let count = count
        if count > 0, widths.isEmpty, ratios.isEmpty, let printableASCIIWidth,
           flags.allSatisfy({ $0 & Self.printableTitleFlag != 0 }) {
            // Every item is sized from a printable ASCII title: its width is derived from the
            // title's length when asked, not stored.
            titleWidths = TitleWidths(count: count, columnsPerByte: printableASCIIWidth, perColumn: perColumn)
            return true
        }
        let ratios = ratios, flags = flags, titleEnds = titleEnds, textEnds = textEnds, strings = strings
        return flags.withUnsafeBufferPointer { flags in
            titleEnds.withUnsafeBufferPointer { titleEnds in
                textEnds.withUnsafeBufferPointer { textEnds in
                    strings.withUnsafeBufferPointer { strings in
                        /// The width of `item` from its title, or nil when it has none.
                        @inline(__always)
                        func width(of item: Int) -> Double? {
                            guard flags[item] & Self.titleFlag != 0, !titleEnds.isEmpty else { return nil }
                            // As ``titleRange(at:)``.
                            let end = Int(titleEnds[item])
                            let start = item == 0 ? 0 : textEnds.isEmpty ? Int(titleEnds[item - 1])
                                : max(Int(titleEnds[item - 1]), Int(textEnds[item - 1]))
                            var measured: Int
                            if let printableASCIIWidth,
                               flags[item] & Self.printableTitleFlag != 0
                                || Self.isPrintableASCII(UnsafeBufferPointer(rebasing: strings[start..<end])) {
                                measured = (end - start) * printableASCIIWidth
                            } else {
                                measured = measure(String(decoding: UnsafeBufferPointer(rebasing: strings[start..<end]), as: UTF8.self))
                            }
                            measured = max(0, measured)
                            return Double(measured + 2) * perColumn
                        }
                        if widths.isEmpty && ratios.isEmpty {
                            // Every item needs a width: the column is made and filled in one pass.
                            var sized = true
                            widths = [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
                                for item in 0..<count {
                                    guard let width = width(of: item) else {
                                        sized = false
                                        return
                                    }
                                    buffer[item] = width
                                    initialized = item + 1
                                }
                            }
                            if !sized { widths = [] }
                            return sized
                        }
                        if widths.isEmpty {
                            // Only make the column when some item needs it (a spec of widths only keeps none).
                            let needed = (0..<count).contains { ratios.isEmpty || ratios[$0].isNaN }
                            guard needed else { return true }
                            widths = Array(repeating: .nan, count: count)
                        }
                        return widths.withUnsafeMutableBufferPointer { widths in
                            for item in 0..<count where widths[item].isNaN && (ratios.isEmpty || ratios[item].isNaN) {
                                guard let width = width(of: item) else { return false }
                                widths[item] = width
                            }
                            return true
                        }
                    }
                }
            }
        }
    }

    /// Whether every byte is printable ASCII (0x20 to 0x7E), 8 bytes at a time.
    private static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        if let base = bytes.baseAddress {
            while index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                // Not printable: a byte with its top bit set (0x80 and above), one whose top bit
                // adding 1 sets (0x7F), or one whose top bit adding 0x60 leaves clear (below 0x20).
                // Below 0x80 no byte carries into the next; above, the first test fails anyway.
                let low: UInt64 = 0x0101_0101_0101_0101
                let high: UInt64 = 0x8080_8080_8080_8080
                if (word | (word &+ low) | ~(word &+ low &* 0x60)) & high != 0 { return false }
                index += 8
            }
        }
        while index < count {
            let byte = bytes[index]
            if byte < 0x20 || byte > 0x7E { return false }
            index += 1
        }
        return true
    }

    /// Calls `body` with the height and flags columns (an empty heights column as described
    /// above): raw reading for a placement loop. (Widths: ``widths(of:into:)``.)
    @inline(__always)
    func withColumns<Result>(_ body: (UnsafeBufferPointer<Double>, UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        heights.withUnsafeBufferPointer { heights in
            flags.withUnsafeBufferPointer { flags in body(heights, flags) }
        }
    }
}

extension ItemColumns: Hashable {
    /// Two columns are equal when they hold equal items (an absent length equals an absent one).
    public static func == (lhs: ItemColumns, rhs: ItemColumns) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for index in 0..<lhs.count where lhs[index] != rhs[index] { return false }
        return true
    }

    /// Hashes the items that ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for index in 0..<count { hasher.combine(self[index]) }
    }
}
