import TrellisDoctor
import TrellisLayout
import TrellisSpec

/// `trellis doctor SPEC... [--width W] [--height H] [--scaling] [--strict] [--json]`: examines
/// each spec's layout with the layout doctor (``LayoutDoctor``) and prints its findings. Each edge
/// case (``DoctorEdgeCase``), then the spec itself, is examined in a child process of its own
/// (``DoctorChild``), so that a trap is a `crash` finding and the run goes on; what the edge
/// cases showed to trap is left out of the spec's own examination. Exit status 0 when clean, 1 with findings (errors; with
/// `--strict` warnings too), 2 for bad usage or a spec that does not load.
enum DoctorCommand {
    /// `doctor`'s options, the only declaration of them.
    enum Option {
        static let width = CommandOption.valued("width", "W", .number(1...1_000_000), help: [
            "Collection-view width in spec units (default 80, times the",
            "spec's scale for a spec in points).",
        ])
        static let height = CommandOption.valued("height", "H", .number(1...1_000_000), help: [
            "Collection-view height in spec units (default 23, the view of",
            "`render --size 80x24`, times the scale).",
        ])
        static let scaling = CommandOption.flag("scaling", help: [
            "Also time queries and prepares at 1,000 to 100,000 items",
            "(linear-query, linear-prepare); takes some seconds.",
        ])
        static let strict = CommandOption.flag("strict", help: ["Warnings fail too (exit status 1)."])
        static let json = CommandOption.flag("json", help: ["The reports as JSON on stdout, one object."])
    }

    /// The options in the order the help lists them.
    static let options = CommandOptions(command: "doctor", helpColumn: 14,
                                        options: [Option.width, Option.height, Option.scaling, Option.strict, Option.json])

    static func run(_ arguments: [String]) throws(CommandFailure) {
        let parsed = try options.parse(arguments)
        if parsed.has("help") { try StandardStreams.writeLine(HelpText.doctor); return }
        guard !parsed.operands.isEmpty else { throw .usage("missing SPEC: name one or more spec files", command: "doctor") }
        let width = try parsed.number(Option.width)
        let height = try parsed.number(Option.height)
        guard let executable = Platform.executablePath() else {
            throw .runtime("cannot find the trellis executable to examine the specs in")
        }
        var temporary: [String] = []
        defer { temporary.forEach(Platform.removeFile) }
        let subjects = try load(parsed.operands, temporary: &temporary)
        var reports: [DoctorFileReport] = []
        for subject in subjects {
            let report = try examine(subject, width: width, height: height, scaling: parsed.has(Option.scaling),
                                     executable: executable)
            if !parsed.has(Option.json) { try StandardStreams.writeLine(report.lines.joined(separator: "\n")) }
            reports.append(report)
        }
        if parsed.has(Option.json) {
            try StandardStreams.writeLine("{\"reports\": [\n" + reports.map { "  " + $0.json }.joined(separator: ",\n") + "\n]}")
        }
        if reports.contains(where: { $0.fails(strict: parsed.has(Option.strict)) }) { throw .reported(status: 1) }
    }

    /// Every spec of `paths`, loaded (warnings to stderr); standard input is copied to a temporary
    /// file for the children, added to `temporary`. Every spec that does not load is reported,
    /// and then the command fails with status 2 before examining any.
    static func load(_ paths: [String], temporary: inout [String]) throws(CommandFailure) -> [DoctorSubject] {
        var subjects: [DoctorSubject] = []
        var failed = false
        for path in paths {
            do throws(CommandFailure) {
                subjects.append(try subject(path, temporary: &temporary))
            } catch {
                Diagnostics.report(error)
                failed = true
            }
        }
        if failed { throw .reported(status: 2) }
        return subjects
    }

    /// The spec at `path` (`-`: standard input, copied to a temporary file).
    private static func subject(_ path: String, temporary: inout [String]) throws(CommandFailure) -> DoctorSubject {
        guard path == SpecArguments.standardInput else {
            return DoctorSubject(name: path, spec: try SpecArguments.load(path).spec, childPath: path)
        }
        let bytes = try Platform.readStandardInput(limit: SpecLimits.maxFileSize).get()
        let spec: LayoutSpec
        do {
            let (loaded, warnings) = try SpecLoader.parse(bytes, file: SpecLoader.standardInputName, measure: LayoutFactory.measure,
                                                          printableASCIIWidth: LayoutFactory.printableASCIIWidth)
            warnings.forEach { Diagnostics.warn($0.description) }
            spec = loaded
        } catch {
            var failure = CommandFailure.badInput(error.description)
            if error.line != nil { failure.hint = SpecArguments.validateHint(for: path) }
            throw failure
        }
        let copy = try Platform.writeTemporaryFile(bytes, template: "/tmp/trellis-doctor-XXXXXX.json")
        temporary.append(copy)
        return DoctorSubject(name: SpecLoader.standardInputName, spec: spec, childPath: copy)
    }

    /// Examines `subject` at `width` × `height` (the defaults of ``DoctorSubject`` when nil), each
    /// part in a child of `executable`: the edge cases first, then the spec, without the builders
    /// whose edge cases crashed (the width of 1 runs in-process with `fresh`; no items and one
    /// item with `sizes`).
    static func examine(_ subject: DoctorSubject, width: Double?, height: Double?, scaling: Bool,
                        executable: String) throws(CommandFailure) -> DoctorFileReport {
        let width = width ?? DoctorSubject.defaultWidth(of: subject.spec)
        let height = height ?? DoctorSubject.defaultHeight(of: subject.spec)
        func run(_ part: DoctorPart) throws(CommandFailure) -> (findings: [LayoutFinding], crashed: Bool) {
            guard let outcome = DoctorChild.examine(part, of: subject, width: width, height: height, executable: executable) else {
                throw .runtime("cannot run \(executable) to examine \(subject.name) (\(part.name))")
            }
            return outcome
        }
        var edgeEntries: [DoctorFileReport.Entry] = []
        var crashed: Set<DoctorEdgeCase> = []
        for edgeCase in DoctorEdgeCase.allCases {
            let outcome = try run(.edge(edgeCase))
            if outcome.crashed { crashed.insert(edgeCase) }
            edgeEntries += outcome.findings.map { DoctorFileReport.Entry(finding: $0, edgeCase: edgeCase) }
        }
        let main = try run(.spec(fresh: !crashed.contains(.narrow),
                                 scaling: scaling && crashed.isDisjoint(with: [.noSections, .emptySection, .oneItem])))
        let entries = main.findings.map { DoctorFileReport.Entry(finding: $0, edgeCase: nil) }
        // An edge case repeats the spec's own findings: keep only the checks the spec passed (and
        // every crash: each names its own edge case).
        let found = Set(main.findings.map(\.check)).subtracting([LayoutCheck.crash.rawValue])
        return DoctorFileReport(file: subject.name, width: width, height: height,
                                entries: entries + edgeEntries.filter { !found.contains($0.finding.check) })
    }
}
