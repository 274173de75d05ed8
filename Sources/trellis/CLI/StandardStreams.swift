/// Writes bytes to a file descriptor with write(2), retrying interrupted and partial writes, and
/// says when a write fails (no buffering, so there is no flush that could fail later).
struct FileDescriptorWriter {
    /// Why a write failed: the `errno` of write(2).
    struct WriteError: Error, Equatable {
        /// The system error number, such as `ENOSPC` or `EPIPE`.
        var code: Int32
        /// The system's text for ``code``, such as `No space left on device`.
        var message: String {
            guard let text = strerror(code) else { return "error \(code)" }
            return String(cString: text)
        }
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

/// The app's only way to standard output and standard error (issue 12 §1): results go to stdout
/// and a failed write there ends the command; messages go to stderr, where a failed write is
/// ignored (the exit status still tells).
enum StandardStreams {
    /// Set when a write to stdout failed with `EPIPE`: the process then ends by SIGPIPE once the
    /// command has unwound (see `main.swift` and ``BrokenPipe``). Only the main thread writes.
    nonisolated(unsafe) static var stdoutClosed = false

    /// Writes `text` to stdout. A closed pipe (`EPIPE`) ends the command quietly with status 1
    /// and sets ``stdoutClosed`` (the process then ends by SIGPIPE, 141, unless SIGPIPE was
    /// inherited as ignored); any other failure ends it with
    /// `trellis: error: cannot write the output: <strerror>` and status 1.
    static func write(_ text: String) throws(CommandFailure) {
        do {
            try FileDescriptorWriter(fd: STDOUT_FILENO).write(text)
        } catch {
            throw failure(error)
        }
    }

    /// Writes `text` and a newline to stdout; as ``write(_:)``.
    static func writeLine(_ text: String) throws(CommandFailure) {
        try write(text + "\n")
    }

    /// Writes `text` and a newline to stderr; a failure is ignored.
    static func writeErrorLine(_ text: String) {
        try? FileDescriptorWriter(fd: STDERR_FILENO).write(text + "\n")
    }

    /// The command failure a failed write to stdout becomes.
    static func failure(_ error: FileDescriptorWriter.WriteError) -> CommandFailure {
        if error.code == EPIPE {
            stdoutClosed = true
            return .reported(status: 1)
        }
        return .runtime("cannot write the output: \(error.message)")
    }
}
