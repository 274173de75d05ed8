import Foundation
import TrellisLayout
import TrellisRender

/// The inspector panel: what inspect mode says about the selection, in the bottom rows above
/// the status line or, on a terminal wider than ``sideThreshold`` columns, at the right side.
///
/// The first line names the element by kind and index path, and by category where the kind
/// does not say it (`badge 0.3 · supplementary view`, `background 0.0 · decoration view`), and,
/// for a badge or a boundary item, where it sits (`anchor top trailing, offset 30% -30%`,
/// `alignment top, pinned`: ``placement(of:roles:)``); the frame's line gives the `zIndex`, and ends with the element's `alpha`, `hidden` and `transform` when they are not the
/// default (the side panel gives each a line under `height`). Lengths carry the page's unit
/// (``CellScaled``'s `lengthUnit`: `x 8.00pt` for a page in points). For a layout that counts its
/// work (``LayoutActivityReporting``, as TrellisUIKit's adapter does), a line after the texts says
/// how many times it prepared and how many queries it answered:
/// `layout prepared 2 times · queries: 14 rect, 3 item, 0 supplementary`.
///
/// ```text
/// ── Inspect ── i Esc leave · hjkl move · Tab next · y copy ────────────
///  cell 0.3 · column 1 · size from height
///  frame  x 41.00  y 4.00  width 39.00  height 7.00  zIndex 0
///  title  Dawn
///  text   a quiet lake at dawn
///  style  section 0 · columns 2 · order shortestFirst
///  space  lineSpacing 1 · interitemSpacing 1 · inset t/l/b/r 1/1/1/1
/// ```
enum InspectorPanel {
    /// The panel's top rule.
    static let title = "Inspect ── i Esc leave · hjkl move · Tab next · y copy "
    /// The side panel's top rule (narrower).
    static let sideTitle = "Inspect ── i Esc · hjkl · Tab · y "
    /// The bottom panel's height in rows (its rule and six lines).
    static let bottomHeight = 7
    /// The side panel's width in cells (its border included).
    static let sideWidth = 46
    /// A terminal wider than this puts the panel at the side.
    static let sideThreshold = 140
    /// The fewest content rows the bottom panel leaves the layout; on a shorter terminal the
    /// panel gets fewer rows (none below 2).
    static let minimumContentHeight = 3

    /// Where the panel goes in `area` (every row but the status line) on a screen `width`
    /// cells wide: the content area left to the layout, and the panel's rectangle (nil when
    /// there is no room for one).
    static func regions(in area: CellRect, width: Int) -> (content: CellRect, panel: CellRect?) {
        if isSide(width: width), area.width > sideWidth {
            let content = CellRect(x: area.x, y: area.y, width: area.width - sideWidth, height: area.height)
            return (content, CellRect(x: content.maxX, y: area.y, width: sideWidth, height: area.height))
        }
        let rows = min(bottomHeight, area.height - minimumContentHeight)
        guard rows >= 2 else { return (area, nil) }
        let content = CellRect(x: area.x, y: area.y, width: area.width, height: area.height - rows)
        return (content, CellRect(x: area.x, y: content.maxY, width: area.width, height: rows))
    }

    /// The panel's lines for the selected element's attributes and the page's facts about it
    /// (nil: nothing selected), each at most `width` columns: six lines for the bottom panel, one
    /// fact per line for the side panel (`tall`); the layout's `activity` (when it counts it)
    /// after the texts, then the page's own style lines (``InspectorFacts``). Lengths end in
    /// `unit` (`pt`; empty for cells).
    ///
    /// `placement` (``placement(of:roles:)``) is where a badge is anchored or a boundary item
    /// aligned: the bottom panel ends the first line with it, the side panel gives it a line
    /// under the frame. Both give the element's `zIndex`: after the frame at the bottom, on a
    /// line of its own at the side.
    static func lines(_ details: (attributes: LayoutAttributes, facts: InspectorFacts)?, width: Int, tall: Bool,
                      unit: String = "", activity: LayoutActivity? = nil, placement: String? = nil) -> [String] {
        guard let (attributes, facts) = details else {
            return (["nothing to select: the layout has no cells, headers, footers or other views"]
                + (activity.map { activityLines($0, tall: tall) } ?? [])).map { cut($0, width) }
        }
        let f = attributes.frame
        let fixed = { (value: Double) in Self.fixed(value) + unit }
        let aligned = { (value: Double) in Self.aligned(value) + unit }
        let activityText = activity.map { Self.activityLines($0, tall: tall) } ?? []
        let label = Inspection.Element(attributes).label + (categoryName(of: attributes).map { " · \($0)" } ?? "")
        let place = facts.place.map { " · \($0)" } ?? ""
        let sizes = facts.sizeSources.joined(separator: ", ")
        let shown = shownAttributes(of: attributes)
        let lines: [String]
        if tall {
            lines = [label + place,
                     "x      " + aligned(f.minX), "y      " + aligned(f.minY),
                     "width  " + aligned(f.width), "height " + aligned(f.height),
                     "zIndex \(attributes.zIndex)"]
                + (placement.map { ["place  " + $0] } ?? [])
                + shown.map { $0.name + String(repeating: " ", count: max(1, 7 - $0.name.count)) + $0.value }
                + ["title   " + oneLine(facts.title, width), "text    " + oneLine(facts.text, width)]
                + (sizes.isEmpty ? [] : ["size    " + sizes])
                + ["section \(attributes.indexPath.section)"] + activityText + facts.tallLines
        } else {
            lines = [label + place + (sizes.isEmpty ? "" : " · size from " + sizes) + (placement.map { " · \($0)" } ?? ""),
                     "frame  x \(fixed(f.minX))  y \(fixed(f.minY))  width \(fixed(f.width))  height \(fixed(f.height))"
                        + "  zIndex \(attributes.zIndex)"
                        + shown.map { "  \($0.name) \($0.value)" }.joined(),
                     "title  " + oneLine(facts.title, width), "text   " + oneLine(facts.text, width)]
                + activityText + facts.wideLines
        }
        return lines.map { cut($0, width) }
    }

    /// Where `attributes` sits, for the panel: a badge's anchor from its
    /// ``LayoutSupplementaryItem`` (`anchor top trailing, offset 30% -30%` for a fractional
    /// offset of its own size, `anchor bottom, offset 2 -1` for an absolute one, no offset when it
    /// is none; no edge: `anchor centre`), a boundary item's alignment from its
    /// ``LayoutBoundaryItem`` (`alignment top`, then `, pinned` when it pins to the visible
    /// bounds, `, overlays` when it does not extend the boundary). `badge` or `boundary item`
    /// alone when the layout does not say which item it is (nothing for a header or footer,
    /// whose kind says it); nil for a cell or a decoration view.
    static func placement(of attributes: LayoutAttributes, roles: any ElementRoles) -> String? {
        guard attributes.category == .supplementaryView else { return nil }
        let n = LayoutJSON.number
        if roles.isBoundaryItem(attributes) {
            guard let item = roles.boundaryItem(for: attributes) else {
                return attributes.kind == .header || attributes.kind == .footer ? nil : "boundary item"
            }
            return "alignment \(item.alignment.rawValue)" + (item.pinToVisibleBounds ? ", pinned" : "")
                + (item.extendsBoundary ? "" : ", overlays")
        }
        guard let item = roles.supplementaryItem(for: attributes) else { return "badge" }
        let names: [(LayoutRectEdges, String)] = [(.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]
        let edges = names.filter { item.anchor.edges.contains($0.0) }.map(\.1)
        var text = "anchor " + (edges.isEmpty ? "centre" : edges.joined(separator: " "))
        switch item.anchor.offset {
        case .absolute(let p) where p.x != 0 || p.y != 0: text += ", offset \(n(p.x)) \(n(p.y))"
        case .fractional(let p) where p.x != 0 || p.y != 0: text += ", offset \(n(p.x * 100))% \(n(p.y * 100))%"
        default: break
        }
        return text
    }

    /// What the panel says of a layout's `activity`: one line at the bottom
    /// (`layout prepared 2 times · queries: 14 rect, 3 item, 0 supplementary`, and `, 1 decoration`
    /// when there were any), two at the side (`layout prepared 2 times`,
    /// `queries  14 rect, 3 item, 0 supplementary`).
    static func activityLines(_ activity: LayoutActivity, tall: Bool) -> [String] {
        let prepared = "layout prepared \(activity.prepareCount) time\(activity.prepareCount == 1 ? "" : "s")"
        var queries = "\(activity.rectQueryCount) rect, \(activity.itemQueryCount) item, "
            + "\(activity.supplementaryQueryCount) supplementary"
        if activity.decorationQueryCount > 0 { queries += ", \(activity.decorationQueryCount) decoration" }
        return tall ? [prepared, "queries  " + queries] : [prepared + " · queries: " + queries]
    }

    /// The element's category in words (`supplementary view`, `decoration view`) when its kind
    /// does not say it: nil for a cell, a header and a footer in their own categories.
    static func categoryName(of attributes: LayoutAttributes) -> String? {
        if ElementKind.builtIn.contains(attributes.kind), attributes.kind != .background,
           attributes.category == attributes.kind.defaultCategory { return nil }
        switch attributes.category {
        case .cell: return "cell"
        case .supplementaryView: return "supplementary view"
        case .decorationView: return "decoration view"
        }
    }

    /// How the element is shown, where it is not UIKit's default: `alpha 0.5`, `hidden yes`,
    /// `transform a 2 b 0 c 0 d 2 tx 0 ty 0` (about the frame's centre). Empty for most elements.
    static func shownAttributes(of attributes: LayoutAttributes) -> [(name: String, value: String)] {
        var shown: [(name: String, value: String)] = []
        if attributes.alpha != 1 { shown.append(("alpha", LayoutJSON.number(attributes.alpha))) }
        if attributes.isHidden { shown.append(("hidden", "yes")) }
        if !attributes.transform.isIdentity {
            let t = attributes.transform, n = LayoutJSON.number
            shown.append(("transform", "a \(n(t.a)) b \(n(t.b)) c \(n(t.c)) d \(n(t.d)) tx \(n(t.tx)) ty \(n(t.ty))"))
        }
        return shown
    }

    /// Draws the panel with `lines` into `rect` of `grid`: a rule with the title along its top
    /// (and a border down its left side at the side), then the lines, one space in.
    ///
    /// `leading`: the panel moved to the other side, out of the selection's way (the top rows,
    /// or the left columns): the rule then runs along its bottom, or the border down its right
    /// side, where it meets the layout.
    static func draw(_ lines: [String], in rect: CellRect, side: Bool, leading: Bool = false, of grid: inout CellGrid) {
        let rect = rect.intersection(grid.area)
        guard !rect.isEmpty else { return }
        let style = CellStyle.plain
        grid.fill(rect, with: Cell(symbol: " ", style: style))
        var textX = rect.x + 1
        if side {
            let borderX = leading ? rect.maxX - 1 : rect.x
            for y in rect.y..<rect.maxY { grid.set(Cell(symbol: "│", style: style), x: borderX, y: y) }
            if !leading { textX += 1 }
        }
        let ruleY = leading && !side ? rect.maxY - 1 : rect.y
        let rule = CellRect(x: rect.x, y: ruleY, width: rect.width, height: 1)
        grid.fill(rule, with: Cell(symbol: "─", style: style))
        if side { grid.set(Cell(symbol: leading ? "┐" : "┌", style: style), x: leading ? rect.maxX - 1 : rect.x, y: rect.y) }
        let titleX = textX + 1
        grid.setString(TextWidth.truncate(" " + (side ? sideTitle : title), toWidth: max(0, (leading && side ? rect.maxX - 1 : rect.maxX) - titleX)),
                       x: titleX, y: ruleY, style: CellStyle(bold: true), clip: rule)
        let textY = ruleY == rect.y ? rect.y + 1 : rect.y
        let textArea = CellRect(x: textX, y: textY, width: rect.maxX - textX - 1, height: rect.height - 1)
        for (index, line) in lines.prefix(textArea.height).enumerated() {
            grid.setString(TextWidth.truncate(line, toWidth: textArea.width), x: textArea.x, y: textArea.y + index,
                           style: style, clip: textArea)
        }
    }

    /// The width the lines get in a panel `rect` (at the `side`, or below).
    static func textWidth(of rect: CellRect, side: Bool) -> Int {
        max(0, rect.width - (side ? 3 : 2))
    }

    /// Whether the panel goes at the side on a screen `width` cells wide.
    static func isSide(width: Int) -> Bool { width > sideThreshold }

    /// `value` to 2 decimals, right-aligned in 10 columns (the side panel's column of numbers).
    static func aligned(_ value: Double) -> String {
        let text = fixed(value)
        return String(repeating: " ", count: max(0, 10 - text.count)) + text
    }

    /// `value` to 2 decimals.
    static func fixed(_ value: Double) -> String {
        value.isFinite ? String(format: "%.2f", value) : "\(value)"
    }

    /// `text` on one line (line breaks shown as `↵`, tabs as spaces), only as much of it as
    /// `width` columns can show (so a long text costs nothing), or `—` when there is none.
    static func oneLine(_ text: String?, _ width: Int) -> String {
        guard let text, !text.isEmpty else { return "—" }
        var result = ""
        for character in text.prefix(max(1, width) + 1) {
            switch character {
            case "\n", "\r\n", "\r": result.append("↵")
            case "\t": result.append(" ")
            default: result.append(character)
            }
        }
        return result
    }

    /// `line` cut with `…` to `width` columns.
    private static func cut(_ line: String, _ width: Int) -> String {
        TextWidth.truncate(line, toWidth: max(0, width))
    }
}
