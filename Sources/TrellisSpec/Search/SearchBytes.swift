/// Substring search over raw UTF-8 bytes: the fast path of ``SearchPattern`` through
/// ``ItemColumns``' string column, with no `String` made.
///
/// UTF-8 is self-synchronising, so the pattern's bytes occur in a string's bytes exactly when
/// its scalars occur in the string's scalars. With `foldingASCII`, `A`–`Z` in the haystack read
/// as `a`–`z` (the needle is lowercase already): for an ASCII needle that is the same as
/// searching the lowercased string, except where the haystack holds one of the two scalars
/// outside ASCII that lowercase into it, U+0130 (`C4 B0`, to `i` + U+0307) and U+212A
/// (`E2 84 AA`, to `k`); ``mayLowercaseToASCII(_:)`` finds those, and the caller takes the
/// Unicode path there.
enum SearchBytes {
    /// `byte` with `A`–`Z` lowered to `a`–`z`.
    @inline(__always)
    static func lower(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    /// The first `i` in `from ... to - needle.count` where `needle` occurs in `hay`, or nil.
    static func firstIndex(of needle: UnsafeBufferPointer<UInt8>, in hay: UnsafeBufferPointer<UInt8>,
                           from: Int, to: Int, foldingASCII: Bool) -> Int? {
        let count = needle.count
        guard count > 0, from >= 0, to <= hay.count, to - from >= count, let base = hay.baseAddress else { return nil }
        let first = needle[0]
        let last = to - count
        if !foldingASCII || !(first &- 0x61 < 26) {
            // The first byte has one form: memchr finds candidates, then the rest is compared.
            var position = from
            while position <= last {
                guard let found = PlatformMemory.firstByte(first, in: base + position, count: last - position + 1) else { return nil }
                let index = base.distance(to: found)
                if matches(needle, hay, at: index, foldingASCII: foldingASCII) { return index }
                position = index + 1
            }
            return nil
        }
        let upper = first & ~0x20
        var index = from
        // Eight bytes at a time: a word holds a candidate when one of its bytes equals either form
        // (a byte of `word ^ pattern` is zero); only such a word is looked at byte by byte.
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let lowerWord = UInt64(first) &* ones, upperWord = UInt64(upper) &* ones
        while index + 8 <= last + 1 {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let x = word ^ lowerWord, y = word ^ upperWord
            if ((x &- ones) & ~x | (y &- ones) & ~y) & highs != 0 {
                for candidate in index..<(index + 8) {
                    let byte = base[candidate]
                    if byte == first || byte == upper, matches(needle, hay, at: candidate, foldingASCII: true) { return candidate }
                }
            }
            index += 8
        }
        while index <= last {
            let byte = hay[index]
            if byte == first || byte == upper, matches(needle, hay, at: index, foldingASCII: true) { return index }
            index += 1
        }
        return nil
    }

    /// The last `i` in `from ... to - needle.count` where `needle` occurs in `hay`, or nil.
    static func lastIndex(of needle: UnsafeBufferPointer<UInt8>, in hay: UnsafeBufferPointer<UInt8>,
                          from: Int, to: Int, foldingASCII: Bool) -> Int? {
        let count = needle.count
        guard count > 0, from >= 0, to <= hay.count, to - from >= count else { return nil }
        let first = needle[0]
        let upper = foldingASCII && first &- 0x61 < 26 ? first & ~0x20 : first
        var index = to - count
        while index >= from {
            let byte = hay[index]
            if byte == first || byte == upper, matches(needle, hay, at: index, foldingASCII: foldingASCII) { return index }
            index -= 1
        }
        return nil
    }

    /// Whether `needle` occurs in `hay` at `index` (which leaves room for it).
    @inline(__always)
    private static func matches(_ needle: UnsafeBufferPointer<UInt8>, _ hay: UnsafeBufferPointer<UInt8>, at index: Int,
                                foldingASCII: Bool) -> Bool {
        if foldingASCII {
            // The last byte first: candidates that share the pattern's start (every "Item N" for
            // "item 42") mostly differ at its end.
            let end = needle.count - 1
            if end > 0, lower(hay[index + end]) != needle[end] { return false }
            for offset in 1..<max(1, end) where lower(hay[index + offset]) != needle[offset] { return false }
            return true
        }
        return PlatformMemory.bytesEqual(hay.baseAddress! + index, needle.baseAddress!, count: needle.count)
    }

    /// Whether `bytes` hold U+0130 or U+212A, the two scalars outside ASCII whose lowercase
    /// holds ASCII (checked over every scalar of Unicode).
    static func mayLowercaseToASCII<Bytes: Sequence>(_ bytes: Bytes) -> Bool where Bytes.Element == UInt8 {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in bytes {
            if previous.1 == 0xC4 && byte == 0xB0 || previous.0 == 0xE2 && previous.1 == 0x84 && byte == 0xAA { return true }
            previous = (previous.1, byte)
        }
        return false
    }

    /// ``mayLowercaseToASCII(_:)`` over `hay[from..<to]`: memchr finds each `C4` and `E2`
    /// lead byte, then the bytes after it are compared.
    static func mayLowercaseToASCII(_ hay: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Bool {
        guard let base = hay.baseAddress, from >= 0, to <= hay.count, to > from else { return false }
        for sequence: [UInt8] in [[0xC4, 0xB0], [0xE2, 0x84, 0xAA]] {
            var position = from
            while position < to, let found = PlatformMemory.firstByte(sequence[0], in: base + position, count: to - position) {
                let index = base.distance(to: found)
                if index + sequence.count <= to, (1..<sequence.count).allSatisfy({ hay[index + $0] == sequence[$0] }) {
                    return true
                }
                position = index + 1
            }
        }
        return false
    }
}
