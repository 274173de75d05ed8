import TrellisLayout

/// How the doctor's messages write numbers, rects, frames and durations: numbers as the
/// attributes printer writes them (`80`, `25.5`), with `nan` and `inf` spelled out, rects as
/// `(x, y, w, h)`.
enum DoctorText {
    /// A number exactly enough to round-trip: whole numbers without a fraction, others in
    /// Swift's shortest form; `nan`, `inf` and `-inf` for values that are not finite.
    static func number(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        return MessageText.number(finite: value)
    }

    /// `(x, y, w, h)`.
    static func rect(_ rect: Rect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }

    /// `(w, h)`.
    static func size(_ size: Size) -> String {
        "(\(number(size.width)), \(number(size.height)))"
    }

    /// `2.1 µs`, `212 µs`, `41 ms`, `1.3 s`: one decimal below 10, none above.
    static func duration(seconds: Double) -> String {
        let (value, unit): (Double, String) = seconds < 1e-3 ? (seconds * 1e6, "µs")
            : seconds < 1 ? (seconds * 1e3, "ms") : (seconds, "s")
        return value < 10 ? "\((value * 10).rounded() / 10) \(unit)" : "\(Int(value.rounded())) \(unit)"
    }

    /// `1k`, `100k`, `1.5k`, `12`: an item count.
    static func count(_ n: Int) -> String {
        guard n >= 1000 else { return String(n) }
        return n % 1000 == 0 ? "\(n / 1000)k" : "\(Double(n) / 1000)k"
    }

    /// `e.g. A, B, C and 7 more`: the examples, and how many others there are of `total`.
    static func examples(_ examples: [String], total: Int) -> String {
        let rest = total - examples.count
        return "e.g. " + examples.joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
    }

    /// `1 element`, `3 elements`.
    static func plural(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}

/// Frame comparisons the checks share.
enum FrameMath {
    /// Whether the two frames are the same, to a millionth of a point (NaN equals NaN, so that an
    /// invalid frame is reported once, as invalid, and not again as moving).
    static func same(_ a: Rect, _ b: Rect) -> Bool {
        close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
    }

    /// Two values equal to a millionth of a point, or both NaN.
    static func close(_ a: Double, _ b: Double) -> Bool {
        a == b || (a.isNaN && b.isNaN) || abs(a - b) <= 1e-6
    }

    /// Whether the frame has an area: a zero-area frame is never reported as outside or missing.
    /// Whether `frame` meets `rect` or only shares an edge with it (closed intersection). A
    /// returned element that only touches the rect is not `rect-extra`: Linux Foundation's
    /// `CGRect.intersects` counts a shared edge (CoreGraphics' does not), so a UIKit layout that
    /// filters with it returns such elements here and not on a device; nothing is drawn of them.
    static func touches(_ frame: Rect, _ rect: Rect) -> Bool {
        frame.minX <= rect.maxX && rect.minX <= frame.maxX && frame.minY <= rect.maxY && rect.minY <= frame.maxY
    }

    static func hasArea(_ frame: Rect) -> Bool {
        frame.width > 0 && frame.height > 0 && frame.width.isFinite && frame.height.isFinite
    }

    /// Whether the frame is valid: finite, with no negative width or height.
    static func isValid(_ frame: Rect) -> Bool {
        frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite
            && frame.width >= 0 && frame.height >= 0
    }

    /// Seconds in a `Duration`.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    /// The median of `values` (0 for none).
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}

/// What one check found so far: how many distinct elements (or pairs) and up to a few examples,
/// each an element and its text.
struct Occurrences {
    /// How many occurrences (distinct elements, or pairs).
    private(set) var count = 0
    /// The first examples, as many as the options allow.
    private(set) var examples: [(elements: [LayoutElementID], text: String)] = []
    /// The elements counted so far, so an element found by several rects counts once.
    private var seen: Set<LayoutElementID> = []
    /// How many examples to keep.
    let cap: Int

    init(cap: Int) {
        self.cap = max(0, cap)
    }

    /// Counts `element` once, keeping `text` as an example while there is room; answers whether
    /// it was new.
    @discardableResult
    mutating func add(_ element: LayoutElementID, _ text: @autoclosure () -> String) -> Bool {
        guard seen.insert(element).inserted else { return false }
        count += 1
        if examples.count < cap { examples.append(([element], text())) }
        return true
    }

    /// Counts an occurrence that is not one element (a pair, a rect), keeping its text while there is room.
    mutating func add(pair elements: [LayoutElementID], _ text: @autoclosure () -> String) {
        count += 1
        if examples.count < cap { examples.append((elements, text())) }
    }

    /// Whether nothing was found.
    var isEmpty: Bool { count == 0 }
    /// The example texts.
    var texts: [String] { examples.map(\.text) }
    /// The example elements.
    var elements: [LayoutElementID] { examples.flatMap(\.elements) }
}
