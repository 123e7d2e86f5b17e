import Foundation

/// The page's stylesheet and script, read once from the module's resources.
struct Assets: Sendable {
    var stylesheet: String
    var script: String

    static func load() -> Assets {
        func read(_ name: String) -> String {
            guard let url = Bundle.module.url(forResource: "Resources/\(name)", withExtension: nil)
                ?? Bundle.module.url(forResource: name, withExtension: nil),
                let data = try? Data(contentsOf: url)
            else { return "" }
            return String(decoding: data, as: UTF8.self)
        }
        return Assets(stylesheet: read("board.css"), script: read("board.js"))
    }
}
