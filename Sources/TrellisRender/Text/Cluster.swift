import Synchronization

/// The symbol of a ``Cell``, stored in 4 bytes with no heap allocation: a grapheme cluster of
/// one Unicode scalar (letters, box drawing, CJK: almost every cell) is the scalar itself; a
/// longer cluster (a letter with combining marks, a flag, an emoji with its skin tone, a ZWJ
/// sequence) is an index into a process-wide table of interned clusters, which holds each
/// distinct cluster once, however many cells show it.
///
/// Equal clusters have equal values, so comparing two cells compares 8 bytes.
///
/// ```swift
/// Cluster("a").isSingleScalar      // true: stored inline
/// Cluster("👍🏽").string              // "👍🏽": interned
/// Cluster("👍🏽") == Cluster("👍🏽")  // true
/// ```
public struct Cluster: Hashable, Sendable {
    /// 0: empty; below ``tableFlag``: one scalar; otherwise `tableFlag | index` into the table.
    public let rawValue: UInt32

    /// Marks a value as an index into the cluster table.
    static let tableFlag: UInt32 = 0x8000_0000

    /// The empty cluster, the symbol of a continuation cell.
    public static let empty = Cluster(rawValue: 0)
    /// A space.
    public static let space = Cluster(rawValue: 0x20)

    private init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The one-scalar cluster `scalar` (U+0000 is kept in the table, apart from ``empty``).
    @inlinable
    public init(_ scalar: Unicode.Scalar) {
        self = scalar.value == 0 ? Cluster(interning: "\u{0}") : Cluster(uncheckedScalar: scalar.value)
    }

    /// The cluster of `character`.
    public init(_ character: Character) {
        if let value = Self.singleScalarValue(of: character), value != 0 {
            self.init(uncheckedScalar: value)
        } else {
            self.init(interning: String(character))
        }
    }

    /// The scalar value of a one-scalar `character`; nil for a longer cluster. One scalar is at
    /// most 4 UTF-8 bytes and its first byte says how many: it is decoded straight from the
    /// bytes (iterating the scalars costs more than a whole cell write).
    static func singleScalarValue(of character: Character) -> UInt32? {
        let utf8 = character.utf8
        let count = utf8.count
        guard count <= 4 else { return nil }
        var iterator = utf8.makeIterator()
        let lead = UInt32(iterator.next() ?? 0)
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard length == count else { return nil }
        var value = length == 1 ? lead : lead & (0xFF >> (length + 1))
        for _ in 1..<length { value = value << 6 | UInt32((iterator.next() ?? 0) & 0x3F) }
        return value
    }

    /// The cluster of `string`: empty, one scalar, or any other text, interned (the writers of
    /// ``CellGrid`` only ever store one grapheme cluster).
    public init(_ string: String) {
        var iterator = string.unicodeScalars.makeIterator()
        guard let first = iterator.next() else { self = .empty; return }
        if iterator.next() == nil, first.value != 0 {
            self.init(uncheckedScalar: first.value)
        } else {
            self.init(interning: string)
        }
    }

    /// A one-scalar cluster from a scalar value that is not 0.
    @usableFromInline
    init(uncheckedScalar value: UInt32) { rawValue = value }

    /// The interned cluster for `string` (not empty).
    @usableFromInline
    init(interning string: String) { rawValue = Self.tableFlag | ClusterTable.shared.index(of: string) }

    /// Whether this is the empty cluster.
    public var isEmpty: Bool { rawValue == 0 }

    /// Whether the cluster is one scalar, stored inline.
    public var isSingleScalar: Bool { rawValue != 0 && rawValue < Self.tableFlag }

    /// The scalar of a one-scalar cluster; nil for an empty or interned one.
    public var singleScalar: Unicode.Scalar? { isSingleScalar ? Unicode.Scalar(rawValue) : nil }

    /// The cluster as text.
    public var string: String {
        if rawValue == 0 { return "" }
        if rawValue < Self.tableFlag { return Unicode.Scalar(rawValue).map { String(Character($0)) } ?? "" }
        return ClusterTable.shared.string(at: rawValue & ~Self.tableFlag)
    }

    /// The scalar values of the cluster, in order (empty for the empty cluster).
    public var scalarValues: [UInt32] {
        if rawValue == 0 { return [] }
        if rawValue < Self.tableFlag { return [rawValue] }
        return string.unicodeScalars.map(\.value)
    }
}

/// The interned clusters: every multi-scalar cluster any cell has held, once each, for the life
/// of the process. Thread-safe (a mutex); only clusters of more than one scalar come here.
final class ClusterTable: Sendable {
    /// The table every ``Cluster`` uses.
    static let shared = ClusterTable()

    private struct Storage {
        var strings: [String] = []
        var indices: [String: UInt32] = [:]
    }

    private let storage = Mutex(Storage())

    /// The index of `string`, adding it the first time.
    func index(of string: String) -> UInt32 {
        storage.withLock { storage in
            if let index = storage.indices[string] { return index }
            let index = UInt32(storage.strings.count)
            precondition(index < Cluster.tableFlag, "more distinct clusters than a cell can index")
            storage.strings.append(string)
            storage.indices[string] = index
            return index
        }
    }

    /// The cluster at `index`.
    func string(at index: UInt32) -> String {
        storage.withLock { $0.strings[Int(index)] }
    }
}
