import Foundation
import Testing

/// The README installs `cardport` by copying the one executable: it must need nothing else from the build.
@Suite struct InstallTests {
    /// SwiftPM's resource bundles are folders beside the executable, found through the build folder's absolute
    /// path compiled into it; an installed copy would lose them with the clone. The resources are compiled in.
    @Test func theExecutableLooksForNoResourceBundle() throws {
        let bytes = try Data(contentsOf: try CardportProcess.executable())
        #expect(bytes.range(of: Data(".resources".utf8)) == nil)
    }

    /// `cardport` links no sample app and no test support: their modules' names appear nowhere in its symbols.
    @Test func theExecutableLinksNoSampleOrTestSupportCode() throws {
        let bytes = try Data(contentsOf: try CardportProcess.executable())
        for module in ["SampleScenarios", "DragDropTesting", "CardportTestSupport"] {
            #expect(bytes.range(of: Data(module.utf8)) == nil, "cardport links \(module)")
        }
    }

    /// `serve --sample` runs the sample server found beside `cardport`; a copy installed on its own says so and
    /// how to get the samples, with exit 69, instead of serving something else.
    @Test func anInstalledCopyWithoutTheSamplesSaysWhereTheyAre() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-install-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("cardport")
        try FileManager.default.copyItem(at: try CardportProcess.executable(), to: copy)
        let result = try CardportProcess.run(["serve", "--sample", "trello", "--port", "0"], executable: copy)
        #expect(result.status == 69)
        #expect(result.standardError.contains("SampleServer"))
        #expect(result.standardOutput.isEmpty)
    }
}
