import TrellisLayout

/// Laid-out elements as text in the one format Trellis prints them: `trellis attributes`, the
/// previewer's copy of a selected element and `TrellisTesting`'s `.attributes` snapshots all use
/// it, so a frame reads the same everywhere.
///
/// ```swift
/// LayoutJSON.line(for: LayoutAttributes(kind: .cell, indexPath: LayoutIndexPath(item: 3, section: 0),
///                                       frame: Rect(x: 0, y: 4, width: 40, height: 7.5)))
/// // {"kind": "cell", "category": "cell", "section": 0, "item": 3, "x": 0, "y": 4, "width": 40, "height": 7.5, "zIndex": 0}
/// ```
public enum LayoutJSON {
    /// A number exactly enough to round-trip a `Double`: whole numbers without a fraction
    /// (`80`), others in Swift's shortest round-trip form (`25.5`), `null` when not finite. The
    /// same on every machine.
    public static func number(_ value: Double) -> String {
        value.isFinite ? MessageText.number(finite: value) : "null"
    }

    /// One element as a JSON object on one line, its kind and category first, then its index
    /// path, frame and drawing order:
    /// `{"kind": "cell", "category": "cell", "section": 0, "item": 3, "x": 0, "y": 4, "width": 40, "height": 7, "zIndex": 0}`.
    ///
    /// `kind` is the element's ``ElementKind`` by name (`cell`, `header`, `footer`,
    /// `background`, or any other kind a layout uses, such as `badge`, as a JSON string);
    /// `category` is its ``ElementCategory`` (`cell`, `supplementaryView`, `decorationView`).
    /// The frame is the untransformed one. `zIndex` is the element's drawing order, always
    /// written (higher on top: a compositional layout's badges 1, backgrounds -1, boundary items
    /// 10). Three keys follow only when the value is not UIKit's default, so a script reads a
    /// missing key as the default: `"alpha"` (default 1), `"isHidden": true` (default false) and
    /// `"transform"`, an object with the six values `a`, `b`, `c`, `d`, `tx`, `ty` of
    /// ``LayoutTransform`` (default the identity).
    public static func line(for element: LayoutAttributes) -> String {
        let n = number
        let f = element.frame
        var line = "{\"kind\": \(string(element.kind.rawValue)), \"category\": \"\(element.category.rawValue)\", "
            + "\"section\": \(element.indexPath.section), "
            + "\"item\": \(element.indexPath.item), \"x\": \(n(f.minX)), \"y\": \(n(f.minY)), "
            + "\"width\": \(n(f.width)), \"height\": \(n(f.height)), \"zIndex\": \(element.zIndex)"
        if element.alpha != 1 { line += ", \"alpha\": \(n(element.alpha))" }
        if element.isHidden { line += ", \"isHidden\": true" }
        if !element.transform.isIdentity {
            let t = element.transform
            line += ", \"transform\": {\"a\": \(n(t.a)), \"b\": \(n(t.b)), \"c\": \(n(t.c)), \"d\": \(n(t.d)), "
                + "\"tx\": \(n(t.tx)), \"ty\": \(n(t.ty))}"
        }
        return line + "}"
    }

    /// `text` as a JSON string, quoted: `"`, `\` and the C0 controls escaped (`\n`,
    /// `\u001b`), the rest as it is (JSON is UTF-8).
    public static func string(_ text: String) -> String {
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The whole document, without a final newline: the content size on the first line, then
    /// one element per line (``line(for:)``), in the order given.
    public static func document(contentSize: Size, attributes: [LayoutAttributes]) -> String {
        let n = number
        var lines = ["{\"contentSize\": {\"width\": \(n(contentSize.width)), \"height\": \(n(contentSize.height))},"]
        if attributes.isEmpty {
            lines.append(" \"attributes\": []}")
            return lines.joined(separator: "\n")
        }
        lines.append(" \"attributes\": [")
        for (index, element) in attributes.enumerated() {
            let comma = index == attributes.count - 1 ? "" : ","
            lines.append("  " + line(for: element) + comma)
        }
        lines.append(" ]}")
        return lines.joined(separator: "\n")
    }
}
