// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Cardport",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Markup", targets: ["Markup"]),
        .library(name: "UniformTypes", targets: ["UniformTypes"]),
        .library(name: "Boards", targets: ["Boards"]),
        .library(name: "ItemProviders", targets: ["ItemProviders"]),
        .library(name: "Adapters", targets: ["Adapters"]),
        .library(name: "DragDrop", targets: ["DragDrop"]),
        .library(name: "BoardServer", targets: ["BoardServer"]),
        .executable(name: "cardport", targets: ["cardport"]),
        .executable(name: "uttypes-generate", targets: ["uttypes-generate"]),
        .plugin(name: "UTTypesPlugin", targets: ["UTTypesPlugin"]),
        .executable(name: "cardport-samples", targets: ["cardport-samples"]),
        .plugin(name: "RefreshSamples", targets: ["RefreshSamples"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        // MARK: libxml2
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]),

        // MARK: Modules
        .target(name: "Locking"),
        .target(
            name: "Markup",
            dependencies: ["CLibXML2"]),
        .target(
            name: "UniformTypes",
            dependencies: ["Locking", "Markup"],
            resources: [.copy("Resources/apple-coretypes-517.json")]),
        .target(
            name: "Boards",
            dependencies: ["Locking"]),
        .target(
            name: "ItemProviders",
            dependencies: ["Locking", "UniformTypes"]),
        .target(
            name: "Adapters",
            dependencies: ["Locking", "UniformTypes", "Boards", "Markup"],
            resources: [.copy("Resources/cardport-board.xsd")],
            plugins: ["UTTypesPlugin"]),
        .target(
            name: "DragDrop",
            dependencies: ["Locking", "UniformTypes", "ItemProviders", "Boards", "Adapters"]),

        .target(
            name: "BoardServer",
            dependencies: [
                "Locking", "UniformTypes", "ItemProviders", "Boards", "Adapters", "DragDrop",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            resources: [.copy("Resources")]),

        // MARK: Samples
        .target(
            name: "SampleScenarios",
            dependencies: ["DragDrop", "Boards", "ItemProviders"],
            path: "Samples/SampleScenarios"),
        .executableTarget(name: "TrelloLikeBoard", dependencies: ["SampleScenarios"], path: "Samples/TrelloLikeBoard"),
        .executableTarget(name: "TimestampReorder", dependencies: ["SampleScenarios"], path: "Samples/TimestampReorder"),
        .executableTarget(name: "SectionedTeams", dependencies: ["SampleScenarios"], path: "Samples/SectionedTeams"),
        .executableTarget(name: "CardCollections", dependencies: ["SampleScenarios"], path: "Samples/CardCollections"),

        // MARK: Command line
        .executableTarget(
            name: "cardport",
            dependencies: [
                "UniformTypes",
                "Adapters",
                "DragDrop",
                "ItemProviders",
                "Locking",
                "BoardServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // MARK: Type declarations at build time
        .target(
            name: "TypeDeclarationGenerator",
            dependencies: ["UniformTypes"]),
        .executableTarget(
            name: "uttypes-generate",
            dependencies: [
                "TypeDeclarationGenerator",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .plugin(
            name: "UTTypesPlugin",
            capability: .buildTool(),
            dependencies: ["uttypes-generate"]),

        // MARK: Sample outputs and golden tests
        .target(
            name: "SampleOutputs",
            dependencies: ["Adapters"]),
        .executableTarget(
            name: "cardport-samples",
            dependencies: [
                "SampleOutputs",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .plugin(
            name: "RefreshSamples",
            capability: .command(
                intent: .custom(
                    verb: "refresh-samples",
                    description: "Rewrite the golden tests' expected outputs from Samples/Payloads"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Rewrites Tests/GoldenTests/Expected with the outputs of every adapter"),
                ]),
            dependencies: ["cardport-samples"]),

        // MARK: Tests
        .testTarget(
            name: "UniformTypesTests",
            dependencies: [
                "UniformTypes",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "CardportCLITests",
            dependencies: ["cardport"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "MarkupTests",
            dependencies: ["Markup", "Locking"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "BoardsTests",
            dependencies: [
                "Boards",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "ItemProvidersTests",
            dependencies: ["ItemProviders", "UniformTypes"]),
        .testTarget(
            name: "TypeDeclarationGeneratorTests",
            dependencies: ["TypeDeclarationGenerator", "uttypes-generate"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "DragDropTests",
            dependencies: ["DragDrop", "SampleScenarios", "ItemProviders", "Boards", "Adapters", "UniformTypes"]),
        .testTarget(
            name: "AdaptersTests",
            dependencies: [
                "Adapters",
                "Markup",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "BoardServerTests",
            dependencies: [
                "BoardServer",
                "Boards",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]),
        .testTarget(
            name: "GoldenTests",
            dependencies: ["SampleOutputs"],
            exclude: ["Expected"]),
    ],
    swiftLanguageModes: [.v6]
)
