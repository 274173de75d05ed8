import TrellisDoctor
import TrellisLayout
import TrellisRender
import TrellisSpec

/// What one child process of `trellis doctor` examines: the spec itself at the size asked, with
/// the builders the parent allows, or one edge case.
enum DoctorPart: Equatable {
    /// The spec at the size asked: with a fresh-layout builder (`stale-on-width`'s comparison,
    /// `nondeterministic`, the width of 1 in-process) and, with `scaling`, the spec at any item
    /// count (the scaling checks, no items and one item in-process).
    case spec(fresh: Bool, scaling: Bool)
    /// One edge case, examined as the library examines its own.
    case edge(DoctorEdgeCase)

    /// Its name on the child's command line: `spec`, or the edge case's (`width-1`).
    var name: String {
        switch self {
        case .spec: "spec"
        case .edge(let edgeCase): edgeCase.rawValue
        }
    }
}

/// The doctor's examinations, each in a child process: the parent spawns the same executable
/// with the hidden command ``command`` (never listed in the help), which examines one
/// ``DoctorPart`` of one spec and writes its findings on file descriptor 3 (``DoctorWire``). A
/// child that ends by a signal (a trap, `SIGILL` or `SIGTRAP`; a bad access, `SIGSEGV`), or
/// otherwise fails, becomes a `crash` finding with the signal, the size and the last line the
/// layout (or the runtime) printed, and the run goes on with the next. The child's standard
/// input is /dev/null and its output a pipe: it never touches the terminal.
enum DoctorChild {
    /// The hidden command a child runs:
    /// `trellis __doctor-child PART [--fresh] [--scaling] --width W --height H -- SPEC`.
    static let command = "__doctor-child"

    /// How long a child may run before it is killed and reported (`crash`).
    static let timeout: Double = 600

    /// The longest last output a `crash` message quotes, in characters.
    static let maxQuotedOutput = 300

    /// Examines `part` of `subject` at `width` × `height` (an edge case's own width for the width
    /// of 1) in a child process of `executable`: its findings, and whether it crashed. Nil when
    /// the child cannot be started.
    static func examine(_ part: DoctorPart, of subject: DoctorSubject, width: Double, height: Double,
                        executable: String) -> (findings: [LayoutFinding], crashed: Bool)? {
        let n = LayoutJSON.number
        var flags: [String] = []
        var width = width
        switch part {
        case .spec(let fresh, let scaling):
            if fresh { flags.append(Option.fresh.longName) }
            if scaling { flags.append(Option.scaling.longName) }
        case .edge(let edgeCase):
            width = edgeCase.width(for: width)
        }
        guard let run = Platform.runChild(executable, [command, part.name] + flags + ["--width", n(width), "--height", n(height),
                                                                                   "--", subject.childPath],
                                          environment: ["SWIFT_BACKTRACE": "enable=no"], timeout: timeout) else { return nil }
        if let finding = crash(of: run, width: width, height: height) { return ([finding], true) }
        guard let findings = DoctorWire.decode(String(decoding: run.report, as: UTF8.self)) else {
            // It ended well but wrote no whole report: a layout that called exit(0), say.
            return ([LayoutFinding(.crash, message: "the layout ended the process (exit status 0) before its report, at "
                                   + "\(n(width))×\(n(height)); last output: " + lastOutput(run.output))], true)
        }
        return (findings, false)
    }

    /// The `crash` finding for a child that did not end well (a signal, a time-out, a failure
    /// status), or nil.
    static func crash(of run: Platform.ChildRun, width: Double, height: Double) -> LayoutFinding? {
        let n = LayoutJSON.number
        let how: String
        if run.timedOut {
            how = "did not finish within \(n(timeout)) s and was killed"
        } else if let signal = run.signal {
            how = "crashed with signal \(signal) (\(Platform.signalName(signal)))"
        } else if let status = run.exitStatus, status != 0 {
            how = "ended with exit status \(status)"
        } else {
            return nil
        }
        return LayoutFinding(.crash, message: "the layout \(how) at \(n(width))×\(n(height)); last output: "
                             + lastOutput(run.output))
    }

    /// The last line of `output` that is not blank, before the stack trace the Swift runtime
    /// prints after a fatal error (`Current stack trace:`, or the backtracer's
    /// `*** Program crashed` report), so that a trap quotes its message
    /// (`…: Fatal error: Index out of range`); quoted (controls escaped, cut to
    /// ``maxQuotedOutput`` characters), or `none`.
    static func lastOutput(_ output: [UInt8]) -> String {
        let text = String(decoding: output, as: UTF8.self)
        var lines = text.split(whereSeparator: \.isNewline)
        if let trace = lines.firstIndex(where: { $0 == "Current stack trace:" || $0.hasPrefix("*** Program crashed")
                                                 || $0.hasPrefix("*** Signal ") || $0.hasPrefix("💣 Program crashed") }) {
            lines = Array(lines[..<trace])
        }
        guard let line = lines.last(where: { !$0.allSatisfy(\.isWhitespace) }) else {
            return "none"
        }
        let trimmed = line.drop { $0.isWhitespace }
        let cut = trimmed.count > maxQuotedOutput ? trimmed.prefix(maxQuotedOutput) + "…" : trimmed
        return "\"" + MessageText.escaped(String(cut)) + "\""
    }

    /// The child's side: `trellis __doctor-child PART [--fresh] [--scaling] --width W --height H
    /// -- SPEC` loads SPEC (already checked by the parent), derives the edge case if PART is one,
    /// examines it in-process and writes the findings on file descriptor 3. What the layout
    /// prints goes out unbuffered.
    static func run(_ arguments: [String]) throws(CommandFailure) {
        let parsed = try options.parse(arguments)
        let names = ["spec"] + DoctorEdgeCase.allCases.map(\.rawValue)
        guard parsed.operands.count == 2, names.contains(parsed.operands[0]) else {
            throw .usage("expected what to examine (\(names.joined(separator: ", "))) and a SPEC")
        }
        let part: DoctorPart = DoctorEdgeCase(rawValue: parsed.operands[0]).map { .edge($0) }
            ?? .spec(fresh: parsed.has(Option.fresh), scaling: parsed.has(Option.scaling))
        let width = try parsed.number(DoctorCommand.Option.width) ?? 1
        let height = try parsed.number(DoctorCommand.Option.height) ?? 1
        let document: SpecDocument
        do {
            document = try SpecDocument(.file(parsed.operands[1]))
        } catch {
            throw .badInput(error.description)
        }
        Platform.unbufferStandardOutput()
        let findings: [LayoutFinding]
        switch part {
        case .spec(let fresh, let scaling):
            let layout = DoctorSubject.layout(for: document.spec)
            findings = LayoutDoctor.examine(layout, width: width, height: height,
                                            options: DoctorSubject.options(for: document.spec, fresh: fresh, scaling: scaling)).findings
        case .edge(let edgeCase):
            // As the library's edge cases: no builders (so no edge case of the edge case), fewer random rects.
            let layout = DoctorSubject.layout(for: edgeCase.spec(from: document.spec))
            findings = LayoutDoctor.examine(layout, width: width, height: height, options: LayoutDoctor.Options(randomRects: 16))
                .findings.filter { edgeCase.counts($0.check) }
        }
        do {
            try FileDescriptorWriter(fd: 3).write(DoctorWire.encode(findings))
        } catch {
            throw .runtime("cannot write the findings: \(error.message)")
        }
    }

    /// The child's own options, besides the size.
    enum Option {
        static let fresh = CommandOption.flag("fresh", help: ["Build fresh layouts of the spec."])
        static let scaling = CommandOption.flag("scaling", help: ["Build the spec at item counts."])
    }

    /// The child's options.
    static let options = CommandOptions(command: command, helpColumn: 0,
                                        options: [DoctorCommand.Option.width, DoctorCommand.Option.height, Option.fresh, Option.scaling])
}
