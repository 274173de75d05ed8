// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "TrellisLayout", targets: ["TrellisLayout"]),
        .library(name: "TrellisRender", targets: ["TrellisRender"]),
        .library(name: "TrellisSpec", targets: ["TrellisSpec"]),
        .library(name: "TrellisTerminal", targets: ["TrellisTerminal"]),
        .library(name: "TrellisPreview", targets: ["TrellisPreview"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        .library(name: "TrellisUIKit", targets: ["TrellisUIKit"]),
        .library(name: "TrellisDoctor", targets: ["TrellisDoctor"]),
        .executable(name: "trellis", targets: ["trellis"]),
    ],
    targets: [
        // The layout core: geometry, the UICollectionViewLayout life cycle, the layouts. No I/O.
        // libm: `rounded(.down)` and friends call floor/round, which Linux keeps in libm.
        .target(name: "TrellisLayout", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // Cell grid, text width, viewport, rasterizer. Knows layouts, not terminals.
        .target(name: "TrellisRender", dependencies: ["TrellisLayout"]),
        // Text snapshots of any layout for XCTest and Swift Testing: assertLayoutSnapshot.
        .target(name: "TrellisTesting", dependencies: ["TrellisLayout", "TrellisRender", "TrellisDoctor"]),
        // The layout doctor: checks any CollectionLayout against the layout contract, in-process.
        .target(name: "TrellisDoctor", dependencies: ["TrellisLayout"]),
        // JSON layout specs: decoding, validation with exact error places, data sources.
        .target(name: "TrellisSpec", dependencies: ["TrellisLayout"]),
        // ncursesw as a C module (includes and defines only); only the terminal layer imports it.
        // No `pkgConfig:`: SwiftPM warns about (and drops) the -D flags every Debian ncursesw.pc
        // carries, on every build of Trellis and of every package that uses it. The headers and
        // libraries are in the compiler's default paths wherever a distribution packages them;
        // elsewhere, -Xcc -I… and -Xlinker -L… name them (docs/architecture.md).
        .systemLibrary(name: "CNcursesw"),
        // The terminal layer's C helpers: curses macros and globals, signal handlers. A regular C
        // target, so an edit to its header or .c file rebuilds what depends on it.
        // It links the curses library, named per platform (a module map cannot say "on Linux"):
        // Linux's wide-character ncursesw and its terminfo library tinfo; macOS's SDK ncurses,
        // whose one curses.h is wide already and which has terminfo built in.
        .target(name: "CTrellisTerminal", dependencies: ["CNcursesw"],
                linkerSettings: [.linkedLibrary("ncursesw", .when(platforms: [.linux])),
                                 .linkedLibrary("tinfo", .when(platforms: [.linux])),
                                 .linkedLibrary("ncurses", .when(platforms: [.macOS]))]),
        // The only code that talks to the terminal.
        .target(name: "TrellisTerminal", dependencies: ["CNcursesw", "CTrellisTerminal", "TrellisRender"]),
        // The gallery's specs: the JSON files in assets/ (the single source), embedded into the code
        // by SwiftPM, which generates `PackageResources` (assets/GalleryAssets.swift lists them).
        .target(
            name: "TrellisGallery",
            path: "assets",
            sources: ["GalleryAssets.swift"],
            resources: ["sections", "tags", "pinterest", "sticky-headers", "self-sizing", "full-span", "item-order",
                        "tag-alignment", "rtl", "grid", "backgrounds", "horizontal", "aspect-ratio", "app-store",
                        "modern-collection-views"]
                .map { .embedInCode("\($0).json") }
        ),
        // The interactive previewer over any CollectionLayout: session, keys, help, inspect, the screen
        // composer and status line, the terminal loop.
        .target(name: "TrellisPreview", dependencies: ["TrellisLayout", "TrellisRender", "TrellisTerminal", "TrellisDoctor"]),
        // UIKit's layout layer (UICollectionViewLayout, the flow layout, NSCollectionLayout*, the
        // collection view as the layout's host) for platforms without UIKit, over TrellisLayout.
        // Users import TrellisUIKit, which re-exports it; on iOS it is not built at all.
        .target(name: "TrellisUIKitCore", dependencies: ["TrellisLayout", "TrellisDoctor"]),
        // `import TrellisUIKit`: UIKit itself where it exists (iOS, tvOS, visionOS, Mac Catalyst),
        // TrellisUIKitCore everywhere else, so one file of layout code builds on both.
        .target(name: "TrellisUIKit", dependencies: [
            .target(name: "TrellisUIKitCore", condition: .when(platforms: [.linux, .macOS, .windows, .android, .wasi, .openbsd])),
        ]),
        // The app: commands, spec documents, gallery.
        .executableTarget(
            name: "trellis",
            dependencies: ["TrellisLayout", "TrellisRender", "TrellisSpec", "TrellisTerminal", "TrellisPreview", "TrellisGallery",
                           "TrellisDoctor"]
        ),
        // Helpers shared by the test targets: a seeded generator, running programs, the fake data source and layouts.
        .target(name: "TrellisTestSupport", dependencies: ["TrellisLayout"], path: "Tests/TrellisTestSupport"),
        // The one session driver of the previewer's tests (keys in, screens out), shared by the
        // previewer's tests and the app's.
        .target(name: "TrellisPreviewTestSupport", dependencies: ["TrellisPreview", "TrellisRender", "TrellisTerminal"],
                path: "Tests/TrellisPreviewTestSupport"),
        .testTarget(name: "TrellisLayoutTests", dependencies: ["TrellisLayout", "TrellisTestSupport"]),
        .testTarget(name: "TrellisRenderTests", dependencies: ["TrellisRender", "TrellisLayout", "TrellisSpec", "TrellisTesting",
                                                            "TrellisTestSupport", "TrellisPreview"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "TrellisTestingTests", dependencies: ["TrellisTesting", "TrellisRender", "TrellisLayout", "TrellisTestSupport"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "TrellisDoctorTests", dependencies: ["TrellisDoctor", "TrellisLayout", "TrellisTestSupport"]),
        .testTarget(name: "TrellisSpecTests", dependencies: ["TrellisSpec", "TrellisLayout", "TrellisTestSupport"], exclude: ["BadSpecs"]),
        .testTarget(name: "TrellisTerminalTests", dependencies: ["TrellisTerminal", "CTrellisTerminal", "TrellisRender", "TrellisTestSupport"]),
        .testTarget(name: "TrellisAppTests", dependencies: ["trellis", "TrellisLayout", "TrellisRender", "TrellisSpec", "TrellisTerminal",
                                                         "TrellisPreview", "TrellisGallery", "TrellisTesting", "TrellisTestSupport",
                                                         "TrellisPreviewTestSupport"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "TrellisPreviewTests", dependencies: ["TrellisPreview", "TrellisLayout", "TrellisRender", "TrellisTerminal", "TrellisDoctor",
                                                             "TrellisTesting", "TrellisTestSupport", "TrellisPreviewTestSupport"],
                    exclude: ["__Snapshots__"]),
        // TrellisPreview and its session driver: the adapter's pages through the previewer.
        .testTarget(name: "TrellisUIKitTests", dependencies: ["TrellisUIKit", "TrellisUIKitCore", "TrellisLayout", "TrellisRender",
                                                           "TrellisTesting", "TrellisTestSupport", "TrellisPreview",
                                                           "TrellisPreviewTestSupport"],
                    exclude: ["__Snapshots__", "Adapter/__Snapshots__"]),
        // Drive the built `trellis` executable: tmux end-to-end tests, and every example in the docs.
        .testTarget(name: "TrellisEndToEndTests", dependencies: ["TrellisTestSupport"]),
        // A previewer of a custom layout that breaks the layout contract (its rect query answers
        // every item), for the end-to-end test of the layout doctor's `!` list. Tests only: no product.
        .executableTarget(name: "BrokenLayoutPreview", dependencies: ["TrellisPreview", "TrellisLayout"],
                          path: "Tests/BrokenLayoutPreview"),
        .testTarget(name: "TrellisDocsTests", dependencies: ["TrellisTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
