/// What the layout doctor found over one layout at one size: every finding, in the order of the
/// checks (``LayoutCheck``'s order), with the size examined.
///
/// ```swift
/// let report = LayoutDoctor.examine(layout, width: 393, height: 852)
/// if !report.isClean { print(report.lines.joined(separator: "\n")) }
/// ```
public struct LayoutDoctorReport: Hashable, Sendable {
    /// Every finding, errors, warnings and information alike.
    public var findings: [LayoutFinding]
    /// The width examined, in layout units.
    public var width: Double
    /// The height examined, in layout units.
    public var height: Double

    /// A report of `findings` over a layout examined at `width` × `height`.
    public init(findings: [LayoutFinding] = [], width: Double, height: Double) {
        self.findings = findings
        self.width = width
        self.height = height
    }

    /// The findings of severity ``LayoutFinding/Severity/error``.
    public var errors: [LayoutFinding] { findings.filter { $0.severity == .error } }
    /// The findings of severity ``LayoutFinding/Severity/warning``.
    public var warnings: [LayoutFinding] { findings.filter { $0.severity == .warning } }
    /// Whether there is no error and no warning (information such as `linear-prepare` may remain).
    public var isClean: Bool { !findings.contains { $0.severity != .info } }
    /// One line per finding: `error rect-extra: returned 212 elements outside the rect …`.
    public var lines: [String] { findings.map(\.line) }
}
