#if canImport(Glibc)
import Glibc
#endif

exit(Trellis.main(Array(CommandLine.arguments.dropFirst())))
