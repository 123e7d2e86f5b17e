/// The page's stylesheet and script, compiled into the module (`Resources/board.css`, `Resources/board.js`).
struct Assets: Sendable {
    var stylesheet: String
    var script: String

    static func load() -> Assets {
        Assets(
            stylesheet: String(decoding: PackageResources.board_css, as: UTF8.self),
            script: String(decoding: PackageResources.board_js, as: UTF8.self))
    }
}
