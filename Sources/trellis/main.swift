import TrellisSpec
import TrellisTerminal

// Ctrl-\ and `kill -QUIT` end the program, in every command (not the runtime's backtracer).
QuitSignal.useDefaultAction()
// A closed pipe is an EPIPE per stream, not a kill: stderr's is ignored, stdout's ends below.
BrokenPipe.reportAsError()
// The arguments as given, bytes that are not UTF-8 kept for opening files (`FileNameBytes`).
let arguments = (1..<Int(CommandLine.argc)).map { index in
    let argument = CommandLine.unsafeArgv[index]!
    return FileNameBytes.displayName(for: Platform.bytes(ofCString: argument))
}
let status = Trellis.main(arguments)
if StandardStreams.stdoutClosed { BrokenPipe.endProcess() }
Platform.endProcess(status: status)
