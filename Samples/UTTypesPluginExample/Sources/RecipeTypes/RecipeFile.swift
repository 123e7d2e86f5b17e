import UniformTypes

/// A recipe file on disk, told apart by its type.
public struct RecipeFile: Sendable {
    /// The file's name.
    public var name: String

    /// Creates a recipe file value for a file name.
    public init(name: String) {
        self.name = name
    }

    /// The file's type: a recipe card, a recipe book, or nil for a file that is neither.
    ///
    /// Reading `UTType.recipeCard` registers this module's declarations first, so the tag lookup finds them.
    public var contentType: UTType? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let type = UTType(filenameExtension: String(name[name.index(after: dot)...]), conformingTo: .recipeCard)
        return type?.isDeclared == true ? type : nil
    }
}
