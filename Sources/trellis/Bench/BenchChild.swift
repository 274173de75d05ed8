/// Runs another program for the benchmark and reports what it printed, and measures the peak
/// resident memory of a run of `trellis` alone (``peakRSS(of:)``), where the bench's own RSS is
/// polluted by everything measured before.
enum BenchChild {
    /// How a child ended.
    struct Outcome {
        /// The exit status (128 + N if killed by signal N).
        var status: Int32
        /// Its standard output (stderr goes to /dev/null).
        var output: String
        /// Its peak resident set size in bytes (`ru_maxrss` of `wait4`): for a child of this
        /// large process that includes the bench's own RSS (see ``peakRSS(of:)``).
        var peakRSS: Int
    }

    /// The path of the running `trellis` executable.
    static var trellisPath: String {
        Platform.executablePath() ?? CommandLine.arguments[0]
    }

    /// Runs `arguments` (the program looked up in `PATH`) with stdin and stderr on /dev/null and
    /// waits for it; nil if it cannot be started.
    static func run(_ arguments: [String]) -> Outcome? {
        guard let child = Platform.runToEnd(arguments) else { return nil }
        return Outcome(status: child.status, output: String(decoding: child.output, as: UTF8.self), peakRSS: child.peakRSS)
    }

    /// The peak resident set size, in bytes, of running `arguments`, measured by a small
    /// CPython parent (`RUSAGE_CHILDREN` after the child ends); nil if `python3` cannot run or
    /// the command fails.
    ///
    /// Not this process's own `wait4`: Linux counts the memory a process had before it called
    /// `exec` into its peak, and a child of the bench starts as a copy (or, with `posix_spawn`,
    /// a borrower) of the bench's hundreds of megabytes. A small parent keeps that to its own
    /// size, as `/usr/bin/time` does.
    static func peakRSS(of arguments: [String]) -> Int? {
        let code = """
            import resource, subprocess, sys
            status = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
            print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss if status == 0 else -1)
            """
        guard let outcome = run(["python3", "-c", code] + arguments), outcome.status == 0,
              let units = outcome.output.split(separator: "\n").last.flatMap({ Int($0) }), units > 0 else {
            return nil
        }
        return units * Platform.bytesPerMaxRSSUnit
    }
}
