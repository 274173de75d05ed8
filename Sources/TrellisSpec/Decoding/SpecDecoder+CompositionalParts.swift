import TrellisLayout

/// Decoding of the parts of a compositional spec around its groups (issue 28): spacings and edge
/// spacing, an item slot's supplementary items (badges), a section's background, boundary items
/// and list, and the checks of keys that have no effect where they are. Every mistake is named
/// with its place and key path, as for every other key.
extension SpecDecoder {
    // MARK: Spacing

    /// A spacing (`interItemSpacing`, an edge of `edgeSpacing`): a number (fixed), `{"fixed": n}`
    /// or `{"flexible": n}`.
    mutating func spacing(_ node: Int, _ path: String) throws(SpecDiagnostic) -> LayoutSpacing {
        if doc.kind(node) == .number { return .fixed(try length(node, path)) }
        guard doc.kind(node) == .object else {
            throw mismatch(node, path, expected: "a number or an object with \"fixed\" or \"flexible\"")
        }
        var found: [(name: String, value: LayoutSpacing?)] = []
        forEachUsedMember(of: node, path, known: SpecKeys.spacing) { decoder, member in
            do throws(SpecDiagnostic) {
                let length = try decoder.length(member.value, member.path)
                found.append((member.name, member.name == "fixed" ? .fixed(length) : .flexible(length)))
            } catch {
                decoder.record(error)
                found.append((member.name, nil))
            }
        }
        guard found.count == 1 else {
            let got = found.isEmpty ? "none" : "\"fixed\" and \"flexible\""
            throw error(node, path, "expected exactly one of \"fixed\", \"flexible\", got \(got)")
        }
        guard let spacing = found[0].value else { throw error(node, path, "") }  // reported where it is
        return spacing
    }

    /// An `edgeSpacing` object: `leading`, `top`, `trailing` and `bottom`, each optional, each a
    /// spacing (``spacing(_:_:)``).
    mutating func edgeSpacing(_ node: Int, _ path: String) throws(SpecDiagnostic) -> LayoutEdgeSpacing {
        guard doc.kind(node) == .object else {
            throw mismatch(node, path, expected: "an object with \"leading\", \"top\", \"trailing\", \"bottom\"")
        }
        var edges = LayoutEdgeSpacing()
        var failed = false
        forEachUsedMember(of: node, path, known: SpecKeys.edgeSpacing) { decoder, edge in
            do throws(SpecDiagnostic) {
                let spacing = try decoder.spacing(edge.value, edge.path)
                switch edge.name {
                case "leading": edges.leading = spacing
                case "top": edges.top = spacing
                case "trailing": edges.trailing = spacing
                default: edges.bottom = spacing
                }
            } catch {
                decoder.record(error)
                failed = true
            }
        }
        if failed { throw error(node, path, "") }
        return edges
    }

    // MARK: Supplementary items (badges)

    /// An item slot's `supplementaries`: an array of supplementary items.
    mutating func supplementaries(_ node: Int, _ path: String) throws(SpecDiagnostic) -> [LayoutSupplementaryItem] {
        try array(node, path, of: "supplementary items") { decoder, element, elementPath throws(SpecDiagnostic) in
            try decoder.supplementary(element, elementPath)
        }
    }

    /// The array at `node`, each element decoded by `decode` at `path[i]`. Every element's mistake
    /// is recorded before the array fails, so one run names them all.
    private mutating func array<Element>(_ node: Int, _ path: String, of what: String,
                                         _ decode: (inout SpecDecoder, Int, String) throws(SpecDiagnostic) -> Element)
        throws(SpecDiagnostic) -> [Element] {
        guard doc.kind(node) == .array else { throw mismatch(node, path, expected: "an array of \(what)") }
        var elements: [Element] = []
        var failed = false
        var index = 0
        doc.forEachElement(of: node) { element in
            do throws(SpecDiagnostic) {
                elements.append(try decode(&self, element, "\(path)[\(index)]"))
            } catch {
                record(error)
                failed = true
            }
            index += 1
        }
        if failed { throw error(node, path, "") }
        return elements
    }

    /// One supplementary item: `kind`, `width`, `height` and `anchor` (required), `zIndex` (1).
    /// `itemAnchor` is out of scope: a warning says so.
    private mutating func supplementary(_ node: Int, _ path: String) throws(SpecDiagnostic) -> LayoutSupplementaryItem {
        guard doc.kind(node) == .object else { throw mismatch(node, path, expected: "an object (a supplementary item)") }
        var kind: ElementKind?
        var width: LayoutDimension?
        var height: LayoutDimension?
        var anchor: LayoutAnchor?
        var zIndex = 1
        var present = Set<String>()
        var failed = false
        forEachUsedMember(of: node, path, known: SpecKeys.supplementary) { decoder, member in
            present.insert(member.name)
            do throws(SpecDiagnostic) {
                switch member.name {
                case "kind": kind = try decoder.elementKind(member.value, member.path)
                case "width": width = try decoder.dimension(member.value, member.path)
                case "height": height = try decoder.dimension(member.value, member.path)
                case "anchor": anchor = try decoder.anchor(member.value, member.path)
                case "zIndex": zIndex = try decoder.zIndex(member.value, member.path)
                default:
                    decoder.warn(member.key, member.path,
                                 "not supported (a supplementary item is placed by its \"anchor\" on the item's frame); ignored")
                }
            } catch {
                decoder.record(error)
                failed = true
            }
        }
        for (key, what) in [("kind", "a string"), ("width", "a dimension"), ("height", "a dimension"),
                            ("anchor", "an object with \"edges\"")] where !present.contains(key) {
            record(error(node, path, "missing key \"\(key)\" (\(what))"))
            failed = true
        }
        guard !failed, let kind, let width, let height, let anchor else { throw error(node, path, "") }
        return LayoutSupplementaryItem(size: LayoutSize(width: width, height: height), kind: kind, anchor: anchor, zIndex: zIndex)
    }

    /// A supplementary view's element kind: a non-empty string, neither `cell` nor `background`
    /// (the kinds of cells and of section backgrounds, which are no supplementary views).
    private func elementKind(_ node: Int, _ path: String) throws(SpecDiagnostic) -> ElementKind {
        guard doc.kind(node) == .string, !doc.string(node).isEmpty else {
            throw mismatch(node, path, expected: "a non-empty string (an element kind)")
        }
        let kind = ElementKind(doc.string(node))
        if kind == .cell || kind == .background {
            throw error(node, path, "\"\(kind.rawValue)\" is the kind of \(kind == .cell ? "cells" : "section backgrounds"); name a supplementary kind such as \"badge\"")
        }
        return kind
    }

    /// An `anchor`: `edges` (required, an array of edge names) and at most one of
    /// `fractionalOffset` and `absoluteOffset`.
    private mutating func anchor(_ node: Int, _ path: String) throws(SpecDiagnostic) -> LayoutAnchor {
        guard doc.kind(node) == .object else { throw mismatch(node, path, expected: "an object with \"edges\"") }
        var edges: LayoutRectEdges?
        var fractional: Point?
        var absolute: Point?
        var offsetKeys: [Int] = []
        var failed = false
        var hasEdges = false
        forEachUsedMember(of: node, path, known: SpecKeys.anchor) { decoder, member in
            do throws(SpecDiagnostic) {
                switch member.name {
                case "edges":
                    hasEdges = true
                    edges = try decoder.edges(member.value, member.path)
                case "fractionalOffset":
                    offsetKeys.append(member.key)
                    fractional = try decoder.point(member.value, member.path)
                default:
                    offsetKeys.append(member.key)
                    absolute = try decoder.point(member.value, member.path)
                }
            } catch {
                decoder.record(error)
                failed = true
            }
        }
        if !hasEdges {
            record(error(node, path, "missing key \"edges\" (an array of \"top\", \"leading\", \"bottom\", \"trailing\")"))
            failed = true
        }
        if offsetKeys.count == 2 {
            record(error(offsetKeys[1], Self.join(path, doc.string(offsetKeys[1])),
                         "an anchor has \"fractionalOffset\" or \"absoluteOffset\", not both"))
            failed = true
        }
        guard !failed, let edges else { throw error(node, path, "") }
        if let fractional { return LayoutAnchor(edges: edges, fractionalOffset: fractional) }
        return LayoutAnchor(edges: edges, absoluteOffset: absolute ?? Point(x: 0, y: 0))
    }

    /// An anchor's `edges`: an array of `"top"`, `"leading"`, `"bottom"`, `"trailing"` (empty:
    /// centred both ways).
    private mutating func edges(_ node: Int, _ path: String) throws(SpecDiagnostic) -> LayoutRectEdges {
        guard doc.kind(node) == .array else {
            throw mismatch(node, path, expected: "an array of \"top\", \"leading\", \"bottom\", \"trailing\"")
        }
        var edges: LayoutRectEdges = []
        var failed = false
        var index = 0
        doc.forEachElement(of: node) { element in
            do throws(SpecDiagnostic) {
                edges.insert(try choice(element, "\(path)[\(index)]", SpecKeys.anchorEdges))
            } catch {
                record(error)
                failed = true
            }
            index += 1
        }
        if failed { throw error(node, path, "") }
        return edges
    }

    /// A point: `x` and `y`, each a coordinate (``coordinate(_:_:)``).
    private mutating func point(_ node: Int, _ path: String) throws(SpecDiagnostic) -> Point {
        let (x, y) = try pair(node, path, keys: SpecKeys.point, of: .coordinate)
        return Point(x: x, y: y)
    }

    // MARK: Sections

    /// A section's `background`: `true` or `false`, or (compositional) an object with `insets`
    /// and `zIndex`, which also means `true`. In another layout the object's keys are ignored,
    /// with a warning each.
    mutating func background(_ node: Int, _ path: String) throws(SpecDiagnostic) -> (Bool, LayoutDecorationItem?) {
        if doc.kind(node) == .true || doc.kind(node) == .false { return (try bool(node, path), nil) }
        guard doc.kind(node) == .object else {
            throw mismatch(node, path, expected: "true, false or an object with \"insets\" and \"zIndex\"")
        }
        var decoration = LayoutDecorationItem.background(kind: .background)
        let compositional = !layoutIsKnown || layout == .compositional
        let layoutName = SpecKeys.name(of: layout)
        forEachUsedMember(of: node, path, known: SpecKeys.background) { decoder, member in
            do throws(SpecDiagnostic) {
                if member.name == "insets" {
                    decoration.contentInsets = try decoder.insets(member.value, member.path)
                } else {
                    decoration.zIndex = try decoder.zIndex(member.value, member.path)
                }
                if !compositional {
                    decoder.warn(member.key, member.path,
                                 "ignored in a \(layoutName) (only a compositional layout insets and orders its section backgrounds)")
                }
            } catch {
                decoder.record(error)
            }
        }
        return (true, compositional ? decoration : nil)
    }

    /// A `boundaryItems` array.
    mutating func boundaryItems(_ node: Int, _ path: String) throws(SpecDiagnostic) -> [SpecBoundaryItem] {
        try array(node, path, of: "boundary items") { decoder, element, elementPath throws(SpecDiagnostic) in
            try decoder.boundaryItem(element, elementPath)
        }
    }

    /// One boundary item: `kind`, `alignment`, `width` and `height` (required); `offset`, `pin`,
    /// `extendsBoundary`, `zIndex` (10), `title` and `text`. A `text` under a height that is not
    /// estimated sizes nothing: a warning says so.
    private mutating func boundaryItem(_ node: Int, _ path: String) throws(SpecDiagnostic) -> SpecBoundaryItem {
        guard doc.kind(node) == .object else { throw mismatch(node, path, expected: "an object (a boundary item)") }
        var kind: ElementKind?
        var alignment: LayoutBoundaryItem.Alignment?
        var width: LayoutDimension?
        var height: LayoutDimension?
        var offset = Point(x: 0, y: 0)
        var pin = false
        var extendsBoundary = true
        var zIndex = 10
        var title: String?
        var text: String?
        var textKey: Int?
        var present = Set<String>()
        var failed = false
        forEachUsedMember(of: node, path, known: SpecKeys.boundaryItem) { decoder, member in
            present.insert(member.name)
            let (value, memberPath) = (member.value, member.path)
            do throws(SpecDiagnostic) {
                switch member.name {
                case "kind": kind = try decoder.elementKind(value, memberPath)
                case "alignment": alignment = try decoder.enumeration(value, memberPath, LayoutBoundaryItem.Alignment.self)
                case "width": width = try decoder.dimension(value, memberPath)
                case "height": height = try decoder.dimension(value, memberPath)
                case "offset": offset = try decoder.point(value, memberPath)
                case "pin": pin = try decoder.bool(value, memberPath)
                case "extendsBoundary": extendsBoundary = try decoder.bool(value, memberPath)
                case "zIndex": zIndex = try decoder.zIndex(value, memberPath)
                case "title": title = try decoder.string(value, memberPath)
                default:
                    textKey = member.key
                    text = try decoder.string(value, memberPath)
                }
            } catch {
                decoder.record(error)
                failed = true
            }
        }
        for (key, what) in [("kind", "a string"), ("alignment", "such as \"top\""), ("width", "a dimension"),
                            ("height", "a dimension")] where !present.contains(key) {
            record(error(node, path, "missing key \"\(key)\" (\(what))"))
            failed = true
        }
        if let textKey, let height, !height.isEstimated {
            warn(textKey, Self.join(path, "text"), "sizes nothing (the height is not estimated); it is only shown")
        }
        guard !failed, let kind, let alignment, let width, let height else { throw error(node, path, "") }
        let item = LayoutBoundaryItem(size: LayoutSize(width: width, height: height), kind: kind, alignment: alignment,
                                      offset: offset, extendsBoundary: extendsBoundary, pinToVisibleBounds: pin, zIndex: zIndex)
        return SpecBoundaryItem(item: item, title: title, text: text)
    }

    /// A `list` object: `appearance` (required), `headerMode`, `footerMode`, `showsSeparators`,
    /// `headerTopPadding`.
    mutating func list(_ node: Int, _ path: String) throws(SpecDiagnostic) -> LayoutListConfiguration {
        guard doc.kind(node) == .object else { throw mismatch(node, path, expected: "an object with \"appearance\"") }
        var list = LayoutListConfiguration(appearance: .plain)
        var hasAppearance = false
        var failed = false
        forEachUsedMember(of: node, path, known: SpecKeys.list) { decoder, member in
            let (value, memberPath) = (member.value, member.path)
            do throws(SpecDiagnostic) {
                switch member.name {
                case "appearance":
                    hasAppearance = true
                    list.appearance = try decoder.enumeration(value, memberPath, LayoutListConfiguration.Appearance.self)
                case "headerMode": list.headerMode = try decoder.enumeration(value, memberPath, LayoutListConfiguration.HeaderMode.self)
                case "footerMode": list.footerMode = try decoder.enumeration(value, memberPath, LayoutListConfiguration.FooterMode.self)
                case "showsSeparators": list.showsSeparators = try decoder.bool(value, memberPath)
                default: list.headerTopPadding = try decoder.length(value, memberPath)
                }
            } catch {
                decoder.record(error)
                failed = true
            }
        }
        if !hasAppearance {
            let names = LayoutListConfiguration.Appearance.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            record(error(node, path, "missing key \"appearance\" (one of \(names))"))
            failed = true
        }
        if failed { throw error(node, path, "") }
        return list
    }

    // MARK: Keys without effect

    /// Warns at each section's own `supplementariesFollowContentInsets` when the section has no
    /// boundary item for it to act on: no `header` or `footer` (its own or the top level's), no
    /// `boundaryItems` and no list (whose header and footer modes make some).
    mutating func checkSupplementariesFollowContentInsets(of spec: LayoutSpec) {
        guard layoutIsKnown, layout == .compositional else { return }
        for (index, section) in spec.sections.enumerated() where index < sectionNodes.count {
            let node = sectionNodes[index]
            guard doc.kind(node) == .object, let key = lastKeys(of: node)["supplementariesFollowContentInsets"],
                  doc.kind(key + 1) == .true || doc.kind(key + 1) == .false else { continue }  // a bad value is reported already
            let style = section.style.fallingBack(to: spec.style)
            let resolved = ResolvedSectionStyle(style.sectionStyle)
            let hasItems = resolved.headerHeight > 0 || resolved.footerHeight > 0 || !(section.style.boundaryItems ?? []).isEmpty
                || style.list != nil
            if !hasItems {
                warn(key, "sections[\(index)].supplementariesFollowContentInsets",
                     "ignored (the section has no header, footer or boundary items)")
            }
        }
    }

    /// Warns at each layout-wide boundary item (the top-level `boundaryItems`, at `node`) whose
    /// index path, section 0 and its number among the layout-wide items of its kind, is also one
    /// of section 0's own items of that kind (the `header` and `footer` shorthands included): a
    /// query by kind and index path finds section 0's, and the data source sizes and titles that one.
    mutating func checkLayoutWideKinds(of spec: LayoutSpec, node: Int) {
        guard layoutIsKnown, layout == .compositional, doc.kind(node) == .array,
              let items = spec.style.boundaryItems, let first = spec.sections.first else { return }
        let resolved = ResolvedSectionStyle(first.style.sectionStyle.fallingBack(to: spec.style.sectionStyle))
        var sectionCounts: [ElementKind: Int] = [:]
        if resolved.headerHeight > 0 { sectionCounts[.header, default: 0] += 1 }
        if resolved.footerHeight > 0 { sectionCounts[.footer, default: 0] += 1 }
        for item in first.style.boundaryItems ?? [] { sectionCounts[item.item.kind, default: 0] += 1 }
        var counts: [ElementKind: Int] = [:]
        var index = 0
        doc.forEachElement(of: node) { element in
            defer { index += 1 }
            guard index < items.count else { return }
            let kind = items[index].item.kind
            let number = counts[kind, default: 0]
            counts[kind] = number + 1
            if number < sectionCounts[kind, default: 0] {
                warn(element, "boundaryItems[\(index)]",
                     "shares its index path (section 0, item \(number)) with section 0's own \"\(kind.rawValue)\", which queries find first: give it a kind of its own, such as \"layout\(kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst())\"")
            }
        }
    }

    /// The checks of a compositional section's keys (or the top level's, `path` empty) that need
    /// the whole object read: a `list` beside a `group` (an error), keys a list section does not
    /// use, and a list without a top-level `scale` (list metrics are points).
    mutating func checkListKeys(of node: Int, _ path: String, hasScale: Bool) {
        guard layoutIsKnown, layout == .compositional else { return }
        let used = lastKeys(of: node)
        guard let listKey = used["list"] else { return }
        let listPath = Self.join(path, "list")
        if used["group"] != nil {
            record(error(listKey, listPath, "a section is a \"group\" or a \"list\", not both: remove one"))
        }
        if let key = used["interGroupSpacing"] {
            warn(key, Self.join(path, "interGroupSpacing"), "ignored in a list section (the list spaces its rows)")
        }
        if !hasScale {
            warn(listKey, listPath, "list metrics are points: add a top-level \"scale\" (such as {\"x\": 8, \"y\": 16})")
        }
    }
}
