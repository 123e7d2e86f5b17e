/// Every problem found in a set of declaration files; generation writes nothing when there is one.
package struct GeneratorFailure: Error, Sendable, CustomStringConvertible {
    /// The problems, file by file in the order the files were given.
    package var diagnostics: [GeneratorDiagnostic]

    /// One diagnostic a line.
    package var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
