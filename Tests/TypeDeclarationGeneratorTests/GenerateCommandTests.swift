import CardportTestSupport
import Foundation
import Testing

/// The built `uttypes-generate` executable, run the way the build tool plugin runs it.
@Suite("The uttypes-generate command")
struct GenerateCommandTests {
    struct Run {
        var status: Int32
        var standardError: String
    }

    struct NotBuilt: Error {}

    func run(_ arguments: [String]) throws -> Run {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        folders.append(Bundle.main.bundleURL)
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        guard let executable = folders.map({ $0.appendingPathComponent("uttypes-generate") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { throw NotBuilt() }
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("uttypes-generate-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        let handle = try FileHandle(forWritingTo: errors)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardError = handle
        try process.runToExit()
        return Run(status: process.terminationStatus, standardError: try String(contentsOf: errors, encoding: .utf8))
    }

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uttypes-generate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("writes the Swift file, and leaves an unchanged one alone")
    func writes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Types.uttypes.json")
        try Data(#"{ "UTExportedTypeDeclarations": [ { "UTTypeIdentifier": "com.example.note" } ] }"#.utf8).write(to: input)
        let output = folder.appendingPathComponent("Out.swift")
        let arguments = ["--output", output.path, "--enum-name", "KitTypeDeclarations", "--access-level", "public", input.path]
        #expect(try run(arguments).status == 0)
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.contains("public static let note = KitTypeDeclarations.type(\"com.example.note\", exported: true)"))
        let stamp = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: output.path)
        #expect(try run(arguments).status == 0)
        let after = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        #expect(stamp != nil)
        #expect(after == Date(timeIntervalSince1970: 0))
    }

    @Test("a bad declaration fails with a compiler-style line and writes nothing")
    func fails() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Types.uttypes.json")
        try Data("""
            {
              "UTExportedTypeDeclarations": [
                { "UTTypeIdentifier": "com.example.note", "UTTypeConformsTo": "com.example.nothing" }
              ]
            }
            """.utf8).write(to: input)
        let output = folder.appendingPathComponent("Out.swift")
        let result = try run(["--output", output.path, input.path])
        #expect(result.status != 0)
        #expect(result.standardError.hasPrefix(
            "\(input.path):3:67: error: UTExportedTypeDeclarations[0].UTTypeConformsTo: type 'com.example.note' conforms to 'com.example.nothing'"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test("--system-declarations writes the compiled system declarations, or names a data file it cannot read")
    func systemDeclarations() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("coretypes.json")
        try Data(#"{ "public.zed": { "conformsTo": [], "extensions": ["z"], "kind": "imported", "mimeTypes": [] } }"#.utf8)
            .write(to: input)
        let output = folder.appendingPathComponent("Out.swift")
        #expect(try run(["--output", output.path, "--system-declarations", input.path]).status == 0)
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.split(separator: "\n").contains("public.zed\timported\t\tz\t"))

        try Data("[]".utf8).write(to: input)
        let other = folder.appendingPathComponent("Other.swift")
        let result = try run(["--output", other.path, "--system-declarations", input.path])
        #expect(result.status != 0)
        #expect(result.standardError.hasPrefix("\(input.path): error: cannot read the system declarations"))
        #expect(!FileManager.default.fileExists(atPath: other.path))
    }
}
