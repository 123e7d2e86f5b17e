import Foundation
import PackagePlugin

/// Generates a target's `UTType` constants from its type declaration files at build time.
///
/// Finds the target's `*.uttypes.json` files and its `*.plist` files (those without declarations are skipped
/// by the generator), and runs `uttypes-generate` on them as one build command whose output,
/// `<Module>TypeDeclarations.swift` in the plugin's work directory, is compiled into the target.
@main
struct UTTypesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let inputs = module.sourceFiles
            .map(\.url)
            .filter { url in
                let name = url.lastPathComponent.lowercased()
                return name.hasSuffix(".uttypes.json") || name.hasSuffix(".plist")
            }
            .sorted { $0.path < $1.path }
        guard !inputs.isEmpty else { return [] }
        let enumName = module.moduleName + "TypeDeclarations"
        let output = context.pluginWorkDirectoryURL.appending(path: enumName + ".swift")
        return [
            .buildCommand(
                displayName: "Generating \(output.lastPathComponent) from \(inputs.count) declaration file(s)",
                executable: try context.tool(named: "uttypes-generate").url,
                arguments: ["--output", output.path, "--enum-name", enumName] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]),
        ]
    }
}
