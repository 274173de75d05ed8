/// The platform layer of the trellis app: the only file of the app that names a platform or
/// calls the C library directly.
///
/// Trellis builds on Linux (Glibc, or Musl) and on macOS (Darwin), where iOS developers work.
/// The app's other files call ``Platform`` (and ``FileDescriptorWriter``) for what the C library
/// does: the standard streams, files, the environment, and the bench's processes, clocks and
/// pseudo-terminal. A portability test (Tests/TrellisDocsTests/PortabilityTests.swift) keeps
/// every other file of the app free of platform conditionals and platform imports.
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
@preconcurrency import Darwin
#else
#error("Trellis builds on Linux (Glibc, Musl) and Darwin")
#endif

#if canImport(Darwin)
/// Spawn file actions as the C library declares them: an optional pointer on Darwin.
typealias SpawnFileActions = posix_spawn_file_actions_t?
#else
/// Spawn file actions as the C library declares them: a structure on Linux and the others.
typealias SpawnFileActions = posix_spawn_file_actions_t
#endif

/// Writes bytes to a file descriptor with write(2), retrying interrupted and partial writes, and
/// says when a write fails (no buffering, so there is no flush that could fail later).
struct FileDescriptorWriter {
    /// Why a write failed: the `errno` of write(2).
    struct WriteError: Error, Equatable {
        /// The system error number, such as `ENOSPC` or `EPIPE`.
        var code: Int32
        /// The system's text for ``code``, such as `No space left on device`.
        var message: String { Platform.errorMessage(code) }
    }

    /// The descriptor written to.
    let fd: Int32

    /// Writes all of `text`'s UTF-8 bytes, or throws the first error of write(2).
    func write(_ text: String) throws(WriteError) {
        var text = text
        let code: Int32 = text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if written == 0 { return EIO }
                offset += written
            }
            return 0
        }
        if code != 0 { throw WriteError(code: code) }
    }
}

/// write(2), under a name the writer's own `write` does not hide.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}

/// close(2), under a name ``Platform/closeFile(_:)`` does not hide.
private func systemClose(_ fd: Int32) -> Int32 {
    close(fd)
}

/// What the app asks of the C library, spelled once for every platform.
enum Platform {
    // MARK: Process and environment

    /// Standard output's file descriptor.
    static let standardOutput: Int32 = STDOUT_FILENO
    /// Standard error's file descriptor.
    static let standardError: Int32 = STDERR_FILENO
    /// The error of a write to a pipe nobody reads (`EPIPE`).
    static let brokenPipe: Int32 = EPIPE

    /// The last error of a C library call (`errno`).
    static var lastError: Int32 { errno }

    /// The system's text for error `code` (`strerror`), such as `No space left on device`.
    static func errorMessage(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// Ends the process with `status` (`exit`).
    static func endProcess(status: Int32) -> Never {
        exit(status)
    }

    /// The bytes of the C string at `pointer`, without its terminating zero.
    static func bytes(ofCString pointer: UnsafePointer<CChar>) -> [UInt8] {
        Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
    }

    /// The value of environment variable `name`, empty or not; nil when it is unset.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    // MARK: Files

    /// Whether a file of any kind is at `path` (`stat`).
    static func fileExists(atPath path: UnsafePointer<CChar>) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Creates (or truncates) the file at `path` for writing, mode 0666 less the umask; its file
    /// descriptor, or -1 with ``lastError`` set.
    static func createFile(atPath path: UnsafePointer<CChar>) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    }

    /// Closes `fd`: 0, or -1 with ``lastError`` set.
    @discardableResult
    static func closeFile(_ fd: Int32) -> Int32 {
        systemClose(fd)
    }

    /// Removes the file at `path` (`unlink`), quietly.
    static func removeFile(_ path: String) {
        _ = unlink(path)
    }

    /// Writes `bytes` to a new file named after `template`, whose `XXXXXX` is replaced by
    /// unique characters (`mkstemps`: the part after it is kept), and returns its path; the
    /// caller removes it.
    static func writeTemporaryFile(_ bytes: [UInt8], template: String) throws(CommandFailure) -> String {
        let suffix = template.split(separator: "XXXXXX", omittingEmptySubsequences: false).last.map(\.utf8.count) ?? 0
        let folder = template.split(separator: "/").dropLast().joined(separator: "/")
        var name = Array(template.utf8CString)
        let fd = name.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, Int32(suffix)) }
        guard fd >= 0 else { throw .runtime("cannot create a temporary file in /\(folder): \(errorMessage(errno))") }
        defer { closeFile(fd) }
        let path = String(decoding: name.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let reason = errorMessage(errno)
                unlink(path)
                throw .runtime("cannot write \(path): \(reason)")
            }
            written += count
        }
        return path
    }

    // MARK: The bench's processes and clocks

    /// The path of the running executable, if the platform says it.
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        #if canImport(Darwin)
        var size = UInt32(buffer.count)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return String(cString: buffer)
        #else
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return count > 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
        #endif
    }

    /// Bytes per unit of `ru_maxrss` (`getrusage`, `wait4`): kibibytes on Linux, bytes on Darwin.
    static let bytesPerMaxRSSUnit: Int = {
        #if canImport(Darwin)
        return 1
        #else
        return 1024
        #endif
    }()

    /// This thread's CPU time so far, in seconds.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    /// The process's minor page faults so far (`ru_minflt` of `getrusage(RUSAGE_SELF)`).
    static func minorPageFaults() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #endif
        return Int(usage.ru_minflt)
    }

    /// Sleeps `microseconds`.
    static func sleep(microseconds: UInt32) {
        _ = usleep(microseconds)
    }

    /// Runs `arguments` (the program looked up in `PATH`) with stdin and stderr on /dev/null,
    /// reads its stdout to the end and waits for it: its exit status (128 + N if killed by
    /// signal N), its output and its peak RSS in bytes (`wait4`); nil if it cannot be started.
    static func runToEnd(_ arguments: [String]) -> (status: Int32, output: [UInt8], peakRSS: Int)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        var actions = spawnFileActions()
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environmentEntries)
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
        let ended = howEnded(status)
        return (ended.exitStatus ?? 128 + ended.signal!, output, Int(usage.ru_maxrss) * bytesPerMaxRSSUnit)
    }

    // MARK: The doctor's child processes

    /// How a child of ``runChild(_:_:environment:timeout:)`` ended, and what it wrote.
    struct ChildRun {
        /// Its exit status, when it exited.
        var exitStatus: Int32?
        /// The signal that ended it, when one did.
        var signal: Int32?
        /// What it wrote to its standard output and standard error, merged in the order written.
        var output: [UInt8]
        /// What it wrote to file descriptor 3 (the doctor's report channel).
        var report: [UInt8]
        /// Whether it ran past its time and was killed.
        var timedOut: Bool
    }

    /// Runs `executable` with `arguments` (the arguments after the program's name) and the
    /// environment plus `environment`: standard input /dev/null, standard output and error one pipe
    /// (so what it printed last is last), file descriptor 3 another pipe; both read to the end
    /// with `poll`, the child killed (SIGKILL) after `timeout` seconds. Nil if it cannot be
    /// started. The child never sees the terminal: none of its descriptors is one.
    static func runChild(_ executable: String, _ arguments: [String], environment: [String: String],
                         timeout: Double) -> ChildRun? {
        var output: [Int32] = [-1, -1], report: [Int32] = [-1, -1]
        guard pipe(&output) == 0 else { return nil }
        guard pipe(&report) == 0 else { close(output[0]); close(output[1]); return nil }
        // Above the descriptors the child is given (0 to 3), whatever the parent had closed.
        for index in 0..<2 {
            output[index] = movedAbove3(output[index])
            report[index] = movedAbove3(report[index])
        }
        var argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var names = Set(environment.keys)
        var entries: [String] = environment.map { "\($0.key)=\($0.value)" }
        var index = 0
        while let entry = environmentEntries[index] {
            let text = String(cString: entry)
            let name = String(text.prefix { $0 != "=" })
            if !names.contains(name) { entries.append(text); names.insert(name) }
            index += 1
        }
        var envp: [UnsafeMutablePointer<CChar>?] = entries.map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        var actions = spawnFileActions()
        defer { posix_spawn_file_actions_destroy(&actions) }
        // In order: the parent's ends go first (one may be descriptor 3), the write ends are
        // copied to 1, 2 and 3, then closed where they are not one of those.
        for fd in [output[0], report[0]] { posix_spawn_file_actions_addclose(&actions, fd) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, output[1], 2)
        posix_spawn_file_actions_adddup2(&actions, report[1], 3)
        if output[1] > 3 { posix_spawn_file_actions_addclose(&actions, output[1]) }
        if report[1] > 3 { posix_spawn_file_actions_addclose(&actions, report[1]) }
        let spawned = posix_spawn(&pid, executable, &actions, nil, &argv, &envp)
        close(output[1])
        close(report[1])
        defer { close(output[0]); close(report[0]) }
        guard spawned == 0 else { return nil }
        var run = ChildRun(exitStatus: nil, signal: nil, output: [], report: [], timedOut: false)
        var open = [output[0], report[0]]
        var buffer = [UInt8](repeating: 0, count: 65536)
        var start = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        while !open.isEmpty {
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            let elapsed = Double(now.tv_sec - start.tv_sec) + Double(now.tv_nsec - start.tv_nsec) * 1e-9
            if elapsed > timeout, !run.timedOut {
                run.timedOut = true
                kill(pid, SIGKILL)
            }
            var pollers = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&pollers, nfds_t(pollers.count), 200)
            if ready < 0, errno != EINTR { break }
            guard ready > 0 else { continue }
            for poller in pollers where poller.revents != 0 {
                let count = read(poller.fd, &buffer, buffer.count)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                if count <= 0 { open.removeAll { $0 == poller.fd }; continue }
                if poller.fd == output[0] { run.output += buffer[0..<count] } else { run.report += buffer[0..<count] }
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        (run.exitStatus, run.signal) = howEnded(status)
        return run
    }

    /// Fresh, initialised spawn file actions (an optional pointer on Darwin, a structure on the
    /// others); the caller destroys them.
    private static func spawnFileActions() -> SpawnFileActions {
        #if canImport(Darwin)
        var actions: SpawnFileActions = nil
        #else
        var actions = SpawnFileActions()
        #endif
        posix_spawn_file_actions_init(&actions)
        return actions
    }

    /// The process's environment, `NAME=value` entries ending with nil.
    private static var environmentEntries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
        #if canImport(Darwin)
        _NSGetEnviron().pointee!
        #else
        environ
        #endif
    }

    /// How a child with wait status `status` ended: its exit status, or the signal that ended it
    /// (WIFEXITED, WEXITSTATUS and WTERMSIG are macros Swift cannot import).
    private static func howEnded(_ status: Int32) -> (exitStatus: Int32?, signal: Int32?) {
        status & 0x7F == 0 ? ((status >> 8) & 0xFF, nil) : (nil, status & 0x7F)
    }

    /// `fd`, or a copy of it above 3 (the original closed) when it is 3 or below.
    private static func movedAbove3(_ fd: Int32) -> Int32 {
        guard fd <= 3 else { return fd }
        let moved = fcntl(fd, F_DUPFD, 4)
        guard moved >= 0 else { return fd }
        close(fd)
        return moved
    }

    /// The name of signal `number` (`SIGILL`, `SIGSEGV`), or `signal N`.
    static func signalName(_ number: Int32) -> String {
        let names: [Int32: String] = [SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS",
                                      SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGTERM: "SIGTERM",
                                      SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGPIPE: "SIGPIPE"]
        return names[number] ?? "signal \(number)"
    }

    /// Makes standard output unbuffered, so that what a child wrote before it trapped reaches the
    /// parent (a pipe is otherwise fully buffered, and a trap loses the buffer).
    static func unbufferStandardOutput() {
        setvbuf(stdout, nil, _IONBF, 0)
    }

    /// Reads standard input to its end, at most `limit` + 1 bytes (the caller refuses more).
    static func readStandardInput(limit: Int) -> Result<[UInt8], CommandFailure> {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while bytes.count <= limit {
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            if count < 0 { return .failure(.badInput("<stdin>: cannot read: \(errorMessage(errno))")) }
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        return .success(bytes)
    }

    // MARK: The bench's pseudo-terminal

    /// Opens a pseudo-terminal pair of `width` x `height` cells (`openpty`): its master and
    /// slave sides, or the system's reason.
    static func openPseudoTerminal(width: Int, height: Int) -> Result<(master: Int32, slave: Int32), CommandFailure> {
        var master: Int32 = -1, slave: Int32 = -1
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else {
            return .failure(.runtime("cannot open a pseudo-terminal: \(errorMessage(errno))"))
        }
        return .success((master, slave))
    }

    /// Writes `bytes` to `fd` once (what a terminal emulator does with a key), ignoring a failure.
    static func writeOnce(_ bytes: [UInt8], to fd: Int32) {
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
    }

    /// What ``readAvailable(from:into:waitingAtMost:)`` found.
    enum ReadOutcome: Equatable {
        /// This many bytes, at the start of the buffer.
        case bytes(Int)
        /// Nothing within the time, or a signal came first: try again.
        case nothingYet
        /// End of file or an error: try again later.
        case failed
    }

    /// Reads what `fd` has, waiting at most `milliseconds` for it (`poll`, then `read`).
    static func readAvailable(from fd: Int32, into buffer: inout [UInt8], waitingAtMost milliseconds: Int32) -> ReadOutcome {
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, milliseconds) > 0 else { return .nothingYet }
        let count = read(fd, &buffer, buffer.count)
        if count > 0 { return .bytes(count) }
        return count < 0 && (errno == EINTR || errno == EAGAIN) ? .nothingYet : .failed
    }
}
