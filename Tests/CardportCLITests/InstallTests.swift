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
}
