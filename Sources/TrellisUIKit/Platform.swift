// `import TrellisUIKit` in a file of layout code written for iOS:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import TrellisUIKit
//     #endif
//
// Where UIKit exists, this module is UIKit itself, so a package that imports it builds for iOS
// unchanged; everywhere else it is TrellisUIKitCore, UIKit's layout layer over TrellisLayout,
// which Package.swift builds only for the platforms without UIKit. This is the one module whose
// import depends on the platform (docs/architecture.md, "TrellisUIKit").
#if canImport(UIKit)
@_exported import UIKit
#else
@_exported import TrellisUIKitCore
#endif
