import TrellisLayout

/// Checks any ``CollectionLayout`` against the layout contract UIKit assumes and never checks:
/// rect queries that return too much or too little, item queries that disagree with them, frames
/// that move between queries or prepares, invalid frames, cells outside the content, a width
/// change that leaves the layout stale, a scroll that recomputes the layout, overlapping cells,
/// and queries whose cost grows with the item count.
///
/// ```swift
/// let report = LayoutDoctor.examine(layout, width: 393, height: 852)
/// for finding in report.findings {
///     print(finding.check, finding.severity, finding.message)   // "rect-extra", .error, "returned 212 elements …"
/// }
/// ```
///
/// The doctor runs in-process, on the caller's thread: a layout that traps takes the process
/// with it (`trellis doctor` runs each edge case in a child process to report a `crash`). It
/// leaves the layout's bounds as it found them, though the layout has been invalidated and
/// prepared again along the way.
public enum LayoutDoctor {
    /// What the doctor may do beyond examining the layout it is given.
    public struct Options {
        /// Builds a new layout over the same data: `stale-on-width` compares the examined layout,
        /// after a width change, with a fresh one at the new width, and `nondeterministic`
        /// compares two fresh prepares. Without it `stale-on-width` only checks that a width
        /// change invalidates, and `nondeterministic` prepares the examined layout twice.
        /// It also runs the edge case of a width of 1 point.
        public var fresh: (() -> any CollectionLayout)?
        /// Builds the layout over the same kind of data with the given number of items: the
        /// scaling checks (`linear-query`, `linear-prepare`) run only when it is given, and the
        /// edge cases of no items and of one item.
        public var sizes: ((Int) -> any CollectionLayout)?
        /// How many random rects join the pages of the sweep.
        public var randomRects: Int
        /// The seed of the random rects (the same seed, the same rects).
        public var seed: UInt64
        /// Whether the layout pins headers or footers to the visible bounds (exempt from
        /// `prepare-on-scroll`, and its pinned elements from `outside-content`); `nil` reads
        /// ``CompositionalLayout/pinsBoundaryItems`` of a compositional layout (a pinned boundary
        /// item, rule 21), ``BuiltInLayout/sectionHeadersPinToVisibleBounds`` of another built-in
        /// layout, and is false for any other.
        public var pinsSupplementaries: Bool?
        /// How many example elements a finding names at most; the message counts the rest.
        public var examplesPerCheck: Int
        /// Where the scaling checks read the time, in seconds from any origin: the continuous
        /// clock when nil. This package's tests count work instead (elements a query visits), so
        /// that no unit test asserts a measured time.
        package var clock: (() -> Double)?

        /// Options with the given builders and settings; the defaults examine only the layout given.
        public init(fresh: (() -> any CollectionLayout)? = nil, sizes: ((Int) -> any CollectionLayout)? = nil,
                    randomRects: Int = 64, seed: UInt64 = 1, pinsSupplementaries: Bool? = nil,
                    examplesPerCheck: Int = 5) {
            self.fresh = fresh
            self.sizes = sizes
            self.randomRects = randomRects
            self.seed = seed
            self.pinsSupplementaries = pinsSupplementaries
            self.examplesPerCheck = examplesPerCheck
        }
    }

    /// Examines `layout` at `width` × `height` (layout units), in-process; leaves its bounds as found.
    ///
    /// Runs a ``LayoutExamination`` to completion. The findings come in ``LayoutCheck``'s order.
    public static func examine(_ layout: any CollectionLayout, width: Double, height: Double,
                               options: LayoutDoctor.Options = LayoutDoctor.Options()) -> LayoutDoctorReport {
        let examination = LayoutExamination(layout: layout, width: width, height: height, options: options)
        while !examination.step(budget: .seconds(3600)) {}
        return examination.report
    }

    /// The checks that cost nothing beyond what a frame already asked: `rect-extra` and
    /// `invalid-frame` over the `attributes` a viewer got for `visibleRect`, and `invalid-frame`
    /// over `contentSize`. A previewer runs it on every frame.
    ///
    /// ```swift
    /// let shown = layout.layoutAttributesForElements(in: visible)
    /// let problems = LayoutDoctor.frameFindings(shown, visibleRect: visible, contentSize: layout.collectionViewContentSize)
    /// ```
    public static func frameFindings(_ attributes: [LayoutAttributes], visibleRect: Rect,
                                     contentSize: Size) -> [LayoutFinding] {
        let cap = 5
        var findings: [LayoutFinding] = []
        var extra: [LayoutAttributes] = []
        var invalid = Occurrences(cap: cap)
        for element in attributes {
            if !FrameMath.isValid(element.frame) {
                let id = LayoutElementID(element)
                invalid.add(id, "\(id) at \(DoctorText.rect(element.frame))")
            } else if FrameMath.hasArea(element.frame), !FrameMath.touches(element.frame, visibleRect) {
                extra.append(element)
            }
        }
        if !extra.isEmpty {
            let shown = extra.prefix(cap)
            findings.append(LayoutFinding(.rectExtra, message: "returned \(DoctorText.plural(extra.count, "element")) outside the rect "
                + "\(DoctorText.rect(visibleRect)), "
                + DoctorText.examples(shown.map { "\(LayoutElementID($0)) at \(DoctorText.rect($0.frame))" }, total: extra.count),
                elements: shown.map(LayoutElementID.init), count: extra.count))
        }
        let sizeIsValid = contentSize.width.isFinite && contentSize.height.isFinite && contentSize.width >= 0 && contentSize.height >= 0
        if !sizeIsValid {
            findings.append(LayoutFinding(.invalidFrame, message: "the content size \(DoctorText.size(contentSize)) is not finite and non-negative"))
        }
        if !invalid.isEmpty {
            findings.append(LayoutFinding(.invalidFrame, message: "\(DoctorText.plural(invalid.count, "frame")) "
                + "\(invalid.count == 1 ? "holds" : "hold") a NaN, an infinite value or a negative size, "
                + DoctorText.examples(invalid.texts, total: invalid.count), elements: invalid.elements, count: invalid.count))
        }
        return findings
    }
}
