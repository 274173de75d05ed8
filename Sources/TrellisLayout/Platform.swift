/// The platform layer of TrellisLayout: the only file of the module that names a platform or
/// calls the C library.
///
/// TrellisLayout needs the C library for one thing, `realloc` for the frame store's buffers
/// (``FrameStore``), and imports it here only. A portability test
/// (Tests/TrellisDocsTests/PortabilityTests.swift) keeps every other file of the module free
/// of platform conditionals and platform imports.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#else
#error("Trellis builds on Linux (Glibc, Musl) and Darwin")
#endif

/// The C library's allocator, for buffers of plain data.
enum PlatformMemory {
    /// A buffer of `count` values of `T` (plain data) holding the first values of `old`, moved
    /// by `realloc`: for a large buffer the C library moves the pages rather than copy them
    /// (`mremap` on Linux). `old` is freed; `nil` allocates. Traps when memory runs out, as
    /// `UnsafeMutablePointer.allocate` does.
    static func reallocate<T>(_ old: UnsafeMutablePointer<T>?, count: Int) -> UnsafeMutablePointer<T> {
        guard let new = realloc(old, max(1, count) * MemoryLayout<T>.stride) else { fatalError("out of memory for \(count) values") }
        return new.assumingMemoryBound(to: T.self)
    }

    /// Frees a buffer of ``reallocate(_:count:)`` (`nil` does nothing).
    static func free<T>(_ buffer: UnsafeMutablePointer<T>?) {
        #if canImport(Darwin)
        Darwin.free(buffer)
        #elseif canImport(Musl)
        Musl.free(buffer)
        #else
        Glibc.free(buffer)
        #endif
    }
}
