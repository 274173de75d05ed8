/// The platform layer of TrellisTerminal: the only file of the module that names a platform.
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
