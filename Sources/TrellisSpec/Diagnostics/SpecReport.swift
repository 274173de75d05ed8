/// Every problem found in one spec file: what `trellis validate` prints.
///
/// Unlike ``SpecLoader/load(path:measure:printableASCIIWidth:)``, which stops at the first error, a report goes on
/// wherever the rest of the file still makes sense, so a typo (a warning) and every bad value
/// (errors) of a file come out of one run. A file that cannot be read or is not valid JSON
/// has one error.
public struct SpecReport: Hashable, Sendable {
    /// The errors, in the order they were found (the first is the one `load` throws).
    public var errors: [SpecDiagnostic]
    /// The warnings (unknown, duplicate and ignored keys), in document order.
    public var warnings: [SpecDiagnostic]
    /// How many more errors and warnings there were beyond those listed (each list holds at most
    /// ``SpecLimits/maxWarnings``).
    public var unlisted: Int

    /// Creates a report.
    public init(errors: [SpecDiagnostic] = [], warnings: [SpecDiagnostic] = [], unlisted: Int = 0) {
        self.errors = errors
        self.warnings = warnings
        self.unlisted = unlisted
    }

    /// Whether the file loads: it has no error.
    public var isValid: Bool { errors.isEmpty }

    /// Errors and warnings together in the order of the file (by line, then column; problems
    /// without a place first; an error before a warning at the same place).
    public var problems: [SpecDiagnostic] {
        let all = errors + warnings
        return all.enumerated().sorted { a, b in
            (a.element.line ?? 0, a.element.column ?? 0, a.offset) < (b.element.line ?? 0, b.element.column ?? 0, b.offset)
        }.map(\.element)
    }

    /// How many problems there are in all, listed or not.
    public var count: Int { errors.count + warnings.count + unlisted }
}
