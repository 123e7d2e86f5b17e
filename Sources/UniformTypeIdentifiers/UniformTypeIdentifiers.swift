// `import UniformTypeIdentifiers` on Linux, as on Apple's platforms: `UTType` and its conformances, tags and
// declarations (Cardport's UniformTypes), `NSItemProvider` and its protocols (Cardport's ItemProviders, which
// on Apple's platforms live in Foundation beside this framework's `NSItemProvider` extensions), and Foundation
// itself, which Apple's framework brings along (`URL`, `Data`, `Bundle`).
//
// On Apple's platforms the system framework is the one to use. A SwiftPM module of the same name would hide it
// from every file that imports it, so depend on this product only on other platforms:
//
//     .product(name: "UniformTypeIdentifiers", package: "Cardport", condition: .when(platforms: [.linux]))
//
// and, should it be built there anyway, it declares and re-exports nothing.
#if !canImport(Darwin)
@_exported import Foundation
@_exported import ItemProviders
@_exported import UniformTypes
#endif
