import TrellisLayout

/// The rects of the doctor's sweep, each with the bounds origin a viewer showing it has: the
/// visible rect at every page of a scroll through the whole content, the sideways pages of each
/// orthogonally scrolling section (its band, a view's width at a time across its extent), and
/// random rects over the content from a seed, as wide as the view when it scrolls only down (as
/// tall when it scrolls only across), as a collection view asks.
struct SweepPlan {
    /// The most pages the sweep asks along an axis (about 4.6 million points of content at a
    /// height of 23; the sweep then takes about 2 s in a release build). Content longer than that
    /// (an estimate of 1e12 gone wrong) gets that many pages spread evenly over it.
    static let pageLimit = 200_000

    /// The whole content rect (widened to the orthogonal sections' extents).
    var content: Rect
    /// The content size's width as the layout reports it.
    var contentWidth: Double
    /// The visible rect's size.
    var page: Size
    /// Each orthogonal section and its sideways extent.
    var orthogonalBands: [(section: OrthogonalSection, extent: ClosedRange<Double>)]
    /// How many random rects, and their seed.
    var randomRects: Int
    var seed: UInt64

    /// The rects, pages first (top to bottom, then left to right), then the sideways pages, then the random rects.
    func rects() -> [(rect: Rect, origin: Point)] {
        let width = page.width, height = page.height
        let maxX = max(0, content.maxX - width), maxY = max(0, content.maxY - height)
        func origin(_ x: Double, _ y: Double) -> Point {
            Point(x: max(0, min(maxX, x.isFinite ? x : 0)), y: max(0, min(maxY, y.isFinite ? y : 0)))
        }
        var sweep: [(rect: Rect, origin: Point)] = []
        let pageWidth = contentWidth.isFinite ? max(contentWidth, width) : width
        let rows = Self.starts(content.height, height)
        for y in rows {
            for x in Self.starts(pageWidth, width, limit: max(1, Self.pageLimit / rows.count)) {
                sweep.append((Rect(x: x, y: y, width: width, height: height), origin(x, y)))
            }
        }
        for (section, extent) in orthogonalBands where section.maxY > section.minY {
            let band = section.maxY - section.minY
            for x in Self.starts(extent.upperBound - extent.lowerBound, width) {
                sweep.append((Rect(x: extent.lowerBound + x, y: section.minY, width: width, height: band), origin(0, section.minY)))
            }
        }
        var random = SplitMix(seed: seed)
        let area = content.width > 0 && content.height > 0 ? content
            : Rect(x: 0, y: 0, width: max(width, 1), height: max(height, 1))
        // A collection view asks rects as wide as its bounds unless it scrolls across (as tall
        // while it scrolls only across): so do the random rects, varying along the scroll only. A
        // layout whose frames depend on which of a line's items a rect returns (a left-aligning
        // subclass) is then judged by what a device would ask. Content larger both ways gets
        // rects random both ways.
        let scrollsAcross = pageWidth > width, scrollsDown = content.height > height
        for _ in 0..<max(0, randomRects) {
            var w = max(1, random.unit() * width * 1.5), h = max(1, random.unit() * height * 1.5)
            var x = area.minX - w / 2 + random.unit() * area.width, y = area.minY - h / 2 + random.unit() * area.height
            if !scrollsAcross { (x, w) = (0, width) } else if !scrollsDown { (y, h) = (0, height) }
            let rect = Rect(x: x.rounded(), y: y.rounded(), width: w.rounded(), height: h.rounded())
            sweep.append((rect, origin(rect.minX, rect.minY)))
        }
        return sweep
    }

    /// Where the pages along one axis start: every page of `page` through `total` (the last one
    /// ending at the end), or `limit` pages spread evenly when there would be more.
    static func starts(_ total: Double, _ page: Double, limit: Int = pageLimit) -> [Double] {
        guard page > 0, page.isFinite, total.isFinite, total > page else { return [0] }
        let last = total - page
        let count = (last / page).rounded(.up)
        guard count < Double(limit) else { return (0...limit).map { last * Double($0) / Double(limit) } }
        return (0...Int(count)).map { min(Double($0) * page, last) }
    }
}

/// SplitMix64, for the sweep's random rects: the same seed, the same rects, on every machine.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0 ..< 1.
    mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }
}
