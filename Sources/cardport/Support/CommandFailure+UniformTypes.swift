import ArgumentParser
import UniformTypes

extension CommandFailure {
    /// A registry error: a declaration file that cannot be read is `noInput` (66), anything else about a
    /// declaration file is `dataError` (65).
    init(_ error: TypeRegistryError) {
        let code: ExitCode = switch error.code {
        case .unreadableDeclarationFile: .noInput
        default: .dataError
        }
        self.init(code, error.description)
    }
}
