import TrellisDoctor
import TrellisRender

/// What `trellis doctor` found for one spec: the findings of the layout at the size asked, then
/// those of each edge case (each run in a child process).
struct DoctorFileReport {
    /// One finding, with the edge case it came from (nil: the spec itself, at the size asked).
    struct Entry {
        /// The finding.
        var finding: LayoutFinding
        /// The edge case it was found in, if any.
        var edgeCase: DoctorEdgeCase?

        /// The finding's message, after the edge case's phrase when it has one.
        var message: String {
            edgeCase.map { "\($0.phrase): " + finding.message } ?? finding.message
        }
    }

    /// How the spec is named: its path as given, or `<stdin>`.
    var file: String
    /// The width examined, in spec units.
    var width: Double
    /// The height examined, in spec units.
    var height: Double
    /// Every finding, the spec's own first.
    var entries: [Entry]

    /// The entries of severity `severity`.
    func count(_ severity: LayoutFinding.Severity) -> Int { entries.filter { $0.finding.severity == severity }.count }

    /// Whether the findings fail the command: any error, or with `strict` any warning too.
    func fails(strict: Bool) -> Bool {
        entries.contains { $0.finding.severity == .error || (strict && $0.finding.severity == .warning) }
    }

    /// The text lines: `FILE: error rect-extra: MESSAGE` per finding, then
    /// `FILE: 1 error, 2 warnings at 80×23` (or `FILE: clean at 80×23`).
    var lines: [String] {
        let n = LayoutJSON.number
        var lines = entries.map { "\(file): \($0.finding.severity.rawValue) \($0.finding.check): \($0.message)" }
        var counts: [String] = []
        for (severity, noun) in [(LayoutFinding.Severity.error, "error"), (.warning, "warning"), (.info, "note")] {
            let count = count(severity)
            if count > 0 { counts.append("\(count) \(noun)\(count == 1 ? "" : "s")") }
        }
        lines.append("\(file): \(counts.isEmpty ? "clean" : counts.joined(separator: ", ")) at \(n(width))×\(n(height))")
        return lines
    }

    /// The report as one JSON object on one line (``DoctorCommand``'s `--json`):
    /// `{"file": …, "width": 80, "height": 23, "errors": 0, "warnings": 0, "findings": [{"check": …,
    /// "severity": …, "edgeCase": null, "message": …, "count": 1, "elements": [{"kind": "cell",
    /// "category": "cell", "section": 0, "item": 3}]}]}`.
    var json: String {
        let n = LayoutJSON.number, s = LayoutJSON.string
        let findings = entries.map { entry in
            let elements = entry.finding.elements.map { element in
                "{\"kind\": \(s(element.kind.rawValue)), \"category\": \"\(element.category.rawValue)\", "
                    + "\"section\": \(element.indexPath.section), \"item\": \(element.indexPath.item)}"
            }
            return "{\"check\": \(s(entry.finding.check)), \"severity\": \"\(entry.finding.severity.rawValue)\", "
                + "\"edgeCase\": \(entry.edgeCase.map { "\"\($0.rawValue)\"" } ?? "null"), "
                + "\"message\": \(s(entry.finding.message)), \"count\": \(entry.finding.count), "
                + "\"elements\": [\(elements.joined(separator: ", "))]}"
        }
        return "{\"file\": \(s(file)), \"width\": \(n(width)), \"height\": \(n(height)), "
            + "\"errors\": \(count(.error)), \"warnings\": \(count(.warning)), "
            + "\"findings\": [\(findings.joined(separator: ", "))]}"
    }
}
