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
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = Platform.withSpawnFileActions { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addclose(&actions, ends[0])
            posix_spawn_file_actions_addclose(&actions, ends[1])
            return posix_spawnp(&pid, arguments[0], &actions, nil, &argv, Platform.environment)
        }
        close(ends[1])
        defer { close(ends[0]) }
        guard spawned == 0 else { return nil }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            output += buffer[0..<count]
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let exited = status & 0x7F == 0
        return Outcome(status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
                       output: String(decoding: output, as: UTF8.self), peakRSS: Int(usage.ru_maxrss) * Platform.bytesPerMaxRSSUnit)
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
