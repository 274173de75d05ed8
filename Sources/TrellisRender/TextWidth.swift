#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many terminal columns text takes: the display width.
///
/// Widths come from the C library's `wcwidth`, applied to each Unicode scalar of a grapheme
/// cluster, so they agree with what the terminal (and ncurses) do:
///
/// - printable ASCII is 1 column (a fast path that never calls `wcwidth`);
/// - CJK ideographs, Hangul syllables, Kana and emoji are 2 columns;
/// - combining marks and zero-width characters (U+200B, U+200D, …) are 0 columns;
/// - control characters are 0 columns (writers drop them).
///
/// A grapheme cluster (an emoji presentation sequence, a ZWJ sequence, a base letter with its
/// combining marks) is as wide as its first scalar with a non-zero width, at most 2; a cluster
/// that contains the emoji presentation selector VS16 (U+FE0F) is 2 wide.
///
/// `wcwidth` needs a UTF-8 `LC_CTYPE`: the first width lookup that needs `wcwidth` calls
/// `setlocale(LC_CTYPE, "C.UTF-8")` once.
///
/// ```swift
/// TextWidth.displayWidth(of: "abc")      // 3
/// TextWidth.displayWidth(of: "中文")      // 4
/// TextWidth.truncate("中文标签", toWidth: 5)  // "中文…"
/// ```
public enum TextWidth {
    /// The display width of `string`: the sum of the widths of its grapheme clusters.
    public static func displayWidth(of string: String) -> Int {
        if let ascii = asciiWidth(of: string) { return ascii }
        var total = 0
        for character in string { total += width(of: character) }
        return total
    }

    /// The display width of one grapheme cluster: 0, 1 or 2.
    public static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        if let first = scalars.first, first.value < 0x80, scalars.count == 1 {
            return asciiScalarWidth(first.value)
        }
        var width = 0
        for scalar in scalars {
            if scalar.value == 0xFE0F { return 2 }
            if width == 0 { width = scalarWidth(scalar) }
        }
        return min(width, 2)
    }

    /// The display width of one Unicode scalar as `wcwidth` gives it, with control characters
    /// (for which `wcwidth` answers -1) counted as 0.
    public static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        if scalar.value < 0x80 { return asciiScalarWidth(scalar.value) }
        let width = Int(WCWidth.shared.call(scalar.value))
        return max(0, min(width, 2))
    }

    /// `string` cut to at most `width` columns, ending in `…` when something was cut.
    ///
    /// Works at display-width precision: the result's display width is never more than
    /// `width`, and `…` counts as 1 column. A string that fits is returned unchanged; a
    /// `width` of 0 or less gives the empty string.
    ///
    /// ```swift
    /// TextWidth.truncate("Section 12", toWidth: 6)   // "Secti…"
    /// TextWidth.truncate("中文标签", toWidth: 4)       // "中…"
    /// ```
    public static func truncate(_ string: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if displayWidth(of: string) <= width { return string }
        let budget = width - 1   // room left for the text in front of the ellipsis
        var result = ""
        var used = 0
        for character in string {
            let w = self.width(of: character)
            if used + w > budget { break }
            result.append(character)
            used += w
        }
        result.append("…")
        return result
    }

    /// The width of a string of printable ASCII only, or `nil` when the string has anything else.
    @inline(__always)
    static func asciiWidth(of string: String) -> Int? {
        var count = 0
        for byte in string.utf8 {
            guard byte >= 0x20 && byte < 0x7F else { return nil }
            count += 1
        }
        return count
    }

    @inline(__always)
    static func asciiScalarWidth(_ value: UInt32) -> Int {
        (value >= 0x20 && value < 0x7F) ? 1 : 0
    }

    /// Whether `character` is made of control characters only (C0, DEL, C1, or a CR LF pair):
    /// writers drop such clusters rather than send them to the terminal.
    static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
        }
    }
}

/// The C library's `wcwidth`, found at run time and set up once.
///
/// Swift's Glibc module does not export `wcwidth` (glibc declares it only under `__USE_XOPEN`),
/// so it is looked up with `dlsym`. The lookup and `setlocale(LC_CTYPE, "C.UTF-8")` run once,
/// lazily, the first time a non-ASCII width is needed (a `static let` is initialised once,
/// thread-safely).
private struct WCWidth: @unchecked Sendable {
    typealias Function = @convention(c) (wchar_t) -> Int32

    /// The set-up function, shared by every thread.
    static let shared = WCWidth()

    private let function: Function?

    private init() {
        #if canImport(Glibc)
        if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "C.utf8") }
        #else
        _ = setlocale(LC_CTYPE, "UTF-8")
        #endif
        let handle = dlopen(nil, RTLD_NOW)
        if let symbol = dlsym(handle, "wcwidth") {
            function = unsafeBitCast(symbol, to: Function.self)
        } else {
            function = nil
        }
    }

    /// `wcwidth(value)`; 1 when the C library has no `wcwidth` (never on glibc).
    func call(_ value: UInt32) -> Int32 {
        guard let function else { return 1 }
        return function(wchar_t(bitPattern: value))
    }
}
