/// A small, strict JSON parser (RFC 8259) over UTF-8 bytes that records the line and column of
/// every value, so that the spec decoder can point at the exact place of a problem.
///
/// - Iterative: nesting uses an explicit stack, never the call stack, and is limited to
///   ``SpecLimits/maxDepth`` levels.
/// - Fast: one pass, no allocation per value (a flat tape of 24-byte nodes), numbers parsed
///   without going through `String` in the common case, strings decoded only on demand.
/// - Strict: validates UTF-8 inside strings, rejects comments, trailing commas, leading zeros,
///   single quotes, unpaired surrogates, control characters in strings and content after the
///   top-level value, each with a message naming what was found.
/// - A UTF-8 byte order mark at the start is skipped.
/// - A fast path for loading (``parseWithItemColumns(_:file:)``) decodes the items of a spec
///   straight into ``ItemColumns`` as it parses, with no node or `String` per item, and gives up
///   on anything unusual, so that the full parser and decoder name the problem.
struct JSONParser {
    /// Parses `bytes` into a document, or throws the first syntax error with its line and column.
    /// `maxValues` (tests only) overrides ``SpecLimits/maxValues``.
    static func parse(_ bytes: [UInt8], file: String,
                      maxValues: Int = SpecLimits.maxValues) throws(SpecDiagnostic) -> JSONDocument {
        let result: Result<[JSONNode], SpecDiagnostic> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(buffer: buffer, file: file, maxValues: maxValues)
            do throws(SpecDiagnostic) {
                try parser.run()
                return .success(parser.nodes)
            } catch {
                return .failure(error)
            }
        }
        return JSONDocument(bytes: bytes, nodes: try result.get())
    }

    /// The fast path of loading: parses `bytes` as ``parse(_:file:maxValues:)`` does, except
    /// that every `sections[i].items` array is decoded straight into ``ItemColumns`` (no node
    /// per item, no `String` per key: keys are matched as bytes), kept in the document's
    /// ``JSONDocument/itemColumns`` with an empty array node in its place.
    ///
    /// Returns `nil` on any error and on anything unusual in items (an unknown or duplicate
    /// key, a value of the wrong type or out of range, a limit reached): the caller then runs
    /// the full parser and decoder, which say exactly what and where.
    static func parseWithItemColumns(_ bytes: [UInt8], file: String) -> JSONDocument? {
        let result = bytes.withUnsafeBufferPointer { runFastPath($0, file: file, releasing: false) }
        guard let tape = result.tape else { return nil }
        return JSONDocument(bytes: bytes, nodes: tape.nodes, itemColumns: tape.columns)
    }

    /// ``parseWithItemColumns(_:file:)`` that also hands the memory pages of `bytes` that lie
    /// wholly inside items arrays back to the system as it passes them (`madvise`
    /// `MADV_DONTNEED`: they read as zeros afterwards). The document's decoder never reads
    /// them; a caller that must parse `bytes` again after a `nil` (when `released` is set) has to
    /// read them again first.
    static func parseWithItemColumns(_ bytes: inout [UInt8], file: String, released: inout Bool) -> JSONDocument? {
        let result = bytes.withUnsafeMutableBufferPointer { runFastPath(UnsafeBufferPointer($0), file: file, releasing: true) }
        released = result.released
        guard let tape = result.tape else { return nil }
        return JSONDocument(bytes: bytes, nodes: tape.nodes, itemColumns: tape.columns)
    }

    /// Runs the fast path over `buffer`: the tape and the columns, or `nil`; and whether pages were
    /// handed back.
    private static func runFastPath(_ buffer: UnsafeBufferPointer<UInt8>, file: String, releasing: Bool)
        -> (tape: (nodes: [JSONNode], columns: [Int: ItemColumns])?, released: Bool) {
        var parser = JSONParser(buffer: buffer, file: file, maxValues: SpecLimits.maxValues)
        parser.decodesItems = true
        parser.releasesItemBytes = releasing
        do throws(SpecDiagnostic) {
            try parser.run()
            return ((parser.nodes, parser.itemColumns), parser.releasedItemBytes)
        } catch {
            return (nil, parser.releasedItemBytes)
        }
    }

    private let buf: UnsafeBufferPointer<UInt8>
    private let n: Int
    private let file: String
    private let maxValues: Int
    private var pos = 0
    private var line = 1
    private var lineStart = 0
    /// UTF-8 continuation bytes between `lineStart` and `pos`: column = bytes - these + 1.
    private var continuationsOnLine = 0
    private var nodes: [JSONNode] = []
    /// The open containers, innermost last, as node indices.
    private var stack: [Int] = []
    /// Whether `sections[i].items` arrays are decoded into ``itemColumns`` (the fast path).
    private var decodesItems = false
    /// The items arrays decoded so far, by the index of their (empty) array node.
    private var itemColumns: [Int: ItemColumns] = [:]
    /// The values the items decoded into columns would have taken as nodes.
    private var valuesInColumns = 0
    /// The items decoded into columns so far, in all sections.
    private var itemsInColumns = 0
    /// Whether the pages of items arrays are handed back as they are passed (see
    /// ``parseWithItemColumns(_:file:released:releasing:)``).
    private var releasesItemBytes = false
    /// Whether any page was handed back.
    private var releasedItemBytes = false

    private init(buffer: UnsafeBufferPointer<UInt8>, file: String, maxValues: Int) {
        buf = buffer
        n = buffer.count
        self.file = file
        self.maxValues = maxValues
        if n >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
            pos = 3
            lineStart = 3
        }
    }

    // MARK: Structure

    private mutating func run() throws(SpecDiagnostic) {
        skipWhitespace()
        var needValue = true
        while true {
            if needValue {
                skipWhitespace()
                guard pos < n else { throw unexpected(at: pos, expected: "a JSON value") }
                let c = buf[pos]
                if decodesItems, c == UInt8(ascii: "["), isAtSectionItems() {
                    try decodeItemColumns()
                    needValue = false
                    continue
                }
                if c == UInt8(ascii: "{") || c == UInt8(ascii: "[") {
                    let isObject = c == UInt8(ascii: "{")
                    if stack.count >= SpecLimits.maxDepth {
                        throw failure("invalid JSON: nesting deeper than \(SpecLimits.maxDepth) levels", at: pos)
                    }
                    stack.append(try appendNode(isObject ? .object : .array, payload: 0, start: pos))
                    pos += 1
                    skipWhitespace()
                    if pos < n, buf[pos] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                        pos += 1
                        closeContainer()
                        needValue = false
                    } else if isObject {
                        try parseKeyAndColon()
                    }
                    continue
                }
                try parseScalar()
                needValue = false
            }
            // A value is complete.
            guard let top = stack.last else { break }
            nodes[top].payload &+= 1
            skipWhitespace()
            let isObject = nodes[top].kind == .object
            let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            guard pos < n else {
                throw unexpected(at: pos, expected: isObject ? "',' or '}' after an object member"
                                                             : "',' or ']' after an array element")
            }
            let c = buf[pos]
            if c == UInt8(ascii: ",") {
                let comma = pos
                pos += 1
                skipWhitespace()
                if pos < n, buf[pos] == close {
                    throw failure("invalid JSON: trailing comma before '\(Character(Unicode.Scalar(close)))'", at: comma)
                }
                if isObject { try parseKeyAndColon() }
                needValue = true
            } else if c == close {
                pos += 1
                closeContainer()
            } else {
                throw unexpected(at: pos, expected: isObject ? "',' or '}' after an object member"
                                                             : "',' or ']' after an array element")
            }
        }
        skipWhitespace()
        if pos < n { throw unexpected(at: pos, expected: "the end of the file after the top-level value") }
    }

    @inline(__always)
    private mutating func appendNode(_ kind: JSONKind, payload: UInt64, start: Int) throws(SpecDiagnostic) -> Int {
        guard nodes.count + valuesInColumns < maxValues else {
            throw failure("too many JSON values: the limit is \(maxValues)", at: start)
        }
        nodes.append(JSONNode(payload: payload, start: UInt32(truncatingIfNeeded: start),
                              line: UInt32(truncatingIfNeeded: line),
                              column: UInt32(truncatingIfNeeded: start - lineStart - continuationsOnLine + 1),
                              kind: kind))
        return nodes.count - 1
    }

    private mutating func closeContainer() {
        let index = stack.removeLast()
        nodes[index].payload = UInt64(nodes.count) << 32 | (nodes[index].payload & 0xFFFF_FFFF)
    }

    private mutating func parseKeyAndColon() throws(SpecDiagnostic) {
        guard pos < n, buf[pos] == UInt8(ascii: "\"") else {
            throw unexpected(at: pos, expected: "a key in double quotes")
        }
        try parseString()
        skipWhitespace()
        guard pos < n, buf[pos] == UInt8(ascii: ":") else {
            throw unexpected(at: pos, expected: "':' after the key")
        }
        pos += 1
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        // Most calls find no whitespace: every JSON whitespace byte is at most 0x20.
        if pos < n, buf[pos] > 0x20 { return }
        while pos < n {
            let c = buf[pos]
            if c == 0x20 || c == 0x09 || c == 0x0D {
                pos += 1
            } else if c == 0x0A {
                pos += 1
                line += 1
                lineStart = pos
                continuationsOnLine = 0
            } else {
                return
            }
        }
    }

    // MARK: Scalars

    private mutating func parseScalar() throws(SpecDiagnostic) {
        let c = buf[pos]
        switch c {
        case UInt8(ascii: "\""):
            try parseString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try parseNumber()
        case UInt8(ascii: "t"):
            try parseLiteral("true", .true)
        case UInt8(ascii: "f"):
            try parseLiteral("false", .false)
        case UInt8(ascii: "n"):
            try parseLiteral("null", .null)
        default:
            throw unexpected(at: pos, expected: "a JSON value")
        }
    }

    private mutating func parseLiteral(_ word: StaticString, _ kind: JSONKind) throws(SpecDiagnostic) {
        let length = word.utf8CodeUnitCount
        var matches = pos + length <= n
        if matches {
            for k in 0..<length where buf[pos + k] != word.utf8Start[k] {
                matches = false
                break
            }
        }
        if matches, pos + length < n, Self.isWordByte(buf[pos + length]) { matches = false }
        guard matches else { throw unexpected(at: pos, expected: "a JSON value") }
        _ = try appendNode(kind, payload: 0, start: pos)
        pos += length
    }

    private mutating func parseString() throws(SpecDiagnostic) {
        let index = try appendNode(.string, payload: 0, start: pos)
        let (end, hasEscapes, _) = try scanString()
        nodes[index].payload = UInt64(end) | (hasEscapes ? 1 << 32 : 0)
    }

    /// Scans the string whose opening quote is at `pos` and moves past its closing quote.
    /// Returns the offset of the closing quote, whether the string has escapes, and whether
    /// every byte of it is printable ASCII (0x20 to 0x7E; an escape's backslash counts as
    /// printable, so read it with `hasEscapes`).
    private mutating func scanString() throws(SpecDiagnostic) -> (end: Int, hasEscapes: Bool, isPrintableASCII: Bool) {
        let start = pos
        pos += 1
        var hasEscapes = false
        var isPrintableASCII = true
        while true {
            // Fast path: printable ASCII, eight bytes at a time, then byte by byte.
            while pos + 8 <= n {
                let w = UnsafeRawPointer(buf.baseAddress! + pos).loadUnaligned(as: UInt64.self)
                let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
                let quote = w ^ (ones &* 0x22), backslash = w ^ (ones &* 0x5C)
                // Flagged: 0x80 and above (`w`), 0x7F (`w + 1`), below 0x20, '"' and '\'.
                let special = (w | (w &+ ones) | ((w &- ones &* 0x20) & ~w)
                    | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)) & highs
                if special != 0 {
                    // The lowest flagged byte is exact (borrows and carries only flag bytes
                    // above a flagged one).
                    pos += special.trailingZeroBitCount / 8
                    break
                }
                pos += 8
            }
            while pos < n {
                let c = buf[pos]
                if c < 0x20 || c >= 0x7F || c == 0x22 || c == 0x5C { break }
                pos += 1
            }
            guard pos < n else {
                throw failure("invalid JSON: unterminated string (no closing '\"' before the end of the file)", at: start)
            }
            let c = buf[pos]
            if c == 0x22 { break }
            if c == 0x5C {
                hasEscapes = true
                try parseEscape(stringStart: start)
            } else if c == 0x7F {
                isPrintableASCII = false
                pos += 1
            } else if c >= 0x80 {
                isPrintableASCII = false
                try skipUTF8Sequence()
            } else if c == 0x0A || c == 0x0D {
                throw failure("invalid JSON: unterminated string (no closing '\"' before the end of the line)", at: start)
            } else {
                throw failure("invalid JSON: control character \(Self.codePoint(UInt32(c))) in a string (write it as \\u\(Self.hexString(UInt32(c))))", at: pos)
            }
        }
        let end = pos
        pos += 1
        return (end, hasEscapes, isPrintableASCII)
    }

    private mutating func parseEscape(stringStart: Int) throws(SpecDiagnostic) {
        guard pos + 1 < n else {
            throw failure("invalid JSON: unterminated string (no closing '\"' before the end of the file)", at: stringStart)
        }
        switch buf[pos + 1] {
        case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74:
            pos += 2
        case 0x75:
            let high = try hex4(at: pos)
            if high >= 0xDC00 && high < 0xE000 {
                throw failure("invalid JSON: unpaired surrogate \\u\(Self.hexString(high)) in a string", at: pos)
            }
            if high >= 0xD800 && high < 0xDC00 {
                guard pos + 7 < n, buf[pos + 6] == 0x5C, buf[pos + 7] == 0x75,
                      let low = try? hex4(at: pos + 6), low >= 0xDC00 && low < 0xE000 else {
                    throw failure("invalid JSON: unpaired surrogate \\u\(Self.hexString(high)) in a string", at: pos)
                }
                pos += 12
            } else {
                pos += 6
            }
        default:
            let shown = Self.isPrintableASCII(buf[pos + 1]) ? "'\\\(Character(Unicode.Scalar(buf[pos + 1])))'" : "'\\' followed by \(describeByte(at: pos + 1))"
            throw failure("invalid JSON: invalid escape \(shown) in a string", at: pos)
        }
    }

    /// The value of the four hex digits after the `\u` at `at`.
    private func hex4(at: Int) throws(SpecDiagnostic) -> UInt32 {
        guard at + 5 < n else { throw failure("invalid JSON: incomplete \\u escape in a string", at: at) }
        var value: UInt32 = 0
        for k in 2..<6 {
            let h = Self.hexValue(buf[at + k])
            guard h < 16 else { throw failure("invalid JSON: \\u must be followed by four hex digits", at: at) }
            value = value << 4 | UInt32(h)
        }
        return value
    }

    /// Skips one multi-byte UTF-8 sequence at `pos`, or throws if it is invalid.
    private mutating func skipUTF8Sequence() throws(SpecDiagnostic) {
        guard let length = Self.validUTF8Length(buf, pos) else {
            throw failure("invalid UTF-8: byte 0x\(Self.hexString(UInt32(buf[pos]), digits: 2)) at byte offset \(pos)", at: pos)
        }
        pos += length
        continuationsOnLine += length - 1
    }

    private mutating func parseNumber() throws(SpecDiagnostic) {
        let start = pos
        let value = try scanNumber()
        _ = try appendNode(.number, payload: value.bitPattern, start: start)
    }

    /// Scans the number at `pos` and moves past it.
    private mutating func scanNumber() throws(SpecDiagnostic) -> Double {
        let start = pos
        var negative = false
        if buf[pos] == UInt8(ascii: "-") {
            negative = true
            pos += 1
        }
        guard pos < n, Self.isDigit(buf[pos]) else {
            throw failure("invalid JSON: invalid number '\(numberText(start))' (expected a digit after '-')", at: start)
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        var exact = true
        if buf[pos] == UInt8(ascii: "0") {
            pos += 1
            if pos < n, Self.isDigit(buf[pos]) {
                throw failure("invalid JSON: invalid number '\(numberText(start))' (leading zeros are not allowed)", at: start)
            }
        } else {
            while pos < n, Self.isDigit(buf[pos]) {
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(buf[pos] &- 0x30)
                    digits += 1
                } else {
                    exact = false
                }
                pos += 1
            }
        }
        if pos < n, buf[pos] == UInt8(ascii: ".") {
            pos += 1
            guard pos < n, Self.isDigit(buf[pos]) else {
                throw failure("invalid JSON: invalid number '\(numberText(start))' (expected a digit after '.')", at: start)
            }
            while pos < n, Self.isDigit(buf[pos]) {
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(buf[pos] &- 0x30)
                    if mantissa != 0 { digits += 1 }
                    exponent -= 1
                } else {
                    exact = false
                }
                pos += 1
            }
        }
        if pos < n, buf[pos] | 0x20 == UInt8(ascii: "e") {
            pos += 1
            var exponentSign = 1
            if pos < n, buf[pos] == UInt8(ascii: "+") || buf[pos] == UInt8(ascii: "-") {
                if buf[pos] == UInt8(ascii: "-") { exponentSign = -1 }
                pos += 1
            }
            guard pos < n, Self.isDigit(buf[pos]) else {
                throw failure("invalid JSON: invalid number '\(numberText(start))' (expected a digit in the exponent)", at: start)
            }
            var e = 0
            while pos < n, Self.isDigit(buf[pos]) {
                if e < 1_000_000 { e = e * 10 + Int(buf[pos] &- 0x30) }
                pos += 1
            }
            exponent += exponentSign * e
        }
        var value: Double
        if exact, mantissa < 1 << 53, exponent >= -22, exponent <= 22 {
            // Clinger's fast path: one correctly rounded operation on exact operands.
            value = exponent < 0 ? Double(mantissa) / Self.powersOfTen[-exponent]
                                 : Double(mantissa) * Self.powersOfTen[exponent]
            if negative { value = -value }
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: buf[start..<pos]), as: UTF8.self)
            value = Double(text) ?? (negative ? -.infinity : .infinity)
        }
        return value
    }

    /// The number-like text from `start`, for messages.
    private func numberText(_ start: Int) -> String {
        var end = start
        while end < n, end - start < 40, JSONDocument.isNumberByte(buf[end]) || Self.isWordByte(buf[end]) { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: buf[start..<end]), as: UTF8.self)
    }

    private static let powersOfTen: [Double] = (0...22).map { k in
        var p = 1.0
        for _ in 0..<k { p *= 10 }
        return p
    }

    // MARK: Errors

    /// An error at byte offset `at` of the current line.
    private func failure(_ message: String, at: Int) -> SpecDiagnostic {
        var column = 1
        var p = lineStart
        while p < at {
            if buf[p] & 0xC0 != 0x80 { column += 1 }
            p += 1
        }
        return SpecDiagnostic(severity: .error, file: file, path: "", line: line, column: column, message: message)
    }

    /// "invalid JSON: expected X, got Y" for the byte at `at` (or invalid UTF-8 if it is).
    private func unexpected(at: Int, expected: String) -> SpecDiagnostic {
        if at < n, buf[at] >= 0x80, Self.validUTF8Length(buf, at) == nil {
            return failure("invalid UTF-8: byte 0x\(Self.hexString(UInt32(buf[at]), digits: 2)) at byte offset \(at)", at: at)
        }
        let hint = at < n && buf[at] == UInt8(ascii: "/") ? " (JSON has no comments)" : ""
        return failure("invalid JSON: expected \(expected), got \(describeByte(at: at))\(hint)", at: at)
    }

    /// What is at `at`, for messages: `end of file`, `'x'`, `'NaN'` (a whole word), `U+0007`.
    private func describeByte(at: Int) -> String {
        guard at < n else { return "end of file" }
        let c = buf[at]
        if Self.isWordByte(c) {
            var end = at
            while end < n, end - at < 20, Self.isWordByte(buf[end]) { end += 1 }
            return "'" + String(decoding: UnsafeBufferPointer(rebasing: buf[at..<end]), as: UTF8.self) + "'"
        }
        if c == UInt8(ascii: "'") { return "a single quote" }
        if Self.isPrintableASCII(c) { return "'\(Character(Unicode.Scalar(c)))'" }
        if c < 0x80 { return Self.codePoint(UInt32(c)) }
        if let length = Self.validUTF8Length(buf, at) {
            let text = String(decoding: UnsafeBufferPointer(rebasing: buf[at..<(at + length)]), as: UTF8.self)
            return "'\(text)'"
        }
        return "byte 0x\(Self.hexString(UInt32(c), digits: 2))"
    }

    // MARK: Bytes

    @inline(__always) private static func isDigit(_ c: UInt8) -> Bool { c &- 0x30 < 10 }

    @inline(__always) fileprivate static func isWordByte(_ c: UInt8) -> Bool {
        (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) || isDigit(c) || c == 0x5F
    }

    @inline(__always) private static func isPrintableASCII(_ c: UInt8) -> Bool { c > 0x20 && c < 0x7F }

    /// The value of a hex digit, or 16 if `c` is not one.
    static func hexValue(_ c: UInt8) -> UInt8 {
        switch c {
        case 0x30...0x39: return c - 0x30
        case 0x41...0x46: return c - 0x41 + 10
        case 0x61...0x66: return c - 0x61 + 10
        default: return 16
        }
    }

    private static func hexString(_ value: UInt32, digits: Int = 4) -> String {
        let s = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - s.count)) + s
    }

    private static func codePoint(_ value: UInt32) -> String { "U+" + hexString(value) }

    /// The length of the valid UTF-8 sequence starting at `p` (a byte >= 0x80), or nil.
    private static func validUTF8Length(_ b: UnsafeBufferPointer<UInt8>, _ p: Int) -> Int? {
        let n = b.count
        let c = b[p]
        func cont(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            p + k < n && b[p + k] >= low && b[p + k] <= high
        }
        switch c {
        case 0xC2...0xDF: return cont(1) ? 2 : nil
        case 0xE0: return cont(1, 0xA0) && cont(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE, 0xEF: return cont(1) && cont(2) ? 3 : nil
        case 0xED: return cont(1, 0x80, 0x9F) && cont(2) ? 3 : nil
        case 0xF0: return cont(1, 0x90) && cont(2) && cont(3) ? 4 : nil
        case 0xF1...0xF3: return cont(1) && cont(2) && cont(3) ? 4 : nil
        case 0xF4: return cont(1, 0x80, 0x8F) && cont(2) && cont(3) ? 4 : nil
        default: return nil
        }
    }
}

// MARK: - Items straight into columns (the fast path)

extension JSONParser {
    /// Whether the value at `pos` is the value of a section's `items`: three containers are
    /// open (the top-level object, the array of `sections`, a section object) and the last key
    /// read is `items`.
    private func isAtSectionItems() -> Bool {
        guard stack.count == 3, nodes[stack[0]].kind == .object, nodes[stack[1]].kind == .array,
              nodes[stack[2]].kind == .object, let key = nodes.last, key.kind == .string,
              stack[1] > 0 else { return false }
        return isPlainKey(nodes[nodes.count - 1], "items") && isPlainKey(nodes[stack[1] - 1], "sections")
    }

    /// Whether string node `node` is exactly `word`, without escapes.
    private func isPlainKey(_ node: JSONNode, _ word: StaticString) -> Bool {
        guard node.kind == .string, node.payload >> 32 == 0 else { return false }
        let start = Int(node.start) + 1
        let end = Int(node.payload & 0xFFFF_FFFF)
        guard end - start == word.utf8CodeUnitCount else { return false }
        for k in 0..<(end - start) where buf[start + k] != word.utf8Start[k] { return false }
        return true
    }

    /// Gives up the fast path: the caller runs the full parser and decoder instead.
    private func unusual() -> SpecDiagnostic { SpecDiagnostic(severity: .error, file: file, message: "") }

    /// The item keys, as the bit ``decodeItemColumns()`` records each under.
    private enum ItemKey: UInt8 {
        case height = 1, width = 2, title = 4, text = 8, fullSpan = 16, aspectRatio = 32
    }

    /// The item key whose quoted name starts at `pos`, moving past its closing quote; `nil`
    /// for any other key (or one with escapes). Compares the name and its closing quote as one
    /// 8-byte word.
    @inline(__always)
    private mutating func itemKey() -> ItemKey? {
        guard pos + 10 <= n else { return slowItemKey() }
        let word = UnsafeRawPointer(buf.baseAddress! + pos + 1).loadUnaligned(as: UInt64.self)
        let key: ItemKey
        let length: Int
        // Little-endian words of `height"`, `width"`, `title"`, `text"` and `fullSpan`.
        if word & 0x00FF_FFFF_FFFF_FFFF == Self.word("height\"") { key = .height; length = 7 }
        else if word & 0x0000_FFFF_FFFF_FFFF == Self.word("title\"") { key = .title; length = 6 }
        else if word & 0x0000_FFFF_FFFF_FFFF == Self.word("width\"") { key = .width; length = 6 }
        else if word & 0x0000_00FF_FFFF_FFFF == Self.word("text\"") { key = .text; length = 5 }
        else if word == Self.word("fullSpan"), buf[pos + 9] == 0x22 { key = .fullSpan; length = 9 }
        else if word == Self.word("aspectRa"), pos + 13 <= n, buf[pos + 9] == UInt8(ascii: "t"),
                buf[pos + 10] == UInt8(ascii: "i"), buf[pos + 11] == UInt8(ascii: "o"), buf[pos + 12] == 0x22 {
            key = .aspectRatio; length = 12
        }
        else { return nil }
        pos += 1 + length
        return key
    }

    /// `text` (at most 8 ASCII bytes) as a little-endian word, zero-padded.
    @inline(__always)
    private static func word(_ text: StaticString) -> UInt64 {
        var value: UInt64 = 0
        for k in 0..<text.utf8CodeUnitCount { value |= UInt64(text.utf8Start[k]) << (8 * k) }
        return value
    }

    /// ``itemKey()`` near the end of the buffer, byte by byte.
    private mutating func slowItemKey() -> ItemKey? {
        var end = pos + 1
        while end < n, end - pos <= 12, buf[end] != 0x22, buf[end] != 0x5C { end += 1 }
        guard end < n, buf[end] == 0x22 else { return nil }
        let start = pos + 1
        let length = end - start
        func matches(_ word: StaticString) -> Bool {
            guard length == word.utf8CodeUnitCount else { return false }
            for k in 0..<length where buf[start + k] != word.utf8Start[k] { return false }
            return true
        }
        let key: ItemKey? = matches("height") ? .height : matches("width") ? .width : matches("title") ? .title
            : matches("text") ? .text : matches("fullSpan") ? .fullSpan : matches("aspectRatio") ? .aspectRatio : nil
        if key != nil { pos = end + 1 }
        return key
    }

    /// A length at `pos` as the decoder takes it (0 ... ``SpecLimits/maxLength``, -0 as 0), or
    /// `nil` for anything else.
    @inline(__always)
    private mutating func itemLength() throws(SpecDiagnostic) -> Double? {
        guard pos < n, buf[pos] == UInt8(ascii: "-") || buf[pos] &- 0x30 < 10 else { return nil }
        // The common case, a short integer without a leading zero: read here.
        if buf[pos] != UInt8(ascii: "0") && buf[pos] != UInt8(ascii: "-") {
            var end = pos
            var value = 0
            while end < n, end - pos < 15, buf[end] &- 0x30 < 10 {
                value = value &* 10 &+ Int(buf[end] &- 0x30)
                end += 1
            }
            if end < n, buf[end] &- 0x30 >= 10, buf[end] != UInt8(ascii: "."), buf[end] | 0x20 != UInt8(ascii: "e") {
                pos = end
                let length = Double(value)
                return length <= SpecLimits.maxLength ? length : nil
            }
        }
        let value = try scanNumber()
        guard value >= 0, value <= SpecLimits.maxLength else { return nil }
        return value == 0 ? 0 : value
    }

    /// An aspect ratio at `pos` as the decoder takes it (``SpecLimits/minRatio`` ...
    /// ``SpecLimits/maxRatio``), or `nil` for anything else.
    @inline(__always)
    private mutating func itemRatio() throws(SpecDiagnostic) -> Double? {
        guard pos < n, buf[pos] &- 0x30 < 10 else { return nil }
        let value = try scanNumber()
        guard value >= SpecLimits.minRatio, value <= SpecLimits.maxRatio else { return nil }
        return value
    }

    /// Decodes the array of items at `pos` into ``ItemColumns``, recorded under an empty array
    /// node; throws ``unusual()`` for anything the full decoder would warn or err about.
    private mutating func decodeItemColumns() throws(SpecDiagnostic) {
        let arrayNode = try appendNode(.array, payload: 0, start: pos)
        // The columns grow as items come (by doubling): reserving for what the rest of the file
        // might hold would cost address space per section.
        var columns = ItemColumns()
        // Items are written to a small run first, added to the columns a run at a time.
        var run = ItemRun(base: 0)
        var values = 0
        let arrayStart = pos
        pos += 1
        var releaseMark = pos
        var keysNamed: UInt8 = 0
        skipWhitespace()
        if pos < n, buf[pos] == UInt8(ascii: "]") {
            pos += 1
        } else {
            items: while true {
                skipWhitespace()
                guard pos < n, buf[pos] == UInt8(ascii: "{") else { throw unusual() }
                pos += 1
                values += 1
                var height = Double.nan, width = Double.nan, ratio = Double.nan, fullSpan = false
                var title: (end: Int, hasEscapes: Bool, start: Int)?
                var text: (end: Int, hasEscapes: Bool, start: Int)?
                var titleIsPrintableASCII = false
                var seen: UInt8 = 0
                skipWhitespace()
                if pos < n, buf[pos] == UInt8(ascii: "}") {
                    pos += 1
                } else {
                    while true {
                        guard pos < n, buf[pos] == 0x22, let key = itemKey() else { throw unusual() }
                        guard seen & key.rawValue == 0 else { throw unusual() }
                        seen |= key.rawValue
                        skipWhitespace()
                        guard pos < n, buf[pos] == UInt8(ascii: ":") else { throw unusual() }
                        pos += 1
                        skipWhitespace()
                        guard pos < n else { throw unusual() }
                        values += 2
                        switch key {
                        case .height:
                            guard let value = try itemLength() else { throw unusual() }
                            height = value
                        case .width:
                            guard let value = try itemLength() else { throw unusual() }
                            width = value
                        case .aspectRatio:
                            guard let value = try itemRatio() else { throw unusual() }
                            ratio = value
                        case .title, .text:
                            guard buf[pos] == 0x22 else { throw unusual() }
                            let start = pos + 1
                            let (end, hasEscapes, isPrintableASCII) = try scanString()
                            if key == .title {
                                title = (end, hasEscapes, start)
                                titleIsPrintableASCII = isPrintableASCII && !hasEscapes
                            } else {
                                text = (end, hasEscapes, start)
                            }
                        case .fullSpan:
                            if pos + 4 <= n, buf[pos] == UInt8(ascii: "t"), buf[pos + 1] == UInt8(ascii: "r"),
                               buf[pos + 2] == UInt8(ascii: "u"), buf[pos + 3] == UInt8(ascii: "e") {
                                fullSpan = true
                                pos += 4
                            } else if pos + 5 <= n, buf[pos] == UInt8(ascii: "f"), buf[pos + 1] == UInt8(ascii: "a"),
                                      buf[pos + 2] == UInt8(ascii: "l"), buf[pos + 3] == UInt8(ascii: "s"),
                                      buf[pos + 4] == UInt8(ascii: "e") {
                                pos += 5
                            } else {
                                throw unusual()
                            }
                            if pos < n, Self.isWordByte(buf[pos]) { throw unusual() }
                        }
                        skipWhitespace()
                        guard pos < n else { throw unusual() }
                        if buf[pos] == UInt8(ascii: ",") {
                            pos += 1
                            skipWhitespace()
                            continue
                        }
                        guard buf[pos] == UInt8(ascii: "}") else { throw unusual() }
                        pos += 1
                        break
                    }
                }
                // An aspect ratio after a height or a width: the decoder warns (precedence).
                if seen & ItemKey.aspectRatio.rawValue != 0, seen & (ItemKey.height.rawValue | ItemKey.width.rawValue) != 0 {
                    throw unusual()
                }
                keysNamed |= seen
                run.startItem(height: height, width: width, aspectRatio: ratio, fullSpan: fullSpan,
                              hasTitle: title != nil, hasText: text != nil, titleIsPrintableASCII: titleIsPrintableASCII)
                if let title { run.appendString(buf, title.start, title.end, unescaping: title.hasEscapes) }
                run.endTitle()
                if let text { run.appendString(buf, text.start, text.end, unescaping: text.hasEscapes) }
                run.endText()
                itemsInColumns += 1
                if run.isFull {
                    columns.append(run)
                    run.removeAll(base: columns.strings.count)
                    if columns.count == Self.estimateAfter {
                        // Room for as many more items as the rest of the file holds at this rate: no
                        // copies as the columns grow (what is left over is given back at the end).
                        let bytesPerItem = max(1, (pos - arrayStart) / Self.estimateAfter)
                        let expected = min(Self.estimateAfter + (n - pos) / bytesPerItem + 64, SpecLimits.maxItems + 1)
                        // The strings' rate multiplied before it is divided (10.6 bytes an item must
                        // not count as 10), with an eighth more: a blob that outgrows its room is
                        // copied whole as the array doubles (shrinkToFit lets up to a quarter stay).
                        let seen = columns.strings.count
                        let stringBytes = seen * expected / Self.estimateAfter + seen * expected / (8 * Self.estimateAfter) + 64
                        columns.reserveCapacity(items: expected, stringBytes: stringBytes)
                    }
                }
                if releasesItemBytes, pos &- releaseMark >= Self.releaseRun { releaseItemBytes(from: &releaseMark) }
                guard itemsInColumns <= SpecLimits.maxItems,
                      nodes.count + valuesInColumns + values < maxValues,
                      run.stringsEnd < Int(UInt32.max) else { throw unusual() }
                skipWhitespace()
                guard pos < n else { throw unusual() }
                if buf[pos] == UInt8(ascii: ",") {
                    pos += 1
                    continue items
                }
                guard buf[pos] == UInt8(ascii: "]") else { throw unusual() }
                pos += 1
                break
            }
        }
        columns.append(run)
        valuesInColumns += values
        columns.keysNamed = keysNamed
        columns.shrinkToFit()
        closeEmptyArray(arrayNode)
        itemColumns[arrayNode] = columns
    }

    /// After how many items of an array the rest of its length is estimated (a multiple of
    /// ``ItemRun/capacity``: the columns reach it as a run is added).
    private static let estimateAfter = 4_096

    /// How many bytes of items are parsed between two hand-backs of their pages. The peak of a
    /// load's memory is the whole file plus the columns made before the first hand-back (and
    /// the run's 50 KB of buffers): half a megabyte keeps it below what 1 MB did without them.
    private static let releaseRun = 1 << 19

    /// Hands back the memory pages wholly between `mark` and `pos` (inside an items array,
    /// already decoded) and moves `mark` to `pos`.
    private mutating func releaseItemBytes(from mark: inout Int) {
        let page = PlatformMemory.pageSize
        let base = Int(bitPattern: buf.baseAddress!)
        let from = (base + mark + page - 1) / page * page
        let to = (base + pos) / page * page
        if to > from, PlatformMemory.releasePages(from: from, to: to) {
            releasedItemBytes = true
        }
        mark = pos
    }

    /// Ends the array node `index`, with no elements, right after it was appended.
    private mutating func closeEmptyArray(_ index: Int) {
        nodes[index].payload = UInt64(nodes.count) << 32
    }
}
