import TrellisDoctor
import TrellisLayout
import TrellisRender
import TrellisSpec

/// The doctor's edge cases, each in a child process: the parent spawns the same executable with
/// the hidden command ``command`` (never listed in the help), which examines one edge case of
/// one spec and writes its findings on file descriptor 3 (``DoctorWire``). A child that ends by a
/// signal (a trap, `SIGILL` or `SIGTRAP`; a bad access, `SIGSEGV`), or otherwise fails, becomes a
/// `crash` finding with the signal, the edge case and the last line the layout (or the runtime)
/// printed. The child's standard input is /dev/null and its output a pipe: it never touches the
/// terminal.
enum DoctorChild {
    /// The hidden command a child runs: `trellis __doctor-edge-case CASE --width W --height H -- SPEC`.
    static let command = "__doctor-edge-case"

    /// How long a child may run before it is killed and reported (`crash`).
    static let timeout: Double = 600

    /// The longest last output a `crash` message quotes, in characters.
    static let maxQuotedOutput = 300

    /// Examines `edgeCase` of `subject` at `width` × `height` in a child process of `executable`:
    /// its findings, and whether it crashed. Nil when the child cannot be started.
    static func examine(_ edgeCase: DoctorEdgeCase, of subject: DoctorSubject, width: Double, height: Double,
                        executable: String) -> (findings: [LayoutFinding], crashed: Bool)? {
        let n = LayoutJSON.number
        let width = edgeCase.width(for: width)
        guard let run = Platform.runChild(executable, [command, edgeCase.rawValue, "--width", n(width), "--height", n(height),
                                                      "--", subject.childPath],
                                          environment: ["SWIFT_BACKTRACE": "enable=no"], timeout: timeout) else { return nil }
        if let finding = crash(of: run, width: width, height: height) { return ([finding], true) }
        return (DoctorWire.decode(String(decoding: run.report, as: UTF8.self)), false)
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

    /// The last line of `output` that is not blank, quoted (controls escaped, cut to
    /// ``maxQuotedOutput`` characters), or `none`.
    static func lastOutput(_ output: [UInt8]) -> String {
        let text = String(decoding: output, as: UTF8.self)
        guard let line = text.split(whereSeparator: \.isNewline).last(where: { !$0.allSatisfy(\.isWhitespace) }) else {
            return "none"
        }
        let trimmed = line.drop { $0.isWhitespace }
        let cut = trimmed.count > maxQuotedOutput ? trimmed.prefix(maxQuotedOutput) + "…" : trimmed
        return "\"" + MessageText.escaped(String(cut)) + "\""
    }

    /// The child's side: `trellis __doctor-edge-case CASE --width W --height H -- SPEC` loads
    /// SPEC (already checked by the parent), derives the edge case, examines it in-process and
    /// writes the findings on file descriptor 3. What the layout prints goes out unbuffered.
    static func run(_ arguments: [String]) throws(CommandFailure) {
        let parsed = try options.parse(arguments)
        guard parsed.operands.count == 2, let edgeCase = DoctorEdgeCase(rawValue: parsed.operands[0]) else {
            throw .usage("expected an edge case (\(DoctorEdgeCase.allCases.map(\.rawValue).joined(separator: ", "))) and a SPEC")
        }
        let width = try parsed.number(DoctorCommand.Option.width) ?? 1
        let height = try parsed.number(DoctorCommand.Option.height) ?? 1
        let document: SpecDocument
        do {
            document = try SpecDocument(.file(parsed.operands[1]))
        } catch {
            throw .badInput(error.description)
        }
        Platform.unbufferStandardOutput()
        let spec = edgeCase.spec(from: document.spec)
        let layout = DoctorSubject.layout(for: spec)
        let report = LayoutDoctor.examine(layout, width: width, height: height,
                                          options: DoctorSubject.options(for: spec, fresh: true, scaling: false))
        do {
            try FileDescriptorWriter(fd: 3).write(DoctorWire.encode(report.findings))
        } catch {
            throw .runtime("cannot write the findings: \(error.message)")
        }
    }

    /// The child's options: the size.
    static let options = CommandOptions(command: command, helpColumn: 0,
                                        options: [DoctorCommand.Option.width, DoctorCommand.Option.height])
}
