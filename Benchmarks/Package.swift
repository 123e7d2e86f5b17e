// swift-tools-version: 6.1
// Benchmarks live in a package of their own so that `swift test` in the main package never builds them.
// Build and run: swift run -c release --package-path Benchmarks <benchmark> [options]
import PackageDescription

let package = Package(
    name: "CardportBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Cardport", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // What the executables share: timing, report lines, the runner's options.
        .target(
            name: "BenchmarkSupport",
            dependencies: [.product(name: "Adapters", package: "Cardport")]),
        // One executable target per workload, under Sources/<Name>/.
        .executableTarget(
            name: "TypeQueries",
            dependencies: [.product(name: "UniformTypes", package: "Cardport")],
            exclude: ["peer"]),
        .executableTarget(
            name: "BoardStorage",
            dependencies: [.product(name: "Boards", package: "Cardport")],
            exclude: ["peer.py"]),
        .executableTarget(
            name: "ProviderLoads",
            dependencies: [
                .product(name: "ItemProviders", package: "Cardport"),
                .product(name: "UniformTypes", package: "Cardport"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(
            name: "SystemDeclarationsStartup",
            dependencies: [.product(name: "UniformTypes", package: "Cardport")],
            exclude: ["generate_literal.py"]),
        .executableTarget(
            name: "RefineLargeJSON",
            dependencies: [.product(name: "Adapters", package: "Cardport")],
            exclude: ["refine_peer.py"]),
        .executableTarget(
            name: "CSVImport",
            dependencies: [.product(name: "Adapters", package: "Cardport")],
            exclude: ["peer.py"],
            plugins: [.plugin(name: "UTTypesPlugin", package: "Cardport")]),
        .executableTarget(
            name: "ImportMarkdownLarge",
            dependencies: [.product(name: "Adapters", package: "Cardport")]),
        .executableTarget(
            name: "TrelloImport",
            dependencies: [
                "BenchmarkSupport", .product(name: "Adapters", package: "Cardport")],
            exclude: ["peer.py", "peers.py"],
            plugins: [.plugin(name: "UTTypesPlugin", package: "Cardport")]),
        .executableTarget(
            name: "HTMLImport",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Adapters", package: "Cardport"), .product(name: "Markup", package: "Cardport"),
            ],
            exclude: ["peer.py"],
            plugins: [.plugin(name: "UTTypesPlugin", package: "Cardport")]),
        .executableTarget(
            name: "BoardXMLImport",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Adapters", package: "Cardport"), .product(name: "Markup", package: "Cardport"),
            ],
            plugins: [.plugin(name: "UTTypesPlugin", package: "Cardport")]),
        .executableTarget(
            name: "DropThousand",
            dependencies: [
                .product(name: "DragDrop", package: "Cardport"),
                .product(name: "DragDropTesting", package: "Cardport"),
                .product(name: "BoardDrops", package: "Cardport"),
                .product(name: "Adapters", package: "Cardport"),
                .product(name: "Boards", package: "Cardport"),
                .product(name: "ItemProviders", package: "Cardport"),
                .product(name: "UniformTypes", package: "Cardport"),
            ]),
        .executableTarget(
            name: "ServeBoard",
            dependencies: [
                .product(name: "BoardServer", package: "Cardport"),
                .product(name: "Boards", package: "Cardport"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
