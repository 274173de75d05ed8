/// The platform layer of the trellis app: the only file of the app that names a platform.
///
/// Trellis builds on Linux (Glibc, or Musl) and on macOS (Darwin), where iOS developers work.
/// This file imports the C library of the platform it is built on, once for the whole app
/// (`@_exported`, so the app's other files call POSIX functions, spelled alike on every
/// platform, with no `#if` and no import of their own), and ``Platform`` wraps what differs.
/// The libraries import their C library privately in their own `Platform.swift` and wrap every
/// call, so that none of them re-exports it to its users; the app is imported by no one (but its
/// tests), and its process, file and clock calls (the bench, the output streams) are many. A portability
/// test (Tests/TrellisDocsTests/PortabilityTests.swift) keeps every other file of the app free of
/// platform conditionals and platform imports.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#else
#error("Trellis builds on Linux (Glibc, Musl) and Darwin")
#endif

/// What the platforms spell differently, for the rest of the app.
enum Platform {
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

    /// `getrusage(RUSAGE_SELF)`: the resources this process has used so far.
    static func selfUsage() -> rusage {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #endif
        return usage
    }

    /// Runs `body` with an initialised `posix_spawn_file_actions_t` (a struct on Linux, an
    /// opaque pointer on Darwin), destroyed afterwards.
    static func withSpawnFileActions<Result>(_ body: (inout posix_spawn_file_actions_t) -> Result) -> Result {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        return body(&actions)
    }

    /// The process's environment, for `posix_spawn` (`environ`).
    static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
        #if canImport(Darwin)
        return _NSGetEnviron().pointee!
        #else
        return environ
        #endif
    }
}

/// `close(2)`, for code inside a type with a `close()` of its own.
func closeFileDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
