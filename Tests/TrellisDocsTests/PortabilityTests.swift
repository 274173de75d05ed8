import Foundation
import TrellisTestSupport
import XCTest

/// Trellis builds where iOS developers work (issue 24 §4): nothing here can build for macOS, so the
/// sources are kept portable by construction, and this test reads them to say so.
///
/// - No import inside a platform conditional, but the platform's own C library or UI framework in
///   `Platform.swift` (`RenderCommand.swift` once imported TrellisPreview inside
///   `#if canImport(Glibc)`, so the app could not compile on Darwin), or a module that Package.swift
///   itself depends on per platform (TrellisUIKit: UIKit where it exists, TrellisUIKitCore elsewhere).
/// - Every chain with a `canImport(Glibc)` branch has a Darwin branch.
/// - Only a file named `Platform.swift` (one per module, anywhere in its folders) holds platform
///   conditionals or imports Glibc, Musl or Darwin; the rest of the module calls what it declares.
final class PortabilityTests: XCTestCase {
    /// Modules that are being restructured on another branch and follow the convention there: their
    /// violations are reported, not failed. The lead empties this list when the branches merge.
    static let modulesBeingRestructured: Set<String> = []

    func testEverySwiftModuleKeepsItsPlatformCodeInPlatformSwift() throws {
        let modules = try PortabilityScanner.swiftModules()
        let manifest = try String(contentsOfFile: Shell.packageRoot + "/Package.swift", encoding: .utf8)
        let perPlatform = PortabilityScanner.perPlatformTargets(manifest: manifest)
        XCTAssertEqual(perPlatform, ["TrellisUIKitCore"], "the targets Package.swift depends on per platform")
        XCTAssertTrue(modules.keys.contains("trellis") && modules.keys.contains("TrellisTerminal"),
                      "the scan found the modules: \(modules.keys.sorted())")
        for (module, files) in modules.sorted(by: { $0.key < $1.key }) {
            var violations: [String] = []
            for file in files {
                let text = try String(contentsOfFile: file, encoding: .utf8)
                violations += PortabilityScanner.violations(in: text, file: String(file.dropFirst(Shell.packageRoot.count + 1)),
                                                           perPlatformTargets: perPlatform)
            }
            if Self.modulesBeingRestructured.contains(module) {
                if violations.isEmpty {
                    XCTFail("\(module) keeps its platform code in Platform.swift now: take it out of modulesBeingRestructured")
                } else {
                    print("note: \(module) is being restructured; its \(violations.count) portability violation(s) wait for that:\n"
                          + violations.joined(separator: "\n"))
                }
                continue
            }
            XCTAssertEqual(violations, [], "\(module):\n" + violations.joined(separator: "\n"))
        }
    }

    func testTheCursesLibraryIsLinkedPerPlatform() throws {
        let moduleMap = try String(contentsOfFile: Shell.packageRoot + "/Sources/CNcursesw/module.modulemap", encoding: .utf8)
        XCTAssertFalse(moduleMap.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("link ") },
                       "a module map cannot link per platform (Linux's ncursesw and tinfo, macOS's ncurses): Package.swift does")
        let manifest = try String(contentsOfFile: Shell.packageRoot + "/Package.swift", encoding: .utf8)
        for setting in [#".linkedLibrary("ncursesw", .when(platforms: [.linux]))"#,
                        #".linkedLibrary("tinfo", .when(platforms: [.linux]))"#,
                        #".linkedLibrary("ncurses", .when(platforms: [.macOS]))"#] {
            XCTAssertTrue(manifest.contains(setting), "Package.swift links \(setting)")
        }
        let shim = try String(contentsOfFile: Shell.packageRoot + "/Sources/CNcursesw/shim.h", encoding: .utf8)
        XCTAssertTrue(shim.contains("#include <curses.h>"), "shim.h falls back to the one curses.h of macOS")
    }

    // MARK: The scanner finds what it looks for

    func testAnImportInsideAPlatformConditionalIsFound() {
        let text = """
            #if canImport(Glibc)
            import TrellisPreview
            import Glibc
            #elseif canImport(Darwin)
            import Darwin
            #endif
            """
        XCTAssertEqual(PortabilityScanner.violations(in: text, file: "Sources/trellis/Platform.swift"),
                       ["Sources/trellis/Platform.swift:2: import TrellisPreview inside a platform conditional"])
    }

    func testAPerPlatformTargetMayBeImportedInsideAConditionalOfPlatformSwiftOnly() {
        let text = """
            #if canImport(UIKit)
            @_exported import UIKit
            #else
            @_exported import TrellisUIKitCore
            #endif
            """
        XCTAssertEqual(PortabilityScanner.violations(in: text, file: "Sources/TrellisUIKit/Platform.swift",
                                                     perPlatformTargets: ["TrellisUIKitCore"]), [])
        XCTAssertEqual(PortabilityScanner.violations(in: text, file: "Sources/TrellisUIKit/Platform.swift"),
                       ["Sources/TrellisUIKit/Platform.swift:4: import TrellisUIKitCore inside a platform conditional"],
                       "a module Package.swift depends on for every platform is not chosen per platform")
        XCTAssertEqual(PortabilityScanner.violations(in: text, file: "Sources/TrellisUIKit/Layout.swift",
                                                     perPlatformTargets: ["TrellisUIKitCore"]), [
            "Sources/TrellisUIKit/Layout.swift:1: a platform conditional outside Platform.swift",
            "Sources/TrellisUIKit/Layout.swift:2: import UIKit outside Platform.swift",
            "Sources/TrellisUIKit/Layout.swift:4: import TrellisUIKitCore inside a platform conditional",
        ])
        let manifest = """
            .target(name: "A", dependencies: ["TrellisLayout"]),
            .target(name: "B", dependencies: [
                .target(name: "C", condition: .when(platforms: [.linux, .macOS])),
            ]),
            """
        XCTAssertEqual(PortabilityScanner.perPlatformTargets(manifest: manifest), ["C"])
    }

    func testAGlibcBranchWithoutADarwinBranchIsFound() {
        let text = """
            #if canImport(Glibc)
            @_exported import Glibc
            #elseif canImport(Musl)
            @_exported import Musl
            #endif
            """
        XCTAssertEqual(PortabilityScanner.violations(in: text, file: "Platform.swift"),
                       ["Platform.swift:1: a canImport(Glibc) branch without a Darwin branch"])
        XCTAssertEqual(PortabilityScanner.violations(in: "#if canImport(Glibc)\nlet a = 1\n#else\nlet a = 2\n#endif", file: "Platform.swift"),
                       ["Platform.swift:1: a canImport(Glibc) branch without a Darwin branch"], "an #else is not a Darwin branch")
    }

    func testPlatformCodeOutsidePlatformSwiftIsFound() {
        let text = """
            import Glibc
            #if os(Linux)
            let x = 1
            #endif
            #if canImport(Testing)
            import Testing
            #endif
            """
        XCTAssertEqual(PortabilityScanner.violations(in: text, file: "Sources/TrellisSpec/SpecLoader.swift"), [
            "Sources/TrellisSpec/SpecLoader.swift:1: import Glibc outside Platform.swift",
            "Sources/TrellisSpec/SpecLoader.swift:2: a platform conditional outside Platform.swift",
        ], "canImport(Testing) is not a platform")
    }

    func testAPortablePlatformFileHasNoViolations() {
        let text = """
            #if canImport(Glibc)
            @_exported import Glibc
            #elseif canImport(Musl)
            @_exported import Musl
            #elseif canImport(Darwin)
            @_exported import Darwin
            #endif
            enum Platform {
                static func f() {
                    #if canImport(Darwin)
                    g()
                    #else
                    h()
                    #endif
                }
            }
            """
        XCTAssertEqual(PortabilityScanner.violations(in: text, file: "Sources/trellis/Support/Platform.swift"), [])
    }
}

/// Reads Swift sources for the portability rules of ``PortabilityTests``.
enum PortabilityScanner {
    /// The modules `canImport` names for a platform's C library (or SDK).
    static let platformLibraries: Set<String> = ["Glibc", "Musl", "Darwin", "Bionic", "Android", "WinSDK", "ucrt", "CRT", "WASILibc",
                                                  "UIKit", "AppKit"]

    /// The targets Package.swift depends on for some platforms only
    /// (`.target(name: "X", condition: .when(platforms: …))`): a module that chooses between them and
    /// a platform's own framework imports them inside a platform conditional.
    static func perPlatformTargets(manifest: String) -> Set<String> {
        var found: Set<String> = []
        var rest = Substring(manifest)
        while let start = rest.range(of: ".target(name: \"") {
            let after = rest[start.upperBound...]
            guard let quote = after.firstIndex(of: "\"") else { break }
            let name = String(after[..<quote])
            // The target's own arguments, up to the next call (a nested target's condition is its own).
            let call = after[quote...].prefix { $0 != "(" && $0 != ")" }
            if call.contains("condition: .when") { found.insert(name) }
            rest = after[quote...]
        }
        return found
    }

    /// Each Swift module under Sources/ (a folder with Swift files) and its Swift files, all folders down.
    static func swiftModules() throws -> [String: [String]] {
        let sources = Shell.packageRoot + "/Sources"
        var modules: [String: [String]] = [:]
        for module in try FileManager.default.contentsOfDirectory(atPath: sources) {
            let root = sources + "/" + module
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            let files = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { root + "/" + $0 }
            if !files.isEmpty { modules[module] = files.sorted() }
        }
        return modules
    }

    /// Whether the condition of an `#if`/`#elseif` names a platform: `os(…)` or a platform library.
    static func isPlatform(_ condition: Substring) -> Bool {
        condition.contains("os(") || condition.contains("targetEnvironment(")
            || platformLibraries.contains { condition.contains("canImport(\($0))") }
    }

    /// The violations in `text`, the contents of `file`, one `file:line: what` each.
    static func violations(in text: String, file: String, perPlatformTargets: Set<String> = []) -> [String] {
        let isPlatformFile = (file as NSString).lastPathComponent == "Platform.swift"
        /// An open `#if` chain: where it began, its conditions so far, and whether any names a platform.
        struct Chain { var line: Int; var conditions: [Substring]; var platform: Bool }
        var chains: [Chain] = []
        var found: [String] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            let code = raw.drop { $0 == " " || $0 == "\t" }
            let insidePlatform = chains.contains(where: \.platform)
            if code.hasPrefix("#if ") || code.hasPrefix("#elseif ") {
                let condition = code.drop { $0 != " " }
                if code.hasPrefix("#if ") {
                    chains.append(Chain(line: line, conditions: [condition], platform: isPlatform(condition)))
                } else if !chains.isEmpty {
                    chains[chains.count - 1].conditions.append(condition)
                    chains[chains.count - 1].platform = chains[chains.count - 1].platform || isPlatform(condition)
                }
                if isPlatform(condition), !isPlatformFile, !insidePlatform {
                    found.append("\(file):\(line): a platform conditional outside Platform.swift")
                }
            } else if code.hasPrefix("#endif"), let chain = chains.popLast() {
                let glibc = chain.conditions.contains { $0.contains("canImport(Glibc)") }
                let darwin = chain.conditions.contains { $0.contains("canImport(Darwin)") || $0.contains("os(macOS)") }
                if glibc, !darwin { found.append("\(file):\(chain.line): a canImport(Glibc) branch without a Darwin branch") }
            } else if let module = importedModule(code) {
                let platformLibrary = platformLibraries.contains(module)
                if platformLibrary, !isPlatformFile {
                    found.append("\(file):\(line): import \(module) outside Platform.swift")
                } else if insidePlatform, !platformLibrary, !(isPlatformFile && perPlatformTargets.contains(module)) {
                    found.append("\(file):\(line): import \(module) inside a platform conditional")
                }
            }
        }
        return found
    }

    /// The module an `import` line imports (`import X`, `@_exported import X`, `internal import X`,
    /// `import struct X.Y`), or nil for any other line.
    static func importedModule(_ code: Substring) -> String? {
        let words = code.split(separator: " ").filter { !$0.hasPrefix("@") }
        guard let at = words.firstIndex(of: "import"), at <= 1 else { return nil }
        if at == 1, !["public", "package", "internal", "fileprivate", "private"].contains(words[0]) { return nil }
        let rest = words[(at + 1)...].drop { ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains($0) }
        return rest.first.map { String($0.split(separator: ".").first ?? $0) }
    }
}
