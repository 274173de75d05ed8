import XCTest
import TrellisLayout
import TrellisTestSupport
@testable import TrellisSpec

/// The `"layout": "compositional"` format: groups, item slots and dimensions load into
/// TrellisLayout's model types, and `validate` names every mistake with its place and key path.
final class CompositionalSpecTests: XCTestCase {
    /// Every problem of `json` in file order, as `validate` prints it (without `trellis: `).
    private func problems(_ json: String) -> [String] {
        SpecLoader.check(Array(json.utf8), file: "c.json").problems.map { problem in
            switch problem.severity {
            case .error: "error: \(problem)"
            case .warning: "warning: \(problem)"
            }
        }
    }

    /// A compositional spec of one section whose `group` is `group`, on line 2 from column 12.
    private func spec(group: String, section: String = "") -> String {
        "{\"layout\": \"compositional\", \"sections\": [{\n \"group\": \(group),\n \"items\": []\(section)}]}"
    }

    private static let row = #"{"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 3}, "subitems": [{"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}]}"#

    // MARK: Good specs

    func testTheIssueExampleLoadsIntoTheModelTypes() throws {
        let json = CompositionalExample.json(titles: ["a", "b"])
        XCTAssertEqual(problems(json), [])
        let (spec, warnings) = try SpecLoader.parse(json: json, file: "c.json")
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(spec.layout, .compositional)
        let big = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
                             contentInsets: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        let small = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5)))
        let column = LayoutGroup.vertical(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)), subitems: [small])
        let group = LayoutGroup.horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(6)), subitems: [big, column])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 1
        section.contentInsets = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        section.headerHeight = 1
        section.footerHeight = 1
        XCTAssertEqual(spec.layoutSections, [section])
        XCTAssertTrue(spec.makeLayout(over: SpecDataSource(spec: spec)) is CompositionalLayout)
    }

    func testTopLevelGroupSpacingAndInsetAreEverySectionsDefault() throws {
        let json = """
        {"layout": "compositional", "group": \(Self.row), "interGroupSpacing": 2, "inset": {"left": 3},
         "header": 1,
         "sections": [{"items": []},
                      {"interGroupSpacing": 0, "inset": {"top": 1}, "scrolling": "groupPaging", "footer": 2,
                       "group": {"axis": "vertical", "width": {"absolute": 10}, "height": {"estimated": 4}, "count": 2,
                                 "interItemSpacing": 1, "subitems": [{"width": {"fractionalWidth": 1}, "height": {"estimated": 2}}]},
                       "items": []}]}
        """
        XCTAssertEqual(problems(json), [])
        let (spec, _) = try SpecLoader.parse(json: json, file: "c.json")
        let sections = spec.layoutSections
        XCTAssertEqual(sections.count, 2)
        XCTAssertEqual(sections[0].group.axis, .horizontal)
        XCTAssertEqual(sections[0].interGroupSpacing, 2)
        XCTAssertEqual(sections[0].contentInsets, EdgeInsets(top: 0, left: 3, bottom: 0, right: 0))
        XCTAssertEqual(sections[0].orthogonalScrollingBehavior, LayoutSection.OrthogonalScrollingBehavior.none)
        XCTAssertEqual(sections[0].headerHeight, 1)
        XCTAssertEqual(sections[1].group, LayoutGroup(axis: .vertical, size: LayoutSize(width: .absolute(10), height: .estimated(4)),
                                                      subitems: [.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(2))))],
                                                      count: 2, interItemSpacing: 1))
        XCTAssertEqual(sections[1].interGroupSpacing, 0)
        XCTAssertEqual(sections[1].contentInsets, EdgeInsets(top: 1, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(sections[1].orthogonalScrollingBehavior, .groupPaging)
        XCTAssertEqual(sections[1].headerHeight, 1)
        XCTAssertEqual(sections[1].footerHeight, 2)
    }

    func testTheFastPathLoadsTheSameSpec() throws {
        let json = spec(group: Self.row).replacingOccurrences(of: "\"items\": []", with: #""items": [{"title": "a"}, {"height": 2}]"#)
        let fast = try XCTUnwrap(SpecLoader.fastDecode(Array(json.utf8), file: "c.json", measure: SpecLoader.characterCount))
        let full = try SpecDecoder.decode(JSONParser.parse(Array(json.utf8), file: "c.json"), file: "c.json",
                                          measure: SpecLoader.characterCount).0
        XCTAssertEqual(fast, full)
        XCTAssertNotNil(fast.sections[0].style.group)
    }

    func testNestingOf32GroupsLoads() {
        XCTAssertEqual(problems(spec(group: Self.nested(32))), [])
    }

    /// A horizontal group whose first subitem is a group, `depth` groups in all.
    private static func nested(_ depth: Int) -> String {
        var group = #"{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}"#
        for _ in 0..<depth {
            group = #"{"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 2}, "subitems": ["# + group + "]}"
        }
        return group
    }

    // MARK: Mistakes

    func testADimensionWithNoKeyOrTwoKeys() {
        let group = #"{"axis": "horizontal", "width": {}, "height": {"absolute": 3, "estimated": 2}, "subitems": [{"width": {"fractionalWidth": 1, "fractionalHeight": 1, "absolute": 1}, "height": {"absolute": 1}}]}"#
        XCTAssertEqual(problems(spec(group: group)), [
            #"error: c.json:2:43: sections[0].group.width: expected exactly one of "fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings", got none"#,
            #"error: c.json:2:57: sections[0].group.height: expected exactly one of "fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings", got "absolute" and "estimated""#,
            #"error: c.json:2:113: sections[0].group.subitems[0].width: expected exactly one of "fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings", got "fractionalWidth", "fractionalHeight" and "absolute""#,
        ])
    }

    func testADimensionThatIsNotAnObject() {
        let group = #"{"axis": "horizontal", "width": 1, "height": {"absolute": 3}, "subitems": [{"width": {"absolute": 1}, "height": {"absolute": 1}}]}"#
        XCTAssertEqual(problems(spec(group: group)), [
            #"error: c.json:2:43: sections[0].group.width: expected an object with one of "fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings", got 1"#,
        ])
    }

    func testAFractionThatIsNotFiniteOrNotAboveZero() {
        let group = #"{"axis": "horizontal", "width": {"fractionalWidth": 0}, "height": {"fractionalHeight": -0.5}, "subitems": [{"width": {"fractionalWidth": 1e400}, "height": {"fractionalHeight": "1"}}]}"#
        XCTAssertEqual(problems(spec(group: group)), [
            "error: c.json:2:63: sections[0].group.width.fractionalWidth: expected a number greater than 0 (a fraction of the container), got 0",
            "error: c.json:2:98: sections[0].group.height.fractionalHeight: expected a number greater than 0 (a fraction of the container), got -0.5",
            "error: c.json:2:148: sections[0].group.subitems[0].width.fractionalWidth: expected a number greater than 0 (a fraction of the container), got 1e400",
            #"error: c.json:2:187: sections[0].group.subitems[0].height.fractionalHeight: expected a number greater than 0 (a fraction of the container), got "1""#,
        ])
    }

    func testAFractionAbove1000LoadsWithAWarning() {
        let group = #"{"axis": "vertical", "width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 5000}, "subitems": [{"width": {"fractionalWidth": 1}, "height": {"absolute": 1}}]}"#
        XCTAssertEqual(problems(spec(group: group)), [
            "warning: c.json:2:96: sections[0].group.height.fractionalHeight: counts as 1000 (the largest fraction a layout uses)",
        ])
    }

    func testAnEstimateOf0LoadsWithAWarningThatNamesWhatItEmpties() {
        let group = #"{"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"estimated": 0}, "subitems": [{"width": {"estimated": 0}, "height": {"estimated": 0.0}}]}"#
        XCTAssertEqual(problems(spec(group: group)), [
            #"warning: c.json:2:91: sections[0].group.height.estimated: an estimate of 0 gives no size to what does not size itself (an item with no "height" or "text", a fraction of its group)"#,
            #"warning: c.json:2:132: sections[0].group.subitems[0].width.estimated: an estimate of 0 gives no size to what does not size itself (an item with no "width" or "title", a fraction of its group)"#,
            #"warning: c.json:2:160: sections[0].group.subitems[0].height.estimated: an estimate of 0 gives no size to what does not size itself (an item with no "height" or "text", a fraction of its group)"#,
        ])
        let positive = #"{"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"estimated": 0.5}, "subitems": [{"width": {"estimated": 3}, "height": {"estimated": 1}}]}"#
        XCTAssertEqual(problems(spec(group: positive)), [], "an estimate above 0 loads quietly")
    }

    func testAnAbsoluteOrEstimatedLengthIsALength() {
        let group = #"{"axis": "vertical", "width": {"absolute": -1}, "height": {"estimated": 2e6}, "subitems": [{"width": {"fractionalWidth": 1}, "height": {"absolute": 1}}]}"#
        XCTAssertEqual(problems(spec(group: group)), [
            "error: c.json:2:54: sections[0].group.width.absolute: expected a number from 0 to 1000000, got -1",
            "error: c.json:2:83: sections[0].group.height.estimated: expected a number from 0 to 1000000, got 2e6",
        ])
    }

    func testCountWithMoreThanOneSubitemOrBelowOne() {
        let two = #"{"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 3}, "count": 3, "subitems": [{"width": {"absolute": 1}, "height": {"absolute": 1}}, {"width": {"absolute": 1}, "height": {"absolute": 1}}]}"#
        XCTAssertEqual(problems(spec(group: two)), [
            "error: c.json:2:103: sections[0].group.count: a group with a count repeats its one subitem 3 times; this group has 2 subitems",
        ])
        for (count, shown) in [("0", "0"), ("-2", "-2"), ("2.5", "2.5"), ("1001", "1001"), (#""3""#, #""3""#)] {
            let group = #"{"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 3}, "count": "# + count + #", "subitems": [{"width": {"absolute": 1}, "height": {"absolute": 1}}]}"#
            XCTAssertEqual(problems(spec(group: group)), [
                "error: c.json:2:103: sections[0].group.count: expected an integer from 1 to 1000, got \(shown)",
            ])
        }
    }

    func testCountWithTwoSubitemsIsReportedEvenWhenASubitemHasAMistakeOfItsOwn() {
        let group = #"{"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 3}, "count": 2, "subitems": [{"width": {"absolute": 1}, "height": {"absolute": 1}}, {"width": {"absolute": 1}, "height": {"absolute": 0, "estimated": 2}}]}"#
        let found = problems(spec(group: group))
        XCTAssertEqual(found.count, 2, "\(found)")
        XCTAssertTrue(found.contains { $0.contains("sections[0].group.subitems[1].height: ") }, "\(found)")
        XCTAssertTrue(found.contains {
            $0.hasSuffix("sections[0].group.count: a group with a count repeats its one subitem 2 times; this group has 2 subitems")
        }, "\(found)")
    }

    func testAGroupWithoutSubitems() {
        let empty = #"{"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 3}, "subitems": []}"#
        XCTAssertEqual(problems(spec(group: empty)), [
            "error: c.json:2:106: sections[0].group.subitems: a group needs at least one subitem, got an empty array",
        ])
        let missing = #"{"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 3}}"#
        XCTAssertEqual(problems(spec(group: missing)), [
            #"error: c.json:2:11: sections[0].group: missing key "subitems" (an array of item slots and groups)"#,
        ])
        let notArray = #"{"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 3}, "subitems": {}}"#
        XCTAssertEqual(problems(spec(group: notArray)), [
            "error: c.json:2:106: sections[0].group.subitems: expected an array of item slots and groups, got an object",
        ])
    }

    func testNestingDeeperThan32() {
        let path = "sections[0].group" + String(repeating: ".subitems[0]", count: 32)
        let lines = problems(spec(group: Self.nested(33)))
        XCTAssertEqual(lines.count, 1, "\(lines)")
        XCTAssertTrue(lines.first?.hasPrefix("error: c.json:2:") == true, "\(lines)")
        XCTAssertTrue(lines.first?.hasSuffix(": \(path): groups nested deeper than 32 levels") == true, "\(lines)")
    }

    func testAnUnknownAxisOrScrolling() {
        let group = #"{"axis": "diagonal", "width": {"fractionalWidth": 1}, "height": {"absolute": 3}, "subitems": [{"width": {"absolute": 1}, "height": {"absolute": 1}}]}"#
        XCTAssertEqual(problems(spec(group: group, section: #", "scrolling": "sideways""#)), [
            #"error: c.json:2:20: sections[0].group.axis: expected one of "horizontal", "vertical", got "diagonal""#,
            #"error: c.json:3:28: sections[0].scrolling: expected one of "none", "continuous", "paging", "groupPaging", "groupPagingCentered", "continuousGroupLeadingBoundary", got "sideways""#,
        ])
    }

    func testHorizontalScrollDirectionIsAllowed() throws {
        // The whole layout scrolls sideways (rule 22): no longer refused.
        let json = #"{"layout": "compositional", "scrollDirection": "horizontal", "group": "# + Self.row + #", "sections": []}"#
        XCTAssertEqual(problems(json), [])
        XCTAssertEqual(try SpecLoader.parse(json: json, file: "c.json").0.compositionalConfiguration.scrollDirection, .horizontal)
        XCTAssertEqual(problems(#"{"layout": "compositional", "scrollDirection": "vertical", "sections": []}"#), [])
        // In a section it does nothing: it is the whole layout's.
        let inSection = spec(group: Self.row, section: #", "scrollDirection": "horizontal""#)
        XCTAssertEqual(problems(inSection), [
            "warning: c.json:3:15: sections[0].scrollDirection: applies to the whole layout, not to one section: move it to the top level",
        ])
    }

    func testMissingKeysOfGroupsAndItemSlots() {
        let group = #"{"subitems": [{"height": {"absolute": 1}}], "count": 2}"#
        XCTAssertEqual(problems(spec(group: group)), [
            #"error: c.json:2:11: sections[0].group: missing key "axis" ("horizontal" or "vertical")"#,
            #"error: c.json:2:11: sections[0].group: missing key "width" (a dimension)"#,
            #"error: c.json:2:11: sections[0].group: missing key "height" (a dimension)"#,
            #"error: c.json:2:25: sections[0].group.subitems[0]: missing key "width" (a dimension)"#,
        ])
        // A slot with a group's keys but no axis is a group missing its axis, not an item slot.
        let slot = #"{"axis": "vertical", "width": {"fractionalWidth": 1}, "height": {"absolute": 3}, "subitems": [{"width": {"absolute": 1}, "height": {"absolute": 1}, "subitems": [{"width": {"absolute": 1}, "height": {"absolute": 1}}]}]}"#
        XCTAssertEqual(problems(spec(group: slot)), [
            #"error: c.json:2:105: sections[0].group.subitems[0]: missing key "axis" ("horizontal" or "vertical")"#,
        ])
        XCTAssertEqual(problems(spec(group: "[]")), ["error: c.json:2:11: sections[0].group: expected an object (a group), got an array"])
        let notSlot = #"{"axis": "vertical", "width": {"fractionalWidth": 1}, "height": {"absolute": 3}, "subitems": [2]}"#
        XCTAssertEqual(problems(spec(group: notSlot)), [
            "error: c.json:2:105: sections[0].group.subitems[0]: expected an object (an item slot or a group), got 2",
        ])
    }

    func testASectionWithoutAGroup() {
        XCTAssertEqual(problems(#"{"layout": "compositional", "sections": [{"items": []}]}"#), [
            #"error: c.json:1:42: sections[0]: missing key "group" (a compositional section needs a group, or a top-level "group" for every section)"#,
        ])
        XCTAssertEqual(problems(#"{"layout": "compositional", "sections": [{"items": []}], "group": "# + Self.row + "}"), [])
        // A bad group is named once, where it is: not missing as well.
        XCTAssertEqual(problems(#"{"layout": "compositional", "sections": [{"items": [], "group": 1}]}"#), [
            "error: c.json:1:65: sections[0].group: expected an object (a group), got 1",
        ])
    }

    func testUnknownKeysWarnWithASuggestion() {
        let group = #"{"axis": "horizontal", "width": {"fractionalwidth": 1, "absolute": 2}, "height": {"absolute": 3}, "interitemSpacing": 1, "subitems": [{"width": {"absolute": 1}, "height": {"absolute": 1}, "inset": {"left": 1}}]}"#
        XCTAssertEqual(problems(spec(group: group)), [
            #"warning: c.json:2:44: sections[0].group.width.fractionalwidth: unknown key (did you mean "fractionalWidth"?)"#,
            #"warning: c.json:2:109: sections[0].group.interitemSpacing: unknown key (did you mean "interItemSpacing"?)"#,
            #"warning: c.json:2:199: sections[0].group.subitems[0].inset: unknown key (did you mean "insets"?)"#,
        ])
    }

    func testKeysACompositionalLayoutIgnores() {
        let json = """
        {"layout": "compositional", "columns": 2, "lineSpacing": 1, "itemHeight": 2, "scrolling": "paging",
         "sections": [{"interitemSpacing": 1, "group": \(Self.row), "items": [{"fullSpan": true, "aspectRatio": 2}]}]}
        """
        XCTAssertEqual(problems(json), [
            "warning: c.json:1:29: columns: ignored in a compositional layout (the group's subitems or count make the columns)",
            "warning: c.json:1:43: lineSpacing: ignored in a compositional layout (use interGroupSpacing)",
            "warning: c.json:1:61: itemHeight: ignored in a compositional layout (the item slot's height sets it)",
            "warning: c.json:1:78: scrolling: applies to one section, not to the whole layout: move it into each section that scrolls sideways",
            "warning: c.json:2:16: sections[0].interitemSpacing: ignored in a compositional layout (use the group's interItemSpacing)",
            "warning: c.json:2:229: sections[0].items[0].fullSpan: ignored in a compositional layout (only a waterfall has full-span items)",
            "warning: c.json:2:247: sections[0].items[0].aspectRatio: ignored in a compositional layout (the item slot's width and height set the size)",
        ])
    }

    func testCompositionalKeysInAnotherLayoutAreIgnored() {
        let json = #"{"layout": "grid", "group": "# + Self.row + #", "sections": [{"interGroupSpacing": 1, "scrolling": "paging", "items": []}]}"#
        XCTAssertEqual(problems(json), [
            "warning: c.json:1:20: group: ignored in a grid (only a compositional layout has groups)",
            "warning: c.json:1:213: sections[0].interGroupSpacing: ignored in a grid (only a compositional layout has groups)",
            "warning: c.json:1:237: sections[0].scrolling: ignored in a grid (only a compositional layout has sections that scroll sideways)",
        ])
    }

    // MARK: Rule 4: the first slot does not fit

    func testAFirstSlotLongerThanItsGroupWarns() {
        let wide = #"{"axis": "horizontal", "width": {"absolute": 10}, "height": {"absolute": 3}, "subitems": [{"width": {"absolute": 12}, "height": {"absolute": 1}}]}"#
        XCTAssertEqual(problems(spec(group: wide)), [
            "warning: c.json:2:101: sections[0].group.subitems[0]: does not fit its group: 12 wide in a group 10 wide at every width (placed anyway, overflowing the group)",
        ])
        // Fractions of the section container: 80 − 2·2 = 76 wide, 23 − 2 = 21 tall.
        let tall = #"{"axis": "vertical", "width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 0.5}, "subitems": [{"width": {"absolute": 1}, "height": {"fractionalWidth": 0.2}}]}"#
        XCTAssertEqual(problems(spec(group: tall, section: #", "inset": {"top": 1, "left": 2, "bottom": 1, "right": 2}"#)), [
            "warning: c.json:2:115: sections[0].group.subitems[0]: does not fit its group: 15.2 tall in a group 10.5 tall at the default 80×23 view (placed anyway, overflowing the group)",
        ])
    }

    // MARK: Rule 4: a later slot does not fit, and ends the group

    /// The issue's hero beside two small ones: the pair never fits, at any width.
    func testALaterSlotThatNeverFitsWarnsWithItsSumAtEveryWidth() {
        XCTAssertEqual(problems(CompositionalExample.heroBesidePair), [
            "warning: c.json:9:11: sections[0].group.subitems[1]: does not fit its group: 0.6·W + 1 + 0.4·W wide "
                + "in a group W wide at every width (its item starts the next group instead, so this subitem is never filled)",
        ])
    }

    func testALaterSlotThatFitsAtSomeWidthsWarnsWithItsSumAtTheDefaultView() {
        // 50 + 1 + 0.5 · 80 = 91 > 80; from 102 columns on it fits.
        let row = #"{"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 3}, "interItemSpacing": 1, "subitems": [{"width": {"absolute": 50}, "height": {"absolute": 1}}, {"width": {"fractionalWidth": 0.5}, "height": {"absolute": 1}}]}"#
        XCTAssertEqual(problems(spec(group: row)), [
            "warning: c.json:2:186: sections[0].group.subitems[1]: does not fit its group: 50 + 1 + 40 = 91 wide in a group 80 wide "
                + "at the default 80×23 view (its item starts the next group instead, so this subitem is never filled)",
        ])
    }

    func testALaterSlotOfANestedGroupSaysWhereItsItemGoes() {
        // The column is 3 tall: 2 + 2 passes it; the row goes on with its next slot.
        let column = #"{"axis": "vertical", "width": {"absolute": 5}, "height": {"absolute": 3}, "subitems": [{"width": {"absolute": 5}, "height": {"absolute": 2}}, {"width": {"absolute": 5}, "height": {"absolute": 2}}]}"#
        let row = #"{"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 3}, "subitems": ["# + column + "]}"
        XCTAssertEqual(problems(spec(group: row)), [
            "warning: c.json:2:249: sections[0].group.subitems[0].subitems[1]: does not fit its group: 2 + 0 + 2 = 4 tall in a group 3 tall "
                + "at every width (its item goes to the enclosing group's next slot instead, so this subitem is never filled)",
        ])
    }

    func testSlotsThatFitExactlyOrCannotOverflowDoNotWarn() {
        let fifths = #"{"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 3}, "subitems": [{"width": {"fractionalWidth": 0.2}, "height": {"absolute": 1}}]}"#
        let whole = #"{"axis": "horizontal", "width": {"absolute": 7}, "height": {"absolute": 3}, "subitems": [{"width": {"fractionalWidth": 1}, "height": {"absolute": 1}}]}"#
        let counted = #"{"axis": "horizontal", "width": {"absolute": 7}, "height": {"absolute": 3}, "count": 3, "subitems": [{"width": {"absolute": 50}, "height": {"absolute": 1}}]}"#
        let estimated = #"{"axis": "vertical", "width": {"absolute": 7}, "height": {"estimated": 3}, "subitems": [{"width": {"absolute": 5}, "height": {"absolute": 50}}]}"#
        for group in [fifths, whole, counted, estimated] {
            XCTAssertEqual(problems(spec(group: group)), [], group)
        }
    }

    func testAnEstimatedWidthIsTheEstimateAndCanBeOverflowed() {
        // Rule 8: a group's estimated width is its estimate (only an estimated height grows).
        let group = #"{"axis": "horizontal", "width": {"estimated": 7}, "height": {"absolute": 3}, "subitems": [{"width": {"absolute": 50}, "height": {"absolute": 1}}]}"#
        XCTAssertEqual(problems(spec(group: group)).count, 1)
    }

    func testANestedGroupIsCheckedAgainstItsParentOrItsCountSlot() {
        // The nested group fills its count slot: (20 − 2·1) / 3 = 6 wide, where a 7 wide item cannot fit.
        let group = #"{"axis": "horizontal", "width": {"absolute": 20}, "height": {"absolute": 3}, "count": 3, "interItemSpacing": 1, "subitems": [{"axis": "horizontal", "width": {"absolute": 100}, "height": {"fractionalHeight": 1}, "subitems": [{"width": {"absolute": 7}, "height": {"absolute": 1}}]}]}"#
        XCTAssertEqual(problems(spec(group: group)), [
            "warning: c.json:2:235: sections[0].group.subitems[0].subitems[0]: does not fit its group: 7 wide in a group 6 wide at every width (placed anyway, overflowing the group)",
        ])
    }

    func testATopLevelGroupWarnsOnce() {
        let wide = #"{"axis": "horizontal", "width": {"absolute": 10}, "height": {"absolute": 3}, "subitems": [{"width": {"absolute": 12}, "height": {"absolute": 1}}]}"#
        let json = #"{"layout": "compositional", "group": "# + wide + #", "sections": [{"items": []}, {"items": []}]}"#
        XCTAssertEqual(problems(json), [
            "warning: c.json:1:128: group.subitems[0]: does not fit its group: 12 wide in a group 10 wide at every width (placed anyway, overflowing the group)",
        ])
    }

    func testAScaledSpecIsCheckedAtTheDefaultViewInPoints() {
        // 80 columns of 8 points: 640 wide, so a 600-point item fits a full-width group.
        let group = #"{"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 48}, "subitems": [{"width": {"absolute": 600}, "height": {"absolute": 16}}]}"#
        let json = #"{"layout": "compositional", "scale": {"x": 8, "y": 16}, "group": "# + group + #", "sections": [{"items": []}]}"#
        XCTAssertEqual(problems(json), [])
        XCTAssertEqual(problems(json.replacingOccurrences(of: "600", with: "641")).count, 1)
    }
}
