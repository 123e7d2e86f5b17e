import Foundation
import PackagePlugin

/// Generates a target's `UTType` constants from its type declaration files at build time.
///
/// Finds the target's `*.uttypes.json` files and its `*.plist` files (those without declarations are skipped
/// by the generator), and runs `uttypes-generate` on them as one build command whose output,
/// `<Module>TypeDeclarations.swift` in the plugin's work directory, is compiled into the target. For an executable
/// target it also writes a snapshot of the machine's shared-mime-info database (see `snapshotCommand`).
@main
struct UTTypesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        var commands: [Command] = []
        if module.kind == .executable { commands.append(try snapshotCommand(context: context, module: module)) }
        let inputs = module.sourceFiles
            .map(\.url)
            .filter { url in
                let name = url.lastPathComponent.lowercased()
                return name.hasSuffix(".uttypes.json") || name.hasSuffix(".plist")
            }
            .sorted { $0.path < $1.path }
        guard !inputs.isEmpty else { return commands }
        let enumName = module.moduleName + "TypeDeclarations"
        let output = context.pluginWorkDirectoryURL.appending(path: enumName + ".swift")
        return commands + [
            .buildCommand(
                displayName: "Generating \(output.lastPathComponent) from \(inputs.count) declaration file(s)",
                executable: try context.tool(named: "uttypes-generate").url,
                arguments: ["--output", output.path, "--enum-name", enumName] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]),
        ]
    }

    /// For an executable: `SharedMIMEInfoSnapshot.swift`, the freedesktop shared-mime-info database of this
    /// machine in compact form, so the program starts without parsing its XML (it checks at run time that the
    /// files are still the same). The directories are the XDG ones `TypeRegistry.sharedMIMEInfoDirectories`
    /// names, from the build's environment; the package files are the command's inputs.
    func snapshotCommand(context: PluginContext, module: SourceModuleTarget) throws -> Command {
        let environment = ProcessInfo.processInfo.environment
        var bases: [String] = []
        if let home = environment["XDG_DATA_HOME"], home.hasPrefix("/") {
            bases.append(home)
        } else if let home = environment["HOME"], !home.isEmpty {
            bases.append(home + "/.local/share")
        }
        let dataDirs = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share/:/usr/share/"
        bases += dataDirs.split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        var seen: Set<String> = []
        let directories = bases.map { URL(fileURLWithPath: $0, isDirectory: true).appending(path: "mime") }
            .filter { seen.insert($0.standardizedFileURL.path).inserted }
        let packages = directories.flatMap { directory -> [URL] in
            let folder = directory.appending(path: "packages")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".xml") }.sorted().map { folder.appending(path: $0) }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "SharedMIMEInfoSnapshot.swift")
        return .buildCommand(
            displayName: "Generating \(output.lastPathComponent) from \(packages.count) shared-mime-info file(s)",
            executable: try context.tool(named: "uttypes-generate").url,
            arguments: ["--output", output.path, "--enum-name", "SharedMIMEInfoSnapshotData"]
                + directories.flatMap { ["--shared-mime-info", $0.path] },
            inputFiles: packages,
            outputFiles: [output])
    }
}
