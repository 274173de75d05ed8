import TrellisSpec

/// A file a command writes its result to (`export --output FILE`) instead of stdout: created
/// or truncated, written with write(2) (``FileDescriptorWriter``), closed, each failure a run-time
/// error (exit status 1) that names the file: `cannot write FILE: No space left on device`.
enum OutputFile {
    /// Opens `path`, hands `body` a sink that writes to it, and closes it.
    static func write(to path: String,
                      _ body: ((String) throws(CommandFailure) -> Void) throws(CommandFailure) -> Void) throws(CommandFailure) {
        let fd = FileNameBytes.withPath(path) { Platform.createFile(atPath: $0) }
        guard fd >= 0 else { throw failure(path, code: Platform.lastError) }
        let writer = FileDescriptorWriter(fd: fd)
        do throws(CommandFailure) {
            try body { (text: String) throws(CommandFailure) in
                do throws(FileDescriptorWriter.WriteError) { try writer.write(text) } catch { throw failure(path, code: error.code) }
            }
        } catch {
            Platform.closeFile(fd)
            throw error
        }
        if Platform.closeFile(fd) != 0 { throw failure(path, code: Platform.lastError) }
    }

    /// `cannot write PATH: <strerror>`, exit status 1.
    private static func failure(_ path: String, code: Int32) -> CommandFailure {
        .runtime("cannot write \(path): \(FileDescriptorWriter.WriteError(code: code).message)")
    }
}
