#if canImport(Glibc)
import Glibc
#endif
import TrellisTerminal

// Ctrl-\ and `kill -QUIT` end the program, in every command (not the runtime's backtracer).
QuitSignal.useDefaultAction()
// A closed pipe is an EPIPE per stream, not a kill: stderr's is ignored, stdout's ends below.
BrokenPipe.reportAsError()
let status = Trellis.main(Array(CommandLine.arguments.dropFirst()))
if StandardStreams.stdoutClosed { BrokenPipe.endProcess() }
exit(status)
