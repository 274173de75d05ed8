import TrellisDoctor
import TrellisLayout

/// How a child process of `trellis doctor` hands its findings to the parent, on file
/// descriptor 3: one line per finding, five fields separated by tabs (check, severity, count,
/// elements, message), the elements `category,kind,section,item` separated by `;`. A field
/// escapes `\`, tab, newline, `;` and `,` as `\\`, `\t`, `\n`, `\s`, `\c`. The last line is
/// ``end``, so that a child that ended before its report is told from one with no finding.
enum DoctorWire {
    /// The line that ends a report.
    static let end = "end"

    /// The lines for `findings`, each ending in a newline, then ``end``.
    static func encode(_ findings: [LayoutFinding]) -> String {
        findings.map { finding in
            let elements = finding.elements.map { element in
                [element.category.rawValue, element.kind.rawValue, String(element.indexPath.section),
                 String(element.indexPath.item)].map(escape).joined(separator: ",")
            }.joined(separator: ";")
            return [escape(finding.check), finding.severity.rawValue, String(finding.count), elements, escape(finding.message)]
                .joined(separator: "\t") + "\n"
        }.joined() + end + "\n"
    }

    /// The findings in `text`, or nil when it does not end with ``end`` (a report cut short); a
    /// line that does not read as a finding is skipped.
    static func decode(_ text: String) -> [LayoutFinding]? {
        var lines = text.split(separator: "\n")
        guard lines.last == Substring(end) else { return nil }
        lines.removeLast()
        return lines.compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5, let severity = LayoutFinding.Severity(rawValue: unescape(fields[1])),
                  let count = Int(fields[2]) else { return nil }
            let elements: [LayoutElementID] = fields[3].split(separator: ";").compactMap { element in
                let parts = element.split(separator: ",", omittingEmptySubsequences: false).map { unescape(String($0)) }
                guard parts.count == 4, let category = ElementCategory(rawValue: parts[0]),
                      let section = Int(parts[2]), let item = Int(parts[3]) else { return nil }
                return LayoutElementID(category: category, kind: ElementKind(rawValue: parts[1]),
                                       indexPath: LayoutIndexPath(item: item, section: section))
            }
            return LayoutFinding(check: unescape(fields[0]), severity: severity, message: unescape(fields[4]),
                                 elements: elements, count: count)
        }
    }

    private static func escape(_ text: String) -> String {
        guard text.contains(where: { "\\\t\n;,".contains($0) }) else { return text }
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case ";": out += "\\s"
            case ",": out += "\\c"
            default: out.append(character)
            }
        }
        return out
    }

    private static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var out = ""
        var escaped = false
        for character in text {
            if escaped {
                switch character {
                case "t": out += "\t"
                case "n": out += "\n"
                case "s": out += ";"
                case "c": out += ","
                default: out.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}
