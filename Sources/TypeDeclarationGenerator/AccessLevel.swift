/// The Swift access level of the generated constants, enum and registration function.
package enum AccessLevel: String, CaseIterable, Sendable {
    /// Visible in the declaring module only: the default.
    case `internal`
    /// Visible to the modules of the same package.
    case `package`
    /// Visible to every module that imports the declaring one: for libraries that offer their types.
    case `public`
}
