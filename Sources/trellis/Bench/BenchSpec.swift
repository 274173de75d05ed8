/// The specs the benchmark loads, generated from a fixed seed and written as JSON to a temporary
/// file, so that each is loaded the way the previewer loads a spec (see `trellis help bench`).
enum BenchSpec {
    /// What the spec's items are.
    enum Kind: String, CaseIterable {
        /// A waterfall of 4 columns; each item `{"height": 3–14, "title": "Item N"}` (about 37
        /// bytes an item: a 1,000,000-item spec is 37 MB, as in issue 13).
        case waterfall
        /// Tags; each item `{"title": …}` of 1–2 words, its width measured from the title.
        case tags
        /// A waterfall of 4 columns of self-sizing items, each a short `text` of 1–3 words.
        /// About one text in ten is wider than its column at 80 columns and wraps.
        case text
        /// A compositional grid: a `count` group of 3 cells a row, 4 high; each item
        /// `{"title": "Item N"}`.
        case compositionalGrid = "comp grid"
        /// A compositional nested mosaic: one large cell beside a column of two small ones, 8
        /// high; each item `{"title": "Item N"}`.
        case compositionalMosaic = "comp mosaic"

        /// Whether the spec is a compositional layout.
        var isCompositional: Bool { self == .compositionalGrid || self == .compositionalMosaic }
    }

    /// The compositional layout-wide keys of `kind`: its group, spacing and insets.
    static func compositionalKeys(_ kind: Kind) -> String {
        let cell = #"{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}, "insets": {"left": 1, "right": 1}}"#
        let group = kind == .compositionalGrid
            ? #"{"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 4}, "count": 3, "subitems": [\#(cell)]}"#
            : #"{"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 8}, "subitems": ["#
                + #"{"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}, "insets": {"left": 1, "right": 1}}, "#
                + #"{"axis": "vertical", "width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}, "#
                + #""subitems": [{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 0.5}, "insets": {"right": 1}}]}]}"#
        return #""layout": "compositional", "group": \#(group), "interGroupSpacing": 1, "inset": {"top": 1, "left": 1, "bottom": 1, "right": 1}"#
    }

    /// The words titles and texts are made of.
    static let words = ["lake", "dawn", "quiet", "mountain", "river", "stone", "light", "forest", "cloud",
                        "field", "snow", "path"]

    /// The spec's title, shown in the status line.
    static func title(_ kind: Kind) -> String {
        switch kind {
        case .text: return "bench: short texts"
        case .compositionalGrid: return "bench: compositional grid"
        case .compositionalMosaic: return "bench: nested mosaic"
        case .waterfall, .tags: return "bench: " + kind.rawValue
        }
    }

    /// The spec's JSON: `count` items of `kind`.
    static func json(_ kind: Kind, items count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 40 + 200)
        let layout = kind.isCompositional ? compositionalKeys(kind) : kind == .tags
            ? #""layout": "tags", "lineSpacing": 0, "interitemSpacing": 1"#
            : #""layout": "waterfall", "columns": 4, "lineSpacing": 1, "interitemSpacing": 1"#
        bytes += Array("{\"title\": \"\(title(kind))\", \(layout), \"sections\": [{\"items\": [".utf8)
        var state: UInt64 = kind == .text ? 0x7E47 : kind == .tags ? 0x7A65 : kind.isCompositional ? 0xC0435 : 0xBE7C4
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        func words(_ count: Int) {
            for word in 0..<count {
                if word > 0 { bytes.append(0x20) }
                bytes += Array(Self.words[next(Self.words.count)].utf8)
            }
        }
        for index in 0..<count {
            bytes += Array((index == 0 ? "\n{" : ",\n{").utf8)
            switch kind {
            case .waterfall:
                bytes += Array("\"height\": \(3 + next(12)), \"title\": \"Item \(index + 1)\"".utf8)
            case .tags:
                bytes += Array("\"title\": \"".utf8)
                words(1 + next(2))
                bytes.append(0x22)
            case .text:
                bytes += Array("\"text\": \"".utf8)
                words(1 + next(3))
                bytes.append(0x22)
            case .compositionalGrid, .compositionalMosaic:
                bytes += Array("\"title\": \"Item \(index + 1)\"".utf8)
            }
            bytes.append(0x7D)
        }
        bytes += Array("\n]}]}\n".utf8)
        return bytes
    }

    /// Writes `bytes` to a new temporary file and returns its path; the caller removes it.
    static func writeTemporaryFile(_ bytes: [UInt8]) throws(CommandFailure) -> String {
        try Platform.writeTemporaryFile(bytes, template: "/tmp/trellis-bench-XXXXXX.json")
    }
}
