/// A run of up to ``capacity`` items the loader's parser has decoded and not yet added to an
/// ``ItemColumns``: the same columns in raw buffers, written item by item with plain stores
/// (no copy-on-write check, no capacity check but the strings'), then added to the columns in
/// bulk (``ItemColumns/append(_:)``), one `append(contentsOf:)` per column, and emptied for the
/// next run. The buffers are small and reused, so they stay in the cache.
///
/// An item is written as in ``ItemColumns``: ``startItem(height:width:aspectRatio:fullSpan:hasTitle:hasText:titleIsPrintableASCII:)``,
/// the title's bytes (``appendString(_:_:_:unescaping:)``), ``endTitle()``, the text's bytes,
/// ``endText()``. Every item records where its title and its text end (where the strings stood
/// when it had none), as offsets in the columns' strings: the run starts at ``base``, their
/// length when it was emptied.
struct ItemRun: ~Copyable {
    /// The most items a run holds.
    static let capacity = 1_024

    /// The items written so far.
    private(set) var count = 0
    /// Where the run's strings start in the columns' strings.
    private(set) var base: Int
    /// Whether any item of the run has a height, a width, an aspect ratio, a title, a text.
    private(set) var hasHeight = false, hasWidth = false, hasRatio = false, hasTitle = false, hasText = false
    /// The bytes of the run's titles and texts so far.
    private(set) var stringCount = 0
    private var stringCapacity: Int
    /// Per item, as the columns of ``ItemColumns`` (NaN for no length).
    let heights, widths, ratios: UnsafeMutablePointer<Double>
    /// Per item, the flags of ``ItemColumns``.
    let flags: UnsafeMutablePointer<UInt8>
    /// Per item, where its title and its text end, counted from the columns' first string byte.
    let titleEnds, textEnds: UnsafeMutablePointer<UInt32>
    /// The titles' and texts' bytes (grown for long strings).
    private(set) var strings: UnsafeMutablePointer<UInt8>

    /// An empty run whose strings will start at `base` in the columns' strings.
    init(base: Int) {
        self.base = base
        heights = .allocate(capacity: Self.capacity)
        widths = .allocate(capacity: Self.capacity)
        ratios = .allocate(capacity: Self.capacity)
        flags = .allocate(capacity: Self.capacity)
        titleEnds = .allocate(capacity: Self.capacity)
        textEnds = .allocate(capacity: Self.capacity)
        stringCapacity = 16 * Self.capacity
        strings = .allocate(capacity: stringCapacity)
    }

    deinit {
        heights.deallocate()
        widths.deallocate()
        ratios.deallocate()
        flags.deallocate()
        titleEnds.deallocate()
        textEnds.deallocate()
        strings.deallocate()
    }

    /// Whether the run holds ``capacity`` items.
    var isFull: Bool { count == Self.capacity }

    /// Where the strings end, counted from the columns' first string byte.
    var stringsEnd: Int { base + stringCount }

    /// Empties the run; its strings will start at `base`.
    mutating func removeAll(base: Int) {
        self.base = base
        count = 0
        stringCount = 0
        hasHeight = false
        hasWidth = false
        hasRatio = false
        hasTitle = false
        hasText = false
    }

    /// The first step of writing an item: as ``ItemColumns/startItem(height:width:aspectRatio:fullSpan:hasTitle:hasText:)``,
    /// and `titleIsPrintableASCII` sets ``ItemColumns/printableTitleFlag``: pass true only when
    /// every byte of the title is known to be 0x20 to 0x7E.
    @inline(__always)
    mutating func startItem(height: Double, width: Double, aspectRatio: Double, fullSpan: Bool,
                            hasTitle: Bool, hasText: Bool, titleIsPrintableASCII: Bool) {
        heights[count] = height
        widths[count] = width
        ratios[count] = aspectRatio
        hasHeight = hasHeight || !height.isNaN
        hasWidth = hasWidth || !width.isNaN
        hasRatio = hasRatio || !aspectRatio.isNaN
        self.hasTitle = self.hasTitle || hasTitle
        self.hasText = self.hasText || hasText
        flags[count] = (fullSpan ? ItemColumns.fullSpanFlag : 0) | (hasTitle ? ItemColumns.titleFlag : 0)
            | (hasText ? ItemColumns.textFlag : 0) | (hasTitle && titleIsPrintableASCII ? ItemColumns.printableTitleFlag : 0)
    }

    /// Ends the current item's title.
    @inline(__always)
    mutating func endTitle() {
        titleEnds[count] = UInt32(truncatingIfNeeded: base + stringCount)
    }

    /// Ends the current item's text, and the item.
    @inline(__always)
    mutating func endText() {
        textEnds[count] = UInt32(truncatingIfNeeded: base + stringCount)
        count += 1
    }

    /// Appends the UTF-8 of a JSON string's contents, `source[start..<end]` (already validated
    /// by the parser), decoding its escapes when it has any.
    @inline(__always)
    mutating func appendString(_ source: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, unescaping: Bool) {
        if unescaping {
            appendBytes(Array(JSONDocument.unescape(Array(source[start..<end]), 0, end - start).utf8))
            return
        }
        let length = end - start
        if stringCount + length + 8 > stringCapacity { grow(to: stringCount + length + 8) }
        let from = source.baseAddress! + start
        let to = strings + stringCount
        if end + 8 <= source.count {
            // Eight bytes at a time, the last word read and written past the end (within both
            // buffers: the source has 8 more bytes, the strings room for 8 more).
            var k = 0
            while k < length {
                UnsafeMutableRawPointer(to + k).storeBytes(of: UnsafeRawPointer(from + k).loadUnaligned(as: UInt64.self),
                                                           as: UInt64.self)
                k += 8
            }
        } else {
            to.update(from: from, count: length)
        }
        stringCount += length
    }

    /// Appends `bytes` to the strings.
    private mutating func appendBytes(_ bytes: [UInt8]) {
        if stringCount + bytes.count > stringCapacity { grow(to: stringCount + bytes.count) }
        bytes.withUnsafeBufferPointer { bytes in
            guard let source = bytes.baseAddress else { return }
            (strings + stringCount).update(from: source, count: bytes.count)
        }
        stringCount += bytes.count
    }

    /// Makes room for `needed` bytes of strings at least, by doubling.
    private mutating func grow(to needed: Int) {
        var capacity = stringCapacity
        while capacity < needed { capacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.update(from: strings, count: stringCount)
        strings.deallocate()
        strings = grown
        stringCapacity = capacity
    }
}
