// swift-tools-version: 6.1
// libFuzzer targets for Cardport's importers and parsers, in a package of their own so that the main package's
// `swift build` and `swift test` never build them. Build and run them with `Fuzz/run` (see its header).
//
// Each target is an executable whose main.swift defines a test function and hands it to libFuzzer's driver
// (`LLVMFuzzerRunDriver`, declared by the FuzzDriver target): SwiftPM gives every executable a `main` of its
// own, so libFuzzer's `main` cannot be used. Build with `-sanitize=fuzzer,address`.
//
// Adding a target is one line in `fuzzTargets` plus Sources/<Name>/main.swift (copy a neighbour).
import PackageDescription

/// (target name, the Cardport product it exercises).
let fuzzTargets: [(name: String, product: String)] = [
    ("FuzzTrelloJSON", "Adapters"),
    ("FuzzNativeJSON", "Adapters"),
    ("FuzzPlainText", "Adapters"),
    ("FuzzMarkdown", "Adapters"),
    ("FuzzObsidianKanban", "Adapters"),
    ("FuzzTypeRefiner", "Adapters"),
    ("FuzzTypeDeclarationFile", "UniformTypes"),
    ("FuzzSharedMIMEInfo", "UniformTypes"),
    ("FuzzMarkupXML", "Markup"),
    ("FuzzHTML", "Adapters"),
    ("FuzzCardportXML", "Adapters"),
    ("FuzzOPML", "Adapters"),
    ("FuzzJiraXML", "Adapters"),
    ("FuzzTodoTxt", "Adapters"),
    ("FuzzTaskPaper", "Adapters"),
    ("FuzzCSV", "Adapters"),
    ("FuzzDeckJSON", "Adapters"),
    ("FuzzTaigaJSON", "Adapters"),
    ("FuzzWekanJSON", "Adapters"),
    ("FuzzFocalboard", "Adapters"),
    ("FuzzVikunja", "Adapters"),
]

let package = Package(
    name: "CardportFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Cardport", path: ".."),
    ],
    targets: [.target(name: "FuzzDriver")] + fuzzTargets.map { target in
        .executableTarget(
            name: target.name,
            dependencies: ["FuzzDriver", .product(name: target.product, package: "Cardport")])
    },
    swiftLanguageModes: [.v6]
)
