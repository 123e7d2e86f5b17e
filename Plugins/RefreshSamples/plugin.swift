import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory refresh-samples`: rewrites the golden tests' expected
/// outputs from `Samples/Payloads`.
///
/// Runs `cardport-samples` with the package's `Samples/Payloads` and `Tests/GoldenTests/Expected` folders, so a
/// change of output is reviewed as a `git diff` of the expected files, never edited by hand.
@main
struct RefreshSamples: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let package = context.package.directoryURL
        let tool = try context.tool(named: "cardport-samples")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = [
            "--payloads", package.appending(path: "Samples/Payloads").path,
            "--expected", package.appending(path: "Tests/GoldenTests/Expected").path,
        ]
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("cardport-samples failed with status \(process.terminationStatus)")
            return
        }
    }
}
