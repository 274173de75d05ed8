#if canImport(Glibc)
import Glibc
#endif
import TrellisTerminal

// Ctrl-\ and `kill -QUIT` end the program, in every command (not the runtime's backtracer).
QuitSignal.useDefaultAction()
exit(Trellis.main(Array(CommandLine.arguments.dropFirst())))
