/// The platform layer of TrellisRender: the only file of the module that names a platform or
/// calls the C library.
///
/// Trellis builds on Linux (Glibc, or Musl) and on macOS (Darwin), where iOS developers work.
/// TrellisRender needs the C library for one thing, the width of a character as the terminal
/// counts it (``WCWidth``), and imports it here only. A portability test
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

/// The C library's `wcwidth`, found at run time and set up once.
///
/// Swift's Glibc module does not export `wcwidth` (glibc declares it only under `__USE_XOPEN`),
/// so it is looked up with `dlsym`. The lookup and `setlocale(LC_CTYPE, "C.UTF-8")` run once,
/// lazily, the first time a non-ASCII width is needed (a `static let` is initialised once,
/// thread-safely).
struct WCWidth: @unchecked Sendable {
    typealias Function = @convention(c) (wchar_t) -> Int32

    /// The set-up function, shared by every thread.
    static let shared = WCWidth()

    private let function: Function?

    private init() {
        Self.useUTF8CharacterType()
        let handle = dlopen(nil, RTLD_NOW)
        if let symbol = dlsym(handle, "wcwidth") {
            function = unsafeBitCast(symbol, to: Function.self)
        } else {
            function = nil
        }
    }

    /// Sets the C library's character type (`LC_CTYPE`) to UTF-8, so that `wcwidth` knows every
    /// character: glibc names the locale `C.UTF-8` (`C.utf8` on older systems); Darwin and musl
    /// take `UTF-8`.
    private static func useUTF8CharacterType() {
        #if canImport(Glibc)
        if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "C.utf8") }
        #elseif canImport(Darwin) || canImport(Musl)
        _ = setlocale(LC_CTYPE, "UTF-8")
        #endif
    }

    /// `wcwidth(value)`; 1 when the C library has no `wcwidth` (never on glibc).
    func call(_ value: UInt32) -> Int32 {
        guard let function else { return 1 }
        return function(wchar_t(bitPattern: value))
    }
}
