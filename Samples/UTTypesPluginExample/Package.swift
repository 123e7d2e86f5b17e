// swift-tools-version: 6.1
// A package that uses Cardport the way an app or library would: it declares its own types in
// Sources/RecipeTypes/*.uttypes.json and lets the UTTypesPlugin build tool plugin generate their constants.
// Build and test: swift test --package-path Samples/UTTypesPluginExample
import PackageDescription

let package = Package(
    name: "UTTypesPluginExample",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Cardport", path: "../.."),
    ],
    targets: [
        .target(
            name: "RecipeTypes",
            dependencies: [.product(name: "UniformTypes", package: "Cardport")],
            plugins: [.plugin(name: "UTTypesPlugin", package: "Cardport")]),
        .testTarget(
            name: "RecipeTypesTests",
            dependencies: ["RecipeTypes", .product(name: "UniformTypes", package: "Cardport")]),
    ],
    swiftLanguageModes: [.v6]
)
