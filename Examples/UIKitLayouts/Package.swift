// swift-tools-version:6.0
import PackageDescription

// Classic UIKit collection-view layouts, written as iOS developers write them, run by Trellis:
// each file of `ClassicLayouts` starts with
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import TrellisUIKit
//     #endif
//
// and is otherwise iOS code. `swift run UIKitLayouts` shows them in the previewer, a page per
// layout; the tests pin them with TrellisTesting's snapshots, and run the layout doctor over each
// (the classic versions keep their originals' defects, and the doctor finds exactly those).
let package = Package(
    name: "UIKitLayouts",
    dependencies: [
        // Trellis by path, named so that `package: "Trellis"` works from any folder.
        .package(name: "Trellis", path: "../.."),
    ],
    targets: [
        // The layouts and the screens that feed them, UIKit code only.
        .target(name: "ClassicLayouts", dependencies: [.product(name: "TrellisUIKit", package: "Trellis")]),
        // `swift run UIKitLayouts`: every layout in the full previewer, through TrellisUIKit's adapter.
        .executableTarget(name: "UIKitLayouts", dependencies: [
            "ClassicLayouts",
            .product(name: "TrellisUIKit", package: "Trellis"),
            .product(name: "TrellisPreview", package: "Trellis"),
        ]),
        .testTarget(name: "ClassicLayoutsTests", dependencies: [
            "ClassicLayouts",
            .product(name: "TrellisUIKit", package: "Trellis"),
            .product(name: "TrellisLayout", package: "Trellis"),
            .product(name: "TrellisTesting", package: "Trellis"),
        ], exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
