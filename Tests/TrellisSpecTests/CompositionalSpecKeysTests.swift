import XCTest
import TrellisLayout
@testable import TrellisSpec

/// The compositional keys of issue 28 (§2): each decodes into TrellisLayout's model values, each
/// bad value and each key without effect gets its `validate` message with its place, and a spec
/// using every key loads into the model a UIKit developer would write by hand.
final class CompositionalSpecKeysTests: XCTestCase {
    /// Every problem of `json` in file order, as `validate` prints it (without `trellis: `).
    private func problems(_ json: String) -> [String] {
        SpecLoader.check(Array(json.utf8), file: "c.json").problems.map { problem in
            switch problem.severity {
            case .error: "error: \(problem)"
            case .warning: "warning: \(problem)"
            }
        }
    }

    /// A compositional spec on one line: `top` at the top level, one section with `section`'s
    /// keys and no items.
    private func spec(top: String = "", _ section: String) -> String {
        #"{"layout": "compositional", "scale": {"x": 1, "y": 1}, "#  + (top.isEmpty ? "" : top + ", ") + #""sections": [{"# + section + #", "items": []}]}"#
    }

    private static let slot = #"{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}"#
    private static let row = #""group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 3}, "subitems": ["# + slot + "]}"

    /// A section group of one `slot` (JSON of an item slot).
    private static func group(slot: String, extra: String = "") -> String {
        #""group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 3}"# + extra + #", "subitems": ["# + slot + "]}"
    }

    private func load(_ json: String) throws -> LayoutSpec {
        try SpecLoader.parse(json: json, file: "c.json").0
    }

    // MARK: Decoding, key by key

    func testUniformAcrossSiblingsIsADimensionOfItemSlots() throws {
        let json = spec(Self.group(slot: #"{"width": {"fractionalWidth": 0.5}, "height": {"uniformAcrossSiblings": 4}}"#))
        XCTAssertEqual(problems(json), [])
        let item = try XCTUnwrap(try load(json).layoutSections.first?.group.subitems.first)
        XCTAssertEqual(item, .item(LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .uniformAcrossSiblings(estimate: 4)))))
    }

    func testGroupInsetsEdgeSpacingAndSpacings() throws {
        let inner = #"{"axis": "vertical", "width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}, "interItemSpacing": {"flexible": 1}, "insets": {"top": 1, "left": 2}, "edgeSpacing": {"leading": {"fixed": 1}}, "subitems": [{"width": {"fractionalWidth": 1}, "height": {"absolute": 1}, "edgeSpacing": {"top": {"flexible": 0}, "bottom": 2}}]}"#
        let json = spec(#""group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 6}, "interItemSpacing": {"fixed": 2}, "insets": {"left": 1, "right": 1}, "subitems": ["# + inner + "]}")
        XCTAssertEqual(problems(json), [])
        let group = try XCTUnwrap(try load(json).layoutSections.first?.group)
        XCTAssertEqual(group.interItemSpacing, .fixed(2))
        XCTAssertEqual(group.contentInsets, EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        XCTAssertNil(group.edgeSpacing)
        guard case .group(let nested) = group.subitems[0] else { return XCTFail("expected a nested group") }
        XCTAssertEqual(nested.interItemSpacing, .flexible(1))
        XCTAssertEqual(nested.contentInsets, EdgeInsets(top: 1, left: 2, bottom: 0, right: 0))
        XCTAssertEqual(nested.edgeSpacing, LayoutEdgeSpacing(leading: .fixed(1)))
        guard case .item(let item) = nested.subitems[0] else { return XCTFail("expected an item slot") }
        XCTAssertEqual(item.edgeSpacing, LayoutEdgeSpacing(top: .flexible(0), bottom: .fixed(2)))
        // A bare number is still a fixed spacing.
        let plain = spec(Self.group(slot: Self.slot, extra: #", "interItemSpacing": 1"#))
        XCTAssertEqual(try load(plain).layoutSections[0].group.interItemSpacing, .fixed(1))
    }

    func testItemSlotSupplementariesAreBadges() throws {
        let badge = #"{"kind": "badge", "width": {"absolute": 2}, "height": {"absolute": 1}, "anchor": {"edges": ["top", "trailing"], "fractionalOffset": {"x": 0.3, "y": -0.3}}, "zIndex": 2}"#
        let pin = #"{"kind": "pin", "width": {"fractionalWidth": 0.5}, "height": {"absolute": 1}, "anchor": {"edges": [], "absoluteOffset": {"x": -1, "y": 1}}}"#
        let json = spec(Self.group(slot: #"{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}, "supplementaries": ["# + badge + ", " + pin + "]}"))
        XCTAssertEqual(problems(json), [])
        guard case .item(let item) = try load(json).layoutSections[0].group.subitems[0] else { return XCTFail("expected an item slot") }
        XCTAssertEqual(item.supplementaryItems, [
            LayoutSupplementaryItem(size: LayoutSize(width: .absolute(2), height: .absolute(1)), kind: "badge",
                                    anchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)), zIndex: 2),
            LayoutSupplementaryItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(1)), kind: "pin",
                                    anchor: LayoutAnchor(edges: [], absoluteOffset: Point(x: -1, y: 1))),
        ])
    }

    func testABackgroundIsADecorationItem() throws {
        let plain = try load(spec(Self.row + #", "background": true"#)).layoutSections[0]
        XCTAssertEqual(plain.decorationItems, [.background(kind: .background)])
        let json = spec(Self.row + #", "background": {"insets": {"top": 1, "left": 2, "bottom": 1, "right": 2}, "zIndex": -2}"#)
        XCTAssertEqual(problems(json), [])
        XCTAssertEqual(try load(json).layoutSections[0].decorationItems,
                       [LayoutDecorationItem(kind: .background, contentInsets: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2), zIndex: -2)])
        XCTAssertEqual(try load(spec(Self.row + #", "background": false"#)).layoutSections[0].decorationItems, [])
        // A section's `true` keeps the top level's insets only when it says nothing itself.
        let inherited = try load(spec(top: #""background": {"insets": {"top": 1}}"#, Self.row)).layoutSections[0]
        XCTAssertEqual(inherited.decorationItems, [LayoutDecorationItem(kind: .background, contentInsets: EdgeInsets(top: 1, left: 0, bottom: 0, right: 0))])
        let own = try load(spec(top: #""background": {"insets": {"top": 1}}"#, Self.row + #", "background": true"#)).layoutSections[0]
        XCTAssertEqual(own.decorationItems, [.background(kind: .background)])
    }

    func testBoundaryItemsComeAfterTheHeaderAndFooterShorthands() throws {
        let header = #"{"kind": "header", "alignment": "topLeading", "width": {"fractionalWidth": 0.5}, "height": {"estimated": 3}, "offset": {"x": 1, "y": -1}, "pin": true, "extendsBoundary": false, "zIndex": 3, "title": "Top", "text": "a quiet lake"}"#
        let side = #"{"kind": "index", "alignment": "trailing", "width": {"absolute": 2}, "height": {"fractionalHeight": 1}}"#
        let json = spec(Self.row + #", "header": 1, "footer": 2, "supplementariesFollowContentInsets": false, "scrolling": "groupPagingCentered", "boundaryItems": ["# + header + ", " + side + "]")
        XCTAssertEqual(problems(json), [])
        let loaded = try load(json)
        let section = loaded.layoutSections[0]
        XCTAssertEqual(section.headerHeight, 1)
        XCTAssertEqual(section.footerHeight, 2)
        XCTAssertFalse(section.supplementariesFollowContentInsets)
        XCTAssertEqual(section.orthogonalScrollingBehavior, .groupPagingCentered)
        XCTAssertEqual(section.boundarySupplementaryItems, [
            LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(3)), kind: .header, alignment: .topLeading,
                               offset: Point(x: 1, y: -1), extendsBoundary: false, pinToVisibleBounds: true, zIndex: 3),
            LayoutBoundaryItem(size: LayoutSize(width: .absolute(2), height: .fractionalHeight(1)), kind: "index", alignment: .trailing),
        ])
        XCTAssertEqual(loaded.sections[0].style.boundaryItems?.first?.title, "Top")
        XCTAssertEqual(loaded.sections[0].style.boundaryItems?.first?.text, "a quiet lake")
        XCTAssertEqual(try load(spec(Self.row + #", "scrolling": "continuousGroupLeadingBoundary""#)).layoutSections[0].orthogonalScrollingBehavior,
                       .continuousGroupLeadingBoundary)
    }

    func testAListSectionTakesThePlaceOfAGroup() throws {
        let json = spec(#""list": {"appearance": "insetGrouped", "headerMode": "supplementary", "footerMode": "none", "showsSeparators": false, "headerTopPadding": 4}"#)
        XCTAssertEqual(problems(json), [])
        let loaded = try load(json)
        var expected = LayoutListConfiguration(appearance: .insetGrouped)
        expected.headerMode = .supplementary
        expected.showsSeparators = false
        expected.headerTopPadding = 4
        XCTAssertEqual(loaded.sections[0].style.list, expected)
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: Size(width: 80, height: 23)))
        XCTAssertEqual(loaded.layoutSection(0, environment: environment), LayoutSection.list(using: expected, environment: environment))
        XCTAssertTrue(loaded.makeLayout(over: SpecDataSource(spec: loaded)) is CompositionalLayout)
        // A top-level list serves every section without a group of its own.
        let top = try load(spec(top: #""list": {"appearance": "plain"}"#, Self.row) .replacingOccurrences(of: #""items": []}]"#, with: #""items": []}, {"items": []}]"#))
        XCTAssertEqual(top.layoutSections.map { $0.listConfiguration?.appearance }, [nil, .plain])
    }

    func testTheTopLevelKeysMakeTheLayoutConfiguration() throws {
        let layoutHeader = #"{"kind": "header", "alignment": "top", "width": {"fractionalWidth": 1}, "height": {"absolute": 2}, "title": "All"}"#
        let json = spec(top: #""scrollDirection": "horizontal", "interSectionSpacing": 3, "contentInsetsReference": "readableContent", "contentInsets": {"top": 1}, "safeAreaInsets": {"left": 2}, "layoutMargins": {"right": 4}, "boundaryItems": ["# + layoutHeader + "]", Self.row)
        XCTAssertEqual(problems(json), [])
        let loaded = try load(json)
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 3
        configuration.contentInsetsReference = .readableContent
        configuration.boundarySupplementaryItems = [LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(2)),
                                                                       kind: .header, alignment: .top)]
        XCTAssertEqual(loaded.compositionalConfiguration, configuration)
        let insets = CollectionViewInsets(contentInsets: EdgeInsets(top: 1, left: 0, bottom: 0, right: 0),
                                          safeAreaInsets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 0),
                                          layoutMargins: EdgeInsets(top: 0, left: 0, bottom: 0, right: 4))
        XCTAssertEqual(loaded.collectionViewInsets, insets)
        // The layout-wide boundary items are the layout's, not every section's.
        XCTAssertEqual(loaded.layoutSections[0].boundarySupplementaryItems, [])
        let layout = try XCTUnwrap(loaded.makeLayout(over: SpecDataSource(spec: loaded)) as? CompositionalLayout)
        XCTAssertEqual(layout.configuration, configuration)
        XCTAssertEqual(layout.collectionViewInsets, insets)
    }

    // MARK: Bad values

    func testBadSpacings() {
        XCTAssertEqual(problems(spec(Self.group(slot: Self.slot, extra: #", "interItemSpacing": "wide""#))), [
            #"error: c.json:1:182: sections[0].group.interItemSpacing: expected a number or an object with "fixed" or "flexible", got "wide""#,
        ])
        XCTAssertEqual(problems(spec(Self.group(slot: Self.slot, extra: #", "interItemSpacing": {"fixed": 1, "flexible": 2}"#))), [
            #"error: c.json:1:182: sections[0].group.interItemSpacing: expected exactly one of "fixed", "flexible", got "fixed" and "flexible""#,
        ])
        XCTAssertEqual(problems(spec(Self.group(slot: Self.slot, extra: #", "interItemSpacing": {"flexible": -1}"#))), [
            "error: c.json:1:195: sections[0].group.interItemSpacing.flexible: expected a number from 0 to 1000000, got -1",
        ])
        XCTAssertEqual(problems(spec(Self.group(slot: Self.slot, extra: #", "interItemSpacing": {"fixed": 1e400}"#))), [
            "error: c.json:1:192: sections[0].group.interItemSpacing.fixed: expected a number from 0 to 1000000, got 1e400",
        ])
    }

    func testBadEdgeSpacing() {
        let slot = #"{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}, "edgeSpacing": {"leadng": {"fixed": 1}, "left": 1, "top": {"flexible": "1"}}}"#
        XCTAssertEqual(problems(spec(Self.group(slot: slot))), [
            #"warning: c.json:1:260: sections[0].group.subitems[0].edgeSpacing.leadng: unknown key (did you mean "leading"?)"#,
            "warning: c.json:1:284: sections[0].group.subitems[0].edgeSpacing.left: unknown key",
            #"error: c.json:1:315: sections[0].group.subitems[0].edgeSpacing.top.flexible: expected a number from 0 to 1000000, got "1""#,
        ])
        XCTAssertEqual(problems(spec(Self.group(slot: Self.slot, extra: #", "edgeSpacing": 1"#))), [
            "warning: c.json:1:162: sections[0].group.edgeSpacing: ignored on a section's group (edge spacing places a subitem in its parent group)",
            #"error: c.json:1:177: sections[0].group.edgeSpacing: expected an object with "leading", "top", "trailing", "bottom", got 1"#,
        ])
    }

    func testEdgeSpacingOnASlotOfACountGroup() {
        let json = spec(#""group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 3}, "count": 3, "subitems": [{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}, "edgeSpacing": {"leading": {"flexible": 0}}}]}"#)
        XCTAssertEqual(problems(json), [
            "warning: c.json:1:256: sections[0].group.subitems[0].edgeSpacing: ignored in a group with a count (its slots are equal shares of the group: use the group's interItemSpacing)",
        ])
    }

    func testFlexibleSpacingInACountGroup() {
        let json = spec(#""group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 3}, "count": 3, "interItemSpacing": {"flexible": 1}, "subitems": ["# + Self.slot + "]}")
        XCTAssertEqual(problems(json), [
            "warning: c.json:1:174: sections[0].group.interItemSpacing: counts as fixed in a group with a count (its slots divide its length equally)",
        ])
    }

    /// The never-fitting-slot warning sees the decoded edge spacing and group insets: two 40-wide
    /// slots, the second with a leading edge of 1, in a group of the view's 80 less insets of 1.
    func testTheNeverFittingSlotWarningCountsDecodedEdgesAndInsets() {
        let slot = #"{"width": {"absolute": 40}, "height": {"absolute": 1}}"#
        let spaced = #"{"width": {"absolute": 40}, "height": {"absolute": 1}, "edgeSpacing": {"leading": 1}}"#
        let json = spec(#""group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 3}, "insets": {"left": 1}, "subitems": ["# + slot + ", " + spaced + "]}")
        XCTAssertEqual(problems(json), [
            "warning: c.json:1:254: sections[0].group.subitems[1]: does not fit its group: 40 + 0 + 1 + 40 = 81 wide in a group 79 wide inside its insets (80 less 1) at the default 80×23 view (its item starts the next group instead, so this subitem is never filled)",
        ])
    }

    func testUniformAcrossSiblingsOutsideAnItemSlot() throws {
        let json = spec(#""group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"uniformAcrossSiblings": 3}, "subitems": ["# + Self.slot + "]}")
        XCTAssertEqual(problems(json), [
            #"warning: c.json:1:146: sections[0].group.height.uniformAcrossSiblings: counts as "estimated" (only an item slot's dimension is uniform across its siblings)"#,
        ])
        XCTAssertEqual(try load(json).layoutSections[0].group.size.height, .estimated(3))
    }

    /// `spec` with one item slot carrying `supplementaries` (the JSON of the array's elements).
    private func badges(_ elements: String) -> String {
        spec(Self.group(slot: #"{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}, "supplementaries": ["# + elements + "]}"))
    }

    func testBadSupplementaryItems() {
        XCTAssertEqual(problems(badges("{}")), [
            #"error: c.json:1:264: sections[0].group.subitems[0].supplementaries[0]: missing key "kind" (a string)"#,
            #"error: c.json:1:264: sections[0].group.subitems[0].supplementaries[0]: missing key "width" (a dimension)"#,
            #"error: c.json:1:264: sections[0].group.subitems[0].supplementaries[0]: missing key "height" (a dimension)"#,
            #"error: c.json:1:264: sections[0].group.subitems[0].supplementaries[0]: missing key "anchor" (an object with "edges")"#,
        ])
        let size = #""width": {"absolute": -1}, "height": {"absolute": 1}"#
        XCTAssertEqual(problems(badges(#"{"kind": "", "# + size + #", "zIndex": 1.5, "anchor": {"edges": ["top", "left"], "fractionalOffset": {"x": 0, "y": 0}, "absoluteOffset": {"x": 1e400, "y": 0}}, "itemAnchor": {}}"#)), [
            #"error: c.json:1:273: sections[0].group.subitems[0].supplementaries[0].kind: expected a non-empty string (an element kind), got """#,
            "error: c.json:1:299: sections[0].group.subitems[0].supplementaries[0].width.absolute: expected a number from 0 to 1000000, got -1",
            "error: c.json:1:341: sections[0].group.subitems[0].supplementaries[0].zIndex: expected an integer from -1000 to 1000, got 1.5",
            #"error: c.json:1:374: sections[0].group.subitems[0].supplementaries[0].anchor.edges[1]: expected one of "top", "leading", "bottom", "trailing", got "left""#,
            #"error: c.json:1:421: sections[0].group.subitems[0].supplementaries[0].anchor.absoluteOffset: an anchor has "fractionalOffset" or "absoluteOffset", not both"#,
            "error: c.json:1:445: sections[0].group.subitems[0].supplementaries[0].anchor.absoluteOffset.x: expected a number from -1000000 to 1000000, got 1e400",
            #"warning: c.json:1:462: sections[0].group.subitems[0].supplementaries[0].itemAnchor: not supported (a supplementary item is placed by its "anchor" on the item's frame); ignored"#,
        ])
    }

    func testBadBackgrounds() {
        XCTAssertEqual(problems(spec(Self.row + #", "background": 1"#)), [
            #"error: c.json:1:261: sections[0].background: expected true, false or an object with "insets" and "zIndex", got 1"#,
        ])
        XCTAssertEqual(problems(spec(Self.row + #", "background": {"inset": {"top": 1}, "zIndex": -2000}"#)), [
            #"warning: c.json:1:262: sections[0].background.inset: unknown key (did you mean "insets"?)"#,
            "error: c.json:1:293: sections[0].background.zIndex: expected an integer from -1000 to 1000, got -2000",
        ])
        // In another layout a background is today's: its insets and zIndex do nothing.
        let waterfall = #"{"sections": [{"background": {"insets": {"top": 1}}, "items": []}]}"#
        XCTAssertEqual(problems(waterfall), [
            "warning: c.json:1:31: sections[0].background.insets: ignored in a waterfall (only a compositional layout insets and orders its section backgrounds)",
        ])
    }

    /// `spec` with one section of a row and `boundaryItems` holding `elements`.
    private func boundary(_ elements: String) -> String {
        spec(Self.row + #", "boundaryItems": ["# + elements + "]")
    }

    func testBadBoundaryItems() {
        XCTAssertEqual(problems(boundary("{}")), [
            #"error: c.json:1:265: sections[0].boundaryItems[0]: missing key "kind" (a string)"#,
            #"error: c.json:1:265: sections[0].boundaryItems[0]: missing key "alignment" (such as "top")"#,
            #"error: c.json:1:265: sections[0].boundaryItems[0]: missing key "width" (a dimension)"#,
            #"error: c.json:1:265: sections[0].boundaryItems[0]: missing key "height" (a dimension)"#,
        ])
        let item = #"{"kind": "header", "alignment": "center", "width": {"fractionalWidth": 1}, "height": {"absolute": -2}, "pin": "yes", "offset": {"x": 1}}"#
        XCTAssertEqual(problems(boundary(item)), [
            #"error: c.json:1:297: sections[0].boundaryItems[0].alignment: expected one of "top", "topLeading", "topTrailing", "bottom", "bottomLeading", "bottomTrailing", "leading", "trailing", got "center""#,
            "error: c.json:1:363: sections[0].boundaryItems[0].height.absolute: expected a number from 0 to 1000000, got -2",
            #"error: c.json:1:375: sections[0].boundaryItems[0].pin: expected true or false, got "yes""#,
            #"error: c.json:1:392: sections[0].boundaryItems[0].offset: missing key "y""#,
        ])
        let fixed = #"{"kind": "header", "alignment": "top", "width": {"fractionalWidth": 1}, "height": {"absolute": 2}, "text": "long words"}"#
        XCTAssertEqual(problems(boundary(fixed)), [
            "warning: c.json:1:364: sections[0].boundaryItems[0].text: sizes nothing (the height is not estimated); it is only shown",
        ])
    }

    func testListMisuse() {
        let list = #""list": {"appearance": "insetGrouped"}"#
        XCTAssertEqual(problems(spec(Self.row + ", " + list + #", "interGroupSpacing": 1"#)), [
            #"error: c.json:1:247: sections[0].list: a section is a "group" or a "list", not both: remove one"#,
            "warning: c.json:1:287: sections[0].interGroupSpacing: ignored in a list section (the list spaces its rows)",
        ])
        let unscaled = #"{"layout": "compositional", "sections": [{"# + list + #", "items": []}]}"#
        XCTAssertEqual(problems(unscaled), [
            #"warning: c.json:1:43: sections[0].list: list metrics are points: add a top-level "scale" (such as {"x": 8, "y": 16})"#,
        ])
        XCTAssertEqual(problems(spec(#""list": {"headerMode": "firstItem"}"#)), [
            #"error: c.json:1:78: sections[0].list: missing key "appearance" (one of "plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain")"#,
            #"error: c.json:1:93: sections[0].list.headerMode: expected one of "none", "supplementary", "firstItemInSection", got "firstItem""#,
        ])
    }

    func testLayoutWideKeysInASectionAndCompositionalKeysElsewhere() {
        XCTAssertEqual(problems(spec(Self.row + #", "interSectionSpacing": 1, "contentInsetsReference": "margins""#)), [
            "warning: c.json:1:247: sections[0].interSectionSpacing: applies to the whole layout, not to one section: move it to the top level",
            #"error: c.json:1:299: sections[0].contentInsetsReference: expected one of "automatic", "none", "safeArea", "layoutMargins", "readableContent", got "margins""#,
        ])
        let waterfall = #"{"interSectionSpacing": 1, "sections": [{"list": {"appearance": "plain"}, "boundaryItems": [], "items": []}]}"#
        XCTAssertEqual(problems(waterfall), [
            "warning: c.json:1:2: interSectionSpacing: ignored in a waterfall (only a compositional layout has a layout configuration)",
            "warning: c.json:1:42: sections[0].list: ignored in a waterfall (only a compositional layout has list sections)",
            "warning: c.json:1:75: sections[0].boundaryItems: ignored in a waterfall (only a compositional layout has boundary items; use header and footer)",
        ])
    }

    func testValuesOfTheWrongType() {
        let slotWith = { (key: String) in
            self.spec(Self.group(slot: #"{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}, "# + key + "}"))
        }
        XCTAssertEqual(problems(slotWith(#""supplementaries": 1"#)), ["error: c.json:1:263: sections[0].group.subitems[0].supplementaries: expected an array of supplementary items, got 1"])
        XCTAssertEqual(problems(badges("1")), ["error: c.json:1:264: sections[0].group.subitems[0].supplementaries[0]: expected an object (a supplementary item), got 1"])
        let size = #""kind": "badge", "width": {"absolute": 1}, "height": {"absolute": 1}"#
        XCTAssertEqual(problems(badges("{" + size + #", "anchor": []}"#)), [#"error: c.json:1:345: sections[0].group.subitems[0].supplementaries[0].anchor: expected an object with "edges", got an array"#])
        XCTAssertEqual(problems(badges("{" + size + #", "anchor": {}}"#)), [#"error: c.json:1:345: sections[0].group.subitems[0].supplementaries[0].anchor: missing key "edges" (an array of "top", "leading", "bottom", "trailing")"#])
        XCTAssertEqual(problems(badges("{" + size + #", "anchor": {"edges": "top", "absoluteOffset": {"x": "1", "y": 0}}}"#)), [
            #"error: c.json:1:355: sections[0].group.subitems[0].supplementaries[0].anchor.edges: expected an array of "top", "leading", "bottom", "trailing", got "top""#,
            #"error: c.json:1:386: sections[0].group.subitems[0].supplementaries[0].anchor.absoluteOffset.x: expected a number from -1000000 to 1000000, got "1""#,
        ])
        XCTAssertEqual(problems(slotWith(#""edgeSpacing": {"top": {}}"#)), [#"error: c.json:1:267: sections[0].group.subitems[0].edgeSpacing.top: expected exactly one of "fixed", "flexible", got none"#])
        XCTAssertEqual(problems(spec(Self.row + #", "boundaryItems": {}"#)), ["error: c.json:1:264: sections[0].boundaryItems: expected an array of boundary items, got an object"])
        XCTAssertEqual(problems(boundary("true")), ["error: c.json:1:265: sections[0].boundaryItems[0]: expected an object (a boundary item), got true"])
        XCTAssertEqual(problems(spec(#""list": true"#)), [#"error: c.json:1:78: sections[0].list: expected an object with "appearance", got true"#])
        XCTAssertEqual(problems(spec(Self.row + #", "supplementariesFollowContentInsets": "no""#)), [#"error: c.json:1:285: sections[0].supplementariesFollowContentInsets: expected true or false, got "no""#])
        XCTAssertEqual(problems(spec(top: #""interSectionSpacing": -1, "safeAreaInsets": 0"#, Self.row)), [
            "error: c.json:1:79: interSectionSpacing: expected a number from 0 to 1000000, got -1",
            #"error: c.json:1:101: safeAreaInsets: expected an object with "top", "left", "bottom", "right", got 0"#,
        ])
        XCTAssertEqual(problems(#"{"layout": "grid", "sections": [{"background": {"zIndex": 2}, "items": []}]}"#), ["warning: c.json:1:49: sections[0].background.zIndex: ignored in a grid (only a compositional layout insets and orders its section backgrounds)"])
    }

    func testAKindThatIsACellsOrABackgrounds() {
        XCTAssertEqual(problems(boundary(#"{"kind": "cell", "alignment": "top", "width": {"fractionalWidth": 1}, "height": {"absolute": 1}}"#)), [
            #"error: c.json:1:274: sections[0].boundaryItems[0].kind: "cell" is the kind of cells; name a supplementary kind such as "badge""#,
        ])
        XCTAssertEqual(problems(badges(#"{"kind": "background", "width": {"absolute": 1}, "height": {"absolute": 1}, "anchor": {"edges": []}}"#)), [
            #"error: c.json:1:273: sections[0].group.subitems[0].supplementaries[0].kind: "background" is the kind of section backgrounds; name a supplementary kind such as "badge""#,
        ])
    }

    func testALayoutWideItemWithTheIndexPathOfASectionsOwn() {
        let header = #"{"kind": "header", "alignment": "top", "width": {"fractionalWidth": 1}, "height": {"absolute": 1}}"#
        let banner = #"{"kind": "banner", "alignment": "top", "width": {"fractionalWidth": 1}, "height": {"absolute": 1}}"#
        // Section 0's `header` shorthand is (section 0, item 0) of kind header, as the first layout-wide header.
        XCTAssertEqual(problems(spec(top: #""boundaryItems": ["# + banner + ", " + header + "]", Self.row + #", "header": 1"#)), [
            #"warning: c.json:1:174: boundaryItems[1]: shares its index path (section 0, item 0) with section 0's own "header", which queries find first: give it a kind of its own, such as "layoutHeader""#,
        ])
        // Without a header of its own in section 0, or under a kind of its own, it is alone.
        XCTAssertEqual(problems(spec(top: #""boundaryItems": ["# + header + "]", Self.row)), [])
        XCTAssertEqual(problems(spec(top: #""boundaryItems": ["# + banner + "]", Self.row + #", "header": 1"#)), [])
    }

    func testSupplementariesFollowContentInsetsWithoutBoundaryItems() {
        XCTAssertEqual(problems(spec(Self.row + #", "supplementariesFollowContentInsets": false"#)), [
            "warning: c.json:1:247: sections[0].supplementariesFollowContentInsets: ignored (the section has no header, footer or boundary items)",
        ])
        XCTAssertEqual(problems(spec(top: #""footer": 1"#, Self.row + #", "supplementariesFollowContentInsets": false"#)), [])
    }

    // MARK: A spec using every key

    func testASpecUsingEveryKeyLoadsIntoTheModel() throws {
        let json = """
        {"layout": "compositional", "scale": {"x": 8, "y": 16},
         "scrollDirection": "horizontal", "interSectionSpacing": 8, "contentInsetsReference": "layoutMargins",
         "contentInsets": {"top": 4}, "safeAreaInsets": {"top": 20}, "layoutMargins": {"left": 16, "right": 16},
         "boundaryItems": [{"kind": "banner", "alignment": "top", "width": {"fractionalWidth": 1}, "height": {"estimated": 32}, "text": "Welcome"}],
         "sections": [
          {"title": "Grid", "header": 32, "footer": 16, "inset": {"top": 8, "left": 8, "bottom": 8, "right": 8},
           "interGroupSpacing": 4, "scrolling": "groupPagingCentered", "supplementariesFollowContentInsets": false,
           "background": {"insets": {"top": 5, "left": 5, "bottom": 5, "right": 5}, "zIndex": -1},
           "boundaryItems": [{"kind": "footer", "alignment": "bottomTrailing", "width": {"absolute": 100}, "height": {"absolute": 16},
                              "offset": {"x": -4, "y": 0}, "pin": true, "extendsBoundary": false, "zIndex": 11, "title": "more"}],
           "group": {"axis": "horizontal", "width": {"fractionalWidth": 0.9}, "height": {"absolute": 120},
                     "interItemSpacing": {"flexible": 8}, "insets": {"top": 2, "left": 2, "bottom": 2, "right": 2},
                     "subitems": [{"width": {"fractionalWidth": 0.3}, "height": {"uniformAcrossSiblings": 100},
                                   "insets": {"left": 1}, "edgeSpacing": {"leading": {"fixed": 1}, "trailing": {"flexible": 0}},
                                   "supplementaries": [{"kind": "badge", "width": {"absolute": 20}, "height": {"absolute": 20},
                                                        "anchor": {"edges": ["top", "trailing"], "fractionalOffset": {"x": 0.3, "y": -0.3}},
                                                        "zIndex": 1}]},
                                  {"axis": "vertical", "width": {"fractionalWidth": 0.3}, "height": {"fractionalHeight": 1},
                                   "edgeSpacing": {"top": {"flexible": 0}, "bottom": {"flexible": 0}}, "interItemSpacing": 2,
                                   "subitems": [{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 0.5}}]}]},
           "items": [{"title": "a"}, {"title": "b"}]},
          {"list": {"appearance": "grouped", "headerMode": "supplementary", "footerMode": "supplementary",
                    "showsSeparators": true, "headerTopPadding": 0},
           "background": true, "items": [{"text": "row"}]}]}
        """
        XCTAssertEqual(problems(json), [])
        let spec = try load(json)

        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 8
        configuration.contentInsetsReference = .layoutMargins
        configuration.boundarySupplementaryItems = [LayoutBoundaryItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(32)),
                                                                       kind: "banner", alignment: .top)]
        XCTAssertEqual(spec.compositionalConfiguration, configuration)
        XCTAssertEqual(spec.collectionViewInsets,
                       CollectionViewInsets(contentInsets: EdgeInsets(top: 4, left: 0, bottom: 0, right: 0),
                                            safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                                            layoutMargins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)))

        let badge = LayoutSupplementaryItem(size: LayoutSize(width: .absolute(20), height: .absolute(20)), kind: "badge",
                                            anchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.3), height: .uniformAcrossSiblings(estimate: 100)),
                              contentInsets: EdgeInsets(top: 0, left: 1, bottom: 0, right: 0),
                              edgeSpacing: LayoutEdgeSpacing(leading: .fixed(1), trailing: .flexible(0)), supplementaryItems: [badge])
        var column = LayoutGroup(axis: .vertical, size: LayoutSize(width: .fractionalWidth(0.3), height: .fractionalHeight(1)),
                                 subitems: [.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5))))],
                                 interItemSpacing: 2)
        column.edgeSpacing = LayoutEdgeSpacing(top: .flexible(0), bottom: .flexible(0))
        var group = LayoutGroup(axis: .horizontal, size: LayoutSize(width: .fractionalWidth(0.9), height: .absolute(120)),
                                subitems: [.item(item), .group(column)], interItemSpacing: .flexible(8))
        group.contentInsets = EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        var grid = LayoutSection(group: group)
        grid.interGroupSpacing = 4
        grid.contentInsets = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        grid.orthogonalScrollingBehavior = .groupPagingCentered
        grid.headerHeight = 32
        grid.footerHeight = 16
        grid.supplementariesFollowContentInsets = false
        grid.decorationItems = [LayoutDecorationItem(kind: .background, contentInsets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))]
        grid.boundarySupplementaryItems = [LayoutBoundaryItem(size: LayoutSize(width: .absolute(100), height: .absolute(16)), kind: .footer,
                                                              alignment: .bottomTrailing, offset: Point(x: -4, y: 0), extendsBoundary: false,
                                                              pinToVisibleBounds: true, zIndex: 11)]

        var listConfiguration = LayoutListConfiguration(appearance: .grouped)
        listConfiguration.headerMode = .supplementary
        listConfiguration.footerMode = .supplementary
        listConfiguration.headerTopPadding = 0
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: Size(width: 640, height: 368)))
        var list = LayoutSection.list(using: listConfiguration, environment: environment)
        list.decorationItems = [.background(kind: .background)]
        XCTAssertEqual(spec.layoutSections, [grid, list])

        let dataSource = SpecDataSource(spec: spec)
        let layout = try XCTUnwrap(spec.makeLayout(over: dataSource) as? CompositionalLayout)
        XCTAssertEqual(layout.configuration, configuration)
        XCTAssertEqual(layout.collectionViewInsets, spec.collectionViewInsets)
        // The titles and text reach the data source: the footer shorthand first, then "more".
        XCTAssertEqual(dataSource.title(forSupplementaryViewOfKind: .footer, at: LayoutIndexPath(item: 0, section: 0)), "Grid")
        XCTAssertEqual(dataSource.title(forSupplementaryViewOfKind: .footer, at: LayoutIndexPath(item: 1, section: 0)), "more")
        // "Welcome" in a banner 80 points (10 columns) wide: 1 line + 2 borders, 16 points a row.
        XCTAssertEqual(dataSource.heightForSupplementaryView(ofKind: "banner", at: LayoutIndexPath(item: 0, section: 0), width: 80), 48)
    }

    // MARK: The data source

    func testBoundaryItemTextSizesAnEstimatedHeightAsACellsTextDoes() throws {
        let header = #"{"kind": "header", "alignment": "top", "width": {"fractionalWidth": 1}, "height": {"estimated": 3}, "title": "Lake", "text": "a quiet lake at dawn"}"#
        let json = spec(Self.row + #", "title": "S", "header": 1, "boundaryItems": ["# + header + "]")
        let dataSource = SpecDataSource(spec: try load(json))
        // 12 wide: 10 columns inside the borders, "a quiet", "lake at", "dawn" → 3 lines + 2.
        XCTAssertEqual(dataSource.heightForSupplementaryView(ofKind: .header, at: LayoutIndexPath(item: 1, section: 0), width: 12), 5)
        XCTAssertEqual(dataSource.textLines(forSupplementaryViewOfKind: .header, at: LayoutIndexPath(item: 1, section: 0), width: 12),
                       ["a quiet", "lake at", "dawn"])
        // Item 0 is the `header` shorthand: no text, the section's title.
        XCTAssertNil(dataSource.heightForSupplementaryView(ofKind: .header, at: LayoutIndexPath(item: 0, section: 0), width: 12))
        XCTAssertEqual(dataSource.title(forSupplementaryViewOfKind: .header, at: LayoutIndexPath(item: 0, section: 0)), "S")
        XCTAssertEqual(dataSource.title(forSupplementaryViewOfKind: .header, at: LayoutIndexPath(item: 1, section: 0)), "Lake")
        XCTAssertNil(dataSource.title(forSupplementaryViewOfKind: "badge", at: LayoutIndexPath(item: 0, section: 0)))
        XCTAssertNil(dataSource.heightForSupplementaryView(ofKind: .header, at: LayoutIndexPath(item: 2, section: 0), width: 12))
        XCTAssertNil(dataSource.heightForSupplementaryView(ofKind: .header, at: LayoutIndexPath(item: 0, section: 5), width: 12))
    }

    func testBoundaryItemTextIsInTheSpecsScale() throws {
        let header = #"{"kind": "header", "alignment": "top", "width": {"fractionalWidth": 1}, "height": {"estimated": 48}, "text": "a quiet lake at dawn"}"#
        let json = #"{"layout": "compositional", "scale": {"x": 8, "y": 16}, "sections": [{"# + Self.row + #", "boundaryItems": ["# + header + #"], "items": []}]}"#
        let dataSource = SpecDataSource(spec: try load(json))
        // 96 points are 12 columns: 3 lines + 2 borders, 16 points each.
        XCTAssertEqual(dataSource.heightForSupplementaryView(ofKind: .header, at: LayoutIndexPath(item: 0, section: 0), width: 96), 80)
    }
}
