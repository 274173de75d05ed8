// swift-tools-version:6.0
import PackageDescription

// A package of its own that uses Trellis as any user would: a custom layout (Mosaic), an
// executable that previews it in the terminal (MosaicPreview), and tests that pin it with
// TrellisTesting's snapshots.
let package = Package(
    name: "MosaicPreview",
    dependencies: [
        // Trellis by path. `name:` because a path dependency's identity is its folder's name
        // (which differs between clones); with it, `package: "Trellis"` works from any folder.
        .package(name: "Trellis", path: "../.."),
    ],
    targets: [
        // The layout, written against Trellis's public API only.
        .target(name: "Mosaic", dependencies: [.product(name: "TrellisLayout", package: "Trellis")]),
        // `swift run MosaicPreview`: the mosaic in the full previewer.
        .executableTarget(name: "MosaicPreview", dependencies: [
            "Mosaic",
            .product(name: "TrellisPreview", package: "Trellis"),
        ]),
        .testTarget(name: "MosaicTests", dependencies: [
            "Mosaic",
            .product(name: "TrellisLayout", package: "Trellis"),
            .product(name: "TrellisTesting", package: "Trellis"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
