/// Every problem found in a set of declaration files; generation writes nothing when there is one.
package struct GeneratorFailure: Error, Sendable, CustomStringConvertible {
    /// The problems in the order they were found: files that do not parse, then declarations that do not
    /// register, then unknown parents and given names, each in file order.
    package var diagnostics: [GeneratorDiagnostic]

    /// One diagnostic a line.
    package var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
