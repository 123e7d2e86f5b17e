import Foundation
import Testing
@testable import BoardServer

/// What `serve --open` hands the browser: a page only this user can read, leading to the address with the token.
@Suite struct LaunchPageTests {
    @Test func thePageIsPrivateAndLeadsToTheAddress() throws {
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-runtime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: runtime) }
        let address = "http://127.0.0.1:8080/?token=0123456789abcdef0123456789abcdef&x=\"<y>"
        let page = try LaunchPage.write(redirectingTo: address, environment: ["XDG_RUNTIME_DIR": runtime.path])
        #expect(page.fileURL.path.hasPrefix(runtime.path + "/"))
        #expect(!page.fileURL.absoluteString.contains("token"))
        let folderMode = try FileManager.default.attributesOfItem(atPath: page.folder.path)[.posixPermissions] as? Int
        let fileMode = try FileManager.default.attributesOfItem(atPath: page.fileURL.path)[.posixPermissions] as? Int
        #expect(folderMode == 0o700)
        #expect(fileMode == 0o600)
        let html = try String(contentsOf: page.fileURL, encoding: .utf8)
        let escaped = "http://127.0.0.1:8080/?token=0123456789abcdef0123456789abcdef&amp;x=&quot;&lt;y&gt;"
        #expect(html.contains("http-equiv=\"refresh\" content=\"0;url=\(escaped)\""))
        #expect(!html.contains("<script"))
        page.remove()
        #expect(!FileManager.default.fileExists(atPath: page.folder.path))
    }
}
