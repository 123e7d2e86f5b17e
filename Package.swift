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
        // Apple's module names on Linux; on Apple's platforms depend on them with `.when(platforms: [.linux])`.
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
        .library(name: "Adapters", targets: ["Adapters"]),
        // The external adapter protocol for adapters written in Swift, built as executables of their own.
        .library(name: "AdapterKit", targets: ["AdapterKit"]),
        .library(name: "DragDrop", targets: ["DragDrop"]),
        .library(name: "DragDropTesting", targets: ["DragDropTesting"]),
        .library(name: "BoardDrops", targets: ["BoardDrops"]),
        .library(name: "DesktopTransfer", targets: ["DesktopTransfer"]),
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
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // Already under Hummingbird; named for the HTTP parts the server's connection handlers see.
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.34.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        // Documentation only: `swift package generate-documentation` (DocC catalogues under Sources/*/*.docc).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: libxml2
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]),

        // MARK: XCB (the X11 desktop), and Cairo drawing on XCB windows
        .systemLibrary(
            name: "CXCB",
            pkgConfig: "cairo-xcb",
            providers: [.apt(["libxcb1-dev", "libcairo2-dev"])]),

        // MARK: Wayland (the Wayland desktop)
        .systemLibrary(
            name: "CWayland",
            pkgConfig: "wayland-client",
            providers: [.apt(["libwayland-dev"])]),

        // MARK: Modules
        .target(name: "Locking"),
        // The one JSON reader and writer every module shares (board files, Trello and the other JSON readers).
        .target(name: "StreamingJSON"),
        .target(
            name: "Markup",
            dependencies: ["CLibXML2"]),
        .target(
            name: "UniformTypes",
            dependencies: ["Locking", "Markup"],
            // The source of TypeRegistry+AppleCoreTypes.swift (`uttypes-generate --system-declarations`).
            exclude: ["Resources/apple-coretypes-517.json"]),
        .target(
            name: "Boards",
            dependencies: ["Locking", "StreamingJSON"]),
        .target(
            name: "ItemProviders",
            dependencies: ["Locking", "UniformTypes"]),
        // Thin modules with Apple's names that re-export Foundation, UniformTypes and ItemProviders on Linux, so
        // that `import UniformTypeIdentifiers` / `import CoreTransferable` code compiles unchanged.
        .target(
            name: "UniformTypeIdentifiers",
            dependencies: ["UniformTypes", "ItemProviders"]),
        .target(
            name: "CoreTransferable",
            dependencies: ["UniformTypes", "ItemProviders"]),
        .target(
            name: "Adapters",
            dependencies: [
                "Locking", "UniformTypes", "ItemProviders", "Boards", "Markup", "StreamingJSON",
                .product(name: "CSV", package: "CSV.swift"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            // Compiled into the module, so an installed `cardport` is one file that needs no build folder.
            resources: [.embedInCode("Resources/cardport-board.xsd")],
            plugins: ["UTTypesPlugin"]),
        .target(
            name: "AdapterKit",
            dependencies: ["Adapters", "StreamingJSON"]),
        .target(
            name: "DragDrop",
            dependencies: ["Locking", "UniformTypes", "ItemProviders"]),
        .target(
            name: "DragDropTesting",
            dependencies: ["DragDrop", "ItemProviders", "UniformTypes"]),
        .target(
            name: "BoardDrops",
            dependencies: ["Locking", "StreamingJSON", "UniformTypes", "ItemProviders", "DragDrop", "Boards", "Adapters"]),
        // XCB is imported only here, in a module with nothing of libxml2 below it: Foundation's ICU and the one
        // libxml2's headers include clash in a module that sees both through a C import.
        .target(
            name: "DesktopX11",
            dependencies: ["CXCB", "Locking"]),
        // libwayland-client is imported only here, beside DesktopX11 and for the same reason.
        .target(
            name: "DesktopWayland",
            dependencies: ["CWayland", "Locking", "StreamingJSON"]),
        .target(
            name: "DesktopTransfer",
            dependencies: ["DesktopX11", "DesktopWayland", "Locking", "UniformTypes", "ItemProviders", "DragDrop"]),

        .target(
            name: "BoardServer",
            dependencies: [
                "Locking", "UniformTypes", "ItemProviders", "Boards", "Adapters", "DragDrop", "BoardDrops",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            // The page's script and stylesheet, compiled in as the board schema is.
            resources: [
                .embedInCode("Resources/board.css"), .embedInCode("Resources/board.js"),
                .embedInCode("Resources/keyboard.js"), .embedInCode("Resources/touch.js"),
                .embedInCode("Resources/dragout.js"),
            ]),

        // The options and run loop `cardport serve` shares with the sample server.
        .target(
            name: "BoardServerCommandLine",
            dependencies: [
                "BoardServer", "Locking",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // MARK: Samples
        .target(
            name: "SampleScenarios",
            dependencies: ["DragDrop", "DragDropTesting", "BoardDrops", "Boards", "ItemProviders", "UniformTypes", "Locking"],
            path: "Samples/SampleScenarios"),
        .executableTarget(name: "TrelloLikeBoard", dependencies: ["SampleScenarios"], path: "Samples/TrelloLikeBoard"),
        .executableTarget(name: "TimestampReorder", dependencies: ["SampleScenarios"], path: "Samples/TimestampReorder"),
        .executableTarget(name: "SectionedTeams", dependencies: ["SampleScenarios"], path: "Samples/SectionedTeams"),
        .executableTarget(name: "CardCollections", dependencies: ["SampleScenarios"], path: "Samples/CardCollections"),
        .executableTarget(
            name: "SampleServer",
            dependencies: [
                "SampleScenarios", "BoardServer", "BoardServerCommandLine", "Boards", "BoardDrops", "DragDrop", "Adapters",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Samples/SampleServer"),
        // An external adapter written in Swift with AdapterKit (Samples/Adapters/bullet-journal/adapter.json runs it).
        .executableTarget(
            name: "BulletJournalAdapter", dependencies: ["AdapterKit", "Adapters", "Boards"],
            path: "Samples/Adapters/bullet-journal/Sources"),
        .executableTarget(name: "TransferableCard", dependencies: ["ItemProviders", "UniformTypes"], path: "Samples/TransferableCard"),

        // MARK: Command line
        .executableTarget(
            name: "cardport",
            dependencies: [
                "UniformTypes",
                "Markup",
                "Boards",
                "Adapters",
                "DragDrop",
                "BoardDrops",
                "DesktopTransfer",
                "ItemProviders",
                "Locking",
                "BoardServer",
                "BoardServerCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["UTTypesPlugin"]),

        // MARK: Type declarations at build time
        .target(
            name: "TypeDeclarationGenerator",
            dependencies: ["UniformTypes"]),
        .executableTarget(
            name: "uttypes-generate",
            dependencies: [
                "TypeDeclarationGenerator",
                "UniformTypes",
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
            name: "LockingTests",
            dependencies: ["Locking"]),
        .testTarget(
            name: "UniformTypesTests",
            dependencies: [
                "UniformTypes",
                "CardportTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "CardportCLITests",
            dependencies: [
                "cardport", "DesktopTestSupport", "CardportTestSupport", "Adapters", "Boards", "BoardDrops", "BoardServer",
                "DesktopTransfer", "ItemProviders", "Markup", "UniformTypes",
            ],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "MarkupTests",
            dependencies: ["Markup", "Locking"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "BoardsTests",
            dependencies: [
                "Boards",
                "CardportTestSupport",
                "StreamingJSON",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "StreamingJSONTests",
            dependencies: [
                "StreamingJSON",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(
            name: "ItemProvidersTests",
            dependencies: ["ItemProviders", "UniformTypes", "CardportTestSupport"]),
        // Apple-platform code compiled as it is, from Apple's documentation: the same sources (the Swift 5 target's
        // folder links to the other's) in the Swift 6 and the Swift 5 language modes, with no #if.
        .testTarget(
            name: "AppleConformanceTests",
            dependencies: ["UniformTypeIdentifiers", "CoreTransferable"]),
        .testTarget(
            name: "AppleConformanceSwift5Tests",
            dependencies: ["UniformTypeIdentifiers", "CoreTransferable"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "TypeDeclarationGeneratorTests",
            dependencies: ["TypeDeclarationGenerator", "uttypes-generate", "CardportTestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "DragDropTests",
            dependencies: ["DragDrop", "DragDropTesting", "ItemProviders", "UniformTypes", "CardportTestSupport"]),
        .testTarget(
            name: "BoardDropsTests",
            dependencies: [
                "CardportTestSupport", "BoardDrops", "DragDrop", "DragDropTesting", "SampleScenarios", "ItemProviders", "Boards", "Adapters",
                "UniformTypes",
            ]),
        // What the test targets share: temporary folders, a locked box for bookkeeping, loads finished by hand.
        .target(
            name: "CardportTestSupport",
            dependencies: ["Locking", "ItemProviders", "UniformTypes"],
            path: "Tests/CardportTestSupport"),
        .target(
            name: "DesktopTestSupport",
            dependencies: ["Locking", "DesktopTransfer", "CWayland", "CardportTestSupport"],
            path: "Tests/DesktopTestSupport",
            resources: [.copy("Helpers")]),
        .testTarget(
            name: "DesktopWaylandTests",
            dependencies: ["DesktopWayland", "DesktopTestSupport", "Locking"]),
        .testTarget(
            name: "DesktopTransferTests",
            dependencies: [
                "DesktopTransfer", "DesktopTestSupport", "DesktopWayland", "DragDrop", "ItemProviders", "UniformTypes", "Locking",
            ]),
        .testTarget(
            name: "AdaptersTests",
            dependencies: [
                "Adapters",
                "CardportTestSupport",
                "AdapterKit",
                "ItemProviders",
                "Markup",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "PropertyBased", package: "swift-property-based"),
                // The reference CSVRowReader is compared with.
                .product(name: "CSV", package: "CSV.swift"),
            ],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "BoardServerTests",
            dependencies: [
                "BoardServer",
                "Adapters",
                "Boards",
                "BoardDrops",
                "SampleScenarios",
                "Locking",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ]),
        .testTarget(
            name: "GoldenTests",
            dependencies: ["SampleOutputs"],
            exclude: ["Expected"]),
    ],
    swiftLanguageModes: [.v6]
)
