import ArgumentParser
import Foundation
import TypeDeclarationGenerator

/// `uttypes-generate`: reads type declaration files and writes the Swift that declares and registers their types.
///
/// Run by the `UTTypesPlugin` build tool plugin on a target's `*.uttypes.json` and declaration `*.plist` files.
/// Problems are printed one a line on standard error as `path:line:column: error: message`, and the command
/// then fails without writing.
@main
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uttypes-generate",
        abstract: "Generate UTType constants and their registration from type declaration files.")

    @Option(name: .shortAndLong, help: "The Swift file to write.")
    var output: String

    @Option(help: "The name of the generated enum that holds the declarations.")
    var enumName = "GeneratedTypeDeclarations"

    @Option(help: ArgumentHelp(
        "The access level of the generated code: internal, package or public.",
        discussion: "Overrides CardportAccessLevel in the files; without either, internal."))
    var accessLevel: String?

    @Argument(help: "Declaration files: *.uttypes.json, or *.plist files with UTExportedTypeDeclarations or UTImportedTypeDeclarations.")
    var inputs: [String] = []

    func validate() throws {
        if let accessLevel, AccessLevel(rawValue: accessLevel) == nil {
            throw ValidationError("--access-level must be internal, package or public, got '\(accessLevel)'")
        }
        guard enumName.first.map({ $0.isLetter || $0 == "_" }) == true,
              enumName.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
        else {
            throw ValidationError("--enum-name must be a Swift identifier, got '\(enumName)'")
        }
    }

    func run() throws {
        let declarations: DeclarationSet
        do {
            declarations = try DeclarationSet(paths: inputs)
        } catch {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode.failure
        }
        let level = accessLevel.flatMap(AccessLevel.init(rawValue:)) ?? declarations.accessLevel ?? .internal
        let source = GeneratedSource(
            declarations: declarations, enumName: enumName, accessLevel: level,
            inputs: inputs.map { URL(fileURLWithPath: $0).lastPathComponent })
        let url = URL(fileURLWithPath: output)
        let data = Data(source.text.utf8)
        // Leave an unchanged file alone, so that the build does not compile it again.
        if (try? Data(contentsOf: url)) == data { return }
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("\(output): error: cannot write the generated file: \(error.localizedDescription)\n".utf8))
            throw ExitCode.failure
        }
    }
}
