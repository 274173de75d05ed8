import TrellisLayout

/// An examination of one layout by the layout doctor, done in slices: a previewer calls
/// ``step(budget:)`` between keys on the main actor, and reads ``report`` as the findings come.
/// ``LayoutDoctor/examine(_:width:height:options:)`` runs one to completion.
///
/// ```swift
/// let examination = LayoutExamination(layout: layout, width: 80, height: 23)
/// while !examination.step(budget: .milliseconds(5)) { handlePendingKeys() }
/// print(examination.report.lines)
/// ```
///
/// Each step moves the layout to the examined bounds and back to the bounds it found, through
/// the life cycle (`shouldInvalidateLayout(forBoundsChange:)`, then `invalidateLayout()` and
/// `prepare()` when it answers true), so a viewer may scroll the layout between steps. A viewer
/// that changes the layout's data between steps should start a new examination.
///
/// The checks run in this order, each adding its findings when it is done: the prepare and the
/// whole-content query (an invalid content size), a second prepare (`nondeterministic`), the
/// whole content's cells (`overlap`), the element queries (`item-mismatch`), the sweep
/// (`rect-extra`, `rect-missing`, `rect-unstable`, and `invalid-frame` and `outside-content`
/// over everything the queries returned), the sweep again in reverse (`query-mutates`, with the
/// element queries asked twice), a scroll (`prepare-on-scroll`), a width change
/// (`stale-on-width`), the edge cases, and the scaling checks (`linear-query`, `linear-prepare`).
public final class LayoutExamination {
    /// Which checks an examination runs: all of them, or (for an edge case) the checks of one
    /// layout at one size only.
    struct Scope {
        /// Prepares, scrolls and width changes: `nondeterministic`, `prepare-on-scroll`, `stale-on-width`.
        var lifeCycle = true
        /// The edge cases and the scaling checks.
        var builders = true
        /// `outside-content` and `overlap`, which a width of 1 point makes meaningless.
        var geometry = true
        /// Whether the examination made the layout itself (an edge case's), so that a step need
        /// not move it back to bounds a viewer found it at.
        var ownsLayout = false
        /// Put before every message (an edge case's name).
        var prefix = ""
    }

    /// The steps of the examination, in order.
    private enum Phase: Int, CaseIterable {
        case setup, nondeterministic, geometry, items, sweep, reverse, scroll, width, edges, scaling, done
    }

    /// The layout examined.
    let layout: any CollectionLayout
    /// The size examined.
    let width: Double, height: Double
    /// The options.
    let options: LayoutDoctor.Options
    /// The checks this examination runs.
    let scope: Scope
    /// The findings so far.
    private var findings: [LayoutFinding] = []
    /// The step the examination is at, and how far into it.
    private var phase = Phase.setup
    private var cursor = 0
    /// Whether the layout pins supplementary views (exempt from `prepare-on-scroll`; its
    /// supplementary views are compared only within one bounds).
    private var pins = false

    /// The whole-content query, indexed.
    private var reference: ReferenceIndex!
    /// The rect that query asked: the content, widened to the sideways extent of orthogonal sections.
    private var contentRect = Rect.zero
    /// The content size at the examined bounds.
    private var contentSize = Size(width: 0, height: 0)
    /// The sideways extent of each orthogonally scrolling section.
    private var orthogonalExtents: [Int: ClosedRange<Double>] = [:]
    /// The rects of the sweep, each with the bounds origin a viewer showing it would have.
    private var sweep: [(rect: Rect, origin: Point)] = []
    /// What each rect of the sweep answered, for the reverse sweep.
    private var answers: [[LayoutAttributes]] = []
    /// The first frame each element outside the reference came back with, and the rect that
    /// returned it (an element of the reference is compared with the reference).
    private var firstSeen: [LayoutElementID: (frame: Rect, rect: Rect)] = [:]
    /// The last rect of the sweep (its number) that returned each element of the reference.
    private var returnedBy: [Int32] = []

    /// The elements after the width change of `stale-on-width`, between its units.
    private var afterWidthChange: [LayoutAttributes] = []
    /// The examination of the edge case under way.
    private var edgeExamination: LayoutExamination?
    /// The elements of the first of the two prepares `nondeterministic` compares, between its units.
    private var firstPrepare: [LayoutAttributes] = []
    /// What each check found so far.
    private var rectExtra: Occurrences, rectMissing: Occurrences, itemMismatch: Occurrences,
                rectUnstable: Occurrences, queryMutates: Occurrences, invalid: Occurrences, outside: Occurrences
    /// The first rect that returned elements outside it (or left some out), its count and the
    /// number of rects that did.
    private var extraRect: (rect: Rect, count: Int, examples: [String], elements: [LayoutElementID])?
    private var missingRect: (rect: Rect, count: Int, examples: [String], elements: [LayoutElementID])?
    private var extraRects = 0, missingRects = 0

    /// An examination of `layout` at `width` × `height` (layout units); nothing runs before the
    /// first ``step(budget:)``.
    public convenience init(layout: any CollectionLayout, width: Double, height: Double,
                            options: LayoutDoctor.Options = LayoutDoctor.Options()) {
        self.init(layout: layout, width: width, height: height, options: options, scope: Scope())
    }

    /// An examination of the checks of `scope`.
    init(layout: any CollectionLayout, width: Double, height: Double, options: LayoutDoctor.Options, scope: Scope) {
        self.layout = layout
        self.width = width
        self.height = height
        self.options = options
        self.scope = scope
        let cap = options.examplesPerCheck
        rectExtra = Occurrences(cap: cap)
        rectMissing = Occurrences(cap: cap)
        itemMismatch = Occurrences(cap: cap)
        rectUnstable = Occurrences(cap: cap)
        queryMutates = Occurrences(cap: cap)
        invalid = Occurrences(cap: cap)
        outside = Occurrences(cap: cap)
    }

    /// The bounds examined.
    private var examinedBounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// Runs the examination for about `budget`, and answers whether it is done. It runs units of
    /// work until the budget is spent, at least one: a prepare, the whole-content query, one rect
    /// of the sweep, 256 element queries, the overlap check; a unit may run past the budget. A
    /// step after the end does nothing and answers true.
    @discardableResult
    public func step(budget: Duration) -> Bool {
        guard phase != .done else { return true }
        let clock = ContinuousClock()
        let deadline = clock.now + budget
        let found = layout.bounds
        let restores = !scope.ownsLayout
        if restores, phase != .setup || cursor > 0 { LayoutLifeCycle.move(layout, to: examinedBounds) }
        repeat { runUnit() } while phase != .done && clock.now < deadline
        if restores { if found.width > 0 || found.height > 0 { LayoutLifeCycle.move(layout, to: found) } else { layout.bounds = found } }
        return phase == .done
    }

    /// The findings so far (all of them once ``step(budget:)`` answered true), in ``LayoutCheck``'s order.
    public var report: LayoutDoctorReport {
        let order = Dictionary(uniqueKeysWithValues: LayoutCheck.allCases.enumerated().map { ($1.rawValue, $0) })
        let sorted = findings.enumerated().sorted { a, b in
            let left = order[a.element.check] ?? order.count, right = order[b.element.check] ?? order.count
            return left != right ? left < right : a.offset < b.offset
        }.map(\.element)
        return LayoutDoctorReport(findings: sorted, width: width, height: height)
    }

    /// Adds a finding of `check` with `message` (behind the scope's prefix).
    private func report(_ check: LayoutCheck, _ message: String, elements: [LayoutElementID] = [], count: Int = 1) {
        findings.append(LayoutFinding(check, message: scope.prefix + message, elements: elements, count: count))
    }

    /// Adds a finding for what `occurrences` found, if anything: `lead` counts, then the examples.
    private func report(_ check: LayoutCheck, _ occurrences: Occurrences, _ lead: (Int) -> String) {
        guard !occurrences.isEmpty else { return }
        report(check, lead(occurrences.count) + ", " + DoctorText.examples(occurrences.texts, total: occurrences.count),
               elements: occurrences.elements, count: occurrences.count)
    }

    /// Runs one unit of the current phase: a query, a batch of element queries, a prepare.
    private func runUnit() {
        switch phase {
        case .setup: setUp()
        case .nondeterministic: checkDeterminism()
        case .geometry: checkGeometry()
        case .items: checkItems()
        case .sweep: sweepForward()
        case .reverse: sweepBackward()
        case .scroll: checkScroll()
        case .width: checkWidthChange()
        case .edges: checkEdgeCases()
        case .scaling: checkScaling()
        case .done: return
        }
    }

    /// Goes on to the next phase.
    private func advance() {
        phase = Phase(rawValue: phase.rawValue + 1) ?? .done
        cursor = 0
    }

    // MARK: The whole content

    /// Prepares the layout at the examined bounds, checks the content size, and queries the whole content.
    /// In three units: the prepare, the whole-content query, the sweep's rects.
    private func setUp() {
        switch cursor {
        case 0:
            LayoutLifeCycle.prepareFully(layout, at: examinedBounds)
            // A compositional layout also pins through its boundary items (rule 21: `pin`).
            pins = options.pinsSupplementaries ?? (layout as? any LayoutDoctorStandIn)?.layoutPinsSupplementaries
                ?? (layout as? CompositionalLayout)?.pinsBoundaryItems
                ?? ((layout as? any BuiltInLayout)?.sectionHeadersPinToVisibleBounds ?? false)
            inView = nil
            contentSize = layout.collectionViewContentSize
            if !(contentSize.width.isFinite && contentSize.height.isFinite && contentSize.width >= 0 && contentSize.height >= 0) {
                report(.invalidFrame, "the content size \(DoctorText.size(contentSize)) is not finite and non-negative")
            }
            cursor = 1
        case 1:
            takeReference()
            cursor = 2
        default:
            buildSweep()
            advance()
        }
    }

    /// The whole-content rect (widened sideways for orthogonal sections), queried and indexed.
    private func takeReference() {
        let size = Size(width: contentSize.width.isFinite ? max(0, contentSize.width) : 0,
                        height: contentSize.height.isFinite ? max(0, contentSize.height) : 0)
        var rect = Rect(x: 0, y: 0, width: size.width, height: size.height)
        orthogonalExtents = [:]
        if let orthogonal = layout as? any OrthogonalScrollingLayout {
            for section in orthogonal.orthogonalSections(in: rect) {
                let (start, end) = orthogonal.direction == .rightToLeft
                    ? (size.width - section.contentWidth, size.width) : (0, section.contentWidth)
                guard start.isFinite, end.isFinite, start <= end else { continue }
                orthogonalExtents[section.section] = start...end
                let minX = min(rect.minX, start), maxX = max(rect.maxX, end)
                rect = Rect(x: minX, y: 0, width: maxX - minX, height: size.height)
            }
        }
        contentRect = rect
        let answered = layout.layoutAttributesForElements(in: rect)
        reference = ReferenceIndex(answered, area: rect, page: Size(width: width, height: height))
        firstSeen = [:]
        returnedBy = [Int32](repeating: -1, count: reference.elements.count)
        for (index, attributes) in reference.elements.enumerated() { noteInvalid(attributes, reference.ids[index]) }
    }

    /// Counts `attributes` as an invalid frame if it is one.
    private func noteInvalid(_ attributes: LayoutAttributes, _ id: LayoutElementID) {
        if !FrameMath.isValid(attributes.frame) {
            invalid.add(id, "\(id) at \(DoctorText.rect(attributes.frame))")
        }
    }

    /// The rects of the sweep (``SweepPlan``), and room for their answers.
    private func buildSweep() {
        var orthogonalBands: [(section: OrthogonalSection, extent: ClosedRange<Double>)] = []
        if let orthogonal = layout as? any OrthogonalScrollingLayout {
            for section in orthogonal.orthogonalSections(in: contentRect) {
                if let extent = orthogonalExtents[section.section] { orthogonalBands.append((section, extent)) }
            }
        }
        sweep = SweepPlan(content: contentRect, contentWidth: contentSize.width, page: Size(width: width, height: height),
                          orthogonalBands: orthogonalBands, randomRects: options.randomRects, seed: options.seed).rects()
        answers = []
        answers.reserveCapacity(sweep.count)
    }

    /// Every element of `answered` against the rest of the whole-content query: `invalid-frame`,
    /// `outside-content` for cells and (unless pinned) supplementary views, `overlap` of cells of
    /// one section. Runs once, after `nondeterministic` has settled the reference.
    private func checkGeometry() {
        let elements = reference.elements
        for (index, attributes) in elements.enumerated() { noteInvalid(attributes, reference.ids[index]) }
        if scope.geometry {
            checkOutsideContent(elements)
            let overlaps = OverlapCheck.pairs(in: elements, cap: options.examplesPerCheck)
            if overlaps.count > 0 {
                report(.overlap, "\(DoctorText.plural(overlaps.count, "pair")) of cells overlap, "
                       + DoctorText.examples(overlaps.examples.map(\.text), total: overlaps.count),
                       elements: overlaps.examples.flatMap(\.elements), count: overlaps.count)
            }
        }
        advance()
    }

    /// `outside-content` over `elements`.
    private func checkOutsideContent(_ elements: [LayoutAttributes]) {
        guard scope.geometry, contentSize.width.isFinite, contentSize.height.isFinite else { return }
        let tolerance = 1e-6
        for attributes in elements where FrameMath.hasArea(attributes.frame) && FrameMath.isValid(attributes.frame) {
            switch attributes.category {
            case .cell: break
            case .supplementaryView where !pins: break
            default: continue
            }
            let frame = attributes.frame
            let sideways = attributes.category == .cell ? orthogonalExtents[attributes.indexPath.section] : nil
            let minX = sideways?.lowerBound ?? 0, maxX = sideways?.upperBound ?? contentSize.width
            if frame.minX < minX - tolerance || frame.maxX > maxX + tolerance || frame.minY < -tolerance
                || frame.maxY > contentSize.height + tolerance {
                let id = LayoutElementID(attributes)
                let place = sideways.map { " (its section spans x \(DoctorText.number($0.lowerBound)) to \(DoctorText.number($0.upperBound)))" } ?? ""
                outside.add(id, "\(id) at \(DoctorText.rect(frame))\(place)")
            }
        }
    }

    // MARK: Prepares

    /// `nondeterministic`: two fresh layouts prepared alike, or this one prepared again, give the same frames.
    /// In two units: the first layout (or this one's reference and a new prepare), then the second (or the new query).
    private func checkDeterminism() {
        guard scope.lifeCycle else { return advance() }
        if cursor == 0 {
            if let fresh = options.fresh {
                firstPrepare = LayoutLifeCycle.everything(of: fresh(), at: examinedBounds)
            } else {
                firstPrepare = reference.elements
                LayoutLifeCycle.prepareFully(layout, at: examinedBounds)
                contentSize = layout.collectionViewContentSize
            }
            cursor = 1
            return
        }
        let first = firstPrepare, second: [LayoutAttributes]
        firstPrepare = []
        if let fresh = options.fresh {
            second = LayoutLifeCycle.everything(of: fresh(), at: examinedBounds)
        } else {
            takeReference()
            second = reference.elements
        }
        let differences = LayoutLifeCycle.differences(first, second, cap: options.examplesPerCheck) { id, a, b in
            "\(id) at \(a.map(DoctorText.rect) ?? "nothing"), then \(b.map(DoctorText.rect) ?? "nothing")"
        }
        report(.nondeterministic, differences) { count in
            "two prepares over the same data at \(DoctorText.number(self.width)) × \(DoctorText.number(self.height)) differ on \(DoctorText.plural(count, "element"))"
        }
        advance()
    }

    // MARK: Element queries

    /// `item-mismatch` and `query-mutates`: each element's own query, asked twice, against the
    /// whole-content query; 256 elements a unit.
    ///
    /// When the layout pins supplementary views, their own query pins them to the layout's
    /// bounds and the whole-content query to the whole content: such a view is compared within
    /// the same bounds instead, with the query of the examined bounds (``inView``). A view found
    /// there must be at the same frame; one not found there must exist and lie out of view.
    private func checkItems() {
        let elements = reference.elements
        let end = min(elements.count, cursor + 256)
        for index in cursor..<end {
            let attributes = elements[index]
            let id = reference.ids[index]
            let first = layout.layoutAttributesForElement(category: attributes.category, kind: attributes.kind, at: attributes.indexPath)
            let second = layout.layoutAttributesForElement(category: attributes.category, kind: attributes.kind, at: attributes.indexPath)
            if !comparable(attributes.category) {
                let visible = viewsInView()
                if let shown = visible[id] {
                    if first == nil || !FrameMath.same(first!.frame, shown) {
                        itemMismatch.add(id, "\(id) \(first.map { "at " + DoctorText.rect($0.frame) } ?? "nil"), not \(DoctorText.rect(shown)) "
                                         + "as the query of the bounds \(DoctorText.rect(examinedBounds)) has it")
                    }
                } else if first == nil || (FrameMath.hasArea(first!.frame) && first!.frame.intersects(examinedBounds)) {
                    itemMismatch.add(id, "\(id) \(first.map { "at " + DoctorText.rect($0.frame) + ", in view," } ?? "nil"), "
                                     + "not in the query of the bounds \(DoctorText.rect(examinedBounds))")
                }
            } else if first == nil || !FrameMath.same(first!.frame, attributes.frame) {
                itemMismatch.add(id, "\(id) \(first.map { "at " + DoctorText.rect($0.frame) } ?? "nil"), not \(DoctorText.rect(attributes.frame))")
            }
            if (first == nil) != (second == nil) || (first != nil && !FrameMath.same(first!.frame, second!.frame)) {
                queryMutates.add(id, "\(Self.queryName(attributes.category)) answered \(id) at "
                                 + "\(first.map { DoctorText.rect($0.frame) } ?? "nil"), then \(second.map { DoctorText.rect($0.frame) } ?? "nil")")
            }
        }
        cursor = end
        if cursor >= elements.count {
            report(.itemMismatch, itemMismatch) { count in
                "the element queries disagree with the rect query on \(DoctorText.plural(count, "element"))"
            }
            advance()
        }
    }

    /// The supplementary views the query of the examined bounds answers (at those bounds), by
    /// id: what a pinned view's own query is compared with. Asked once an examination.
    private var inView: [LayoutElementID: Rect]?

    /// ``inView``, asked now if it was not yet.
    private func viewsInView() -> [LayoutElementID: Rect] {
        if let inView { return inView }
        var found: [LayoutElementID: Rect] = [:]
        for attributes in layout.layoutAttributesForElements(in: examinedBounds) where attributes.category == .supplementaryView {
            found[LayoutElementID(attributes)] = attributes.frame
        }
        inView = found
        return found
    }

    /// The query that answers for elements of `category`.
    static func queryName(_ category: ElementCategory) -> String {
        switch category {
        case .cell: "layoutAttributesForItem(at:)"
        case .supplementaryView: "layoutAttributesForSupplementaryView(ofKind:at:)"
        case .decorationView: "layoutAttributesForDecorationView(ofKind:at:)"
        }
    }

    // MARK: The sweep

    /// Whether frames of `attributes` may be compared across bounds (a pinned supplementary view moves with them).
    private func comparable(_ category: ElementCategory) -> Bool {
        !(pins && category == .supplementaryView)
    }

    /// Moves the bounds to the origin a viewer showing sweep rect `index` has, when that matters
    /// (the layout pins supplementary views, whose frames follow the bounds).
    private func placeBounds(for index: Int) {
        guard pins else { return }
        let origin = sweep[index].origin
        LayoutLifeCycle.move(layout, to: Rect(x: origin.x, y: origin.y, width: width, height: height))
    }

    /// One rect of the sweep: `rect-extra`, `rect-missing`, `rect-unstable`, `invalid-frame`.
    private func sweepForward() {
        guard cursor < sweep.count else {
            finishSweep()
            return advance()
        }
        let index = cursor
        cursor += 1
        placeBounds(for: index)
        let rect = sweep[index].rect
        let answered = layout.layoutAttributesForElements(in: rect)
        answers.append(answered)
        var extra: [LayoutAttributes] = []
        let query = Int32(truncatingIfNeeded: index)
        for attributes in answered {
            let id = LayoutElementID(attributes)
            noteInvalid(attributes, id)
            if FrameMath.hasArea(attributes.frame), !FrameMath.touches(attributes.frame, rect) { extra.append(attributes) }
            let position = reference.position[id]
            if let position { returnedBy[position] = query }
            guard comparable(attributes.category), attributes.frame.intersects(rect) || !FrameMath.hasArea(attributes.frame) else { continue }
            let seen = position.map { (reference.elements[$0].frame, contentRect) } ?? firstSeen[id]
            if let seen {
                if !FrameMath.same(seen.0, attributes.frame) {
                    rectUnstable.add(id, "\(id) at \(DoctorText.rect(seen.0)) in the rect "
                                     + "\(DoctorText.rect(seen.1)) and at \(DoctorText.rect(attributes.frame)) in the rect \(DoctorText.rect(rect))")
                }
            } else {
                firstSeen[id] = (attributes.frame, rect)
                checkOutsideContent([attributes])
            }
        }
        if !extra.isEmpty {
            extraRects += 1
            for attributes in extra { rectExtra.add(LayoutElementID(attributes), "") }
            if extraRect == nil {
                let shown = extra.prefix(options.examplesPerCheck)
                extraRect = (rect, extra.count, shown.map { "\(LayoutElementID($0)) at \(DoctorText.rect($0.frame))" },
                             shown.map(LayoutElementID.init))
            }
        }
        var missing: [LayoutAttributes] = []
        let elements = reference.elements, returnedBy = returnedBy
        reference.forEachMeeting(rect, query: query) { position in
            let attributes = elements[position]
            if returnedBy[position] != query, comparable(attributes.category) { missing.append(attributes) }
        }
        if !missing.isEmpty {
            missingRects += 1
            for attributes in missing { rectMissing.add(LayoutElementID(attributes), "") }
            if missingRect == nil {
                let shown = missing.prefix(options.examplesPerCheck)
                missingRect = (rect, missing.count, shown.map { "\(LayoutElementID($0)) at \(DoctorText.rect($0.frame))" },
                               shown.map(LayoutElementID.init))
            }
        }
    }

    /// The findings of the forward sweep, and `invalid-frame` over everything seen so far.
    private func finishSweep() {
        if let extraRect {
            let more = extraRects > 1 ? "; \(extraRects) of \(sweep.count) rects returned elements outside them" : ""
            report(.rectExtra, "returned \(DoctorText.plural(extraRect.count, "element")) outside the rect \(DoctorText.rect(extraRect.rect)), "
                   + DoctorText.examples(extraRect.examples, total: extraRect.count) + more,
                   elements: extraRect.elements, count: rectExtra.count)
        }
        if let missingRect {
            let more = missingRects > 1 ? "; \(missingRects) of \(sweep.count) rects left elements out" : ""
            report(.rectMissing, "left out \(DoctorText.plural(missingRect.count, "element")) that meet the rect \(DoctorText.rect(missingRect.rect)), "
                   + DoctorText.examples(missingRect.examples, total: missingRect.count) + more,
                   elements: missingRect.elements, count: rectMissing.count)
        }
        report(.rectUnstable, rectUnstable) { count in
            "\(DoctorText.plural(count, "element")) came back with different frames from two rect queries"
        }
        report(.outsideContent, outside) { count in
            "\(DoctorText.plural(count, "element")) \(count == 1 ? "lies" : "lie") outside the content "
                + DoctorText.rect(Rect(x: 0, y: 0, width: self.contentSize.width, height: self.contentSize.height))
        }
        report(.invalidFrame, invalid) { count in
            "\(DoctorText.plural(count, "frame")) \(count == 1 ? "holds" : "hold") a NaN, an infinite value or a negative size"
        }
    }

    /// One rect of the sweep again, last to first: `query-mutates` when it answers otherwise.
    private func sweepBackward() {
        guard cursor < sweep.count else {
            report(.queryMutates, queryMutates) { count in
                "asking again changed \(DoctorText.plural(count, "answer"))"
            }
            return advance()
        }
        let index = sweep.count - 1 - cursor
        cursor += 1
        placeBounds(for: index)
        let rect = sweep[index].rect
        let answered = layout.layoutAttributesForElements(in: rect)
        guard answered != answers[index] else { return }
        let changes = LayoutLifeCycle.differences(answers[index], answered, cap: .max) { id, a, b in
            "the rect \(DoctorText.rect(rect)) answered \(id) at \(a.map(DoctorText.rect) ?? "nothing"), "
                + "then \(b.map(DoctorText.rect) ?? "nothing") when asked in reverse order"
        }
        for example in changes.examples { if let id = example.elements.first { queryMutates.add(id, example.text) } }
    }

    // MARK: Scrolls and width changes

    /// `prepare-on-scroll`: a bounds change that only moves the origin must not invalidate.
    private func checkScroll() {
        guard scope.lifeCycle else { return advance() }
        let horizontal = contentSize.width > width && !(contentSize.height > height)
        let along = horizontal ? contentSize.width - width : contentSize.height - height
        let step = max(1, min((horizontal ? width : height) / 2, along.isFinite ? along : 1)).rounded()
        let scrolled = horizontal ? Rect(x: step, y: 0, width: width, height: height)
            : Rect(x: 0, y: step, width: width, height: height)
        if !pins, LayoutLifeCycle.invalidates(layout, forBoundsChange: scrolled) {
            layout.bounds = scrolled
            let clock = ContinuousClock()
            var times: [Double] = []
            for _ in 0..<3 {
                let start = clock.now
                layout.invalidateLayout()
                layout.prepare()
                times.append(FrameMath.seconds(clock.now - start))
            }
            LayoutLifeCycle.move(layout, to: examinedBounds)
            let to = horizontal ? "x \(DoctorText.number(step))" : "y \(DoctorText.number(step))"
            report(.prepareOnScroll, "a scroll from \(horizontal ? "x" : "y") 0 to \(to) invalidates the layout: its prepare takes "
                   + "\(DoctorText.duration(seconds: FrameMath.median(times))), and UIKit runs it on every scroll step")
        }
        advance()
    }

    /// `stale-on-width`: a width change (a height change for a built-in layout computed sideways)
    /// must invalidate, and afterwards give the frames of a fresh layout at the new size.
    private func checkWidthChange() {
        guard scope.lifeCycle else { return advance() }
        let sideways = (layout as? any BuiltInLayout)?.isHorizontal ?? false
        let old = sideways ? height : width
        let new = max(1, (old * 0.75).rounded())
        let changed = new == old ? old + 1 : new
        let bounds = sideways ? Rect(x: 0, y: 0, width: width, height: changed) : Rect(x: 0, y: 0, width: changed, height: height)
        let what = sideways ? "height" : "width"
        switch cursor {
        case 0:
            // Does the change invalidate? If so, and a fresh layout can be built, the frames after it.
            cursor = 2
            if !LayoutLifeCycle.invalidates(layout, forBoundsChange: bounds) {
                report(.staleOnWidth, "a \(what) change from \(DoctorText.number(old)) to \(DoctorText.number(changed)) does not invalidate "
                       + "the layout: shouldInvalidateLayout(forBoundsChange:) answered false")
            } else if options.fresh != nil {
                layout.bounds = bounds
                layout.invalidateLayout()
                layout.prepare()
                layout.completeLayout()
                afterWidthChange = LayoutLifeCycle.everything(of: layout)
                cursor = 1
            }
        case 1:
            // A fresh layout at the new width, compared.
            guard let fresh = options.fresh else { cursor = 2; return }
            let expected = LayoutLifeCycle.everything(of: fresh(), at: bounds)
            let differences = LayoutLifeCycle.differences(afterWidthChange, expected, cap: options.examplesPerCheck) { id, a, b in
                "\(id) at \(a.map(DoctorText.rect) ?? "nothing"), fresh \(b.map(DoctorText.rect) ?? "nothing")"
            }
            afterWidthChange = []
            report(.staleOnWidth, differences) { count in
                "after a \(what) change from \(DoctorText.number(old)) to \(DoctorText.number(changed)), \(DoctorText.plural(count, "element")) differ from a fresh layout's"
            }
            cursor = 2
        default:
            // Back to the examined width, for the checks after this one.
            LayoutLifeCycle.move(layout, to: examinedBounds)
            if layout.bounds == examinedBounds, layout.collectionViewContentSize != contentSize {
                LayoutLifeCycle.prepareFully(layout, at: examinedBounds)
            }
            advance()
        }
    }

    // MARK: Edge cases and scaling

    /// The edge cases the builders allow: no items and one item (`sizes`), a width of 1 point
    /// (`fresh`); each is examined on its own (without the life-cycle checks), its findings
    /// named after it. One edge case a unit.
    private func checkEdgeCases() {
        guard scope.builders else { return advance() }
        var cases: [(name: String, make: () -> any CollectionLayout, width: Double, geometry: Bool)] = []
        if let sizes = options.sizes {
            cases.append(("with no items: ", { sizes(0) }, width, true))
            cases.append(("with one item: ", { sizes(1) }, width, true))
        }
        if let fresh = options.fresh {
            cases.append(("at a width of 1: ", fresh, 1, false))
        }
        if let edgeExamination {
            // One unit of the edge case's own examination.
            if edgeExamination.step(budget: .zero) {
                findings.append(contentsOf: edgeExamination.findings)
                self.edgeExamination = nil
            }
            return
        }
        guard cursor < cases.count else { return advance() }
        let edge = cases[cursor]
        cursor += 1
        var edgeOptions = options
        edgeOptions.fresh = nil
        edgeOptions.sizes = nil
        edgeOptions.randomRects = min(options.randomRects, 16)
        edgeExamination = LayoutExamination(layout: edge.make(), width: edge.width, height: height, options: edgeOptions,
                                            scope: Scope(lifeCycle: false, builders: false, geometry: edge.geometry,
                                                         ownsLayout: true, prefix: edge.name))
    }

    /// `linear-query` and `linear-prepare`, from layouts of 1,000 and 100,000 items.
    private func checkScaling() {
        guard scope.builders, let sizes = options.sizes else { return advance() }
        let small = ScalingProbe.measure(sizes(ScalingProbe.smallCount), width: width, height: height, now: options.clock)
        let large = ScalingProbe.measure(sizes(ScalingProbe.largeCount), width: width, height: height, now: options.clock)
        let small1 = DoctorText.count(ScalingProbe.smallCount), large1 = DoctorText.count(ScalingProbe.largeCount)
        let queryRatio = large.query / max(small.query, 1e-9)
        if queryRatio > ScalingProbe.flaggedRatio {
            report(.linearQuery, "query at \(small1) items: \(DoctorText.duration(seconds: small.query)); at \(large1): "
                   + "\(DoctorText.duration(seconds: large.query)) (×\(Int(queryRatio.rounded())))")
        }
        let prepareRatio = large.prepare / max(small.prepare, 1e-9)
        report(.linearPrepare, "prepare at \(small1) items: \(DoctorText.duration(seconds: small.prepare)); at \(large1): "
               + "\(DoctorText.duration(seconds: large.prepare)) (×\(Int(prepareRatio.rounded())))")
        advance()
    }
}
