/// The platform layer of TrellisRender: the only file of the module that names a platform.
///
/// Trellis builds on Linux (Glibc, or Musl) and on macOS (Darwin), where iOS developers work.
/// This file imports the C library of the platform it is built on, once for the whole module
/// (`@_exported`, so the module's other files see POSIX calls, which are spelled alike on every
/// platform, without an `#if` of their own). A portability test
/// (Tests/TrellisDocsTests/PortabilityTests.swift) keeps every other file of the module free
/// of platform conditionals and platform imports.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#else
#error("Trellis builds on Linux (Glibc, Musl) and Darwin")
#endif

/// What the platforms spell differently, for the rest of TrellisRender.
enum Platform {
    /// Sets the C library's character type (`LC_CTYPE`) to UTF-8, so that `wcwidth` knows every
    /// character: glibc names the locale `C.UTF-8` (`C.utf8` on older systems); Darwin and musl
    /// take `UTF-8`.
    static func useUTF8CharacterType() {
        #if canImport(Glibc)
        if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "C.utf8") }
        #elseif canImport(Darwin) || canImport(Musl)
        _ = setlocale(LC_CTYPE, "UTF-8")
        #endif
    }
}
