import TrellisLayout

/// Turns a parsed ``JSONDocument`` into a ``LayoutSpec``, validating every value against the
/// spec format and naming the exact place (JSON path, line, column) of each problem.
///
/// The decoder goes on after an error wherever the rest of the file still makes sense (a bad
/// value, a bad item, a missing key), so one run finds every error and every warning; only an
/// object expected at the top level and the item and section limits stop it. The first error
/// recorded is the first in the order below.
///
/// Order of checks, so that the first error is deterministic:
/// 1. the top level is an object; 2. `layout` (everything depends on it); 3. the total item
/// count against ``SpecLimits/maxItems``, before any item is decoded; 4. every member in
/// document order, depth first (the section count against ``SpecLimits/maxSections`` when
/// `sections` is reached). Of a duplicate key only the last value is used and checked; the
/// values it replaces get the duplicate warning and nothing else.
struct SpecDecoder {
    let doc: JSONDocument
    let file: String
    private let measure: (String) -> Int
    private(set) var warnings: [SpecDiagnostic] = []
    private var suppressedWarnings = 0
    private var errors: [SpecDiagnostic] = []
    private var suppressedErrors = 0
    var layout: LayoutSpec.Kind = .waterfall
    /// The spec's `scale` (read before the sections): a tag measured from its title is
    /// `(measure + 2) × x` points wide.
    var scale = LayoutScale.unit
    /// Whether the spec has a top-level `scale` (a list section needs one: its metrics are points).
    var hasScale = false
    /// Whether items decoded by the fast parser name a key the layout ignores: their warnings
    /// need the items' places, which only the full parser keeps.
    private var needsPlacedItems = false
    /// False when the `layout` value is bad: which keys it ignores is then unknown, and none is
    /// warned about (the error says what to fix).
    var layoutIsKnown = true
    /// The node of every subitem of every group decoded, by its key path
    /// (`sections[0].group.subitems[1]`): where a warning that it does not fit its group points
    /// (``checkGroups(of:topLevelGroup:)``).
    var slotNodes: [String: Int] = [:]
    /// The node of each section, in order: where a compositional section missing its group is named.
    var sectionNodes: [Int] = []

    /// Decodes `doc`; `measure` gives the display width of a tag's title. Throws the first
    /// error; the warnings come with the spec.
    static func decode(_ doc: JSONDocument, file: String,
                       measure: (String) -> Int) throws(SpecDiagnostic) -> (LayoutSpec, [SpecDiagnostic]) {
        let result = check(doc, file: file, measure: measure)
        if let first = result.report.errors.first { throw first }
        return (result.spec, result.finishedWarnings)
    }

    /// Decodes `doc` to the end: the spec and every error and warning.
    static func checked(_ doc: JSONDocument, file: String, measure: (String) -> Int)
        -> (spec: LayoutSpec, report: SpecReport, needsPlacedItems: Bool) {
        let result = check(doc, file: file, measure: measure)
        return (result.spec, result.report, result.needsPlacedItems)
    }

    /// Decodes `doc` to the end, collecting every error and warning (at most
    /// ``SpecLimits/maxWarnings`` of each one by one, then counted).
    static func report(_ doc: JSONDocument, file: String, measure: (String) -> Int) -> SpecReport {
        check(doc, file: file, measure: measure).report
    }

    private static func check(_ doc: JSONDocument, file: String,
                              measure: (String) -> Int)
        -> (spec: LayoutSpec, report: SpecReport, finishedWarnings: [SpecDiagnostic], needsPlacedItems: Bool) {
        withoutActuallyEscaping(measure) { measure in
            var decoder = SpecDecoder(doc: doc, file: file, measure: measure)
            var spec = LayoutSpec(layout: .waterfall)
            do throws(SpecDiagnostic) {
                spec = try decoder.decodeTopLevel()
            } catch {
                decoder.record(error)
            }
            let report = SpecReport(errors: decoder.errors, warnings: decoder.warnings,
                                    unlisted: decoder.suppressedErrors + decoder.suppressedWarnings)
            // (The decoder holds `measure`, which must not escape this closure.)
            return (spec, report, decoder.finishedWarnings(), decoder.needsPlacedItems)
        }
    }

    private init(doc: JSONDocument, file: String, measure: @escaping (String) -> Int) {
        self.doc = doc
        self.file = file
        self.measure = measure
    }

    // MARK: Top level, sections

    private mutating func decodeTopLevel() throws(SpecDiagnostic) -> LayoutSpec {
        let root = 0
        guard doc.kind(root) == .object else {
            throw mismatch(root, "", expected: "a JSON object at the top level")
        }
        var layoutNodes: [Int] = []
        var sectionsNodes: [Int] = []
        var scaleNodes: [Int] = []
        let used = lastKeys(of: root)
        doc.forEachMember(of: root) { key, value in
            let name = doc.string(key)
            guard used[name] == key else { return }
            if name == "layout" { layoutNodes.append(value) }
            if name == "sections" { sectionsNodes.append(value) }
            if name == "scale" { scaleNodes.append(value) }
        }
        // The scale sizes tags from their titles, so it is read before the sections; its errors
        // are recorded in document order below, where it is read again.
        hasScale = !scaleNodes.isEmpty
        for node in scaleNodes {
            var quiet = self
            quiet.errors = []
            quiet.warnings = []
            scale = (try? quiet.scale(node, "scale")) ?? .unit
        }
        for node in layoutNodes {
            do throws(SpecDiagnostic) {
                layout = try enumeration(node, "layout", LayoutSpec.Kind.self)
            } catch {
                record(error)
                layoutIsKnown = false
            }
        }
        try checkItemCount(sectionsNodes)

        var spec = LayoutSpec(layout: layout)
        var seen = Set<String>()
        var hasSections = false
        try doc.forEachMember(of: root) { (key, value) throws(SpecDiagnostic) in
            let name = doc.string(key)
            let path = Self.join("", name)
            noteDuplicate(name, key, path, &seen)
            guard used[name] == key else { return }  // replaced by a later value: not checked
            do throws(SpecDiagnostic) {
                switch name {
                case "title": spec.title = try string(value, path)
                case "layout": break
                case "scale": spec.scale = try scale(value, path)
                case "sections":
                    hasSections = true
                    spec.sections = try decodeSections(value, path)
                case "scrolling" where layoutIsKnown && layout == .compositional:
                    var ignored = SpecStyle()
                    _ = try decodeStyleKey(name, value, path, into: &ignored)
                    warn(key, path, "applies to one section, not to the whole layout: move it into each section that scrolls sideways")
                default:
                    warnIfIgnored(name, key, path)
                    if try !decodeStyleKey(name, value, path, into: &spec.style) {
                        warnUnknownKey(name, key, path, known: SpecKeys.topLevel)
                    }
                }
            } catch {
                record(error)
            }
        }
        // Only known once every top-level key is read: right to left on a sideways layout.
        if layoutIsKnown, spec.scrollsHorizontally, spec.style.direction == .rightToLeft, let key = used["direction"] {
            warn(key, "direction", SpecKeys.ignoredDirectionReason(in: layout))
            // In document order, before the warnings of the sections read since.
            if let warning = warnings.last, warning.path == "direction",
               let index = warnings.firstIndex(where: { ($0.line ?? 0, $0.column ?? 0) > (warning.line ?? 0, warning.column ?? 0) }) {
                warnings.insert(warnings.removeLast(), at: index)
            }
        }
        if !hasSections {
            record(error(root, "", "missing key \"sections\" (an array of sections)"))
        }
        checkListKeys(of: root, "", hasScale: hasScale)
        if let key = used["boundaryItems"] { checkLayoutWideKinds(of: spec, node: key + 1) }
        checkSupplementariesFollowContentInsets(of: spec)
        if layoutIsKnown, layout == .compositional {
            checkGroups(of: spec, topLevelGroup: used["group"] != nil || used["list"] != nil)
        }
        return spec
    }

    /// Refuses a spec with more than ``SpecLimits/maxItems`` items before decoding any.
    private func checkItemCount(_ sectionsNodes: [Int]) throws(SpecDiagnostic) {
        var total = 0
        var crossing: (node: Int, path: String)?
        for sections in sectionsNodes where doc.kind(sections) == .array {
            var index = 0
            doc.forEachElement(of: sections) { section in
                defer { index += 1 }
                guard doc.kind(section) == .object else { return }
                // Only the last `items` of a section is used (and counted).
                var items: Int?
                doc.forEachMember(of: section) { key, value in
                    if doc.string(key) == "items" { items = value }
                }
                guard let items, doc.kind(items) == .array else { return }
                total += doc.itemCount(items)
                if total > SpecLimits.maxItems, crossing == nil {
                    crossing = (items, "sections[\(index)].items")
                }
            }
        }
        if let crossing {
            throw error(crossing.node, crossing.path,
                        "too many items: \(total) in all sections, the limit is \(SpecLimits.maxItems)")
        }
    }

    private mutating func decodeSections(_ node: Int, _ path: String) throws(SpecDiagnostic) -> [SectionSpec] {
        guard doc.kind(node) == .array else { throw mismatch(node, path, expected: "an array of sections") }
        guard doc.count(node) <= SpecLimits.maxSections else {
            throw error(node, path, "too many sections: \(doc.count(node)), the limit is \(SpecLimits.maxSections)")
        }
        var sections: [SectionSpec] = []
        sections.reserveCapacity(doc.count(node))
        var index = 0
        doc.forEachElement(of: node) { element in
            do throws(SpecDiagnostic) {
                sections.append(try decodeSection(element, index: index, "\(path)[\(index)]"))
            } catch {
                record(error)
                sections.append(SectionSpec())
            }
            index += 1
        }
        return sections
    }

    private mutating func decodeSection(_ node: Int, index: Int, _ path: String) throws(SpecDiagnostic) -> SectionSpec {
        sectionNodes.append(node)
        guard doc.kind(node) == .object else { throw mismatch(node, path, expected: "an object (a section)") }
        var section = SectionSpec()
        var hasItems = false
        forEachUsedMember(of: node, path) { decoder, member in
            let (name, key, value, memberPath) = (member.name, member.key, member.value, member.path)
            do throws(SpecDiagnostic) {
                switch name {
                case "title": section.title = try decoder.string(value, memberPath)
                case "items":
                    hasItems = true
                    guard decoder.doc.kind(value) == .array else {
                        throw decoder.mismatch(value, memberPath, expected: "an array of items")
                    }
                    if let columns = decoder.doc.itemColumns[value] {
                        // Items the fast parser decoded carry no places: a key the layout ignores
                        // (a warning with its place) sends the spec to the full decoder.
                        if columns.keysNamed & Self.ignoredItemKeys(decoder.layout) != 0 { decoder.needsPlacedItems = true }
                        section.columns = columns
                    } else {
                        section.columns = decoder.decodeItems(value, section: index)
                    }
                case "scale":
                    _ = try decoder.scale(value, memberPath)
                    decoder.warn(key, memberPath, "applies to the whole layout, not to one section: move it to the top level")
                case _ where SpecKeys.layoutWideOnly.contains(name):
                    // Checked like any value, but it applies to the whole layout: say so.
                    var ignored = SpecStyle()
                    _ = try decoder.decodeStyleKey(name, value, memberPath, into: &ignored)
                    decoder.warn(key, memberPath, "applies to the whole layout, not to one section: move it to the top level")
                default:
                    decoder.warnIfIgnored(name, key, memberPath)
                    if try !decoder.decodeStyleKey(name, value, memberPath, into: &section.style) {
                        decoder.warnUnknownKey(name, key, memberPath, known: SpecKeys.section)
                    }
                }
            } catch {
                decoder.record(error)
            }
        }
        checkListKeys(of: node, path, hasScale: hasScale)
        if !hasItems { record(error(node, path, "missing key \"items\" (an array of items)")) }
        return section
    }

    // MARK: Items (the hot path: no string is built unless something is wrong)

    private mutating func decodeItems(_ node: Int, section: Int) -> ItemColumns {
        var items = ItemColumns()
        items.reserveCapacity(items: doc.count(node), stringBytes: 0)
        var element = node + 1
        for index in 0..<doc.count(node) {
            do throws(SpecDiagnostic) {
                items.append(try decodeItem(element, section: section, index: index))
            } catch {
                record(error)
                items.append(ItemSpec())
            }
            element = doc.next(after: element)
        }
        return items
    }

    private static func itemPath(_ section: Int, _ index: Int, _ key: String? = nil) -> String {
        let base = "sections[\(section)].items[\(index)]"
        return key.map { join(base, $0) } ?? base
    }

    private mutating func decodeItem(_ node: Int, section: Int, index: Int) throws(SpecDiagnostic) -> ItemSpec {
        guard doc.kind(node) == .object else {
            throw mismatch(node, Self.itemPath(section, index), expected: "an object (an item)")
        }
        var item = ItemSpec()
        var ratioKey: Int?
        var seen: UInt8 = 0
        var failed: UInt8 = 0  // keys whose value was bad (reported): not "missing" as well
        let ignored = layoutIsKnown ? Self.ignoredItemKeys(layout) : 0
        var key = node + 1
        for _ in 0..<doc.count(node) {
            let value = key + 1
            let name = doc.string(key)
            var bit: UInt8 = 0
            do throws(SpecDiagnostic) {
                defer {
                    // A repeated key: only its last value is checked, so an error of the value
                    // it replaces is taken back (rare: no cost on the way of a good item).
                    if seen & bit != 0 {
                        if failed & bit != 0 { retractError(at: Self.itemPath(section, index, name)) }
                        failed &= ~bit
                    }
                }
                switch name {
                case "height":
                    bit = 1
                    item.height = try length(value, Self.itemPath(section, index, name))
                case "width":
                    bit = 2
                    item.width = try length(value, Self.itemPath(section, index, name))
                case "title":
                    bit = 4
                    item.title = try string(value, Self.itemPath(section, index, name))
                case "text":
                    bit = 8
                    item.text = try string(value, Self.itemPath(section, index, name))
                case "fullSpan":
                    bit = 16
                    item.fullSpan = try bool(value, Self.itemPath(section, index, name))
                case "aspectRatio":
                    bit = 32
                    ratioKey = key
                    item.aspectRatio = try ratio(value, Self.itemPath(section, index, name))
                default:
                    warnUnknownKey(name, key, Self.itemPath(section, index, name), known: SpecKeys.item)
                }
            } catch {
                record(error)
                failed |= bit
            }
            if seen & bit != 0 { warn(key, Self.itemPath(section, index, name), "duplicate key (the last value is used)") }
            if ignored & bit & ~seen != 0, let reason = SpecKeys.ignoredReason(name, item: true, in: layout) {
                warn(key, Self.itemPath(section, index, name), reason)
            }
            seen |= bit
            key = doc.next(after: value)
        }
        if let ratioKey, item.aspectRatio != nil, layoutIsKnown, layout != .grid {
            // Precedence: `height` (or, in tags, `width`) before `aspectRatio`.
            if item.height != nil {
                warn(ratioKey, Self.itemPath(section, index, "aspectRatio"), "ignored (the item has a height, which comes first)")
            } else if layout == .tags, item.width != nil {
                warn(ratioKey, Self.itemPath(section, index, "aspectRatio"), "ignored (the item has a width, which comes first)")
            }
        }
        switch layout {
        case .waterfall, .grid, .compositional:
            // A waterfall item without `height` or `text` is the section's `itemHeight` tall.
            break
        case .tags:
            if item.width == nil, item.aspectRatio == nil || item.height != nil, failed & (2 | 4 | 32) == 0 {
                guard let title = item.title else {
                    throw error(node, Self.itemPath(section, index),
                                "missing key \"width\" (a tag needs a width or a \"title\" to measure)")
                }
                item.width = Double(max(0, measure(title)) + 2) * scale.x
            }
        }
        return item
    }

    // MARK: Style keys

    /// Decodes `name` into `style` if it is a style key; false if it is not one.
    private mutating func decodeStyleKey(_ name: String, _ value: Int, _ path: String,
                                         into style: inout SpecStyle) throws(SpecDiagnostic) -> Bool {
        switch name {
        case "columns": style.sectionStyle.columns = try columns(value, path)
        case "lineSpacing": style.sectionStyle.lineSpacing = try length(value, path)
        case "interitemSpacing": style.sectionStyle.interitemSpacing = try length(value, path)
        case "itemHeight": style.sectionStyle.itemHeight = try length(value, path)
        case "header": style.sectionStyle.headerHeight = try length(value, path)
        case "footer": style.sectionStyle.footerHeight = try length(value, path)
        case "inset": style.sectionStyle.inset = try insets(value, path)
        case "background":
            let (shown, decoration) = try background(value, path)
            style.sectionStyle.background = shown
            style.backgroundDecoration = decoration
        case "order": style.sectionStyle.itemOrder = try enumeration(value, path, ItemOrder.self)
        case "align": style.sectionStyle.alignment = try enumeration(value, path, RowAlignment.self)
        case "verticalAlign":
            style.sectionStyle.verticalAlignment = try enumeration(value, path, VerticalAlignment.self)
        case "pinHeaders": style.sectionHeadersPinToVisibleBounds = try bool(value, path)
        case "direction":
            style.direction = try choice(value, path, [("ltr", LayoutDirection.leftToRight), ("rtl", .rightToLeft)])
        case "scrollDirection":
            style.scrollDirection = try enumeration(value, path, ScrollDirection.self)
        case "itemSize": style.sectionStyle.itemSize = try size(value, path)
        case "aspectRatio": style.aspectRatio = try ratio(value, path)
        case "group": style.group = try group(value, path, depth: 1)
        case "interGroupSpacing": style.interGroupSpacing = try length(value, path)
        case "scrolling": style.scrolling = try enumeration(value, path, LayoutSection.OrthogonalScrollingBehavior.self)
        case "boundaryItems": style.boundaryItems = try boundaryItems(value, path)
        case "supplementariesFollowContentInsets": style.supplementariesFollowContentInsets = try bool(value, path)
        case "list": style.list = try list(value, path)
        case "interSectionSpacing": style.interSectionSpacing = try length(value, path)
        case "contentInsets": style.contentInsets = try insets(value, path)
        case "safeAreaInsets": style.safeAreaInsets = try insets(value, path)
        case "layoutMargins": style.layoutMargins = try insets(value, path)
        case "contentInsetsReference": style.contentInsetsReference = try enumeration(value, path, ContentInsetsReference.self)
        default: return false
        }
        return true
    }

    mutating func insets(_ node: Int, _ path: String) throws(SpecDiagnostic) -> EdgeInsets {
        guard doc.kind(node) == .object else {
            throw mismatch(node, path, expected: "an object with \"top\", \"left\", \"bottom\", \"right\"")
        }
        var insets = EdgeInsets.zero
        forEachUsedMember(of: node, path, known: SpecKeys.inset) { decoder, side in
            do throws(SpecDiagnostic) {
                let length = try decoder.length(side.value, side.path)
                switch side.name {
                case "top": insets.top = length
                case "left": insets.left = length
                case "bottom": insets.bottom = length
                default: insets.right = length
                }
            } catch {
                decoder.record(error)
            }
        }
        return insets
    }

    private mutating func size(_ node: Int, _ path: String) throws(SpecDiagnostic) -> Size {
        let (width, height) = try pair(node, path, keys: SpecKeys.size, of: .length)
        return Size(width: width, height: height)
    }

    /// The `scale` object: `x` and `y`, each a ratio (see ``ratio(_:_:)``).
    private mutating func scale(_ node: Int, _ path: String) throws(SpecDiagnostic) -> LayoutScale {
        let (x, y) = try pair(node, path, keys: SpecKeys.scale, of: .ratio)
        return LayoutScale(x: x, y: y)
    }

    /// What the two numbers of a ``pair(_:_:keys:of:)`` are.
    enum PairValue {
        /// Lengths (``length(_:_:)``), as in `itemSize`.
        case length
        /// Ratios (``ratio(_:_:)``), as in `scale`.
        case ratio
        /// Coordinates (``coordinate(_:_:)``), as in an `offset`: negative ones too.
        case coordinate
    }

    /// An object of exactly the two numbers named by `keys` (`["width", "height"]`,
    /// `["x", "y"]`): each checked where it is, a later duplicate replacing an earlier one, an
    /// unknown key warned about, and a missing one reported on the object.
    mutating func pair(_ node: Int, _ path: String, keys: [String], of kind: PairValue) throws(SpecDiagnostic) -> (Double, Double) {
        guard doc.kind(node) == .object else {
            throw mismatch(node, path, expected: "an object with \"\(keys[0])\" and \"\(keys[1])\"")
        }
        var values: [Double?] = [nil, nil]
        var invalid = false
        forEachUsedMember(of: node, path, known: keys) { decoder, member in
            do throws(SpecDiagnostic) {
                let index = member.name == keys[0] ? 0 : 1   // `known`: one of the two
                values[index] = switch kind {
                case .length: try decoder.length(member.value, member.path)
                case .ratio: try decoder.ratio(member.value, member.path)
                case .coordinate: try decoder.coordinate(member.value, member.path)
                }
            } catch {
                decoder.record(error)
                invalid = true
            }
        }
        // A bad value was reported where it is; a missing one is reported here.
        for index in 0..<2 where values[index] == nil {
            throw invalid ? error(node, path, "") : error(node, path, "missing key \"\(keys[index])\"")
        }
        return (values[0]!, values[1]!)
    }

    // MARK: Values

    /// A scale factor or an aspect ratio: a number from ``SpecLimits/minRatio`` to
    /// ``SpecLimits/maxRatio`` (finite, greater than 0).
    private func ratio(_ node: Int, _ path: @autoclosure () -> String) throws(SpecDiagnostic) -> Double {
        let value = doc.number(node)
        guard doc.kind(node) == .number, value >= SpecLimits.minRatio, value <= SpecLimits.maxRatio else {
            throw mismatch(node, path(), expected: "a number from \(SpecLimits.minRatio) to \(Int(SpecLimits.maxRatio))")
        }
        return value
    }

    /// A coordinate of an offset: a number from −``SpecLimits/maxLength`` to ``SpecLimits/maxLength``.
    func coordinate(_ node: Int, _ path: @autoclosure () -> String) throws(SpecDiagnostic) -> Double {
        let value = doc.number(node)
        guard doc.kind(node) == .number, value >= -SpecLimits.maxLength, value <= SpecLimits.maxLength else {
            throw mismatch(node, path(), expected: "a number from -\(Int(SpecLimits.maxLength)) to \(Int(SpecLimits.maxLength))")
        }
        return value == 0 ? 0 : value  // -0 becomes 0
    }

    /// A drawing order (`zIndex`): an integer from −``SpecLimits/maxZIndex`` to ``SpecLimits/maxZIndex``.
    func zIndex(_ node: Int, _ path: @autoclosure () -> String) throws(SpecDiagnostic) -> Int {
        let value = doc.number(node)
        let limit = Double(SpecLimits.maxZIndex)
        guard doc.kind(node) == .number, value.rounded() == value, value >= -limit, value <= limit else {
            throw mismatch(node, path(), expected: "an integer from -\(SpecLimits.maxZIndex) to \(SpecLimits.maxZIndex)")
        }
        return Int(value)
    }

    private func columns(_ node: Int, _ path: @autoclosure () -> String) throws(SpecDiagnostic) -> Int {
        let value = doc.number(node)
        guard doc.kind(node) == .number, value.rounded() == value,
              value >= Double(SpecLimits.minColumns), value <= Double(SpecLimits.maxColumns) else {
            throw mismatch(node, path(), expected: "an integer from \(SpecLimits.minColumns) to \(SpecLimits.maxColumns)")
        }
        return Int(value)
    }

    func length(_ node: Int, _ path: @autoclosure () -> String) throws(SpecDiagnostic) -> Double {
        let value = doc.number(node)
        guard doc.kind(node) == .number, value >= 0, value <= SpecLimits.maxLength else {
            throw mismatch(node, path(), expected: "a number from 0 to \(Int(SpecLimits.maxLength))")
        }
        return value == 0 ? 0 : value  // -0 becomes 0
    }

    func string(_ node: Int, _ path: @autoclosure () -> String) throws(SpecDiagnostic) -> String {
        guard doc.kind(node) == .string else { throw mismatch(node, path(), expected: "a string") }
        return doc.string(node)
    }

    func bool(_ node: Int, _ path: @autoclosure () -> String) throws(SpecDiagnostic) -> Bool {
        switch doc.kind(node) {
        case .true: return true
        case .false: return false
        default: throw mismatch(node, path(), expected: "true or false")
        }
    }

    func enumeration<T: RawRepresentable & CaseIterable>(
        _ node: Int, _ path: @autoclosure () -> String, _ type: T.Type
    ) throws(SpecDiagnostic) -> T where T.RawValue == String {
        try choice(node, path(), T.allCases.map { ($0.rawValue, $0) })
    }

    /// The value paired with the string at `node`, or an error listing the choices.
    func choice<T>(_ node: Int, _ path: @autoclosure () -> String,
                           _ choices: [(name: String, value: T)]) throws(SpecDiagnostic) -> T {
        if doc.kind(node) == .string {
            let text = doc.string(node)
            if let match = choices.first(where: { $0.name == text }) { return match.value }
        }
        let names = choices.map { "\"\($0.name)\"" }.joined(separator: ", ")
        throw mismatch(node, path(), expected: "one of \(names)")
    }

    // MARK: Diagnostics

    /// The most characters of a key a path shows; a longer key is cut there and ends in `…`, as
    /// a quoted value is (a 10 MB key must not make a 10 MB message).
    static let maxKeyCharacters = 40

    /// A path with `key` appended: `a.key`, or `a["odd key"]` when the key is not a plain name.
    /// A key longer than ``maxKeyCharacters`` is cut to that many characters and `…`.
    static func join(_ base: String, _ key: String) -> String {
        if key.utf8.count > maxKeyCharacters, key.count > maxKeyCharacters {
            let cut = String(key.prefix(maxKeyCharacters))
            return base + "[" + quoted(cut).dropLast() + "…\"]"
        }
        let plain = !key.isEmpty && key.utf8.allSatisfy { c in
            (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) || (c >= 0x30 && c <= 0x39) || c == 0x5F
        }
        if !plain { return base + "[" + quoted(key) + "]" }
        return base.isEmpty ? key : base + "." + key
    }

    /// `text` in double quotes for a message: `"` and `\` are written `\"` and `\\`, and every
    /// character of ``MessageText/needsEscape(_:)`` (C0 and C1 controls, DEL, bidi, invisible)
    /// as `\u{XXXX}`, the one escape form of every message.
    static func quoted(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out.append(contentsOf: "\\\"".unicodeScalars)
            case "\\": out.append(contentsOf: "\\\\".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return "\"" + MessageText.escaped(String(out)) + "\""
    }

    func error(_ node: Int, _ path: String, _ message: String) -> SpecDiagnostic {
        let (line, column) = doc.position(node)
        return SpecDiagnostic(severity: .error, file: file, path: path, line: line, column: column, message: message)
    }

    func mismatch(_ node: Int, _ path: String, expected: String) -> SpecDiagnostic {
        error(node, path, "expected \(expected), got \(doc.describe(node))")
    }

    /// Records `error` and goes on; an error with an empty message was already reported.
    mutating func record(_ error: SpecDiagnostic) {
        guard !error.message.isEmpty else { return }
        guard errors.count < SpecLimits.maxWarnings else {
            suppressedErrors += 1
            return
        }
        errors.append(error)
    }

    mutating func warn(_ node: Int, _ path: String, _ message: String) {
        guard warnings.count < SpecLimits.maxWarnings else {
            suppressedWarnings += 1
            return
        }
        let (line, column) = doc.position(node)
        warnings.append(SpecDiagnostic(severity: .warning, file: file, path: path, line: line, column: column, message: message))
    }

    mutating func warnUnknownKey(_ name: String, _ key: Int, _ path: String, known: [String]) {
        guard warnings.count < SpecLimits.maxWarnings else {
            suppressedWarnings += 1
            return
        }
        if let suggestion = SpecKeys.suggestion(for: name, among: known) {
            warn(key, path, "unknown key (did you mean \"\(suggestion)\"?)")
        } else {
            warn(key, path, "unknown key")
        }
    }

    /// The bits (as in ``decodeItem(_:section:index:)``) of the item keys `layout` ignores.
    private static func ignoredItemKeys(_ layout: LayoutSpec.Kind) -> UInt8 {
        switch layout {
        case .waterfall: 2             // width
        case .tags: 16                 // fullSpan
        case .grid: 1 | 2 | 8 | 16 | 32  // height, width, text, fullSpan, aspectRatio
        case .compositional: 16 | 32   // fullSpan, aspectRatio
        }
    }

    /// Warns when the style key `name` does nothing in the spec's layout.
    private mutating func warnIfIgnored(_ name: String, _ key: Int, _ path: String) {
        guard layoutIsKnown else { return }
        if let reason = SpecKeys.ignoredReason(name, item: false, in: layout) { warn(key, path, reason) }
    }

    /// One member of a JSON object, as ``forEachUsedMember(of:_:known:_:)`` passes it on.
    struct Member {
        /// The key's text.
        let name: String
        /// The key's node (where a warning about the key points).
        let key: Int
        /// The value's node.
        let value: Int
        /// The member's key path (`sections[0].inset.top`).
        let path: String
    }

    /// Walks the members of the object at `node`, whose key path is `path`, as every object
    /// decoder does: a key seen again is warned about (``noteDuplicate(_:_:_:_:)``) and only
    /// its last value is passed on (``lastKeys(of:)``); with `known`, a key outside it is warned
    /// about (with a suggestion, ``warnUnknownKey(_:_:_:known:)``) and skipped. `body` gets the
    /// decoder itself, to decode the value with: it cannot capture `self` while this walk has it.
    mutating func forEachUsedMember(of node: Int, _ path: String, known: [String]? = nil,
                                    _ body: (inout SpecDecoder, Member) -> Void) {
        var seen = Set<String>()
        let used = lastKeys(of: node)
        doc.forEachMember(of: node) { key, value in
            let name = doc.string(key)
            let memberPath = Self.join(path, name)
            noteDuplicate(name, key, memberPath, &seen)
            guard used[name] == key else { return }  // replaced by a later value: not checked
            if let known, !known.contains(name) {
                warnUnknownKey(name, key, memberPath, known: known)
                return
            }
            body(&self, Member(name: name, key: key, value: value, path: memberPath))
        }
    }

    /// Each member name of the object at `node` with the key node of its last occurrence: the
    /// value that is used, and the only one checked.
    func lastKeys(of node: Int) -> [String: Int] {
        var last: [String: Int] = [:]
        doc.forEachMember(of: node) { key, _ in last[doc.string(key)] = key }
        return last
    }

    /// Takes back the error recorded at `path` (the value of a key that a later one replaced).
    private mutating func retractError(at path: String) {
        if let index = errors.lastIndex(where: { $0.path == path }) {
            errors.remove(at: index)
        } else if suppressedErrors > 0 {
            suppressedErrors -= 1
        }
    }

    mutating func noteDuplicate(_ name: String, _ key: Int, _ path: String, _ seen: inout Set<String>) {
        if !seen.insert(name).inserted {
            warn(key, path, "duplicate key (the last value is used)")
        }
    }

    private func finishedWarnings() -> [SpecDiagnostic] {
        guard suppressedWarnings > 0 else { return warnings }
        let noun = suppressedWarnings == 1 ? "warning" : "warnings"
        return warnings + [SpecDiagnostic(severity: .warning, file: file, message: "\(suppressedWarnings) more \(noun) not shown")]
    }
}
