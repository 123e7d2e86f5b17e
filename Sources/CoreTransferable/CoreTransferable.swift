// `import CoreTransferable` on Linux, as on Apple's platforms: `Transferable`, its representations and result
// builder, and `NSItemProvider`'s transferable loading (Cardport's ItemProviders), with `UTType` (Cardport's
// UniformTypes) and Foundation, which Apple's framework brings along.
//
// On Apple's platforms the system framework is the one to use. A SwiftPM module of the same name would hide it
// from every file that imports it, so depend on this product only on other platforms:
//
//     .product(name: "CoreTransferable", package: "Cardport", condition: .when(platforms: [.linux]))
//
// and, should it be built there anyway, it declares and re-exports nothing.
#if !canImport(Darwin)
@_exported import Foundation
@_exported import ItemProviders
@_exported import UniformTypes
#endif
