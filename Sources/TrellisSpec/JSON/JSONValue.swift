/// The kind of a JSON value.
enum JSONKind: UInt8, Sendable {
    case null, `false`, `true`, number, string, array, object

    /// The kind with an article, for messages: `an object`, `a number`, `null`.
    var phrase: String {
        switch self {
        case .null: return "null"
        case .false: return "false"
        case .true: return "true"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// One JSON value in a ``JSONDocument``'s flat tape: 24 bytes, no allocation.
///
/// The values are stored in document order (pre-order): a container is followed by its
/// children, an object's children alternate key (a string node) and value.
struct JSONNode: Sendable {
    /// Number: the `Double`'s bit pattern. String: the offset of the closing quote (low 32
    /// bits) and whether it has escapes (bit 32). Array and object: the number of elements
    /// or members (low 32 bits) and the index of the node after the container's last
    /// descendant (high 32 bits). Otherwise 0.
    var payload: UInt64
    /// The offset of the value's first byte (for a string: the opening quote).
    var start: UInt32
    /// The line of the first byte, from 1.
    var line: UInt32
    /// The column of the first byte, from 1, in Unicode characters.
    var column: UInt32
    /// What the value is.
    var kind: JSONKind
}

/// A parsed JSON text: the source bytes and the tape of values, every value with its line and
/// column. Node 0 is the top-level value. Strings are decoded on demand.
struct JSONDocument: Sendable {
    /// The source text, UTF-8.
    let bytes: [UInt8]
    /// Every value in document order; see ``JSONNode``.
    let nodes: [JSONNode]
    /// The `sections[i].items` arrays the fast path decoded into columns, by the index of their
    /// array node (which has no elements in ``nodes``); see
    /// ``JSONParser/parseWithItemColumns(_:file:)``. Empty from the full parser.
    var itemColumns: [Int: ItemColumns] = [:]

    /// The number of items of the items array node `i`: its elements, or its columns' items.
    func itemCount(_ i: Int) -> Int { itemColumns[i]?.count ?? count(i) }

    /// The kind of node `i`.
    @inline(__always) func kind(_ i: Int) -> JSONKind { nodes[i].kind }

    /// The line and column of node `i`.
    func position(_ i: Int) -> (line: Int, column: Int) {
        (Int(nodes[i].line), Int(nodes[i].column))
    }

    /// The number value of node `i` (a number node).
    @inline(__always) func number(_ i: Int) -> Double { Double(bitPattern: nodes[i].payload) }

    /// The number of elements (array) or members (object) of node `i`.
    @inline(__always) func count(_ i: Int) -> Int { Int(nodes[i].payload & 0xFFFF_FFFF) }

    /// The index of the node that follows node `i` and all its descendants.
    @inline(__always) func next(after i: Int) -> Int {
        let node = nodes[i]
        if node.kind == .array || node.kind == .object { return Int(node.payload >> 32) }
        return i + 1
    }

    /// The elements of array node `i`, as node indices.
    func elements(of i: Int) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(count(i))
        forEachElement(of: i) { out.append($0) }
        return out
    }

    /// Calls `body` with the node index of every element of array node `i`, in order.
    @inline(__always) func forEachElement<E: Error>(of i: Int, _ body: (Int) throws(E) -> Void) throws(E) {
        var child = i + 1
        for _ in 0..<count(i) {
            try body(child)
            child = next(after: child)
        }
    }

    /// Calls `body` with the key node and the value node of every member of object node `i`,
    /// in order.
    @inline(__always) func forEachMember<E: Error>(of i: Int, _ body: (_ key: Int, _ value: Int) throws(E) -> Void) throws(E) {
        var key = i + 1
        for _ in 0..<count(i) {
            try body(key, key + 1)
            key = next(after: key + 1)
        }
    }

    /// The decoded text of string node `i`.
    func string(_ i: Int) -> String {
        let node = nodes[i]
        let start = Int(node.start) + 1
        let end = Int(node.payload & 0xFFFF_FFFF)
        if node.payload >> 32 == 0 {
            return bytes.withUnsafeBufferPointer { String(decoding: $0[start..<end], as: UTF8.self) }
        }
        return JSONDocument.unescape(bytes, start, end)
    }

    /// How node `i` is shown after "got" in a message: the source text of a number or literal,
    /// a string's decoded text quoted as ``SpecDecoder/quoted(_:)`` does (hostile characters as
    /// `\u{XXXX}`; longer than 40 characters: the first 39 and `…`), or `an object` / `an array`.
    func describe(_ i: Int) -> String {
        let node = nodes[i]
        let start = Int(node.start)
        switch node.kind {
        case .null, .false, .true, .array, .object:
            return node.kind.phrase
        case .number:
            var end = start
            while end < bytes.count, JSONDocument.isNumberByte(bytes[end]) { end += 1 }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        case .string:
            let text = string(i)
            let head = text.prefix(41)
            guard head.count > 40 else { return SpecDecoder.quoted(text) }
            return SpecDecoder.quoted(String(head.prefix(39))).dropLast() + "…\""
        }
    }

    @inline(__always) static func isNumberByte(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || c == 0x2D || c == 0x2B || c == 0x2E || c == 0x65 || c == 0x45
    }

    /// Decodes the escapes of a string's contents (already validated by the parser).
    static func unescape(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var p = start
        func hex4(_ at: Int) -> UInt32 {
            var v: UInt32 = 0
            for k in 0..<4 { v = v << 4 | UInt32(JSONParser.hexValue(bytes[at + k])) }
            return v
        }
        func appendScalar(_ v: UInt32) {
            let scalar = Unicode.Scalar(v) ?? "\u{FFFD}"
            out.append(contentsOf: UTF8.encode(scalar)!)
        }
        while p < end {
            let c = bytes[p]
            guard c == 0x5C else { out.append(c); p += 1; continue }
            let e = bytes[p + 1]
            p += 2
            switch e {
            case 0x62: out.append(0x08)
            case 0x66: out.append(0x0C)
            case 0x6E: out.append(0x0A)
            case 0x72: out.append(0x0D)
            case 0x74: out.append(0x09)
            case 0x75:
                var v = hex4(p)
                p += 4
                if v >= 0xD800 && v < 0xDC00 {
                    let low = hex4(p + 2)
                    p += 6
                    v = 0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00)
                }
                appendScalar(v)
            default: out.append(e)  // " \ /
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
