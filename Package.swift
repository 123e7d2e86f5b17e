// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Cardport",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "UniformTypes", targets: ["UniformTypes"]),
        .library(name: "ItemProviders", targets: ["ItemProviders"]),
        .executable(name: "cardport", targets: ["cardport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // MARK: libxml2
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]),

        // MARK: Modules
        .target(
            name: "UniformTypes",
            resources: [.copy("Resources/apple-coretypes-517.json")]),
        .target(
            name: "ItemProviders",
            dependencies: ["UniformTypes"]),

        // MARK: Command line
        .executableTarget(
            name: "cardport",
            dependencies: [
                "UniformTypes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // MARK: Tests
        .testTarget(
            name: "UniformTypesTests",
            dependencies: ["UniformTypes"]),
        .testTarget(
            name: "ItemProvidersTests",
            dependencies: ["ItemProviders", "UniformTypes"]),
    ],
    swiftLanguageModes: [.v6]
)
