import TrellisPreview
import TrellisTerminal

/// The `key` and `bytes/j` figures: `j` typed into the previewer running on a pseudo-terminal
/// of 200x60, each key read by the real terminal layer (curses' `newterm` on the pty's slave
/// side), applied to the session and drawn (the frame's changes in the terminal's own
/// sequences, one `write`), as when a person scrolls.
enum BenchKeys {
    /// What a run of keys cost.
    struct Outcome {
        /// This thread's CPU time per `j`, from reading the key to the end of the draw; one value
        /// per run.
        var cpuPerKey: [Double]
        /// Bytes written to the terminal per `j`; one value per run.
        var bytesPerKey: [Double]
        /// The end of what the terminal received (the last screen is in it).
        var screen: String
    }

    /// The screen size of the measurement, in cells.
    static let width = 200, height = 60
    /// Keys per run.
    static let keysPerRun = 20

    /// `repeats` runs of ``keysPerRun`` `j` keys each from the top of `document`.
    static func measure(_ document: SpecDocument, repeats: Int) throws(CommandFailure) -> Outcome {
        let pty = try BenchPseudoTerminal(width: width, height: height)
        defer { pty.close() }
        var outcome = Outcome(cpuPerKey: [], bytesPerKey: [], screen: "")
        do {
            let terminal = Terminal(deviceOutput: pty.slave, input: pty.slave, term: "xterm-256color")
            try terminal.start()
            defer { terminal.stop() }
            let size = terminal.size
            let session = PreviewSession(documents: [document], width: size.width, height: size.height)
            for _ in 0..<repeats {
                _ = session.perform(.top)
                terminal.draw(session.compose().grid)
                pty.waitUntilQuiet()
                let before = pty.bytesWritten
                var cpu = 0.0
                for _ in 0..<keysPerRun {
                    pty.type("j")
                    let start = BenchStatistics.threadCPUSeconds()
                    guard let event = terminal.nextEvent() else { throw CommandFailure.runtime("the pseudo-terminal closed") }
                    // The previewer's own step (PreviewCommand): apply the batch, draw one frame,
                    // scrolling the terminal when the view moved by whole rows.
                    _ = InputBatch.apply([event], to: session)
                    let frame = session.compose()
                    terminal.draw(frame.grid, scrolledRows: frame.scrolledRows)
                    cpu += BenchStatistics.threadCPUSeconds() - start
                }
                pty.waitUntilQuiet()
                outcome.cpuPerKey.append(cpu / Double(keysPerRun))
                outcome.bytesPerKey.append(Double(pty.bytesWritten - before) / Double(keysPerRun))
            }
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw .runtime("the key benchmark cannot use its pseudo-terminal: \(error)")
        }
        outcome.screen = pty.text
        return outcome
    }
}
