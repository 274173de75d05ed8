/// Search through a section's titles and texts where they are stored: one scan of the string
/// column's bytes (``SearchBytes``), no `String` made, for a case-sensitive pattern and for an
/// ASCII one (case folded on the fly). A case-insensitive pattern outside ASCII, or strings
/// holding one of the two scalars that lowercase into ASCII, take the Unicode path
/// (``SearchPattern/matches(_:)`` per string), which is exact but slower.
///
/// A match lies inside one title or one text: the bytes of an item's title and text, and of
/// consecutive items, sit next to each other, so a candidate that runs over a boundary is
/// skipped. Each candidate is placed in its item by binary search over the ends columns.
extension ItemColumns {
    /// The first item in `items` (clamped to the items there are) whose title or text matches
    /// `pattern`, or nil.
    public func firstItem(matching pattern: SearchPattern, in items: Range<Int>) -> Int? {
        let items = items.clamped(to: indices)
        guard !items.isEmpty, !pattern.isEmpty, !(titleEnds.isEmpty && textEnds.isEmpty) else { return nil }
        return strings.withUnsafeBufferPointer { hay in
            pattern.bytes.withUnsafeBufferPointer { needle in
                var from = stringsStart(of: items.lowerBound)
                let to = stringsEnd(of: items.upperBound - 1)
                guard usesByteSearch(pattern, hay, from, to) else {
                    return items.first { matchesSlowly(pattern, at: $0) }
                }
                while let found = SearchBytes.firstIndex(of: needle, in: hay, from: from, to: to,
                                                         foldingASCII: !pattern.isCaseSensitive) {
                    let item = item(containingByte: found, in: items)
                    if holds(item, found, needle.count) { return item }
                    from = found + 1
                }
                return nil
            }
        }
    }

    /// The last item in `items` (clamped to the items there are) whose title or text matches
    /// `pattern`, or nil.
    public func lastItem(matching pattern: SearchPattern, in items: Range<Int>) -> Int? {
        let items = items.clamped(to: indices)
        guard !items.isEmpty, !pattern.isEmpty, !(titleEnds.isEmpty && textEnds.isEmpty) else { return nil }
        return strings.withUnsafeBufferPointer { hay in
            pattern.bytes.withUnsafeBufferPointer { needle in
                let from = stringsStart(of: items.lowerBound)
                var to = stringsEnd(of: items.upperBound - 1)
                guard usesByteSearch(pattern, hay, from, to) else {
                    return items.reversed().first { matchesSlowly(pattern, at: $0) }
                }
                while let found = SearchBytes.lastIndex(of: needle, in: hay, from: from, to: to,
                                                        foldingASCII: !pattern.isCaseSensitive) {
                    let item = item(containingByte: found, in: items)
                    if holds(item, found, needle.count) { return item }
                    to = found - 1 + needle.count
                }
                return nil
            }
        }
    }

    /// Whether item `index`'s title or text matches `pattern` (false for an item that does not exist).
    public func itemMatches(_ pattern: SearchPattern, at index: Int) -> Bool {
        firstItem(matching: pattern, in: index..<(index + 1)) != nil
    }

    /// Whether the byte scan is exact for `pattern` over `hay[from..<to]`.
    private func usesByteSearch(_ pattern: SearchPattern, _ hay: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> Bool {
        pattern.isCaseSensitive || pattern.isASCII && !SearchBytes.mayLowercaseToASCII(hay, from: from, to: to)
    }

    /// The Unicode path: whether item `index`'s title or text matches `pattern`. A string of
    /// ASCII bytes lowercases to ASCII, so its bytes are searched with ASCII folding (a pattern
    /// outside ASCII never matches it); only a string with other bytes is made a `String`.
    private func matchesSlowly(_ pattern: SearchPattern, at index: Int) -> Bool {
        strings.withUnsafeBufferPointer { hay in
            pattern.bytes.withUnsafeBufferPointer { needle in
                [titleRange(at: index), textRange(at: index)].contains { range in
                    if !hay[range].contains(where: { $0 >= 0x80 }) {
                        return SearchBytes.firstIndex(of: needle, in: hay, from: range.lowerBound, to: range.upperBound,
                                                      foldingASCII: !pattern.isCaseSensitive) != nil
                    }
                    return pattern.matches(String(decoding: hay[range], as: UTF8.self))
                }
            }
        }
    }

    /// Whether `count` bytes from `start` lie inside item `item`'s title or inside its text.
    @inline(__always)
    private func holds(_ item: Int, _ start: Int, _ count: Int) -> Bool {
        let title = titleRange(at: item), text = textRange(at: item)
        return title.lowerBound <= start && start + count <= title.upperBound
            || text.lowerBound <= start && start + count <= text.upperBound
    }

    /// The item of `items` whose strings hold byte `position` (which lies in theirs): the first
    /// whose strings end after it.
    @inline(__always)
    private func item(containingByte position: Int, in items: Range<Int>) -> Int {
        var low = items.lowerBound, high = items.upperBound - 1
        while low < high {
            let middle = low + (high - low) / 2
            if stringsEnd(of: middle) > position { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Where item `index`'s strings (title, then text) end in ``strings``.
    @inline(__always)
    func stringsEnd(of index: Int) -> Int {
        max(titleEnds.isEmpty ? 0 : Int(titleEnds[index]), textEnds.isEmpty ? 0 : Int(textEnds[index]))
    }

    /// Where item `index`'s strings start in ``strings``: where the item before it ends.
    @inline(__always)
    func stringsStart(of index: Int) -> Int { index == 0 ? 0 : stringsEnd(of: index - 1) }
}
